import type { PhoneLook } from '@plan-dan/contract';
import { fontStack } from '@plan-dan/web-common/phone-look';
import { hrTasks } from '@/i18n/hr-tasks';
import { hrPhoneApp } from '@/i18n/hr-phone-app';
import { fontColorReplaced, previewColors } from '../look';
import classes from './look-preview.module.css';

const t = hrPhoneApp;
// The phone's own group names, the same words as the manager's task list.

function Tick({ color }: { color: string }) {
  return (
    <svg viewBox="0 0 16 16" width="80%" height="80%" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke={color} strokeWidth={2.6} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The employee's home screen as the phone will draw it: font, size and colours as chosen, with the
 * phone's own rule that swaps a text colour which would not read on its background.
 */
export function LookPreview({ look, labelledBy }: { look: PhoneLook; labelledBy: string }) {
  const c = previewColors(look);
  return (
    <div>
      <div className={classes.phone}>
        <div
          className={classes.screen}
          role="region"
          aria-labelledby={labelledBy}
          // It scrolls when the text is large; keyboard users must be able to scroll it too.
          tabIndex={0}
          style={{ fontFamily: fontStack(look.font), fontSize: look.fontSize, backgroundColor: c.background, color: c.text }}
        >
          <p className={classes.group}>{hrTasks.priority}</p>
          <div className={classes.card} style={{ backgroundColor: c.priority, color: c.priorityText }}>
            <p className={classes.name}>{t.previewTask}</p>
            <p className={classes.line}>{t.previewDue}</p>
            <div
              className={classes.track}
              role="progressbar"
              aria-label={t.previewProgressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={50}
              aria-valuetext={t.previewProgress}
            >
              <div className={classes.fill} style={{ backgroundColor: c.progress }} />
            </div>
            <p className={classes.line}>{t.previewProgress}</p>
          </div>
          <ul className={classes.steps}>
            <li className={classes.step} data-done style={{ backgroundColor: c.doneStep, color: c.doneStepText }}>
              <span className={classes.box}>
                <Tick color={c.progress} />
              </span>
              <span className={classes.stepText}>{t.previewStepDone}</span>
            </li>
            <li className={classes.step} style={{ backgroundColor: c.step, color: c.stepText }}>
              <span className={classes.box} />
              <span className={classes.stepText}>{t.previewStep}</span>
            </li>
          </ul>
          <p className={classes.group}>{hrTasks.normal}</p>
          <div className={classes.card} style={{ backgroundColor: c.normal, color: c.normalText }}>
            <p className={classes.name}>{t.previewNormalTask}</p>
            <p className={classes.line}>{t.previewNormalDue}</p>
          </div>
        </div>
      </div>
      {fontColorReplaced(look) ? <p className={classes.note}>{t.lowContrast}</p> : null}
    </div>
  );
}

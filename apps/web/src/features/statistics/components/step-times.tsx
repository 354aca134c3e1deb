import type { StepTime } from '@plan-dan/contract';
import { hrStatistics as t } from '@/i18n/hr-statistics';
import { formatDuration, formatMinutes } from '../duration';
import classes from './statistics.module.css';

/**
 * How long each step of the chosen task takes (median over its runs, and over how many), as bars against
 * the longest one, which is named: that step may need a better picture or description. A step with a
 * planned time says it beside, calmly.
 */
export function StepTimes({ steps }: { steps: readonly StepTime[] }) {
  if (steps.length === 0) return <p className={classes.note}>{t.noSteps}</p>;
  const longest = Math.max(...steps.map((step) => step.medianSeconds));
  return (
    <ol className={classes.steps}>
      {steps.map((step, index) => {
        const slowest = steps.length > 1 && longest > 0 && step.medianSeconds === longest;
        return (
          <li key={`${index}-${step.description}`} className={classes.step} data-slowest={slowest || undefined}>
            <div className={classes.stepHead}>
              <span className={classes.stepName}>
                {step.description}
                {slowest ? <span className={classes.slowest}>{t.slowest}</span> : null}
              </span>
              <span className={classes.stepValue}>
                {formatDuration(step.medianSeconds)} · {t.runsCount(step.runs)}
                {step.plannedSeconds === null ? null : ` · ${t.plannedShort(formatMinutes(step.plannedSeconds))}`}
              </span>
            </div>
            <div className={classes.stepTrack} aria-hidden="true">
              <div className={classes.stepBar} style={{ width: `${longest > 0 ? (step.medianSeconds / longest) * 100 : 0}%` }} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

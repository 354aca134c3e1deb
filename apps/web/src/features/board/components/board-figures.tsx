import type { BoardEmployee } from '@plan-dan/contract';
import { webPaths } from '@plan-dan/contract/app-paths';
import { Link } from 'react-router';
import { hrBoard as t } from '@/i18n/hr-board';
import { reviewPath } from '@/lib/review-link';
import { CameraIcon, ClockIcon, MessageIcon, PauseIcon } from './board-icons';
import classes from './board.module.css';

/**
 * Under an employee's name on Zaposlenici: today's progress, then what waits for the manager, each a
 * large control leading straight there (photos to the review, messages and SOS to the conversation);
 * late tasks and tasks nobody started are said as facts, in quiet colours.
 */
export function BoardFigures({ figures }: { figures: BoardEmployee }) {
  const { employeeId, name, today, photosWaiting, late, notStarted, unread, sos } = figures;
  const share = today.total === 0 ? 0 : Math.round((today.done / today.total) * 100);
  const complete = today.total > 0 && today.done >= today.total;
  // The SOS leads to the same conversation as the unread messages (it is one of them): one control for both.
  const showUnread = unread > 0 && !sos;
  return (
    <div className={classes.figures}>
      <div>
        <p className={classes.progressRow}>
          {today.total === 0 ? (
            <span>{t.noTasksToday}</span>
          ) : (
            <>
              <span>
                {t.progressLabel}: <span className={classes.progressText}>{t.progress(today.done, today.total)}</span>
              </span>
              {complete ? <span className={classes.allDone}>{t.allDone}</span> : null}
            </>
          )}
        </p>
        {today.total > 0 ? (
          <div className={classes.bar} aria-hidden="true">
            <div className={classes.barFill} style={{ width: `${share}%` }} data-complete={complete || undefined} />
          </div>
        ) : null}
        {late > 0 ? (
          <p className={classes.late}>
            <ClockIcon size={16} />
            {t.late(late)}
          </p>
        ) : null}
        {notStarted > 0 ? (
          <p className={classes.notStarted} title={t.notStartedHint}>
            <PauseIcon size={16} />
            {t.notStarted(notStarted)}
          </p>
        ) : null}
      </div>
      {sos || photosWaiting > 0 || showUnread ? (
        <ul className={classes.needs}>
          {sos ? (
            <li>
              <Link to={webPaths.chat(employeeId)} className={`${classes.action} ${classes.sos}`} aria-label={t.sosLabel(name)}>
                {t.sos}
              </Link>
            </li>
          ) : null}
          {photosWaiting > 0 ? (
            <li>
              <Link to={reviewPath(employeeId)} className={`${classes.action} ${classes.photos}`} aria-label={t.photosLabel(photosWaiting, name)}>
                <CameraIcon />
                {t.photos(photosWaiting)}
              </Link>
            </li>
          ) : null}
          {showUnread ? (
            <li>
              <Link to={webPaths.chat(employeeId)} className={`${classes.action} ${classes.unread}`} aria-label={t.unreadLabel(unread, name)}>
                <MessageIcon />
                {t.unread(unread)}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

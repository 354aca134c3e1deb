import { Notice } from '@/components/notice';
import { hr } from '@/i18n/hr';
import classes from './sos-status.module.css';

/** Said calmly where the employee is looking: the help call is written and ready, then that it went. */
export function SosStatus({ ready, sent }: { ready: boolean; sent: boolean }) {
  return (
    <div role="status" className={classes.sosStatus}>
      {ready ? (
        <Notice live={false}>
          <p>{hr.chat.sosReady}</p>
        </Notice>
      ) : (
        sent && (
          <Notice live={false}>
            <p>{hr.chat.sosSent}</p>
          </Notice>
        )
      )}
    </div>
  );
}

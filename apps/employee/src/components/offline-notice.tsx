import { hr } from '@/i18n/hr';
import { useOnline } from '@/lib/use-online';
import { Notice } from './notice';
import classes from './offline-notice.module.css';

/** Said plainly at the top of the screen while the phone has no connection, and kept there while the page scrolls. */
export function OfflineNotice() {
  const online = useOnline();
  // The live region stays in the page so that losing the connection is announced.
  return (
    <div role="status" className={classes.bar}>
      {!online && (
        <Notice live={false}>
          <p>{hr.app.offline}</p>
        </Notice>
      )}
    </div>
  );
}

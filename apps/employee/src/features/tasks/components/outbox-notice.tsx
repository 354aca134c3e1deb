import { BigButton } from '@/components/big-button';
import { Notice } from '@/components/notice';
import { hr } from '@/i18n/hr';
import { useOnline } from '@/lib/use-online';
import { dismissOutboxNotice, useOutbox } from '../outbox';
import classes from './outbox-notice.module.css';

/**
 * A calm line while actions wait on the phone (offline: they will be sent later; online: they are being
 * sent), gone quietly once sent; and a calm line when one was dropped because the task changed meanwhile.
 */
export function OutboxNotice({ employeeId }: { employeeId: number }) {
  const { items, notice } = useOutbox(employeeId);
  const online = useOnline();
  // The live region stays in the page, so each change of its lines is announced, politely.
  return (
    <div role="status" className={classes.area}>
      {items.length > 0 && (
        <Notice live={false}>
          <p>{online ? hr.outbox.sending : hr.outbox.saved}</p>
          <p>{hr.outbox.waiting(items.length)}</p>
        </Notice>
      )}
      {notice && (
        <Notice live={false}>
          <p>{notice === 'conflict' ? hr.outbox.conflict : hr.outbox.refused}</p>
          <BigButton variant="secondary" onClick={dismissOutboxNotice}>
            {hr.outbox.ok}
          </BigButton>
        </Notice>
      )}
    </div>
  );
}

import { Modal } from '@mantine/core';
import { BigButton } from '@/components/big-button';
import { hr } from '@/i18n/hr';
import { endSession } from '@/lib/session';
import classes from './logout-dialog.module.css';

/** Logging out is asked first: without the manager's new QR code there is no way back in. */
export function LogoutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={hr.logout.title}
      centered
      withCloseButton={false}
      radius="lg"
      classNames={{ title: classes.title, content: classes.content, body: classes.body }}
    >
      <p className={classes.text}>{hr.logout.text}</p>
      <div className={classes.actions}>
        <BigButton variant="secondary" onClick={onClose} data-autofocus>
          {hr.logout.no}
        </BigButton>
        <BigButton onClick={() => endSession('logout')}>{hr.logout.yes}</BigButton>
      </div>
    </Modal>
  );
}

import { BigButton } from '@/components/big-button';
import { CalmDialog, dialogAnswerClass, dialogTextClass } from '@/components/calm-dialog';
import { hr } from '@/i18n/hr';
import { endServerSession } from '@/lib/api-client';
import { endSession } from '@/lib/session';

/**
 * Logging out is asked first: without the manager's new QR code there is no way back in. So staying
 * is the prominent answer and has the focus, and leaving is the quiet one.
 */
export function LogoutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <CalmDialog
      opened={opened}
      onClose={onClose}
      title={hr.logout.title}
      actions={
        <>
          <BigButton className={dialogAnswerClass} onClick={onClose} data-autofocus>
            {hr.logout.no}
          </BigButton>
          <BigButton
            variant="secondary"
            className={dialogAnswerClass}
            onClick={() => {
              endServerSession();
              endSession('logout');
            }}
          >
            {hr.logout.yes}
          </BigButton>
        </>
      }
    >
      <p className={dialogTextClass}>{hr.logout.text}</p>
    </CalmDialog>
  );
}

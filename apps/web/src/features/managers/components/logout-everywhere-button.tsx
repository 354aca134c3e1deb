import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LogoutIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import { hrSessions } from '@/i18n/hr-sessions';
import { useLogoutEverywhere } from '../api/logout-everywhere';

const t = hrSessions.settings;

/**
 * 'Odjavi se sa svih uređaja' asks first, then ends every session of the manager; this browser goes to
 * /login with the others. A failure keeps the question open with the reason, so it can be tried again.
 */
export function LogoutEverywhereButton() {
  const [opened, dialog] = useDisclosure(false);
  const logoutMutation = useLogoutEverywhere();

  return (
    <>
      <Button
        variant="default"
        leftSection={<LogoutIcon />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => {
          logoutMutation.reset();
          dialog.open();
        }}
      >
        {t.logoutEverywhere}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t.logoutEverywhereTitle}
        confirmLabel={t.logoutEverywhereConfirm}
        onConfirm={() => logoutMutation.mutate()}
        onCancel={dialog.close}
        pending={logoutMutation.isPending}
        error={logoutMutation.isError ? hr.app.genericError : null}
      >
        {t.logoutEverywhereText}
      </ConfirmDialog>
    </>
  );
}

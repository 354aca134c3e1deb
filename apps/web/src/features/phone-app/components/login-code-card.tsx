import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormNotice } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { hr } from '@/i18n/hr';
import { hrPhoneApp } from '@/i18n/hr-phone-app';
import { hrSessions } from '@/i18n/hr-sessions';
import { notifySaved } from '@/lib/notify';
import { useRenewLoginCode } from '../api/renew-login-code';
import { validUntilTime, wasReplacedForAge } from '../login-code';
import { LoginQrCode } from './login-qr-code';
import classes from './phone-app-tab.module.css';
import { useCurrentLoginCode, type LoginCodeSource } from './use-current-login-code';

const t = hrPhoneApp;

type CodeNote = 'renewed' | 'used' | null;

interface LoginCodeCardProps {
  employeeId: number;
  employeeName: string;
  /** The phone-app settings with the current one-time code, its link and its expiry, kept fresh by the poll. */
  source: LoginCodeSource;
}

/** In place of an expired code: a new one is on its way, or could not be fetched (with a second try). */
function CodeUnavailable({ failed, retrying, onRetry }: { failed: boolean; retrying: boolean; onRetry: () => void }) {
  return (
    <div className={classes.qr}>
      {failed ? (
        <Stack gap="sm" align="center" p="md" role="alert">
          <Text ta="center">{hrSessions.loginCode.reloadFailed}</Text>
          <Button variant="light" onClick={onRetry} loading={retrying}>
            {hr.app.retry}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" align="center" p="md" role="status">
          <Spinner size={32} />
          <Text ta="center">{hrSessions.loginCode.expired}</Text>
        </Stack>
      )}
    </div>
  );
}

/** 'QR KOD ZA PRIJAVU': the code the employee's phone scans, until when it works, and a way to replace it. */
export function LoginCodeCard({ employeeId, employeeName, source }: LoginCodeCardProps) {
  const titleId = useId();
  const [confirmOpened, confirm] = useDisclosure(false);
  const renewMutation = useRenewLoginCode();
  const { timing, usable, now } = useCurrentLoginCode(source);
  const code = source.settings.phoneLoginString;

  // Why the code on screen changed: the manager's renewal, a phone that used the last one, or its age
  // (then the note of the code before stays). Decided when the new code first shows; a renewal in
  // flight, or one that answered with this code, counts as the renewal even if its own callback has
  // not run yet.
  const [shown, setShown] = useState<{ code: string; expiresAt: number; note: CodeNote }>({
    code,
    expiresAt: timing.expiresAt,
    note: null,
  });
  if (code !== shown.code) {
    const renewal = renewMutation.isPending || renewMutation.data?.phoneLoginString === code;
    const note: CodeNote = renewal ? 'renewed' : wasReplacedForAge(shown.expiresAt, now) ? shown.note : 'used';
    setShown({ code, expiresAt: timing.expiresAt, note });
  }

  const renew = () =>
    renewMutation.mutate(employeeId, {
      onSuccess: () => {
        confirm.close();
        notifySaved(t.renewedToast);
      },
    });

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md" align="center">
        <Title order={2} fz="lg" c="brand.8" id={titleId} ta="center">
          {t.qrTitle}
        </Title>
        {usable ? (
          <>
            <LoginQrCode value={source.settings.phoneLoginUrl} label={t.qrLabel(employeeName)} />
            <Text ta="center" fw={500}>
              {t.qrHelp}
            </Text>
            <Text ta="center" fw={500}>
              {hrSessions.loginCode.validUntil(validUntilTime(timing.expiresAt))}
            </Text>
            <Text ta="center" size="sm" c="dimmed">
              {t.qrOneTime}
            </Text>
          </>
        ) : (
          <CodeUnavailable failed={source.refreshFailed} retrying={source.refreshing} onRetry={source.refresh} />
        )}
        {usable && shown.note ? (
          <div className={classes.fullWidth}>
            <FormNotice>{shown.note === 'renewed' ? t.renewed : t.qrUsed}</FormNotice>
          </div>
        ) : null}
        <Button
          variant="default"
          onClick={() => {
            renewMutation.reset();
            confirm.open();
          }}
        >
          {t.renew}
        </Button>
      </Stack>

      <ConfirmDialog
        opened={confirmOpened}
        title={t.renewTitle}
        confirmLabel={t.renewConfirm}
        onConfirm={renew}
        onCancel={confirm.close}
        pending={renewMutation.isPending}
        error={renewMutation.isError ? hr.app.genericError : null}
      >
        {t.renewText}
      </ConfirmDialog>
    </Paper>
  );
}

import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormNotice } from '@/components/form-message';
import { hr } from '@/i18n/hr';
import { useRenewLoginCode } from '../api/renew-login-code';
import { LoginQrCode } from './login-qr-code';
import classes from './phone-app-tab.module.css';

const t = hr.phoneApp;

type CodeNote = 'renewed' | 'used' | null;

interface LoginCodeCardProps {
  employeeId: number;
  employeeName: string;
  /** The current one-time code, kept fresh by the settings poll. */
  code: string;
  /** The absolute link carrying the code, on the server's public address (the one phones reach). */
  link: string;
}

/** 'QR KOD ZA PRIJAVU': the code the employee's phone scans, and a way to replace it. */
export function LoginCodeCard({ employeeId, employeeName, code, link }: LoginCodeCardProps) {
  const titleId = useId();
  const [confirmOpened, confirm] = useDisclosure(false);
  const renewMutation = useRenewLoginCode();
  // Which change brought the code on screen: the manager's renewal, or a phone that used the last one.
  // Derived from codes rather than set on events, so a render between the renewal's answer and the
  // refreshed settings cannot take the renewal for a phone login.
  const [firstCode] = useState(code);
  const [renewedTo, setRenewedTo] = useState<string | null>(null);
  const note: CodeNote = code === renewedTo ? 'renewed' : code !== firstCode ? 'used' : null;

  const renew = () =>
    renewMutation.mutate(employeeId, {
      onSuccess: (settings) => {
        setRenewedTo(settings.phoneLoginString);
        confirm.close();
      },
    });

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md" align="center">
        <Title order={2} fz="lg" c="brand.8" id={titleId} ta="center">
          {t.qrTitle}
        </Title>
        <LoginQrCode value={link} label={t.qrLabel(employeeName)} />
        <Text ta="center" fw={500}>
          {t.qrHelp}
        </Text>
        <Text ta="center" size="sm" c="dimmed">
          {t.qrOneTime}
        </Text>
        {note ? (
          <div className={classes.fullWidth}>
            <FormNotice>{note === 'renewed' ? t.renewed : t.qrUsed}</FormNotice>
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

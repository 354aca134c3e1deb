import { Button, Group, Stack, Text } from '@mantine/core';
import type { TwoFactorSetup } from '@plan-dan/contract';
import { appTimeZone } from '@plan-dan/web-common/app-time-zone';
import { useEffect, useRef, useState } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { SettingsSection } from '@/components/settings-section';
import { Spinner } from '@/components/spinner';
import { hrTwoFactor as t } from '@/i18n/hr-two-factor';
import { useTwoFactor } from '../api/get-two-factor';
import { enabledOn } from '../format';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SetupForm } from './setup-form';
import { StartForm } from './start-form';
import { TurnOffForm } from './turn-off-form';

/** Where the section is: the status, or one step of turning it on or off. */
type View =
  | { step: 'status' }
  | { step: 'password' }
  | { step: 'setup'; setup: TwoFactorSetup }
  | { step: 'codes'; codes: string[] }
  | { step: 'turnOff' };

/**
 * Postavke's 'Prijava u dva koraka'. Turning it on: the password, then the QR code and the app's first
 * code, then the recovery codes, shown once (the server keeps only their hashes). Turning it off asks for
 * the password and a code.
 */
export function TwoFactorSection({ managerId }: { managerId: number }) {
  const status = useTwoFactor(managerId);
  const [view, setView] = useState<View>({ step: 'status' });
  const statusRef = useRef<HTMLDivElement>(null);
  // Back at the status after a step, focus goes to it rather than to the page's top.
  const [returned, setReturned] = useState(false);
  useEffect(() => {
    if (returned && view.step === 'status') statusRef.current?.focus();
  }, [returned, view.step]);

  const backToStatus = () => {
    setReturned(true);
    setView({ step: 'status' });
  };

  return (
    <SettingsSection title={t.title} intro={t.intro}>
      {status.isPending ? (
        <Spinner size={24} />
      ) : status.isError ? (
        <LoadFailed onRetry={() => void status.refetch()} />
      ) : view.step === 'password' ? (
        <StartForm managerId={managerId} onStarted={(setup) => setView({ step: 'setup', setup })} onCancel={backToStatus} />
      ) : view.step === 'setup' ? (
        <SetupForm
          managerId={managerId}
          setup={view.setup}
          onConfirmed={(codes) => setView({ step: 'codes', codes })}
          onCancel={backToStatus}
        />
      ) : view.step === 'codes' ? (
        <RecoveryCodesPanel codes={view.codes} onDone={backToStatus} />
      ) : view.step === 'turnOff' ? (
        <TurnOffForm managerId={managerId} onTurnedOff={backToStatus} onCancel={backToStatus} />
      ) : (
        <Stack gap="md">
          <Stack gap={4} ref={statusRef} tabIndex={-1} style={{ outline: 'none' }}>
            {status.data.enabled ? (
              <>
                <Text fw={600}>{t.onSince(enabledOn(status.data.enabledAt, appTimeZone()))}</Text>
                <Text>{t.codesLeft(status.data.recoveryCodesLeft)}</Text>
              </>
            ) : (
              <Text>{t.off}</Text>
            )}
          </Stack>
          <Group>
            {status.data.enabled ? (
              <Button variant="default" onClick={() => setView({ step: 'turnOff' })}>
                {t.turnOff}
              </Button>
            ) : (
              <Button onClick={() => setView({ step: 'password' })}>{t.turnOn}</Button>
            )}
          </Group>
        </Stack>
      )}
    </SettingsSection>
  );
}

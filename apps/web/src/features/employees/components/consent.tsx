import '@mantine/core/styles/Checkbox.css';
import type { Employee } from '@plan-dan/contract';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '@/components/form-message';
import '@/components/modal-styles';
import { hr } from '@/i18n/hr';
import { hrPrivacy } from '@/i18n/hr-privacy';
import { formatDay } from '@/lib/dates';
import { notifySaved } from '@/lib/notify';
import { useRecordConsent } from '../api/record-consent';

const t = hrPrivacy.consent;

/**
 * 'Zabilježi pristanak': the owner ticks the same sentence as in the add form, for an employee added without it
 * (by a client that did not ask, such as the original app). Nothing is sent until it is ticked.
 */
function RecordConsentDialog({
  employee,
  opened,
  onClose,
  onRecorded,
}: {
  employee: Employee;
  opened: boolean;
  onClose: () => void;
  onRecorded?: () => void;
}) {
  const [given, setGiven] = useState(false);
  const [asked, setAsked] = useState(false);
  const mutation = useRecordConsent();

  const close = () => {
    mutation.reset();
    setGiven(false);
    setAsked(false);
    onClose();
  };
  const confirm = () => {
    setAsked(true);
    if (!given) return;
    mutation.mutate(employee.id, {
      onSuccess: () => {
        notifySaved(t.saved);
        close();
        // The notice and its button go; keyboard users continue from where the caller says, not from the page's top.
        requestAnimationFrame(() => onRecorded?.());
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t.record}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': hr.app.close }}
      // As ConfirmDialog: on a phone the app's own header is the one banner landmark axe allows.
      attributes={{ header: { role: 'none' } }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Checkbox
          label={hr.employees.consent}
          checked={given}
          onChange={(event) => setGiven(event.currentTarget.checked)}
          required
          error={asked && !given ? hr.employees.consentRequired : undefined}
        />
        {mutation.isError ? <FormError>{hr.app.genericError}</FormError> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {hr.app.cancel}
          </Button>
          <Button onClick={confirm} loading={mutation.isPending}>
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** 'Pristanak nije zabilježen', with 'Zabilježi pristanak': on Privatnost and on top of Detalji, for the owner. */
export function ConsentMissingNotice({ employee, onRecorded }: { employee: Employee; onRecorded?: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    // A standing fact of the page, not news: role note, so screen readers do not interrupt with it.
    <Alert role="note" color="blue" variant="light" radius="lg" title={t.missingTitle} maw={840}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t.missingText}</Text>
        <Button variant="default" onClick={() => setOpened(true)}>
          {t.record}
        </Button>
      </Stack>
      <RecordConsentDialog employee={employee} opened={opened} onClose={() => setOpened(false)} onRecorded={onRecorded} />
    </Alert>
  );
}

/** Privatnost's consent: when it was recorded, or the notice that it was not. */
export function ConsentStatus({ employee, onRecorded }: { employee: Employee; onRecorded?: () => void }) {
  if (employee.consentGivenAt === null) return <ConsentMissingNotice employee={employee} onRecorded={onRecorded} />;
  return <Text>{t.recorded(formatDay(employee.consentGivenAt))}</Text>;
}

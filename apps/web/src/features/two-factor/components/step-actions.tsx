import { Button, Group } from '@mantine/core';
import { hrTwoFactor as t } from '@/i18n/hr-two-factor';

/** Each step's send button and 'Odustani', the same in every step of turning two-step login on or off. */
export function StepActions({ label, pending, onCancel, danger = false }: { label: string; pending: boolean; onCancel: () => void; danger?: boolean }) {
  return (
    <Group gap="sm">
      <Button type="submit" color={danger ? 'red' : undefined} loading={pending}>
        {label}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {t.cancel}
      </Button>
    </Group>
  );
}

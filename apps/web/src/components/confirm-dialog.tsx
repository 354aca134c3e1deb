import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { hr } from '@/i18n/hr';
import { FormError } from './form-message';
import './modal-styles';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  /** Shown when the confirmed action failed; the dialog stays open so it can be tried again. */
  error?: string | null;
}

/** Asks before something that cannot be undone. Focus starts on 'Odustani', the safe choice. */
export function ConfirmDialog({ opened, title, children, confirmLabel, onConfirm, onCancel, pending = false, error }: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': hr.app.close }}
      // Mantine draws the title bar as a <header>; on a phone the app's own header is already the one
      // banner landmark axe allows.
      attributes={{ header: { role: 'none' } }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Text>{children}</Text>
        {error ? <FormError>{error}</FormError> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {hr.app.cancel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

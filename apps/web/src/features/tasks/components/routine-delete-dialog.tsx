import type { TaskWithSteps } from '@plan-dan/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormError } from '@/components/form-message';
import '@/components/modal-styles';
import { hr } from '@/i18n/hr';
import { hrTasks } from '@/i18n/hr-tasks';
import { formatDate } from '@/lib/dates';

const t = hrTasks;

interface RoutineDeleteDialogProps {
  /** The routine's task to delete, or null: closed. */
  task: TaskWithSteps | null;
  onOnlyThis: () => void;
  onFollowing: () => void;
  onCancel: () => void;
  /** Which choice is under way. */
  pending: 'one' | 'following' | null;
  error?: string | null;
}

/** Deleting a routine's task asks which: 'Samo ovaj' or 'Ovaj i sljedeći'. Focus starts on 'Odustani'. */
export function RoutineDeleteDialog({ task, onOnlyThis, onFollowing, onCancel, pending, error }: RoutineDeleteDialogProps) {
  return (
    <Modal
      opened={task !== null}
      onClose={onCancel}
      title={t.removeRoutineTitle}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': hr.app.close }}
      attributes={{ header: { role: 'none' } }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Text>{task ? t.removeRoutineText(task.taskName, formatDate(task.dueDate)) : null}</Text>
        {error ? <FormError>{error}</FormError> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {hr.app.cancel}
          </Button>
          <Button color="red" variant="light" onClick={onOnlyThis} loading={pending === 'one'} disabled={pending === 'following'}>
            {t.removeOnlyThis}
          </Button>
          <Button color="red" onClick={onFollowing} loading={pending === 'following'} disabled={pending === 'one'}>
            {t.removeFollowing}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

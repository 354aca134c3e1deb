import { MAX_REJECTION_REASON_LENGTH } from '@plan-dan/contract/constants';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { CloseIcon } from '@/components/icons';
import '@/components/modal-styles';
import { FormError } from '@/components/form-message';
import { hr } from '@/i18n/hr';
import { hrTasks } from '@/i18n/hr-tasks';

const t = hrTasks;

interface RejectReasonDialogProps {
  /** The step whose photo is being refused; null when closed. */
  stepDescription: string | null;
  pending: boolean;
  /** The refusal failed; the dialog stays open with what was typed, to try again. */
  failed: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
  /** Once it has closed: the caller puts the focus where the next step is (instead of where it was). */
  onClosed?: () => void;
}

/**
 * 'Ne' in the photo review asks why, in a few words or one tap on a quick choice (which fills the
 * field, so it can still be changed); 'Odbij' with the field empty refuses without a reason.
 */
export function RejectReasonDialog({ stepDescription, pending, failed, onReject, onCancel, onClosed }: RejectReasonDialogProps) {
  return (
    <Modal
      opened={stepDescription !== null}
      onClose={onCancel}
      returnFocus={onClosed === undefined}
      onExitTransitionEnd={onClosed}
      title={stepDescription === null ? '' : t.rejectTitle(stepDescription)}
      centered
      size="md"
      radius="lg"
      closeButtonProps={{ 'aria-label': hr.app.close }}
      // Mantine draws the title bar as a <header>: a dialog's title is no page banner (the review's is none either).
      attributes={{ header: { role: 'none' } }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)', overflowWrap: 'anywhere' } }}
    >
      {/* Mounted only while open: every refusal starts with an empty field. */}
      {stepDescription === null ? null : <ReasonForm pending={pending} failed={failed} onReject={onReject} onCancel={onCancel} />}
    </Modal>
  );
}

function ReasonForm({ pending, failed, onReject, onCancel }: Omit<RejectReasonDialogProps, 'stepDescription' | 'onClosed'>) {
  const [reason, setReason] = useState('');
  const choicesId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReject(reason);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t.rejectIntro}</Text>
        <div role="group" aria-labelledby={choicesId}>
          <Text id={choicesId} size="sm" fw={500} mb={6}>
            {t.rejectChoices}
          </Text>
          <Group gap="xs">
            {t.rejectChoiceList.map((choice) => (
              <Button
                key={choice}
                type="button"
                size="sm"
                h={44}
                variant={reason.trim() === choice ? 'filled' : 'default'}
                aria-pressed={reason.trim() === choice}
                onClick={() => setReason(choice)}
              >
                {choice}
              </Button>
            ))}
          </Group>
        </div>
        <TextInput
          label={t.rejectReason}
          description={t.rejectReasonHint(MAX_REJECTION_REASON_LENGTH)}
          value={reason}
          maxLength={MAX_REJECTION_REASON_LENGTH}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        {failed ? <FormError>{hr.app.genericError}</FormError> : null}
        <Group justify="flex-end" gap="sm">
          <Button type="button" variant="default" h={44} onClick={onCancel} disabled={pending}>
            {hr.app.cancel}
          </Button>
          <Button type="submit" color="red" h={44} leftSection={<CloseIcon size={16} />} loading={pending}>
            {t.rejectConfirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Stack, Text } from '@mantine/core';
import { PrimaryButton } from '@/components/primary-button';
import { hrTaskMedia as m } from '@/i18n/hr-task-media';
import type { FailedStepMedia } from '../api/create-task';
import { stepMediaError } from '../step-media';
import classes from './tasks.module.css';

/**
 * In place of the task form after a save whose task was saved but some steps' files were not: which ones
 * and why. Sending the form again would add the task twice, so the only way on is closing.
 */
export function MediaNotSaved({ failed, onDone }: { failed: FailedStepMedia[]; onDone: () => void }) {
  return (
    <Stack gap="md">
      <div role="alert" className={classes.mediaNotSaved}>
        <Text fw={650} className={classes.mediaNotSavedTitle}>
          {m.mediaNotSavedTitle}
        </Text>
        {failed.map((failure) => (
          <Text key={failure.step} size="sm">
            {m.mediaNotSaved(failure.step, stepMediaError(failure.error, failure.file))}
          </Text>
        ))}
        <Text size="sm">{m.mediaNotSavedHint}</Text>
      </div>
      <PrimaryButton fullWidth onClick={onDone}>
        {m.mediaNotSavedDone}
      </PrimaryButton>
    </Stack>
  );
}

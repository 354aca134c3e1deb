import { Stack, Text } from '@mantine/core';
import { PrimaryButton } from '@/components/primary-button';
import { hrStepVoice as v, hrTaskMedia as m } from '@/i18n/hr-task-media';
import type { FailedStepMedia } from '../api/create-task';
import { stepMediaError } from '../step-media';
import { stepVoiceError } from '../step-voice';
import classes from './tasks.module.css';

/**
 * In place of the task form after a save whose task was saved but some steps' files were not: which ones
 * and why. Sending the form again would add the task twice, so the only way on is closing.
 */
export function MediaNotSaved({ failed, onDone }: { failed: FailedStepMedia[]; onDone: () => void }) {
  const voices = failed.some((failure) => failure.voice);
  const pictures = failed.some((failure) => !failure.voice);
  return (
    <Stack gap="md">
      <div role="alert" className={classes.mediaNotSaved}>
        <Text fw={650} className={classes.mediaNotSavedTitle}>
          {voices ? v.notSavedTitle : m.mediaNotSavedTitle}
        </Text>
        {failed.map((failure) => (
          <Text key={`${failure.step}-${failure.voice ? 'voice' : 'media'}`} size="sm">
            {m.mediaNotSaved(failure.step, failure.voice ? v.notSaved(stepVoiceError(failure.error)) : stepMediaError(failure.error, failure.file))}
          </Text>
        ))}
        {pictures ? <Text size="sm">{m.mediaNotSavedHint}</Text> : null}
        {voices ? <Text size="sm">{v.notSavedHint}</Text> : null}
      </div>
      <PrimaryButton fullWidth onClick={onDone}>
        {m.mediaNotSavedDone}
      </PrimaryButton>
    </Stack>
  );
}

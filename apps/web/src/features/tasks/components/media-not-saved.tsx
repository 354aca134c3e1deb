import { Stack, Text } from '@mantine/core';
import { PrimaryButton } from '@/components/primary-button';
import { hrPictograms as p } from '@/i18n/hr-pictograms';
import { hrStepVoice as v, hrTaskMedia as m } from '@/i18n/hr-task-media';
import type { AfterSave } from '../api/create-task';
import { stepMediaError } from '../step-media';
import { stepVoiceError } from '../step-voice';
import classes from './tasks.module.css';

/**
 * In place of the task form after a save whose task was saved but some steps' files or the pictograms chosen
 * were not: which ones and why. Sending the form again would add the task twice, so the only way on is closing.
 */
export function MediaNotSaved({ failed, failedPictograms, onDone }: AfterSave & { onDone: () => void }) {
  const voices = failed.some((failure) => failure.voice);
  const pictures = failed.some((failure) => !failure.voice);
  const title = voices ? v.notSavedTitle : pictures ? m.mediaNotSavedTitle : p.formNotSavedTitle;
  return (
    <Stack gap="md">
      <div role="alert" className={classes.mediaNotSaved}>
        <Text fw={650} className={classes.mediaNotSavedTitle}>
          {title}
        </Text>
        {failed.map((failure) => (
          <Text key={`${failure.step}-${failure.voice ? 'voice' : 'media'}`} size="sm">
            {m.mediaNotSaved(failure.step, failure.voice ? v.notSaved(stepVoiceError(failure.error)) : stepMediaError(failure.error, failure.file))}
          </Text>
        ))}
        {failedPictograms.map((failure) => (
          <Text key={`${failure.of}-${failure.task ? 'task' : 'step'}-pictogram`} size="sm">
            {failure.task ? p.formTaskNotSaved(failure.of) : m.mediaNotSaved(failure.of, p.formNotSaved)}
          </Text>
        ))}
        {pictures ? <Text size="sm">{m.mediaNotSavedHint}</Text> : null}
        {voices ? <Text size="sm">{v.notSavedHint}</Text> : null}
        {failedPictograms.length > 0 ? <Text size="sm">{p.formNotSavedHint}</Text> : null}
      </div>
      <PrimaryButton fullWidth onClick={onDone}>
        {m.mediaNotSavedDone}
      </PrimaryButton>
    </Stack>
  );
}

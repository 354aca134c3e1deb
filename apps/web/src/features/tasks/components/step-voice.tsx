import type { Step } from '@plan-dan/contract';
import { useState } from 'react';
import { hrStepVoice as v } from '@/i18n/hr-task-media';
import { notifySaved } from '@/lib/notify';
import { useRemoveStepVoice } from '../api/delete-step-voice';
import { useSetStepVoice } from '../api/put-step-voice';
import { stepVoiceError, stepVoiceTooLarge } from '../step-voice';
import { StepVoiceControl } from './step-voice-control';

/** A saved step's voice on the card under 'Uredi': each recording or file is saved at once, 'Ukloni' removes it. */
export function StepVoice({ step, employeeId }: { step: Step; employeeId: number }) {
  const setMutation = useSetStepVoice(employeeId);
  const removeMutation = useRemoveStepVoice(employeeId);
  const [error, setError] = useState<string | null>(null);

  const save = (file: File) => {
    const refused = stepVoiceTooLarge(file);
    setError(refused);
    if (refused) return;
    setMutation.mutate(
      { stepId: step.id, file },
      {
        onSuccess: () => notifySaved(v.saved(step.description)),
        onError: (refusal) => setError(stepVoiceError(refusal)),
      },
    );
  };
  const remove = () => {
    setError(null);
    removeMutation.mutate(step.id, {
      onSuccess: () => notifySaved(v.removed(step.description)),
      onError: (refusal) => setError(stepVoiceError(refusal)),
    });
  };

  return (
    <StepVoiceControl
      forStep={v.forStep(step.description)}
      voice={step.voice?.downloadURL ?? null}
      busy={setMutation.isPending || removeMutation.isPending}
      error={error}
      onVoice={save}
      onRemove={remove}
    />
  );
}

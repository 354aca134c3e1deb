import { useState } from 'react';
import { stepVoiceTooLarge } from '../step-voice';

/**
 * The voice recorded or loaded for each new step of the task form, by the step's field id (sent once the task is
 * saved, like the steps' pictures), and why a file was refused.
 */
export function useStepVoices() {
  const [files, setFiles] = useState<Record<string, File>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const choose = (fieldId: string, file: File) => {
    const refused = stepVoiceTooLarge(file);
    setErrors(({ [fieldId]: _, ...rest }) => (refused ? { ...rest, [fieldId]: refused } : rest));
    if (!refused) setFiles((chosen) => ({ ...chosen, [fieldId]: file }));
  };
  const drop = (fieldId: string) => {
    setFiles(({ [fieldId]: _, ...rest }) => rest);
    setErrors(({ [fieldId]: _, ...rest }) => rest);
  };

  return { files, errors, choose, drop };
}

export type StepVoices = ReturnType<typeof useStepVoices>;

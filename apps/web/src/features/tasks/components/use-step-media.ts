import { useState } from 'react';
import { stepMediaTooLarge } from '../step-media';

/**
 * The picture or video chosen for each step of a new task (a routine's: for each of its days), by the step's
 * field id, and why a file picked for a step was refused.
 */
export function useStepMedia() {
  const [files, setFiles] = useState<Record<string, File>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** True when the file was taken (a pictogram the step had then goes: a step has one or the other). */
  const choose = (fieldId: string, file: File | null): boolean => {
    if (!file) return false;
    const refused = stepMediaTooLarge(file);
    setErrors(({ [fieldId]: _, ...rest }) => (refused ? { ...rest, [fieldId]: refused } : rest));
    if (!refused) setFiles((chosen) => ({ ...chosen, [fieldId]: file }));
    return !refused;
  };
  const drop = (fieldId: string) => setFiles(({ [fieldId]: _, ...rest }) => rest);

  return { files, errors, choose, drop };
}

export type StepMedia = ReturnType<typeof useStepMedia>;

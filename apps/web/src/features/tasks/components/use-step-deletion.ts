import type { Step } from '@plan-dan/contract';
import { useState } from 'react';
import { hrTasks } from '@/i18n/hr-tasks';
import { notifySaved } from '@/lib/notify';
import { useDeleteStep } from '../api/delete-step';
import { stepNameInputId } from './add-step-form';

/** Deleting a step of a task's card after a question: the step asked about and the answer. */
export function useStepDeletion(employeeId: number) {
  const mutation = useDeleteStep(employeeId);
  const [step, setStep] = useState<Step | null>(null);

  const cancel = () => {
    mutation.reset();
    setStep(null);
  };
  const confirm = () => {
    if (!step) return;
    mutation.mutate(step.id, {
      onSuccess: () => {
        notifySaved(hrTasks.stepRemoved(step.description));
        setStep(null);
        // The step's button is gone; continue in its card's step field.
        requestAnimationFrame(() => document.getElementById(stepNameInputId(step.task.id))?.focus());
      },
    });
  };

  return {
    step,
    /** Stable, so the cards (memoised) do not re-render for it. */
    ask: setStep,
    cancel,
    confirm,
    pending: mutation.isPending,
    failed: mutation.isError,
  };
}

export type StepDeletion = ReturnType<typeof useStepDeletion>;

import { taskRoutes } from '@plan-dan/contract/constants';
import type { Step } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putStep } from '../task-model';
import { putFile } from './step-picture';
import { updateTaskLists } from './update-lists';

/** The step's recorded voice: the raw audio as the body (replacing any earlier one); the answer is the step. */
export function setStepVoice({ stepId, file }: { stepId: number; file: Blob }): Promise<Step> {
  return putFile(taskRoutes.stepVoice.replace(':id', String(stepId)), file);
}

export function useSetStepVoice(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStepVoice,
    onSuccess: (step) => updateTaskLists(queryClient, employeeId, (tasks) => putStep(tasks, step)),
  });
}

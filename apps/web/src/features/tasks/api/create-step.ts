import { taskRoutes } from '@plan-dan/contract/constants';
import type { CreateStepRequest, Step } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { putStep } from '../task-model';
import { putStepPictogram } from './put-pictograms';
import { setStepPicture } from './step-picture';
import { updateTaskLists } from './update-lists';

export function createStep(input: CreateStepRequest): Promise<Step> {
  return apiRequest<Step>(taskRoutes.createStep, { method: 'POST', body: input });
}

export interface NewStep {
  input: CreateStepRequest;
  /** The picture or video chosen in the card's step form. */
  file?: File;
  /** Or the pictogram chosen there, by name (a step has one or the other). */
  pictogram?: string;
}

export interface NewStepResult {
  step: Step;
  /** Why the file was not saved although the step was (the step is kept: it is said, not undone). */
  mediaError?: unknown;
  /** Why the pictogram was not saved although the step was. */
  pictogramError?: unknown;
}

/**
 * The step, then the chosen file or pictogram on it; a step that fails saves nothing, a file or pictogram that
 * fails leaves the step.
 */
export function useCreateStep(employeeId: number) {
  const queryClient = useQueryClient();
  // A new open step can undo a task's done state; the server decides, so the list is read again.
  const show = (step: Step) => updateTaskLists(queryClient, employeeId, (tasks) => putStep(tasks, step));
  return useMutation({
    mutationFn: async ({ input, file, pictogram }: NewStep): Promise<NewStepResult> => {
      const step = await createStep(input);
      // On the card at once, not after a video of many megabytes has gone up.
      show(step);
      if (pictogram) {
        try {
          const withPictogram = await putStepPictogram(step.id, pictogram);
          show(withPictogram);
          return { step: withPictogram };
        } catch (pictogramError) {
          return { step, pictogramError };
        }
      }
      if (!file) return { step };
      try {
        const withMedia = await setStepPicture({ stepId: step.id, file });
        show(withMedia);
        return { step: withMedia };
      } catch (mediaError) {
        return { step, mediaError };
      }
    },
  });
}

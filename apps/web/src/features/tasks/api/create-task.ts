import { taskRoutes } from '@plan-dan/contract/constants';
import type { CreateTaskRequest, Step, Task } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskKeys } from './keys';
import { setStepPicture } from './step-picture';

/** The task and its steps in one request (one transaction on the server). */
export function createTask(input: CreateTaskRequest): Promise<Task> {
  return apiRequest<Task>(taskRoutes.create, { method: 'POST', body: input });
}

export interface NewTask {
  request: CreateTaskRequest;
  /** The picture or video chosen in the form for each step, by the step's place in the request. */
  media?: (File | undefined)[];
}

/** A step whose picture or video could not be saved although the task was. */
export interface FailedStepMedia {
  step: string;
  file: File;
  error: unknown;
}

/**
 * The task first (steps included); then each chosen picture or video on its new step. A file that fails
 * does not undo the task: it is said, so the manager can add it on the card.
 */
export async function createTaskWithMedia({ request, media = [] }: NewTask): Promise<{ task: Task; failed: FailedStepMedia[] }> {
  const task = await createTask(request);
  const chosen = media.flatMap((file, index) => (file ? [{ file, index }] : []));
  if (chosen.length === 0) return { task, failed: [] };
  let steps: Step[];
  try {
    steps = await apiRequest<Step[]>(taskRoutes.stepsOfTask.replace(':taskId', String(task.id)));
  } catch (error) {
    return { task, failed: chosen.map(({ file, index }) => ({ step: request.subtasks?.[index]?.description ?? '', file, error })) };
  }
  const failed: FailedStepMedia[] = [];
  for (const { file, index } of chosen) {
    const step = steps[index];
    if (!step) continue;
    try {
      await setStepPicture({ stepId: step.id, file });
    } catch (error) {
      failed.push({ step: step.description, file, error });
    }
  }
  return { task, failed };
}

export function useCreateTask(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTaskWithMedia,
    // The answer has no steps; the lists, the calendar and the statistics are read again (one prefix) and the form closes once it shows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all(employeeId) }),
  });
}

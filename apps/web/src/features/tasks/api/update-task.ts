import { taskRoutes } from '@plan-dan/contract/constants';
import type { TaskWithSteps, UpdateTaskRequest } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { putStepFiles, type AfterSave } from './create-task';
import { taskKeys } from './keys';
import { noPictograms, putPictograms, type FormPictograms } from './put-pictograms';

/** One task's edit: its fields and, when sent, its steps (kept ones by id, in the order sent). */
export function updateTask({ id, input }: { id: number; input: UpdateTaskRequest }): Promise<TaskWithSteps> {
  return apiRequest<TaskWithSteps>(taskRoutes.update.replace(':id', String(id)), { method: 'PUT', body: input });
}

export interface TaskEdit {
  id: number;
  input: UpdateTaskRequest;
  /** The picture or video chosen in the form for a new step, by the step's place in the request. */
  media?: (File | undefined)[];
  /** The voice recorded or loaded in the form for a new step, by the step's place in the request. */
  voices?: (File | undefined)[];
  /** The task's and the steps' pictograms changed in the form. */
  pictograms?: FormPictograms;
}

/**
 * The edit first; then each chosen picture, video or voice on its step, which the answer lists in the order sent,
 * and the pictograms changed. One that fails does not undo the edit: it is said, so the manager can add it on the card.
 */
export async function updateTaskWithMedia({ id, input, media = [], voices = [], pictograms = noPictograms }: TaskEdit): Promise<{ task: TaskWithSteps } & AfterSave> {
  const task = await updateTask({ id, input });
  const failed = await putStepFiles(task.subtasks, media, voices);
  return { task, failed, failedPictograms: await putPictograms(task, task.subtasks, pictograms) };
}

export function useUpdateTask(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaskWithMedia,
    // The lists, the calendar and the statistics are read again (one prefix); the phone hears it from the server.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all(employeeId) }),
  });
}

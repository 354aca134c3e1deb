import type { Subtask } from '@plan-dan/contract';
import { taskRoutes } from '@plan-dan/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, authorizationHeader, toApiError } from '@/lib/api-client';
import { putStep } from '../task-model';
import { updateTaskLists } from './update-lists';

const pathOf = (stepId: number) => taskRoutes.stepPicture.replace(':id', String(stepId));

/** The body is the image itself, not JSON, so this is a call beside apiRequest; errors read the same way. */
export async function setStepPicture({ stepId, file }: { stepId: number; file: File }): Promise<Subtask> {
  let response: Response;
  try {
    response = await fetch(pathOf(stepId), {
      method: 'PUT',
      headers: { ...authorizationHeader(), Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'network_error', 'The server could not be reached');
  }
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  return (await response.json()) as Subtask;
}

export function removeStepPicture(stepId: number): Promise<void> {
  return apiRequest<void>(pathOf(stepId), { method: 'DELETE' });
}

export function useSetStepPicture(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStepPicture,
    onSuccess: (step) => updateTaskLists(queryClient, employeeId, (tasks) => putStep(tasks, step)),
  });
}

export function useRemoveStepPicture(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStepPicture,
    onSuccess: (_, stepId) =>
      updateTaskLists(queryClient, employeeId, (tasks) =>
        tasks.map((task) =>
          task.subtasks.some((s) => s.id === stepId)
            ? { ...task, subtasks: task.subtasks.map((s) => (s.id === stepId ? { ...s, picture: null } : s)) }
            : task,
        ),
      ),
  });
}

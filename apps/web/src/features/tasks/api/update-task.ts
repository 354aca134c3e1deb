import { taskRoutes } from '@plan-dan/contract/constants';
import type { Task, UpdateTaskRequest } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskKeys } from './keys';

/** One task's edit: its fields and, when sent, its steps (kept ones by id, in the order sent). */
export function updateTask({ id, input }: { id: number; input: UpdateTaskRequest }): Promise<Task> {
  return apiRequest<Task>(taskRoutes.update.replace(':id', String(id)), { method: 'PUT', body: input });
}

export function useUpdateTask(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    // The lists, the calendar and the statistics are read again (one prefix); the phone hears it from the server.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all(employeeId) }),
  });
}

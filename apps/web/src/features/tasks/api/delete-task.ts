import { taskRoutes } from '@plan-dan/contract/constants';
import type { TaskWithSubtasks } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskKeys } from './keys';

/** Deletes the task with its steps and photos. */
export function deleteTask(id: number): Promise<void> {
  return apiRequest<void>(taskRoutes.remove.replace(':id', String(id)), { method: 'DELETE' });
}

export function useDeleteTask(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_, id) => {
      queryClient.setQueryData<TaskWithSubtasks[]>(taskKeys.list(employeeId), (tasks) => tasks?.filter((task) => task.id !== id));
    },
  });
}

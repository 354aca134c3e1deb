import { taskRoutes } from '@plan-dan/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { updateTaskLists } from './update-lists';

/** Deletes the task with its steps and photos. */
export function deleteTask(id: number): Promise<void> {
  return apiRequest<void>(taskRoutes.remove.replace(':id', String(id)), { method: 'DELETE' });
}

export function useDeleteTask(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_, id) => {
      updateTaskLists(queryClient, employeeId, (tasks) => tasks.filter((task) => task.id !== id));
    },
  });
}

import { taskRoutes } from '@plan-dan/contract/constants';
import type { TaskWithSubtasks } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dropStep } from '../task-model';
import { taskKeys } from './keys';

export function deleteSubtask(id: number): Promise<void> {
  return apiRequest<void>(taskRoutes.removeSubtask.replace(':id', String(id)), { method: 'DELETE' });
}

export function useDeleteSubtask(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubtask,
    onSuccess: (_, id) => {
      queryClient.setQueryData<TaskWithSubtasks[]>(taskKeys.list(employeeId), (tasks) => tasks && dropStep(tasks, id));
      // Removing the last open step can finish a task; the server decides.
      void queryClient.invalidateQueries({ queryKey: taskKeys.list(employeeId) });
    },
  });
}

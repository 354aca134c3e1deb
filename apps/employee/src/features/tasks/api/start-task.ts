import { taskRoutes } from '@plan-dan/contract/constants';
import type { Task } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, routePath } from '@/lib/api-client';
import { tasksKey, updateCachedTask } from './get-tasks';

export function startTask(taskId: number): Promise<Task> {
  return apiRequest<Task>(routePath(taskRoutes.start, { id: taskId }), { method: 'PUT' });
}

export function useStartTask(employeeId: number, taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startTask(taskId),
    onSuccess: (task) => {
      updateCachedTask(queryClient, employeeId, taskId, (cached) => ({ ...cached, ...task }));
      // Not awaited: the start shows at once; the lists are brought in line with the server behind it.
      void queryClient.invalidateQueries({ queryKey: tasksKey(employeeId) });
    },
  });
}

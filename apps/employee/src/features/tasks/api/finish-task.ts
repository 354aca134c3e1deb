import { taskRoutes } from '@plan-dan/contract/constants';
import type { Task } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, routePath } from '@/lib/api-client';
import { tasksKey, updateCachedTask } from './get-tasks';

/** Only for a started task without steps; a task with steps is finished by the server. */
export function finishTask(taskId: number): Promise<Task> {
  return apiRequest<Task>(routePath(taskRoutes.finish, { id: taskId }), { method: 'PUT' });
}

export function useFinishTask(employeeId: number, taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => finishTask(taskId),
    onSuccess: async (task) => {
      updateCachedTask(queryClient, employeeId, taskId, (cached) => ({ ...cached, ...task }));
      await queryClient.invalidateQueries({ queryKey: tasksKey(employeeId) });
    },
  });
}

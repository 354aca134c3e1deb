import { taskRoutes } from '@plan-dan/contract/constants';
import type { TaskWithSteps } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { updateTaskLists } from './update-lists';

/** 'Ovaj i sljedeći': the task, and its routine from that day on (its later not-started tasks go too). */
export function deleteFollowing(task: TaskWithSteps): Promise<void> {
  return apiRequest<void>(`${taskRoutes.remove.replace(':id', String(task.id))}?following=true`, { method: 'DELETE' });
}

export function useDeleteFollowing(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFollowing,
    onSuccess: (_, deleted) => {
      const goes = (task: TaskWithSteps) =>
        task.id === deleted.id || (task.routine?.id === deleted.routine?.id && task.dueDate > deleted.dueDate && task.start === null);
      updateTaskLists(queryClient, employeeId, (tasks) => tasks.filter((task) => !goes(task)));
    },
  });
}

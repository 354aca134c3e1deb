import { taskRoutes } from '@plan-dan/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dropStep } from '../task-model';
import { updateTaskLists } from './update-lists';

export function deleteStep(id: number): Promise<void> {
  return apiRequest<void>(taskRoutes.removeStep.replace(':id', String(id)), { method: 'DELETE' });
}

export function useDeleteStep(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStep,
    onSuccess: (_, id) => {
      // Removing the last open step can finish a task; the server decides.
      updateTaskLists(queryClient, employeeId, (tasks) => dropStep(tasks, id));
    },
  });
}

import { taskRoutes } from '@plan-dan/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { updateTaskLists } from './update-lists';

/** Removes the step's recorded voice: the phone reads the step's text aloud again. */
export function removeStepVoice(stepId: number): Promise<void> {
  return apiRequest<void>(taskRoutes.stepVoice.replace(':id', String(stepId)), { method: 'DELETE' });
}

export function useRemoveStepVoice(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStepVoice,
    onSuccess: (_, stepId) =>
      updateTaskLists(queryClient, employeeId, (tasks) =>
        tasks.map((task) =>
          task.subtasks.some((s) => s.id === stepId)
            ? { ...task, subtasks: task.subtasks.map((s) => (s.id === stepId ? { ...s, voice: null } : s)) }
            : task,
        ),
      ),
  });
}

import { taskRoutes } from '@plan-dan/contract/constants';
import type { Subtask, TaskWithSubtasks } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, routePath } from '@/lib/api-client';
import { tasksKey, updateCachedTask } from './get-tasks';

/** Ticks or unticks a step without a photo. */
export function setStepDone(stepId: number, done: boolean): Promise<Subtask> {
  return apiRequest<Subtask>(routePath(taskRoutes.setSubtaskDone, { id: stepId }), { method: 'PUT', body: { done } });
}

export function useSetStepDone(employeeId: number, taskId: number) {
  const queryClient = useQueryClient();
  const setStep = (stepId: number, change: (step: Subtask) => Subtask) =>
    updateCachedTask(queryClient, employeeId, taskId, (task) => ({
      ...task,
      subtasks: task.subtasks.map((step) => (step.id === stepId ? change(step) : step)),
    }));

  return useMutation({
    mutationFn: ({ stepId, done }: { stepId: number; done: boolean }) => setStepDone(stepId, done),
    // The tick shows at once; a failure puts the step back as it was.
    onMutate: async ({ stepId, done }) => {
      await queryClient.cancelQueries({ queryKey: tasksKey(employeeId) });
      const before = queryClient.getQueryData<TaskWithSubtasks[]>(tasksKey(employeeId));
      setStep(stepId, (step) => ({ ...step, done }));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(tasksKey(employeeId), context.before);
    },
    onSuccess: (saved) => setStep(saved.id, () => saved),
    // The last step may have finished the task on the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey(employeeId) }),
  });
}

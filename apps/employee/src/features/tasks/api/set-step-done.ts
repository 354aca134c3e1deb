import { taskRoutes } from '@plan-dan/contract/constants';
import type { Subtask } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, routePath } from '@/lib/api-client';
import { restoreTasks, snapshotTasks, tasksKey, updateCachedTask } from './get-tasks';

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
    // The tick shows at once in every list that holds the task; a failure puts them back as they were.
    onMutate: async ({ stepId, done }) => {
      await queryClient.cancelQueries({ queryKey: tasksKey(employeeId) });
      const before = snapshotTasks(queryClient, employeeId);
      setStep(stepId, (step) => ({ ...step, done }));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context) restoreTasks(queryClient, context.before);
    },
    onSuccess: (saved) => setStep(saved.id, () => saved),
    // The last step may have finished the task on the server: every list of tasks is fetched again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey(employeeId) }),
  });
}

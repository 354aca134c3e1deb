import type { Step } from '@plan-dan/contract';
import { withReviewState, withTick } from '@plan-dan/contract/task-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { takeAction } from '../outbox';
import { restoreTasks, snapshotTasks, tasksKey, updateCachedTask } from './get-tasks';

export function useSetStepDone(employeeId: number, taskId: number) {
  const queryClient = useQueryClient();
  const setStep = (stepId: number, change: (step: Step) => Step) =>
    updateCachedTask(queryClient, employeeId, taskId, (task) =>
      withReviewState({ ...task, subtasks: task.subtasks.map((step) => (step.id === stepId ? change(step) : step)) }),
    );

  return useMutation({
    // Runs offline too (React Query would hold it back): the action then waits in the outbox.
    networkMode: 'always',
    // Offline the tick waits on the phone until it can be sent; it shows at once all the same.
    mutationFn: ({ stepId, done }: { stepId: number; done: boolean }) => takeAction(employeeId, { kind: 'tick', taskId, stepId, done }),
    // The tick shows at once in every list that holds the task; a failure puts them back as they were.
    onMutate: async ({ stepId, done }) => {
      await queryClient.cancelQueries({ queryKey: tasksKey(employeeId) });
      const before = snapshotTasks(queryClient, employeeId);
      setStep(stepId, (step) => withTick(step, done));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context) restoreTasks(queryClient, context.before);
    },
    onSuccess: (saved) => {
      if (saved !== 'queued') setStep(saved.id, () => saved);
    },
    // The last step may have finished the task on the server: every list of tasks is fetched again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey(employeeId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { takeAction } from '../outbox';
import { tasksKey, updateCachedTask } from './get-tasks';

/** Only for a started task without steps (a task with steps is finished by the server); offline it waits in the outbox. */
export function useFinishTask(employeeId: number, taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too (React Query would hold it back): the action then waits in the outbox.
    networkMode: 'always',
    mutationFn: () => takeAction(employeeId, { kind: 'finish', taskId }),
    onSuccess: async (task) => {
      if (task === 'queued') return;
      updateCachedTask(queryClient, employeeId, taskId, (cached) => ({ ...cached, ...task }));
      await queryClient.invalidateQueries({ queryKey: tasksKey(employeeId) });
    },
  });
}

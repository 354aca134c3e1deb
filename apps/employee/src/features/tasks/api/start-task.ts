import { useMutation, useQueryClient } from '@tanstack/react-query';
import { takeAction } from '../outbox';
import { tasksKey, updateCachedTask } from './get-tasks';

/** Starts the task; offline the start waits on the phone (and shows at once) until it can be sent. */
export function useStartTask(employeeId: number, taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too (React Query would hold it back): the action then waits in the outbox.
    networkMode: 'always',
    mutationFn: () => takeAction(employeeId, { kind: 'start', taskId }),
    onSuccess: (task) => {
      if (task === 'queued') return;
      updateCachedTask(queryClient, employeeId, taskId, (cached) => ({ ...cached, ...task }));
      // Not awaited: the start shows at once; the lists are brought in line with the server behind it.
      void queryClient.invalidateQueries({ queryKey: tasksKey(employeeId) });
    },
  });
}

import { withNewPhoto, withReviewState } from '@plan-dan/contract/task-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { takeAction } from '../outbox';
import { preparePhoto } from '../photo';
import { tasksKey, updateCachedTask } from './get-tasks';

export function useUploadPhoto(employeeId: number, taskId: number, stepId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    // Runs offline too (React Query would hold it back): the action then waits in the outbox.
    networkMode: 'always',
    mutationFn: async (file: Blob) => {
      setProgress(0);
      const prepared = await preparePhoto(file);
      // Sent now, or kept on the phone (offline) and sent when the connection is back; the step then
      // waits (done null) for the manager's decision.
      return takeAction(employeeId, { kind: 'photo', taskId, stepId, photo: prepared }, setProgress);
    },
    onSuccess: (photo) => {
      if (photo === 'queued') return;
      updateCachedTask(queryClient, employeeId, taskId, (task) =>
        withReviewState({ ...task, subtasks: task.subtasks.map((step) => (step.id === stepId ? withNewPhoto(step, photo) : step)) }),
      );
      // Not awaited: the step shows it waits for review at once, not after the list has come again.
      void queryClient.invalidateQueries({ queryKey: tasksKey(employeeId) });
    },
  });
  return { ...mutation, progress };
}

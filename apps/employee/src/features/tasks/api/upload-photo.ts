import { taskRoutes } from '@plan-dan/contract/constants';
import type { Photo } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { routePath, uploadFile } from '@/lib/api-client';
import { preparePhoto } from '../photo';
import { tasksKey, updateCachedTask } from './get-tasks';

/** Sends the step's photo; the step then waits (done null) for the manager's decision. */
export function uploadPhoto(stepId: number, photo: Blob, onProgress: (fraction: number) => void): Promise<Photo> {
  return uploadFile<Photo>(routePath(taskRoutes.uploadPhoto, { id: stepId }), photo, onProgress);
}

export function useUploadPhoto(employeeId: number, taskId: number, stepId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (file: Blob) => {
      setProgress(0);
      const prepared = await preparePhoto(file);
      return uploadPhoto(stepId, prepared, setProgress);
    },
    onSuccess: (photo) => {
      updateCachedTask(queryClient, employeeId, taskId, (task) => ({
        ...task,
        pendingReview: true,
        subtasks: task.subtasks.map((step) => (step.id === stepId ? { ...step, done: null, photo, rejection: null } : step)),
      }));
      // Not awaited: the step shows it waits for review at once, not after the list has come again.
      void queryClient.invalidateQueries({ queryKey: tasksKey(employeeId) });
    },
  });
  return { ...mutation, progress };
}

import { taskRoutes } from '@plan-dan/contract/constants';
import type { Subtask } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { putStep, reviewRequest } from '../task-model';
import { updateTaskLists } from './update-lists';

export interface ReviewInput {
  stepId: number;
  /** true approves the photo, false rejects it (the employee then sends a new one). */
  approved: boolean;
  /** With a rejection: the manager's words, which the phone shows with the step. */
  reason?: string;
}

export function reviewSubtask({ stepId, approved, reason }: ReviewInput): Promise<Subtask> {
  return apiRequest<Subtask>(taskRoutes.setSubtaskDone.replace(':id', String(stepId)), {
    method: 'PUT',
    body: reviewRequest(approved, reason),
  });
}

export function useReviewSubtask(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewSubtask,
    onSuccess: (step) => {
      // The card changes at once; the read that follows brings the task's done state from the server.
      updateTaskLists(queryClient, employeeId, (tasks) => putStep(tasks, step));
    },
  });
}

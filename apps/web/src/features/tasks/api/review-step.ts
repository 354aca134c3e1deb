import { taskRoutes } from '@plan-dan/contract/constants';
import type { Step } from '@plan-dan/contract';
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

export function reviewStep({ stepId, approved, reason }: ReviewInput): Promise<Step> {
  return apiRequest<Step>(taskRoutes.setStepDone.replace(':id', String(stepId)), {
    method: 'PUT',
    body: reviewRequest(approved, reason),
  });
}

export function useReviewStep(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewStep,
    onSuccess: (step) => {
      // The card changes at once; the read that follows brings the task's done state from the server.
      updateTaskLists(queryClient, employeeId, (tasks) => putStep(tasks, step));
    },
  });
}

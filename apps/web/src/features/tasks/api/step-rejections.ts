import { taskRoutes } from '@plan-dan/contract/constants';
import type { StepRejectionHistory } from '@plan-dan/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskKeys } from './keys';

/** A step's earlier refusals, newest first. */
export function getStepRejections(stepId: number, signal?: AbortSignal): Promise<StepRejectionHistory> {
  return apiRequest<StepRejectionHistory>(taskRoutes.stepRejections.replace(':id', String(stepId)), { signal });
}

/** Read only once the manager asks for the reasons (enabled), not for every photo in the review. */
export function useStepRejections(employeeId: number, stepId: number, enabled: boolean) {
  return useQuery({
    queryKey: taskKeys.rejections(employeeId, stepId),
    queryFn: ({ signal }) => getStepRejections(stepId, signal),
    enabled,
  });
}

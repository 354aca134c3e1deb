import { supportRoutes } from '@plan-dan/contract/support-constants';
import type { StepSupport } from '@plan-dan/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { supportKeys } from './keys';

/** A step's current record and every entry, newest first. */
export function getStepSupport(stepId: number, signal?: AbortSignal): Promise<StepSupport> {
  return apiRequest<StepSupport>(supportRoutes.step.replace(':id', String(stepId)), { signal });
}

/** Read only once the coach opens 'Povijest', not for every step on the screen. */
export function useStepSupport(employeeId: number, stepId: number, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.step(employeeId, stepId),
    queryFn: ({ signal }) => getStepSupport(stepId, signal),
    enabled,
  });
}

import { supportRoutes } from '@plan-dan/contract/support-constants';
import type { MasteryCriterion, MasteryRequest } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { independenceKey } from './get-independence';

/** Sets how many runs in a row, every step 'Samostalno', make a task name 'Savladano'. */
export function setMastery({ employeeId, ...body }: { employeeId: number } & MasteryRequest): Promise<MasteryCriterion> {
  return apiRequest<MasteryCriterion>(supportRoutes.mastery.replace(':employeeId', String(employeeId)), { method: 'PUT', body });
}

export function useSetMastery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMastery,
    // Whether the task is mastered changes with the criterion: the save ends once the figures are read anew.
    onSuccess: (criterion, { employeeId }) => queryClient.invalidateQueries({ queryKey: independenceKey(employeeId, criterion.name) }),
  });
}

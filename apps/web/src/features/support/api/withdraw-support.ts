import { supportRoutes } from '@plan-dan/contract/support-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeTasksKey } from '@/lib/employee-tasks-key';

/** Withdraws a step's record: 'Nije zabilježeno' again, and the withdrawal stays in the history. */
export function withdrawSupport(stepId: number): Promise<void> {
  return apiRequest<void>(supportRoutes.step.replace(':id', String(stepId)), { method: 'DELETE' });
}

export function useWithdrawSupport(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawSupport,
    // Offline it fails at once and says so beside the step, rather than waiting unseen for the connection.
    networkMode: 'always',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: employeeTasksKey(employeeId) }),
  });
}

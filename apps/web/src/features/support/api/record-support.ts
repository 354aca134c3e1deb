import { supportRoutes } from '@plan-dan/contract/support-constants';
import type { RecordSupportRequest, SupportRecord } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeTasksKey } from '@/lib/employee-tasks-key';

/** Records the help a step needed on its run; a later record replaces it and the earlier one stays in the history. */
export function recordSupport({ stepId, ...body }: RecordSupportRequest & { stepId: number }): Promise<SupportRecord> {
  return apiRequest<SupportRecord>(supportRoutes.step.replace(':id', String(stepId)), { method: 'PUT', body });
}

/** The task lists (which carry each step's `support`) and open histories are read again after a change. */
export function useRecordSupport(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSupport,
    // Offline it fails at once and says so beside the step, rather than waiting unseen for the connection.
    networkMode: 'always',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: employeeTasksKey(employeeId) }),
  });
}

import { helperRoutes } from '@plan-dan/contract/constants';
import type { Helper } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { helperKeys } from './get-helpers';

/** The owner removes a helper, or a helper leaves (their own id). */
export function removeHelper({ employeeId, managerId }: { employeeId: number; managerId: number }): Promise<void> {
  return apiRequest<void>(helperRoutes.remove.replace(':id', String(employeeId)).replace(':managerId', String(managerId)), { method: 'DELETE' });
}

export function useRemoveHelper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeHelper,
    onSuccess: (_, { employeeId, managerId }) =>
      queryClient.setQueryData<Helper[]>(helperKeys.list(employeeId), (list) => list?.filter((one) => one.managerId !== managerId)),
  });
}

import type { Helper, InviteHelperRequest } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { helperKeys, helpersPath } from './get-helpers';

/** The owner invites a manager by username or e-mail address. */
export function inviteHelper({ employeeId, login }: { employeeId: number } & InviteHelperRequest): Promise<Helper> {
  return apiRequest<Helper>(helpersPath(employeeId), { method: 'POST', body: { login } });
}

export function useInviteHelper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteHelper,
    onSuccess: (helper, { employeeId }) =>
      queryClient.setQueryData<Helper[]>(helperKeys.list(employeeId), (list) => [...(list ?? []).filter((one) => one.managerId !== helper.managerId), helper]),
  });
}

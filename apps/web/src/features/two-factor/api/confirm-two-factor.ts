import { twoFactorRoutes } from '@plan-dan/contract/constants';
import type { RecoveryCodes, TwoFactorConfirmRequest } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { twoFactorKey } from './get-two-factor';
import { refreshStatusOnConflict } from './stale-status';

export interface ConfirmTwoFactorInput extends TwoFactorConfirmRequest {
  managerId: number;
}

/** The app's first code turns it on; the answer is the only time the recovery codes are seen. */
export function confirmTwoFactor({ managerId, ...body }: ConfirmTwoFactorInput): Promise<RecoveryCodes> {
  return apiRequest<RecoveryCodes>(twoFactorRoutes.confirm.replace(':id', String(managerId)), { method: 'POST', body });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: (_codes, { managerId }) => queryClient.invalidateQueries({ queryKey: twoFactorKey(managerId) }),
    onError: (error, { managerId }) => refreshStatusOnConflict(queryClient, error, managerId),
  });
}

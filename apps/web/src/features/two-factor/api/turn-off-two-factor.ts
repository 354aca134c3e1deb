import type { TwoFactorOffRequest, TwoFactorStatus } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { twoFactorKey, twoFactorPath } from './get-two-factor';
import { refreshStatusOnConflict } from './stale-status';

export interface TurnOffTwoFactorInput extends TwoFactorOffRequest {
  managerId: number;
}

/** Needs the password and a code, so a stolen session alone cannot turn it off. */
export function turnOffTwoFactor({ managerId, ...body }: TurnOffTwoFactorInput): Promise<void> {
  return apiRequest<void>(twoFactorPath(managerId), { method: 'DELETE', body });
}

export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTwoFactor,
    onSuccess: (_nothing, { managerId }) =>
      queryClient.setQueryData<TwoFactorStatus>(twoFactorKey(managerId), { enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
    onError: (error, { managerId }) => refreshStatusOnConflict(queryClient, error, managerId),
  });
}

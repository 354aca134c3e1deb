import type { TwoFactorSetup, TwoFactorStartRequest } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { twoFactorPath } from './get-two-factor';
import { refreshStatusOnConflict } from './stale-status';

export interface StartTwoFactorInput extends TwoFactorStartRequest {
  managerId: number;
}

/** A new secret waiting for the app's first code; it replaces any earlier one that was never confirmed. */
export function startTwoFactor({ managerId, ...body }: StartTwoFactorInput): Promise<TwoFactorSetup> {
  return apiRequest<TwoFactorSetup>(twoFactorPath(managerId), { method: 'POST', body });
}

export function useStartTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTwoFactor,
    onError: (error, { managerId }) => refreshStatusOnConflict(queryClient, error, managerId),
  });
}

import type { TwoFactorSetup, TwoFactorStartRequest } from '@plan-dan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { twoFactorPath } from './get-two-factor';

export interface StartTwoFactorInput extends TwoFactorStartRequest {
  managerId: number;
}

/** A new secret waiting for the app's first code; it replaces any earlier one that was never confirmed. */
export function startTwoFactor({ managerId, ...body }: StartTwoFactorInput): Promise<TwoFactorSetup> {
  return apiRequest<TwoFactorSetup>(twoFactorPath(managerId), { method: 'POST', body });
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}

import { twoFactorRoutes } from '@plan-dan/contract/constants';
import type { TwoFactorStatus } from '@plan-dan/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const twoFactorKey = (managerId: number) => ['two-factor', managerId] as const;
export const twoFactorPath = (managerId: number) => twoFactorRoutes.twoFactor.replace(':id', String(managerId));

export function getTwoFactor(managerId: number, signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiRequest<TwoFactorStatus>(twoFactorPath(managerId), { signal });
}

/** Whether two-step login is on, since when, and how many recovery codes are left. */
export function useTwoFactor(managerId: number) {
  return useQuery({ queryKey: twoFactorKey(managerId), queryFn: ({ signal }) => getTwoFactor(managerId, signal) });
}

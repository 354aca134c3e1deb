import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { twoFactorKey } from './get-two-factor';

/** A 409 means another window turned it on or off meanwhile: the status shown is stale, so it is asked again. */
export function refreshStatusOnConflict(queryClient: QueryClient, error: unknown, managerId: number): void {
  if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: twoFactorKey(managerId) });
}

import { phoneRoutes } from '@plan-dan/contract/constants';
import type { AccountSettings } from '@plan-dan/contract';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const phoneSettingsKey = (employeeId: number) => ['phone-settings', employeeId] as const;

/**
 * How often the tab asks again while it is visible: a phone that logs in uses up the code, and the
 * manager must see the next one without reloading.
 */
export const LOGIN_CODE_POLL_MS = 3000;

export function getPhoneSettings(employeeId: number, signal?: AbortSignal): Promise<AccountSettings> {
  return apiRequest<AccountSettings>(phoneRoutes.getSettings.replace(':id', String(employeeId)), { signal });
}

/** Marks a renewal in flight, so no poll starts that could answer with the code from before it. */
export const RENEW_LOGIN_CODE_KEY = ['renew-login-code'] as const;

export function usePhoneSettings(employeeId: number) {
  const renewing = useIsMutating({ mutationKey: RENEW_LOGIN_CODE_KEY }) > 0;
  return useQuery({
    queryKey: phoneSettingsKey(employeeId),
    queryFn: ({ signal }) => getPhoneSettings(employeeId, signal),
    // A hidden browser tab does not poll (react-query's default); coming back to it asks at once.
    refetchInterval: (query) => (renewing || query.state.status === 'error' ? false : LOGIN_CODE_POLL_MS),
    refetchOnWindowFocus: !renewing,
  });
}

/**
 * The same settings for the QR card, which follows every answer (when it came, whether one is under
 * way or failed). It starts no fetches of its own, so the look form beside it is not drawn again on
 * every poll.
 */
export function useLoginCodeSettings(employeeId: number) {
  return useQuery({
    queryKey: phoneSettingsKey(employeeId),
    queryFn: ({ signal }) => getPhoneSettings(employeeId, signal),
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

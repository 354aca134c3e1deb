import { phoneRoutes } from '@plan-dan/contract/constants';
import type { AccountSettings } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { phoneSettingsKey, RENEW_LOGIN_CODE_KEY } from './get-phone-settings';

/** A new one-time code; the server also ends the employee's phone sessions. */
export function renewLoginCode(employeeId: number): Promise<AccountSettings> {
  return apiRequest<AccountSettings>(phoneRoutes.renewCode.replace(':id', String(employeeId)), { method: 'POST' });
}

export function useRenewLoginCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: RENEW_LOGIN_CODE_KEY,
    mutationFn: renewLoginCode,
    // A poll already under way would answer with the state from before this change.
    onMutate: (employeeId) => queryClient.cancelQueries({ queryKey: phoneSettingsKey(employeeId) }),
    onSuccess: (settings, employeeId) => queryClient.setQueryData(phoneSettingsKey(employeeId), settings),
  });
}

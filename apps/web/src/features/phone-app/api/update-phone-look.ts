import { phoneRoutes } from '@plan-dan/contract/constants';
import type { AccountSettings, UpdateAccountSettings } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { phoneSettingsKey } from './get-phone-settings';

export interface UpdatePhoneLookInput {
  employeeId: number;
  /** The look and, with it, how the phone opens a task ('Otvaranje zadatka'). */
  look: UpdateAccountSettings;
}

export function updatePhoneLook({ employeeId, look }: UpdatePhoneLookInput): Promise<AccountSettings> {
  return apiRequest<AccountSettings>(phoneRoutes.updateSettings.replace(':id', String(employeeId)), { method: 'PUT', body: look });
}

export function useUpdatePhoneLook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhoneLook,
    // A poll already under way would answer with the state from before this change.
    onMutate: ({ employeeId }) => queryClient.cancelQueries({ queryKey: phoneSettingsKey(employeeId) }),
    onSuccess: (settings, { employeeId }) => queryClient.setQueryData(phoneSettingsKey(employeeId), settings),
  });
}

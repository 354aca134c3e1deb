import { pushRoutes, type ManagerPushPreference } from '@plan-dan/contract/constants';
import type { PushPreferences, UpdatePushPreferences } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pushPreferencesKey } from './keys';

export interface PushPreferenceChange {
  /** The preferences as they were before this change (put back if the server does not take it). */
  current: PushPreferences;
  kind: ManagerPushPreference;
  enabled: boolean;
}

/** Sends only the choices that change: one made meanwhile on another device stays as it was. */
export function updatePushPreferences(preferences: UpdatePushPreferences): Promise<PushPreferences> {
  return apiRequest<PushPreferences>(pushRoutes.preferences, { method: 'PUT', body: preferences });
}

/** Saved as soon as a switch moves: shown at once, and put back as it was if the server did not take it. */
export function useUpdatePushPreference(managerId: number) {
  const queryClient = useQueryClient();
  const key = pushPreferencesKey(managerId);
  return useMutation({
    mutationFn: ({ kind, enabled }: PushPreferenceChange) => updatePushPreferences({ [kind]: enabled }),
    onMutate: async ({ current, kind, enabled }) => {
      // A load under way would answer with the preferences from before this change.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<PushPreferences>(key, { ...current, [kind]: enabled });
    },
    onError: (_error, { current }) => queryClient.setQueryData<PushPreferences>(key, current),
    onSuccess: (saved) => queryClient.setQueryData<PushPreferences>(key, saved),
  });
}

import { pushRoutes } from '@plan-dan/contract/constants';
import type { PushPreferences } from '@plan-dan/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pushPreferencesKey } from './keys';

export function getPushPreferences(signal?: AbortSignal): Promise<PushPreferences> {
  return apiRequest<PushPreferences>(pushRoutes.preferences, { signal });
}

export function usePushPreferences(managerId: number) {
  return useQuery({ queryKey: pushPreferencesKey(managerId), queryFn: ({ signal }) => getPushPreferences(signal) });
}

import type { AccountSettings } from '@plan-dan/contract';
import { phoneRoutes } from '@plan-dan/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, routePath } from '@/lib/api-client';

export const managerNameKey = (employeeId: number) => ['profile', employeeId, 'managerName'] as const;

/**
 * The manager's name in the settings answer, or null where it has none: a server from before the name
 * was added leaves it out, and the screen then says nothing rather than something wrong.
 */
export function managerNameOf(settings: Partial<Pick<AccountSettings, 'managerName'>>): string | null {
  const name = typeof settings.managerName === 'string' ? settings.managerName.trim() : '';
  return name === '' ? null : name;
}

/** Only 'Ja' asks; the other screens get the look from the same answer without it. */
export function useManagerNameQuery(employeeId: number) {
  return useQuery({
    queryKey: managerNameKey(employeeId),
    queryFn: async () =>
      managerNameOf(await apiRequest<Partial<AccountSettings>>(routePath(phoneRoutes.getSettings, { id: employeeId }))),
  });
}

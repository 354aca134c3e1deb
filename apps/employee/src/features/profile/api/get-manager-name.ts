import type { AccountSettings } from '@plan-dan/contract';
import { phoneRoutes } from '@plan-dan/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, routePath } from '@/lib/api-client';

export const managerNameKey = (employeeId: number) => ['profile', employeeId, 'managerName'] as const;

/**
 * The manager's name from the settings answer, or null where it has none: a server from before the
 * name was added leaves it out, and the screen then says nothing rather than something wrong.
 * Only 'Ja' asks; the other screens get the look from the same answer without it.
 */
export async function getManagerName(employeeId: number): Promise<string | null> {
  const settings = await apiRequest<Partial<Pick<AccountSettings, 'managerName'>>>(routePath(phoneRoutes.getSettings, { id: employeeId }));
  const name = typeof settings.managerName === 'string' ? settings.managerName.trim() : '';
  return name === '' ? null : name;
}

export function useManagerNameQuery(employeeId: number) {
  return useQuery({ queryKey: managerNameKey(employeeId), queryFn: () => getManagerName(employeeId) });
}

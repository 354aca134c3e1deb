import type { Material } from '@plan-dan/contract';
import { materialRoutes } from '@plan-dan/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const materialsKey = (employeeId: number) => ['materials', employeeId] as const;

/**
 * The links in the list work for one to two hours. Coming back to the app fetches the list again
 * (the query client's default); a screen left open fetches it this often, so its links never run out.
 */
export const MATERIALS_REFRESH_MS = 30 * 60 * 1000;

/** The manager's instruction materials, newest first, with signed links. */
export function getMaterials(): Promise<Material[]> {
  return apiRequest<Material[]>(materialRoutes.list);
}

export function useMaterialsQuery(employeeId: number) {
  return useQuery({
    queryKey: materialsKey(employeeId),
    queryFn: getMaterials,
    refetchInterval: MATERIALS_REFRESH_MS,
  });
}

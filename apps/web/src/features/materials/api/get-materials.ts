import { materialRoutes } from '@plan-dan/contract/constants';
import type { Material } from '@plan-dan/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { materialKeys } from './keys';

/** The signed links expire after an hour or two: fetched again well before, and when the window regains focus. */
const FRESH_MS = 10 * 60 * 1000;
const RENEW_LINKS_MS = 30 * 60 * 1000;

export function getMaterials(signal?: AbortSignal): Promise<Material[]> {
  return apiRequest<Material[]>(materialRoutes.list, { signal });
}

/** The manager's materials, newest first, each with signed links to its file and preview. */
export function useMaterials() {
  return useQuery({
    queryKey: materialKeys.list,
    queryFn: ({ signal }) => getMaterials(signal),
    staleTime: FRESH_MS,
    refetchOnWindowFocus: true,
    refetchInterval: RENEW_LINKS_MS,
  });
}

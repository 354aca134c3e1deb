import type { AccessLogPage } from '@plan-dan/contract';
import { ACCESS_LOG_PAGE_SIZE, privacyRoutes, type AccessLogKind } from '@plan-dan/contract/privacy-constants';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const accessLogKeys = {
  /** Every page of every filter of one employee: what a change to the history makes stale. */
  all: (employeeId: number) => ['access-log', employeeId] as const,
  list: (employeeId: number, kind: AccessLogKind | null) => [...accessLogKeys.all(employeeId), kind ?? 'all'] as const,
};

export function accessLogPath(employeeId: number, before: number | null, kind: AccessLogKind | null): string {
  const query = new URLSearchParams({ limit: String(ACCESS_LOG_PAGE_SIZE) });
  if (before !== null) query.set('before', String(before));
  if (kind !== null) query.set('kind', kind);
  return `${privacyRoutes.accessLog.replace(':id', String(employeeId))}?${query}`;
}

export function getAccessLog(employeeId: number, before: number | null, kind: AccessLogKind | null, signal?: AbortSignal): Promise<AccessLogPage> {
  return apiRequest<AccessLogPage>(accessLogPath(employeeId, before, kind), { signal });
}

/**
 * The employee's access history, newest first, a page at a time ('Učitaj starije' asks for the next, older one),
 * of every kind or of one. While another kind loads, the entries shown stay (marked busy) rather than a loader
 * taking the filter's place, so the keyboard stays on the filter. Only the same employee's: another person's entries
 * must never show, not even for a moment.
 */
export function useAccessLog(employeeId: number, kind: AccessLogKind | null) {
  return useInfiniteQuery({
    queryKey: accessLogKeys.list(employeeId, kind),
    queryFn: ({ pageParam, signal }) => getAccessLog(employeeId, pageParam, kind, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === employeeId ? previous : undefined),
  });
}

import { statisticRoutes } from '@plan-dan/contract/constants';
import type { Statistics } from '@plan-dan/contract';
import { isStreamOpen } from '@plan-dan/web-common/live-query';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { POLL_MS, statisticsKeys, taskEventsUrl } from './keys';

/** Everything the tab shows before a task is chosen, in one request. */
export function getStatistics(employeeId: number, signal?: AbortSignal): Promise<Statistics> {
  return apiRequest<Statistics>(statisticRoutes.overview.replace(':employeeId', String(employeeId)), { signal });
}

export function useStatistics(employeeId: number) {
  return useQuery({
    queryKey: statisticsKeys.overview(employeeId),
    queryFn: ({ signal }) => getStatistics(employeeId, signal),
    staleTime: POLL_MS,
    refetchInterval: () => (isStreamOpen(taskEventsUrl(employeeId)) ? false : POLL_MS),
  });
}

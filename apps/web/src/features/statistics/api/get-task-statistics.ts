import { statisticRoutes } from '@plan-dan/contract/constants';
import type { TaskStatistics } from '@plan-dan/contract';
import { isStreamOpen } from '@plan-dan/web-common/live-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { POLL_MS, statisticsKeys, taskEventsUrl } from './keys';

/** The chosen task name's runs by date and the median time of each step; 404 when it has no finished run. */
export function getTaskStatistics(employeeId: number, taskName: string, signal?: AbortSignal): Promise<TaskStatistics> {
  const path = statisticRoutes.task.replace(':employeeId', String(employeeId));
  return apiRequest<TaskStatistics>(`${path}?${new URLSearchParams({ name: taskName })}`, { signal });
}

export function useTaskStatistics(employeeId: number, taskName: string | null) {
  return useQuery({
    queryKey: statisticsKeys.task(employeeId, taskName ?? ''),
    queryFn: ({ signal }) => getTaskStatistics(employeeId, taskName!, signal),
    enabled: taskName !== null,
    // The previous task stays on screen while the next one loads, so the panel does not jump.
    placeholderData: keepPreviousData,
    staleTime: POLL_MS,
    refetchInterval: () => (isStreamOpen(taskEventsUrl(employeeId)) ? false : POLL_MS),
  });
}

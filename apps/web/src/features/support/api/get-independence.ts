import { taskRoutes } from '@plan-dan/contract/constants';
import { supportRoutes } from '@plan-dan/contract/support-constants';
import type { Independence } from '@plan-dan/contract';
import { isStreamOpen } from '@plan-dan/web-common/live-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeTasksKey } from '@/lib/employee-tasks-key';

/**
 * Under the employee's tasks key: a record stamps its task, so the page's task events (and every change to a
 * task) refresh the section with no stream of its own.
 */
export const independenceKey = (employeeId: number, taskName: string) => [...employeeTasksKey(employeeId), 'support', 'independence', taskName] as const;

/** Polling while the page's task stream is down, as the rest of Statistika does. */
const POLL_MS = 30_000;

/** A task name's runs with their share of independent steps, its steps' levels and its mastery: the whole section. */
export function getIndependence(employeeId: number, taskName: string, signal?: AbortSignal): Promise<Independence> {
  const path = supportRoutes.independence.replace(':employeeId', String(employeeId));
  return apiRequest<Independence>(`${path}?${new URLSearchParams({ name: taskName })}`, { signal });
}

export function useIndependence(employeeId: number, taskName: string) {
  const eventsUrl = taskRoutes.events.replace(':employeeId', String(employeeId));
  return useQuery({
    queryKey: independenceKey(employeeId, taskName),
    queryFn: ({ signal }) => getIndependence(employeeId, taskName, signal),
    // The previous task stays on screen while the next one loads, so the page does not jump.
    placeholderData: keepPreviousData,
    staleTime: POLL_MS,
    refetchInterval: () => (isStreamOpen(eventsUrl) ? false : POLL_MS),
  });
}

import { TASK_PAGE_SIZE, taskRoutes, TASKS_CHANGED_EVENT } from '@plan-dan/contract/constants';
import type { TaskCalendar, TaskWithSteps } from '@plan-dan/contract';
import { isStreamOpen, useLiveQuery } from '@plan-dan/web-common/live-query';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest, authorizationHeader } from '@/lib/api-client';
import { nextDonePage } from '../task-model';
import { taskKeys } from './keys';

/** Without the live stream (a proxy that drops it), a photo the employee sends still shows within this. */
const POLL_MS = 30_000;

const eventsUrl = (employeeId: number) => taskRoutes.events.replace(':employeeId', String(employeeId));
const listUrl = (employeeId: number) => taskRoutes.listOfEmployee.replace(':employeeId', String(employeeId));

/**
 * Shared by every task query: changes arrive through useLiveTasks (on the employee page), which invalidates
 * them all; polling only stands in while its stream is down (react-query pauses the interval in a hidden
 * tab). Reads again are cheap: the server answers 304 to the browser's revalidation when nothing changed.
 */
const freshness = (employeeId: number) => ({
  staleTime: POLL_MS,
  refetchInterval: () => (isStreamOpen(eventsUrl(employeeId)) ? false : POLL_MS),
});

function getTaskList(employeeId: number, query: Record<string, string>, signal?: AbortSignal): Promise<TaskWithSteps[]> {
  const search = new URLSearchParams({ include: 'subtasks', ...query });
  return apiRequest<TaskWithSteps[]>(`${listUrl(employeeId)}?${search.toString()}`, { signal });
}

/** Zadaci: the open tasks and those finished in the last days, with their steps, by due date and time (one request). */
export function useCurrentTasks(employeeId: number) {
  return useQuery({
    queryKey: taskKeys.current(employeeId),
    queryFn: ({ signal }) => getTaskList(employeeId, { status: 'current' }, signal),
    ...freshness(employeeId),
  });
}

/** 'Prikaži starije': finished tasks, newest end first, a page of TASK_PAGE_SIZE at a time; nothing until asked. */
export function useOlderDoneTasks(employeeId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: taskKeys.done(employeeId),
    queryFn: ({ signal, pageParam }) =>
      getTaskList(
        employeeId,
        { status: 'done', limit: String(TASK_PAGE_SIZE), ...(pageParam === undefined ? {} : { before: String(pageParam) }) },
        signal,
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => nextDonePage(page, TASK_PAGE_SIZE),
    enabled,
    ...freshness(employeeId),
  });
}

/** Kalendar: one day's tasks with their steps. */
export function useDayTasks(employeeId: number, day: string) {
  return useQuery({
    queryKey: taskKeys.day(employeeId, day),
    queryFn: ({ signal }) => getTaskList(employeeId, { from: day, to: day }, signal),
    ...freshness(employeeId),
  });
}

/** Kalendar: how many tasks each day of the year has (counted by the server), for the month's marks. */
export function useTaskCalendar(employeeId: number, year: number) {
  return useQuery({
    queryKey: taskKeys.calendar(employeeId, year),
    queryFn: ({ signal }) =>
      apiRequest<TaskCalendar>(`${taskRoutes.calendar.replace(':employeeId', String(employeeId))}?year=${year}`, { signal }),
    // The year before stays on screen while the next one loads.
    placeholderData: (previous) => previous,
    ...freshness(employeeId),
  });
}

/**
 * Reads every task query of the employee again the moment anything changes, e.g. a photo arrives from the phone.
 * Mounted once for the employee page (null: no valid employee id, nothing to follow).
 */
export function useLiveTasks(employeeId: number | null): void {
  useLiveQuery(employeeId === null ? null : eventsUrl(employeeId), TASKS_CHANGED_EVENT, taskKeys.all(employeeId ?? 0), authorizationHeader);
}

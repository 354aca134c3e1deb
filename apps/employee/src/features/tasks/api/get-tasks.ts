import { taskRoutes, TASKS_CHANGED_EVENT } from '@plan-dan/contract/constants';
import type { TaskWithSteps } from '@plan-dan/contract';
import { isStreamOpen, useLiveQueries, type LiveFollow } from '@plan-dan/web-common/live-query';
import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest, authorizationHeader, routePath } from '@/lib/api-client';
import {
  changeTaskInList,
  changeTaskInPages,
  FINISHED_PAGE_REQUEST_SIZE,
  nextBefore,
  toFinishedPage,
  type FinishedPage,
} from '../task-pages';
import { applyOutbox } from '../outbox-rules';
import { useOutbox, waitingPhotoUrl } from '../outbox';
import { hasWaitingStep } from '../today';

/** Every task query of the phone lives under this prefix: the live stream and the mutations refresh them all by it. */
export const tasksKey = (employeeId: number) => ['tasks', employeeId] as const;
/** 'Zadaci' and the task screen: the open tasks and those finished in the last days. */
export const currentTasksKey = (employeeId: number) => [...tasksKey(employeeId), 'current'] as const;
/** 'Napredak': the finished tasks, page by page. */
export const finishedTasksKey = (employeeId: number) => [...tasksKey(employeeId), 'done'] as const;

/** Without the live stream (a weak signal), look for the manager's decision on a photo this often. */
export const WAITING_REFRESH_MS = 20_000;
/** Otherwise new tasks from the manager still appear on a phone left open on the table. */
export const IDLE_REFRESH_MS = 60_000;

const eventsUrl = (employeeId: number) => routePath(taskRoutes.events, { employeeId });
const listPath = (employeeId: number, query: Record<string, string>) =>
  `${routePath(taskRoutes.listOfEmployee, { employeeId })}?${new URLSearchParams({ include: 'subtasks', ...query })}`;

/** The open tasks (any due date) and those finished in the last days, with their steps and photo state. */
export function getCurrentTasks(employeeId: number): Promise<TaskWithSteps[]> {
  return apiRequest<TaskWithSteps[]>(listPath(employeeId, { status: 'current' }));
}

/** One page of finished tasks, the newest end first; `before`: the last task of the page before. */
export async function getFinishedPage(employeeId: number, before: number | undefined): Promise<FinishedPage> {
  const query: Record<string, string> = { status: 'done', limit: String(FINISHED_PAGE_REQUEST_SIZE) };
  if (before !== undefined) query.before = String(before);
  return toFinishedPage(await apiRequest<TaskWithSteps[]>(listPath(employeeId, query)));
}

/**
 * The current list, with what the employee did that still waits to be sent (offline) already in it.
 * `enabled: false` only follows what is cached (the layout, which must not fetch for it).
 */
export function useTasksQuery(employeeId: number, enabled = true) {
  const { items } = useOutbox(employeeId);
  const select = useCallback((tasks: TaskWithSteps[]) => applyOutbox(tasks, items, waitingPhotoUrl), [items]);
  return useQuery({
    queryKey: currentTasksKey(employeeId),
    queryFn: () => getCurrentTasks(employeeId),
    select,
    enabled,
    refetchInterval: (query) => {
      if (isStreamOpen(eventsUrl(employeeId))) return false;
      return hasWaitingStep(query.state.data) ? WAITING_REFRESH_MS : IDLE_REFRESH_MS;
    },
  });
}

/** 'Napredak' page by page; `enabled: false` only reads what is cached. */
export function useFinishedTasksQuery(employeeId: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: finishedTasksKey(employeeId),
    queryFn: ({ pageParam }) => getFinishedPage(employeeId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextBefore,
    enabled,
    refetchInterval: () => (isStreamOpen(eventsUrl(employeeId)) ? false : IDLE_REFRESH_MS),
  });
}

/**
 * A new task, or the manager's answer to a photo, shows at once. Mounted once, in the logged-in layout.
 * `alsoFollow`: other events the task stream carries (the look), kept current on the same connection.
 */
export function useLiveTasks(employeeId: number, alsoFollow: readonly LiveFollow[] = []): void {
  useLiveQueries(eventsUrl(employeeId), [{ eventName: TASKS_CHANGED_EVENT, queryKey: tasksKey(employeeId) }, ...alsoFollow], authorizationHeader);
}

/** Applies a change to one task wherever it is cached (the current list, the loaded pages), so every screen answers at once. */
export function updateCachedTask(
  queryClient: QueryClient,
  employeeId: number,
  taskId: number,
  change: (task: TaskWithSteps) => TaskWithSteps,
): void {
  queryClient.setQueryData<TaskWithSteps[]>(currentTasksKey(employeeId), (tasks) => tasks && changeTaskInList(tasks, taskId, change));
  queryClient.setQueryData<InfiniteData<FinishedPage, number | undefined>>(
    finishedTasksKey(employeeId),
    (data) => data && changeTaskInPages(data, taskId, change),
  );
}

/** What every task query of the employee holds now, to put back after a failed change. */
export type TaskCacheSnapshot = Array<[QueryKey, unknown]>;

export function snapshotTasks(queryClient: QueryClient, employeeId: number): TaskCacheSnapshot {
  return queryClient.getQueriesData({ queryKey: tasksKey(employeeId) });
}

export function restoreTasks(queryClient: QueryClient, snapshot: TaskCacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

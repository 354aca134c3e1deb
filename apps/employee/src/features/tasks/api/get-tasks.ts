import { taskRoutes, TASKS_CHANGED_EVENT } from '@plan-dan/contract/constants';
import type { TaskWithSubtasks } from '@plan-dan/contract';
import { isStreamOpen, useLiveQuery } from '@plan-dan/web-common/live-query';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest, authorizationHeader, routePath } from '@/lib/api-client';
import { hasWaitingStep } from '../today';

export const tasksKey = (employeeId: number) => ['tasks', employeeId] as const;

/** Without the live stream (a weak signal), look for the manager's decision on a photo this often. */
export const WAITING_REFRESH_MS = 20_000;
/** Otherwise new tasks from the manager still appear on a phone left open on the table. */
export const IDLE_REFRESH_MS = 60_000;

const eventsUrl = (employeeId: number) => routePath(taskRoutes.events, { employeeId });

/** Every task of the employee with its steps and photo state, in one request for any screen. */
export function getTasks(employeeId: number): Promise<TaskWithSubtasks[]> {
  return apiRequest<TaskWithSubtasks[]>(`${routePath(taskRoutes.listOfEmployee, { employeeId })}?include=subtasks`);
}

export function useTasksQuery(employeeId: number) {
  return useQuery({
    queryKey: tasksKey(employeeId),
    queryFn: () => getTasks(employeeId),
    refetchInterval: (query) => {
      if (isStreamOpen(eventsUrl(employeeId))) return false;
      return hasWaitingStep(query.state.data) ? WAITING_REFRESH_MS : IDLE_REFRESH_MS;
    },
  });
}

/** A new task, or the manager's answer to a photo, shows at once. Mounted once, in the logged-in layout. */
export function useLiveTasks(employeeId: number): void {
  useLiveQuery(eventsUrl(employeeId), TASKS_CHANGED_EVENT, tasksKey(employeeId), authorizationHeader);
}

/** Applies a change to one task in the cached list, so the screen answers at once. */
export function updateCachedTask(
  queryClient: QueryClient,
  employeeId: number,
  taskId: number,
  change: (task: TaskWithSubtasks) => TaskWithSubtasks,
): void {
  queryClient.setQueryData<TaskWithSubtasks[]>(tasksKey(employeeId), (tasks) =>
    tasks?.map((task) => (task.id === taskId ? change(task) : task)),
  );
}

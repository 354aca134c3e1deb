import { taskRoutes, TASKS_CHANGED_EVENT } from '@plan-dan/contract/constants';
import type { TaskWithSubtasks } from '@plan-dan/contract';
import { isStreamOpen, useLiveQuery } from '@plan-dan/web-common/live-query';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, authorizationHeader } from '@/lib/api-client';
import { taskKeys } from './keys';

/** Without the live stream (a proxy that drops it), a photo the employee sends still shows within this. */
const POLL_MS = 30_000;

const eventsUrl = (employeeId: number) => taskRoutes.events.replace(':employeeId', String(employeeId));

/** Every task of the employee with its steps and their photo state, in one request, by due date and time. */
export function getTasks(employeeId: number, signal?: AbortSignal): Promise<TaskWithSubtasks[]> {
  return apiRequest<TaskWithSubtasks[]>(`${taskRoutes.listOfEmployee.replace(':employeeId', String(employeeId))}?include=subtasks`, { signal });
}

export function useTasks(employeeId: number) {
  return useQuery({
    queryKey: taskKeys.list(employeeId),
    queryFn: ({ signal }) => getTasks(employeeId, signal),
    // Zadaci and Kalendar share the list: moving between the tabs does not fetch it again at once.
    // Changes arrive through useLiveTasks (on the employee page); polling only stands in while its stream is down
    // (react-query pauses the interval in a hidden tab).
    staleTime: POLL_MS,
    refetchInterval: () => (isStreamOpen(eventsUrl(employeeId)) ? false : POLL_MS),
  });
}

/**
 * Fetches the list again the moment anything in it changes, e.g. a photo arrives from the phone.
 * Mounted once for the employee page (null: no valid employee id, nothing to follow).
 */
export function useLiveTasks(employeeId: number | null): void {
  useLiveQuery(employeeId === null ? null : eventsUrl(employeeId), TASKS_CHANGED_EVENT, taskKeys.list(employeeId ?? 0), authorizationHeader);
}

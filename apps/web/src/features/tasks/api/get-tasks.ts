import { taskRoutes } from '@plan-dan/contract/constants';
import type { TaskWithSubtasks } from '@plan-dan/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskKeys } from './keys';

/** Every task of the employee with its steps and their photo state, in one request, by due date and time. */
export function getTasks(employeeId: number, signal?: AbortSignal): Promise<TaskWithSubtasks[]> {
  return apiRequest<TaskWithSubtasks[]>(`${taskRoutes.listOfEmployee.replace(':employeeId', String(employeeId))}?include=subtasks`, { signal });
}

export function useTasks(employeeId: number) {
  return useQuery({
    queryKey: taskKeys.list(employeeId),
    queryFn: ({ signal }) => getTasks(employeeId, signal),
    // Zadaci and Kalendar share the list: moving between the tabs does not fetch it again at once.
    // Every change made here refreshes it; a photo the employee sends shows within half a minute
    // while the page is open (react-query pauses the interval in a hidden tab).
    staleTime: 30_000,
    refetchInterval: 30_000,
  });
}

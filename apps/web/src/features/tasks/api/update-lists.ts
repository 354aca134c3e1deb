import type { TaskWithSteps } from '@plan-dan/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { taskKeys } from './keys';

type Lists = readonly TaskWithSteps[];

/**
 * A change shown at once in every loaded list of the employee (the current list, the older pages, the
 * calendar's days), then every task query read again (one prefix; cheap 304s when nothing else changed).
 */
export function updateTaskLists(queryClient: QueryClient, employeeId: number, update: (tasks: Lists) => TaskWithSteps[]): void {
  queryClient.setQueryData<TaskWithSteps[]>(taskKeys.current(employeeId), (tasks) => tasks && update(tasks));
  queryClient.setQueriesData<TaskWithSteps[]>({ queryKey: [...taskKeys.all(employeeId), 'day'] }, (tasks) => tasks && update(tasks));
  queryClient.setQueryData<InfiniteData<TaskWithSteps[], number | undefined>>(
    taskKeys.done(employeeId),
    (data) => data && { ...data, pages: data.pages.map(update) },
  );
  void queryClient.invalidateQueries({ queryKey: taskKeys.all(employeeId) });
}

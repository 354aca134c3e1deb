import { useNow } from '@plan-dan/web-common/use-now';
import { useTasksQuery } from './api/get-tasks';
import { groupForToday } from './today';

/**
 * Whether the task list, as cached, shows its 'Bravo' (nothing left for today). Only reads the cache:
 * for the layout, which puts the notifications question after that 'Bravo', never before it.
 */
export function useAllDoneToday(employeeId: number): boolean {
  const tasks = useTasksQuery(employeeId, false);
  const now = useNow();
  if (!tasks.data) return false;
  const groups = groupForToday(tasks.data, now);
  return groups.priority.length + groups.normal.length === 0;
}

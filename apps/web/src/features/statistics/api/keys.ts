import { taskRoutes } from '@plan-dan/contract/constants';
import { employeeTasksKey } from '@/lib/employee-tasks-key';

/**
 * Cache keys of the tab, under the employee's tasks key: what refreshes the tasks refreshes the figures
 * too, with no stream or hook of their own (only while the tab is open; otherwise they are marked stale).
 */
export const statisticsKeys = {
  overview: (employeeId: number) => [...employeeTasksKey(employeeId), 'statistics'] as const,
  task: (employeeId: number, taskName: string) => [...employeeTasksKey(employeeId), 'statistics', 'task', taskName] as const,
};

/** The page's task event stream; while it is down the figures poll instead. */
export const taskEventsUrl = (employeeId: number) => taskRoutes.events.replace(':employeeId', String(employeeId));

/** Polling while the stream is down, as the task list does. */
export const POLL_MS = 30_000;

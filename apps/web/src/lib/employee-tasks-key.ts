/**
 * The root of every cached query about one employee's tasks: Zadaci's current list and older pages, the
 * calendar's year counts and days (features/tasks/api/keys.ts) and the statistics. react-query matches keys by
 * prefix, so the employee page's task events and every change to a task, which invalidate this key, refresh them all.
 */
export const employeeTasksKey = (employeeId: number) => ['tasks', employeeId] as const;

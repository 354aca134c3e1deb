/**
 * The root of every cached query about one employee's tasks: the task list (Zadaci and Kalendar) and the
 * statistics sit under it. react-query matches keys by prefix, so the employee page's task events and
 * every change to a task, which invalidate this key, refresh them all.
 */
export const employeeTasksKey = (employeeId: number) => ['tasks', employeeId] as const;

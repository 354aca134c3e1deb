import { employeeTasksKey } from '@/lib/employee-tasks-key';

/**
 * Cache keys of an employee's tasks. Every one sits under employeeTasksKey (`all`), which the live stream
 * and every change invalidate: react-query matches by prefix, so one invalidation refreshes them all.
 */
export const taskKeys = {
  all: employeeTasksKey,
  /** Zadaci: the open tasks and those finished in the last days. */
  current: (employeeId: number) => [...employeeTasksKey(employeeId), 'current'] as const,
  /** Zadaci: older finished tasks, in pages. */
  done: (employeeId: number) => [...employeeTasksKey(employeeId), 'done'] as const,
  /** Kalendar: one day's tasks. */
  day: (employeeId: number, day: string) => [...employeeTasksKey(employeeId), 'day', day] as const,
  /** Kalendar: a year's counts per day. */
  calendar: (employeeId: number, year: number) => [...employeeTasksKey(employeeId), 'calendar', year] as const,
  /** A routine, for its edit form. */
  routine: (employeeId: number, routineId: number) => [...employeeTasksKey(employeeId), 'routine', routineId] as const,
  /** A step's earlier refusals, for the photo review (a new refusal anywhere refreshes it with the lists). */
  rejections: (employeeId: number, stepId: number) => [...employeeTasksKey(employeeId), 'rejections', stepId] as const,
};

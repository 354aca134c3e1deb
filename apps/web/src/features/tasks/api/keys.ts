import { employeeTasksKey } from '@/lib/employee-tasks-key';

/** Cache key of an employee's tasks with their steps; the task list and the calendar share it. */
export const taskKeys = {
  list: employeeTasksKey,
};

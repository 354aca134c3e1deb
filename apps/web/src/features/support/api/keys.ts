import { employeeTasksKey } from '@/lib/employee-tasks-key';

/**
 * Under the employee's tasks key: the page's task events and every change to a task (which invalidate that
 * key) read a step's open history again too.
 */
export const supportKeys = {
  step: (employeeId: number, stepId: number) => [...employeeTasksKey(employeeId), 'support', stepId] as const,
};

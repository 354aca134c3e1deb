/** Cache keys of the employee calls: the manager's list, and one employee. */
export const employeeKeys = {
  lists: ['employees'] as const,
  list: (managerId: number) => ['employees', managerId] as const,
  detail: (id: number) => ['employee', id] as const,
};

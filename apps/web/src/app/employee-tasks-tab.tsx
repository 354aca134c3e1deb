import type { Employee } from '@plan-dan/contract';
import { StepSupport } from '@/features/support/components/step-support';
import { TasksTab } from '@/features/tasks/routes/tasks-tab';

/** The Zadaci tab, with the coach's support record under each step (the support feature, composed here). */
export function EmployeeTasksTab({ employee }: { employee: Employee }) {
  return <TasksTab employee={employee} stepSupport={StepSupport} />;
}

import type { Employee } from '@plan-dan/contract';
import { PictogramChoice } from '@/features/pictograms/components/pictogram-choice';
import { StepPictogramControl, TaskPictogramControl } from '@/features/pictograms/components/pictogram-control';
import { StepSupport } from '@/features/support/components/step-support';
import type { PictogramSlots } from '@/features/tasks/components/task-card';
import { TasksTab } from '@/features/tasks/routes/tasks-tab';

/** One object for every render: the cards are memoized. */
const pictograms: PictogramSlots = { Step: StepPictogramControl, Task: TaskPictogramControl, Choice: PictogramChoice };

/**
 * The Zadaci tab, with the coach's support record under each step and 'Piktogram' for steps and tasks, on the cards and in the forms (the
 * support and pictograms features, composed here).
 */
export function EmployeeTasksTab({ employee }: { employee: Employee }) {
  return <TasksTab employee={employee} stepSupport={StepSupport} pictograms={pictograms} />;
}

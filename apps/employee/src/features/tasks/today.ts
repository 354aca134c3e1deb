import type { TaskWithSteps } from '@plan-dan/contract';
import { hasStepWaitingForReview, isOpenTask } from '@plan-dan/contract/task-rules';
import { zonedParts } from '@plan-dan/contract/time-zone';
import { appTimeZone } from '@plan-dan/web-common/app-time-zone';

const byDue = (a: TaskWithSteps, b: TaskWithSteps) =>
  a.dueDate.localeCompare(b.dueDate) || a.dueTime.localeCompare(b.dueTime) || a.id - b.id;

export interface TodayGroups {
  priority: TaskWithSteps[];
  normal: TaskWithSteps[];
}

/**
 * The home screen's lists: today's open tasks and any open ones left from earlier days
 * ("today" in the app's zone), split by priority, earliest deadline first.
 */
export function groupForToday(tasks: readonly TaskWithSteps[], now: Date, timeZone: string = appTimeZone()): TodayGroups {
  const today = zonedParts(now, timeZone).date;
  const due = tasks.filter((task) => isOpenTask(task) && task.dueDate <= today).sort(byDue);
  return { priority: due.filter((task) => task.priority), normal: due.filter((task) => !task.priority) };
}

export function stepProgress(task: TaskWithSteps): { done: number; total: number } {
  return { done: task.subtasks.filter((step) => step.done === true).length, total: task.subtasks.length };
}

/** Some photo waits for the manager's decision (the contract's rule), so the screen should look for it now and then. */
export function hasWaitingStep(tasks: readonly TaskWithSteps[] | undefined): boolean {
  return !!tasks?.some((task) => isOpenTask(task) && hasStepWaitingForReview(task));
}

import type { Subtask, TaskWithSubtasks } from '@plan-dan/contract';
import { APP_TIME_ZONE, zonedParts, type ZonedParts } from '@/lib/dates';

/** A task that is not finished yet (done is null until the server finishes it). */
export const isOpen = (task: TaskWithSubtasks) => task.done !== true;

const byDue = (a: TaskWithSubtasks, b: TaskWithSubtasks) =>
  a.dueDate.localeCompare(b.dueDate) || a.dueTime.localeCompare(b.dueTime) || a.id - b.id;

export interface TodayGroups {
  priority: TaskWithSubtasks[];
  normal: TaskWithSubtasks[];
}

/**
 * The home screen's lists: today's open tasks and any open ones left from earlier days
 * ("today" in the app's zone), split by priority, earliest deadline first.
 */
export function groupForToday(tasks: readonly TaskWithSubtasks[], now: Date, timeZone: string = APP_TIME_ZONE): TodayGroups {
  const today = zonedParts(now, timeZone).date;
  const due = tasks.filter((task) => isOpen(task) && task.dueDate <= today).sort(byDue);
  return { priority: due.filter((task) => task.priority), normal: due.filter((task) => !task.priority) };
}

/** The deadline has passed: an earlier day, or today at a time already gone. */
export function isLate(task: Pick<TaskWithSubtasks, 'dueDate' | 'dueTime'>, now: ZonedParts): boolean {
  return task.dueDate < now.date || (task.dueDate === now.date && task.dueTime < now.time);
}

/** Finished tasks for 'Napredak', the most recently finished first. */
export function finishedTasks(tasks: readonly TaskWithSubtasks[]): TaskWithSubtasks[] {
  const endOf = (task: TaskWithSubtasks) => task.end ?? `${task.dueDate}T${task.dueTime}`;
  return tasks.filter((task) => task.done === true).sort((a, b) => endOf(b).localeCompare(endOf(a)) || b.id - a.id);
}

export function stepProgress(task: TaskWithSubtasks): { done: number; total: number } {
  return { done: task.subtasks.filter((step) => step.done === true).length, total: task.subtasks.length };
}

/**
 * What the employee sees on a step:
 * - open: can be done (a photo step with no photo yet),
 * - rejected: the manager refused the photo; a new one is needed,
 * - waiting: a photo waits for the manager,
 * - done: ticked (photo steps: approved).
 */
export type StepState = 'open' | 'rejected' | 'waiting' | 'done';

export function stepState(step: Pick<Subtask, 'done' | 'needPhoto' | 'photo'>): StepState {
  if (step.done === true) return 'done';
  if (step.done === null) return 'waiting';
  return step.needPhoto && step.photo ? 'rejected' : 'open';
}

/** Some photo waits for the manager's decision, so the screen should look for it now and then. */
export function hasWaitingStep(tasks: readonly TaskWithSubtasks[] | undefined): boolean {
  return !!tasks?.some((task) => isOpen(task) && (task.pendingReview || task.subtasks.some((step) => step.done === null)));
}

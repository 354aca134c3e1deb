import type { SetStepDoneRequest, Step, TaskWithSteps } from '@plan-dan/contract';
import { isWaitingForReview, stepState, withReviewState } from '@plan-dan/contract/task-rules';
import { hrTasks } from '@/i18n/hr-tasks';

/** The spec's cut for long steps in the priority list. */
export const STEP_PREVIEW_LENGTH = 100;

export interface TaskGroups {
  priority: TaskWithSteps[];
  normal: TaskWithSteps[];
}

/** 'Prioritetni zadaci' and 'Manje prioritetni zadaci', each keeping the server's order (due date, then time). */
export function splitByPriority(tasks: readonly TaskWithSteps[]): TaskGroups {
  const groups: TaskGroups = { priority: [], normal: [] };
  for (const task of tasks) (task.priority ? groups.priority : groups.normal).push(task);
  return groups;
}

/** Cuts a step to 100 characters plus '...'; shorter text is left alone. */
export function truncateStep(text: string, max: number = STEP_PREVIEW_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/**
 * The decision as the server takes it: a reason goes only with a rejection, trimmed, and a blank one is
 * left out (the same request the original client sends).
 */
export function reviewRequest(approved: boolean, reason?: string): SetStepDoneRequest {
  const words = reason?.trim();
  return approved || !words ? { done: approved } : { done: false, reason: words };
}

/**
 * The card's note after a step the manager refused (the contract's rule, as the phone shows it): the photo
 * was refused, or a step without one was sent back; null for any other step.
 */
export function rejectionNote(step: Pick<Step, 'done' | 'needPhoto' | 'photo' | 'rejection'>): string | null {
  if (stepState(step) !== 'rejected') return null;
  return step.needPhoto ? hrTasks.rejected : hrTasks.stepRejected;
}

/** Steps whose photo waits for the manager. */
export function stepsToReview(task: Pick<TaskWithSteps, 'subtasks'>): Step[] {
  return task.subtasks.filter(isWaitingForReview);
}

const withSteps = (task: TaskWithSteps, subtasks: Step[]): TaskWithSteps => withReviewState({ ...task, subtasks });

/** The list with one step added or replaced; other tasks keep their identity, so their cards do not re-render. */
export function putStep(tasks: readonly TaskWithSteps[], step: Step): TaskWithSteps[] {
  return tasks.map((task) => {
    if (task.id !== step.task.id) return task;
    const exists = task.subtasks.some((s) => s.id === step.id);
    return withSteps(task, exists ? task.subtasks.map((s) => (s.id === step.id ? step : s)) : [...task.subtasks, step]);
  });
}

export function dropStep(tasks: readonly TaskWithSteps[], stepId: number): TaskWithSteps[] {
  return tasks.map((task) => (task.subtasks.some((s) => s.id === stepId) ? withSteps(task, task.subtasks.filter((s) => s.id !== stepId)) : task));
}

/** Tasks by due date, each day's sorted by time (for the calendar). */
export function tasksByDate(tasks: readonly TaskWithSteps[]): Map<string, TaskWithSteps[]> {
  const byDate = new Map<string, TaskWithSteps[]>();
  for (const task of tasks) {
    const day = byDate.get(task.dueDate);
    if (day) day.push(task);
    else byDate.set(task.dueDate, [task]);
  }
  for (const day of byDate.values()) day.sort((a, b) => a.dueTime.localeCompare(b.dueTime) || a.id - b.id);
  return byDate;
}

/**
 * The finished tasks of the loaded 'Prikaži starije' pages, in their order (newest end first), without
 * those the current list already shows and without repeats (a page read after a change may overlap).
 */
export function olderDoneTasks(pages: readonly (readonly TaskWithSteps[])[], shownIds: ReadonlySet<number>): TaskWithSteps[] {
  const seen = new Set(shownIds);
  const result: TaskWithSteps[] = [];
  for (const page of pages) {
    for (const task of page) {
      if (seen.has(task.id)) continue;
      seen.add(task.id);
      result.push(task);
    }
  }
  return result;
}

/** The last page loaded brings no task of its own: all of them are shown already (above, or on an earlier page). */
export function lastPageAddsNothing(pages: readonly (readonly TaskWithSteps[])[], shownIds: ReadonlySet<number>): boolean {
  const last = pages.at(-1);
  if (!last) return false;
  const before = new Set(shownIds);
  for (const page of pages.slice(0, -1)) for (const task of page) before.add(task.id);
  return last.every((task) => before.has(task.id));
}

/** The `before` of the page after this one: its last task's id; none when the page was not full (the last one). */
export function nextDonePage(page: readonly TaskWithSteps[], pageSize: number): number | undefined {
  return page.length < pageSize ? undefined : page.at(-1)?.id;
}

import type { TaskDifficulty } from '@plan-dan/contract/constants';
import type { TaskWithSteps } from '@plan-dan/contract';
import { addDays, isoWeekday } from '@plan-dan/contract/routine-rules';
import { isLate } from '@plan-dan/contract/task-rules';
import type { ZonedParts } from '@plan-dan/contract/time-zone';

/**
 * Zadaci read like a day: which tasks a view shows and how they group by day, from the one list already
 * loaded (status=current: open tasks, a routine's days up to 7 days ahead, those finished in the last days).
 */

/** 'Danas' (the default), 'Sutra', 'Ova sedmica' (today and the 6 days after), 'Sve'. */
export const TASK_VIEWS = ['today', 'tomorrow', 'week', 'all'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

/** A view's word in the address (?prikaz=…). */
export const VIEW_PARAMS: Record<TaskView, string> = { today: 'danas', tomorrow: 'sutra', week: 'sedmica', all: 'sve' };

/** The view the address names; 'Danas' for none or an unknown word. */
export function viewOfParam(param: string | null): TaskView {
  return TASK_VIEWS.find((view) => VIEW_PARAMS[view] === param) ?? 'today';
}

/** The difficulty filter: every task, or those of one difficulty. */
export type DifficultyFilter = 'all' | TaskDifficulty;

/** Days 'Ova sedmica' covers: today and the next six (a routine's days are made that far ahead). */
export const WEEK_DAYS = 7;

type ViewTask = Pick<TaskWithSteps, 'dueDate' | 'dueTime' | 'done' | 'pendingReview' | 'difficulty'>;

/**
 * Whether the view shows the task. 'Danas' and 'Ova sedmica' also keep whatever needs the manager now:
 * late tasks (any earlier day) and photos waiting for review (any day).
 */
export function shownInView(task: ViewTask, view: TaskView, now: ZonedParts): boolean {
  const today = now.date;
  switch (view) {
    case 'all':
      return true;
    case 'tomorrow':
      return task.dueDate === addDays(today, 1);
    case 'today':
      return task.dueDate === today || isLate(task, now) || task.pendingReview;
    case 'week':
      return (task.dueDate >= today && task.dueDate <= addDays(today, WEEK_DAYS - 1)) || isLate(task, now) || task.pendingReview;
  }
}

export function matchesDifficulty(task: Pick<ViewTask, 'difficulty'>, filter: DifficultyFilter): boolean {
  return filter === 'all' || task.difficulty === filter;
}

/** The view's tasks of the chosen difficulty, in the list's order. */
export function tasksInView<T extends ViewTask>(tasks: readonly T[], view: TaskView, difficulty: DifficultyFilter, now: ZonedParts): T[] {
  return tasks.filter((task) => shownInView(task, view, now) && matchesDifficulty(task, difficulty));
}

export interface DayGroup<T> {
  /** YYYY-MM-DD */
  date: string;
  tasks: T[];
}

/** Tasks by due date, days in order, each day's by time (then id, as the server sends them). */
export function groupByDay<T extends Pick<TaskWithSteps, 'id' | 'dueDate' | 'dueTime'>>(tasks: readonly T[]): DayGroup<T>[] {
  const byDate = new Map<string, T[]>();
  for (const task of tasks) {
    const day = byDate.get(task.dueDate);
    if (day) day.push(task);
    else byDate.set(task.dueDate, [task]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, dayTasks]) => ({ date, tasks: dayTasks.sort((a, b) => a.dueTime.localeCompare(b.dueTime) || a.id - b.id) }));
}

/**
 * Open tasks (by day) and finished ones (folded away, with their count). A finished task the coach is recording
 * support on (keepOpen) stays where it was: the employee's last tick must not fold the card away under the coach's thumb.
 */
export function splitFinished<T extends Pick<TaskWithSteps, 'done' | 'id'>>(
  tasks: readonly T[],
  keepOpen: ReadonlySet<number> = new Set(),
): { open: T[]; finished: T[] } {
  const open: T[] = [];
  const finished: T[] = [];
  for (const task of tasks) (task.done === true && !keepOpen.has(task.id) ? finished : open).push(task);
  return { open, finished };
}

export type DayName = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'yesterday' } | { kind: 'date'; weekday: number; date: string };

/** How a day's heading names it: 'Danas', 'Sutra', 'Jučer', or its weekday (1 Monday … 7 Sunday) and date. */
export function dayName(date: string, today: string): DayName {
  if (date === today) return { kind: 'today' };
  if (date === addDays(today, 1)) return { kind: 'tomorrow' };
  if (date === addDays(today, -1)) return { kind: 'yesterday' };
  return { kind: 'date', weekday: isoWeekday(date), date };
}

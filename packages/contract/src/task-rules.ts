/**
 * The rules about tasks and steps that the server, the manager's app and the phone all apply, written
 * once. No zod, so browsers import it as '@plan-dan/contract/task-rules'. The server's SQL for
 * `pendingReview` mirrors `hasStepWaitingForReview`; a server test checks that the two agree. Clients
 * changing a step ahead of the server's answer use `withTick` / `withNewPhoto` and `withReviewState`,
 * so they never decide a step's or a task's state themselves.
 */
import type { ZonedParts } from './time-zone.ts';

interface StepFacts {
  /** false: open or rejected; null: a photo waits for review; true: done (approved). */
  done: boolean | null;
  needPhoto: boolean;
  photo: object | null;
  /**
   * The manager's refusal, as the server answers it: set when a manager sets the step not done (any
   * step, with or without a photo), cleared by a new photo, an approval or the employee's tick.
   */
  rejection: object | null;
}

interface TaskDeadline {
  done: boolean | null;
  /** YYYY-MM-DD */
  dueDate: string;
  /** HH:mm */
  dueTime: string;
}

/**
 * What a step is, for both apps:
 * - open: to be done (a photo step with no photo yet),
 * - waiting: its photo waits for the manager,
 * - rejected: the manager refused it (for a photo step, a new photo is needed; the refused one is kept until then),
 * - done: ticked (photo steps: approved).
 */
export type StepState = 'open' | 'waiting' | 'rejected' | 'done';

export function stepState(step: StepFacts): StepState {
  if (step.done === true) return 'done';
  if (isWaitingForReview(step)) return 'waiting';
  return isRejected(step) ? 'rejected' : 'open';
}

/**
 * The manager refused the step: it is not done and carries the server's `rejection`. The server's field
 * decides, whether the step needs a photo or not.
 */
export function isRejected(step: Pick<StepFacts, 'done' | 'rejection'>): boolean {
  return step.done !== true && step.rejection !== null;
}

/** A photo waits for the manager's decision: the step has a photo and is neither approved nor rejected. */
export function isWaitingForReview(step: Pick<StepFacts, 'done' | 'photo'>): boolean {
  return step.done === null && step.photo !== null;
}

/** Some step of the task has a photo waiting for the manager: the task's `pendingReview`. */
export function hasStepWaitingForReview(task: { subtasks: readonly Pick<StepFacts, 'done' | 'photo'>[] }): boolean {
  return task.subtasks.some(isWaitingForReview);
}

/**
 * The task with its `pendingReview` worked out again from its steps, after a client changed a step
 * ahead of the server's answer (a tick, a photo sent or waiting to be sent): the server's rule, so the
 * changed task says what the server's answer will say.
 */
export function withReviewState<T extends { subtasks: readonly Pick<StepFacts, 'done' | 'photo'>[]; pendingReview: boolean }>(task: T): T {
  const pendingReview = hasStepWaitingForReview(task);
  return task.pendingReview === pendingReview ? task : { ...task, pendingReview };
}

/** The step as the server leaves it when the employee ticks or unticks it: not a refusal, so any refusal ends. */
export function withTick<S extends Pick<StepFacts, 'done' | 'rejection'>>(step: S, done: boolean): S {
  return { ...step, done, rejection: null };
}

/** The step as the server leaves it when a new photo comes: waiting for the manager, any refusal ended. */
export function withNewPhoto<S extends Pick<StepFacts, 'done' | 'photo' | 'rejection'>>(step: S, photo: NonNullable<S['photo']>): S {
  return { ...step, done: null, photo, rejection: null };
}

/** Not finished yet: `done` is null until the server finishes the task. */
export function isOpenTask(task: Pick<TaskDeadline, 'done'>): boolean {
  return task.done !== true;
}

/**
 * A deadline is a minute of the wall clock in the app's zone: due 09:30 is met by anything done up to
 * 09:30:59 and has passed from 09:31. The lists judge it so, and the statistics' SQL does the same with
 * this many milliseconds after the due minute's start.
 */
export const DEADLINE_MINUTE_MS = 60_000;

/** The deadline, due date and time in the app's zone, has passed by `now` (in the same zone). */
export function isDeadlinePassed(task: Omit<TaskDeadline, 'done'>, now: ZonedParts): boolean {
  return task.dueDate < now.date || (task.dueDate === now.date && task.dueTime < now.time);
}

/**
 * Late: not finished and past its deadline. The manager's lists mark it (the original marked only
 * tasks due on an earlier day; deadlines here are a date and a time, as in the statistics), and the
 * phone says so calmly.
 */
export function isLate(task: TaskDeadline, now: ZonedParts): boolean {
  return isOpenTask(task) && isDeadlinePassed(task, now);
}

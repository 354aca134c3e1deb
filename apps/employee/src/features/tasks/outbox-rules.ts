import type { TaskWithSteps } from '@plan-dan/contract';
import { withNewPhoto, withReviewState, withTick } from '@plan-dan/contract/task-rules';
import { isApiError } from '@/lib/api-client';

/** An action taken on the phone that the server has not confirmed yet. */
export type OutboxAction =
  | { kind: 'start'; taskId: number }
  /** A task without steps, finished by hand. */
  | { kind: 'finish'; taskId: number }
  | { kind: 'tick'; taskId: number; stepId: number; done: boolean }
  | { kind: 'photo'; taskId: number; stepId: number; photo: Blob };

/** A waiting action with its Idempotency-Key, made when it was taken: sent twice, it is applied once. */
export interface OutboxItem {
  /** Its place in the queue: actions are sent in the order they were taken. */
  seq: number;
  key: string;
  employeeId: number;
  /** When it was taken (ISO): the start shown until the server's comes. */
  takenAt: string;
  action: OutboxAction;
}

/**
 * What a failed send means for the item: `wait` (no connection, the server busy or still answering the
 * first copy: send again later), `stop` (the session is over), `conflict` (the task or step is gone or
 * changed: drop it and say so calmly), `refused` (the server will never take it: drop it).
 */
export type SendFailure = 'wait' | 'stop' | 'conflict' | 'refused';

export function failureOf(error: unknown): SendFailure {
  if (!isApiError(error) || error.status === 0) return 'wait';
  if (error.status === 401) return 'stop';
  if (error.status >= 500 || error.status === 429 || error.status === 408) return 'wait';
  if (error.status === 409 && error.code === 'idempotency_key_in_use') return 'wait';
  if (error.status === 404 || error.status === 409 || error.status === 403) return 'conflict';
  return 'refused';
}

/**
 * The tasks as they will be once the waiting actions arrive, so the phone shows what the employee did
 * while offline, also after a reload. `photoUrl`: where the waiting photo can be seen on the phone.
 */
export function applyOutbox(
  tasks: TaskWithSteps[],
  items: readonly OutboxItem[],
  photoUrl: (item: OutboxItem) => string,
): TaskWithSteps[] {
  if (items.length === 0) return tasks;
  return tasks.map((task) => {
    const mine = items.filter((item) => item.action.taskId === task.id);
    if (mine.length === 0) return task;
    let changed: TaskWithSteps = { ...task, subtasks: [...task.subtasks] };
    for (const item of mine) {
      const { action } = item;
      if (action.kind === 'start') {
        changed = { ...changed, start: changed.start ?? item.takenAt };
        continue;
      }
      if (action.kind === 'finish') {
        changed = { ...changed, done: true, end: changed.end ?? item.takenAt };
        continue;
      }
      changed.subtasks = changed.subtasks.map((step) => {
        if (step.id !== action.stepId) return step;
        if (action.kind === 'tick') return withTick(step, action.done);
        return withNewPhoto(step, { id: -item.seq, name: `waiting-${item.seq}`, subtaskId: step.id, downloadURL: photoUrl(item) });
      });
      // Whether the task waits for the manager is the contract's rule, worked out from the changed steps.
      changed = withReviewState(changed);
    }
    return changed;
  });
}

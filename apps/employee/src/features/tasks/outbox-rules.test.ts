import type { Step, TaskWithSteps } from '@plan-dan/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { applyOutbox, failureOf, type OutboxAction, type OutboxItem } from './outbox-rules';

function buildStep(id: number, overrides: Partial<Step> = {}): Step {
  return { id, description: `Korak ${id}`, needPhoto: false, done: false, task: { id: 1 }, photo: null, rejection: null, picture: null, pictogram: null, voice: null, durationMinutes: null, rejectionCount: 0, support: null, photoRemovedAt: null, ...overrides };
}

function buildTask(id: number, subtasks: Step[]): TaskWithSteps {
  return {
    id,
    taskName: `Zadatak ${id}`,
    description: 'Opis',
    dueDate: '2030-05-20',
    dueTime: '12:00',
    priority: false,
    difficulty: null,
    durationMinutes: null,
    done: null,
    start: null,
    end: null,
    child: { id: 1 },
    pendingReview: false,
    routine: null,
    pictogram: null,
    subtasks,
  };
}

let seq = 0;
const item = (action: OutboxAction): OutboxItem => ({ seq: ++seq, key: `key-${seq}-abcdef`, employeeId: 1, takenAt: `2030-05-20T10:0${seq % 10}:00.000Z`, action });
const photoUrl = (waiting: OutboxItem) => `blob:photo-${waiting.seq}`;

describe('applyOutbox', () => {
  it('shows what waits: the start, the ticks in the order taken, the photo from the phone', () => {
    const tasks = [
      buildTask(1, [buildStep(11), buildStep(12, { needPhoto: true, done: false, photo: { id: 5, name: 'old', subtaskId: 12, downloadURL: '/old' }, rejection: { reason: 'mutno', at: '2030-05-19T10:00:00.000Z', photo: null } })]),
      buildTask(2, [buildStep(21)]),
    ];
    const start = item({ kind: 'start', taskId: 1 });
    const tickOn = item({ kind: 'tick', taskId: 1, stepId: 11, done: true });
    const tickOff = item({ kind: 'tick', taskId: 1, stepId: 11, done: false });
    const tickAgain = item({ kind: 'tick', taskId: 1, stepId: 11, done: true });
    const photo = item({ kind: 'photo', taskId: 1, stepId: 12, photo: new Blob(['x'], { type: 'image/jpeg' }) });

    const [first, second] = applyOutbox(tasks, [start, tickOn, tickOff, tickAgain, photo], photoUrl);
    expect(first!.start).toBe(start.takenAt);
    expect(first!.pendingReview).toBe(true);
    expect(first!.subtasks[0]!.done).toBe(true);
    expect(first!.subtasks[1]).toMatchObject({ done: null, rejection: null, photo: { downloadURL: `blob:photo-${photo.seq}`, subtaskId: 12 } });
    // Another task is left as it was, the very same object.
    expect(second).toBe(tasks[1]);
    // The server's list itself is not changed.
    expect(tasks[0]!.start).toBeNull();
    expect(tasks[0]!.subtasks[0]!.done).toBe(false);
  });

  it('ends a refusal with a tick taken offline, as the server will, and works the waiting state out from the steps', () => {
    const refused = { reason: 'Ostalo je mrvica', at: '2030-05-19T10:00:00.000Z', photo: null };
    const tasks = [buildTask(1, [buildStep(11, { rejection: refused }), buildStep(12, { needPhoto: true, done: null, photo: { id: 5, name: 'p', subtaskId: 12, downloadURL: '/p' } })])];
    tasks[0]!.pendingReview = true;
    const [ticked] = applyOutbox(tasks, [item({ kind: 'tick', taskId: 1, stepId: 11, done: true })], photoUrl);
    expect(ticked!.subtasks[0]).toMatchObject({ done: true, rejection: null });
    // The photo of the other step still waits.
    expect(ticked!.pendingReview).toBe(true);
    const [unticked] = applyOutbox(tasks, [item({ kind: 'tick', taskId: 1, stepId: 11, done: false })], photoUrl);
    expect(unticked!.subtasks[0]).toMatchObject({ done: false, rejection: null });
  });

  it("says a task no longer waits once its last waiting step is decided on the phone's copy", () => {
    // A stale pendingReview (the server's answer before the decision) is worked out again from the steps.
    const task = { ...buildTask(1, [buildStep(11)]), pendingReview: true };
    const [shown] = applyOutbox([task], [item({ kind: 'tick', taskId: 1, stepId: 11, done: true })], photoUrl);
    expect(shown!.pendingReview).toBe(false);
  });

  it("keeps the server's start when the task had started already, and ignores actions of tasks not listed", () => {
    const tasks = [{ ...buildTask(1, []), start: '2030-05-20T08:00:00.000Z' }];
    const shown = applyOutbox(tasks, [item({ kind: 'start', taskId: 1 }), item({ kind: 'tick', taskId: 9, stepId: 99, done: true })], photoUrl);
    expect(shown[0]!.start).toBe('2030-05-20T08:00:00.000Z');
    expect(shown).toHaveLength(1);
  });

  it('shows a task without steps finished when its finish waits', () => {
    const start = item({ kind: 'start', taskId: 1 });
    const finish = item({ kind: 'finish', taskId: 1 });
    const [shown] = applyOutbox([buildTask(1, [])], [start, finish], photoUrl);
    expect(shown).toMatchObject({ start: start.takenAt, done: true, end: finish.takenAt });
  });

  it('answers the same list when nothing waits', () => {
    const tasks = [buildTask(1, [])];
    expect(applyOutbox(tasks, [], photoUrl)).toBe(tasks);
  });
});

describe('failureOf', () => {
  it('waits on no connection, a busy server and a first copy still being answered', () => {
    expect(failureOf(new ApiError(0, 'network_error', ''))).toBe('wait');
    expect(failureOf(new ApiError(503, 'internal_error', ''))).toBe('wait');
    expect(failureOf(new ApiError(429, 'too_many_requests', ''))).toBe('wait');
    expect(failureOf(new ApiError(409, 'idempotency_key_in_use', ''))).toBe('wait');
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('wait');
  });

  it('drops calmly what the manager changed meanwhile (gone, or the task no longer takes it)', () => {
    expect(failureOf(new ApiError(404, 'not_found', ''))).toBe('conflict');
    expect(failureOf(new ApiError(409, 'task_not_started', ''))).toBe('conflict');
    expect(failureOf(new ApiError(409, 'idempotency_key_reused', ''))).toBe('conflict');
    expect(failureOf(new ApiError(403, 'forbidden', ''))).toBe('conflict');
  });

  it('stops on an ended session and drops what the server will never take', () => {
    expect(failureOf(new ApiError(401, 'unauthorized', ''))).toBe('stop');
    expect(failureOf(new ApiError(413, 'payload_too_large', ''))).toBe('refused');
    expect(failureOf(new ApiError(400, 'validation_failed', ''))).toBe('refused');
  });
});

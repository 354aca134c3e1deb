import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Step, TaskWithSteps } from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdClock } from '../../../../test/clock.ts';
import { openStream } from '../../../../test/event-stream.ts';
import { addTask, createTestApp, keyOf, managerWithEmployee, storedFiles, type TestApp } from '../../../../test/helpers.ts';
import { taskCalls, type Auth } from '../task-calls.fixture.ts';

/**
 * Issue 35: step photos older than PHOTO_RETENTION_DAYS are removed by the server (rows, then files on disk),
 * the step keeps a note of when, kept list answers and open screens follow, and Statistika does not change.
 */
const DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
/** What an open screen of the employee's tasks is sent when they change. */
const TASKS_EVENT = 'event: tasks\ndata: {}';

let app: TestApp;
let off: TestApp;
beforeAll(async () => {
  // On disk, to see the files themselves go from DATA_DIR/files.
  [app, off] = await Promise.all([createTestApp({ photoRetentionDays: DAYS }, { storage: 'disk' }), createTestApp({}, { storage: 'disk' })]);
});
afterAll(async () => Promise.all([app?.close(), off?.close()]));
afterEach(() => vi.useRealTimers());

/** Makes a photo older, as if it had been sent that many days ago (the rows are the test's own seed). */
const agePhoto = (on: TestApp, stepId: number, days: number) =>
  on.db.updateTable('task_photos').set({ created_at: Date.now() - days * DAY_MS }).where('subtask_id', '=', stepId).execute();

/** A manager, an employee with a logged-in phone, and helpers to run a task with a photo step through the server. */
async function employeeWithPhotos(on: TestApp) {
  const { call, upload, taskWithSteps } = taskCalls(() => on);
  const people = await managerWithEmployee(on);
  const { manager, employee, phone } = people;
  /** A started task whose photo step (the second) has a photo sent; answers the task and that step. */
  const taskWithPhoto = async (taskName: string) => {
    const task = await addTask(on, manager.auth, employee.id, { taskName });
    expect((await call('PUT', `/api/v1/task/start/${task.id}`, phone.auth)).statusCode).toBe(200);
    const [plain, photoStep] = (await taskWithSteps(manager.auth, employee.id, task.id)).subtasks;
    expect((await call('PUT', `/api/v1/task/sub/done/${plain!.id}`, phone.auth, { done: true })).statusCode).toBe(200);
    expect((await upload(photoStep!.id, phone.auth)).statusCode).toBe(201);
    return { task, step: photoStep! };
  };
  const stepOf = async (auth: Auth, taskId: number, stepId: number): Promise<Step> =>
    (await taskWithSteps(auth, employee.id, taskId)).subtasks.find((s) => s.id === stepId)!;
  return { ...people, call, upload, taskWithSteps, taskWithPhoto, stepOf };
}

describe('photo retention (PHOTO_RETENTION_DAYS set)', () => {
  it('removes old photos with their files, keeps new ones, notes it on the step, and opens a step that waited for review', async () => {
    const people = await employeeWithPhotos(app);
    const { manager, employee, phone, call, taskWithPhoto, stepOf } = people;
    const approved = await taskWithPhoto('Odobreni');
    expect((await call('PUT', `/api/v1/task/sub/done/${approved.step.id}`, manager.auth, { done: true })).statusCode).toBe(200);
    const waiting = await taskWithPhoto('Na pregledu');
    const recent = await taskWithPhoto('Nova');
    const keys = new Map<number, string>();
    for (const { task, step } of [approved, waiting, recent]) keys.set(step.id, keyOf((await stepOf(manager.auth, task.id, step.id)).photo!.downloadURL));
    await agePhoto(app, approved.step.id, DAYS + 1);
    await agePhoto(app, waiting.step.id, DAYS + 1);
    await agePhoto(app, recent.step.id, DAYS - 1);

    holdClock();
    const listUrl = `/api/v1/task/${employee.id}?include=subtasks`;
    const etagBefore = (await call('GET', listUrl, manager.auth)).headers.etag;
    const statisticsBefore = await call('GET', `/api/v1/statistics/${employee.id}`, manager.auth);
    expect(statisticsBefore.statusCode).toBe(200);
    expect(await app.tasks.sweepPhotos()).toBe(2);

    // The files are gone from DATA_DIR/files; the new photo's stays.
    const files = await storedFiles(app);
    expect(files).not.toContain(keys.get(approved.step.id));
    expect(files).not.toContain(keys.get(waiting.step.id));
    expect(files).toContain(keys.get(recent.step.id));
    expect(existsSync(path.join(app.config.dataDir, 'files', keys.get(approved.step.id)!))).toBe(false);
    const rows = await app.db.selectFrom('task_photos').select('subtask_id').where('employee_id', '=', employee.id).execute();
    expect(rows.map((row) => row.subtask_id)).toEqual([recent.step.id]);

    // The approved step stays done; the waiting one is open again, with nothing to review; both carry the note.
    const approvedNow = await stepOf(manager.auth, approved.task.id, approved.step.id);
    expect(approvedNow).toMatchObject({ done: true, photo: null, photoRemovedAt: new Date(Date.now()).toISOString() });
    const waitingNow = await stepOf(manager.auth, waiting.task.id, waiting.step.id);
    expect(waitingNow).toMatchObject({ done: false, photo: null, rejection: null });
    expect(waitingNow.photoRemovedAt).not.toBeNull();
    const recentNow = await stepOf(manager.auth, recent.task.id, recent.step.id);
    expect(recentNow).toMatchObject({ done: null, photoRemovedAt: null });
    expect(recentNow.photo).not.toBeNull();
    const list = (await call('GET', listUrl, manager.auth)).json<TaskWithSteps[]>();
    expect(list.find((t) => t.id === waiting.task.id)!.pendingReview).toBe(false);
    expect(list.find((t) => t.id === approved.task.id)!.done).toBe(true);
    // The phone's answer has the same step state.
    expect(await stepOf(phone.auth, waiting.task.id, waiting.step.id)).toMatchObject({ done: false, photo: null });

    // The kept list answer is new (the list version moved); Statistika is the same.
    const after = await call('GET', listUrl, { ...manager.auth, 'if-none-match': String(etagBefore) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etagBefore);
    expect((await call('GET', `/api/v1/statistics/${employee.id}`, manager.auth)).json()).toEqual(statisticsBefore.json());

    // Nothing more to remove.
    expect(await app.tasks.sweepPhotos()).toBe(0);
  });

  it('tells the open screens of the employee’s tasks', async () => {
    const { manager, employee, taskWithPhoto } = await employeeWithPhotos(app);
    const { step } = await taskWithPhoto('Uživo');
    await agePhoto(app, step.id, DAYS + 1);
    const origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(origin, employee.id, manager.auth);
    try {
      expect(await app.tasks.sweepPhotos()).toBe(1);
      expect(await stream.nextEvent()).toBe(TASKS_EVENT);
    } finally {
      await stream.close();
    }
  });

  it('a new photo on a step whose photo was removed waits for review again, without the note', async () => {
    const { manager, phone, upload, taskWithPhoto, stepOf } = await employeeWithPhotos(app);
    const { task, step } = await taskWithPhoto('Ponovno');
    await agePhoto(app, step.id, DAYS + 2);
    expect(await app.tasks.sweepPhotos()).toBeGreaterThanOrEqual(1);
    expect((await stepOf(manager.auth, task.id, step.id)).photoRemovedAt).not.toBeNull();
    expect((await upload(step.id, phone.auth)).statusCode).toBe(201);
    const again = await stepOf(manager.auth, task.id, step.id);
    expect(again).toMatchObject({ done: null, photoRemovedAt: null });
    expect(again.photo).not.toBeNull();
  });

  it('removes more photos than one batch holds', async () => {
    const { manager, employee, call, taskWithPhoto } = await employeeWithPhotos(app);
    const { task } = await taskWithPhoto('Mnogo');
    // Seed rows directly for speed: 450 photo rows on new steps of one task, all old (files need not exist).
    const steps = await app.db
      .insertInto('subtasks')
      .values(Array.from({ length: 450 }, (_, index) => ({ task_id: task.id, description: `Korak ${index}`, need_photo: true, done: null, position: index + 10 })))
      .returning('id')
      .execute();
    await app.db
      .insertInto('task_photos')
      .values(steps.map((s) => ({ subtask_id: s.id, task_id: task.id, employee_id: employee.id, name: 'x.png', storage_key: `photos/none/${s.id}.png`, content_type: 'image/png', size: 1, created_at: Date.now() - (DAYS + 5) * DAY_MS })))
      .execute();
    expect(await app.tasks.sweepPhotos()).toBe(450);
    const left = await app.db.selectFrom('task_photos').select('id').where('task_id', '=', task.id).execute();
    expect(left).toHaveLength(1);
    const answered = (await call('GET', `/api/v1/task/${employee.id}?include=subtasks`, manager.auth)).json<TaskWithSteps[]>();
    const removed = answered.find((t) => t.id === task.id)!.subtasks.filter((s) => s.photoRemovedAt !== null);
    expect(removed).toHaveLength(450);
    expect(removed.every((s) => s.done === false && s.photo === null)).toBe(true);
  });
});

describe('photo retention off (PHOTO_RETENTION_DAYS unset)', () => {
  it('keeps every photo, however old', async () => {
    const { manager, taskWithPhoto, stepOf } = await employeeWithPhotos(off);
    const { task, step } = await taskWithPhoto('Stara');
    await agePhoto(off, step.id, 3650);
    const key = keyOf((await stepOf(manager.auth, task.id, step.id)).photo!.downloadURL);
    expect(await off.tasks.sweepPhotos()).toBe(0);
    expect(await storedFiles(off)).toContain(key);
    expect(await stepOf(manager.auth, task.id, step.id)).toMatchObject({ done: null, photoRemovedAt: null });
  });
});

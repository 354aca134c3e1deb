import type { CreateTaskRequest, Routine, Step, TaskWithSteps } from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, keyOf, storedPictureFiles, migrateBackAndForth, TINY_PNG, type TestApp } from '../../../../test/helpers.ts';
import { buildMp4, buildPng } from '../../../../test/uploads.ts';
import { routineDays } from './routine-days.fixture.ts';

/**
 * A routine's step pictures: set on one of its days, they belong to the routine, so its days from today
 * on that nobody started, and the days it makes later, show them, all from one stored file; a file goes
 * only when no day and no routine refers to it. Zagreb's zone, Date faked (vi.useFakeTimers).
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ timezone: 'Europe/Zagreb' });
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

type Auth = Record<string, string>;
const { at, call, dailyRoutine: routineOf, daysOf, stepsOfDay, getRoutine } = routineDays(() => app);
const putPicture = (subtaskId: number, headers: Auth, body: Buffer = TINY_PNG, contentType = 'image/png') =>
  app.server.inject({ method: 'PUT', url: `/api/v1/task/sub/${subtaskId}/picture`, headers: { ...headers, 'content-type': contentType }, payload: body });
const fetchFile = (url: string) => app.server.inject({ method: 'GET', url });

const STEPS: CreateTaskRequest['subtasks'] = [
  { description: 'Oprati ruke', needPhoto: false },
  { description: 'Obući pregaču', needPhoto: true },
];
/** A manager, an employee with the phone logged in, and a daily routine of STEPS from 20/05/2030. */
const dailyRoutine = () => routineOf(STEPS);

/** Per day, the storage key of each step's picture (null for none). */
const pictureKeys = (days: TaskWithSteps[]) =>
  Object.fromEntries(days.map((day) => [day.dueDate, day.subtasks.map((step) => (step.picture ? keyOf(step.picture.downloadURL) : null))]));

describe("a routine's step pictures", () => {
  it('set on one day: the routine and its days from today on share one file; days made later get it too', async () => {
    const { manager, phone, employeeId, first, routineId } = await dailyRoutine();
    // Tomorrow is started on the phone: it keeps its steps as they were.
    const days = await daysOf(manager, employeeId, '2030-05-20', '2030-05-27');
    const tomorrow = days.find((day) => day.dueDate === '2030-05-21')!;
    expect((await call('PUT', `/api/v1/task/start/${tomorrow.id}`, phone)).statusCode).toBe(200);

    const [, secondStep] = await stepsOfDay(manager, first.id);
    const set = await putPicture(secondStep!.id, manager);
    expect(set.statusCode, set.body).toBe(200);
    const key = keyOf(set.json<Step>().picture!.downloadURL);

    const after = pictureKeys(await daysOf(manager, employeeId, '2030-05-20', '2030-05-27'));
    for (const [day, keys] of Object.entries(after)) expect(keys, day).toEqual(day === '2030-05-21' ? [null, null] : [null, key]);
    // One picture and its preview stored, however many days show it.
    expect(await storedPictureFiles(app, employeeId)).toHaveLength(2);

    const routine = await getRoutine(manager, routineId);
    expect(routine.subtasks.map((step) => step.picture && keyOf(step.picture.downloadURL))).toEqual([null, key]);
    expect(routine.subtasks[1]!.picture).toEqual({ downloadURL: expect.any(String), previewURL: expect.any(String), kind: 'image' });

    // Two weeks later the new days are made with the picture; the phone is served the same file.
    at('2030-06-03T06:00:00Z');
    const later = await daysOf(phone, employeeId, '2030-06-03', '2030-06-10');
    expect(later).toHaveLength(8);
    expect(Object.values(pictureKeys(later))).toEqual(Array.from({ length: 8 }, () => [null, key]));
    const file = await fetchFile(later[0]!.subtasks[1]!.picture!.downloadURL);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('replaced on a later day: the routine and unstarted days get the new one; a started day keeps the old, whose file stays', async () => {
    const { manager, phone, employeeId, first } = await dailyRoutine();
    const [step] = await stepsOfDay(manager, first.id);
    const old = keyOf((await putPicture(step!.id, manager)).json<Step>().picture!.downloadURL);
    // Today is started: its picture is the old one from now on.
    expect((await call('PUT', `/api/v1/task/start/${first.id}`, phone)).statusCode).toBe(200);

    const friday = (await daysOf(manager, employeeId, '2030-05-24', '2030-05-24'))[0]!;
    const replaced = await putPicture(friday.subtasks[0]!.id, manager, await buildPng(32, 32), 'image/png');
    expect(replaced.statusCode, replaced.body).toBe(200);
    const fresh = replaced.json<Step>().picture!;
    expect(keyOf(fresh.downloadURL)).not.toBe(old);

    const keys = pictureKeys(await daysOf(manager, employeeId, '2030-05-20', '2030-05-27'));
    expect(keys['2030-05-20']).toEqual([old, null]);
    for (const day of ['2030-05-21', '2030-05-24', '2030-05-27']) expect(keys[day]).toEqual([keyOf(fresh.downloadURL), null]);
    // The old file is still the started day's; the new one is shared.
    const today = (await stepsOfDay(manager, first.id))[0]!.picture!;
    expect((await fetchFile(today.downloadURL)).statusCode).toBe(200);
    expect((await fetchFile(today.previewURL!)).statusCode).toBe(200);
    expect(await storedPictureFiles(app, employeeId)).toHaveLength(4);

    // Deleting the started day leaves nothing referring to the old picture: its files go, the new stays.
    expect((await call('DELETE', `/api/v1/task/${first.id}`, manager)).statusCode).toBe(204);
    expect((await fetchFile(today.downloadURL)).statusCode).toBe(404);
    expect((await fetchFile(today.previewURL!)).statusCode).toBe(404);
    expect((await fetchFile(fresh.downloadURL)).statusCode).toBe(200);
    expect(await storedPictureFiles(app, employeeId)).toEqual([keyOf(fresh.downloadURL), keyOf(fresh.previewURL!)].sort());
  });

  it('stays while any day refers to it: deleting one day, a step of a day, or one day taking its own picture keeps the shared file', async () => {
    const { manager, employeeId, first } = await dailyRoutine();
    const [step] = await stepsOfDay(manager, first.id);
    const shared = (await putPicture(step!.id, manager)).json<Step>().picture!;
    const days = await daysOf(manager, employeeId, '2030-05-20', '2030-05-27');

    expect((await call('DELETE', `/api/v1/task/${days[1]!.id}`, manager)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/v1/task/sub/${days[2]!.subtasks[0]!.id}`, manager)).statusCode).toBe(204);
    // 'Ovaj i sljedeći' from the 26th: the routine ends on the 25th, its later days go.
    expect((await call('DELETE', `/api/v1/task/${days[6]!.id}?following=true`, manager)).statusCode).toBe(204);
    expect((await fetchFile(shared.downloadURL)).statusCode).toBe(200);
    expect((await fetchFile(shared.previewURL!)).statusCode).toBe(200);

    // A step added to one day by hand is that day's own: its picture is not shared.
    const added = await call('POST', '/api/v1/task/sub', manager, { description: 'Dodatni korak', needPhoto: false, task: { id: days[3]!.id } });
    expect(added.statusCode, added.body).toBe(201);
    const own = (await putPicture(added.json<Step>().id, manager, await buildPng(24, 24), 'image/png')).json<Step>().picture!;
    const keys = pictureKeys(await daysOf(manager, employeeId, '2030-05-20', '2030-05-27'));
    expect(keys['2030-05-23']).toEqual([keyOf(shared.downloadURL), null, keyOf(own.downloadURL)]);
    expect(keys['2030-05-24']).toEqual([keyOf(shared.downloadURL), null]);
  });

  it('removed on one day: gone from the routine and its unstarted days, and its files deleted once nothing refers to them', async () => {
    const { manager, phone, employeeId, first, routineId } = await dailyRoutine();
    const [step] = await stepsOfDay(manager, first.id);
    const shared = (await putPicture(step!.id, manager)).json<Step>().picture!;
    const days = await daysOf(manager, employeeId, '2030-05-20', '2030-05-27');
    expect((await call('PUT', `/api/v1/task/start/${days[2]!.id}`, phone)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/v1/task/sub/${days[4]!.subtasks[0]!.id}/picture`, manager)).statusCode).toBe(204);
    const keys = pictureKeys(await daysOf(manager, employeeId, '2030-05-20', '2030-05-27'));
    for (const [day, stepKeys] of Object.entries(keys)) expect(stepKeys, day).toEqual(day === '2030-05-22' ? [keyOf(shared.downloadURL), null] : [null, null]);
    expect((await getRoutine(manager, routineId)).subtasks.map((s) => s.picture)).toEqual([null, null]);
    // The started day still shows it.
    expect((await fetchFile(shared.downloadURL)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/task/sub/${days[2]!.subtasks[0]!.id}/picture`, manager)).statusCode).toBe(204);
    expect((await fetchFile(shared.downloadURL)).statusCode).toBe(404);
    expect(await storedPictureFiles(app, employeeId)).toEqual([]);
  });

  it("a video's poster, sent once, is every sharing day's preview", async () => {
    const { manager, employeeId, first } = await dailyRoutine();
    const [step] = await stepsOfDay(manager, first.id);
    const video = await putPicture(step!.id, manager, buildMp4(64 * 1024), 'video/mp4');
    expect(video.statusCode, video.body).toBe(200);
    const days = await daysOf(manager, employeeId, '2030-05-20', '2030-05-27');
    const poster = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/task/sub/${days[5]!.subtasks[0]!.id}/picture/poster`,
      headers: { ...manager, 'content-type': 'image/png' },
      payload: await buildPng(64, 36),
    });
    expect(poster.statusCode, poster.body).toBe(200);
    const previewKey = keyOf(poster.json<Step>().picture!.previewURL!);
    const after = await daysOf(manager, employeeId, '2030-05-20', '2030-05-27');
    expect(after.map((day) => day.subtasks[0]!.picture && keyOf(day.subtasks[0]!.picture.previewURL!))).toEqual(Array.from({ length: 8 }, () => previewKey));
    expect(await storedPictureFiles(app, employeeId)).toEqual([keyOf(video.json<Step>().picture!.downloadURL), previewKey].sort());
  });

  it('follow their steps when the routine is edited: moved with routineStep, kept at an unchanged place, dropped with their step', async () => {
    const { manager, employeeId, first, routineId } = await dailyRoutine();
    const [washing, apron] = await stepsOfDay(manager, first.id);
    const washingPicture = keyOf((await putPicture(washing!.id, manager)).json<Step>().picture!.downloadURL);
    const apronPicture = (await putPicture(apron!.id, manager, await buildPng(20, 20), 'image/png')).json<Step>().picture!;
    const edit = (subtasks: object[]) =>
      call('PUT', `/api/v1/task-routine/${routineId}`, manager, {
        taskName: 'Jutro',
        description: 'Jutarnji red',
        dueDate: '2030-05-20',
        dueTime: '08:00',
        subtasks,
        repeat: { kind: 'daily' },
      });

    // Swapped, and a new step first: each picture goes with its step.
    const swapped = await edit([
      { description: 'Novi korak', needPhoto: false },
      { description: 'Obući pregaču', needPhoto: true, routineStep: 1 },
      { description: 'Oprati ruke temeljito', needPhoto: false, routineStep: 0 },
    ]);
    expect(swapped.statusCode, swapped.body).toBe(200);
    const afterSwap = pictureKeys(await daysOf(manager, employeeId, '2030-05-20', '2030-05-27'));
    for (const keys of Object.values(afterSwap)) expect(keys).toEqual([null, keyOf(apronPicture.downloadURL), washingPicture]);

    // An older client that does not say: the step at the same place with the same text keeps its picture;
    // the apron step's text changed, so its picture goes, and its files with it.
    const plain = await edit([
      { description: 'Novi korak', needPhoto: false },
      { description: 'Obući čistu pregaču', needPhoto: true },
      { description: 'Oprati ruke temeljito', needPhoto: false },
    ]);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json<Routine>().subtasks.map((step) => step.picture && keyOf(step.picture.downloadURL))).toEqual([null, null, washingPicture]);
    expect((await fetchFile(apronPicture.downloadURL)).statusCode).toBe(404);
    expect((await fetchFile(apronPicture.previewURL!)).statusCode).toBe(404);
    expect((await storedPictureFiles(app, employeeId)).filter((key) => key.startsWith('pictures/'))).toEqual([washingPicture]);
  });

  it('refuses a routineStep that is no place', async () => {
    const { manager, routineId } = await dailyRoutine();
    const bad = await call('PUT', `/api/v1/task-routine/${routineId}`, manager, {
      taskName: 'Jutro',
      description: 'Jutarnji red',
      dueDate: '2030-05-20',
      dueTime: '08:00',
      subtasks: [{ description: 'Korak', needPhoto: false, routineStep: -1 }, { description: 'Drugi', needPhoto: false, routineStep: 'prvi' }],
      repeat: { kind: 'daily' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('subtasks.0.routineStep');
    expect(bad.body).toContain('subtasks.1.routineStep');
  });

  it("go with the employee: deleting the employee deletes the routine's picture files", async () => {
    const { manager, employeeId, first } = await dailyRoutine();
    const [step] = await stepsOfDay(manager, first.id);
    expect((await putPicture(step!.id, manager)).statusCode).toBe(200);
    // Its days are deleted one by one first: only the routine still refers to the picture.
    for (const day of await daysOf(manager, employeeId, '2030-05-20', '2030-05-27')) {
      expect((await call('DELETE', `/api/v1/task/${day.id}`, manager)).statusCode).toBe(204);
    }
    expect(await storedPictureFiles(app, employeeId)).toHaveLength(2);
    expect((await call('DELETE', `/api/v1/child/${employeeId}`, manager)).statusCode).toBe(204);
    expect(await storedPictureFiles(app, employeeId)).toEqual([]);
  });

  it("links the days made before migration 0018 to their routine's steps by place; a step added by hand stays its own", async () => {
    const { manager, employeeId, first } = await dailyRoutine();
    const days = await daysOf(manager, employeeId, '2030-05-20', '2030-05-27');
    const added = await call('POST', '/api/v1/task/sub', manager, { description: 'Dodatni korak', needPhoto: false, task: { id: days[2]!.id } });
    expect(added.statusCode, added.body).toBe(201);

    // Back to the schema before it, and forward again: the migration's own down and up, with these rows in place.
    expect(await migrateBackAndForth(app, '2026-11-26-0017-step-picture-previews')).toEqual([
      ['2026-11-29-0029-access-log-consent-photo-retention', 'Down', 'Success'],
      ['2026-11-29-0028-password-reset-and-two-factor', 'Down', 'Success'],
      ['2026-11-29-0027-pictograms', 'Down', 'Success'],
      ['2026-11-29-0026-tasks-by-name-index', 'Down', 'Success'],
      ['2026-11-29-0025-step-support', 'Down', 'Success'],
      ['2026-11-28-0024-durations-voices-focus-not-started', 'Down', 'Success'],
      ['2026-11-28-0023-difficulty-and-step-order', 'Down', 'Success'],
      ['2026-11-28-0022-rejections-before-0011', 'Down', 'Success'],
      ['2026-11-27-0021-task-stamps', 'Down', 'Success'],
      ['2026-11-27-0020-calendar-covering-index', 'Down', 'Success'],
      ['2026-11-26-0019-step-rejection-history', 'Down', 'Success'],
      ['2026-11-26-0018-routine-step-pictures', 'Down', 'Success'],
    ]);

    const places = await app.db
      .selectFrom('subtasks')
      .innerJoin('tasks', 'tasks.id', 'subtasks.task_id')
      .select(['tasks.due_date', 'subtasks.description', 'subtasks.routine_step'])
      .where('tasks.routine_id', '=', first.routine!.id)
      .orderBy('tasks.due_date')
      .orderBy('subtasks.id')
      .execute();
    expect(places.filter((row) => row.due_date === '2030-05-20').map((row) => [row.description, row.routine_step])).toEqual([
      ['Oprati ruke', 0],
      ['Obući pregaču', 1],
    ]);
    expect(places.filter((row) => row.due_date === '2030-05-22').map((row) => row.routine_step)).toEqual([0, 1, 2]);
    expect(places).toHaveLength(8 * 2 + 1);

    // The routine's steps share again; the added one (place 2 of a routine with two steps) keeps its picture to itself.
    expect((await putPicture(days[0]!.subtasks[1]!.id, manager)).statusCode).toBe(200);
    const extra = added.json<Step>().id;
    expect((await putPicture(extra, manager, await buildPng(24, 24), 'image/png')).statusCode).toBe(200);
    const keys = pictureKeys(await daysOf(manager, employeeId, '2030-05-20', '2030-05-27'));
    expect(keys['2030-05-22']).toEqual([null, keys['2030-05-20']![1], expect.any(String)]);
    expect(keys['2030-05-23']).toEqual([null, keys['2030-05-20']![1]]);
  });
});

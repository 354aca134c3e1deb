import type { Step, TaskWithSteps } from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, keyOf, storedFiles, type TestApp } from '../../../../test/helpers.ts';
import { buildWav, VOICES } from '../../../../test/voices.ts';
import { routineDays } from '../routines/routine-days.fixture.ts';

/**
 * A routine's step voices, like its step pictures: set on one of its days, a voice belongs to the
 * routine, so its days from today on that nobody started, and the days it makes later, play it, all
 * from one stored file; the file goes only when no day and no routine refers to it. Zagreb's zone,
 * Date faked (vi.useFakeTimers).
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ timezone: 'Europe/Zagreb' });
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

type Auth = Record<string, string>;
const { at, call, dailyRoutine: routineOf, daysOf, stepsOfDay, getRoutine } = routineDays(() => app);
const putVoice = (subtaskId: number, headers: Auth, body: Buffer = VOICES[0].bytes) =>
  app.server.inject({ method: 'PUT', url: `/api/v1/task/sub/${subtaskId}/voice`, headers: { ...headers, 'content-type': 'audio/webm' }, payload: body });
const fetchFile = (url: string) => app.server.inject({ method: 'GET', url });
const storedVoices = async (employeeId: number) => (await storedFiles(app)).filter((key) => key.startsWith(`voices/${employeeId}/`));

/** A manager, an employee with the phone logged in, and a daily routine from 20/05/2030 (made on that day). */
const dailyRoutine = () =>
  routineOf([
    { description: 'Oprati ruke', needPhoto: false },
    { description: 'Obući pregaču', needPhoto: true },
  ]);

/** Per day, the storage key of each step's voice (null for none). */
const voiceKeys = (days: TaskWithSteps[]) =>
  Object.fromEntries(days.map((day) => [day.dueDate, day.subtasks.map((step) => (step.voice ? keyOf(step.voice.downloadURL) : null))]));

const routineVoices = async (auth: Auth, routineId: number) =>
  (await getRoutine(auth, routineId)).subtasks.map((step) => step.voice && keyOf(step.voice.downloadURL));

describe("a routine's step voices", () => {
  it('set on one day: the routine and its days from today on share one file; days made later get it too', async () => {
    const { manager, phone, employeeId, first, routineId } = await dailyRoutine();
    const tomorrow = (await daysOf(manager, employeeId, '2030-05-21', '2030-05-21'))[0]!;
    expect((await call('PUT', `/api/v1/task/start/${tomorrow.id}`, phone)).statusCode).toBe(200);

    const [, secondStep] = await stepsOfDay(manager, first.id);
    const set = await putVoice(secondStep!.id, manager);
    expect(set.statusCode, set.body).toBe(200);
    const key = keyOf(set.json<Step>().voice!.downloadURL);

    const after = voiceKeys(await daysOf(manager, employeeId, '2030-05-20', '2030-05-27'));
    // The started day keeps its steps as they were.
    for (const [day, keys] of Object.entries(after)) expect(keys, day).toEqual(day === '2030-05-21' ? [null, null] : [null, key]);
    expect(await storedVoices(employeeId)).toEqual([key]);
    expect(await routineVoices(manager, routineId)).toEqual([null, key]);

    // Two weeks later the new days are made with the voice; the phone is served the same file.
    at('2030-06-03T06:00:00Z');
    const later = await daysOf(phone, employeeId, '2030-06-03', '2030-06-10');
    expect(later).toHaveLength(8);
    expect(Object.values(voiceKeys(later))).toEqual(Array.from({ length: 8 }, () => [null, key]));
    const file = await fetchFile(later[0]!.subtasks[1]!.voice!.downloadURL);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/webm');
    expect(file.rawPayload.equals(VOICES[0].bytes)).toBe(true);
  });

  it('stays while any day or the routine refers to it; replaced, the old file goes once no started day keeps it', async () => {
    const { manager, phone, employeeId, first, routineId } = await dailyRoutine();
    const [step] = await stepsOfDay(manager, first.id);
    const old = (await putVoice(step!.id, manager)).json<Step>().voice!;
    expect((await call('PUT', `/api/v1/task/start/${first.id}`, phone)).statusCode).toBe(200);
    const days = await daysOf(manager, employeeId, '2030-05-20', '2030-05-27');

    // Deleting a day, or the step of another day, leaves the shared file.
    expect((await call('DELETE', `/api/v1/task/${days[1]!.id}`, manager)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/v1/task/sub/${days[2]!.subtasks[0]!.id}`, manager)).statusCode).toBe(204);
    expect((await fetchFile(old.downloadURL)).statusCode).toBe(200);

    const replaced = await putVoice(days[4]!.subtasks[0]!.id, manager, buildWav());
    expect(replaced.statusCode, replaced.body).toBe(200);
    const fresh = keyOf(replaced.json<Step>().voice!.downloadURL);
    const keys = voiceKeys(await daysOf(manager, employeeId, '2030-05-20', '2030-05-27'));
    expect(keys['2030-05-20']).toEqual([keyOf(old.downloadURL), null]);
    for (const day of ['2030-05-23', '2030-05-24', '2030-05-27']) expect(keys[day]).toEqual([fresh, null]);
    expect(await routineVoices(manager, routineId)).toEqual([fresh, null]);
    // The started day still plays the old one.
    expect((await fetchFile(old.downloadURL)).statusCode).toBe(200);
    expect(await storedVoices(employeeId)).toEqual([keyOf(old.downloadURL), fresh].sort());

    // Its day deleted, nothing refers to the old voice: its file goes, the new one stays.
    expect((await call('DELETE', `/api/v1/task/${first.id}`, manager)).statusCode).toBe(204);
    expect((await fetchFile(old.downloadURL)).statusCode).toBe(404);
    expect(await storedVoices(employeeId)).toEqual([fresh]);
  });

  it('removed on one day: gone from the routine and its unstarted days; the file goes once nothing refers to it', async () => {
    const { manager, phone, employeeId, first, routineId } = await dailyRoutine();
    const [step] = await stepsOfDay(manager, first.id);
    const shared = (await putVoice(step!.id, manager)).json<Step>().voice!;
    const days = await daysOf(manager, employeeId, '2030-05-20', '2030-05-27');
    expect((await call('PUT', `/api/v1/task/start/${days[2]!.id}`, phone)).statusCode).toBe(200);

    const removed = await call('DELETE', `/api/v1/task/sub/${days[4]!.subtasks[0]!.id}/voice`, manager);
    expect(removed.statusCode, removed.body).toBe(200);
    const keys = voiceKeys(await daysOf(manager, employeeId, '2030-05-20', '2030-05-27'));
    for (const [day, stepKeys] of Object.entries(keys)) expect(stepKeys, day).toEqual(day === '2030-05-22' ? [keyOf(shared.downloadURL), null] : [null, null]);
    expect(await routineVoices(manager, routineId)).toEqual([null, null]);
    expect((await fetchFile(shared.downloadURL)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/task/sub/${days[2]!.subtasks[0]!.id}/voice`, manager)).statusCode).toBe(200);
    expect((await fetchFile(shared.downloadURL)).statusCode).toBe(404);
    expect(await storedVoices(employeeId)).toEqual([]);
  });

  it('follow their steps when the routine is edited, and go with a dropped step and with the employee', async () => {
    const { manager, employeeId, first, routineId } = await dailyRoutine();
    const [washing, apron] = await stepsOfDay(manager, first.id);
    const washingVoice = keyOf((await putVoice(washing!.id, manager)).json<Step>().voice!.downloadURL);
    const apronVoice = (await putVoice(apron!.id, manager, buildWav())).json<Step>().voice!;
    const edit = (subtasks: object[]) =>
      call('PUT', `/api/v1/task-routine/${routineId}`, manager, {
        taskName: 'Jutro',
        description: 'Jutarnji red',
        dueDate: '2030-05-20',
        dueTime: '08:00',
        subtasks,
        repeat: { kind: 'daily' },
      });

    // Swapped, and the apron step dropped later: each voice goes with its step.
    const swapped = await edit([
      { description: 'Obući pregaču', needPhoto: true, routineStep: 1 },
      { description: 'Oprati ruke', needPhoto: false, routineStep: 0 },
    ]);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(await routineVoices(manager, routineId)).toEqual([keyOf(apronVoice.downloadURL), washingVoice]);
    expect(voiceKeys(await daysOf(manager, employeeId, '2030-05-22', '2030-05-22'))['2030-05-22']).toEqual([keyOf(apronVoice.downloadURL), washingVoice]);

    const dropped = await edit([{ description: 'Oprati ruke', needPhoto: false, routineStep: 1 }]);
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await routineVoices(manager, routineId)).toEqual([washingVoice]);
    expect((await fetchFile(apronVoice.downloadURL)).statusCode).toBe(404);
    expect(await storedVoices(employeeId)).toEqual([washingVoice]);

    expect((await call('DELETE', `/api/v1/child/${employeeId}`, manager)).statusCode).toBe(204);
    expect(await storedVoices(employeeId)).toEqual([]);
  });
});

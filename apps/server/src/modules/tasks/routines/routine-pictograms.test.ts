import { pictogramDrawingPath, type Routine, type TaskWithSteps } from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, storedPictureFiles, TINY_PNG, type TestApp } from '../../../../test/helpers.ts';
import { routineDays } from './routine-days.fixture.ts';

/**
 * A routine's pictograms: set on a step or on the task of one of its days, they become the routine's, so its
 * days from today on that nobody started, and the days it makes later, show them; an edit of the routine
 * keeps each with its step. A step has a picture or a pictogram: one set on the routine's step removes the
 * other from the routine and its unstarted days. Zagreb's zone, Date faked (vi.useFakeTimers).
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ timezone: 'Europe/Zagreb' });
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

type Auth = Record<string, string>;
const { at, call, dailyRoutine: routineOf, daysOf, stepsOfDay, getRoutine } = routineDays(() => app);
const dailyRoutine = () => routineOf([{ description: 'Oprati ruke', needPhoto: false }, { description: 'Oprati zube', needPhoto: false }]);
const putPicture = (stepId: number, auth: Auth) =>
  app.server.inject({ method: 'PUT', url: `/api/v1/task/sub/${stepId}/picture`, headers: { ...auth, 'content-type': 'image/png' }, payload: TINY_PNG });
const drawn = (name: string) => ({ name, downloadURL: pictogramDrawingPath(name) });

/** Per day: the task's pictogram name and each step's (or its picture's kind), '-' for none. */
const looks = (days: TaskWithSteps[]) =>
  Object.fromEntries(
    days.map((day) => [day.dueDate, [day.pictogram?.name ?? '-', ...day.subtasks.map((step) => step.pictogram?.name ?? step.picture?.kind ?? '-')]]),
  );

const routineLooks = (routine: Routine) => [routine.pictogram?.name ?? '-', ...routine.subtasks.map((step) => step.pictogram?.name ?? step.picture?.kind ?? '-')];

/** The routine's form sent back with these steps (the phone's and the manager's Zadaci keep the days). */
const editRoutine = (auth: Auth, routineId: number, subtasks: object[]) =>
  call('PUT', `/api/v1/task-routine/${routineId}`, auth, { taskName: 'Jutro', description: 'Jutarnji red', dueDate: '2030-05-20', dueTime: '08:00', subtasks, repeat: { kind: 'daily' } });

describe("a routine's pictograms", () => {
  it("on a step: the routine, its unstarted days and the days made later get it; a started day keeps its own", async () => {
    const { manager, phone, employeeId, routineId } = await dailyRoutine();
    const tomorrow = (await daysOf(manager, employeeId, '2030-05-21', '2030-05-21'))[0]!;
    expect((await call('PUT', `/api/v1/task/start/${tomorrow.id}`, phone)).statusCode).toBe(200);

    const friday = (await daysOf(manager, employeeId, '2030-05-24', '2030-05-24'))[0]!;
    const set = await call('PUT', `/api/v1/task/sub/${friday.subtasks[1]!.id}/pictogram`, manager, { name: 'tooth' });
    expect(set.statusCode, set.body).toBe(200);
    const week = looks(await daysOf(phone, employeeId, '2030-05-20', '2030-05-27'));
    for (const [day, seen] of Object.entries(week)) expect(seen, day).toEqual(day === '2030-05-21' ? ['-', '-', '-'] : ['-', '-', 'tooth']);
    expect(routineLooks(await getRoutine(manager, routineId))).toEqual(['-', '-', 'tooth']);

    // Removed on one day: removed from the routine and its unstarted days; a day started meanwhile keeps it.
    const thursday = (await daysOf(manager, employeeId, '2030-05-23', '2030-05-23'))[0]!;
    expect((await call('PUT', `/api/v1/task/start/${thursday.id}`, phone)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/task/sub/${friday.subtasks[1]!.id}/pictogram`, manager)).statusCode).toBe(204);
    const cleared = looks(await daysOf(manager, employeeId, '2030-05-20', '2030-05-27'));
    for (const [day, seen] of Object.entries(cleared)) expect(seen, day).toEqual(day === '2030-05-23' ? ['-', '-', 'tooth'] : ['-', '-', '-']);
    expect(routineLooks(await getRoutine(manager, routineId))).toEqual(['-', '-', '-']);

    // Set again: two weeks later the new days are made with it.
    expect((await call('PUT', `/api/v1/task/sub/${friday.subtasks[1]!.id}/pictogram`, manager, { name: 'toothbrush' })).statusCode).toBe(200);
    at('2030-06-03T06:00:00Z');
    const later = await daysOf(phone, employeeId, '2030-06-03', '2030-06-10');
    expect(later).toHaveLength(8);
    expect(Object.values(looks(later))).toEqual(Array.from({ length: 8 }, () => ['-', '-', 'toothbrush']));
  });

  it('replaces the routine step’s picture and its files; a picture set later replaces the routine’s pictogram', async () => {
    const { manager, phone, employeeId, first, routineId } = await dailyRoutine();
    const [step] = await stepsOfDay(manager, first.id);
    expect((await putPicture(step!.id, manager)).statusCode).toBe(200);
    expect(routineLooks(await getRoutine(manager, routineId))).toEqual(['-', 'image', '-']);
    expect(await storedPictureFiles(app, employeeId)).toHaveLength(2);

    const set = await call('PUT', `/api/v1/task/sub/${step!.id}/pictogram`, manager, { name: 'soap' });
    expect(set.statusCode, set.body).toBe(200);
    expect(routineLooks(await getRoutine(manager, routineId))).toEqual(['-', 'soap', '-']);
    expect(Object.values(looks(await daysOf(manager, employeeId, '2030-05-20', '2030-05-27')))).toEqual(Array.from({ length: 8 }, () => ['-', 'soap', '-']));
    // No day and no routine refers to the picture any more: its files are gone.
    expect(await storedPictureFiles(app, employeeId)).toEqual([]);

    // A picture set on a later day's step: the routine and its days from today on that nobody started.
    const tomorrow = (await daysOf(manager, employeeId, '2030-05-21', '2030-05-21'))[0]!;
    expect((await call('PUT', `/api/v1/task/start/${tomorrow.id}`, phone)).statusCode).toBe(200);
    const wednesday = (await daysOf(manager, employeeId, '2030-05-22', '2030-05-22'))[0]!;
    expect((await putPicture(wednesday.subtasks[0]!.id, manager)).statusCode).toBe(200);
    expect(routineLooks(await getRoutine(manager, routineId))).toEqual(['-', 'image', '-']);
    const week = looks(await daysOf(manager, employeeId, '2030-05-20', '2030-05-27'));
    for (const [day, seen] of Object.entries(week)) expect(seen, day).toEqual(day === '2030-05-21' ? ['-', 'soap', '-'] : ['-', 'image', '-']);
    at('2030-06-03T06:00:00Z');
    expect(looks(await daysOf(phone, employeeId, '2030-06-03', '2030-06-03'))['2030-06-03']).toEqual(['-', 'image', '-']);
  });

  it("on a day's task: the routine and its unstarted days from today get it, later days too; removal goes the same way", async () => {
    const { manager, phone, employeeId, first, routineId } = await dailyRoutine();
    const tomorrow = (await daysOf(manager, employeeId, '2030-05-21', '2030-05-21'))[0]!;
    expect((await call('PUT', `/api/v1/task/start/${tomorrow.id}`, phone)).statusCode).toBe(200);

    const set = await call('PUT', `/api/v1/task/${first.id}/pictogram`, manager, { name: 'bus' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<TaskWithSteps>().pictogram).toEqual(drawn('bus'));
    const week = looks(await daysOf(phone, employeeId, '2030-05-20', '2030-05-27'));
    for (const [day, seen] of Object.entries(week)) expect(seen, day).toEqual(day === '2030-05-21' ? ['-', '-', '-'] : ['bus', '-', '-']);
    const routine = await getRoutine(manager, routineId);
    expect(routine.pictogram).toEqual(drawn('bus'));

    // Removed on a later day: from the routine and its unstarted days from today; a day started meanwhile keeps it.
    const thursday = (await daysOf(manager, employeeId, '2030-05-23', '2030-05-23'))[0]!;
    expect((await call('PUT', `/api/v1/task/start/${thursday.id}`, phone)).statusCode).toBe(200);
    const saturday = (await daysOf(manager, employeeId, '2030-05-25', '2030-05-25'))[0]!;
    expect((await call('DELETE', `/api/v1/task/${saturday.id}/pictogram`, manager)).statusCode).toBe(204);
    const cleared = await daysOf(manager, employeeId, '2030-05-20', '2030-05-27');
    expect(Object.fromEntries(cleared.map((day) => [day.dueDate, day.pictogram?.name ?? '-']))).toEqual({
      '2030-05-20': '-',
      '2030-05-21': '-',
      '2030-05-22': '-',
      '2030-05-23': 'bus',
      '2030-05-24': '-',
      '2030-05-25': '-',
      '2030-05-26': '-',
      '2030-05-27': '-',
    });
    expect((await getRoutine(manager, routineId)).pictogram).toBeNull();

    // Set again: two weeks later the new days are made with it.
    expect((await call('PUT', `/api/v1/task/${first.id}/pictogram`, manager, { name: 'bus' })).statusCode).toBe(200);
    at('2030-06-03T06:00:00Z');
    const later = await daysOf(phone, employeeId, '2030-06-03', '2030-06-10');
    expect(later.map((day) => day.pictogram?.name)).toEqual(Array.from({ length: 8 }, () => 'bus'));
  });

  it('an edit of the routine keeps each step’s pictogram with its step and the task’s; a new step has none', async () => {
    const { manager, employeeId, first, routineId } = await dailyRoutine();
    const steps = await stepsOfDay(manager, first.id);
    expect((await call('PUT', `/api/v1/task/sub/${steps[0]!.id}/pictogram`, manager, { name: 'soap' })).statusCode).toBe(200);
    expect((await putPicture(steps[1]!.id, manager)).statusCode).toBe(200);
    expect((await call('PUT', `/api/v1/task/${first.id}/pictogram`, manager, { name: 'tooth' })).statusCode).toBe(200);

    // Swapped, by the places they came from, and a new step first.
    const swapped = await editRoutine(manager, routineId, [
      { description: 'Novi korak', needPhoto: false },
      { description: 'Oprati zube', needPhoto: false, routineStep: 1 },
      { description: 'Oprati ruke sapunom', needPhoto: false, routineStep: 0 },
    ]);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(routineLooks(swapped.json<Routine>())).toEqual(['tooth', '-', 'image', 'soap']);
    const week = looks(await daysOf(manager, employeeId, '2030-05-20', '2030-05-27'));
    expect(Object.values(week)).toEqual(Array.from({ length: 8 }, () => ['tooth', '-', 'image', 'soap']));

    // A client that does not say where steps came from: a step whose text is unchanged at its place keeps it.
    const unchanged = await editRoutine(manager, routineId, [
      { description: 'Novi korak', needPhoto: false },
      { description: 'Oprati zube', needPhoto: false },
      { description: 'Oprati ruke sapunom', needPhoto: false },
      { description: 'Još jedan', needPhoto: false },
    ]);
    expect(routineLooks(unchanged.json<Routine>())).toEqual(['tooth', '-', 'image', 'soap', '-']);
    // A step whose text changed without a place given is a new step: the pictogram stays behind.
    const renamed = await editRoutine(manager, routineId, [
      { description: 'Novi korak', needPhoto: false },
      { description: 'Oprati zube', needPhoto: false },
      { description: 'Sapun', needPhoto: false },
    ]);
    expect(routineLooks(renamed.json<Routine>())).toEqual(['tooth', '-', 'image', '-']);
  });
});

import { addDays, localMs, type CreateTaskRequest, type Routine, type Task, type TaskCalendar, type TaskWithSteps } from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app.ts';
import { buildTask, createTestApp, loginEmployee, registerAndLogin, addEmployee, type TestApp } from '../../../../test/helpers.ts';

/**
 * Routines (tasks that repeat) through the API, in Zagreb's zone: their days across changes of clocks and
 * month ends, occurrences made once however many make them at once, the list's ETag, editing and the two
 * ways of deleting. The clock is Date's (vi.useFakeTimers), set before anyone logs in.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ timezone: 'Europe/Zagreb' });
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

type Auth = Record<string, string>;
const at = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
  app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A manager with one employee and the phone logged in, all at the clock's time. */
async function setUp() {
  const manager = await registerAndLogin(app);
  const employee = await addEmployee(app, manager.auth);
  const phone = await loginEmployee(app, manager.auth, employee.id);
  /** Logs the manager in again (a manager's session lasts 12 hours; the tests move days ahead). */
  const relogin = async () => {
    const login = await app.server.inject({
      method: 'POST',
      url: '/api/v1/manager/login',
      payload: { username: manager.input.email, password: manager.input.password },
    });
    expect(login.statusCode).toBe(200);
    return { authorization: `Bearer ${login.json<{ jwtToken: string }>().jwtToken}` };
  };
  return { manager: manager.auth, employeeId: employee.id, phone: phone.auth, relogin };
}

async function createRoutine(auth: Auth, employeeId: number, overrides: Partial<CreateTaskRequest>) {
  const response = await call('POST', '/api/v1/task', auth, buildTask(employeeId, { priority: false, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Task>();
}

async function listDays(auth: Auth, employeeId: number, from: string, to: string) {
  const response = await call('GET', `/api/v1/task/${employeeId}?include=subtasks&from=${from}&to=${to}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TaskWithSteps[]>();
}

/** The routine's tasks as stored, by day. */
const stored = (routineId: number) =>
  app.db
    .selectFrom('tasks')
    .select(['id', 'due_date', 'due_time', 'task_name', 'due_local_at', 'started_at'])
    .where('routine_id', '=', routineId)
    .orderBy('due_date')
    .execute();
const days = async (routineId: number) => (await stored(routineId)).map((task) => task.due_date);
const stepCounts = async (routineId: number) =>
  (
    await app.db
      .selectFrom('subtasks')
      .innerJoin('tasks', 'tasks.id', 'subtasks.task_id')
      .select(['tasks.due_date', (eb) => eb.fn.countAll<number>().as('steps')])
      .where('tasks.routine_id', '=', routineId)
      .groupBy('tasks.due_date')
      .orderBy('tasks.due_date')
      .execute()
  ).map((row) => [row.due_date, Number(row.steps)]);
const range = (from: string, count: number, step = 1) => Array.from({ length: count }, (_, index) => addDays(from, index * step));

describe('making occurrences', () => {
  it('makes a daily routine a task of its own on each of today and the next 7 days, each with fresh steps, and answers the first', async () => {
    at('2030-05-20T08:00:00Z');
    const { manager, employeeId } = await setUp();
    const first = await createRoutine(manager, employeeId, { dueDate: '2030-05-20', dueTime: '07:15', repeat: { kind: 'daily' } });
    expect(first).toMatchObject({
      dueDate: '2030-05-20',
      dueTime: '07:15',
      routine: { kind: 'daily', weekdays: [], startDate: '2030-05-20', endDate: null },
    });
    const routineId = first.routine!.id;
    expect(await days(routineId)).toEqual(range('2030-05-20', 8));
    const tasks = await listDays(manager, employeeId, '2030-05-20', '2030-05-27');
    expect(tasks.map((task) => [task.dueDate, task.taskName, task.subtasks.map((step) => [step.description, step.needPhoto, step.done])])).toEqual(
      range('2030-05-20', 8).map((date) => [date, 'Složiti police', [['Uzeti kutije', false, false], ['Poslikati složene police', true, false]]]),
    );
    // Each day's steps are its own rows.
    expect(new Set(tasks.flatMap((task) => task.subtasks.map((step) => step.id))).size).toBe(16);
  });

  it('falls on Monday to Friday, chosen weekdays, the start weekday each week, until the end date', async () => {
    at('2030-05-20T08:00:00Z'); // a Monday
    const { manager, employeeId } = await setUp();
    const weekdays = await createRoutine(manager, employeeId, { dueDate: '2030-05-20', repeat: { kind: 'weekdays' } });
    const custom = await createRoutine(manager, employeeId, { dueDate: '2030-05-20', repeat: { kind: 'custom', weekdays: [2, 4, 7] } });
    const weekly = await createRoutine(manager, employeeId, { dueDate: '2030-05-22', repeat: { kind: 'weekly' } });
    const ending = await createRoutine(manager, employeeId, { dueDate: '2030-05-20', repeat: { kind: 'daily', endDate: '2030-05-22' } });
    // The screen asks for two weeks and a half: they are made as it asks.
    await listDays(manager, employeeId, '2030-05-20', '2030-06-06');
    expect(await days(weekdays.routine!.id)).toEqual([...range('2030-05-20', 5), ...range('2030-05-27', 5), ...range('2030-06-03', 4)]);
    expect(custom.dueDate).toBe('2030-05-21');
    expect(await days(custom.routine!.id)).toEqual(['2030-05-21', '2030-05-23', '2030-05-26', '2030-05-28', '2030-05-30', '2030-06-02', '2030-06-04', '2030-06-06']);
    expect(await days(weekly.routine!.id)).toEqual(['2030-05-22', '2030-05-29', '2030-06-05']);
    expect(await days(ending.routine!.id)).toEqual(['2030-05-20', '2030-05-21', '2030-05-22']);
    expect(custom.routine!.weekdays).toEqual([2, 4, 7]);
  });

  it('keeps a monthly routine on the 31st on the last day of shorter months, Feb 29 in 2028 included, in the calendar', async () => {
    at('2028-01-30T10:00:00Z');
    const { manager, employeeId, relogin } = await setUp();
    const monthly = await createRoutine(manager, employeeId, { dueDate: '2028-01-31', dueTime: '12:00', repeat: { kind: 'monthly' } });
    const onThe30th = await createRoutine(manager, employeeId, { dueDate: '2028-01-30', repeat: { kind: 'monthly', endDate: '2028-04-30' } });
    // Made at once: its first day, whatever the horizon.
    expect(await days(monthly.routine!.id)).toEqual(['2028-01-31']);
    const response = await call('GET', `/api/v1/task-calendar/${employeeId}?year=2028`, manager);
    expect(response.statusCode).toBe(200);
    const calendar = response.json<TaskCalendar>();
    const monthEnds = ['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30', '2028-05-31', '2028-06-30', '2028-07-31', '2028-08-31', '2028-09-30', '2028-10-31', '2028-11-30', '2028-12-31'];
    expect(await days(monthly.routine!.id)).toEqual(monthEnds);
    expect(await days(onThe30th.routine!.id)).toEqual(['2028-01-30', '2028-02-29', '2028-03-30', '2028-04-30']);
    expect(calendar.days.filter((day) => day.date.endsWith('-31') || day.date === '2028-02-29').map((day) => [day.date, day.total])).toEqual(
      monthEnds.filter((date) => date.endsWith('-31') || date === '2028-02-29').map((date) => [date, date === '2028-02-29' ? 2 : 1]),
    );
    // The next year's February has 28 days.
    at('2028-12-01T10:00:00Z');
    await call('GET', `/api/v1/task-calendar/${employeeId}?year=2029`, await relogin());
    expect((await days(monthly.routine!.id)).filter((date) => date < '2029-05-01')).toEqual([
      ...monthEnds,
      '2029-01-31',
      '2029-02-28',
      '2029-03-31',
      '2029-04-30',
    ]);
  });

  it('makes screens at most a year ahead', async () => {
    at('2030-05-20T08:00:00Z');
    const { manager, employeeId } = await setUp();
    const daily = await createRoutine(manager, employeeId, { dueDate: '2030-05-20', repeat: { kind: 'weekly' } });
    expect((await call('GET', `/api/v1/task-calendar/${employeeId}?year=2040`, manager)).statusCode).toBe(200);
    const made = await days(daily.routine!.id);
    expect(made.at(-1)! <= addDays('2030-05-20', 366)).toBe(true);
    expect(made.at(-1)! > '2031-05-01').toBe(true);
  });

  it('keeps routine tasks past the next 7 days out of the open lists, and shows them in the calendar day', async () => {
    at('2030-05-20T08:00:00Z');
    const { manager, employeeId, phone } = await setUp();
    await createRoutine(manager, employeeId, { dueDate: '2030-05-20', repeat: { kind: 'daily' } });
    await call('GET', `/api/v1/task-calendar/${employeeId}?year=2030`, manager);
    const current = (await call('GET', `/api/v1/task/${employeeId}?status=current`, phone)).json<Task[]>();
    expect(current.map((task) => task.dueDate)).toEqual(range('2030-05-20', 8));
    const open = (await call('GET', `/api/v1/task/${employeeId}?status=open&include=subtasks`, manager)).json<Task[]>();
    expect(open.map((task) => task.dueDate)).toEqual(range('2030-05-20', 8));
    expect((await listDays(manager, employeeId, '2030-09-01', '2030-09-01')).map((task) => task.dueDate)).toEqual(['2030-09-01']);
  });
});

describe('days when the clocks change (Europe/Zagreb)', () => {
  it('makes one 02:30 and one 09:00 task on each day around the spring change, with their wall-clock times', async () => {
    at('2026-03-27T10:00:00Z'); // Friday; clocks go 02:00 → 03:00 on Sunday 29 March
    const { manager, employeeId, relogin } = await setUp();
    const night = await createRoutine(manager, employeeId, { dueDate: '2026-03-27', dueTime: '02:30', repeat: { kind: 'daily' } });
    const morning = await createRoutine(manager, employeeId, { dueDate: '2026-03-27', dueTime: '09:00', repeat: { kind: 'daily' } });
    // Late on Sunday (23:30 CEST, 21:30 UTC) today is still the 29th; half an hour after midnight it is the 30th.
    at('2026-03-29T21:30:00Z');
    await app.routines.generateAll();
    expect((await days(night.routine!.id)).at(-1)).toBe('2026-04-05');
    at('2026-03-29T22:30:00Z');
    await app.routines.generateAll();
    for (const routine of [night, morning]) {
      const tasks = await stored(routine.routine!.id);
      expect(tasks.map((task) => task.due_date)).toEqual(range('2026-03-27', 11));
      expect(tasks.map((task) => Number(task.due_local_at))).toEqual(tasks.map((task) => localMs(task.due_date, routine.dueTime)));
    }
    const sunday = await listDays(await relogin(), employeeId, '2026-03-29', '2026-03-29');
    expect(sunday.map((task) => task.dueTime)).toEqual(['02:30', '09:00']);
  });

  it('makes one task on each day around the autumn change, and a new day starts at local midnight', async () => {
    at('2026-10-23T10:00:00Z'); // Friday; clocks go 03:00 → 02:00 on Sunday 25 October
    const { manager, employeeId } = await setUp();
    const night = await createRoutine(manager, employeeId, { dueDate: '2026-10-23', dueTime: '02:30', repeat: { kind: 'daily' } });
    const morning = await createRoutine(manager, employeeId, { dueDate: '2026-10-23', dueTime: '09:00', repeat: { kind: 'daily' } });
    // 02:30 happens twice on the 25th (00:30 and 01:30 UTC): still one task.
    for (const instant of ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-10-25T22:30:00Z']) {
      at(instant);
      await app.routines.generateAll();
    }
    expect((await days(night.routine!.id)).at(-1)).toBe('2026-11-01');
    // 23:30 UTC on the 25th is 00:30 CET on the 26th.
    at('2026-10-25T23:30:00Z');
    await app.routines.generateAll();
    for (const routine of [night, morning]) {
      const tasks = await stored(routine.routine!.id);
      expect(tasks.map((task) => task.due_date)).toEqual(range('2026-10-23', 11));
      expect(tasks.map((task) => Number(task.due_local_at))).toEqual(tasks.map((task) => localMs(task.due_date, routine.dueTime)));
    }
  });
});

describe('making each occurrence once', () => {
  // A database of its own: generateAll would also make the years of days earlier tests' routines are behind.
  let shared: TestApp;
  beforeAll(async () => {
    shared = app;
    app = await createTestApp({ timezone: 'Europe/Zagreb' });
  });
  afterAll(async () => {
    await app.close();
    app = shared;
  });

  it('makes each task once when generations run at once, on one instance and (PostgreSQL) on two', async () => {
    at('2030-05-20T08:00:00Z');
    const { manager, employeeId, phone } = await setUp();
    const routine = await createRoutine(manager, employeeId, { dueDate: '2030-05-20', repeat: { kind: 'daily' } });
    // SQLite: a second connection in this process would block (better-sqlite3) the thread holding the lock.
    const twoInstances = app.dialect === 'postgres';
    const second = twoInstances ? await buildApp({ ...app.config }) : app;
    try {
      at('2030-05-23T08:00:00Z');
      const listed = () => call('GET', `/api/v1/task/${employeeId}?status=current&include=subtasks`, phone);
      const results = await Promise.all([
        app.routines.generateAll(),
        second.routines.generateAll(),
        listed(),
        second.server.inject({ method: 'GET', url: `/api/v1/task/${employeeId}?from=2030-05-20&to=2030-06-10`, headers: phone }),
        app.routines.generateAll(),
        listed(),
      ]);
      expect(results.filter((result) => typeof result !== 'number').map((result) => (result as { statusCode: number }).statusCode)).toEqual([200, 200, 200]);
      expect(await days(routine.routine!.id)).toEqual(range('2030-05-20', 22));
      expect(await stepCounts(routine.routine!.id)).toEqual(range('2030-05-20', 22).map((date) => [date, 2]));
      // Nothing is missing any more: nothing more is made.
      expect(await app.routines.generateAll()).toBe(0);
      expect(await second.routines.generateAll()).toBe(0);
    } finally {
      if (twoInstances) await second.server.close();
    }
  });

  it('answers the list anew when a new day brings tasks, not a stale 304', async () => {
    at('2030-05-20T08:00:00Z');
    const { manager, employeeId, phone } = await setUp();
    await createRoutine(manager, employeeId, { dueDate: '2030-05-20', repeat: { kind: 'daily' } });
    const url = `/api/v1/task/${employeeId}?status=current&include=subtasks`;
    const first = await call('GET', url, phone);
    const etag = first.headers.etag as string;
    expect((await call('GET', url, { ...phone, 'if-none-match': etag })).statusCode).toBe(304);
    // The calendar of next year is made up to a year ahead: 2031-05-21 today.
    const calendarUrl = `/api/v1/task-calendar/${employeeId}?year=2031`;
    const calendar = await call('GET', calendarUrl, phone);
    expect(calendar.json<TaskCalendar>().days.at(-1)).toEqual({ date: '2031-05-21', total: 1, done: 0 });
    expect((await call('GET', calendarUrl, { ...phone, 'if-none-match': calendar.headers.etag as string })).statusCode).toBe(304);
    // The next morning: the day a week ahead is made by this very request, and the answer carries it.
    at('2030-05-21T08:00:00Z');
    // The same question as yesterday: its new last day is made first, so yesterday's ETag no longer holds.
    const nextCalendar = await call('GET', calendarUrl, { ...phone, 'if-none-match': calendar.headers.etag as string });
    expect(nextCalendar.statusCode).toBe(200);
    expect(nextCalendar.json<TaskCalendar>().days.at(-1)).toEqual({ date: '2031-05-22', total: 1, done: 0 });
    const next = await call('GET', url, { ...phone, 'if-none-match': etag });
    expect(next.statusCode).toBe(200);
    expect(next.json<Task[]>().map((task) => task.dueDate).at(-1)).toBe('2030-05-28');
    expect((await call('GET', url, { ...phone, 'if-none-match': next.headers.etag as string })).statusCode).toBe(304);
    // A day range made on asking (no horizon in its question): its ETag follows the version.
    const dayUrl = `/api/v1/task/${employeeId}?from=2030-06-10&to=2030-06-10`;
    const day = await call('GET', `/api/v1/task/${employeeId}?from=2030-06-09&to=2030-06-09`, phone);
    expect(day.json<Task[]>()).toHaveLength(1);
    const dayEtag = (await call('GET', dayUrl, phone)).headers.etag as string;
    expect((await call('GET', dayUrl, { ...phone, 'if-none-match': dayEtag })).statusCode).toBe(304);
  });
});

describe('editing a routine', () => {
  it('changes its tasks from today on that nobody started; started, finished and earlier ones stay', async () => {
    at('2030-05-18T08:00:00Z');
    const { manager, employeeId, phone, relogin } = await setUp();
    const first = await createRoutine(manager, employeeId, {
      dueDate: '2030-05-18',
      dueTime: '08:00',
      repeat: { kind: 'daily' },
      subtasks: [{ description: 'Stari korak', needPhoto: false }],
    });
    const routineId = first.routine!.id;
    at('2030-05-20T07:00:00Z');
    const auth = await relogin();
    const today = (await stored(routineId)).find((task) => task.due_date === '2030-05-20')!;
    expect((await call('PUT', `/api/v1/task/start/${today.id}`, phone)).statusCode).toBe(200);
    // 'Samo ovaj' on the 23rd: stays deleted after the edit.
    const skipped = (await stored(routineId)).find((task) => task.due_date === '2030-05-23')!;
    expect((await call('DELETE', `/api/v1/task/${skipped.id}`, auth)).statusCode).toBe(204);

    const edited = await call('PUT', `/api/v1/task-routine/${routineId}`, auth, {
      taskName: 'Novi naziv',
      description: 'Novi opis',
      dueDate: '2030-05-18',
      dueTime: '10:00',
      priority: true,
      subtasks: [
        { description: 'Novi korak', needPhoto: true },
        { description: 'Drugi novi korak', needPhoto: false },
      ],
      repeat: { kind: 'weekdays', endDate: '2030-06-30' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Routine>()).toMatchObject({
      id: routineId,
      taskName: 'Novi naziv',
      dueTime: '10:00',
      priority: true,
      kind: 'weekdays',
      startDate: '2030-05-18',
      endDate: '2030-06-30',
      subtasks: [
        { description: 'Novi korak', needPhoto: true },
        { description: 'Drugi novi korak', needPhoto: false },
      ],
    });
    const tasks = await listDays(auth, employeeId, '2030-05-18', '2030-05-27');
    expect(tasks.map((task) => [task.dueDate, task.taskName, task.dueTime, task.priority, task.subtasks.map((step) => step.description)])).toEqual([
      ['2030-05-18', 'Složiti police', '08:00', false, ['Stari korak']],
      ['2030-05-19', 'Složiti police', '08:00', false, ['Stari korak']],
      // Started: as it was.
      ['2030-05-20', 'Složiti police', '08:00', false, ['Stari korak']],
      ['2030-05-21', 'Novi naziv', '10:00', true, ['Novi korak', 'Drugi novi korak']],
      ['2030-05-22', 'Novi naziv', '10:00', true, ['Novi korak', 'Drugi novi korak']],
      ['2030-05-24', 'Novi naziv', '10:00', true, ['Novi korak', 'Drugi novi korak']],
      ['2030-05-27', 'Novi naziv', '10:00', true, ['Novi korak', 'Drugi novi korak']],
    ]);
    expect(tasks.every((task) => task.routine?.kind === 'weekdays')).toBe(true);
    const got = await call('GET', `/api/v1/task-routine/${routineId}`, auth);
    expect(got.json()).toEqual(edited.json());
  });

  it("edits today's task too when it has not started", async () => {
    at('2030-05-20T07:00:00Z');
    const { manager, employeeId } = await setUp();
    const first = await createRoutine(manager, employeeId, { dueDate: '2030-05-20', dueTime: '08:00', repeat: { kind: 'daily' } });
    const body = { ...buildTask(employeeId, { dueDate: '2030-05-20', dueTime: '09:15' }), repeat: { kind: 'daily' } } as Record<string, unknown>;
    delete body.child;
    expect((await call('PUT', `/api/v1/task-routine/${first.routine!.id}`, manager, body)).statusCode).toBe(200);
    expect((await stored(first.routine!.id)).map((task) => [task.due_date, task.due_time])).toEqual(range('2030-05-20', 8).map((date) => [date, '09:15']));
  });
});

describe('deleting a routine task', () => {
  it("'Samo ovaj' deletes that day alone, and it is never made again", async () => {
    at('2030-05-20T08:00:00Z');
    const { manager, employeeId, relogin } = await setUp();
    const first = await createRoutine(manager, employeeId, { dueDate: '2030-05-20', repeat: { kind: 'daily' } });
    const routineId = first.routine!.id;
    const tomorrow = (await stored(routineId)).find((task) => task.due_date === '2030-05-21')!;
    expect((await call('DELETE', `/api/v1/task/${tomorrow.id}`, manager)).statusCode).toBe(204);
    at('2030-05-22T08:00:00Z');
    await app.routines.generateAll();
    await listDays(await relogin(), employeeId, '2030-05-01', '2030-06-30');
    const made = await days(routineId);
    expect(made).not.toContain('2030-05-21');
    expect(made.slice(0, 3)).toEqual(['2030-05-20', '2030-05-22', '2030-05-23']);
  });

  it("'Ovaj i sljedeći' ends the routine the day before and deletes its later tasks nobody started", async () => {
    at('2030-05-20T08:00:00Z');
    const { manager, employeeId, phone, relogin } = await setUp();
    const first = await createRoutine(manager, employeeId, { dueDate: '2030-05-20', repeat: { kind: 'daily' } });
    const routineId = first.routine!.id;
    const byDay = new Map((await stored(routineId)).map((task) => [task.due_date, task.id]));
    // Started early: it stays.
    expect((await call('PUT', `/api/v1/task/start/${byDay.get('2030-05-25')!}`, phone)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/task/${byDay.get('2030-05-23')!}?following=true`, manager)).statusCode).toBe(204);
    expect(await days(routineId)).toEqual(['2030-05-20', '2030-05-21', '2030-05-22', '2030-05-25']);
    const routine = (await call('GET', `/api/v1/task-routine/${routineId}`, manager)).json<Routine>();
    expect(routine.endDate).toBe('2030-05-22');
    at('2030-05-24T08:00:00Z');
    await app.routines.generateAll();
    await listDays(await relogin(), employeeId, '2030-05-01', '2030-12-31');
    expect(await days(routineId)).toEqual(['2030-05-20', '2030-05-21', '2030-05-22', '2030-05-25']);
  });

  it('deletes a task of no routine alone, with following=true too', async () => {
    at('2030-05-20T08:00:00Z');
    const { manager, employeeId } = await setUp();
    const plain = await call('POST', '/api/v1/task', manager, buildTask(employeeId));
    expect(plain.json<Task>().routine).toBeNull();
    expect((await call('DELETE', `/api/v1/task/${plain.json<Task>().id}?following=true`, manager)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/v1/task/${plain.json<Task>().id}`, manager)).statusCode).toBe(404);
  });

  it('removes the routines with their employee', async () => {
    at('2030-05-20T08:00:00Z');
    const { manager, employeeId } = await setUp();
    await createRoutine(manager, employeeId, { dueDate: '2030-05-20', repeat: { kind: 'daily' } });
    expect((await call('DELETE', `/api/v1/child/${employeeId}`, manager)).statusCode).toBe(204);
    expect(await app.db.selectFrom('task_routines').select('id').where('employee_id', '=', employeeId).execute()).toEqual([]);
  });
});

describe('bad input and other people', () => {
  it('refuses a bad repeat with 400 naming the field', async () => {
    at('2030-05-20T08:00:00Z');
    const { manager, employeeId } = await setUp();
    const refused = async (repeat: object, dueDate = '2030-05-20') => {
      const response = await call('POST', '/api/v1/task', manager, { ...buildTask(employeeId, { dueDate }), repeat });
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    };
    expect(await refused({ kind: 'daily', endDate: '2030-05-19' })).toEqual({ 'repeat.endDate': 'before_start' });
    expect(await refused({ kind: 'custom', weekdays: [] })).toEqual({ 'repeat.weekdays': 'required' });
    expect(Object.keys(await refused({ kind: 'custom' }))).toEqual(['repeat.weekdays']);
    expect(Object.keys(await refused({ kind: 'yearly' }))).toEqual(['repeat.kind']);
    expect(Object.keys(await refused({ kind: 'custom', weekdays: [8] }))).toEqual(['repeat.weekdays.0']);
    expect(Object.keys(await refused({ kind: 'daily', endDate: '2030-02-30' }))).toEqual(['repeat.endDate']);
    // Monday to Tuesday on Saturdays: never.
    expect(await refused({ kind: 'custom', weekdays: [6], endDate: '2030-05-21' })).toEqual({ 'repeat.endDate': 'no_occurrence' });
    // Ended before today.
    expect(await refused({ kind: 'daily', endDate: '2030-05-10' }, '2030-05-01')).toEqual({ 'repeat.endDate': 'no_occurrence' });
    expect(await app.db.selectFrom('task_routines').select('id').where('employee_id', '=', employeeId).execute()).toEqual([]);

    const routine = await createRoutine(manager, employeeId, { dueDate: '2030-05-20', repeat: { kind: 'daily' } });
    const body = { taskName: 'X', description: 'Y', dueDate: '2030-05-20', dueTime: '08:00', repeat: { kind: 'custom', weekdays: [] } };
    const edit = await call('PUT', `/api/v1/task-routine/${routine.routine!.id}`, manager, body);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fields).toEqual({ 'repeat.weekdays': 'required' });
    const noRepeat = await call('PUT', `/api/v1/task-routine/${routine.routine!.id}`, manager, { ...body, repeat: undefined });
    expect(Object.keys(noRepeat.json().error.fields)).toEqual(['repeat']);
  });

  it("answers 404 to another manager and 403 to the phone for a routine; another manager's 'Ovaj i sljedeći' is 404", async () => {
    at('2030-05-20T08:00:00Z');
    const a = await setUp();
    const b = await setUp();
    const routine = await createRoutine(a.manager, a.employeeId, { dueDate: '2030-05-20', repeat: { kind: 'daily' } });
    const routineId = routine.routine!.id;
    const body = { taskName: 'Tuđe', description: 'Tuđe', dueDate: '2030-05-20', dueTime: '08:00', repeat: { kind: 'daily' } };
    expect((await call('GET', `/api/v1/task-routine/${routineId}`, b.manager)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/task-routine/${routineId}`, b.manager, body)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/task/${routine.id}?following=true`, b.manager)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/task-routine/${routineId}`, a.phone)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/task', b.manager, { ...buildTask(a.employeeId), repeat: { kind: 'daily' } })).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/task-routine/999999`, a.manager)).statusCode).toBe(404);
    expect(await days(routineId)).toHaveLength(8);
    expect((await call('GET', `/api/v1/task-routine/${routineId}`, a.manager)).json<Routine>().taskName).toBe('Složiti police');
  });
});

import type { Task, TaskCalendar, TaskWithSteps } from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../../db/database.ts';
import { holdClock } from '../../../../test/clock.ts';
import { addEmployee, addTask, createTestApp, managerWithEmployee, registerAndLogin, TINY_PNG, type TestApp } from '../../../../test/helpers.ts';
import type { Db } from '../../../db/database.ts';
import { createSignedLinks } from '../../../platform/signed-links.ts';
import { createPresenter } from '../shared/presenter.ts';
import { createReadsRepository } from '../shared/reads.repository.ts';
import { createListRepository } from './list.repository.ts';
import { createTaskLists } from './task-lists.ts';

/** The task list's ranges, statuses and pages, the calendar's counts, and the ETag that answers 304. */

/** The lists as the routes answer them, read through a database connection of the test's own. */
const taskListsOn = (db: Db) =>
  createTaskLists(createListRepository(db), createReadsRepository(db), createPresenter(createSignedLinks('a-secret-of-the-tests-own-32-chars')), async () => {
    // Read here as the employee's phone reads them: never with the steps' support records.
    throw new Error('the employee’s list read support records');
  });

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

type Auth = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
  app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function list<T = Task>(auth: Auth, employeeId: number, query: string): Promise<T[]> {
  const response = await call('GET', `/api/v1/task/${employeeId}?${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T[]>();
}

const names = (tasks: Task[]) => tasks.map((task) => task.taskName);

/** A task without steps, started and finished by the employee at `endedAt`. */
async function finishedTask(manager: Auth, phone: Auth, employeeId: number, taskName: string, endedAt: string) {
  const task = await addTask(app, manager, employeeId, { taskName, subtasks: [] });
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(endedAt) });
  expect((await call('PUT', `/api/v1/task/start/${task.id}`, phone)).statusCode).toBe(200);
  expect((await call('PUT', `/api/v1/task/finish/${task.id}`, phone)).statusCode).toBe(200);
  vi.useRealTimers();
  return task;
}

describe('due-date ranges and the calendar', () => {
  it('takes the first and the last day of a range, across month and year ends, and counts each day in SQL', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    for (const [taskName, dueDate] of [
      ['Stara godina', '2029-12-31'],
      ['Prvi januar', '2030-01-01'],
      ['Zadnji januar', '2030-01-31'],
      ['Prvi februar', '2030-02-01'],
      ['Kraj godine', '2030-12-31'],
      ['Nova godina', '2031-01-01'],
    ]) {
      await addTask(app, manager.auth, employee.id, { taskName, dueDate, subtasks: [] });
    }
    const second = await addTask(app, manager.auth, employee.id, { taskName: 'Drugi prvi januar', dueDate: '2030-01-01', dueTime: '08:00', subtasks: [] });
    await call('PUT', `/api/v1/task/start/${second.id}`, phone.auth);
    await call('PUT', `/api/v1/task/finish/${second.id}`, phone.auth);

    expect(names(await list(manager.auth, employee.id, 'from=2030-01-01&to=2030-01-31'))).toEqual(['Drugi prvi januar', 'Prvi januar', 'Zadnji januar']);
    expect(names(await list(manager.auth, employee.id, 'from=2030-01-01&to=2030-01-01'))).toEqual(['Drugi prvi januar', 'Prvi januar']);
    expect(names(await list(manager.auth, employee.id, 'from=2030-12-31'))).toEqual(['Kraj godine', 'Nova godina']);
    expect(names(await list(manager.auth, employee.id, 'to=2029-12-31'))).toEqual(['Stara godina']);
    // The phone's "today and earlier", open only.
    expect(names(await list(phone.auth, employee.id, 'status=open&to=2030-01-01'))).toEqual(['Stara godina', 'Prvi januar']);

    const calendar = await call('GET', `/api/v1/task-calendar/${employee.id}?year=2030`, manager.auth);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.json<TaskCalendar>()).toEqual({
      year: 2030,
      days: [
        { date: '2030-01-01', total: 2, done: 1 },
        { date: '2030-01-31', total: 1, done: 0 },
        { date: '2030-02-01', total: 1, done: 0 },
        { date: '2030-12-31', total: 1, done: 0 },
      ],
    });
    expect((await call('GET', `/api/v1/task-calendar/${employee.id}?year=2028`, phone.auth)).json<TaskCalendar>()).toEqual({ year: 2028, days: [] });
  });

  it('refuses a range that ends before it starts, bad dates and years, and paging without status=done, naming the field', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const cases: [string, string][] = [
      ['from=2030-02-01&to=2030-01-31', 'to'],
      ['from=2030-02-30', 'from'],
      ['to=tomorrow', 'to'],
      ['status=later', 'status'],
      ['before=5', 'before'],
      ['status=open&limit=5', 'before'],
      ['status=done&limit=0', 'limit'],
      ['status=done&limit=201', 'limit'],
      ['status=done&before=2147483648', 'before'],
    ];
    for (const [query, field] of cases) {
      const response = await call('GET', `/api/v1/task/${employee.id}?${query}`, manager.auth);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields, query).toHaveProperty(field);
    }
    for (const year of ['1899', '10000', 'abc', '2030.5']) {
      const response = await call('GET', `/api/v1/task-calendar/${employee.id}?year=${year}`, manager.auth);
      expect(response.statusCode, year).toBe(400);
      expect(response.json().error.fields, year).toHaveProperty('year');
    }
  });
});

describe('open, current and finished tasks', () => {
  it('pages finished tasks newest end first, and goes on after the last one of a page', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    await addTask(app, manager.auth, employee.id, { taskName: 'Otvoren', subtasks: [] });
    const ends = ['2026-01-05T10:00:00Z', '2026-03-01T09:00:00Z', '2026-03-01T09:00:00Z', '2026-06-30T22:30:00Z', '2026-11-01T07:00:00Z'];
    const finished: Task[] = [];
    for (const [index, endedAt] of ends.entries()) finished.push(await finishedTask(manager.auth, phone.auth, employee.id, `Gotov ${index + 1}`, endedAt));

    const first = await list(phone.auth, employee.id, 'status=done&limit=2');
    expect(names(first)).toEqual(['Gotov 5', 'Gotov 4']);
    // Two tasks ended at the same moment: the later id first, and neither lost between pages.
    const second = await list(phone.auth, employee.id, `status=done&limit=2&before=${first.at(-1)!.id}`);
    expect(names(second)).toEqual(['Gotov 3', 'Gotov 2']);
    const third = await list(phone.auth, employee.id, `status=done&limit=2&before=${second.at(-1)!.id}`);
    expect(names(third)).toEqual(['Gotov 1']);
    expect(await list(phone.auth, employee.id, `status=done&before=${third[0]!.id}`)).toEqual([]);
    // The default page holds them all here.
    expect(names(await list(manager.auth, employee.id, 'status=done'))).toEqual(['Gotov 5', 'Gotov 4', 'Gotov 3', 'Gotov 2', 'Gotov 1']);
    expect(names(await list(manager.auth, employee.id, 'status=open'))).toEqual(['Otvoren']);

    // Going on from a task that is open, missing or someone else's: nothing to go on from.
    const open = (await list(manager.auth, employee.id, 'status=open'))[0]!;
    expect((await call('GET', `/api/v1/task/${employee.id}?status=done&before=${open.id}`, manager.auth)).statusCode).toBe(404);
    const other = await managerWithEmployee(app);
    const foreign = await finishedTask(other.manager.auth, other.phone.auth, other.employee.id, 'Tuđi', '2026-02-01T10:00:00Z');
    expect((await call('GET', `/api/v1/task/${employee.id}?status=done&before=${foreign.id}`, manager.auth)).statusCode).toBe(404);
    expect(finished).toHaveLength(5);
  });

  it("status=current holds the open tasks and those finished in the last days, with their steps only", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    await finishedTask(manager.auth, phone.auth, employee.id, 'Prije deset dana', new Date(now - 10 * day).toISOString());
    await finishedTask(manager.auth, phone.auth, employee.id, 'Jučer', new Date(now - day).toISOString());
    const open = await addTask(app, manager.auth, employee.id, { taskName: 'Otvoren' });

    const current = await list<TaskWithSteps>(manager.auth, employee.id, 'status=current&include=subtasks');
    expect(names(current).sort()).toEqual(['Jučer', 'Otvoren']);
    expect(current.find((task) => task.id === open.id)!.subtasks.map((step) => step.description)).toEqual(['Uzeti kutije', 'Poslikati složene police']);
    // Without a status: every task, as the original client asks.
    expect(await list(manager.auth, employee.id, '')).toHaveLength(3);
  });

  it('gives each of more than 500 tasks its own steps, in due order, in every list (tasks and steps are read 500 at a time)', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const count = 503;
    for (let i = 0; i < count; i++) {
      // Later tasks due earlier, some on the same day and time: the lists' order is not the ids' order.
      await addTask(app, manager.auth, employee.id, {
        taskName: `Zadatak ${i}`,
        dueDate: `2031-03-${String(28 - Math.floor(i / 20)).padStart(2, '0')}`,
        dueTime: `${String(8 + (i % 3)).padStart(2, '0')}:00`,
        subtasks: [
          { description: `Prvi korak ${i}`, needPhoto: false },
          { description: `Drugi korak ${i}`, needPhoto: i % 2 === 0 },
        ],
      });
    }
    const all = await list<TaskWithSteps>(manager.auth, employee.id, 'include=subtasks');
    expect(all).toHaveLength(count);
    for (const task of all) {
      const i = task.taskName.slice('Zadatak '.length);
      expect(task.subtasks.map((step) => step.description), task.taskName).toEqual([`Prvi korak ${i}`, `Drugi korak ${i}`]);
      expect(task.subtasks.every((step) => step.task.id === task.id)).toBe(true);
    }
    const due = (task: Task) => `${task.dueDate} ${task.dueTime} ${String(task.id).padStart(12, '0')}`;
    expect(all.map(due)).toEqual(all.map(due).sort());
    expect(all[0]!.dueDate).toBe('2031-03-03');
    // The open and current lists find these tasks by id, in chunks, and answer them in the same order.
    expect(await list<TaskWithSteps>(manager.auth, employee.id, 'status=open&include=subtasks')).toEqual(all);
    expect(await list<TaskWithSteps>(manager.auth, employee.id, 'status=current&include=subtasks')).toEqual(all);
    expect(await list(manager.auth, employee.id, 'status=open')).toEqual(all.map(({ subtasks: _steps, ...task }) => task));
  });
});

describe('a list read while the tasks change', () => {
  it('leaves out of the open list a task finished between reading its id and reading the tasks', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    await addTask(app, manager.auth, employee.id, { taskName: 'Ostaje otvoren', subtasks: [] });
    const finishing = await addTask(app, manager.auth, employee.id, { taskName: 'Završi se usput', subtasks: [] });
    let finishedInBetween = false;
    // The same database through a connection of its own, whose log finishes the task right after the ids are read.
    const { db } = createDatabase(app.config, async (event) => {
      const isIdsRead = /"done" is null/.test(event.query.sql) && !/"tasks"\."id" in/.test(event.query.sql);
      if (event.level === 'query' && isIdsRead && !finishedInBetween) {
        finishedInBetween = true;
        await app.db.updateTable('tasks').set({ done: true, ended_at: Date.now() }).where('id', '=', finishing.id).execute();
      }
    });
    try {
      const open = await taskListsOn(db).listTasks(employee.id, { status: 'open' });
      expect(finishedInBetween).toBe(true);
      expect(names(open)).toEqual(['Ostaje otvoren']);
    } finally {
      await db.destroy();
    }
  });

  it('reads 5, 6 and 7 open tasks with their steps by the same statements (ids repeated up to 8)', async () => {
    const statements = new Set<string>();
    const { db } = createDatabase(app.config, (event) => {
      if (event.level === 'query') statements.add(event.query.sql);
    });
    try {
      const lists = taskListsOn(db);
      for (const count of [5, 6, 7]) {
        const { manager, employee } = await managerWithEmployee(app);
        for (let i = 0; i < count; i++) await addTask(app, manager.auth, employee.id, { taskName: `Zadatak ${i}` });
        const open = await lists.listTasksWithSteps({ role: 'employee' }, employee.id, { status: 'open' });
        expect(open.map((task) => task.subtasks.length)).toEqual(Array.from({ length: count }, () => 2));
        expect(new Set(open.map((task) => task.id)).size).toBe(count);
      }
      // The ids, the tasks by id, their steps.
      expect(statements.size).toBe(3);
    } finally {
      await db.destroy();
    }
  });
});

describe('ETag and 304', () => {
  const get = (auth: Auth, url: string, etag?: string) => call('GET', url, etag ? { ...auth, 'if-none-match': etag } : auth);
  // A list with photo links has a new ETag each hour (the last test): the clock stands still in each test,
  // so no new hour comes between two answers a test compares.
  beforeEach(() => {
    holdClock();
  });

  it('answers 304 while nothing of the employee changed, and a new list after any change: a task, a step ticked, a photo, a review, a deletion', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const bystander = await addEmployee(app, manager.auth);
    const task = await addTask(app, manager.auth, employee.id);
    const url = `/api/v1/task/${employee.id}?include=subtasks`;

    let etag = (await get(manager.auth, url)).headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const unchanged = await get(manager.auth, url, etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // No length of a body that is not there: clients that read it would wait for bytes that never come.
    expect(unchanged.headers['content-length']).toBeUndefined();
    expect(unchanged.headers.etag).toBe(etag);
    // The phone's copy of the same list is as current, under its own ETag (a manager's steps carry their support records).
    const phoneEtag = (await get(phone.auth, url)).headers.etag as string;
    expect(phoneEtag).not.toBe(etag);
    expect((await get(phone.auth, url, phoneEtag)).statusCode).toBe(304);
    // Another employee's change leaves this list as it was.
    await addTask(app, manager.auth, bystander.id);
    expect((await get(manager.auth, url, etag)).statusCode).toBe(304);

    const [plainStep, photoStep] = (await get(manager.auth, url)).json<TaskWithSteps[]>()[0]!.subtasks;
    const changes: [string, () => Promise<unknown>][] = [
      ['the task started', () => call('PUT', `/api/v1/task/start/${task.id}`, phone.auth)],
      ['a step ticked on the phone', () => call('PUT', `/api/v1/task/sub/done/${plainStep!.id}`, phone.auth, { done: true })],
      [
        'a photo sent',
        () => app.server.inject({ method: 'POST', url: `/api/v1/task/sub/${photoStep!.id}/photo`, headers: { ...phone.auth, 'content-type': 'image/png' }, payload: TINY_PNG }),
      ],
      ['the photo reviewed', () => call('PUT', `/api/v1/task/sub/done/${photoStep!.id}`, manager.auth, { done: true })],
      ['a step added', () => call('POST', '/api/v1/task/sub', manager.auth, { description: 'Još jedan korak', task: { id: task.id } })],
      ['a task added', () => addTask(app, manager.auth, employee.id, { taskName: 'Drugi' })],
      ['a task deleted', () => call('DELETE', `/api/v1/task/${task.id}`, manager.auth)],
    ];
    for (const [change, run] of changes) {
      const response = (await run()) as { statusCode?: number };
      expect(response.statusCode ?? 201, change).toBeLessThan(300);
      const after = await get(manager.auth, url, etag);
      expect(after.statusCode, change).toBe(200);
      expect(after.headers.etag, change).not.toBe(etag);
      etag = after.headers.etag as string;
    }
  });

  it('answers every manager who reaches the employee alike from one kept answer, the phone from its own, never someone else, and anew after a change', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const helper = await registerAndLogin(app);
    expect((await call('POST', `/api/v1/child/${employee.id}/helpers`, manager.auth, { login: helper.user.username })).statusCode).toBe(201);
    await addTask(app, manager.auth, employee.id);
    const url = `/api/v1/task/${employee.id}?include=subtasks`;
    const first = await get(manager.auth, url);
    const again = await get(helper.auth, url);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
    // The phone's answer is kept apart (a manager's steps carry their support records); with nothing recorded it reads the same.
    const phoneFirst = await get(phone.auth, url);
    expect(phoneFirst.statusCode).toBe(200);
    expect(phoneFirst.headers.etag).not.toBe(first.headers.etag);
    expect(phoneFirst.body).toBe(first.body);
    // The kept answer is behind the same checks as the list: another manager and no token get nothing of it.
    const stranger = await registerAndLogin(app);
    expect((await get(stranger.auth, url)).statusCode).toBe(404);
    expect((await get({}, url)).statusCode).toBe(401);

    const step = first.json<TaskWithSteps[]>()[0]!.subtasks[0]!;
    expect(step.done).toBe(false);
    expect((await call('PUT', `/api/v1/task/start/${step.task.id}`, phone.auth)).statusCode).toBe(200);
    expect((await call('PUT', `/api/v1/task/sub/done/${step.id}`, phone.auth, { done: true })).statusCode).toBe(200);
    const afterTick = await get(manager.auth, url);
    expect(afterTick.json<TaskWithSteps[]>()[0]!.subtasks[0]!.done).toBe(true);
    expect((await get(phone.auth, url)).body).toBe(afterTick.body);

    // The kept answer is what is sent while the version stands: a rename written behind the version's back
    // (the version put back by hand) is not seen, except by 'Cache-Control: no-cache', which works it out anew.
    const { version } = await app.db.selectFrom('task_list_versions').select('version').where('employee_id', '=', employee.id).executeTakeFirstOrThrow();
    await app.db.updateTable('tasks').set({ task_name: 'Preimenovan' }).where('employee_id', '=', employee.id).execute();
    await app.db.updateTable('task_list_versions').set({ version }).where('employee_id', '=', employee.id).execute();
    expect((await get(manager.auth, url)).body).toBe(afterTick.body);
    const anew = await call('GET', url, { ...manager.auth, 'cache-control': 'no-cache' });
    expect(anew.headers.etag).toBe(afterTick.headers.etag);
    expect(anew.json<TaskWithSteps[]>()[0]!.taskName).toBe('Preimenovan');
  });

  it("writes a list after a change from the tasks' kept answers, anew only for the tasks the change touched", async () => {
    holdClock();
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id, { taskName: 'Prvi' });
    const other = await addTask(app, manager.auth, employee.id, { taskName: 'Drugi' });
    const url = `/api/v1/task/${employee.id}?status=current&include=subtasks`;
    const anew = () => call('GET', url, { ...manager.auth, 'cache-control': 'no-cache' });
    /** The list as answered, which must be the list worked out with nothing kept. */
    const current = async (change: string) => {
      const answer = await get(phone.auth, url);
      expect(answer.statusCode, change).toBe(200);
      expect(answer.body, change).toBe((await anew()).body);
      return answer.json<TaskWithSteps[]>();
    };
    const [plainStep, photoStep] = (await current('first'))[0]!.subtasks;
    const changes: [string, () => Promise<{ statusCode: number }>, (tasks: TaskWithSteps[]) => unknown][] = [
      ['the task started', () => call('PUT', `/api/v1/task/start/${task.id}`, phone.auth), (tasks) => tasks[0]!.start !== null],
      ['a step ticked', () => call('PUT', `/api/v1/task/sub/done/${plainStep!.id}`, phone.auth, { done: true }), (tasks) => tasks[0]!.subtasks[0]!.done],
      [
        'a photo sent',
        () => app.server.inject({ method: 'POST', url: `/api/v1/task/sub/${photoStep!.id}/photo`, headers: { ...phone.auth, 'content-type': 'image/png' }, payload: TINY_PNG }),
        (tasks) => tasks[0]!.subtasks[1]!.photo !== null && tasks[0]!.pendingReview,
      ],
      ['the photo sent back', () => call('PUT', `/api/v1/task/sub/done/${photoStep!.id}`, manager.auth, { done: false, reason: 'Mutno' }), (tasks) => tasks[0]!.subtasks[1]!.rejection?.reason === 'Mutno'],
      ['a step added', () => call('POST', '/api/v1/task/sub', manager.auth, { description: 'Još jedan korak', task: { id: task.id } }), (tasks) => tasks[0]!.subtasks.length === 3],
      ['a step removed', () => call('DELETE', `/api/v1/task/sub/${plainStep!.id}`, manager.auth), (tasks) => tasks[0]!.subtasks.length === 2],
      ['a task deleted', () => call('DELETE', `/api/v1/task/${other.id}`, manager.auth), (tasks) => tasks.length === 1],
    ];
    for (const [change, run, shows] of changes) {
      expect((await run()).statusCode, change).toBeLessThan(300);
      expect(shows(await current(change)), change).toBeTruthy();
    }

    // Kept answers are used: a step renamed with the task's stamp put back by hand is not seen (but by 'no-cache')
    // while another task's change makes the list be written again.
    const { stamp } = await app.db.selectFrom('tasks').select('stamp').where('id', '=', task.id).executeTakeFirstOrThrow();
    await app.db.updateTable('subtasks').set({ description: 'Preimenovan' }).where('id', '=', photoStep!.id).execute();
    await app.db.updateTable('tasks').set({ stamp }).where('id', '=', task.id).execute();
    await addTask(app, manager.auth, employee.id, { taskName: 'Treći' });
    const written = (await get(phone.auth, url)).json<TaskWithSteps[]>();
    expect(written.map((t) => t.taskName)).toEqual(['Prvi', 'Treći']);
    const renamed = (tasks: TaskWithSteps[]) => tasks[0]!.subtasks.find((step) => step.id === photoStep!.id)!.description;
    expect(renamed(written)).toBe(photoStep!.description);
    expect(renamed((await anew()).json())).toBe('Preimenovan');
    // An hour later the links are signed anew: nothing of the last hour's answers is used.
    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    expect(renamed((await get(phone.auth, url)).json())).toBe('Preimenovan');
  });

  it("writes a routine's tasks anew when the routine changes, though the tasks themselves did not", async () => {
    const { manager, employee } = await managerWithEmployee(app);
    // Days ahead of today in any zone (routines are made at most a year ahead).
    const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const url = `/api/v1/task/${employee.id}?from=${day(3)}&to=${day(8)}&include=subtasks`;
    await addTask(app, manager.auth, employee.id, { dueDate: day(3), repeat: { kind: 'daily' } });
    const before = (await get(manager.auth, url)).json<TaskWithSteps[]>();
    expect(before.map((task) => task.dueDate)).toEqual([3, 4, 5, 6, 7, 8].map(day));
    expect(before[0]!.routine!.endDate).toBeNull();
    // 'Ovaj i sljedeći' from the fourth: the routine ends the day before, which the earlier tasks' answers say.
    expect((await call('DELETE', `/api/v1/task/${before[3]!.id}?following=true`, manager.auth)).statusCode).toBe(204);
    const after = await get(manager.auth, url);
    expect(after.json<TaskWithSteps[]>().map((task) => [task.dueDate, task.routine!.endDate])).toEqual([3, 4, 5].map((ahead) => [day(ahead), day(5)]));
    expect(after.body).toBe((await call('GET', url, { ...manager.auth, 'cache-control': 'no-cache' })).body);
  });

  it('keeps the calendar answer as the list: one for everyone who reaches the employee, worked out anew after a change', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    await addTask(app, manager.auth, employee.id, { dueDate: '2030-03-03' });
    const url = `/api/v1/task-calendar/${employee.id}?year=2030`;
    const first = await get(manager.auth, url);
    expect(first.json<TaskCalendar>().days).toEqual([{ date: '2030-03-03', total: 1, done: 0 }]);
    const again = await get(phone.auth, url);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
    const stranger = await registerAndLogin(app);
    expect((await get(stranger.auth, url)).statusCode).toBe(404);

    // A task moved behind the version's back (the version put back by hand) is not seen but by 'no-cache'.
    const { version } = await app.db.selectFrom('task_list_versions').select('version').where('employee_id', '=', employee.id).executeTakeFirstOrThrow();
    await app.db.updateTable('tasks').set({ due_date: '2030-03-04' }).where('employee_id', '=', employee.id).execute();
    await app.db.updateTable('task_list_versions').set({ version }).where('employee_id', '=', employee.id).execute();
    expect((await get(manager.auth, url)).body).toBe(first.body);
    const anew = await call('GET', url, { ...manager.auth, 'cache-control': 'no-cache' });
    expect(anew.json<TaskCalendar>().days).toEqual([{ date: '2030-03-04', total: 1, done: 0 }]);

    await addTask(app, manager.auth, employee.id, { dueDate: '2030-03-04' });
    expect((await get(phone.auth, url)).json<TaskCalendar>().days).toEqual([{ date: '2030-03-04', total: 2, done: 0 }]);
  });

  it('gives each question its own ETag, and never answers 304 to someone who may not see the list', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    await addTask(app, manager.auth, employee.id);
    const all = (await get(manager.auth, `/api/v1/task/${employee.id}`)).headers.etag as string;
    const withSteps = (await get(manager.auth, `/api/v1/task/${employee.id}?include=subtasks`)).headers.etag as string;
    const open = (await get(manager.auth, `/api/v1/task/${employee.id}?status=open`)).headers.etag as string;
    expect(new Set([all, withSteps, open]).size).toBe(3);
    expect((await get(manager.auth, `/api/v1/task/${employee.id}?status=open`, withSteps)).statusCode).toBe(200);

    const stranger = await registerAndLogin(app);
    expect((await get(stranger.auth, `/api/v1/task/${employee.id}`, all)).statusCode).toBe(404);
    expect((await get({}, `/api/v1/task/${employee.id}`, all)).statusCode).toBe(401);

    const calendarUrl = `/api/v1/task-calendar/${employee.id}?year=2030`;
    const calendarTag = (await get(manager.auth, calendarUrl)).headers.etag as string;
    expect((await get(manager.auth, calendarUrl, calendarTag)).statusCode).toBe(304);
    expect((await get(stranger.auth, calendarUrl, calendarTag)).statusCode).toBe(404);
    await addTask(app, manager.auth, employee.id, { dueDate: '2030-03-03' });
    expect((await get(manager.auth, calendarUrl, calendarTag)).statusCode).toBe(200);
  });

  it('changes the ETag of a list with photo links when the links are signed anew (every hour)', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    await addTask(app, manager.auth, employee.id);
    const url = `/api/v1/task/${employee.id}?include=subtasks`;
    const hour = 60 * 60 * 1000;
    const nextHour = Math.ceil(Date.now() / hour) * hour;
    vi.useFakeTimers({ toFake: ['Date'], now: nextHour + 10 * 60_000 });
    const etag = (await get(manager.auth, url)).headers.etag as string;
    vi.setSystemTime(nextHour + 50 * 60_000);
    expect((await get(manager.auth, url, etag)).statusCode).toBe(304);
    vi.setSystemTime(nextHour + 65 * 60_000);
    expect((await get(manager.auth, url, etag)).statusCode).toBe(200);
  });
});

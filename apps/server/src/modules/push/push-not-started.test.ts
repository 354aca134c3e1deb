import type { Board, PushPreferences } from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { addTask, firstStepOf, managerWithEmployee, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers.ts';
import { startPushReceiver } from '../../../test/push-receiver.ts';

/**
 * The managers' notice of a task nobody started, end to end: a local push service decrypts what the
 * server sends. The check runs by hand with the clock set (the app's own 30-second timer does the same
 * thing, and the claim keeps it to once either way). Runs on SQLite and, with DATABASE_URL, PostgreSQL.
 */
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
let app: TestApp;
let team: Awaited<ReturnType<typeof managerWithEmployee>>;
let helper: Awaited<ReturnType<typeof registerAndLogin>>;
let employeeName = '';

type Auth = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
  app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const at = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });

async function subscribe(auth: Auth, name: string) {
  const response = await inject('POST', '/api/v1/push/subscriptions', auth, receiver.subscription(name));
  expect(response.statusCode, response.body).toBe(204);
}

/** The not-started notices that arrived once everything under way was sent, by whom, sorted; then starts afresh. */
async function noticed(...apps: { push: { idle(): Promise<void> } }[]) {
  for (const each of [app, ...apps]) await each.push.idle();
  const got = receiver.received
    .filter(({ payload }) => payload.kind === 'task_not_started')
    .map(({ name, payload, urgency }) => ({ name, ...payload, urgency }))
    .sort((x, y) => x.name.localeCompare(y.name) || x.tag.localeCompare(y.tag));
  receiver.clear();
  return got;
}

/** The employee's row on the owner's board. */
async function boardRow() {
  const response = await inject('GET', '/api/v1/board', team.manager.auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Board>().employees.find((each) => each.employeeId === team.employee.id);
}

/**
 * A task due at 09:30 in Sarajevo on the day (summer time: 07:30 UTC, so told from 07:45 UTC), made that
 * morning. The days are before the real today, so the sessions (opened today) are open then, and the
 * app's own timer, on the real clock, finds them long past.
 */
const dueAt = (dueDate: string, taskName: string, extra: object = {}) => {
  at(`${dueDate}T04:00:00Z`);
  return addTask(app, team.manager.auth, team.employee.id, { taskName, dueDate, dueTime: '09:30', subtasks: [{ description: 'Uraditi', needPhoto: false }], ...extra });
};

beforeAll(async () => {
  receiver = await startPushReceiver();
  app = await createTestApp({ pushAgent: receiver.agent, pushRetryDelaysMs: [10, 20, 40] });
  team = await managerWithEmployee(app);
  employeeName = `${team.employee.name} ${team.employee.surname}`;
  receiver.expectVapidKey((await inject('GET', '/api/v1/push/public-key', team.manager.auth)).json().publicKey);
  helper = await registerAndLogin(app, { name: 'Iva', surname: 'Pomoćnica' });
  const invited = await inject('POST', `/api/v1/child/${team.employee.id}/helpers`, team.manager.auth, { login: helper.user.username });
  expect(invited.statusCode, invited.body).toBe(201);
  await subscribe(team.manager.auth, 'owner');
  await subscribe(helper.auth, 'helper');
  await subscribe(team.phone.auth, 'phone');
});
afterEach(() => {
  vi.useRealTimers();
  expect(receiver.problems).toEqual([]);
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

describe('the not-started notice', () => {
  it('tells the owner and the helper once, 15 minutes after the due time; never of a finished, started or deleted task', async () => {
    const unstarted = await dueAt('2026-05-20', 'Predati izvještaj');
    // Finished by the manager's tick without the phone ever starting it.
    const finished = await dueAt('2026-05-20', 'Gotov');
    const step = await firstStepOf(app, team.manager.auth, team.employee.id, finished.id);
    expect((await inject('PUT', `/api/v1/task/sub/done/${step.id}`, team.manager.auth, { done: true })).statusCode).toBe(200);
    const started = await dueAt('2026-05-20', 'Započet');
    expect((await inject('PUT', `/api/v1/task/start/${started.id}`, team.phone.auth)).statusCode).toBe(200);
    const deleted = await dueAt('2026-05-20', 'Obrisan');
    expect((await inject('DELETE', `/api/v1/task/${deleted.id}`, team.manager.auth)).statusCode).toBe(204);
    await noticed();

    at('2026-05-20T07:44:59Z');
    await app.push.checkNotStarted();
    expect(await noticed()).toEqual([]);

    at('2026-05-20T07:45:00Z');
    await app.push.checkNotStarted();
    await app.push.checkNotStarted();
    const notice = {
      title: employeeName,
      body: '„Predati izvještaj” još nije započet (rok 09:30).',
      url: `/plan-dan/employee/${team.employee.id}/zadaci`,
      tag: `not-started-${unstarted.id}`,
      kind: 'task_not_started',
      urgency: 'normal',
    };
    expect(await noticed()).toEqual([
      { name: 'helper', ...notice },
      { name: 'owner', ...notice },
    ]);

    at('2026-05-20T09:00:00Z');
    await app.push.checkNotStarted();
    expect(await noticed()).toEqual([]);
    // The board marks the same task, calmly, until someone starts it.
    expect(await boardRow()).toMatchObject({ notStarted: 1 });
  });

  it("tells a manager who switched it off nothing, leaving their other choices and the owner's as they were", async () => {
    const off = await inject('PUT', '/api/v1/push/preferences', helper.auth, { task_not_started: false });
    const helperChoice: PushPreferences = { photo: true, sos: true, message: true, taskDone: true, task_not_started: false };
    expect(off.json()).toEqual(helperChoice);
    expect((await inject('GET', '/api/v1/push/preferences', helper.auth)).json()).toEqual(helperChoice);
    const bad = await inject('PUT', '/api/v1/push/preferences', helper.auth, { task_not_started: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('task_not_started');

    const task = await dueAt('2026-05-21', 'Zaliti cvijeće');
    await noticed();
    at('2026-05-21T07:46:00Z');
    await app.push.checkNotStarted();
    expect(await noticed()).toMatchObject([{ name: 'owner', tag: `not-started-${task.id}` }]);

    vi.useRealTimers();
    const on = await inject('PUT', '/api/v1/push/preferences', helper.auth, { task_not_started: true });
    expect(on.json()).toEqual({ ...helperChoice, task_not_started: true });
  });

  it('is told once across a restart and by two instances checking at once on one database', async () => {
    const task = await dueAt('2026-05-22', 'Očistiti radni stol');
    await noticed();
    at('2026-05-22T07:45:30Z');
    const second = await buildApp({ ...app.config, pushAgent: receiver.agent });
    try {
      await Promise.all([app.push.checkNotStarted(), second.push.checkNotStarted(), app.push.checkNotStarted(), second.push.checkNotStarted()]);
      expect(await noticed(second)).toMatchObject([
        { name: 'helper', tag: `not-started-${task.id}` },
        { name: 'owner', tag: `not-started-${task.id}` },
      ]);
    } finally {
      await second.server.close();
    }
    // A restart: a new app on the same database finds the notice given.
    at('2026-05-22T07:50:00Z');
    const restarted = await buildApp({ ...app.config, pushAgent: receiver.agent });
    try {
      await restarted.push.checkNotStarted();
      expect(await noticed(restarted)).toEqual([]);
    } finally {
      await restarted.server.close();
    }
  });

  it('tells a task moved to a later time again for the new time, and none long past (a server down for days)', async () => {
    const moved = await dueAt('2026-05-23', 'Složiti kutije');
    const old = await dueAt('2026-05-23', 'Stari zadatak', { dueTime: '01:00' });
    await noticed();
    at('2026-05-23T07:45:00Z');
    await app.push.checkNotStarted();
    // 01:00 was 23:00 UTC the day before: its notice's six hours ended at 05:15 UTC.
    expect(await noticed()).toMatchObject([{ tag: `not-started-${moved.id}` }, { tag: `not-started-${moved.id}` }]);

    const edit = await inject('PUT', `/api/v1/task/${moved.id}`, team.manager.auth, {
      taskName: moved.taskName,
      description: moved.description,
      dueDate: moved.dueDate,
      dueTime: '11:00',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    at('2026-05-23T09:14:00Z');
    await app.push.checkNotStarted();
    expect(await noticed()).toEqual([]);
    at('2026-05-23T09:15:00Z');
    await app.push.checkNotStarted();
    expect(await noticed()).toMatchObject([
      { name: 'helper', body: '„Složiti kutije” još nije započet (rok 11:00).' },
      { name: 'owner', body: '„Složiti kutije” još nije započet (rok 11:00).' },
    ]);
    // The old one, never told, is on the board with every other task of these tests nobody started: due
    // on the 20th, 21st, 22nd, the old one, and the moved one now 15 minutes past 11:00.
    expect(await boardRow()).toMatchObject({ notStarted: 5 });
    const tasks = (await inject('GET', `/api/v1/task/${team.employee.id}`, team.manager.auth)).json<{ id: number; start: string | null; done: boolean | null }[]>();
    expect(tasks.filter((task) => task.start === null && task.done !== true).map((task) => task.id)).toContain(old.id);
  });
});

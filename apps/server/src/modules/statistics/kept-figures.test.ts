import type { Statistics } from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addEmployee, addTask, createTestApp, loginEmployee, managerWithEmployee, registerAndLogin, type TestApp } from '../../../test/helpers.ts';

/**
 * Statistika's figures are kept by the employee's task list version (platform/kept-figures.ts): these ask
 * the real server on the real database what a client sees: the ETag, the 304, a change, a new month, and
 * that neither a stranger nor another employee is answered from what was kept.
 */
type Auth = Record<string, string>;

afterEach(() => vi.useRealTimers());

const overviewOf = (app: TestApp, employeeId: number, auth: Auth, headers: Auth = {}) =>
  app.server.inject({ method: 'GET', url: `/api/v1/statistics/${employeeId}`, headers: { ...auth, ...headers } });

/** A task of one step the phone starts and finishes now. */
async function finishTask(app: TestApp, managerAuth: Auth, phoneAuth: Auth, employeeId: number, taskName: string) {
  const task = await addTask(app, managerAuth, employeeId, { taskName, subtasks: [{ description: 'Jedini korak', needPhoto: false }] });
  expect((await app.server.inject({ method: 'PUT', url: `/api/v1/task/start/${task.id}`, headers: phoneAuth })).statusCode).toBe(200);
  const [step] = (await app.server.inject({ method: 'GET', url: `/api/v1/task/sub/${task.id}`, headers: phoneAuth })).json<{ id: number }[]>();
  const done = await app.server.inject({ method: 'PUT', url: `/api/v1/task/sub/done/${step!.id}`, headers: phoneAuth, payload: { done: true } });
  expect(done.statusCode, done.body).toBe(200);
}

describe('Statistika kept by the list version', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ timezone: 'Europe/Sarajevo' });
  });
  afterAll(async () => app?.close());

  it('answers an ETag, 304 while nothing changed, and a new answer and ETag once a task is finished', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const first = await overviewOf(app, employee.id, manager.auth);
    expect(first.statusCode, first.body).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"\d+-[\w-]+"$/);
    expect(first.json<Statistics>().finished).toBe(0);

    const again = await overviewOf(app, employee.id, manager.auth, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The employee reads their own figures, as before: the same figures, so the same ETag.
    const own = await overviewOf(app, employee.id, phone.auth, { 'if-none-match': etag });
    expect(own.statusCode).toBe(304);
    // A hard reload works the figures out anew: the same figures under the same ETag.
    const reload = await overviewOf(app, employee.id, manager.auth, { 'cache-control': 'no-cache' });
    expect(reload.statusCode).toBe(200);
    expect(reload.headers.etag).toBe(etag);
    expect(reload.json()).toEqual(first.json());

    await finishTask(app, manager.auth, phone.auth, employee.id, 'Zaliti cvijeće');
    const changed = await overviewOf(app, employee.id, manager.auth, { 'if-none-match': etag });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const figures = changed.json<Statistics>();
    expect(figures.finished).toBe(1);
    expect(figures.tasks.map((task) => [task.taskName, task.runs])).toEqual([['Zaliti cvijeće', 1]]);
    expect((await overviewOf(app, employee.id, manager.auth, { 'if-none-match': String(changed.headers.etag) })).statusCode).toBe(304);
  });

  it("keeps a chosen task's figures the same way: 404 before a run is finished, then an ETag and 304", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const url = `/api/v1/statistics/${employee.id}/task?name=${encodeURIComponent('Složiti police')}`;
    expect((await app.server.inject({ method: 'GET', url, headers: manager.auth })).statusCode).toBe(404);
    await finishTask(app, manager.auth, phone.auth, employee.id, 'Složiti police');
    const figures = await app.server.inject({ method: 'GET', url, headers: manager.auth });
    expect(figures.statusCode, figures.body).toBe(200);
    expect(figures.json().runs).toHaveLength(1);
    const etag = String(figures.headers.etag);
    expect((await app.server.inject({ method: 'GET', url, headers: { ...manager.auth, 'if-none-match': etag } })).statusCode).toBe(304);
    // Another name is another answer, under another ETag.
    const other = await app.server.inject({ method: 'GET', url: `${url}%202`, headers: { ...manager.auth, 'if-none-match': etag } });
    expect(other.statusCode).toBe(404);
    await finishTask(app, manager.auth, phone.auth, employee.id, 'Složiti police');
    const changed = await app.server.inject({ method: 'GET', url, headers: { ...manager.auth, 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().runs).toHaveLength(2);
  });

  it('a new day in the same month keeps the answer and its ETag; a new month in the zone answers anew', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const at = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
    at('2025-11-29T12:00:00Z');
    const november = await overviewOf(app, employee.id, manager.auth);
    expect(november.json<Statistics>().month).toBe('2025-11');
    const etag = String(november.headers.etag);
    // 23:30 on 30 November in Sarajevo: another day, the same figures.
    at('2025-11-30T22:30:00Z');
    expect((await overviewOf(app, employee.id, manager.auth, { 'if-none-match': etag })).statusCode).toBe(304);
    // 00:30 on 1 December in Sarajevo, still 30 November in UTC: December's days.
    at('2025-11-30T23:30:00Z');
    const december = await overviewOf(app, employee.id, manager.auth, { 'if-none-match': etag });
    expect(december.statusCode, december.body).toBe(200);
    expect(december.headers.etag).not.toBe(etag);
    const figures = december.json<Statistics>();
    expect(figures.month).toBe('2025-12');
    expect(figures.days).toHaveLength(31);
    expect(figures.days[0]!.date).toBe('2025-12-01');
    // Back in November (a clock set back), November's answer again, not December's kept one.
    at('2025-11-29T12:00:00Z');
    const back = await overviewOf(app, employee.id, manager.auth);
    expect(back.headers.etag).toBe(etag);
    expect(back.json<Statistics>().month).toBe('2025-11');
  });

  it('another manager gets 404 even with the ETag the owner was given', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const stranger = await registerAndLogin(app);
    const owned = await overviewOf(app, employee.id, manager.auth);
    const etag = String(owned.headers.etag);
    for (const url of [`/api/v1/statistics/${employee.id}`, `/api/v1/statistics/${employee.id}/task?name=x`]) {
      for (const headers of [{}, { 'if-none-match': etag }]) {
        const response = await app.server.inject({ method: 'GET', url, headers: { ...stranger.auth, ...headers } });
        expect(response.statusCode).toBe(404);
        expect(response.headers.etag).toBeUndefined();
      }
    }
    // Another employee's phone, too.
    const other = await addEmployee(app, manager.auth);
    const otherPhone = await loginEmployee(app, manager.auth, other.id);
    expect((await overviewOf(app, employee.id, otherPhone.auth, { 'if-none-match': etag })).statusCode).toBe(404);
  });

  it("never answers one employee with another's kept figures, though their versions are the same", async () => {
    const { manager, employee: first, phone: firstPhone } = await managerWithEmployee(app);
    const second = await addEmployee(app, manager.auth);
    const secondPhone = await loginEmployee(app, manager.auth, second.id);
    // The same history, so the same version, but other tasks: other figures.
    await finishTask(app, manager.auth, firstPhone.auth, first.id, 'Prvi zadatak');
    await finishTask(app, manager.auth, secondPhone.auth, second.id, 'Drugi zadatak');
    const firstAnswer = await overviewOf(app, first.id, manager.auth);
    const secondAnswer = await overviewOf(app, second.id, manager.auth, { 'if-none-match': String(firstAnswer.headers.etag) });
    expect(secondAnswer.statusCode).toBe(200);
    expect(secondAnswer.headers.etag).not.toBe(firstAnswer.headers.etag);
    expect(firstAnswer.json<Statistics>().tasks.map((task) => task.taskName)).toEqual(['Prvi zadatak']);
    expect(secondAnswer.json<Statistics>().tasks.map((task) => task.taskName)).toEqual(['Drugi zadatak']);
    // Asked again, each is answered from what was kept for them.
    expect((await overviewOf(app, first.id, firstPhone.auth)).json<Statistics>().tasks.map((task) => task.taskName)).toEqual(['Prvi zadatak']);
    expect((await overviewOf(app, second.id, secondPhone.auth)).json<Statistics>().tasks.map((task) => task.taskName)).toEqual(['Drugi zadatak']);
  });
});

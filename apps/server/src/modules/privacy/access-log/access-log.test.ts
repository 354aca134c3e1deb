import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdClock } from '../../../../test/clock.ts';
import { addEmployee, addTask, createTestApp, managerWithEmployee, registerAndLogin, type TestApp } from '../../../../test/helpers.ts';
import { callOn, historyPage, told, wholeHistory } from './access-log.fixture.ts';

/** GET /api/v1/child/:id/access-log: pages, the filter, who may read it, and how long entries live. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

const call = callOn(() => app);
const DAY = 24 * 60 * 60 * 1000;

/** An owner whose employee has `count` task changes in their history (oldest first: 'Zadatak 1', …), after the phone's login. */
async function withChanges(count: number) {
  const ctx = await managerWithEmployee(app);
  for (let n = 1; n <= count; n += 1) await addTask(app, ctx.manager.auth, ctx.employee.id, { taskName: `Zadatak ${n}` });
  return ctx;
}

describe('reading the history', () => {
  it('answers newest first, a page at a time: nextBefore goes on from the last entry, null on the oldest page', async () => {
    const { manager, employee } = await withChanges(5);
    const first = await historyPage(app, manager.auth, employee.id, '?limit=2');
    expect(first.keptDays).toBe(730);
    expect(first.entries.map((entry) => entry.detail)).toEqual(['Zadatak 5', 'Zadatak 4']);
    expect(first.nextBefore).toBe(first.entries[1]!.id);
    expect(first.entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      who: { id: manager.user.id, name: `${manager.user.name} ${manager.user.surname}`, role: 'owner' },
      action: 'task.created',
      detail: 'Zadatak 5',
    });
    const second = await historyPage(app, manager.auth, employee.id, `?limit=2&before=${first.nextBefore}`);
    expect(second.entries.map((entry) => entry.detail)).toEqual(['Zadatak 3', 'Zadatak 2']);
    const last = await historyPage(app, manager.auth, employee.id, `?limit=2&before=${second.nextBefore}`);
    // The task 1 and, before it, the phone's QR login: exactly the page's size, and nothing older.
    expect(last.entries.map((entry) => entry.action)).toEqual(['task.created', 'phone.login']);
    expect(last.nextBefore).toBeNull();
    // Fifty by default; a page that holds everything says so.
    const whole = await historyPage(app, manager.auth, employee.id);
    expect(whole.entries).toHaveLength(6);
    expect(whole.nextBefore).toBeNull();
  });

  it('filters by kind, paging within it', async () => {
    const { manager, employee } = await withChanges(3);
    await call('GET', `/api/v1/child/${employee.id}`, manager.auth);
    const helper = await registerAndLogin(app, { name: 'Iva', surname: 'Pomoćnica' });
    await call('POST', `/api/v1/child/${employee.id}/helpers`, manager.auth, { login: helper.user.username });

    const changes = await historyPage(app, manager.auth, employee.id, '?kind=change&limit=2');
    expect(changes.entries.map((entry) => entry.detail)).toEqual(['Zadatak 3', 'Zadatak 2']);
    const older = await historyPage(app, manager.auth, employee.id, `?kind=change&limit=2&before=${changes.nextBefore}`);
    expect(older.entries.map((entry) => entry.detail)).toEqual(['Zadatak 1']);
    expect(older.nextBefore).toBeNull();
    expect((await wholeHistory(app, manager.auth, employee.id, 'view')).map((entry) => entry.action)).toEqual(['profile.viewed']);
    expect((await wholeHistory(app, manager.auth, employee.id, 'helpers')).map(told)).toEqual([
      [`${manager.user.name} ${manager.user.surname}`, 'owner', 'helper.added', 'Iva Pomoćnica'],
    ]);
    expect((await wholeHistory(app, manager.auth, employee.id, 'login')).map((entry) => entry.who)).toEqual([
      { id: employee.id, name: `${employee.name} ${employee.surname}`, role: 'employee' },
    ]);
    expect(await wholeHistory(app, manager.auth, employee.id, 'export')).toEqual([]);
    expect(await wholeHistory(app, manager.auth, employee.id, 'review')).toEqual([]);
  });

  it('refuses a bad query with 400 naming each field', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const bad = {
      '?limit=0': ['limit'],
      '?limit=101': ['limit'],
      '?limit=abc': ['limit'],
      '?before=0': ['before'],
      '?before=x1': ['before'],
      '?before=99999999999': ['before'],
      '?kind=everything': ['kind'],
      '?kind=view&limit=-1&before=-5': ['before', 'limit'],
    };
    for (const [query, fields] of Object.entries(bad)) {
      const response = await call('GET', `/api/v1/child/${employee.id}/access-log${query}`, manager.auth);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields).sort(), query).toEqual(fields);
    }
    for (const id of ['abc', '0', '2147483648']) {
      const response = await call('GET', `/api/v1/child/${id}/access-log`, manager.auth);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error.fields).toHaveProperty('id');
    }
    // An unknown `before` is only a place in the order: older entries than it, here all of them.
    expect((await historyPage(app, manager.auth, employee.id, '?before=2147483647')).entries).toHaveLength(1);
  });
});

describe('who may read it', () => {
  it('the owner only: a helper 403, another manager 404, the phone 403 for its own employee and 404 for another', async () => {
    const a = await managerWithEmployee(app);
    const b = await managerWithEmployee(app);
    const helper = await registerAndLogin(app);
    await call('POST', `/api/v1/child/${a.employee.id}/helpers`, a.manager.auth, { login: helper.user.username });
    const url = `/api/v1/child/${a.employee.id}/access-log`;
    const refusals: [string, Record<string, string>, number][] = [
      ['helper', helper.auth, 403],
      ['another manager', b.manager.auth, 404],
      ["the employee's phone", a.phone.auth, 403],
      ["another employee's phone", b.phone.auth, 404],
      ['no token', {}, 401],
    ];
    for (const [who, auth, status] of refusals) {
      const response = await call('GET', url, auth);
      expect(response.statusCode, who).toBe(status);
      expect(response.body, who).not.toContain('phone.login');
    }
    // An employee nobody has answers as someone else's.
    expect((await call('GET', '/api/v1/child/2147483647/access-log', a.manager.auth)).statusCode).toBe(404);
    const own = await call('GET', url, a.manager.auth);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
  });

  it("keeps a helper's name and role as they were after they rename themselves and leave", async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const helper = await registerAndLogin(app, { name: 'Iva', surname: 'Pomoćnica' });
    await call('POST', `/api/v1/child/${employee.id}/helpers`, manager.auth, { login: helper.user.username });
    await addTask(app, helper.auth, employee.id, { taskName: 'Pomagačev zadatak' });
    const renamed = await call('PUT', `/api/v1/manager/${helper.user.id}`, helper.auth, { ...helper.user, name: 'Ivana' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call('DELETE', `/api/v1/child/${employee.id}/helpers/${helper.user.id}`, helper.auth)).statusCode).toBe(204);

    const entries = (await wholeHistory(app, manager.auth, employee.id)).filter((entry) => entry.who.id === helper.user.id);
    expect(entries.map(told).reverse()).toEqual([
      ['Iva Pomoćnica', 'helper', 'task.created', 'Pomagačev zadatak'],
      ['Ivana Pomoćnica', 'helper', 'helper.removed', 'Ivana Pomoćnica'],
    ]);
  });
});

describe('how long entries live', () => {
  it("the retention sweep removes only the entries older than ACCESS_LOG_RETENTION_DAYS, of every employee", async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const other = await addEmployee(app, manager.auth);
    holdClock();
    const today = Date.now();
    // Two years and a day ago, and a day short of two years ago.
    vi.setSystemTime(today - 731 * DAY);
    await addTask(app, manager.auth, employee.id, { taskName: 'Prestaro' });
    await addTask(app, manager.auth, other.id, { taskName: 'Prestaro drugoga' });
    vi.setSystemTime(today - 729 * DAY);
    await addTask(app, manager.auth, employee.id, { taskName: 'Još se čuva' });
    vi.setSystemTime(today);
    await addTask(app, manager.auth, employee.id, { taskName: 'Danas' });

    const removed = await app.privacy.sweepAccessLog();
    expect(removed).toBe(2);
    const kept = await wholeHistory(app, manager.auth, employee.id, 'change');
    expect(kept.map((entry) => entry.detail)).toEqual(['Danas', 'Još se čuva']);
    expect(await wholeHistory(app, manager.auth, other.id, 'change')).toEqual([]);
    // A second sweep finds nothing of these left to remove.
    expect(await app.privacy.sweepAccessLog()).toBe(0);
  });

  it("an employee's deletion removes their history, and only theirs", async () => {
    const { manager, employee } = await withChanges(2);
    const other = await addEmployee(app, manager.auth);
    await addTask(app, manager.auth, other.id, { taskName: 'Ostaje' });
    const rowsOf = async (employeeId: number) =>
      (await app.db.selectFrom('access_log').select('id').where('employee_id', '=', employeeId).execute()).length;
    expect(await rowsOf(employee.id)).toBeGreaterThan(0);

    expect((await call('DELETE', `/api/v1/child/${employee.id}`, manager.auth)).statusCode).toBe(204);
    expect(await rowsOf(employee.id)).toBe(0);
    expect((await call('GET', `/api/v1/child/${employee.id}/access-log`, manager.auth)).statusCode).toBe(404);
    expect((await wholeHistory(app, manager.auth, other.id)).map((entry) => entry.detail)).toEqual(['Ostaje']);
  });
});

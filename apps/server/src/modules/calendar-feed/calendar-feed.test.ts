import { todayIn } from '@plan-dan/contract';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdClock } from '../../../test/clock.ts';
import { addTask, createTestApp, managerWithEmployee, type TestApp } from '../../../test/helpers.ts';
import { firstFeedDate } from './calendar-feed.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

type Auth = Record<string, string>;
const ZONE = 'Europe/Sarajevo';
const FEED_URL = /^http:\/\/localhost:3000(\/api\/v1\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics)$/;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Auth = {}) => app.server.inject({ method, url, headers });
const feedPathOf = (url: string) => FEED_URL.exec(url)![1]!;
const manage = (method: 'GET' | 'POST' | 'DELETE', employeeId: number | string, auth: Auth) =>
  call(method, `/api/v1/calendar-feed/employee/${employeeId}`, auth);

async function createLink(employeeId: number, auth: Auth) {
  const response = await manage('POST', employeeId, auth);
  expect(response.statusCode, response.body).toBe(201);
  const link = response.json<{ url: string; createdAt: string }>();
  expect(link.url).toMatch(FEED_URL);
  return feedPathOf(link.url);
}

/** The events of a feed as ical.js reads them, by summary. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      allDay: event.startDate.isDate,
      start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
      end: event.endDate && !event.startDate.isDate ? event.endDate.toJSDate().toISOString() : null,
    };
  });
}

/** A date `days` from today in the app's zone. */
const dayFromToday = (days: number) => new Date(Date.parse(`${todayIn(ZONE)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The next last Sunday of March (the spring DST change in Europe/Sarajevo) that is still ahead. */
function nextSpringChange(): string {
  const today = todayIn(ZONE);
  for (let year = Number(today.slice(0, 4)); ; year += 1) {
    const lastOfMarch = new Date(Date.UTC(year, 2, 31));
    const sunday = new Date(lastOfMarch.getTime() - lastOfMarch.getUTCDay() * 86_400_000).toISOString().slice(0, 10);
    if (sunday > today) return sunday;
  }
}
const shiftDate = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the calendar feed', () => {
  // 'Today' in Sarajevo is worked out here for a task's date and again to check the feed, and the feed's
  // first day and ETag follow it: the clock stands still in each test, so no midnight comes in between.
  beforeEach(() => {
    holdClock();
  });

  it('answers the employee’s tasks as iCalendar without a token: times in UTC across a DST change, all-day tasks, steps, marks', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const change = nextSpringChange();
    const before = await addTask(app, manager.auth, employee.id, {
      taskName: 'Prije promjene vremena',
      description: 'Opis zadatka',
      dueDate: shiftDate(change, -1),
      dueTime: '09:00',
      priority: true,
      subtasks: [
        { description: 'Uzeti kutije', needPhoto: false },
        { description: 'Poslikati police', needPhoto: true },
      ],
    });
    const after = await addTask(app, manager.auth, employee.id, {
      taskName: 'Poslije promjene vremena',
      dueDate: shiftDate(change, 1),
      dueTime: '09:00',
      priority: false,
      subtasks: [],
    });
    const allDay = await addTask(app, manager.auth, employee.id, { taskName: 'Cijeli dan', dueDate: dayFromToday(3), priority: false, subtasks: [] });
    // Rows from before a time was required have none: such a task is an all-day event.
    await app.db.updateTable('tasks').set({ due_time: '' }).where('id', '=', allDay.id).execute();
    const done = await addTask(app, manager.auth, employee.id, { taskName: 'Gotov zadatak', dueDate: dayFromToday(-5), priority: false, subtasks: [] });
    expect((await app.server.inject({ method: 'PUT', url: `/api/v1/task/start/${done.id}`, headers: phone.auth })).statusCode).toBe(200);
    expect((await app.server.inject({ method: 'PUT', url: `/api/v1/task/finish/${done.id}`, headers: phone.auth })).statusCode).toBe(200);
    // Older than the feed's window (three months back): left out.
    await addTask(app, manager.auth, employee.id, { taskName: 'Davni zadatak', dueDate: shiftDate(firstFeedDate(todayIn(ZONE)), -1), subtasks: [] });
    const path = await createLink(employee.id, manager.auth);

    const response = await call('GET', path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = eventsOf(response.body);
    expect(events.map((event) => event.summary).sort()).toEqual(
      ['❗ Prije promjene vremena', 'Poslije promjene vremena', 'Cijeli dan', '✓ Gotov zadatak'].sort(),
    );
    const byName = (name: string) => events.find((event) => event.summary.endsWith(name))!;
    // 09:00 in Sarajevo is 08:00 UTC before the change (CET) and 07:00 UTC after it (CEST); 30 minutes long.
    expect(byName('Prije promjene vremena')).toMatchObject({
      uid: `task-${before.id}@localhost:3000`,
      allDay: false,
      start: `${shiftDate(change, -1)}T08:00:00.000Z`,
      end: `${shiftDate(change, -1)}T08:30:00.000Z`,
      description: 'Opis zadatka\n\nKoraci:\n☐ Uzeti kutije\n☐ Poslikati police',
    });
    expect(byName('Poslije promjene vremena')).toMatchObject({
      uid: `task-${after.id}@localhost:3000`,
      start: `${shiftDate(change, 1)}T07:00:00.000Z`,
      end: `${shiftDate(change, 1)}T07:30:00.000Z`,
    });
    expect(byName('Cijeli dan')).toMatchObject({ uid: `task-${allDay.id}@localhost:3000`, allDay: true, start: dayFromToday(3) });
    expect(response.body).toContain(`DTSTART;VALUE=DATE:${dayFromToday(3).replaceAll('-', '')}\r\n`);
    expect(byName('Gotov zadatak').uid).toBe(`task-${done.id}@localhost:3000`);

    // The same task keeps its UID from one fetch to the next, so calendars update rather than duplicate it.
    expect(eventsOf((await call('GET', path)).body).map((event) => event.uid).sort()).toEqual(events.map((event) => event.uid).sort());
  });

  it('escapes commas, semicolons, backslashes and line breaks, and folds long lines at 75 octets', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const name = 'Kupiti kruh, mlijeko; jaja \\ sok';
    const description = `Prvi red, s zarezom;\nDrugi red\n${'Dugačak opis sa slovima čćžšđ i emojijem 😀 '.repeat(6).trim()}`;
    await addTask(app, manager.auth, employee.id, { taskName: name, description, dueDate: dayFromToday(2), priority: false, subtasks: [] });
    const response = await call('GET', await createLink(employee.id, manager.auth));
    const text = response.body;

    expect(text).toContain('SUMMARY:Kupiti kruh\\, mlijeko\\; jaja \\\\ sok\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    for (const line of lines) {
      expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\r\n]/);
    }
    // The long description was folded: continuation lines start with one space.
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(2);
    // Folding never splits a character: every line is whole UTF-8.
    for (const line of lines) expect(Buffer.from(Buffer.from(line).toString('utf8')).equals(Buffer.from(line))).toBe(true);
    const [event] = eventsOf(text);
    expect(event).toMatchObject({ summary: name, description });
  });

  it('answers 304 to a calendar program whose copy is current, and the new feed after a change', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    await addTask(app, manager.auth, employee.id, { dueDate: dayFromToday(1) });
    const path = await createLink(employee.id, manager.auth);
    const first = await call('GET', path);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const unchanged = await call('GET', path, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    await addTask(app, manager.auth, employee.id, { taskName: 'Novi zadatak', dueDate: dayFromToday(1), priority: false });
    const changed = await call('GET', path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(eventsOf(changed.body).map((event) => event.summary)).toContain('Novi zadatak');
  });
});

describe('the manager’s calendar link', () => {
  it('is made, read and stored only as a hash; a new one makes the old one answer 404', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    expect((await manage('GET', employee.id, manager.auth)).json()).toEqual({ exists: false, createdAt: null });
    const oldPath = await createLink(employee.id, manager.auth);
    const state = (await manage('GET', employee.id, manager.auth)).json();
    expect(state).toEqual({ exists: true, createdAt: expect.any(String) });
    const secret = oldPath.split('/').pop()!.replace('.ics', '');
    const rows = await app.db.selectFrom('calendar_feeds').selectAll().where('employee_id', '=', employee.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(secret);
    // Reading the state never answers the link again.
    expect(JSON.stringify(state)).not.toContain(secret);

    const newPath = await createLink(employee.id, manager.auth);
    expect(newPath).not.toBe(oldPath);
    const old = await call('GET', oldPath);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.code).toBe('not_found');
    expect((await call('GET', newPath)).statusCode).toBe(200);
  });

  it('is removed: the link answers 404 and the state says there is none', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const path = await createLink(employee.id, manager.auth);
    expect((await manage('DELETE', employee.id, manager.auth)).statusCode).toBe(204);
    expect((await call('GET', path)).statusCode).toBe(404);
    expect((await manage('GET', employee.id, manager.auth)).json()).toEqual({ exists: false, createdAt: null });
    // Removing again is no error: there is simply no link.
    expect((await manage('DELETE', employee.id, manager.auth)).statusCode).toBe(204);
  });

  it('goes with the employee when the employee is deleted', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const path = await createLink(employee.id, manager.auth);
    expect((await call('DELETE', `/api/v1/child/${employee.id}`, manager.auth)).statusCode).toBe(204);
    expect((await call('GET', path)).statusCode).toBe(404);
    expect(await app.db.selectFrom('calendar_feeds').selectAll().where('employee_id', '=', employee.id).execute()).toEqual([]);
  });

  it("refuses another manager's employee with 404 and the employee's own token with 403, changing nothing", async () => {
    const a = await managerWithEmployee(app);
    const b = await managerWithEmployee(app);
    const path = await createLink(a.employee.id, a.manager.auth);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const byOther = await manage(method, a.employee.id, b.manager.auth);
      expect(byOther.statusCode, `${method} ${byOther.body}`).toBe(404);
      expect(byOther.body).not.toContain('.ics');
      expect([403, 404]).toContain((await manage(method, a.employee.id, a.phone.auth)).statusCode);
      expect((await manage(method, a.employee.id, {})).statusCode).toBe(401);
    }
    expect((await call('GET', path)).statusCode).toBe(200);
    expect((await manage('GET', a.employee.id, a.manager.auth)).json().exists).toBe(true);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const { manager } = await managerWithEmployee(app);
    for (const id of ['abc', '0', '2147483648', '1.5', '%00']) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await manage(method, id, manager.auth);
        expect(response.statusCode, `${method} ${id}`).toBe(400);
        expect(Object.keys(response.json().error.fields)).toEqual(['employeeId']);
      }
    }
    expect((await manage('POST', 2147483647, manager.auth)).statusCode).toBe(404);
  });
});

describe('a wrong feed link', () => {
  it('gets nothing: malformed ones 400 naming the file, well-formed unknown ones 404, a token changes nothing', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    await addTask(app, manager.auth, employee.id, { taskName: 'Tajni zadatak 5e1f', dueDate: dayFromToday(1) });
    const path = await createLink(employee.id, manager.auth);
    for (const file of ['abc.ics', 'x'.repeat(43), `${'x'.repeat(42)}%00.ics`, `${'x'.repeat(44)}.ics`, '%F0%9F%98%80.ics']) {
      const response = await call('GET', `/api/v1/calendar-feed/${file}`);
      expect(response.statusCode, file).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['file']);
    }
    const secret = path.split('/').pop()!.slice(0, 43);
    const wrong = `${secret.slice(0, 42)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const headers of [{}, manager.auth]) {
      const response = await call('GET', `/api/v1/calendar-feed/${wrong}.ics`, headers);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).not.toContain('Tajni zadatak');
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('is limited per client address: the 61st request within a minute gets 429', async () => {
    const limited = await createTestApp();
    try {
      for (let i = 0; i < 60; i += 1) {
        expect((await limited.server.inject({ method: 'GET', url: `/api/v1/calendar-feed/${'a'.repeat(43)}.ics` })).statusCode).toBe(404);
      }
      const refused = await limited.server.inject({ method: 'GET', url: `/api/v1/calendar-feed/${'a'.repeat(43)}.ics` });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('too_many_requests');
    } finally {
      await limited.close();
    }
  });
});

describe('firstFeedDate', () => {
  it('goes three months back, to the month’s last day where the day does not exist', () => {
    expect(firstFeedDate('2026-11-26')).toBe('2026-08-26');
    expect(firstFeedDate('2026-02-15')).toBe('2025-11-15');
    expect(firstFeedDate('2026-05-31')).toBe('2026-02-28');
  });
});

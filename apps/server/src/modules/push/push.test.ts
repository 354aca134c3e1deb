import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { addTask, createTestApp, managerWithEmployee, registerAndLogin, TINY_PNG, type TestApp } from '../../../test/helpers.ts';
import { startPushReceiver } from '../../../test/push-receiver.ts';
import { buildPng, tusUpload } from '../../../test/uploads.ts';

/**
 * Web Push end to end: a local push service decrypts what the server sends with the subscription's
 * keys and checks its VAPID signature. Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
 */
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
let app: TestApp;
let people: Awaited<ReturnType<typeof managerWithEmployee>>;
let other: Awaited<ReturnType<typeof managerWithEmployee>>;

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function subscribe(auth: Record<string, string>, name: string) {
  const response = await inject('POST', '/api/v1/push/subscriptions', auth, receiver.subscription(name));
  expect(response.statusCode, response.body).toBe(204);
}

/** What arrived once everything under way was sent, and by whom; then starts afresh. */
async function arrived() {
  await app.push.idle();
  const got = receiver.received.map(({ name, payload, urgency }) => ({ name, ...payload, urgency }));
  receiver.clear();
  return got;
}

beforeAll(async () => {
  receiver = await startPushReceiver();
  app = await createTestApp({ pushAgent: receiver.agent, pushRetryDelaysMs: [10, 20, 40] });
  people = await managerWithEmployee(app);
  other = await managerWithEmployee(app);
  const key = await inject('GET', '/api/v1/push/public-key', people.manager.auth);
  expect(key.statusCode).toBe(200);
  expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  receiver.expectVapidKey(key.json().publicKey);
  await subscribe(people.manager.auth, 'manager');
  await subscribe(people.phone.auth, 'phone');
  await subscribe(other.manager.auth, 'other-manager');
  await subscribe(other.phone.auth, 'other-phone');
  await app.push.idle();
  receiver.clear();
});
afterEach(() => {
  vi.useRealTimers();
  expect(receiver.problems).toEqual([]);
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

describe('subscriptions', () => {
  it('refuses no token with 401 and bad subscriptions with 400 naming the field', async () => {
    expect((await inject('GET', '/api/v1/push/public-key', {})).statusCode).toBe(401);
    expect((await inject('POST', '/api/v1/push/subscriptions', {}, receiver.subscription('x'))).statusCode).toBe(401);
    const good = receiver.subscription('bad');
    const cases: [object, string][] = [
      [{ ...good, endpoint: 'http://127.0.0.1:9/push/bad' }, 'endpoint'],
      [{ ...good, endpoint: 'https://user:pw@push.example.com/x' }, 'endpoint'],
      [{ ...good, endpoint: 'javascript:alert(1)' }, 'endpoint'],
      // PostgreSQL refuses NUL in text: it must be a 400, never a 500.
      [{ ...good, endpoint: `${good.endpoint}\u0000` }, 'endpoint'],
      [{ ...good, endpoint: `${good.endpoint}/a\tb` }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: `${good.keys.auth.slice(0, 21)}+` } }, 'keys.auth'],
      [{ endpoint: good.endpoint }, 'keys'],
    ];
    for (const [body, field] of cases) {
      const response = await inject('POST', '/api/v1/push/subscriptions', people.phone.auth, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json().error.fields), JSON.stringify(body)).toContain(field.split('.').pop());
    }
    const unsubscribe = await inject('DELETE', '/api/v1/push/subscriptions', people.phone.auth, { endpoint: `${good.endpoint}\u0000` });
    expect(unsubscribe.statusCode).toBe(400);
    expect(unsubscribe.json().error.fields).toHaveProperty('endpoint');
  });

  it('lets a manager choose the kinds they get (all on by default); employees have no such choice', async () => {
    expect((await inject('GET', '/api/v1/push/preferences', other.manager.auth)).json()).toEqual({
      photo: true,
      sos: true,
      message: true,
      taskDone: true,
      task_not_started: true,
    });
    expect((await inject('GET', '/api/v1/push/preferences', people.phone.auth)).statusCode).toBe(403);
    const bad = await inject('PUT', '/api/v1/push/preferences', other.manager.auth, { photo: 'maybe' });
    expect(bad.statusCode).toBe(400);
    // Naming no choice at all changes nothing: refused, not taken as a save.
    const none = await inject('PUT', '/api/v1/push/preferences', other.manager.auth, { unknown: false });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ photo: 'no_choice' });
  });
});

describe('who gets what', () => {
  it('tells the employee of a new task, naming it and linking to it, and no one else', async () => {
    const task = await addTask(app, people.manager.auth, people.employee.id, { taskName: 'Oprati prozore' });
    expect(await arrived()).toEqual([
      { name: 'phone', title: 'Imaš novi zadatak!', body: 'Oprati prozore', url: `/plan-dan/m/zadatak/${task.id}`, tag: `task-${task.id}`, kind: 'task', urgency: 'normal' },
    ]);
  });

  it('tells the manager of a photo to review, the employee of the decision, and the manager of a finished task', async () => {
    const task = await addTask(app, people.manager.auth, people.employee.id, {
      taskName: 'Složiti police',
      subtasks: [{ description: 'Poslikati police', needPhoto: true }, { description: 'Počistiti', needPhoto: false }],
    });
    await inject('PUT', `/api/v1/task/start/${task.id}`, people.phone.auth);
    const steps = (await inject('GET', `/api/v1/task/sub/${task.id}`, people.phone.auth)).json<{ id: number; needPhoto: boolean }[]>();
    const photoStep = steps.find((s) => s.needPhoto)!.id;
    const plainStep = steps.find((s) => !s.needPhoto)!.id;
    await arrived();

    const upload = await app.server.inject({ method: 'POST', url: `/api/v1/task/sub/${photoStep}/photo`, headers: { ...people.phone.auth, 'content-type': 'image/png' }, payload: TINY_PNG });
    expect(upload.statusCode).toBe(201);
    const name = `${people.employee.name} ${people.employee.surname}`;
    expect(await arrived()).toEqual([
      { name: 'manager', title: 'Fotografija čeka pregled', body: `${name}: Složiti police – Poslikati police`, url: `/plan-dan/employee/${people.employee.id}/zadaci`, tag: `photo-${photoStep}`, kind: 'photo', urgency: 'normal' },
    ]);

    await inject('PUT', `/api/v1/task/sub/done/${photoStep}`, people.manager.auth, { done: false });
    expect(await arrived()).toMatchObject([{ name: 'phone', title: 'Podzadatak je nezavršen ❌', body: 'Složiti police: Poslikati police', url: `/plan-dan/m/zadatak/${task.id}`, kind: 'stepRejected' }]);
    // A reason given with the refusal follows the step in the body; the title stays the spec's.
    await inject('PUT', `/api/v1/task/sub/done/${photoStep}`, people.manager.auth, { done: false, reason: 'Slika je mutna' });
    expect(await arrived()).toMatchObject([{ name: 'phone', title: 'Podzadatak je nezavršen ❌', body: 'Složiti police: Poslikati police – Slika je mutna', kind: 'stepRejected' }]);
    await inject('PUT', `/api/v1/task/sub/done/${photoStep}`, people.manager.auth, { done: true });
    expect(await arrived()).toMatchObject([{ name: 'phone', title: 'Podzadatak je završen ✅', kind: 'stepApproved' }]);

    await inject('PUT', `/api/v1/task/sub/done/${plainStep}`, people.phone.auth, { done: true });
    expect(await arrived()).toEqual([
      { name: 'manager', title: 'Zadatak je završen', body: `${name}: Složiti police`, url: `/plan-dan/employee/${people.employee.id}/zadaci`, tag: `task-done-${task.id}`, kind: 'taskDone', urgency: 'normal' },
    ]);
  });

  it('tells each side of a new message, and the manager of an SOS with high urgency', async () => {
    const conversation = `/api/v1/chat/${people.employee.id}/messages`;
    await inject('POST', conversation, people.manager.auth, { text: 'Dođi u ured' });
    expect(await arrived()).toMatchObject([{ name: 'phone', title: 'Imaš novu poruku!', body: `${people.manager.user.name} ${people.manager.user.surname}: Dođi u ured`, url: '/plan-dan/m/poruke', kind: 'message' }]);
    await inject('POST', conversation, people.phone.auth, { text: 'Stižem' });
    expect(await arrived()).toMatchObject([{ name: 'manager', title: 'Nova poruka', body: expect.stringContaining('Stižem'), url: `/plan-dan/chat/${people.employee.id}`, kind: 'message', urgency: 'normal' }]);
    await inject('POST', conversation, people.phone.auth, { text: 'SOS: POMOĆ POTREBNA!', sos: true });
    expect(await arrived()).toMatchObject([{ name: 'manager', title: 'SOS: zaposlenik treba pomoć!', body: `${people.employee.name} ${people.employee.surname} traži pomoć`, kind: 'sos', urgency: 'high' }]);
  });

  it('tells every employee of the manager of a new material', async () => {
    const origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
    await tusUpload(origin, await buildPng(32, 32), { token: people.manager.auth.authorization!.replace('Bearer ', ''), title: 'Kako složiti police' });
    expect(await arrived()).toMatchObject([{ name: 'phone', title: 'Dodana je nova instrukcija!', body: 'Kako složiti police', url: '/plan-dan/m/upute', kind: 'material' }]);
  });

  it('sends the manager only the kinds they chose', async () => {
    const off = { photo: true, sos: true, message: false, taskDone: true, task_not_started: true };
    expect((await inject('PUT', '/api/v1/push/preferences', people.manager.auth, off)).json()).toEqual(off);
    await inject('POST', `/api/v1/chat/${people.employee.id}/messages`, people.phone.auth, { text: 'Tiho' });
    expect(await arrived()).toEqual([]);
    await inject('POST', `/api/v1/chat/${people.employee.id}/messages`, people.phone.auth, { text: 'SOS', sos: true });
    expect(await arrived()).toMatchObject([{ name: 'manager', kind: 'sos' }]);
    await inject('PUT', '/api/v1/push/preferences', people.manager.auth, { ...off, message: true });
  });
});

describe("the owner's helpers", () => {
  it('hear of photos, messages and SOS calls like the owner, each by their own choices; a former helper hears nothing', async () => {
    const team = await managerWithEmployee(app);
    const helper = await registerAndLogin(app, { name: 'Iva', surname: 'Pomoćnica' });
    const invited = await inject('POST', `/api/v1/child/${team.employee.id}/helpers`, team.manager.auth, { login: helper.user.username });
    expect(invited.statusCode).toBe(201);
    await subscribe(team.manager.auth, 'team-owner');
    await subscribe(helper.auth, 'team-helper');
    await subscribe(team.phone.auth, 'team-phone');
    await arrived();
    const byName = (got: Awaited<ReturnType<typeof arrived>>) => [...got].sort((x, y) => x.name.localeCompare(y.name));
    const conversation = `/api/v1/chat/${team.employee.id}/messages`;
    const employeeName = `${team.employee.name} ${team.employee.surname}`;

    await inject('POST', conversation, team.phone.auth, { text: 'Gdje su kutije?' });
    expect(byName(await arrived())).toMatchObject([
      { name: 'team-helper', kind: 'message', body: `${employeeName}: Gdje su kutije?`, url: `/plan-dan/chat/${team.employee.id}` },
      { name: 'team-owner', kind: 'message', body: `${employeeName}: Gdje su kutije?` },
    ]);
    // The helper's answer reaches the phone under the helper's name, and no manager.
    await inject('POST', conversation, helper.auth, { text: 'U skladištu' });
    expect(await arrived()).toMatchObject([{ name: 'team-phone', kind: 'message', body: 'Iva Pomoćnica: U skladištu' }]);

    const task = await addTask(app, helper.auth, team.employee.id, { subtasks: [{ description: 'Poslikati', needPhoto: true }] });
    expect(await arrived()).toMatchObject([{ name: 'team-phone', kind: 'task' }]);
    await inject('PUT', `/api/v1/task/start/${task.id}`, team.phone.auth);
    const [step] = (await inject('GET', `/api/v1/task/sub/${task.id}`, team.phone.auth)).json<{ id: number }[]>();
    await app.server.inject({ method: 'POST', url: `/api/v1/task/sub/${step!.id}/photo`, headers: { ...team.phone.auth, 'content-type': 'image/png' }, payload: TINY_PNG });
    expect(byName(await arrived())).toMatchObject([
      { name: 'team-helper', kind: 'photo', tag: `photo-${step!.id}` },
      { name: 'team-owner', kind: 'photo', tag: `photo-${step!.id}` },
    ]);

    // The helper's own switches: messages off for them leaves the owner's on.
    await inject('PUT', '/api/v1/push/preferences', helper.auth, { photo: true, sos: true, message: false, taskDone: true });
    await inject('POST', conversation, team.phone.auth, { text: 'Hvala' });
    expect(await arrived()).toMatchObject([{ name: 'team-owner', kind: 'message' }]);
    await inject('POST', conversation, team.phone.auth, { text: 'SOS: POMOĆ POTREBNA!', sos: true });
    expect(byName(await arrived())).toMatchObject([
      { name: 'team-helper', kind: 'sos', urgency: 'high' },
      { name: 'team-owner', kind: 'sos', urgency: 'high' },
    ]);

    expect((await inject('DELETE', `/api/v1/child/${team.employee.id}/helpers/${helper.user.id}`, team.manager.auth)).statusCode).toBe(204);
    await inject('POST', conversation, team.phone.auth, { text: 'SOS: POMOĆ POTREBNA!', sos: true });
    expect(await arrived()).toMatchObject([{ name: 'team-owner', kind: 'sos' }]);
  });
});

describe('delivery', () => {
  it('retries a failing push service with pauses, and delivers', async () => {
    receiver.answers.set('phone', [500, 503]);
    await addTask(app, people.manager.auth, people.employee.id, { taskName: 'Uporno' });
    expect(receiver.requests).toEqual([]);
    const got = await arrived();
    expect(got).toMatchObject([{ name: 'phone', body: 'Uporno' }]);
  });

  it('gives up after a few attempts', async () => {
    receiver.answers.set('phone', [500, 500, 500, 500, 500]);
    await addTask(app, people.manager.auth, people.employee.id, { taskName: 'Nikako' });
    await app.push.idle();
    expect(receiver.requests.filter((name) => name === 'phone')).toHaveLength(4);
    receiver.answers.delete('phone');
    expect(await arrived()).toEqual([]);
  });

  it('removes a subscription the push service answers 404 or 410 for', async () => {
    const extra = await managerWithEmployee(app);
    await subscribe(extra.phone.auth, 'gone-410');
    receiver.answers.set('gone-410', [410]);
    await addTask(app, extra.manager.auth, extra.employee.id);
    await app.push.idle();
    await subscribe(extra.manager.auth, 'gone-404');
    receiver.answers.set('gone-404', [404]);
    await inject('POST', `/api/v1/chat/${extra.employee.id}/messages`, extra.phone.auth, { text: 'Halo' });
    await app.push.idle();
    const left = await app.db.selectFrom('push_subscriptions').select('endpoint').where('endpoint', 'like', '%/gone-%').execute();
    expect(left).toEqual([]);
    receiver.clear();
  });

  it('keeps only the newest few subscriptions of one session', async () => {
    const extra = await managerWithEmployee(app);
    for (let n = 1; n <= 5; n += 1) await subscribe(extra.phone.auth, `many-${n}`);
    const left = await app.db.selectFrom('push_subscriptions').select('endpoint').where('employee_id', '=', extra.employee.id).orderBy('endpoint').execute();
    expect(left.map((row) => row.endpoint.split('/').pop())).toEqual(['many-3', 'many-4', 'many-5']);
  });

  it('removes the subscriptions of a session that logs out, and only those', async () => {
    const extra = await managerWithEmployee(app);
    await subscribe(extra.phone.auth, 'leaving-phone');
    await subscribe(extra.manager.auth, 'staying-manager');
    const unsubscribed = await inject('DELETE', '/api/v1/push/subscriptions', extra.manager.auth, { endpoint: `${receiver.origin}/push/staying-manager` });
    expect(unsubscribed.statusCode).toBe(204);
    await subscribe(extra.manager.auth, 'staying-manager');
    expect((await inject('POST', '/api/v1/logout', extra.phone.auth)).statusCode).toBe(204);
    const left = await app.db.selectFrom('push_subscriptions').select('endpoint').where('endpoint', 'like', '%ing-%').execute();
    expect(left.map((row) => row.endpoint.split('/').pop())).toEqual(['staying-manager']);
  });
});

describe('the deadline reminder', () => {
  // Due 2030-05-20 09:30 in Sarajevo (summer time, UTC+2): 07:30 UTC; the reminder from 07:00 UTC.
  const at = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
  // The other tests' tasks share the default due time: only this test's subscription counts.
  const reminders = async () => (await arrived()).filter((item) => item.name === 'reminded');

  it('fires once, 30 minutes before, also across a restart and a second instance; again when the due time changes; never when done', async () => {
    const extra = await managerWithEmployee(app);
    await subscribe(extra.phone.auth, 'reminded');
    const task = await addTask(app, extra.manager.auth, extra.employee.id, { taskName: 'Predati izvještaj', dueDate: '2030-05-20', dueTime: '09:30' });
    const done = await addTask(app, extra.manager.auth, extra.employee.id, { taskName: 'Gotov', dueDate: '2030-05-20', dueTime: '09:30', subtasks: [] });
    await inject('PUT', `/api/v1/task/start/${done.id}`, extra.phone.auth);
    await inject('PUT', `/api/v1/task/finish/${done.id}`, extra.phone.auth);
    await arrived();

    at('2030-05-20T06:59:00Z');
    await app.push.checkReminders();
    expect(await reminders()).toEqual([]);

    at('2030-05-20T07:00:30Z');
    // A second instance on the same database (also a restart): the reminder goes out once in all.
    const second = await buildApp({ ...app.config, pushAgent: receiver.agent });
    try {
      await Promise.all([app.push.checkReminders(), second.push.checkReminders(), app.push.checkReminders()]);
      await second.push.idle();
      expect(await reminders()).toEqual([
        { name: 'reminded', title: 'Uskoro ističe vrijeme!', body: 'Predati izvještaj (rok 09:30)', url: `/plan-dan/m/zadatak/${task.id}`, tag: `deadline-${task.id}`, kind: 'deadline', urgency: 'high' },
      ]);
      at('2030-05-20T07:20:00Z');
      await second.push.checkReminders();
      await second.push.idle();
      await app.push.checkReminders();
      expect(await reminders()).toEqual([]);
    } finally {
      await second.server.close();
    }

    // The due time moves to 10:00: one more reminder, from 07:30 UTC.
    await app.db.updateTable('tasks').set({ due_time: '10:00', due_local_at: Date.UTC(2030, 4, 20, 10, 0) }).where('id', '=', task.id).execute();
    at('2030-05-20T07:25:00Z');
    await app.push.checkReminders();
    expect(await reminders()).toEqual([]);
    at('2030-05-20T07:31:00Z');
    await app.push.checkReminders();
    await app.push.checkReminders();
    expect(await reminders()).toMatchObject([{ name: 'reminded', body: 'Predati izvještaj (rok 10:00)' }]);

    // After the deadline, nothing more.
    at('2030-05-20T08:05:00Z');
    await app.push.checkReminders();
    expect(await reminders()).toEqual([]);
  });
});

import type { ChatMessage, Conversation, Employee, Helper, Step } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openEventStream, openStream } from '../../../test/event-stream.ts';
import { addEmployee, addTask, createTestApp, loginEmployee, managerWithEmployee, registerAndLogin, TINY_PNG, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
let origin: string;
beforeAll(async () => {
  app = await createTestApp();
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app?.close());

type Auth = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Auth, payload?: object | Buffer, contentType?: string) =>
  app.server.inject({ method, url, headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) }, ...(payload ? { payload } : {}) });

const invite = (auth: Auth, employeeId: number | string, login: string) => call('POST', `/api/v1/child/${employeeId}/helpers`, auth, { login });

/** An owner with an employee (phone logged in), and another manager the owner has invited to help. */
async function ownerWithHelper() {
  const owned = await managerWithEmployee(app);
  const helper = await registerAndLogin(app, { name: 'Iva', surname: 'Pomoćnica' });
  const invited = await invite(owned.manager.auth, owned.employee.id, helper.user.username);
  expect(invited.statusCode, invited.body).toBe(201);
  return { ...owned, helper };
}

describe('inviting a helper', () => {
  it('adds a manager named by username or e-mail; both sides see the employee, the helper marked as such', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const byUsername = await registerAndLogin(app, { name: 'Iva', surname: 'Pomoćnica' });
    const byEmail = await registerAndLogin(app, { name: 'Luka', surname: 'Drugi' });

    const first = await invite(manager.auth, employee.id, `  ${byUsername.user.username} `);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      managerId: byUsername.user.id,
      name: 'Iva',
      surname: 'Pomoćnica',
      username: byUsername.user.username,
      since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // An e-mail address is found whatever its letter case.
    const second = await invite(manager.auth, employee.id, byEmail.input.email.toUpperCase());
    expect(second.statusCode, second.body).toBe(201);

    const list = await call('GET', `/api/v1/child/${employee.id}/helpers`, manager.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json<Helper[]>().map((helper) => helper.managerId)).toEqual([byUsername.user.id, byEmail.user.id]);
    // Managers' e-mail addresses are not handed to each other.
    expect(list.body).not.toContain(byEmail.input.email);
    // The helpers see the list too.
    expect((await call('GET', `/api/v1/child/${employee.id}/helpers`, byEmail.auth)).json()).toEqual(list.json());

    const helpersList = (await call('GET', `/api/v1/manager/children/${byUsername.user.id}`, byUsername.auth)).json<Employee[]>();
    expect(helpersList).toEqual([
      expect.objectContaining({ id: employee.id, role: 'helper', ownerName: `${manager.user.name} ${manager.user.surname}`, managerId: manager.user.id }),
    ]);
    const ownersList = (await call('GET', `/api/v1/manager/children/${manager.user.id}`, manager.auth)).json<Employee[]>();
    expect(ownersList).toEqual([expect.objectContaining({ id: employee.id, role: 'owner' })]);
    const profile = await call('GET', `/api/v1/child/${employee.id}`, byUsername.auth);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual(expect.objectContaining({ id: employee.id, role: 'helper', name: employee.name }));
  });

  it('lists the own employees and the helped ones together, oldest first', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const helper = await managerWithEmployee(app);
    expect((await invite(manager.auth, employee.id, helper.manager.input.email)).statusCode).toBe(201);
    const later = await addEmployee(app, helper.manager.auth);
    const list = (await call('GET', `/api/v1/manager/children/${helper.manager.user.id}`, helper.manager.auth)).json<Employee[]>();
    expect(list.map((one) => [one.id, one.role])).toEqual(
      [
        [helper.employee.id, 'owner'],
        [employee.id, 'helper'],
        [later.id, 'owner'],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
  });

  it('refuses an unknown login (404 naming login), the owner themselves and a second invitation (409)', async () => {
    const { manager, employee, helper } = await ownerWithHelper();
    const unknown = await invite(manager.auth, employee.id, 'nitko.nepoznat@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual(expect.objectContaining({ code: 'not_found', fields: { login: 'unknown_manager' } }));
    const self = await invite(manager.auth, employee.id, manager.user.username);
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toEqual(expect.objectContaining({ code: 'helper_is_owner', fields: { login: 'helper_is_owner' } }));
    const again = await invite(manager.auth, employee.id, helper.input.email);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual(expect.objectContaining({ code: 'already_helper', fields: { login: 'already_helper' } }));
    expect((await call('GET', `/api/v1/child/${employee.id}/helpers`, manager.auth)).json()).toHaveLength(1);
  });

  it('lets only the owner invite: a helper gets 403, another manager 404, the employee 403', async () => {
    const { employee, helper, phone } = await ownerWithHelper();
    const stranger = await registerAndLogin(app);
    const third = await registerAndLogin(app);
    const byHelper = await invite(helper.auth, employee.id, third.user.username);
    expect(byHelper.statusCode).toBe(403);
    expect(byHelper.json().error.code).toBe('forbidden');
    expect((await invite(stranger.auth, employee.id, third.user.username)).statusCode).toBe(404);
    expect((await invite(stranger.auth, employee.id, stranger.user.username)).statusCode).toBe(404);
    expect((await invite(phone.auth, employee.id, third.user.username)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/child/${employee.id}/helpers`, stranger.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/child/${employee.id}/helpers`, phone.auth)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/manager/children/${third.user.id}`, third.auth)).json()).toEqual([]);
  });

  it('answers hostile input with 400 naming the field, never 500', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    for (const id of ['2147483648', '99999999999', '0', '-1', 'abc']) {
      const response = await invite(manager.auth, id, 'x');
      expect(response.statusCode, id).toBe(400);
      expect(Object.keys(response.json().error.fields), id).toContain('id');
      const removal = await call('DELETE', `/api/v1/child/${employee.id}/helpers/${id}`, manager.auth);
      expect(removal.statusCode, id).toBe(400);
      expect(Object.keys(removal.json().error.fields), id).toContain('managerId');
    }
    for (const login of ['ana\u0000', '\u0000', '   ', '', 'x'.repeat(255)]) {
      const response = await invite(manager.auth, employee.id, login);
      expect(response.statusCode, JSON.stringify(login)).toBe(400);
      expect(response.json().error.fields, JSON.stringify(login)).toHaveProperty('login');
    }
    for (const body of [{}, { login: 7 }, { login: null }, { login: ['a'] }]) {
      const response = await call('POST', `/api/v1/child/${employee.id}/helpers`, manager.auth, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    // A login that only looks like SQL is just an unknown login.
    expect((await invite(manager.auth, employee.id, "' or '1'='1")).statusCode).toBe(404);
    expect((await invite(manager.auth, 2_147_483_647, 'x')).statusCode).toBe(404);
  });
});

describe("a helper's rights", () => {
  it("reads and writes the employee's tasks and steps, and reviews the photos", async () => {
    const { manager, employee, phone, helper } = await ownerWithHelper();
    const created = await call('POST', '/api/v1/task', helper.auth, {
      taskName: 'Zadatak pomagača',
      description: 'Složiti police',
      dueDate: '2030-05-20',
      dueTime: '10:00',
      child: { id: employee.id },
      subtasks: [{ description: 'Poslikati police', needPhoto: true }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const taskId = created.json().id as number;
    // The owner and the phone see the helper's task.
    const ownersView = (await call('GET', `/api/v1/task/${employee.id}`, manager.auth)).json<{ id: number }[]>();
    expect(ownersView.map((task) => task.id)).toContain(taskId);
    const added = await call('POST', '/api/v1/task/sub', helper.auth, { description: 'Pospremiti', task: { id: taskId } });
    expect(added.statusCode, added.body).toBe(201);
    expect((await call('PUT', `/api/v1/task/sub/${added.json().id}/picture`, helper.auth, TINY_PNG, 'image/png')).statusCode).toBe(200);

    expect((await call('PUT', `/api/v1/task/start/${taskId}`, phone.auth)).statusCode).toBe(200);
    const steps = (await call('GET', `/api/v1/task/sub/${taskId}`, helper.auth)).json<Step[]>();
    const photoStep = steps.find((step) => step.needPhoto)!;
    expect((await call('POST', `/api/v1/task/sub/${photoStep.id}/photo`, phone.auth, TINY_PNG, 'image/png')).statusCode).toBe(201);
    expect((await call('GET', `/api/v1/task-photos?taskId=${taskId}`, helper.auth)).json()).toHaveLength(1);
    const rejected = await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, helper.auth, { done: false, reason: 'Mutna slika' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().rejection).toEqual(expect.objectContaining({ reason: 'Mutna slika' }));
    expect((await call('POST', `/api/v1/task/sub/${photoStep.id}/photo`, phone.auth, TINY_PNG, 'image/png')).statusCode).toBe(201);
    const approved = await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, helper.auth, { done: true });
    expect(approved.json().done).toBe(true);

    const listed = await call('GET', `/api/v1/task/${employee.id}?include=subtasks`, helper.auth);
    expect(listed.statusCode).toBe(200);
    expect((await call('GET', `/api/v1/task-calendar/${employee.id}?year=2030`, helper.auth)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/task/sub/${added.json().id}`, helper.auth)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/v1/task/${taskId}`, helper.auth)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/task/sub/${taskId}`, manager.auth)).statusCode).toBe(404);
  });

  it("reads the employee's statistics", async () => {
    const { manager, employee, phone, helper } = await ownerWithHelper();
    // A finished task, so that the figures are not empty.
    const task = await addTask(app, manager.auth, employee.id, { taskName: 'Brojani zadatak', subtasks: [{ description: 'Jedini', needPhoto: false }] });
    expect((await call('PUT', `/api/v1/task/start/${task.id}`, phone.auth)).statusCode).toBe(200);
    const [step] = (await call('GET', `/api/v1/task/sub/${task.id}`, phone.auth)).json<Step[]>();
    expect((await call('PUT', `/api/v1/task/sub/done/${step!.id}`, phone.auth, { done: true })).statusCode).toBe(200);
    for (const url of [
      `/api/v1/statistics/${employee.id}`,
      `/api/v1/statistics/${employee.id}/finished`,
      `/api/v1/statistics/${employee.id}/task?name=Brojani%20zadatak`,
      `/api/v1/task/tasks-over-time/${employee.id}`,
      `/api/v1/task/deadline-stats/${employee.id}`,
      `/api/v1/task/task-summary/${employee.id}`,
    ]) {
      const byHelper = await call('GET', url, helper.auth);
      expect(byHelper.statusCode, url).toBe(200);
      expect(byHelper.body, url).toBe((await call('GET', url, manager.auth)).body);
    }
  });

  it('chats with the employee under their own name, and sees the conversation in their list', async () => {
    const { manager, employee, phone, helper } = await ownerWithHelper();
    const question = await call('POST', `/api/v1/chat/${employee.id}/messages`, phone.auth, { text: 'Trebam pomoć' });
    const answer = await call('POST', `/api/v1/chat/${employee.id}/messages`, helper.auth, { text: 'Evo me' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<ChatMessage>().user).toEqual({ _id: `manager-${helper.user.id}`, name: 'Iva Pomoćnica', avatar: null });
    const byOwner = await call('POST', `/api/v1/chat/${employee.id}/messages`, manager.auth, { text: 'I ja sam tu' });
    // Each message carries its author: the phone and both managers read who wrote what.
    for (const auth of [phone.auth, manager.auth, helper.auth]) {
      const messages = (await call('GET', `/api/v1/chat/${employee.id}/messages`, auth)).json<ChatMessage[]>();
      expect(messages.map((message) => [message.text, message.user.name])).toEqual([
        ['I ja sam tu', `${manager.user.name} ${manager.user.surname}`],
        ['Evo me', 'Iva Pomoćnica'],
        ['Trebam pomoć', `${employee.name} ${employee.surname}`],
      ]);
    }
    expect(byOwner.statusCode).toBe(201);
    const conversations = (await call('GET', '/api/v1/chat', helper.auth)).json<Conversation[]>();
    expect(conversations).toEqual([expect.objectContaining({ employeeId: employee.id, unread: 1 })]);
    const read = await call('PUT', `/api/v1/chat/${employee.id}/read`, helper.auth, { lastReadId: question.json()._id });
    expect(read.statusCode).toBe(204);
    // One marker for the manager side: what the helper read is read for the owner too.
    expect((await call('GET', '/api/v1/chat', manager.auth)).json<Conversation[]>()[0]!.unread).toBe(0);
  });

  it("hears the employee's messages on their chat stream and the task changes on the task stream", async () => {
    const { manager, employee, phone, helper } = await ownerWithHelper();
    const chat = await openEventStream(`${origin}/api/v1/chat-events`, helper.auth);
    const tasks = await openStream(origin, employee.id, helper.auth);
    const sent = (await call('POST', `/api/v1/chat/${employee.id}/messages`, phone.auth, { text: 'Gotov sam' })).json<ChatMessage>();
    expect(await chat.nextEvent()).toBe(`event: message\nid: ${sent._id}\ndata: ${JSON.stringify(sent)}`);
    await addTask(app, manager.auth, employee.id);
    expect(await tasks.nextEvent()).toBe('event: tasks\ndata: {}');
    await chat.close();
    await tasks.close();
  });

  it("may not delete the employee, change their account or phone login, nor see the QR code (403)", async () => {
    const { manager, employee, helper } = await ownerWithHelper();
    const before = await app.db.selectFrom('employees').selectAll().where('id', '=', employee.id).executeTakeFirst();
    const refused: [Method, string, object?][] = [
      ['DELETE', `/api/v1/child/${employee.id}`],
      ['PUT', `/api/v1/child/update/${employee.id}`, { name: 'Promijenjen', surname: 'X', kidMale: true, dateOfBirth: '2000-01-01' }],
      ['PUT', `/api/v1/child/${employee.id}/password`, { password: 'nova-lozinka-1' }],
      ['PUT', `/api/v1/child/${employee.id}/email-login`, { allowed: false }],
      ['POST', `/api/v1/account/settings/${employee.id}/renew-code`],
      ['GET', `/api/v1/calendar-feed/employee/${employee.id}`],
      ['POST', `/api/v1/calendar-feed/employee/${employee.id}`],
      ['DELETE', `/api/v1/calendar-feed/employee/${employee.id}`],
    ];
    for (const [method, url, body] of refused) {
      const response = await call(method, url, helper.auth, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    const settings = await call('GET', `/api/v1/account/settings/${employee.id}`, helper.auth);
    expect(settings.statusCode).toBe(200);
    expect(settings.json().phoneLoginString).toBe('');
    expect(settings.json().phoneLoginUrl).toBe('');
    // The name is the owner's, whoever asks.
    expect(settings.json().managerName).toBe(`${manager.input.name} ${manager.input.surname}`);
    const look = { ...settings.json(), fontSize: 40 };
    expect((await call('PUT', `/api/v1/account/settings/${employee.id}`, helper.auth, look)).statusCode).toBe(403);
    expect(await app.db.selectFrom('employees').selectAll().where('id', '=', employee.id).executeTakeFirst()).toEqual(before);
    // The owner still can.
    expect((await call('GET', `/api/v1/account/settings/${employee.id}`, manager.auth)).json().phoneLoginString).not.toBe('');
  });
});

describe('removing a helper', () => {
  it('refuses the former helper with 404 everywhere at once, and ends their task stream', async () => {
    const { manager, employee, phone, helper } = await ownerWithHelper();
    const task = await addTask(app, manager.auth, employee.id);
    const message = (await call('POST', `/api/v1/chat/${employee.id}/messages`, phone.auth, { text: 'Bok' })).json<ChatMessage>();
    const steps = (await call('GET', `/api/v1/task/sub/${task.id}`, manager.auth)).json<Step[]>();
    const stream = await openStream(origin, employee.id, helper.auth);

    const removed = await call('DELETE', `/api/v1/child/${employee.id}/helpers/${helper.user.id}`, manager.auth);
    expect(removed.statusCode).toBe(204);
    expect(await stream.ended()).toBe(true);

    const urls: [Method, string, object?][] = [
      ['GET', `/api/v1/child/${employee.id}`],
      ['GET', `/api/v1/child/${employee.id}/helpers`],
      ['GET', `/api/v1/task/${employee.id}`],
      ['GET', `/api/v1/task/sub/${task.id}`],
      ['GET', `/api/v1/task-calendar/${employee.id}?year=2030`],
      ['GET', `/api/v1/task-photos?employeeId=${employee.id}`],
      ['POST', '/api/v1/task', { taskName: 'Kasno', description: 'x', dueDate: '2030-01-01', dueTime: '10:00', child: { id: employee.id } }],
      ['PUT', `/api/v1/task/sub/done/${steps[0]!.id}`, { done: true }],
      ['DELETE', `/api/v1/task/${task.id}`],
      ['GET', `/api/v1/statistics/${employee.id}`],
      ['GET', `/api/v1/chat/${employee.id}/messages`],
      ['POST', `/api/v1/chat/${employee.id}/messages`, { text: 'Još sam tu?' }],
      ['PUT', `/api/v1/chat/${employee.id}/read`, { lastReadId: message._id }],
      ['GET', `/api/v1/account/settings/${employee.id}`],
      ['DELETE', `/api/v1/child/${employee.id}/helpers/${helper.user.id}`],
      ['GET', `/api/v1/task-events/${employee.id}`],
    ];
    for (const [method, url, body] of urls) {
      const response = await call(method, url, helper.auth, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Bok');
    }
    expect((await call('GET', `/api/v1/manager/children/${helper.user.id}`, helper.auth)).json()).toEqual([]);
    expect((await call('GET', '/api/v1/chat', helper.auth)).json()).toEqual([]);
    expect((await call('GET', `/api/v1/task/${employee.id}`, manager.auth)).json()).toHaveLength(1);
  });

  it("stops carrying the employee's messages on the former helper's chat stream", async () => {
    const { manager, employee, phone, helper } = await ownerWithHelper();
    // The helper's own employee, to show the stream still works for what is theirs.
    const own = await addEmployee(app, helper.auth);
    const ownPhone = await loginEmployee(app, helper.auth, own.id);
    const chat = await openEventStream(`${origin}/api/v1/chat-events`, helper.auth);
    expect((await call('DELETE', `/api/v1/child/${employee.id}/helpers/${helper.user.id}`, manager.auth)).statusCode).toBe(204);
    await call('POST', `/api/v1/chat/${employee.id}/messages`, phone.auth, { text: 'Ovo više nije za pomagača' });
    const mine = (await call('POST', `/api/v1/chat/${own.id}/messages`, ownPhone.auth, { text: 'Ovo jest' })).json<ChatMessage>();
    expect(await chat.nextEvent()).toBe(`event: message\nid: ${mine._id}\ndata: ${JSON.stringify(mine)}`);
    // Resuming from before the removal replays nothing of the employee's either.
    const resumed = await openEventStream(`${origin}/api/v1/chat-events?after=1`, helper.auth);
    const replayed = await resumed.nextEvent();
    expect(replayed).toContain('"Ovo jest"');
    await chat.close();
    await resumed.close();
  });

  it('lets a helper leave, but not remove another helper (403); an unknown helper is 404', async () => {
    const { manager, employee, helper } = await ownerWithHelper();
    const second = await registerAndLogin(app);
    expect((await invite(manager.auth, employee.id, second.user.username)).statusCode).toBe(201);
    const byOtherHelper = await call('DELETE', `/api/v1/child/${employee.id}/helpers/${second.user.id}`, helper.auth);
    expect(byOtherHelper.statusCode).toBe(403);
    const byStranger = await call('DELETE', `/api/v1/child/${employee.id}/helpers/${second.user.id}`, (await registerAndLogin(app)).auth);
    expect(byStranger.statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/child/${employee.id}/helpers/${helper.user.id}`, helper.auth)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/task/${employee.id}`, helper.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/child/${employee.id}/helpers/${helper.user.id}`, manager.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/child/${employee.id}/helpers/${manager.user.id}`, manager.auth)).statusCode).toBe(404);
    const left = (await call('GET', `/api/v1/child/${employee.id}/helpers`, manager.auth)).json<Helper[]>();
    expect(left.map((one) => one.managerId)).toEqual([second.user.id]);
    // Invited again, the former helper is back.
    expect((await invite(manager.auth, employee.id, helper.user.username)).statusCode).toBe(201);
    expect((await call('GET', `/api/v1/task/${employee.id}`, helper.auth)).statusCode).toBe(200);
  });

  it("goes with the employee: the owner's deletion leaves the helper nothing", async () => {
    const { manager, employee, helper } = await ownerWithHelper();
    const stream = await openStream(origin, employee.id, helper.auth);
    expect((await call('DELETE', `/api/v1/child/${employee.id}`, manager.auth)).statusCode).toBe(204);
    expect(await stream.ended()).toBe(true);
    expect(await app.db.selectFrom('employee_helpers').selectAll().where('employee_id', '=', employee.id).execute()).toEqual([]);
    expect((await call('GET', `/api/v1/manager/children/${helper.user.id}`, helper.auth)).json()).toEqual([]);
  });
});

// Only with PostgreSQL: instances share the helpers table and the live events through NOTIFY; SQLite serves one instance.
describe.runIf(process.env.DATABASE_URL)('helpers across server instances on one PostgreSQL database', () => {
  it("ends the helper's task stream on another instance, and refuses them there at once", async () => {
    const second = await buildApp({ ...app.config, port: 0 });
    try {
      const secondOrigin = await second.server.listen({ port: 0, host: '127.0.0.1' });
      const { manager, employee, phone, helper } = await ownerWithHelper();
      const tasks = await openStream(secondOrigin, employee.id, helper.auth);
      const chat = await openEventStream(`${secondOrigin}/api/v1/chat-events`, helper.auth);
      const before = (await call('POST', `/api/v1/chat/${employee.id}/messages`, phone.auth, { text: 'Prije' })).json<ChatMessage>();
      expect(await chat.nextEvent()).toBe(`event: message\nid: ${before._id}\ndata: ${JSON.stringify(before)}`);

      expect((await call('DELETE', `/api/v1/child/${employee.id}/helpers/${helper.user.id}`, manager.auth)).statusCode).toBe(204);
      expect(await tasks.ended()).toBe(true);
      const onSecond = await second.server.inject({ method: 'GET', url: `/api/v1/task/${employee.id}`, headers: helper.auth });
      expect(onSecond.statusCode).toBe(404);
      // The next message reaches the owner's stream on the second instance, and not the former helper's.
      const ownersChat = await openEventStream(`${secondOrigin}/api/v1/chat-events`, manager.auth);
      const after = (await call('POST', `/api/v1/chat/${employee.id}/messages`, phone.auth, { text: 'Poslije' })).json<ChatMessage>();
      expect(await ownersChat.nextEvent()).toBe(`event: message\nid: ${after._id}\ndata: ${JSON.stringify(after)}`);
      const own = await addEmployee(app, helper.auth);
      const ownPhone = await loginEmployee(app, helper.auth, own.id);
      const mine = (await call('POST', `/api/v1/chat/${own.id}/messages`, ownPhone.auth, { text: 'Moje' })).json<ChatMessage>();
      expect(await chat.nextEvent()).toBe(`event: message\nid: ${mine._id}\ndata: ${JSON.stringify(mine)}`);
      await chat.close();
      await ownersChat.close();
    } finally {
      await second.server.close();
    }
  });
});

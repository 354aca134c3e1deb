import type { ChatMessage, ChatTasksEvent } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { openEventStream } from '../../../test/event-stream.ts';
import { addEmployee, addTask, createTestApp, loginEmployee, registerAndLogin, type TestApp } from '../../../test/helpers.ts';

/**
 * The board stays live through the manager's chat stream: besides messages and read markers it says
 * when the tasks of an employee the manager owns or helps with changed ('tasks', data `{ employeeId }`).
 */
type Auth = Record<string, string>;

let app: TestApp;
let origin: string;
beforeAll(async () => {
  app = await createTestApp();
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app?.close());

async function ok(target: App, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Auth, payload?: object) {
  const response = await target.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

/** A manager's chat stream over real HTTP, read event by event (name and data). */
async function openChat(auth: Auth, at = origin) {
  const stream = await openEventStream(`${at}/api/v1/chat-events`, auth);
  return {
    ...stream,
    async next(): Promise<{ name: string; data: unknown }> {
      const block = await stream.nextEvent();
      if (block === null) throw new Error('the stream ended');
      const fields = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
      return { name: fields.event!, data: JSON.parse(fields.data!) };
    },
  };
}

const tasksEvent = (employeeId: number) => ({ name: 'tasks', data: { employeeId } satisfies ChatTasksEvent });

/** An owner with two employees (phones logged in), a helper of the second, and a stranger with their own employee. */
async function people(target: App) {
  const owner = await registerAndLogin(target);
  const helper = await registerAndLogin(target);
  const stranger = await registerAndLogin(target);
  const first = await addEmployee(target, owner.auth);
  const second = await addEmployee(target, owner.auth);
  const strangers = await addEmployee(target, stranger.auth);
  await ok(target, 'POST', `/api/v1/child/${second.id}/helpers`, owner.auth, { login: helper.user.username });
  return {
    owner,
    helper,
    stranger,
    first,
    second,
    strangers,
    phones: {
      first: (await loginEmployee(target, owner.auth, first.id)).auth,
      second: (await loginEmployee(target, owner.auth, second.id)).auth,
      strangers: (await loginEmployee(target, stranger.auth, strangers.id)).auth,
    },
  };
}

describe("the manager's chat stream tells of task changes", () => {
  it("carries 'tasks' for each reached employee's task change to the owner and the helpers, and to no one else", async () => {
    const { owner, helper, stranger, first, second, strangers, phones } = await people(app);
    const task = await addTask(app, owner.auth, second.id, { subtasks: [{ description: 'Korak', needPhoto: false }] });
    const ownerStream = await openChat(owner.auth);
    const helperStream = await openChat(helper.auth);
    const strangerStream = await openChat(stranger.auth);

    // The phone starts the helped employee's task: the owner and the helper hear of it.
    await ok(app, 'PUT', `/api/v1/task/start/${task.id}`, phones.second);
    expect(await ownerStream.next()).toEqual(tasksEvent(second.id));
    expect(await helperStream.next()).toEqual(tasksEvent(second.id));

    // A task for the first employee: only the owner's stream (the helper does not help with them).
    await addTask(app, owner.auth, first.id);
    expect(await ownerStream.next()).toEqual(tasksEvent(first.id));

    // The stranger's own employee: the stranger hears; then a message proves nothing else came before it.
    await addTask(app, stranger.auth, strangers.id);
    expect(await strangerStream.next()).toEqual(tasksEvent(strangers.id));
    const message = (await ok(app, 'POST', `/api/v1/chat/${second.id}/messages`, phones.second, { text: 'Gotovo' })).json<ChatMessage>();
    expect(await ownerStream.next()).toMatchObject({ name: 'message', data: { _id: message._id } });
    expect(await helperStream.next()).toMatchObject({ name: 'message', data: { _id: message._id } });

    // The helper leaves: their stream hears no more of the employee's tasks.
    await ok(app, 'DELETE', `/api/v1/child/${second.id}/helpers/${helper.user.id}`, helper.auth);
    await addTask(app, owner.auth, second.id);
    expect(await ownerStream.next()).toEqual(tasksEvent(second.id));
    await addTask(app, owner.auth, first.id);
    expect(await ownerStream.next()).toEqual(tasksEvent(first.id));
    const later = (await ok(app, 'POST', `/api/v1/chat/${strangers.id}/messages`, phones.strangers, { text: 'Ja' })).json<ChatMessage>();
    expect(await strangerStream.next()).toMatchObject({ name: 'message', data: { _id: later._id } });

    // The phone's own chat stream carries no 'tasks' event (its task stream does): a message comes first.
    const phoneStream = await openChat(phones.first);
    await addTask(app, owner.auth, first.id);
    expect(await ownerStream.next()).toEqual(tasksEvent(first.id));
    const reply = (await ok(app, 'POST', `/api/v1/chat/${first.id}/messages`, owner.auth, { text: 'Novi zadatak' })).json<ChatMessage>();
    expect(await phoneStream.next()).toMatchObject({ name: 'message', data: { _id: reply._id } });

    for (const stream of [ownerStream, helperStream, strangerStream, phoneStream]) await stream.close();
  });
});

// Only with PostgreSQL: instances pass live events to each other by NOTIFY; an SQLite file serves one instance.
describe.runIf(process.env.DATABASE_URL)("the 'tasks' event across server instances on one PostgreSQL database", () => {
  it('reaches a manager whose stream is on another instance than the change', async () => {
    const second = await buildApp({ ...app.config, port: 0 });
    try {
      const { owner, first, phones } = await people(app);
      const task = await addTask(app, owner.auth, first.id);
      const ownerStream = await openChat(owner.auth);
      await ok(second, 'PUT', `/api/v1/task/start/${task.id}`, phones.first);
      expect(await ownerStream.next()).toEqual(tasksEvent(first.id));
      await ownerStream.close();
    } finally {
      await second.server.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { openStream } from '../../../../test/event-stream.ts';
import { DEFAULT_PHONE_LOOK, type AccountSettings } from '@plan-dan/contract';
import { addEmployee, addTask, createTestApp, loginEmployee, managerWithEmployee, registerAndLogin, TINY_PNG, type TestApp } from '../../../../test/helpers.ts';

let app: TestApp;
let origin: string;
beforeAll(async () => {
  app = await createTestApp();
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app?.close());

type Auth = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Auth, payload?: object) =>
  app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('GET /api/v1/task-events/:employeeId', () => {
  it("tells the manager's screen and the employee's phone each time a task, step or photo changes", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const managerStream = await openStream(origin, employee.id, manager.auth);
    const phoneStream = await openStream(origin, employee.id, phone.auth);
    const tasksEvent = 'event: tasks\ndata: {}';

    const task = await addTask(app, manager.auth, employee.id);
    expect(await managerStream.nextEvent()).toBe(tasksEvent);
    expect(await phoneStream.nextEvent()).toBe(tasksEvent);

    expect((await call('PUT', `/api/v1/task/start/${task.id}`, phone.auth)).statusCode).toBe(200);
    expect(await managerStream.nextEvent()).toBe(tasksEvent);
    expect(await phoneStream.nextEvent()).toBe(tasksEvent);

    const steps = (await call('GET', `/api/v1/task/sub/${task.id}`, manager.auth)).json<{ id: number; needPhoto: boolean }[]>();
    const photoStep = steps.find((step) => step.needPhoto)!;
    const upload = await app.server.inject({
      method: 'POST',
      url: `/api/v1/task/sub/${photoStep.id}/photo`,
      headers: { ...phone.auth, 'content-type': 'image/png' },
      payload: TINY_PNG,
    });
    expect(upload.statusCode).toBe(201);
    expect(await managerStream.nextEvent()).toBe(tasksEvent);
    expect(await phoneStream.nextEvent()).toBe(tasksEvent);

    expect((await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { done: true })).statusCode).toBe(200);
    expect(await phoneStream.nextEvent()).toBe(tasksEvent);
    expect(await managerStream.nextEvent()).toBe(tasksEvent);

    await managerStream.close();
    await phoneStream.close();
  });

  it("tells the employee's phone when the manager saves its look, and not another employee's phone", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const second = await addEmployee(app, manager.auth);
    const secondPhone = await loginEmployee(app, manager.auth, second.id);
    const phoneStream = await openStream(origin, employee.id, phone.auth);
    const secondStream = await openStream(origin, second.id, secondPhone.auth);

    const look = { ...DEFAULT_PHONE_LOOK, fontSize: 36, colorForBackground: '#fffbe6' };
    const saved = await call('PUT', `/api/v1/account/settings/${employee.id}`, manager.auth, look);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AccountSettings>()).toMatchObject({ ...look, managerName: `${manager.input.name} ${manager.input.surname}` });
    expect(await phoneStream.nextEvent()).toBe('event: look\ndata: {}');
    // The look the phone then loads is the saved one.
    expect((await call('GET', `/api/v1/account/settings/${employee.id}`, phone.auth)).json<AccountSettings>()).toMatchObject(look);

    // The second phone's next event is its own task, not the first phone's look.
    await addTask(app, manager.auth, second.id);
    expect(await secondStream.nextEvent()).toBe('event: tasks\ndata: {}');

    await phoneStream.close();
    await secondStream.close();
  });

  it('answers 404 to another manager and to another employee, 401 without a token, 400 for a bad id', async () => {
    const { employee } = await managerWithEmployee(app);
    const other = await managerWithEmployee(app);
    const stranger = await registerAndLogin(app);
    expect((await call('GET', `/api/v1/task-events/${employee.id}`, other.manager.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/task-events/${employee.id}`, stranger.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/task-events/${employee.id}`, other.phone.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/task-events/${employee.id}`, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/task-events/abc', other.manager.auth)).statusCode).toBe(400);
  });

  it('ends open streams when the server shuts down, so shutting down does not wait for them', async () => {
    const own = await createTestApp();
    const ownOrigin = await own.server.listen({ port: 0, host: '127.0.0.1' });
    const { manager, employee } = await managerWithEmployee(own);
    const response = await fetch(`${ownOrigin}/api/v1/task-events/${employee.id}`, { headers: manager.auth });
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await own.close();
    // Everything after the first block, then the end of the stream.
    let chunk = await reader.read();
    while (!chunk.done) chunk = await reader.read();
    expect(chunk.done).toBe(true);
  });
});

// Only with PostgreSQL: the fan-out between instances is NOTIFY; on SQLite there is one instance and nothing to fan out.
describe.runIf(process.env.DATABASE_URL)('live events across server instances on one PostgreSQL database', () => {
  it('a change made through one instance reaches a stream open on another', async () => {
    const second = await buildApp({ ...app.config, port: 0 });
    try {
      const secondOrigin = await second.server.listen({ port: 0, host: '127.0.0.1' });
      const { manager, employee } = await managerWithEmployee(app);
      const onSecond = await openStream(secondOrigin, employee.id, manager.auth);
      await addTask(app, manager.auth, employee.id);
      expect(await onSecond.nextEvent()).toBe('event: tasks\ndata: {}');
      await onSecond.close();
    } finally {
      await second.server.close();
    }
  });

  it("a look saved through one instance reaches the employee's phone on another", async () => {
    const second = await buildApp({ ...app.config, port: 0 });
    try {
      const secondOrigin = await second.server.listen({ port: 0, host: '127.0.0.1' });
      const { manager, employee, phone } = await managerWithEmployee(app);
      const onSecond = await openStream(secondOrigin, employee.id, phone.auth);
      const saved = await call('PUT', `/api/v1/account/settings/${employee.id}`, manager.auth, { ...DEFAULT_PHONE_LOOK, fontSize: 40 });
      expect(saved.statusCode).toBe(200);
      expect(await onSecond.nextEvent()).toBe('event: look\ndata: {}');
      await onSecond.close();
    } finally {
      await second.server.close();
    }
  });
});

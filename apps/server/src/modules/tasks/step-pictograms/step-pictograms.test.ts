import { pictogramDrawingPath, type Step, type Task, type TaskWithSteps } from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdClock } from '../../../../test/clock.ts';
import { createTestApp, managerWithStep, registerAndLogin, storedPictureFiles, TINY_PNG, type TestApp } from '../../../../test/helpers.ts';
import { buildPng, tusUpload } from '../../../../test/uploads.ts';

/**
 * The library's pictograms on a step (instead of its picture or video) and on a task as a whole, set and
 * removed by the manager (the owner or a helper), seen by everyone reaching the employee, the phone too.
 */

let app: TestApp;
let origin: string;
beforeAll(async () => {
  app = await createTestApp();
  // The instruction materials arrive by tus, over a real connection.
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

type Auth = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
  app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const stepPictogram = (method: 'PUT' | 'DELETE', stepId: number | string, auth: Auth, name?: string) =>
  call(method, `/api/v1/task/sub/${stepId}/pictogram`, auth, name === undefined ? undefined : { name });
const taskPictogram = (method: 'PUT' | 'DELETE', taskId: number | string, auth: Auth, name?: string) =>
  call(method, `/api/v1/task/${taskId}/pictogram`, auth, name === undefined ? undefined : { name });
const putPicture = (stepId: number, auth: Auth) =>
  app.server.inject({ method: 'PUT', url: `/api/v1/task/sub/${stepId}/picture`, headers: { ...auth, 'content-type': 'image/png' }, payload: TINY_PNG });

const drawn = (name: string) => ({ name, downloadURL: pictogramDrawingPath(name) });

/** The employee's tasks with their steps, as the manager's Zadaci and the phone read them. */
async function listOf(auth: Auth, employeeId: number) {
  const response = await call('GET', `/api/v1/task/${employeeId}?include=subtasks`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TaskWithSteps[]>();
}

/** What every reader sees of the task and its first step: in both lists (with and without steps) and the steps' own list. */
async function seenBy(auth: Auth, employeeId: number, taskId: number) {
  const task = (await listOf(auth, employeeId)).find((one) => one.id === taskId)!;
  const plain = (await call('GET', `/api/v1/task/${employeeId}`, auth)).json<Task[]>().find((one) => one.id === taskId)!;
  const steps = (await call('GET', `/api/v1/task/sub/${taskId}`, auth)).json<Step[]>();
  return { task: task.pictogram, plainTask: plain.pictogram, step: task.subtasks[0]!.pictogram, ownList: steps[0]!.pictogram, picture: task.subtasks[0]!.picture };
}

describe("a step's pictogram", () => {
  it('is set, replaced and removed; the manager and the phone see it in every list', async () => {
    const { manager, employee, phone, task, step } = await managerWithStep(app);
    expect((await seenBy(manager.auth, employee.id, task.id)).step).toBeNull();

    const set = await stepPictogram('PUT', step.id, manager.auth, 'tooth');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Step>()).toMatchObject({ id: step.id, pictogram: drawn('tooth'), picture: null });
    expect(drawn('tooth').downloadURL).toBe('/api/v1/pictograms/tooth.svg');
    for (const auth of [manager.auth, phone.auth]) {
      expect(await seenBy(auth, employee.id, task.id)).toMatchObject({ step: drawn('tooth'), ownList: drawn('tooth'), task: null, plainTask: null });
    }

    const replaced = await stepPictogram('PUT', step.id, manager.auth, 'toothbrush');
    expect(replaced.json<Step>().pictogram).toEqual(drawn('toothbrush'));
    expect((await seenBy(phone.auth, employee.id, task.id)).step).toEqual(drawn('toothbrush'));

    const removed = await stepPictogram('DELETE', step.id, manager.auth);
    expect(removed.statusCode).toBe(204);
    for (const auth of [manager.auth, phone.auth]) expect((await seenBy(auth, employee.id, task.id)).step).toBeNull();
    // Removing what is not there is harmless.
    expect((await stepPictogram('DELETE', step.id, manager.auth)).statusCode).toBe(204);
  });

  it('replaces the step’s picture and deletes its files; a picture set later (uploaded or from a material) removes the pictogram', async () => {
    const { manager, employee, task, step } = await managerWithStep(app);
    expect((await putPicture(step.id, manager.auth)).statusCode).toBe(200);
    expect(await storedPictureFiles(app, employee.id)).toHaveLength(2);

    const set = await stepPictogram('PUT', step.id, manager.auth, 'soap');
    expect(set.json<Step>()).toMatchObject({ picture: null, pictogram: drawn('soap') });
    expect(await storedPictureFiles(app, employee.id)).toEqual([]);
    expect(await seenBy(manager.auth, employee.id, task.id)).toMatchObject({ step: drawn('soap'), picture: null });

    const picture = await putPicture(step.id, manager.auth);
    expect(picture.json<Step>()).toMatchObject({ picture: { kind: 'image' }, pictogram: null });
    expect(await seenBy(manager.auth, employee.id, task.id)).toMatchObject({ step: null, picture: { kind: 'image' } });

    // Removing the pictogram of a step that has a picture leaves the picture.
    expect((await stepPictogram('DELETE', step.id, manager.auth)).statusCode).toBe(204);
    expect((await seenBy(manager.auth, employee.id, task.id)).picture).toMatchObject({ kind: 'image' });

    expect((await stepPictogram('PUT', step.id, manager.auth, 'soap')).statusCode).toBe(200);
    const token = manager.auth.authorization!.replace('Bearer ', '');
    const { materialId } = await tusUpload(origin, await buildPng(40, 30), { token, title: 'Sapun' });
    const fromMaterial = await call('PUT', `/api/v1/task/sub/${step.id}/picture/from-material`, manager.auth, { materialId: Number(materialId) });
    expect(fromMaterial.statusCode, fromMaterial.body).toBe(200);
    expect(fromMaterial.json<Step>()).toMatchObject({ picture: { kind: 'image' }, pictogram: null });
  });

  it('refuses a name the library does not have, or a malformed one, with 400 naming `name`, changing nothing', async () => {
    const { manager, employee, task, step } = await managerWithStep(app);
    expect((await stepPictogram('PUT', step.id, manager.auth, 'tooth')).statusCode).toBe(200);
    for (const [method, id] of [
      [stepPictogram, step.id],
      [taskPictogram, task.id],
    ] as const) {
      const unknown = await method('PUT', id, manager.auth, 'no-such-symbol');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.fields).toEqual({ name: 'unknown_pictogram' });
      for (const name of ['Tooth', 'tooth brush', '../tooth', 'tooth.svg', '', 'x'.repeat(81)]) {
        const malformed = await method('PUT', id, manager.auth, name);
        expect(malformed.statusCode, name).toBe(400);
        expect(Object.keys(malformed.json().error.fields), name).toContain('name');
      }
      const missing = await call('PUT', `/api/v1/task/${method === stepPictogram ? 'sub/' : ''}${id}/pictogram`, manager.auth, {});
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().error.fields)).toContain('name');
    }
    expect(await seenBy(manager.auth, employee.id, task.id)).toMatchObject({ step: drawn('tooth'), task: null });
  });

  it('answers 404 for a step or task that does not exist', async () => {
    const { manager } = await managerWithStep(app);
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await stepPictogram(method, 2_000_000_000, manager.auth, method === 'PUT' ? 'tooth' : undefined)).statusCode).toBe(404);
      expect((await taskPictogram(method, 2_000_000_000, manager.auth, method === 'PUT' ? 'tooth' : undefined)).statusCode).toBe(404);
    }
  });

  it('is the owner’s and the helpers’ to set: another manager gets 404, the employee 403, and nothing changes', async () => {
    const { manager, employee, phone, task, step } = await managerWithStep(app);
    const stranger = await registerAndLogin(app);
    for (const [auth, status] of [
      [stranger.auth, 404],
      [phone.auth, 403],
    ] as const) {
      expect((await stepPictogram('PUT', step.id, auth, 'tooth')).statusCode).toBe(status);
      expect((await stepPictogram('DELETE', step.id, auth)).statusCode).toBe(status);
      expect((await taskPictogram('PUT', task.id, auth, 'tooth')).statusCode).toBe(status);
      expect((await taskPictogram('DELETE', task.id, auth)).statusCode).toBe(status);
    }
    expect(await seenBy(manager.auth, employee.id, task.id)).toMatchObject({ step: null, task: null });

    const helper = await registerAndLogin(app);
    const invited = await call('POST', `/api/v1/child/${employee.id}/helpers`, manager.auth, { login: helper.user.username });
    expect(invited.statusCode).toBe(201);
    expect((await stepPictogram('PUT', step.id, helper.auth, 'bus')).statusCode).toBe(200);
    expect((await taskPictogram('PUT', task.id, helper.auth, 'bus')).statusCode).toBe(200);
    expect(await seenBy(phone.auth, employee.id, task.id)).toMatchObject({ step: drawn('bus'), task: drawn('bus') });
    expect((await stepPictogram('DELETE', step.id, helper.auth)).statusCode).toBe(204);
    expect((await taskPictogram('DELETE', task.id, helper.auth)).statusCode).toBe(204);
    expect(await seenBy(manager.auth, employee.id, task.id)).toMatchObject({ step: null, task: null });
  });

  it('stays with its step through an edit of the task; a new step has none', async () => {
    const { manager, employee, task, step } = await managerWithStep(app);
    expect((await stepPictogram('PUT', step.id, manager.auth, 'tooth')).statusCode).toBe(200);
    const edit = await call('PUT', `/api/v1/task/${task.id}`, manager.auth, {
      taskName: 'Oprati zube',
      description: 'Ujutro',
      dueDate: '2030-05-20',
      dueTime: '09:30',
      subtasks: [
        { description: 'Novi prvi korak', needPhoto: false },
        { id: step.id, description: 'Četkica i pasta', needPhoto: false },
      ],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<TaskWithSteps>().subtasks.map((one) => one.pictogram)).toEqual([null, drawn('tooth')]);
    const added = await call('POST', '/api/v1/task/sub', manager.auth, { description: 'Isprati usta', task: { id: task.id } });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<Step>().pictogram).toBeNull();
    const listed = (await listOf(manager.auth, employee.id)).find((one) => one.id === task.id)!;
    expect(listed.subtasks.map((one) => one.pictogram)).toEqual([null, drawn('tooth'), null]);
  });
});

describe("a task's pictogram", () => {
  it('is set, replaced and removed; the answer is the task with its steps, and every list shows it', async () => {
    const { manager, employee, phone, task } = await managerWithStep(app);
    const set = await taskPictogram('PUT', task.id, manager.auth, 'fork-and-knife-with-plate');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<TaskWithSteps>()).toMatchObject({ id: task.id, pictogram: drawn('fork-and-knife-with-plate'), subtasks: expect.any(Array) });
    for (const auth of [manager.auth, phone.auth]) {
      expect(await seenBy(auth, employee.id, task.id)).toMatchObject({ task: drawn('fork-and-knife-with-plate'), plainTask: drawn('fork-and-knife-with-plate'), step: null });
    }
    expect((await taskPictogram('PUT', task.id, manager.auth, 'bus')).json<TaskWithSteps>().pictogram).toEqual(drawn('bus'));
    expect((await seenBy(phone.auth, employee.id, task.id)).task).toEqual(drawn('bus'));
    expect((await taskPictogram('DELETE', task.id, manager.auth)).statusCode).toBe(204);
    expect(await seenBy(phone.auth, employee.id, task.id)).toMatchObject({ task: null, plainTask: null });
    expect((await taskPictogram('DELETE', task.id, manager.auth)).statusCode).toBe(204);
  });

  it('changes the kept lists’ ETags: a screen holding the old list gets the new one', async () => {
    const { manager, employee, phone, task, step } = await managerWithStep(app);
    holdClock();
    for (const [url, change] of [
      [`/api/v1/task/${employee.id}?include=subtasks`, () => stepPictogram('PUT', step.id, manager.auth, 'tooth')],
      [`/api/v1/task/${employee.id}`, () => taskPictogram('PUT', task.id, manager.auth, 'tooth')],
      [`/api/v1/task/${employee.id}?include=subtasks`, () => stepPictogram('DELETE', step.id, manager.auth)],
    ] as const) {
      for (const auth of [manager.auth, phone.auth]) {
        const before = await call('GET', url, auth);
        expect((await call('GET', url, { ...auth, 'if-none-match': before.headers.etag as string })).statusCode).toBe(304);
      }
      const etags = await Promise.all([manager.auth, phone.auth].map(async (auth) => (await call('GET', url, auth)).headers.etag));
      expect((await change()).statusCode).toBeLessThan(300);
      for (const [index, auth] of [manager.auth, phone.auth].entries()) {
        const after = await call('GET', url, { ...auth, 'if-none-match': etags[index] as string });
        expect(after.statusCode, url).toBe(200);
        expect(after.headers.etag).not.toBe(etags[index]);
      }
    }
    expect(await seenBy(phone.auth, employee.id, task.id)).toMatchObject({ task: drawn('tooth'), step: null });
  });
});

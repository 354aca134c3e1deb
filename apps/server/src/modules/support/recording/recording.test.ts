import type { StepSupport, SupportRecord, TaskWithSteps } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTask, createTestApp, firstStepOf, managerWithEmployee, managerWithStep, registerAndLogin, type TestApp } from '../../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

type Auth = Record<string, string>;
const supportUrl = (stepId: number) => `/api/v1/task/sub/${stepId}/support`;
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
  app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const record = async (stepId: number, headers: Auth, payload: object) => {
  const response = await call('PUT', supportUrl(stepId), headers, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupportRecord>();
};
const read = async (stepId: number, headers: Auth) => {
  const response = await call('GET', supportUrl(stepId), headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StepSupport>();
};
const storedRows = async (stepId: number) =>
  app.db.selectFrom('step_support_records').select(['level', 'manager_id']).where('subtask_id', '=', stepId).orderBy('id').execute();

async function invite(ownerAuth: Auth, employeeId: number) {
  const helper = await registerAndLogin(app, { name: 'Iva', surname: 'Horvat' });
  const invited = await app.server.inject({ method: 'POST', url: `/api/v1/child/${employeeId}/helpers`, headers: ownerAuth, payload: { login: helper.user.username } });
  expect(invited.statusCode, invited.body).toBe(201);
  return helper;
}

const listOf = async (auth: Auth, employeeId: number) => {
  const response = await call('GET', `/api/v1/task/${employeeId}?include=subtasks`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return { tasks: response.json<TaskWithSteps[]>(), etag: response.headers.etag as string };
};
const stepsOfTask = async (auth: Auth, taskId: number) => {
  const response = await call('GET', `/api/v1/task/sub/${taskId}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; support: SupportRecord | null }[]>();
};

describe("a step's support record", () => {
  it('records, replaces with the history newest first naming who recorded, and withdraws', async () => {
    const { manager, employee, step } = await managerWithStep(app);
    const helper = await invite(manager.auth, employee.id);
    expect(await read(step.id, manager.auth)).toEqual({ current: null, history: [] });

    const first = await record(step.id, manager.auth, { level: 'verbal', note: '  Trebalo je podsjetiti na rukavice  ' });
    expect(first).toEqual({
      level: 'verbal',
      note: 'Trebalo je podsjetiti na rukavice',
      recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      recordedBy: { id: manager.user.id, name: 'Ana Kovačević' },
    });
    const second = await record(step.id, helper.auth, { level: 'independent' });
    expect(second).toMatchObject({ level: 'independent', note: null, recordedBy: { id: helper.user.id, name: 'Iva Horvat' } });

    const both = await read(step.id, manager.auth);
    expect(both.current).toEqual(second);
    expect(both.history).toEqual([second, first]);
    expect(await read(step.id, helper.auth)).toEqual(both);

    const withdrawn = await call('DELETE', supportUrl(step.id), manager.auth);
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    const after = await read(step.id, manager.auth);
    expect(after.current).toBeNull();
    expect(after.history).toHaveLength(3);
    expect(after.history[0]).toMatchObject({ level: null, note: null, recordedBy: { id: manager.user.id, name: 'Ana Kovačević' } });
    expect(after.history.slice(1)).toEqual([second, first]);

    // Withdrawing again: nothing is recorded, so nothing is added (a second tap is harmless).
    expect((await call('DELETE', supportUrl(step.id), helper.auth)).statusCode).toBe(204);
    expect(await storedRows(step.id)).toHaveLength(3);
    // Recorded again after a withdrawal: current once more.
    const third = await record(step.id, manager.auth, { level: 'full_physical', note: 'Ruka na ruci' });
    expect((await read(step.id, manager.auth)).current).toEqual(third);
  });

  it('refuses a bad level, a long note, control characters and a missing body with 400 naming the field', async () => {
    const { manager, step } = await managerWithStep(app);
    for (const [payload, field] of [
      [{ level: 'a_lot' }, 'level'],
      [{ level: null }, 'level'],
      [{ note: 'Bez razine' }, 'level'],
      [{ level: 'gesture', note: 'x'.repeat(501) }, 'note'],
      [{ level: 'gesture', note: 'Zvono\u0007' }, 'note'],
      [{ level: 'gesture', note: 42 }, 'note'],
    ] as const) {
      const response = await call('PUT', supportUrl(step.id), manager.auth, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    const bodyless = await app.server.inject({ method: 'PUT', url: supportUrl(step.id), headers: { ...manager.auth, 'content-type': 'application/json' } });
    expect(bodyless.statusCode).toBe(400);
    expect((await call('PUT', '/api/v1/task/sub/abc/support', manager.auth, { level: 'model' })).statusCode).toBe(400);
    // 500 characters are allowed.
    expect((await record(step.id, manager.auth, { level: 'model', note: 'y'.repeat(500) })).note).toHaveLength(500);
    expect(await storedRows(step.id)).toHaveLength(1);
  });

  it("answers 404 for an unknown step and another manager's step, 403 for the employee's own token, and changes nothing", async () => {
    const { manager, phone, step } = await managerWithStep(app);
    const stranger = await managerWithEmployee(app);
    await record(step.id, manager.auth, { level: 'gesture' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const payload = method === 'PUT' ? { level: 'independent' } : undefined;
      const unknown = await call(method, supportUrl(2_000_000_000), manager.auth, payload);
      expect(unknown.statusCode, `${method} unknown`).toBe(404);
      const foreign = await call(method, supportUrl(step.id), stranger.manager.auth, payload);
      expect(foreign.statusCode, `${method} foreign`).toBe(404);
      expect(foreign.body).not.toContain('gesture');
      const own = await call(method, supportUrl(step.id), phone.auth, payload);
      expect(own.statusCode, `${method} phone`).toBe(403);
      expect(own.json().error.code).toBe('forbidden');
      const otherPhone = await call(method, supportUrl(step.id), stranger.phone.auth, payload);
      expect(otherPhone.statusCode, `${method} other phone`).toBe(403);
    }
    expect((await storedRows(step.id)).map((row) => row.level)).toEqual(['gesture']);
  });

  it('is carried by the task answers for the owner and helpers, never for the employee, and changes the list ETag', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const helper = await invite(manager.auth, employee.id);
    const task = await addTask(app, manager.auth, employee.id);
    const step = await firstStepOf(app, manager.auth, employee.id, task.id);
    const before = { manager: await listOf(manager.auth, employee.id), phone: await listOf(phone.auth, employee.id) };
    expect(before.manager.tasks.find((t) => t.id === task.id)!.subtasks.map((s) => s.support)).toEqual([null, null]);
    // The manager's and the phone's answers are told apart.
    expect(before.manager.etag).not.toBe(before.phone.etag);

    const saved = await record(step.id, helper.auth, { level: 'partial_physical', note: 'Pridržati kutiju' });
    for (const auth of [manager.auth, helper.auth]) {
      const { tasks, etag } = await listOf(auth, employee.id);
      expect(etag).not.toBe(before.manager.etag);
      expect(tasks.find((t) => t.id === task.id)!.subtasks.map((s) => s.support)).toEqual([saved, null]);
      expect((await stepsOfTask(auth, task.id)).map((s) => s.support)).toEqual([saved, null]);
    }
    const phoneList = await listOf(phone.auth, employee.id);
    expect(phoneList.etag).not.toBe(before.phone.etag);
    expect(phoneList.tasks.find((t) => t.id === task.id)!.subtasks.map((s) => s.support)).toEqual([null, null]);
    expect(JSON.stringify(phoneList.tasks)).not.toContain('Pridržati');
    expect((await stepsOfTask(phone.auth, task.id)).map((s) => s.support)).toEqual([null, null]);
    // An earlier ETag of the manager's no longer answers 304.
    const stale = await call('GET', `/api/v1/task/${employee.id}?include=subtasks`, { ...manager.auth, 'if-none-match': before.manager.etag });
    expect(stale.statusCode).toBe(200);

    expect((await call('DELETE', supportUrl(step.id), manager.auth)).statusCode).toBe(204);
    expect((await listOf(manager.auth, employee.id)).tasks.find((t) => t.id === task.id)!.subtasks.map((s) => s.support)).toEqual([null, null]);
  });

  it("keeps a deleted manager's records without their name", async () => {
    const { manager, employee, step } = await managerWithStep(app);
    const helper = await invite(manager.auth, employee.id);
    await record(step.id, helper.auth, { level: 'model', note: 'Pokazala je kako' });
    await app.db.deleteFrom('employee_helpers').where('manager_id', '=', helper.user.id).execute();
    await app.db.deleteFrom('managers').where('id', '=', helper.user.id).execute();
    const kept = await read(step.id, manager.auth);
    expect(kept.current).toMatchObject({ level: 'model', note: 'Pokazala je kako', recordedBy: null });
    expect(kept.history).toHaveLength(1);
  });
});

import type { StepRejectionHistory, Step, TaskWithSteps } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTask, createTestApp, managerWithEmployee, registerAndLogin, migrateBackAndForth, TINY_PNG, type TestApp } from '../../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

type Auth = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
  app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const upload = (subtaskId: number, headers: Auth) =>
  app.server.inject({ method: 'POST', url: `/api/v1/task/sub/${subtaskId}/photo`, headers: { ...headers, 'content-type': 'image/png' }, payload: TINY_PNG });
const refuse = async (subtaskId: number, headers: Auth, reason?: string) => {
  const response = await call('PUT', `/api/v1/task/sub/done/${subtaskId}`, headers, reason === undefined ? { done: false } : { done: false, reason });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Step>();
};
const history = async (subtaskId: number, headers: Auth) => {
  const response = await call('GET', `/api/v1/task/sub/${subtaskId}/rejections`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StepRejectionHistory>();
};
const storedRows = async (subtaskId: number) =>
  (await app.db.selectFrom('step_rejections').select('id').where('subtask_id', '=', subtaskId).execute()).length;

/** A manager, their employee (phone logged in), a started task and its photo step with a photo waiting. */
async function stepWithPhoto() {
  const people = await managerWithEmployee(app);
  const task = await addTask(app, people.manager.auth, people.employee.id);
  await call('PUT', `/api/v1/task/start/${task.id}`, people.phone.auth);
  const list = (await call('GET', `/api/v1/task/${people.employee.id}?include=subtasks`, people.manager.auth)).json<TaskWithSteps[]>();
  const [plainStep, photoStep] = list.find((t) => t.id === task.id)!.subtasks as [Step, Step];
  expect((await upload(photoStep.id, people.phone.auth)).statusCode).toBe(201);
  return { ...people, task, plainStep, photoStep };
}

async function invite(ownerAuth: Auth, employeeId: number) {
  const helper = await registerAndLogin(app, { name: 'Iva', surname: 'Horvat' });
  const invited = await call('POST', `/api/v1/child/${employeeId}/helpers`, ownerAuth, { login: helper.user.username });
  expect(invited.statusCode).toBe(201);
  return helper;
}

async function stepIn(auth: Auth, employeeId: number, taskId: number, stepId: number, query = 'include=subtasks') {
  const response = await call('GET', `/api/v1/task/${employeeId}?${query}`, auth);
  expect(response.statusCode).toBe(200);
  return response.json<TaskWithSteps[]>().find((t) => t.id === taskId)!.subtasks.find((s) => s.id === stepId)!;
}

describe("a step's refusal history", () => {
  it('records every refusal, newest first, with its reason and who refused; approval and new photos keep it', async () => {
    const { manager, employee, phone, task, photoStep } = await stepWithPhoto();
    const helper = await invite(manager.auth, employee.id);
    expect(photoStep.rejectionCount).toBe(0);
    expect(await history(photoStep.id, manager.auth)).toEqual([]);

    const first = await refuse(photoStep.id, manager.auth, 'Slika je mutna');
    expect(first.rejectionCount).toBe(1);
    expect((await upload(photoStep.id, phone.auth)).statusCode).toBe(201);
    const second = await refuse(photoStep.id, helper.auth);
    expect(second.rejectionCount).toBe(2);
    expect((await upload(photoStep.id, phone.auth)).statusCode).toBe(201);
    await refuse(photoStep.id, manager.auth, '  Nije složeno  ');

    const expected = [
      { reason: 'Nije složeno', at: expect.any(String), by: { name: `${manager.input.name} ${manager.input.surname}` } },
      { reason: null, at: expect.any(String), by: { name: 'Iva Horvat' } },
      { reason: 'Slika je mutna', at: expect.any(String), by: { name: `${manager.input.name} ${manager.input.surname}` } },
    ];
    const found = await history(photoStep.id, manager.auth);
    expect(found).toEqual(expected);
    const times = found.map((entry) => Date.parse(entry.at));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(found[0]!.at).toBe((await stepIn(manager.auth, employee.id, task.id, photoStep.id)).rejection!.at);
    // The helper and the employee read the same history.
    expect(await history(photoStep.id, helper.auth)).toEqual(found);
    expect(await history(photoStep.id, phone.auth)).toEqual(found);

    // A new photo clears the step's latest refusal, not the history; nor does approval.
    expect((await upload(photoStep.id, phone.auth)).statusCode).toBe(201);
    const waiting = await stepIn(manager.auth, employee.id, task.id, photoStep.id);
    expect(waiting).toMatchObject({ done: null, rejection: null, rejectionCount: 3 });
    expect(await history(photoStep.id, manager.auth)).toEqual(found);
    const approved = await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { done: true });
    expect(approved.json<Step>()).toMatchObject({ done: true, rejection: null, rejectionCount: 3 });
    expect(await history(photoStep.id, manager.auth)).toEqual(found);
  });

  it('counts the refusals in every answer that carries the step; unticking by the employee is no refusal', async () => {
    const { manager, employee, phone, task, plainStep, photoStep } = await stepWithPhoto();
    await refuse(photoStep.id, manager.auth, 'Ponovi');
    expect((await upload(photoStep.id, phone.auth)).statusCode).toBe(201);
    await refuse(photoStep.id, manager.auth);

    for (const query of ['include=subtasks', 'status=open&include=subtasks', 'status=current&include=subtasks']) {
      expect((await stepIn(manager.auth, employee.id, task.id, photoStep.id, query)).rejectionCount, query).toBe(2);
      expect((await stepIn(phone.auth, employee.id, task.id, photoStep.id, query)).rejectionCount, query).toBe(2);
    }
    const steps = (await call('GET', `/api/v1/task/sub/${task.id}`, phone.auth)).json<Step[]>();
    expect(steps.map((step) => [step.id, step.rejectionCount])).toEqual([
      [plainStep.id, 0],
      [photoStep.id, 2],
    ]);

    // The employee ticks and unticks a step without photo: that is not the manager refusing it.
    expect((await call('PUT', `/api/v1/task/sub/done/${plainStep.id}`, phone.auth, { done: true })).statusCode).toBe(200);
    const unticked = await call('PUT', `/api/v1/task/sub/done/${plainStep.id}`, phone.auth, { done: false });
    expect(unticked.json<Step>()).toMatchObject({ done: false, rejection: null, rejectionCount: 0 });
    expect(await history(plainStep.id, manager.auth)).toEqual([]);
    // The manager sending back a step without photo is a refusal.
    await refuse(plainStep.id, manager.auth, 'Nije napravljeno');
    expect((await history(plainStep.id, phone.auth)).map((entry) => entry.reason)).toEqual(['Nije napravljeno']);
  });

  it('answers the newest 50', async () => {
    const { manager, photoStep } = await stepWithPhoto();
    for (let index = 1; index <= 53; index += 1) await refuse(photoStep.id, manager.auth, `Razlog ${index}`);
    const found = await history(photoStep.id, manager.auth);
    expect(found).toHaveLength(50);
    expect(found[0]!.reason).toBe('Razlog 53');
    expect(found[49]!.reason).toBe('Razlog 4');
    expect((await call('GET', `/api/v1/task/sub/${photoStep.task.id}`, manager.auth)).json<Step[]>()[1]!.rejectionCount).toBe(53);
  });

  it('goes with the step, the task and the employee', async () => {
    const { manager, employee, task, plainStep, photoStep } = await stepWithPhoto();
    await refuse(photoStep.id, manager.auth, 'Jedan');
    await refuse(plainStep.id, manager.auth, 'Dva');
    expect(await storedRows(photoStep.id)).toBe(1);
    expect((await call('DELETE', `/api/v1/task/sub/${photoStep.id}`, manager.auth)).statusCode).toBe(204);
    expect(await storedRows(photoStep.id)).toBe(0);
    expect((await call('GET', `/api/v1/task/sub/${photoStep.id}/rejections`, manager.auth)).statusCode).toBe(404);
    expect(await storedRows(plainStep.id)).toBe(1);
    expect((await call('DELETE', `/api/v1/task/${task.id}`, manager.auth)).statusCode).toBe(204);
    expect(await storedRows(plainStep.id)).toBe(0);

    const other = await addTask(app, manager.auth, employee.id);
    const steps = (await call('GET', `/api/v1/task/sub/${other.id}`, manager.auth)).json<Step[]>();
    await refuse(steps[0]!.id, manager.auth, 'Tri');
    expect(await storedRows(steps[0]!.id)).toBe(1);
    expect((await call('DELETE', `/api/v1/child/${employee.id}`, manager.auth)).statusCode).toBe(204);
    expect(await storedRows(steps[0]!.id)).toBe(0);
  });

  it('keeps a refusal whose manager is gone, without a name', async () => {
    const { manager, employee, photoStep } = await stepWithPhoto();
    const helper = await invite(manager.auth, employee.id);
    await refuse(photoStep.id, helper.auth, 'Od pomagača');
    await app.db.deleteFrom('sessions').where('manager_id', '=', helper.user.id).execute();
    await app.db.deleteFrom('employee_helpers').where('manager_id', '=', helper.user.id).execute();
    await app.db.deleteFrom('managers').where('id', '=', helper.user.id).execute();
    expect(await history(photoStep.id, manager.auth)).toEqual([{ reason: 'Od pomagača', at: expect.any(String), by: null }]);
  });

  it('is refused to another manager, a former helper, another employee and without a token; bad ids are 400 or 404', async () => {
    const { manager, employee, photoStep } = await stepWithPhoto();
    await refuse(photoStep.id, manager.auth, 'Tajni razlog 9c1e');
    const stranger = await managerWithEmployee(app);
    const former = await invite(manager.auth, employee.id);
    expect((await call('DELETE', `/api/v1/child/${employee.id}/helpers/${former.user.id}`, manager.auth)).statusCode).toBe(204);
    const url = `/api/v1/task/sub/${photoStep.id}/rejections`;
    for (const auth of [stranger.manager.auth, stranger.phone.auth, former.auth]) {
      const response = await call('GET', url, auth);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Tajni razlog 9c1e');
    }
    expect((await call('GET', url, {})).statusCode).toBe(401);
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999']) {
      const response = await call('GET', `/api/v1/task/sub/${id}/rejections`, manager.auth);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error.fields).toHaveProperty('id');
    }
    expect((await call('GET', '/api/v1/task/sub/2147483647/rejections', manager.auth)).statusCode).toBe(404);
  });
});

describe('migration 0019', () => {
  it("keeps each step's refusal of before as one refusal of an unknown manager", async () => {
    const { manager, employee, phone, task, plainStep, photoStep } = await stepWithPhoto();
    await refuse(photoStep.id, manager.auth, 'Prva');
    expect((await upload(photoStep.id, phone.auth)).statusCode).toBe(201);
    await refuse(photoStep.id, manager.auth, 'Druga');
    // A step refused, then approved: the step kept nothing of it before the history.
    await refuse(plainStep.id, manager.auth, 'Stara');
    expect((await call('PUT', `/api/v1/task/sub/done/${plainStep.id}`, manager.auth, { done: true })).statusCode).toBe(200);

    expect(await migrateBackAndForth(app, '2026-11-26-0018-routine-step-pictures')).toEqual([
      ['2026-11-29-0029-access-log-consent-photo-retention', 'Down', 'Success'],
      ['2026-11-29-0028-password-reset-and-two-factor', 'Down', 'Success'],
      ['2026-11-29-0027-pictograms', 'Down', 'Success'],
      ['2026-11-29-0026-tasks-by-name-index', 'Down', 'Success'],
      ['2026-11-29-0025-step-support', 'Down', 'Success'],
      ['2026-11-28-0024-durations-voices-focus-not-started', 'Down', 'Success'],
      ['2026-11-28-0023-difficulty-and-step-order', 'Down', 'Success'],
      ['2026-11-28-0022-rejections-before-0011', 'Down', 'Success'],
      ['2026-11-27-0021-task-stamps', 'Down', 'Success'],
      ['2026-11-27-0020-calendar-covering-index', 'Down', 'Success'],
      ['2026-11-26-0019-step-rejection-history', 'Down', 'Success'],
    ]);

    const latest = await stepIn(manager.auth, employee.id, task.id, photoStep.id);
    expect(latest).toMatchObject({ rejectionCount: 1, rejection: { reason: 'Druga' } });
    expect(await history(photoStep.id, manager.auth)).toEqual([{ reason: 'Druga', at: latest.rejection!.at, by: null }]);
    expect((await stepIn(manager.auth, employee.id, task.id, plainStep.id)).rejectionCount).toBe(0);
    expect(await history(plainStep.id, manager.auth)).toEqual([]);
    // Refusals after it are counted on.
    const next = await refuse(photoStep.id, manager.auth, 'Treća');
    expect(next.rejectionCount).toBe(2);
  });
});


describe('migration 0022', () => {
  it('keeps a photo step refused before rejections were kept (migration 0011) rejected: its rejection is the time its photo came', async () => {
    const { manager, employee, task, photoStep, plainStep } = await stepWithPhoto();
    await refuse(photoStep.id, manager.auth);
    // As such a step was left before 0011: not done, its photo kept, no rejection.
    await app.db.updateTable('subtasks').set({ rejected_at: null, rejection_reason: null }).where('id', '=', photoStep.id).execute();
    expect((await stepIn(manager.auth, employee.id, task.id, photoStep.id)).rejection).toBeNull();

    expect(await migrateBackAndForth(app, '2026-11-27-0021-task-stamps')).toEqual([
      ['2026-11-29-0029-access-log-consent-photo-retention', 'Down', 'Success'],
      ['2026-11-29-0028-password-reset-and-two-factor', 'Down', 'Success'],
      ['2026-11-29-0027-pictograms', 'Down', 'Success'],
      ['2026-11-29-0026-tasks-by-name-index', 'Down', 'Success'],
      ['2026-11-29-0025-step-support', 'Down', 'Success'],
      ['2026-11-28-0024-durations-voices-focus-not-started', 'Down', 'Success'],
      ['2026-11-28-0023-difficulty-and-step-order', 'Down', 'Success'],
      ['2026-11-28-0022-rejections-before-0011', 'Down', 'Success'],
    ]);

    const photoCame = await app.db.selectFrom('task_photos').select('created_at').where('subtask_id', '=', photoStep.id).executeTakeFirstOrThrow();
    const step = await stepIn(manager.auth, employee.id, task.id, photoStep.id);
    expect(step.rejection).toEqual({ reason: null, at: new Date(Number(photoCame.created_at)).toISOString(), photo: step.photo });
    // A step without a photo is left as it was.
    expect((await stepIn(manager.auth, employee.id, task.id, plainStep.id)).rejection).toBeNull();
  });
});

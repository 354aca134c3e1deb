import type { Photo, Step, TaskWithSteps } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTask, createTestApp, managerWithEmployee, registerAndLogin, type TestApp } from '../../../test/helpers.ts';
import { type Auth, taskCalls } from './task-calls.fixture.ts';

/**
 * Doing a task through the server: the start, ticking steps, the photo review with its reason for a
 * rejection, the done rule, and finishing a task without steps.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const { call, upload, taskWithSteps } = taskCalls(() => app);

describe('doing a task: start, steps, photo review and the done rule', () => {
  it('runs the whole flow and ends the task when the last photo came, not when it was approved', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id);
    const [plainStep, photoStep] = (await taskWithSteps(manager.auth, employee.id, task.id)).subtasks as [Step, Step];

    // Steps wait for the start.
    const early = await call('PUT', `/api/v1/task/sub/done/${plainStep.id}`, phone.auth, { done: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('task_not_started');
    expect((await upload(photoStep.id, phone.auth)).statusCode).toBe(409);

    const started = await call('PUT', `/api/v1/task/start/${task.id}`, phone.auth);
    expect(started.statusCode).toBe(200);
    const startedAt = started.json().start;
    expect(Date.parse(startedAt)).toBeGreaterThan(Date.now() - 60_000);
    // A second start keeps the first time.
    expect((await call('PUT', `/api/v1/task/start/${task.id}`, phone.auth)).json().start).toBe(startedAt);

    const ticked = await call('PUT', `/api/v1/task/sub/done/${plainStep.id}`, phone.auth, { ...plainStep, done: true });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().done).toBe(true);
    expect((await taskWithSteps(manager.auth, employee.id, task.id)).done).toBeNull();

    // The employee may not decide a photo step.
    expect((await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, phone.auth, { done: true })).statusCode).toBe(403);

    const firstPhoto = await upload(photoStep.id, phone.auth);
    expect(firstPhoto.statusCode).toBe(201);
    const photo = firstPhoto.json<Photo>();
    expect(photo).toEqual({ id: expect.any(Number), name: expect.stringMatching(new RegExp(`^${task.id}_${photoStep.id}_\\d+$`)), downloadURL: expect.any(String), subtaskId: photoStep.id });
    let current = await taskWithSteps(manager.auth, employee.id, task.id);
    expect(current.pendingReview).toBe(true);
    expect(current.subtasks[1]).toMatchObject({ done: null, photo: { id: photo.id } });

    // Rejected: open again, the photo is kept until a new one replaces it.
    const rejected = await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { done: false });
    expect(rejected.json()).toMatchObject({ done: false, photo: { id: photo.id } });
    current = await taskWithSteps(manager.auth, employee.id, task.id);
    expect(current.pendingReview).toBe(false);
    expect(current.done).toBeNull();

    const secondPhoto = (await upload(photoStep.id, phone.auth)).json<Photo>();
    expect(secondPhoto.id).not.toBe(photo.id);
    const listed = await call('GET', `/api/v1/task-photos?taskId=${task.id}`, manager.auth);
    expect(listed.json().map((p: Photo) => p.id)).toEqual([secondPhoto.id]);
    const uploadedAt = Number(secondPhoto.name.split('_')[2]);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const approved = await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { done: true });
    expect(approved.json().done).toBe(true);
    current = await taskWithSteps(manager.auth, employee.id, task.id);
    expect(current.done).toBe(true);
    expect(current.pendingReview).toBe(false);
    expect(current.end).toBe(new Date(uploadedAt).toISOString());

    // A new step reopens the task.
    await call('POST', '/api/v1/task/sub', manager.auth, { description: 'Još jedan korak', needPhoto: false, task: { id: task.id } });
    current = await taskWithSteps(manager.auth, employee.id, task.id);
    expect(current.done).toBeNull();
    expect(current.end).toBeNull();
  });

  it("keeps an employee to their own tasks and steps", async () => {
    const first = await managerWithEmployee(app);
    const second = await managerWithEmployee(app);
    const task = await addTask(app, first.manager.auth, first.employee.id);
    const [, photoStep] = (await taskWithSteps(first.manager.auth, first.employee.id, task.id)).subtasks;
    expect((await call('PUT', `/api/v1/task/start/${task.id}`, second.phone.auth)).statusCode).toBe(404);
    await call('PUT', `/api/v1/task/start/${task.id}`, first.phone.auth);
    expect((await upload(photoStep!.id, second.phone.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/task/sub/${task.id}`, second.phone.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/task-photos?taskId=${task.id}`, second.phone.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/task-photos?employeeId=${first.employee.id}`, second.phone.auth)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/task/sub/done/${photoStep!.id}`, second.phone.auth, { done: true })).statusCode).toBe(404);
    // Steps are the manager's to remove.
    expect((await call('DELETE', `/api/v1/task/sub/${photoStep!.id}`, first.phone.auth)).statusCode).toBe(403);
    // Managers review; they do not upload.
    expect((await upload(photoStep!.id, first.manager.auth)).statusCode).toBe(403);
    // Deleting is the manager's.
    expect((await call('DELETE', `/api/v1/task/${task.id}`, first.phone.auth)).statusCode).toBe(403);
  });
});

describe('a reason with a rejection', () => {
  async function stepWithPhoto() {
    const people = await managerWithEmployee(app);
    const task = await addTask(app, people.manager.auth, people.employee.id);
    const [plainStep, photoStep] = (await taskWithSteps(people.manager.auth, people.employee.id, task.id)).subtasks as [Step, Step];
    await call('PUT', `/api/v1/task/start/${task.id}`, people.phone.auth);
    const photo = (await upload(photoStep.id, people.phone.auth)).json<Photo>();
    return { ...people, task, plainStep, photoStep, photo };
  }
  const stepIn = async (auth: Auth, employeeId: number, taskId: number, stepId: number) =>
    (await taskWithSteps(auth, employeeId, taskId)).subtasks.find((s) => s.id === stepId)!;

  it('keeps the reason with the rejection and the refused photo in every answer until a new photo comes', async () => {
    const { manager, employee, phone, task, photoStep, photo } = await stepWithPhoto();
    const before = Date.now();
    const rejected = await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { done: false, reason: '  Slika je mutna ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<Step>()).toMatchObject({
      done: false,
      photo: { id: photo.id },
      rejection: { reason: 'Slika je mutna', photo: { id: photo.id, subtaskId: photoStep.id, downloadURL: expect.any(String) } },
    });
    const at = Date.parse(rejected.json<Step>().rejection!.at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    // The phone's list, the manager's list, the open tasks and the task's steps all carry it.
    const onPhone = await stepIn(phone.auth, employee.id, task.id, photoStep.id);
    expect(onPhone.rejection).toMatchObject({ reason: 'Slika je mutna', photo: { id: photo.id } });
    expect((await stepIn(manager.auth, employee.id, task.id, photoStep.id)).rejection?.reason).toBe('Slika je mutna');
    const open = (await call('GET', `/api/v1/task/${employee.id}?status=open&include=subtasks`, phone.auth)).json<TaskWithSteps[]>();
    expect(open.find((t) => t.id === task.id)!.subtasks.find((s) => s.id === photoStep.id)!.rejection?.reason).toBe('Slika je mutna');
    const steps = (await call('GET', `/api/v1/task/sub/${task.id}`, phone.auth)).json<Step[]>();
    expect(steps.find((s) => s.id === photoStep.id)!.rejection?.reason).toBe('Slika je mutna');

    // The refused photo is still served by its link.
    const link = new URL(onPhone.rejection!.photo!.downloadURL, 'http://localhost');
    const file = await app.server.inject({ method: 'GET', url: link.pathname + link.search });
    expect(file.statusCode).toBe(200);

    // A new photo clears it.
    const second = await upload(photoStep.id, phone.auth);
    expect(second.statusCode).toBe(201);
    expect(await stepIn(phone.auth, employee.id, task.id, photoStep.id)).toMatchObject({ done: null, rejection: null });

    // A refusal without words is still one; approving clears it.
    const bare = await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { done: false });
    expect(bare.json<Step>().rejection).toMatchObject({ reason: null, photo: { id: second.json<Photo>().id } });
    const approved = await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { done: true });
    expect(approved.json<Step>()).toMatchObject({ done: true, rejection: null });
    expect((await stepIn(phone.auth, employee.id, task.id, photoStep.id)).rejection).toBeNull();
  });

  it('takes the latest reason, and a blank one as none', async () => {
    const { manager, employee, phone, task, photoStep } = await stepWithPhoto();
    await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { done: false, reason: 'Nije gotovo' });
    await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { done: false, reason: 'Pogrešna stvar' });
    expect((await stepIn(phone.auth, employee.id, task.id, photoStep.id)).rejection?.reason).toBe('Pogrešna stvar');
    const blank = await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { done: 'false', reason: '   ' });
    expect(blank.statusCode).toBe(200);
    expect(blank.json<Step>().rejection?.reason).toBeNull();
    const explicitNull = await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { done: false, reason: null });
    expect(explicitNull.statusCode).toBe(200);
    expect(explicitNull.json<Step>().rejection?.reason).toBeNull();
  });

  it('keeps working for the original client, which sends the whole step back without a reason', async () => {
    const { manager, employee, task, photoStep } = await stepWithPhoto();
    const step = await stepIn(manager.auth, employee.id, task.id, photoStep.id);
    const { rejection: _ignored, ...original } = step;
    const rejected = await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { ...original, done: 'false' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<Step>()).toMatchObject({ done: false, rejection: { reason: null } });
  });

  it('refuses a bad reason with 400 naming it, and stores nothing', async () => {
    const { manager, employee, phone, task, photoStep } = await stepWithPhoto();
    for (const reason of ['x'.repeat(201), 'Mutna\u0000slika', 42, { text: 'Mutna' }, ['Mutna'], true]) {
      const response = await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { done: false, reason });
      expect(response.statusCode, JSON.stringify(reason)).toBe(400);
      expect(response.json().error.fields).toHaveProperty('reason');
    }
    // 200 characters are fine.
    expect((await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { done: false, reason: 'y'.repeat(200) })).statusCode).toBe(200);
    await upload(photoStep.id, phone.auth);
    // A reason belongs to a rejection only.
    const withApproval = await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, manager.auth, { done: true, reason: 'Bravo' });
    expect(withApproval.statusCode).toBe(400);
    expect(withApproval.json().error.fields).toHaveProperty('reason');
    expect(await stepIn(manager.auth, employee.id, task.id, photoStep.id)).toMatchObject({ done: null, rejection: null });
  });

  it('lets only the manager give a reason: an employee unticking a step gets 400', async () => {
    const { employee, phone, manager, task, plainStep } = await stepWithPhoto();
    await call('PUT', `/api/v1/task/sub/done/${plainStep.id}`, phone.auth, { done: true });
    const response = await call('PUT', `/api/v1/task/sub/done/${plainStep.id}`, phone.auth, { done: false, reason: 'Ne' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('reason');
    const unticked = await call('PUT', `/api/v1/task/sub/done/${plainStep.id}`, phone.auth, { done: false });
    expect(unticked.json<Step>()).toMatchObject({ done: false, rejection: null });
    expect((await stepIn(manager.auth, employee.id, task.id, plainStep.id)).rejection).toBeNull();
  });

  it('documents the reason in the OpenAPI document: the request and every step answer', async () => {
    const document = (await app.server.inject('/api/docs/json')).json();
    const put = document.paths['/api/v1/task/sub/done/{id}'].put;
    const body = put.requestBody.content['application/json'].schema;
    expect(body.properties.reason).toBeDefined();
    expect(body.required).toEqual(['done']);
    const answer = JSON.stringify(put.responses['200']);
    expect(answer).toContain('"rejection"');
    expect(JSON.stringify(document.paths['/api/v1/task/{employeeId}'].get.responses['200'])).toContain('"rejection"');
  });

  it("answers 404 to another manager's rejection and keeps the step waiting", async () => {
    const { manager, employee, task, photoStep } = await stepWithPhoto();
    const other = await registerAndLogin(app);
    const response = await call('PUT', `/api/v1/task/sub/done/${photoStep.id}`, other.auth, { done: false, reason: 'Slika je mutna' });
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain(String(photoStep.description));
    expect(await stepIn(manager.auth, employee.id, task.id, photoStep.id)).toMatchObject({ done: null, rejection: null });
  });
});

describe('PUT /api/v1/task/finish/:id', () => {
  it('finishes a started task without steps, and only such a task', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const stepless = await addTask(app, manager.auth, employee.id, { subtasks: [] });
    const withSteps = await addTask(app, manager.auth, employee.id);
    const early = await call('PUT', `/api/v1/task/finish/${stepless.id}`, phone.auth);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('task_not_started');

    await call('PUT', `/api/v1/task/start/${stepless.id}`, phone.auth);
    const finished = await call('PUT', `/api/v1/task/finish/${stepless.id}`, phone.auth);
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ done: true, end: expect.any(String) });

    await call('PUT', `/api/v1/task/start/${withSteps.id}`, phone.auth);
    const refused = await call('PUT', `/api/v1/task/finish/${withSteps.id}`, phone.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('task_has_steps');

    const other = await managerWithEmployee(app);
    expect((await call('PUT', `/api/v1/task/finish/${stepless.id}`, other.phone.auth)).statusCode).toBe(404);
  });
});

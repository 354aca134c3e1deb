import type { Photo, Step, TaskWithSteps } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addEmployee,
  addTask,
  buildTask,
  createTestApp,
  managerWithEmployee,
  registerAndLogin,
  storedFiles,
  TINY_PNG,
  type TestApp,
} from '../../../test/helpers.ts';
import { breakHuffmanTable, buildNoisyJpeg, TINY_HEIC } from '../../../test/uploads.ts';
import { createSignedLinks } from '../../platform/signed-links.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

type Auth = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
  app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const upload = (subtaskId: number, headers: Auth, body: Buffer = TINY_PNG, contentType = 'image/png') =>
  app.server.inject({
    method: 'POST',
    url: `/api/v1/task/sub/${subtaskId}/photo`,
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });

async function tasksWithSteps(auth: Auth, employeeId: number) {
  const response = await call('GET', `/api/v1/task/${employeeId}?include=subtasks`, auth);
  expect(response.statusCode).toBe(200);
  return response.json<TaskWithSteps[]>();
}

async function taskWithSteps(auth: Auth, employeeId: number, taskId: number) {
  return (await tasksWithSteps(auth, employeeId)).find((t) => t.id === taskId)!;
}

describe('POST /api/v1/task', () => {
  it('creates a task with its steps in one request', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const response = await call('POST', '/api/v1/task', auth, buildTask(employee.id));
    expect(response.statusCode).toBe(201);
    const task = response.json();
    expect(task).toEqual({
      id: expect.any(Number),
      taskName: 'Složiti police',
      description: 'Složiti robu na police u skladištu',
      dueDate: '2030-05-20',
      dueTime: '09:30',
      priority: true,
      // Not given: none.
      difficulty: null,
      done: null,
      start: null,
      end: null,
      child: { id: employee.id },
      pendingReview: false,
      routine: null,
      durationMinutes: null,
      pictogram: null,
    });
    const [listed] = await tasksWithSteps(auth, employee.id);
    expect(listed!.subtasks.map((s) => [s.description, s.needPhoto, s.done, s.photo])).toEqual([
      ['Uzeti kutije', false, false, null],
      ['Poslikati složene police', true, false, null],
    ]);
  });

  it("answers 404 for another manager's employee and writes nothing", async () => {
    const owner = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    const employee = await addEmployee(app, owner.auth);
    const response = await call('POST', '/api/v1/task', other.auth, buildTask(employee.id));
    expect(response.statusCode).toBe(404);
    expect(await tasksWithSteps(owner.auth, employee.id)).toEqual([]);
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const response = await call('POST', '/api/v1/task', auth, {
      ...buildTask(employee.id),
      taskName: '',
      description: undefined,
      dueDate: '2030-02-30',
      dueTime: '25:00',
      priority: 'da',
      subtasks: [{ description: '   ', needPhoto: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(
      ['description', 'dueDate', 'dueTime', 'priority', 'subtasks.0.description', 'taskName'].sort(),
    );
    expect(await tasksWithSteps(auth, employee.id)).toEqual([]);
  });

  it('answers 403 to an employee', async () => {
    const { phone, employee } = await managerWithEmployee(app);
    expect((await call('POST', '/api/v1/task', phone.auth, buildTask(employee.id))).statusCode).toBe(403);
  });
});

describe('GET /api/v1/task/:employeeId', () => {
  it('lists tasks by due date and time, with steps only when asked', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const later = await addTask(app, auth, employee.id, { dueDate: '2030-01-02', dueTime: '08:00' });
    const earlier = await addTask(app, auth, employee.id, { dueDate: '2030-01-01', dueTime: '17:00', priority: false, subtasks: [] });
    const plain = (await call('GET', `/api/v1/task/${employee.id}`, auth)).json();
    expect(plain.map((t: { id: number }) => t.id)).toEqual([earlier.id, later.id]);
    expect(plain[0]).not.toHaveProperty('subtasks');
    const full = await tasksWithSteps(auth, employee.id);
    expect(full.map((t) => t.subtasks.length)).toEqual([0, 2]);
  });

  it('lets the employee read their own list and nobody else’s', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    await addTask(app, manager.auth, employee.id);
    const other = await managerWithEmployee(app);
    expect((await call('GET', `/api/v1/task/${employee.id}?include=subtasks`, phone.auth)).json()).toHaveLength(1);
    expect((await call('GET', `/api/v1/task/${employee.id}`, other.phone.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/task/${employee.id}`, other.manager.auth)).statusCode).toBe(404);
  });

  it('answers 400 for an unknown include', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const response = await call('GET', `/api/v1/task/${employee.id}?include=everything`, auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('include');
  });
});

describe('steps', () => {
  it('adds a step to a task and lists it', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const task = await addTask(app, auth, employee.id, { subtasks: [] });
    const created = await call('POST', '/api/v1/task/sub', auth, { description: ' Očistiti stol ', needPhoto: true, task: { id: task.id } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      description: 'Očistiti stol',
      needPhoto: true,
      done: false,
      task: { id: task.id },
      photo: null,
      rejection: null,
      picture: null,
      pictogram: null,
      voice: null,
      durationMinutes: null,
      rejectionCount: 0,
      support: null,
    });
    const listed = await call('GET', `/api/v1/task/sub/${task.id}`, auth);
    expect(listed.json()).toEqual([created.json()]);
  });

  it('refuses a blank step and a step for a task that does not exist', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const task = await addTask(app, auth, employee.id, { subtasks: [] });
    const blank = await call('POST', '/api/v1/task/sub', auth, { description: '  ', needPhoto: false, task: { id: task.id } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toHaveProperty('description');
    const missing = await call('POST', '/api/v1/task/sub', auth, { description: 'X', needPhoto: false, task: { id: 99999999 } });
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', `/api/v1/task/sub/${task.id}`, auth)).json()).toEqual([]);
  });

  it("answers 404 for another manager's task or step", async () => {
    const owner = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    const employee = await addEmployee(app, owner.auth);
    const task = await addTask(app, owner.auth, employee.id);
    const [step] = (await taskWithSteps(owner.auth, employee.id, task.id)).subtasks;
    expect((await call('POST', '/api/v1/task/sub', other.auth, { description: 'X', needPhoto: false, task: { id: task.id } })).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/task/sub/${task.id}`, other.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/task/sub/${step!.id}`, other.auth)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/task/sub/done/${step!.id}`, other.auth, { done: true })).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/task/start/${task.id}`, other.auth)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/task/finish/${task.id}`, other.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/task-photos?taskId=${task.id}`, other.auth)).statusCode).toBe(404);
    // Uploading is the employee's: any manager is refused, this one too.
    expect((await upload(step!.id, other.auth)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/task/${task.id}`, other.auth)).statusCode).toBe(404);

    const after = await taskWithSteps(owner.auth, employee.id, task.id);
    expect(after).toMatchObject({ start: null, end: null, done: null });
    expect(after.subtasks.map((s) => [s.done, s.photo])).toEqual([
      [false, null],
      [false, null],
    ]);
  });

  it('deletes a step', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const task = await addTask(app, auth, employee.id);
    const [first, second] = (await taskWithSteps(auth, employee.id, task.id)).subtasks;
    expect((await call('DELETE', `/api/v1/task/sub/${first!.id}`, auth)).statusCode).toBe(204);
    expect((await taskWithSteps(auth, employee.id, task.id)).subtasks.map((s) => s.id)).toEqual([second!.id]);
    expect((await call('DELETE', `/api/v1/task/sub/${first!.id}`, auth)).statusCode).toBe(404);
  });
});

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

describe('photo uploads', () => {
  async function startedPhotoStep() {
    const ctx = await managerWithEmployee(app);
    const task = await addTask(app, ctx.manager.auth, ctx.employee.id);
    await call('PUT', `/api/v1/task/start/${task.id}`, ctx.phone.auth);
    const steps = (await taskWithSteps(ctx.manager.auth, ctx.employee.id, task.id)).subtasks;
    return { ...ctx, task, plainStep: steps[0]!, photoStep: steps[1]! };
  }

  it('checks the content, not the declared type', async () => {
    const { phone, photoStep } = await startedPhotoStep();
    const fake = await upload(photoStep.id, phone.auth, Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.fields).toEqual({ file: 'not_an_image' });
    const pdf = await upload(photoStep.id, phone.auth, Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'image/jpeg');
    expect(pdf.statusCode).toBe(400);
    const png = await upload(photoStep.id, phone.auth, TINY_PNG, 'application/octet-stream');
    expect(png.statusCode).toBe(201);
  });

  it('refuses a photo whose bytes start like a PNG or JPEG but do not decode, keeping nothing; takes a HEIC as phones send it', async () => {
    const { phone, photoStep, manager, task, employee } = await startedPhotoStep();
    const cutPng = Buffer.concat([TINY_PNG.subarray(0, 33), Buffer.alloc(200, 7)]);
    const brokenJpeg = breakHuffmanTable(await buildNoisyJpeg());
    for (const body of [cutPng, brokenJpeg]) {
      const response = await upload(photoStep.id, phone.auth, body, 'image/jpeg');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ file: 'not_an_image' });
    }
    expect((await call('GET', `/api/v1/task-photos?taskId=${task.id}`, manager.auth)).json()).toEqual([]);
    expect((await storedFiles(app)).filter((key) => key.startsWith(`photos/${employee.id}/`))).toEqual([]);
    expect((await taskWithSteps(manager.auth, employee.id, task.id)).subtasks[1]).toMatchObject({ done: false, photo: null });

    const heic = await upload(photoStep.id, phone.auth, TINY_HEIC, 'image/heic');
    expect(heic.statusCode).toBe(201);
    expect((await taskWithSteps(manager.auth, employee.id, task.id)).pendingReview).toBe(true);
  });

  it('answers 400 for an empty body and for a step that needs no photo', async () => {
    const { phone, photoStep, plainStep } = await startedPhotoStep();
    expect((await upload(photoStep.id, phone.auth, Buffer.alloc(0))).statusCode).toBe(400);
    const noPhoto = await upload(plainStep.id, phone.auth);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().error.fields).toEqual({ subtask: 'no_photo_needed' });
  });

  it('answers 413 for an oversized photo and keeps nothing', async () => {
    const { phone, photoStep, manager, task } = await startedPhotoStep();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(16 * 1024 * 1024)]);
    const response = await upload(photoStep.id, phone.auth, big);
    expect(response.statusCode).toBe(413);
    expect((await call('GET', `/api/v1/task-photos?taskId=${task.id}`, manager.auth)).json()).toEqual([]);
  });

  it('serves the photo by its signed link without a header, safely', async () => {
    const { phone, photoStep } = await startedPhotoStep();
    const photo = (await upload(photoStep.id, phone.auth)).json<Photo>();
    const file = await app.server.inject({ method: 'GET', url: photo.downloadURL });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);

    const tampered = photo.downloadURL.replace('type=image%2Fpng', 'type=text%2Fhtml');
    expect((await app.server.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const url = new URL(photo.downloadURL, 'http://x');
    url.searchParams.set('expires', String(Date.now() - 1000));
    expect((await app.server.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
  });

  it("refuses a signed link moved to another file, and a validly signed key that climbs out of storage", async () => {
    const secret = 'files-test-secret-with-at-least-32-characters';
    const own = await createTestApp({ jwtSecret: secret });
    try {
      const first = await managerWithEmployee(own);
      const second = await managerWithEmployee(own);
      const photoOf = async (ctx: Awaited<ReturnType<typeof managerWithEmployee>>) => {
        const task = await addTask(own, ctx.manager.auth, ctx.employee.id);
        await own.server.inject({ method: 'PUT', url: `/api/v1/task/start/${task.id}`, headers: ctx.phone.auth });
        const steps = (
          await own.server.inject({ method: 'GET', url: `/api/v1/task/sub/${task.id}`, headers: ctx.manager.auth })
        ).json<{ id: number; needPhoto: boolean }[]>();
        const photoStep = steps.find((s) => s.needPhoto)!;
        const response = await own.server.inject({
          method: 'POST',
          url: `/api/v1/task/sub/${photoStep.id}/photo`,
          headers: { ...ctx.phone.auth, 'content-type': 'image/png' },
          payload: TINY_PNG,
        });
        return new URL(response.json<Photo>().downloadURL, 'http://x');
      };
      const mine = await photoOf(first);
      const theirs = await photoOf(second);
      expect(mine.pathname).not.toBe(theirs.pathname);

      // My signature on their file's path.
      const moved = `${theirs.pathname}${mine.search}`;
      expect((await own.server.inject({ method: 'GET', url: moved })).statusCode).toBe(403);

      // Slashes escaped, so no URL parser folds the dots away before the server sees the key.
      const climbingKey = '../../../../etc/passwd';
      const signed = new URL(createSignedLinks(secret).linkTo(climbingKey, 'text/plain'), 'http://x');
      const climbing = `/api/v1/files/${encodeURIComponent(climbingKey)}${signed.search}`;
      const response = await own.server.inject({ method: 'GET', url: climbing });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain('root:');
    } finally {
      await own.close();
    }
  });

  it('lists the photos of an employee; both filters at once is a 400', async () => {
    const { phone, photoStep, manager, employee } = await startedPhotoStep();
    const photo = (await upload(photoStep.id, phone.auth)).json<Photo>();
    const byEmployee = await call('GET', `/api/v1/task-photos?employeeId=${employee.id}`, manager.auth);
    expect(byEmployee.json().map((p: Photo) => p.id)).toEqual([photo.id]);
    expect((await call('GET', `/api/v1/task-photos?employeeId=${employee.id}`, phone.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/task-photos?employeeId=${employee.id}&taskId=1`, manager.auth)).statusCode).toBe(400);
    const other = await registerAndLogin(app);
    expect((await call('GET', `/api/v1/task-photos?employeeId=${employee.id}`, other.auth)).statusCode).toBe(404);
  });
});

describe('deleting', () => {
  it('deletes a task with its steps, photos and files', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id);
    const [, photoStep] = (await taskWithSteps(manager.auth, employee.id, task.id)).subtasks;
    await call('PUT', `/api/v1/task/start/${task.id}`, phone.auth);
    const photo = (await upload(photoStep!.id, phone.auth)).json<Photo>();
    expect((await app.server.inject(photo.downloadURL)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/v1/task/${task.id}`, manager.auth)).statusCode).toBe(204);
    expect(await tasksWithSteps(manager.auth, employee.id)).toEqual([]);
    expect((await call('GET', `/api/v1/task/sub/${task.id}`, manager.auth)).statusCode).toBe(404);
    expect(await app.db.selectFrom('subtasks').select('id').where('task_id', '=', task.id).execute()).toEqual([]);
    expect((await app.server.inject(photo.downloadURL)).statusCode).toBe(404);
  });

  it('deletes an employee with their tasks, steps, photos and files', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id);
    const [, photoStep] = (await taskWithSteps(manager.auth, employee.id, task.id)).subtasks;
    await call('PUT', `/api/v1/task/start/${task.id}`, phone.auth);
    const photo = (await upload(photoStep!.id, phone.auth)).json<Photo>();

    expect((await call('DELETE', `/api/v1/child/${employee.id}`, manager.auth)).statusCode).toBe(204);
    for (const table of ['tasks', 'task_photos'] as const) {
      expect(await app.db.selectFrom(table).select('id').where('employee_id', '=', employee.id).execute()).toEqual([]);
    }
    expect(await app.db.selectFrom('subtasks').select('id').where('task_id', '=', task.id).execute()).toEqual([]);
    expect((await app.server.inject(photo.downloadURL)).statusCode).toBe(404);
    // The phone's session ends with the employee.
    expect((await call('GET', `/api/v1/task/${employee.id}`, phone.auth)).statusCode).toBe(401);
  });
});

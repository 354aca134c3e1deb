import type { Photo } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, addTask, buildTask, createTestApp, managerWithEmployee, registerAndLogin, type TestApp } from '../../../test/helpers.ts';
import { taskCalls } from './task-calls.fixture.ts';

/**
 * A task's records through the server: creating one with its steps, the employee's list, adding and removing
 * steps, and deleting a task or an employee with everything of theirs.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const { call, upload, tasksWithSteps, taskWithSteps } = taskCalls(() => app);

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
      // Set only when PHOTO_RETENTION_DAYS removed the step's photo (photo-retention/).
      photoRemovedAt: null,
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

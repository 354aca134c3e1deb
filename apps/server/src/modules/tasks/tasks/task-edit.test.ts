import { localMs, type Routine, type Step, type StepRejectionHistory, type Task, type TaskCalendar, type TaskWithSteps } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../../../../test/event-stream.ts';
import { createTasksRepository } from './tasks.repository.ts';
import { addTask, buildTask, createTestApp, keyOf, managerWithEmployee, registerAndLogin, storedFiles, type TestApp } from '../../../../test/helpers.ts';
import { fieldNames, fieldsOf, fromToday, taskEdits } from './task-edit.fixture.ts';

/**
 * PUT /api/v1/task/{id}: the manager's edit of one task, its fields and (when sent) its steps, through the
 * real server. The task's difficulty and its steps' order: task-difficulty-and-step-order.test.ts.
 */

let app: TestApp;
let origin: string;
beforeAll(async () => {
  app = await createTestApp();
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app?.close());

const { call, edit, listWithSteps, stepsOf, uploadPhoto, setDone } = taskEdits(() => app);

describe('PUT /api/v1/task/{id}: fields', () => {
  it("changes the task's fields, keeps its steps when none are sent, and every answer shows the change", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id, { difficulty: 'easy' });
    const before = await stepsOf(manager.auth, task.id);
    // Read once before, so that the lists have the task's answer kept: the edit must replace it.
    expect((await listWithSteps(manager.auth, employee.id))[0]).toMatchObject({ id: task.id, difficulty: 'easy' });
    await listWithSteps(phone.auth, employee.id, '&status=open');

    const response = await edit(manager.auth, task.id, {
      taskName: 'Očistiti skladište',
      description: 'Novi opis',
      dueDate: '2030-06-02',
      dueTime: '14:45',
      priority: false,
      difficulty: 'hard',
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<TaskWithSteps>();
    expect(edited).toMatchObject({
      id: task.id,
      taskName: 'Očistiti skladište',
      description: 'Novi opis',
      dueDate: '2030-06-02',
      dueTime: '14:45',
      priority: false,
      difficulty: 'hard',
      done: null,
      child: { id: employee.id },
      routine: null,
    });
    expect(edited.subtasks).toEqual(before);

    // The wall-clock due moment the reminders and lateness go by moves with the date and time.
    const row = await app.db.selectFrom('tasks').select('due_local_at').where('id', '=', task.id).executeTakeFirstOrThrow();
    expect(Number(row.due_local_at)).toBe(localMs('2030-06-02', '14:45'));

    // The lists (with and without steps, the phone's too), the calendar's day and its marks.
    expect((await listWithSteps(manager.auth, employee.id)).find((one) => one.id === task.id)).toEqual(edited);
    expect((await listWithSteps(phone.auth, employee.id, '&status=open')).find((one) => one.id === task.id)).toEqual(edited);
    const plain = (await call('GET', `/api/v1/task/${employee.id}`, manager.auth)).json<Task[]>();
    expect(plain.find((one) => one.id === task.id)).toMatchObject({ taskName: 'Očistiti skladište', difficulty: 'hard' });
    expect(await listWithSteps(manager.auth, employee.id, '&from=2030-05-20&to=2030-05-20')).toEqual([]);
    expect((await listWithSteps(manager.auth, employee.id, '&from=2030-06-02&to=2030-06-02')).map((one) => one.id)).toEqual([task.id]);
    const calendar = (await call('GET', `/api/v1/task-calendar/${employee.id}?year=2030`, manager.auth)).json<TaskCalendar>();
    expect(calendar.days).toEqual([{ date: '2030-06-02', total: 1, done: 0 }]);
  });

  it("tells the employee's screens and phone at once: their task stream gets an event", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id);
    const phoneStream = await openStream(origin, employee.id, phone.auth);
    const managerStream = await openStream(origin, employee.id, manager.auth);
    expect((await edit(manager.auth, task.id, { ...fieldsOf(task), taskName: 'Promijenjen' })).statusCode).toBe(200);
    expect(await phoneStream.nextEvent()).toBe('event: tasks\ndata: {}');
    expect(await managerStream.nextEvent()).toBe('event: tasks\ndata: {}');
    await phoneStream.close();
    await managerStream.close();
  });
});

describe('PUT /api/v1/task/{id}: steps', () => {
  it('keeps listed steps with their state, photo and rejections, puts them in the order sent, adds new ones and removes the rest with their photos', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id, {
      subtasks: [
        { description: 'Gotov', needPhoto: false },
        { description: 'Slika čeka', needPhoto: true },
        { description: 'Odbijen', needPhoto: true },
        { description: 'Uklonjen sa slikom', needPhoto: true },
        { description: 'Uklonjen', needPhoto: false },
      ],
    });
    const [done, waiting, rejected, removedWithPhoto, removed] = await stepsOf(manager.auth, task.id);
    expect((await call('PUT', `/api/v1/task/start/${task.id}`, phone.auth)).statusCode).toBe(200);
    await setDone(phone.auth, done!.id, { done: true });
    await uploadPhoto(phone.auth, waiting!.id);
    await uploadPhoto(phone.auth, rejected!.id);
    await setDone(manager.auth, rejected!.id, { done: false, reason: 'Mutna slika' });
    await uploadPhoto(phone.auth, removedWithPhoto!.id);
    const before = await stepsOf(manager.auth, task.id);
    const removedPhotoKey = keyOf(before[3]!.photo!.downloadURL);
    await listWithSteps(manager.auth, employee.id);
    await listWithSteps(phone.auth, employee.id, '&status=current');
    expect(await storedFiles(app)).toContain(removedPhotoKey);

    const response = await edit(manager.auth, task.id, {
      ...fieldsOf(task),
      subtasks: [
        { id: rejected!.id, description: 'Odbijen, novi tekst', needPhoto: true },
        { description: 'Novi korak', needPhoto: false },
        { id: done!.id, description: 'Gotov', needPhoto: false },
        { id: waiting!.id, description: 'Slika čeka', needPhoto: true },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<TaskWithSteps>();
    const [first, added, third, fourth] = edited.subtasks;
    expect(edited.subtasks).toHaveLength(4);
    expect(first).toEqual({ ...before[2], description: 'Odbijen, novi tekst' });
    expect(first).toMatchObject({ done: false, rejectionCount: 1, rejection: { reason: 'Mutna slika' }, photo: { subtaskId: rejected!.id } });
    expect(added).toMatchObject({ description: 'Novi korak', needPhoto: false, done: false, photo: null, rejection: null, rejectionCount: 0 });
    expect(added!.id).not.toBe(removed!.id);
    expect(third).toEqual(before[0]);
    expect(third!.done).toBe(true);
    expect(fourth).toEqual(before[1]);
    expect(fourth).toMatchObject({ done: null, photo: { subtaskId: waiting!.id } });
    expect(edited).toMatchObject({ done: null, pendingReview: true, start: expect.any(String) });

    // The rejection history stays with the step.
    const history = (await call('GET', `/api/v1/task/sub/${rejected!.id}/rejections`, manager.auth)).json<StepRejectionHistory>();
    expect(history).toMatchObject([{ reason: 'Mutna slika' }]);
    // The removed steps are gone with their photo and its file; the kept photos' files stay.
    expect((await call('GET', `/api/v1/task/sub/${removedWithPhoto!.id}/rejections`, manager.auth)).statusCode).toBe(404);
    const files = await storedFiles(app);
    expect(files).not.toContain(removedPhotoKey);
    expect(files).toEqual(expect.arrayContaining([keyOf(first!.photo!.downloadURL), keyOf(fourth!.photo!.downloadURL)]));
    const photos = (await call('GET', `/api/v1/task-photos?taskId=${task.id}`, manager.auth)).json<{ subtaskId: number }[]>();
    expect(photos.map((photo) => photo.subtaskId).sort()).toEqual([waiting!.id, rejected!.id].sort());

    // Every read gives the new order: the steps, the lists (manager's and phone's).
    const order = edited.subtasks.map((step) => step.id);
    expect((await stepsOf(phone.auth, task.id)).map((step) => step.id)).toEqual(order);
    expect((await listWithSteps(manager.auth, employee.id)).find((one) => one.id === task.id)!.subtasks.map((step) => step.id)).toEqual(order);
    expect((await listWithSteps(phone.auth, employee.id, '&status=current')).find((one) => one.id === task.id)).toEqual(edited);

    // A step added later goes after the last one.
    const later = await call('POST', '/api/v1/task/sub', manager.auth, { description: 'Na kraju', task: { id: task.id } });
    expect(later.statusCode).toBe(201);
    expect((await stepsOf(manager.auth, task.id)).map((step) => step.id)).toEqual([...order, later.json<Step>().id]);
  });

  it('reorders again, and an empty list removes every step', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id);
    const [one, two] = await stepsOf(manager.auth, task.id);
    const swapped = await edit(manager.auth, task.id, { ...fieldsOf(task), subtasks: [two, one] });
    expect(swapped.json<TaskWithSteps>().subtasks.map((step) => step.id)).toEqual([two!.id, one!.id]);
    const back = await edit(manager.auth, task.id, { ...fieldsOf(task), subtasks: [one, two] });
    expect(back.json<TaskWithSteps>().subtasks.map((step) => step.id)).toEqual([one!.id, two!.id]);
    const emptied = await edit(manager.auth, task.id, { ...fieldsOf(task), subtasks: [] });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json<TaskWithSteps>()).toMatchObject({ subtasks: [], done: null });
  });

  it('runs the completion rule: an open step added reopens a finished task, removing the last open one finishes it', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id, { subtasks: [{ description: 'Jedini', needPhoto: false }] });
    const [only] = await stepsOf(manager.auth, task.id);
    await call('PUT', `/api/v1/task/start/${task.id}`, phone.auth);
    await setDone(phone.auth, only!.id, { done: true });
    const finished = (await call('GET', `/api/v1/task/${employee.id}?include=subtasks`, manager.auth)).json<TaskWithSteps[]>()[0]!;
    expect(finished).toMatchObject({ done: true, end: expect.any(String) });

    const reopened = await edit(manager.auth, task.id, { ...fieldsOf(task), subtasks: [only, { description: 'Još jedan', needPhoto: false }] });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json<TaskWithSteps>()).toMatchObject({ done: null, end: null });

    const refinished = await edit(manager.auth, task.id, { ...fieldsOf(task), subtasks: [only] });
    expect(refinished.json<TaskWithSteps>()).toMatchObject({ done: true, end: finished.end, subtasks: [{ id: only!.id, done: true }] });

    // Fields alone leave a finished task finished.
    const renamed = await edit(manager.auth, task.id, { ...fieldsOf(task), taskName: 'Preimenovan' });
    expect(renamed.json<TaskWithSteps>()).toMatchObject({ taskName: 'Preimenovan', done: true, end: finished.end });
  });

  it('leaves a task without steps finished by hand as it is when it gets none', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id, { subtasks: [] });
    await call('PUT', `/api/v1/task/start/${task.id}`, phone.auth);
    expect((await call('PUT', `/api/v1/task/finish/${task.id}`, phone.auth)).statusCode).toBe(200);
    const response = await edit(manager.auth, task.id, { ...fieldsOf(task), subtasks: [] });
    expect(response.json<TaskWithSteps>()).toMatchObject({ done: true, end: expect.any(String), subtasks: [] });
  });
});

describe("PUT /api/v1/task/{id}: a routine's day", () => {
  it('changes that day alone, which stays the routine\'s; moving it onto a day the routine has is a 409', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const [start, next, third, away] = [fromToday(30), fromToday(31), fromToday(32), fromToday(35)];
    const created = await call('POST', '/api/v1/task', manager.auth, buildTask(employee.id, { dueDate: start, difficulty: 'medium', repeat: { kind: 'daily', endDate: third } }));
    expect(created.statusCode, created.body).toBe(201);
    const routineId = created.json<Task>().routine!.id;
    const days = await listWithSteps(manager.auth, employee.id, `&from=${start}&to=${third}`);
    expect(days.map((day) => day.dueDate)).toEqual([start, next, third]);
    const [first, second] = days;

    const moved = await edit(manager.auth, first!.id, { ...fieldsOf(first!), taskName: 'Samo ovaj dan', dueDate: away, difficulty: 'easy' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TaskWithSteps>()).toMatchObject({ taskName: 'Samo ovaj dan', dueDate: away, difficulty: 'easy', routine: { id: routineId } });
    // Its day is not made again; the routine's other days are as they were.
    expect((await listWithSteps(manager.auth, employee.id, `&from=${start}&to=${away}`)).map((day) => day.dueDate)).toEqual([next, third, away]);
    const after = await listWithSteps(manager.auth, employee.id, `&from=${next}&to=${third}`);
    expect(after.map((day) => [day.taskName, day.difficulty])).toEqual([
      [second!.taskName, 'medium'],
      [second!.taskName, 'medium'],
    ]);
    const routine = (await call('GET', `/api/v1/task-routine/${routineId}`, manager.auth)).json<Routine>();
    expect(routine).toMatchObject({ taskName: second!.taskName, difficulty: 'medium', startDate: start });

    const clash = await edit(manager.auth, second!.id, { ...fieldsOf(second!), taskName: 'Na zauzeti dan', dueDate: third });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: { code: 'routine_day_taken', fields: { dueDate: 'routine_day_taken' } } });
    const unchanged = (await listWithSteps(manager.auth, employee.id, `&from=${next}&to=${next}`))[0]!;
    expect(unchanged).toEqual(second);
    // Its own day is no clash.
    expect((await edit(manager.auth, second!.id, { ...fieldsOf(second!), taskName: 'Isti dan' })).statusCode).toBe(200);
  });
});

describe('PUT /api/v1/task/{id}: who may', () => {
  it("lets the owner and a helper edit; a stranger and a former helper get 404, a phone 403, no token 401", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id);
    const helper = await registerAndLogin(app);
    const former = await registerAndLogin(app);
    for (const invited of [helper, former]) {
      const invite = await call('POST', `/api/v1/child/${employee.id}/helpers`, manager.auth, { login: invited.input.email });
      expect(invite.statusCode, invite.body).toBe(201);
    }
    expect((await call('DELETE', `/api/v1/child/${employee.id}/helpers/${former.user.id}`, manager.auth)).statusCode).toBe(204);
    const stranger = await managerWithEmployee(app);

    const body = (taskName: string) => ({ ...fieldsOf(task), taskName });
    expect((await edit(helper.auth, task.id, body('Pomagač'))).statusCode).toBe(200);
    for (const [who, auth] of [
      ['stranger', stranger.manager.auth],
      ['former helper', former.auth],
    ] as const) {
      const response = await edit(auth, task.id, body(who));
      expect(response.statusCode, who).toBe(404);
    }
    for (const auth of [phone.auth, stranger.phone.auth]) expect((await edit(auth, task.id, body('Mobitel'))).statusCode).toBe(403);
    expect((await edit({}, task.id, body('Bez tokena'))).statusCode).toBe(401);
    expect((await edit(manager.auth, 999_999_999, body('Nema ga'))).statusCode).toBe(404);
    // Nothing but the helper's edit landed.
    expect((await listWithSteps(manager.auth, employee.id))[0]).toMatchObject({ taskName: 'Pomagač' });
    expect((await edit(manager.auth, task.id, body('Vlasnik'))).statusCode).toBe(200);
  });

  it('changes nothing of a task deleted after its owner was checked (the repository answers it gone)', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id);
    expect((await call('DELETE', `/api/v1/task/${task.id}`, manager.auth)).statusCode).toBe(204);
    const outcome = await createTasksRepository(app.db).updateTask(task.id, { ...fieldsOf(task), steps: [{ description: 'Novi', needPhoto: false, durationMinutes: null }] });
    expect(outcome).toBe('gone');
    expect(await app.db.selectFrom('subtasks').select('id').where('task_id', '=', task.id).execute()).toEqual([]);
  });
});

describe('PUT /api/v1/task/{id}: bad input', () => {
  it("answers 400 naming each bad field, and a step that is not one of the task's by its place", async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id);
    const other = await addTask(app, manager.auth, employee.id);
    const [own] = await stepsOf(manager.auth, task.id);
    const [foreign] = await stepsOf(manager.auth, other.id);
    const fields = fieldsOf(task);

    const cases: [object, string[]][] = [
      [{ ...fields, taskName: '' }, ['taskName']],
      [{ ...fields, dueDate: '2030-02-30' }, ['dueDate']],
      [{ ...fields, dueTime: '25:00' }, ['dueTime']],
      [{ ...fields, priority: 'maybe' }, ['priority']],
      [{ ...fields, subtasks: 'none' }, ['subtasks']],
      [{ ...fields, subtasks: [{ description: '', needPhoto: false }] }, ['subtasks.0.description']],
      [{ ...fields, subtasks: [{ id: 'x', description: 'a' }] }, ['subtasks.0.id']],
      [{ description: 'bez imena' }, ['dueDate', 'dueTime', 'taskName']],
    ];
    for (const [body, named] of cases) {
      const response = await edit(manager.auth, task.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldNames(response).sort(), JSON.stringify(body)).toEqual(named);
    }

    const steps = [
      { id: own!.id, description: 'svoj' },
      { id: foreign!.id, description: 'tuđi' },
      { id: 999_999_999, description: 'nepostojeći' },
      { id: own!.id, description: 'dvaput' },
    ];
    const response = await edit(manager.auth, task.id, { ...fields, subtasks: steps });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'subtasks.1.id': 'not_a_step_of_task', 'subtasks.2.id': 'not_a_step_of_task', 'subtasks.3.id': 'repeated' });
    expect((await edit(manager.auth, 'abc', fields)).statusCode).toBe(400);
    // Nothing changed: the other task keeps its step, this one both of its own.
    expect(await stepsOf(manager.auth, other.id)).toHaveLength(2);
    expect(await stepsOf(manager.auth, task.id)).toHaveLength(2);
  });
});

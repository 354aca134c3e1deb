import type { Routine, Task, TaskWithSteps } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, addTask, buildTask, createTestApp, loginEmployee, managerWithEmployee, registerAndLogin, migrateBackAndForth, type TestApp } from '../../../../test/helpers.ts';
import { fieldNames, fieldsOf, fromToday, taskEdits } from './task-edit.fixture.ts';

/**
 * The task's difficulty ('Težina') wherever a task or routine is made or answered, and the order of the
 * steps made with a task or a routine's day, through the real server; then migration 0023, which brought both.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const { call, edit, listWithSteps, stepsOf } = taskEdits(() => app);

describe('difficulty', () => {
  it('is kept for a one-off task and answered by the single task, the lists and the calendar day; absent is null', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const made: Task[] = [];
    for (const difficulty of ['easy', 'medium', 'hard', null, undefined] as const) {
      made.push(await addTask(app, manager.auth, employee.id, { difficulty, dueDate: '2030-07-01' }));
    }
    const expected = ['easy', 'medium', 'hard', null, null];
    expect(made.map((task) => task.difficulty)).toEqual(expected);
    const byId = (tasks: Task[]) => made.map((task) => tasks.find((one) => one.id === task.id)?.difficulty);
    expect(byId(await listWithSteps(manager.auth, employee.id))).toEqual(expected);
    expect(byId(await listWithSteps(manager.auth, employee.id, '&from=2030-07-01&to=2030-07-01'))).toEqual(expected);
    expect(byId((await call('GET', `/api/v1/task/${employee.id}?status=open`, manager.auth)).json<Task[]>())).toEqual(expected);
    const started = await call('PUT', `/api/v1/task/start/${made[0]!.id}`, manager.auth);
    expect(started.json<Task>().difficulty).toBe('easy');
  });

  it("round-trips the original client's body: the task with child, done and difficulty, created and sent back whole", async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const originalBody = {
      taskName: 'Zaliti cvijeće',
      description: 'U hodniku',
      dueDate: '2030-08-10',
      dueTime: '08:00',
      child: { id: String(employee.id) },
      priority: false,
      done: false,
      difficulty: 'medium',
    };
    const created = await call('POST', '/api/v1/task', manager.auth, originalBody);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Task>()).toMatchObject({ taskName: 'Zaliti cvijeće', difficulty: 'medium', done: null, child: { id: employee.id } });
    const taskId = created.json<Task>().id;

    // The client sends the task back as it read it, with its change: every other field is its own.
    const read = (await listWithSteps(manager.auth, employee.id)).find((one) => one.id === taskId)!;
    const sentBack = await edit(manager.auth, taskId, { ...read, ...originalBody, difficulty: 'hard' });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(sentBack.json<TaskWithSteps>()).toMatchObject({ id: taskId, difficulty: 'hard', subtasks: [] });
    expect((await listWithSteps(manager.auth, employee.id)).find((one) => one.id === taskId)!.difficulty).toBe('hard');
    const cleared = await edit(manager.auth, taskId, { ...originalBody, difficulty: null });
    expect(cleared.json<Task>().difficulty).toBeNull();
  });

  it("goes with a routine to every day it makes, and its form reads and writes it", async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const [start, end] = [fromToday(40), fromToday(42)];
    const created = await call('POST', '/api/v1/task', manager.auth, buildTask(employee.id, { dueDate: start, difficulty: 'hard', repeat: { kind: 'daily', endDate: end } }));
    expect(created.statusCode, created.body).toBe(201);
    const routineId = created.json<Task>().routine!.id;
    expect(created.json<Task>().difficulty).toBe('hard');
    const days = await listWithSteps(manager.auth, employee.id, `&from=${start}&to=${end}`);
    expect(days.map((day) => day.difficulty)).toEqual(['hard', 'hard', 'hard']);
    const routine = (await call('GET', `/api/v1/task-routine/${routineId}`, manager.auth)).json<Routine>();
    expect(routine.difficulty).toBe('hard');

    const { id: _id, child: _child, subtasks, ...form } = routine;
    const updated = await call('PUT', `/api/v1/task-routine/${routineId}`, manager.auth, {
      ...form,
      dueDate: routine.startDate,
      subtasks: subtasks.map(({ description, needPhoto }) => ({ description, needPhoto })),
      repeat: { kind: routine.kind, weekdays: routine.weekdays, endDate: routine.endDate },
      difficulty: 'easy',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Routine>().difficulty).toBe('easy');
    const remade = await listWithSteps(manager.auth, employee.id, `&from=${start}&to=${end}`);
    expect(remade.map((day) => day.difficulty)).toEqual(['easy', 'easy', 'easy']);
  });

  it('refuses a difficulty that is none of easy, medium, hard with 400 naming difficulty', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id);
    const routine = (await call('POST', '/api/v1/task', manager.auth, buildTask(employee.id, { repeat: { kind: 'weekly' } }))).json<Task>().routine!;
    for (const difficulty of ['extreme', 'EASY', '', 1, true, ['easy']]) {
      const made = await call('POST', '/api/v1/task', manager.auth, { ...buildTask(employee.id), difficulty });
      expect(made.statusCode, JSON.stringify(difficulty)).toBe(400);
      expect(fieldNames(made)).toEqual(['difficulty']);
      const edited = await edit(manager.auth, task.id, { ...fieldsOf(task), difficulty });
      expect(edited.statusCode).toBe(400);
      expect(fieldNames(edited)).toEqual(['difficulty']);
      const routineForm = { ...fieldsOf(task), difficulty, repeat: { kind: 'weekly' } };
      const routineEdit = await call('PUT', `/api/v1/task-routine/${routine.id}`, manager.auth, routineForm);
      expect(routineEdit.statusCode).toBe(400);
      expect(fieldNames(routineEdit)).toEqual(['difficulty']);
    }
  });
});

describe('steps made with a task or a routine day', () => {
  it('are in the order given', async () => {
    const manager = await registerAndLogin(app);
    const employee = await addEmployee(app, manager.auth);
    await loginEmployee(app, manager.auth, employee.id);
    const subtasks = ['treći po id-u?', 'prvi', 'drugi'].map((description) => ({ description, needPhoto: false }));
    const task = await addTask(app, manager.auth, employee.id, { subtasks });
    const rows = await app.db.selectFrom('subtasks').select(['description', 'position']).where('task_id', '=', task.id).orderBy('id').execute();
    expect(rows.map((row) => [row.description, Number(row.position)])).toEqual(subtasks.map((step, place) => [step.description, place]));
    const routine = await call('POST', '/api/v1/task', manager.auth, buildTask(employee.id, { subtasks, repeat: { kind: 'daily' } }));
    const dayRows = await app.db.selectFrom('subtasks').select(['description', 'position']).where('task_id', '=', routine.json<Task>().id).orderBy('id').execute();
    expect(dayRows.map((row) => [row.description, Number(row.position)])).toEqual(subtasks.map((step, place) => [step.description, place]));
  });
});

// Last: it takes the file's database back and forth.
describe('migration 0023', () => {
  it('goes down and up with tasks and steps in place: the steps keep their order, the difficulty starts empty', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id, { difficulty: 'hard' });
    const steps = await stepsOf(manager.auth, task.id);
    expect(await migrateBackAndForth(app, '2026-11-28-0022-rejections-before-0011')).toEqual([
      ['2026-11-29-0029-access-log-consent-photo-retention', 'Down', 'Success'],
      ['2026-11-29-0028-password-reset-and-two-factor', 'Down', 'Success'],
      ['2026-11-29-0027-pictograms', 'Down', 'Success'],
      ['2026-11-29-0026-tasks-by-name-index', 'Down', 'Success'],
      ['2026-11-29-0025-step-support', 'Down', 'Success'],
      ['2026-11-28-0024-durations-voices-focus-not-started', 'Down', 'Success'],
      ['2026-11-28-0023-difficulty-and-step-order', 'Down', 'Success'],
    ]);
    // Read anew, as after a restart: nothing kept in memory from before (a hard reload's no-cache).
    const [again] = await listWithSteps({ ...manager.auth, 'cache-control': 'no-cache' }, employee.id);
    expect(again).toMatchObject({ id: task.id, difficulty: null });
    expect(again!.subtasks).toEqual(steps);
  });
});

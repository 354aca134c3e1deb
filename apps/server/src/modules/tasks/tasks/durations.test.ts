import { addDays, type Routine, type Step, type Task, type TaskWithSteps } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../../platform/clock.ts';
import { addTask, buildTask, createTestApp, managerWithEmployee, migrateBackAndForth, type TestApp } from '../../../../test/helpers.ts';

/**
 * 'Trajanje': a task's and its steps' expected minutes (1 to 240, or null), through every route that writes
 * them (a new task and its steps, a routine and each day it makes, a step added, the task's edit, the
 * routine's edit) and answered with them; a bad value is refused with 400 naming the field.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

type Auth = Record<string, string>;
/** A day `offset` days from today (the test app's zone): a routine's days are made at most a year ahead. */
const fromToday = (offset: number) => addDays(today('Europe/Sarajevo'), offset);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Auth, payload?: object) =>
  app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const fieldNames = (response: { json(): { error: { fields?: Record<string, string> } } }) => Object.keys(response.json().error.fields ?? {});

async function listWithSteps(auth: Auth, employeeId: number, query = '') {
  const response = await call('GET', `/api/v1/task/${employeeId}?include=subtasks${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TaskWithSteps[]>();
}

/** Each task's minutes and its steps' minutes, as [task, [steps…]]. */
const minutesOf = (task: TaskWithSteps) => [task.durationMinutes, task.subtasks.map((step) => step.durationMinutes)];

const STEPS = [
  { description: 'Oprati ruke', needPhoto: false, durationMinutes: 3 },
  { description: 'Obući pregaču', needPhoto: true },
  { description: 'Složiti posuđe', needPhoto: false, durationMinutes: 240 },
];

describe('durations of a task and its steps', () => {
  it('are kept when a task is made with its steps and answered by the task and the lists; absent is null', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const created = await call('POST', '/api/v1/task', manager.auth, buildTask(employee.id, { dueDate: '2030-06-01', durationMinutes: 20, subtasks: STEPS }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Task>().durationMinutes).toBe(20);
    const plain = await addTask(app, manager.auth, employee.id, { dueDate: '2030-06-01' });
    expect(plain.durationMinutes).toBeNull();

    const tasks = await listWithSteps(manager.auth, employee.id);
    expect(minutesOf(tasks.find((task) => task.id === created.json<Task>().id)!)).toEqual([20, [3, null, 240]]);
    expect(minutesOf(tasks.find((task) => task.id === plain.id)!)).toEqual([null, [null, null]]);
    // The phone reads the same.
    const onPhone = await listWithSteps(phone.auth, employee.id);
    expect(minutesOf(onPhone.find((task) => task.id === created.json<Task>().id)!)).toEqual([20, [3, null, 240]]);
  });

  it('go with a step added to a task', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id);
    const added = await call('POST', '/api/v1/task/sub', manager.auth, { description: 'Pomesti', needPhoto: false, durationMinutes: 7, task: { id: task.id } });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<Step>().durationMinutes).toBe(7);
    const without = await call('POST', '/api/v1/task/sub', manager.auth, { description: 'Odložiti metlu', needPhoto: false, task: { id: task.id } });
    expect(without.json<Step>().durationMinutes).toBeNull();
    const steps = (await call('GET', `/api/v1/task/sub/${task.id}`, manager.auth)).json<Step[]>();
    expect(steps.map((step) => step.durationMinutes)).toEqual([null, null, 7, null]);
  });

  it("change with the task's edit: the task's own, kept steps take the minutes sent, new steps get theirs", async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id, { durationMinutes: 30, subtasks: STEPS });
    const [washing, apron, dishes] = (await call('GET', `/api/v1/task/sub/${task.id}`, manager.auth)).json<Step[]>();
    const fields = { taskName: task.taskName, description: task.description, dueDate: task.dueDate, dueTime: task.dueTime, priority: task.priority };

    const edited = await call('PUT', `/api/v1/task/${task.id}`, manager.auth, {
      ...fields,
      durationMinutes: 45,
      subtasks: [
        { id: dishes!.id, description: dishes!.description, needPhoto: false, durationMinutes: 10 },
        { description: 'Obrisati stol', needPhoto: false, durationMinutes: 5 },
        { id: washing!.id, description: washing!.description, needPhoto: false },
        { id: apron!.id, description: apron!.description, needPhoto: true, durationMinutes: 1 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(minutesOf(edited.json<TaskWithSteps>())).toEqual([45, [10, 5, null, 1]]);
    // Kept steps are the same rows.
    expect(edited.json<TaskWithSteps>().subtasks.map((step) => step.id)).toEqual([dishes!.id, expect.any(Number), washing!.id, apron!.id]);

    // Without `subtasks` the steps keep theirs; the task's own follows the form (none sent: none).
    const fieldsOnly = await call('PUT', `/api/v1/task/${task.id}`, manager.auth, fields);
    expect(fieldsOnly.statusCode, fieldsOnly.body).toBe(200);
    expect(minutesOf(fieldsOnly.json<TaskWithSteps>())).toEqual([null, [10, 5, null, 1]]);
    const listed = (await listWithSteps(manager.auth, employee.id)).find((one) => one.id === task.id)!;
    expect(minutesOf(listed)).toEqual([null, [10, 5, null, 1]]);
  });
});

describe('durations of a routine', () => {
  it('go to every day it makes, its form reads them, and its edit remakes the days with the new ones', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const [start, end] = [fromToday(40), fromToday(42)];
    const created = await call('POST', '/api/v1/task', manager.auth, {
      ...buildTask(employee.id, { dueDate: start, durationMinutes: 15, subtasks: STEPS }),
      repeat: { kind: 'daily', endDate: end },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Task>().durationMinutes).toBe(15);
    const routineId = created.json<Task>().routine!.id;
    const days = await listWithSteps(manager.auth, employee.id, `&from=${start}&to=${end}`);
    expect(days.map(minutesOf)).toEqual(Array.from({ length: 3 }, () => [15, [3, null, 240]]));

    const routine = (await call('GET', `/api/v1/task-routine/${routineId}`, manager.auth)).json<Routine>();
    expect(routine.durationMinutes).toBe(15);
    expect(routine.subtasks.map((step) => [step.durationMinutes, step.voice])).toEqual([
      [3, null],
      [null, null],
      [240, null],
    ]);

    const updated = await call('PUT', `/api/v1/task-routine/${routineId}`, manager.auth, {
      taskName: routine.taskName,
      description: routine.description,
      dueDate: routine.startDate,
      dueTime: routine.dueTime,
      priority: routine.priority,
      durationMinutes: 60,
      subtasks: [
        { description: 'Oprati ruke', needPhoto: false, routineStep: 0 },
        { description: 'Obući pregaču', needPhoto: true, durationMinutes: 2, routineStep: 1 },
      ],
      repeat: { kind: routine.kind, weekdays: routine.weekdays, endDate: routine.endDate },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Routine>().durationMinutes).toBe(60);
    expect(updated.json<Routine>().subtasks.map((step) => step.durationMinutes)).toEqual([null, 2]);
    const remade = await listWithSteps(manager.auth, employee.id, `&from=${start}&to=${end}`);
    expect(remade.map(minutesOf)).toEqual(Array.from({ length: 3 }, () => [60, [null, 2]]));
  });

  it("reads steps kept before durations were known (no minutes in the routine's steps) as none", async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const [start, end] = [fromToday(50), fromToday(51)];
    const created = await call('POST', '/api/v1/task', manager.auth, { ...buildTask(employee.id, { dueDate: start }), repeat: { kind: 'daily', endDate: end } });
    const routineId = created.json<Task>().routine!.id;
    await app.db
      .updateTable('task_routines')
      .set({ steps: JSON.stringify([{ description: 'Stari korak', needPhoto: false }]) })
      .where('id', '=', routineId)
      .execute();
    const routine = (await call('GET', `/api/v1/task-routine/${routineId}`, manager.auth)).json<Routine>();
    expect(routine.subtasks).toMatchObject([{ description: 'Stari korak', durationMinutes: null }]);
  });
});

describe('bad durations', () => {
  const BAD = [0, 241, 1.5, '10', -1];

  it('are refused with 400 naming the field on every route that writes them; nothing is written', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id, { dueDate: '2030-09-01' });
    const [step] = (await call('GET', `/api/v1/task/sub/${task.id}`, manager.auth)).json<Step[]>();
    const routineTask = (await call('POST', '/api/v1/task', manager.auth, { ...buildTask(employee.id, { dueDate: fromToday(60) }), repeat: { kind: 'weekly' } })).json<Task>();
    const fields = { taskName: task.taskName, description: task.description, dueDate: task.dueDate, dueTime: task.dueTime, priority: task.priority };
    const routineForm = { ...fields, dueDate: routineTask.dueDate, repeat: { kind: 'weekly' } };

    for (const bad of BAD) {
      const label = JSON.stringify(bad);
      const refusals: [string, Awaited<ReturnType<typeof call>>, string[]][] = [
        ['task', await call('POST', '/api/v1/task', manager.auth, { ...buildTask(employee.id), durationMinutes: bad }), ['durationMinutes']],
        [
          'task step',
          await call('POST', '/api/v1/task', manager.auth, buildTask(employee.id, { subtasks: [{ description: 'Korak', needPhoto: false, durationMinutes: bad as number }] })),
          ['subtasks.0.durationMinutes'],
        ],
        [
          'routine step',
          await call('POST', '/api/v1/task', manager.auth, {
            ...buildTask(employee.id, { subtasks: [STEPS[0]!, { description: 'Korak', needPhoto: false, durationMinutes: bad as number }] }),
            repeat: { kind: 'daily' },
          }),
          ['subtasks.1.durationMinutes'],
        ],
        ['added step', await call('POST', '/api/v1/task/sub', manager.auth, { description: 'Korak', needPhoto: false, durationMinutes: bad, task: { id: task.id } }), ['durationMinutes']],
        ['edit', await call('PUT', `/api/v1/task/${task.id}`, manager.auth, { ...fields, durationMinutes: bad }), ['durationMinutes']],
        [
          'edited step',
          await call('PUT', `/api/v1/task/${task.id}`, manager.auth, {
            ...fields,
            subtasks: [{ id: step!.id, description: step!.description, needPhoto: false, durationMinutes: bad }],
          }),
          ['subtasks.0.durationMinutes'],
        ],
        ['routine edit', await call('PUT', `/api/v1/task-routine/${routineTask.routine!.id}`, manager.auth, { ...routineForm, durationMinutes: bad }), ['durationMinutes']],
        [
          'routine edit step',
          await call('PUT', `/api/v1/task-routine/${routineTask.routine!.id}`, manager.auth, {
            ...routineForm,
            subtasks: [{ description: 'Korak', needPhoto: false, durationMinutes: bad }],
          }),
          ['subtasks.0.durationMinutes'],
        ],
      ];
      for (const [route, response, names] of refusals) {
        expect(response.statusCode, `${route} ${label}`).toBe(400);
        expect(fieldNames(response), `${route} ${label}`).toEqual(names);
      }
    }
    // Nothing of it was written: the task and its step as they were, no other task or step.
    const tasks = await listWithSteps(manager.auth, employee.id, `&from=2030-09-01&to=2030-09-01`);
    expect(tasks.map(minutesOf)).toEqual([[null, [null, null]]]);
    expect((await listWithSteps(manager.auth, employee.id)).filter((one) => one.routine === null)).toHaveLength(1);
  });

  it('takes the bounds 1 and 240 and null', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    for (const minutes of [1, 240, null]) {
      const made = await call('POST', '/api/v1/task', manager.auth, buildTask(employee.id, { durationMinutes: minutes, subtasks: [{ description: 'Korak', needPhoto: false, durationMinutes: minutes }] }));
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json<Task>().durationMinutes).toBe(minutes);
    }
  });
});

// Last: it takes the file's database back and forth.
describe('migration 0024', () => {
  it('goes down and up with tasks and steps in place: they stay, their minutes start empty', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id, { dueDate: '2030-10-01', durationMinutes: 20, subtasks: STEPS });
    const before = (await listWithSteps(manager.auth, employee.id)).find((one) => one.id === task.id)!;
    expect(await migrateBackAndForth(app, '2026-11-28-0023-difficulty-and-step-order')).toEqual([
      ['2026-11-29-0029-access-log-consent-photo-retention', 'Down', 'Success'],
      ['2026-11-29-0028-password-reset-and-two-factor', 'Down', 'Success'],
      ['2026-11-29-0027-pictograms', 'Down', 'Success'],
      ['2026-11-29-0026-tasks-by-name-index', 'Down', 'Success'],
      ['2026-11-29-0025-step-support', 'Down', 'Success'],
      ['2026-11-28-0024-durations-voices-focus-not-started', 'Down', 'Success'],
    ]);
    const after = (await listWithSteps({ ...manager.auth, 'cache-control': 'no-cache' }, employee.id)).find((one) => one.id === task.id)!;
    expect(minutesOf(after)).toEqual([null, [null, null, null]]);
    expect(after.subtasks.map((step) => [step.id, step.description])).toEqual(before.subtasks.map((step) => [step.id, step.description]));
  });
});

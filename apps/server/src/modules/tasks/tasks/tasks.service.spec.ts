import type { CreateTaskData, UpdateTaskData } from '@plan-dan/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeRoom, employee, manager } from '../shared/room.fakes.ts';
import type { EditOutcome, NewTask, TaskEdit, TasksRepository } from './tasks.repository.ts';
import { checkEditedSteps, createTasksService } from './tasks.service.ts';

/** The rules of a task's own life, with the room's parts in memory (tasks-crud.test.ts, task-doing-and-review.test.ts and task-edit.test.ts run them through the server). */

const form = (employeeId: number, changes: Partial<CreateTaskData> = {}): CreateTaskData => ({
  child: { id: employeeId },
  taskName: 'Pospremi sobu',
  description: '',
  dueDate: '2026-11-28',
  dueTime: '09:00',
  priority: false,
  difficulty: null,
  durationMinutes: null,
  subtasks: [{ description: 'Složi odjeću', needPhoto: false, durationMinutes: null }],
  ...changes,
});

const editForm = (changes: Partial<UpdateTaskData> = {}): UpdateTaskData => ({
  taskName: 'Pospremi sobu i hodnik',
  description: '',
  dueDate: '2026-11-29',
  dueTime: '10:00',
  priority: true,
  difficulty: 'hard',
  durationMinutes: 25,
  ...changes,
});

function setUp() {
  const room = createFakeRoom();
  const inserted: NewTask[] = [];
  const edits: { taskId: number; edit: TaskEdit }[] = [];
  /** What the next edit comes to in the fake database ('gone', 'dayTaken', or the removed steps' files). */
  let editOutcome: EditOutcome = { keys: [] };
  const calls: string[] = [];
  let nextId = 100;
  const tasks: TasksRepository = {
    async insertTask(task) {
      inserted.push(task);
      const id = nextId++;
      room.tasks.set(id, { id, employeeId: task.employeeId, started: false, done: false });
      return id;
    },
    stepIdsOf: async (taskId) => [...room.steps.values()].filter((step) => step.taskId === taskId).map((step) => step.id),
    async updateTask(taskId, edit) {
      edits.push({ taskId, edit });
      return editOutcome;
    },
    async deleteTask(taskId) {
      calls.push(`delete ${taskId}`);
      room.tasks.delete(taskId);
      return [`photos/${taskId}.jpg`];
    },
    deleteAllOfEmployee: async () => [],
    async startTask(taskId) {
      room.tasks.get(taskId)!.started = true;
    },
    async finishStepless(taskId) {
      if ([...room.steps.values()].some((step) => step.taskId === taskId)) return false;
      room.tasks.get(taskId)!.done = true;
      return true;
    },
  };
  const routines = {
    create: async () => {
      calls.push('routine created');
      return (await room.deps.answers.findTask(1))!;
    },
    removeFollowing: async (_principal: unknown, taskId: number) => void calls.push(`routine ended at ${taskId}`),
  };
  room.deps.deleteFiles = async (keys) => void calls.push(`files ${keys.join(',')}`);
  const service = createTasksService({ ...room.deps, tasks, routines });
  const outcomeOfNextEdit = (outcome: EditOutcome) => (editOutcome = outcome);
  return { room, service, inserted, edits, outcomeOfNextEdit, calls };
}

let world: ReturnType<typeof setUp>;
beforeEach(() => {
  world = setUp();
  world.room.tasks.set(1, { id: 1, employeeId: 10, started: false, done: false });
});

describe('making a task', () => {
  it('makes it with its steps for an employee the manager reaches, tells the screens and the phone', async () => {
    const { service, inserted, room } = world;
    const task = await service.create(manager(1), form(10));
    expect(inserted).toMatchObject([{ employeeId: 10, taskName: 'Pospremi sobu', steps: [{ description: 'Složi odjeću', needPhoto: false, durationMinutes: null }] }]);
    expect(task.id).toBe(100);
    expect(room.changed).toEqual([10]);
    expect(room.notices).toEqual([{ kind: 'task', taskId: 100 }]);
  });

  it("answers someone else's employee as missing and makes nothing", async () => {
    const { service, inserted, room } = world;
    await expect(service.create(manager(2), form(10))).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.create(manager(1), form(99))).rejects.toMatchObject({ statusCode: 404 });
    expect(inserted).toEqual([]);
    expect(room.notices).toEqual([]);
  });

  it("lets the owner's helper make one", async () => {
    const { service, room } = world;
    room.helpers.add('10 2');
    await expect(service.create(manager(2), form(10))).resolves.toMatchObject({ child: { id: 10 } });
  });

  it('leaves a task that repeats to the routines', async () => {
    const { service, inserted, calls } = world;
    await service.create(manager(1), form(10, { repeat: { kind: 'daily', weekdays: [], endDate: null } }));
    expect(calls).toEqual(['routine created']);
    expect(inserted).toEqual([]);
  });
});

describe('deleting a task', () => {
  it('deletes the rows, then their files, then tells the screens', async () => {
    const { service, calls, room } = world;
    await service.remove(manager(1), 1);
    expect(calls).toEqual(['delete 1', 'files photos/1.jpg']);
    expect(room.changed).toEqual([10]);
  });

  it("ends the routine there with 'Ovaj i sljedeći'", async () => {
    const { service, calls } = world;
    await service.remove(manager(1), 1, true);
    expect(calls).toEqual(['routine ended at 1']);
  });

  it("refuses another manager's task as missing", async () => {
    const { service, calls } = world;
    await expect(service.remove(manager(2), 1)).rejects.toMatchObject({ statusCode: 404 });
    expect(calls).toEqual([]);
  });
});

describe('starting and finishing', () => {
  it('starts the task for its employee and answers it started', async () => {
    const { service, room } = world;
    await expect(service.start(employee(10), 1)).resolves.toMatchObject({ id: 1, start: expect.any(String) });
    expect(room.changed).toEqual([10]);
    await expect(service.start(employee(11), 1)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('finishes by hand only a started task without steps', async () => {
    const { service, room } = world;
    await expect(service.finish(employee(10), 1)).rejects.toMatchObject({ statusCode: 409, code: 'task_not_started' });
    room.tasks.get(1)!.started = true;
    room.steps.set(5, { id: 5, taskId: 1, needPhoto: false, done: false, completedAt: null });
    await expect(service.finish(employee(10), 1)).rejects.toMatchObject({ statusCode: 409, code: 'task_has_steps' });
    room.steps.delete(5);
    await expect(service.finish(employee(10), 1)).resolves.toMatchObject({ done: true });
  });

  it('tells the manager of a task the employee finished, not of one the manager finished', async () => {
    const { service, room } = world;
    room.tasks.get(1)!.started = true;
    await service.finish(manager(1), 1);
    expect(room.notices).toEqual([]);
    room.tasks.set(2, { id: 2, employeeId: 10, started: true, done: false });
    await service.finish(employee(10), 2);
    expect(room.notices).toEqual([{ kind: 'taskDone', taskId: 2 }]);
  });
});

describe('editing a task', () => {
  it('changes the fields for the owner or a helper, keeps the steps when none are sent, tells the screens and answers the task with its steps', async () => {
    const { service, edits, room } = world;
    room.steps.set(5, { id: 5, taskId: 1, needPhoto: false, done: false, completedAt: null });
    const answer = await service.update(manager(1), 1, editForm());
    expect(edits).toEqual([
      { taskId: 1, edit: { taskName: 'Pospremi sobu i hodnik', description: '', dueDate: '2026-11-29', dueTime: '10:00', priority: true, difficulty: 'hard', durationMinutes: 25, steps: undefined } },
    ]);
    expect(answer).toMatchObject({ id: 1, subtasks: [{ id: 5 }] });
    expect(room.changed).toEqual([10]);
    room.helpers.add('10 2');
    await service.update(manager(2), 1, editForm());
    expect(edits).toHaveLength(2);
  });

  it("answers someone else's task, or one deleted meanwhile, as missing and changes nothing", async () => {
    const { service, edits, room, outcomeOfNextEdit } = world;
    await expect(service.update(manager(2), 1, editForm())).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.update(manager(1), 77, editForm())).rejects.toMatchObject({ statusCode: 404 });
    expect(edits).toEqual([]);
    outcomeOfNextEdit('gone');
    await expect(service.update(manager(1), 1, editForm())).rejects.toMatchObject({ statusCode: 404 });
    expect(room.changed).toEqual([]);
  });

  it("refuses to move a routine's day onto a day the routine has with 409 naming dueDate", async () => {
    const { service, room, outcomeOfNextEdit } = world;
    outcomeOfNextEdit('dayTaken');
    await expect(service.update(manager(1), 1, editForm())).rejects.toMatchObject({
      statusCode: 409,
      code: 'routine_day_taken',
      fields: { dueDate: 'routine_day_taken' },
    });
    expect(room.changed).toEqual([]);
  });

  it("hands the steps sent to the repository, deletes the removed steps' files after it and then tells the screens", async () => {
    const { service, edits, room, calls, outcomeOfNextEdit } = world;
    room.steps.set(5, { id: 5, taskId: 1, needPhoto: true, done: null, completedAt: 1 });
    outcomeOfNextEdit({ keys: ['photos/10/1/6.png'] });
    const subtasks = [{ description: 'Novi', needPhoto: false, durationMinutes: null }, { id: 5, description: 'Stari', needPhoto: true, durationMinutes: null }];
    await service.update(manager(1), 1, editForm({ subtasks }));
    expect(edits[0]!.edit.steps).toEqual(subtasks);
    expect(calls).toEqual(['files photos/10/1/6.png']);
    expect(room.changed).toEqual([10]);
  });

  it("refuses a step id that is not one of the task's, or that comes twice, naming its place; nothing is changed", async () => {
    const { service, edits, room } = world;
    room.steps.set(5, { id: 5, taskId: 1, needPhoto: false, done: false, completedAt: null });
    room.tasks.set(2, { id: 2, employeeId: 10, started: false, done: false });
    room.steps.set(6, { id: 6, taskId: 2, needPhoto: false, done: false, completedAt: null });
    const subtasks = [
      { id: 5, description: 'a', needPhoto: false, durationMinutes: null },
      { description: 'b', needPhoto: false, durationMinutes: null },
      { id: 6, description: 'c', needPhoto: false, durationMinutes: null },
      { id: 5, description: 'd', needPhoto: false, durationMinutes: null },
    ];
    await expect(service.update(manager(1), 1, editForm({ subtasks }))).rejects.toMatchObject({
      statusCode: 400,
      fields: { 'subtasks.2.id': 'not_a_step_of_task', 'subtasks.3.id': 'repeated' },
    });
    expect(edits).toEqual([]);
    expect(room.changed).toEqual([]);
  });

  it('checkEditedSteps takes new steps and each of the task\'s own once, in any order', () => {
    expect(() => checkEditedSteps([{ id: 3 }, {}, { id: 1 }, {}], [1, 2, 3])).not.toThrow();
    expect(() => checkEditedSteps([], [1, 2])).not.toThrow();
    expect(() => checkEditedSteps([{ id: 4 }], [])).toThrow(expect.objectContaining({ fields: { 'subtasks.0.id': 'not_a_step_of_task' } }));
  });
});

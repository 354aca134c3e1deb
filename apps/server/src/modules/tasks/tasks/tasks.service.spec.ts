import type { CreateTaskData } from '@plan-dan/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeRoom, employee, manager } from '../shared/room.fakes.ts';
import type { NewTask, TasksRepository } from './tasks.repository.ts';
import { createTasksService } from './tasks.service.ts';

/** The rules of a task's own life, with the room's parts in memory (tasks.test.ts runs them through the server). */

const form = (employeeId: number, changes: Partial<CreateTaskData> = {}): CreateTaskData => ({
  child: { id: employeeId },
  taskName: 'Pospremi sobu',
  description: '',
  dueDate: '2026-11-28',
  dueTime: '09:00',
  priority: false,
  subtasks: [{ description: 'Složi odjeću', needPhoto: false }],
  ...changes,
});

function setUp() {
  const room = createFakeRoom();
  const inserted: NewTask[] = [];
  const calls: string[] = [];
  let nextId = 100;
  const tasks: TasksRepository = {
    async insertTask(task) {
      inserted.push(task);
      const id = nextId++;
      room.tasks.set(id, { id, employeeId: task.employeeId, started: false, done: false });
      return id;
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
  return { room, service, inserted, calls };
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
    expect(inserted).toMatchObject([{ employeeId: 10, taskName: 'Pospremi sobu', steps: [{ description: 'Složi odjeću', needPhoto: false }] }]);
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

import type { CreateTaskData, Repeat, Task, TaskWithSteps, UpdateTaskData } from '@plan-dan/contract';
import type { Principal } from '../../../platform/auth.ts';
import { now } from '../../../platform/clock.ts';
import { badRequest, notFound, routineDayTaken, taskHasSteps, taskNotStarted } from '../../../platform/errors.ts';
import type { Claim } from '../../../platform/idempotency.ts';
import type { RoomDeps } from '../shared/deps.ts';
import type { TaskFields, TasksRepository } from './tasks.repository.ts';

export interface TasksDeps extends RoomDeps {
  tasks: TasksRepository;
  /** A task that repeats is a routine's, made and ended there. */
  routines: {
    create(principal: Principal, input: CreateTaskData & { repeat: Repeat }): Promise<Task>;
    removeFollowing(principal: Principal, taskId: number): Promise<void>;
  };
}

/**
 * The steps of an edit: one sent with an id must be one of the task's steps, and named once (the order sent is
 * their new order, so a step cannot be in two places); a 400 names each such id.
 */
export function checkEditedSteps(steps: readonly { id?: number }[], stepIdsOfTask: readonly number[]): void {
  const ofTask = new Set(stepIdsOfTask);
  const seen = new Set<number>();
  const bad: Record<string, string> = {};
  for (const [index, step] of steps.entries()) {
    if (step.id === undefined) continue;
    if (!ofTask.has(step.id)) bad[`subtasks.${index}.id`] = 'not_a_step_of_task';
    else if (seen.has(step.id)) bad[`subtasks.${index}.id`] = 'repeated';
    seen.add(step.id);
  }
  if (Object.keys(bad).length > 0) throw badRequest(bad);
}

/** A task's own life: made (alone or as a routine), edited, started, finished by hand when it has no steps, deleted. */
/** The fields a new task and an edit share, as the repository takes them. */
function taskFieldsOf(input: CreateTaskData | UpdateTaskData): TaskFields {
  const { taskName, description, dueDate, dueTime, priority, difficulty, durationMinutes } = input;
  return { taskName, description, dueDate, dueTime, priority, difficulty, durationMinutes };
}

export function createTasksService(deps: TasksDeps) {
  const { tasks, reads, answers, employeeOwnership, access, changed, deleteFiles, notices, routines, recordAccess } = deps;

  /** The task as it is now, after a change (deleted meanwhile: 404). */
  const answer = async (taskId: number) => {
    const task = await answers.findTask(taskId);
    if (!task) throw notFound('task');
    return task;
  };

  return {
    async create(principal: Principal, input: CreateTaskData): Promise<Task> {
      if (input.repeat) return routines.create(principal, { ...input, repeat: input.repeat });
      const ownership = await access.ensureReachable(principal, await employeeOwnership(input.child.id), 'employee');
      const taskId = await tasks.insertTask({ employeeId: input.child.id, ...taskFieldsOf(input), steps: input.subtasks, createdAt: now() });
      changed(input.child.id);
      await recordAccess({ by: principal, ownership, action: 'task.created', detail: input.taskName });
      notices({ kind: 'task', taskId });
      return answer(taskId);
    },

    /**
     * The manager's edit of one task (a routine's day alone: it stays the routine's). With `subtasks` the steps
     * become the list sent (see checkEditedSteps and the repository's replaceSteps) and the completion rule runs:
     * an open step added reopens a finished task, removing the last open one finishes it.
     */
    async update(principal: Principal, taskId: number, input: UpdateTaskData): Promise<TaskWithSteps> {
      const task = await access.ensureReachable(principal, await reads.taskOwnership(taskId), 'task');
      if (input.subtasks) checkEditedSteps(input.subtasks, await tasks.stepIdsOf(taskId));
      const outcome = await tasks.updateTask(taskId, { ...taskFieldsOf(input), steps: input.subtasks });
      if (outcome === 'gone') throw notFound('task');
      if (outcome === 'dayTaken') throw routineDayTaken();
      await deleteFiles(outcome.keys);
      changed(task.employeeId);
      await recordAccess({ by: principal, ownership: task, action: 'task.changed', detail: input.taskName });
      const edited = await answers.findTaskWithSteps(principal, taskId);
      if (!edited) throw notFound('task');
      return edited;
    },

    /** Deletes the task; a routine's with `following` also ends the routine there ('Ovaj i sljedeći'). */
    async remove(principal: Principal, taskId: number, following = false): Promise<void> {
      if (following) return routines.removeFollowing(principal, taskId);
      const task = await access.ensureReachable(principal, await reads.taskOwnership(taskId), 'task');
      await deleteFiles(await tasks.deleteTask(taskId));
      changed(task.employeeId);
      await recordAccess({ by: principal, ownership: task, action: 'task.deleted', detail: task.taskName });
    },

    /** `claim`: the request's idempotency key, recorded with the change (see platform/idempotency.ts). */
    async start(principal: Principal, taskId: number, claim?: Claim): Promise<Task> {
      const task = await access.ensureReachable(principal, await reads.taskOwnership(taskId), 'task');
      await tasks.startTask(taskId, now(), claim && ((trx) => claim(trx)));
      changed(task.employeeId);
      await recordAccess({ by: principal, ownership: task, action: 'task.changed', detail: task.taskName });
      return answer(taskId);
    },

    /** A task without steps is finished by hand, after its start. */
    async finish(principal: Principal, taskId: number, claim?: Claim): Promise<Task> {
      const task = await access.ensureReachable(principal, await reads.taskOwnership(taskId), 'task');
      if (!task.started) throw taskNotStarted();
      if (!(await tasks.finishStepless(taskId, now(), claim && ((trx) => claim(trx))))) throw taskHasSteps();
      changed(task.employeeId);
      await recordAccess({ by: principal, ownership: task, action: 'task.changed', detail: task.taskName });
      // The manager hears of a task the employee finished (one they finished themselves they know of).
      if (principal.role === 'employee') notices({ kind: 'taskDone', taskId });
      return answer(taskId);
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;

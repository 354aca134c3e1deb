import { localMs, type TaskDifficulty } from '@plan-dan/contract';
import type { Transaction } from 'kysely';
import { isUniqueViolation, type Db, type Executor } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { skipOccurrence } from '../routines/routine-occurrences.ts';
import { refreshCompletion } from '../shared/completion.ts';
import type { InTransaction } from '../shared/deps.ts';
import { deleteSteps, deleteTasks } from '../shared/files.ts';

/** What a task says of itself, on creation and on an edit alike. */
export interface TaskFields {
  taskName: string;
  description: string;
  dueDate: string;
  dueTime: string;
  priority: boolean;
  difficulty: TaskDifficulty | null;
  /** The whole task's expected minutes (null: none). */
  durationMinutes: number | null;
}

export interface NewTask extends TaskFields {
  employeeId: number;
  steps: { description: string; needPhoto: boolean; durationMinutes: number | null }[];
  createdAt: number;
}

/** A task's new fields, and its steps when they are edited too (in their new order). */
export interface TaskEdit extends TaskFields {
  /** Absent: the steps stay as they are. A step with `id` is kept (one of the task's, checked by the service); one without is new. */
  steps?: EditedStep[];
}

export interface EditedStep {
  id?: number;
  description: string;
  needPhoto: boolean;
  durationMinutes: number | null;
}

/** What an edit came to: the files of the removed steps to delete, or why nothing was changed. */
export type EditOutcome = { keys: string[] } | 'gone' | 'dayTaken';

/**
 * The task's steps become `steps`, in that order: listed ones keep their row (state, photo, rejections) with
 * the new text and place, new ones are made, the rest go with their photos; answers the removed ones' files.
 */
async function replaceSteps(trx: Transaction<Database>, taskId: number, steps: EditedStep[]): Promise<string[]> {
  const kept = new Set(steps.flatMap((step) => (step.id === undefined ? [] : [step.id])));
  const current = await trx.selectFrom('subtasks').select('id').where('task_id', '=', taskId).execute();
  const keys = await deleteSteps(
    trx,
    current.flatMap((step) => (kept.has(step.id) ? [] : [step.id])),
  );
  const made = steps.flatMap((step, place) =>
    step.id === undefined
      ? [{ task_id: taskId, description: step.description, need_photo: step.needPhoto, duration_minutes: step.durationMinutes, done: false, completed_at: null, position: place }]
      : [],
  );
  if (made.length > 0) await trx.insertInto('subtasks').values(made).execute();
  for (const [place, step] of steps.entries()) {
    if (step.id === undefined) continue;
    await trx
      .updateTable('subtasks')
      .set({ description: step.description, need_photo: step.needPhoto, duration_minutes: step.durationMinutes, position: place })
      .where('id', '=', step.id)
      .where('task_id', '=', taskId)
      .execute();
  }
  // A task that had no steps and still has none was (or will be) finished by hand: the rule is not its to judge.
  if (current.length > 0 || steps.length > 0) await refreshCompletion(trx, taskId);
  return keys;
}

/** A task's own life: made with its steps, edited, started, finished by hand when it has none, deleted. */
export function createTasksRepository(db: Db) {
  return {
    /** The new task and its steps, in one transaction; answers its id. */
    async insertTask(task: NewTask): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('tasks')
          .values({
            employee_id: task.employeeId,
            task_name: task.taskName,
            description: task.description,
            due_date: task.dueDate,
            due_time: task.dueTime,
            priority: task.priority,
            difficulty: task.difficulty,
            duration_minutes: task.durationMinutes,
            done: null,
            started_at: null,
            ended_at: null,
            due_local_at: localMs(task.dueDate, task.dueTime),
            created_at: task.createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (task.steps.length > 0) {
          await trx
            .insertInto('subtasks')
            .values(
              task.steps.map((step, place) => ({
                task_id: id,
                description: step.description,
                need_photo: step.needPhoto,
                duration_minutes: step.durationMinutes,
                done: false,
                completed_at: null,
                position: place,
              })),
            )
            .execute();
        }
        return id;
      });
    },

    /** The ids of the task's steps (an edit may name only these). */
    async stepIdsOf(taskId: number): Promise<number[]> {
      const rows = await db.selectFrom('subtasks').select('id').where('task_id', '=', taskId).execute();
      return rows.map((row) => row.id);
    },

    /**
     * The task's new fields and, when given, its steps (see replaceSteps), in one transaction. A routine's task
     * stays the routine's; it may not move onto a day the routine has a task on already: the unique (routine_id,
     * due_date) refuses it, also against an edit at the same time ('dayTaken', nothing changed).
     */
    async updateTask(taskId: number, edit: TaskEdit): Promise<EditOutcome> {
      try {
        return await db.transaction().execute(async (trx) => {
          const { numUpdatedRows } = await trx
            .updateTable('tasks')
            .set({
              task_name: edit.taskName,
              description: edit.description,
              due_date: edit.dueDate,
              due_time: edit.dueTime,
              due_local_at: localMs(edit.dueDate, edit.dueTime),
              priority: edit.priority,
              difficulty: edit.difficulty,
              duration_minutes: edit.durationMinutes,
            })
            .where('id', '=', taskId)
            .executeTakeFirst();
          if (Number(numUpdatedRows) === 0) return 'gone';
          return { keys: edit.steps === undefined ? [] : await replaceSteps(trx, taskId, edit.steps) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'dayTaken';
        throw error;
      }
    },

    /**
     * Deletes the task with its steps and photos; answers the storage keys of its photos and step pictures.
     * A routine's task ('Samo ovaj') leaves its day among the routine's skipped ones, so it is never made again.
     */
    async deleteTask(taskId: number): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const task = await trx.selectFrom('tasks').select(['routine_id', 'due_date']).where('id', '=', taskId).executeTakeFirst();
        if (task && task.routine_id !== null) await skipOccurrence(trx, task.routine_id, task.due_date);
        return deleteTasks(trx, [taskId]);
      });
    },

    /** Every task of the employee with its steps and photos, inside the employee's deletion; answers their files' keys. */
    async deleteAllOfEmployee(trx: Executor, employeeId: number): Promise<string[]> {
      const ids = await trx.selectFrom('tasks').select('id').where('employee_id', '=', employeeId).execute();
      const keys = await deleteTasks(
        trx,
        ids.map((row) => row.id),
      );
      // Erasure (issue 35): the list's version row, which the triggers raised once more as the tasks went, goes
      // last. Employee ids are never used again (AUTOINCREMENT, serial), so no later list can meet an old ETag.
      await trx.deleteFrom('task_list_versions').where('employee_id', '=', employeeId).execute();
      return keys;
    },

    /** `within`: run first in the same transaction (the request's idempotency key, which commits with the change). */
    async startTask(taskId: number, startedAt: number, within?: InTransaction): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await within?.(trx);
        await trx.updateTable('tasks').set({ started_at: startedAt }).where('id', '=', taskId).where('started_at', 'is', null).execute();
      });
    },

    /** Ends a task that has no steps; answers false when it has some. */
    async finishStepless(taskId: number, endedAt: number, within?: InTransaction): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const step = await trx.selectFrom('subtasks').select('id').where('task_id', '=', taskId).executeTakeFirst();
        if (step) return false;
        await within?.(trx);
        await trx.updateTable('tasks').set({ done: true, ended_at: endedAt }).where('id', '=', taskId).where('done', 'is', null).execute();
        return true;
      });
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;

import { localMs } from '@plan-dan/contract';
import type { Db, Executor } from '../../../db/database.ts';
import type { InTransaction } from '../shared/deps.ts';
import { skipOccurrence } from '../routines/routine-occurrences.ts';
import { deleteTasks } from '../shared/files.ts';

export interface NewTask {
  employeeId: number;
  taskName: string;
  description: string;
  dueDate: string;
  dueTime: string;
  priority: boolean;
  steps: { description: string; needPhoto: boolean }[];
  createdAt: number;
}

/** A task's own life: made with its steps, started, finished by hand when it has none, deleted. */
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
            .values(task.steps.map((step) => ({ task_id: id, description: step.description, need_photo: step.needPhoto, done: false, completed_at: null })))
            .execute();
        }
        return id;
      });
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
      return deleteTasks(
        trx,
        ids.map((row) => row.id),
      );
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

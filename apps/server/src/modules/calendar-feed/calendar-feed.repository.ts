import type { Db, Executor } from '../../db/database.ts';

export interface FeedOwner {
  employeeId: number;
  name: string;
  surname: string;
  /** The employee's task list version (raised by triggers with every change to tasks, steps, photos). */
  version: number;
}

export interface FeedTask {
  id: number;
  taskName: string;
  description: string;
  dueDate: string;
  dueTime: string;
  priority: boolean;
  done: boolean;
  steps: { description: string; done: boolean }[];
}

export function createCalendarFeedRepository(db: Db) {
  return {
    async find(employeeId: number) {
      const row = await db.selectFrom('calendar_feeds').select('created_at').where('employee_id', '=', employeeId).executeTakeFirst();
      return row && { createdAt: Number(row.created_at) };
    },

    /** The employee's one link: a new hash replaces the old one, which then finds nobody. */
    async replace(employeeId: number, secretHash: string, createdAt: number) {
      await db
        .insertInto('calendar_feeds')
        .values({ employee_id: employeeId, secret_hash: secretHash, created_at: createdAt })
        .onConflict((conflict) => conflict.column('employee_id').doUpdateSet({ secret_hash: secretHash, created_at: createdAt }))
        .execute();
    },

    async remove(employeeId: number) {
      await db.deleteFrom('calendar_feeds').where('employee_id', '=', employeeId).execute();
    },

    /** In the transaction that deletes the employee. */
    async removeOf(trx: Executor, employeeId: number) {
      await trx.deleteFrom('calendar_feeds').where('employee_id', '=', employeeId).execute();
    },

    /** Whose feed a secret opens, with what the ETag needs: one lookup on the unique hash. */
    async ownerOf(secretHash: string): Promise<FeedOwner | undefined> {
      const row = await db
        .selectFrom('calendar_feeds')
        .innerJoin('employees', 'employees.id', 'calendar_feeds.employee_id')
        .leftJoin('task_list_versions', 'task_list_versions.employee_id', 'calendar_feeds.employee_id')
        .select(['employees.id', 'employees.name', 'employees.surname', 'task_list_versions.version'])
        .where('calendar_feeds.secret_hash', '=', secretHash)
        .executeTakeFirst();
      return row && { employeeId: row.id, name: row.name, surname: row.surname, version: Number(row.version ?? 0) };
    },

    /** The employee's tasks due on or after `fromDate`, with their steps, in two queries whatever their number. */
    async tasksFrom(employeeId: number, fromDate: string): Promise<FeedTask[]> {
      const tasks = await db
        .selectFrom('tasks')
        .select(['id', 'task_name', 'description', 'due_date', 'due_time', 'priority', 'done'])
        .where('employee_id', '=', employeeId)
        .where('due_date', '>=', fromDate)
        .orderBy('due_date')
        .orderBy('due_time')
        .orderBy('id')
        .execute();
      const steps = await db
        .selectFrom('subtasks')
        .innerJoin('tasks', 'tasks.id', 'subtasks.task_id')
        .select(['subtasks.task_id', 'subtasks.description', 'subtasks.done'])
        .where('tasks.employee_id', '=', employeeId)
        .where('tasks.due_date', '>=', fromDate)
        // A task's steps in their order (the tasks room's): by place, then by id.
        .orderBy('subtasks.position')
        .orderBy('subtasks.id')
        .execute();
      const stepsOf = new Map<number, FeedTask['steps']>();
      for (const step of steps) {
        const list = stepsOf.get(step.task_id) ?? [];
        list.push({ description: step.description, done: step.done === true || step.done === 1 });
        stepsOf.set(step.task_id, list);
      }
      return tasks.map((task) => ({
        id: task.id,
        taskName: task.task_name,
        description: task.description,
        dueDate: task.due_date,
        dueTime: task.due_time,
        priority: Boolean(task.priority),
        done: task.done === true || task.done === 1,
        steps: stepsOf.get(task.id) ?? [],
      }));
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;

import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** What a notification about a task names: the task, its employee and the employee's owner. */
export interface TaskFacts {
  taskId: number;
  taskName: string;
  employeeId: number;
  employeeName: string;
  managerId: number;
}

/** A task the reminder or the not-started notice may be for, with its due time (wall-clock ms). */
export interface ReminderCandidate extends TaskFacts {
  dueLocalAt: number;
}

export const taskFacts = (db: Db) =>
  db
    .selectFrom('tasks as t')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .select(['t.id as taskId', 't.task_name as taskName', 't.employee_id as employeeId', 'e.manager_id as managerId'])
    .select(sql<string>`e.name || ' ' || e.surname`.as('employeeName'));

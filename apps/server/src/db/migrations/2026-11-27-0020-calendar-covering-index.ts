import type { Kysely } from 'kysely';

/**
 * The calendar counts an employee's tasks per due day of a year, and how many are done: with `done` in the
 * index of (employee, due date, due time), both databases count from the index alone instead of reading
 * each task's row (about 1,800 a year). The id before it keeps the lists' whole order (due date, due time,
 * id) in the index, so that the lists walking it in due order sort nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('tasks_employee_due_done_idx').on('tasks').columns(['employee_id', 'due_date', 'due_time', 'id', 'done']).execute();
  await db.schema.dropIndex('tasks_employee_due_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('tasks_employee_due_idx').on('tasks').columns(['employee_id', 'due_date', 'due_time']).execute();
  await db.schema.dropIndex('tasks_employee_due_done_idx').execute();
}

import type { Kysely } from 'kysely';

/**
 * The support figures (issue 32) read an employee's runs of one task name: a year of daily runs among
 * thousands of other tasks. Without this index both databases read every task of the employee and keep
 * those of the name; with it they find the name's runs alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('tasks_employee_name_idx').on('tasks').columns(['employee_id', 'task_name']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_employee_name_idx').execute();
}

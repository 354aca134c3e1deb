import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers.ts';

/**
 * The person's data in their own hands (issue 35):
 * - `access_log`: who viewed or changed an employee's data, and when ('Povijest pristupa'). `actor_name` is
 *   the name as it was then (a helper may leave, a name may change); `actor_role` how they stood to the employee
 *   then. Rows are never changed; they are removed after ACCESS_LOG_RETENTION_DAYS and with the employee.
 *   No foreign key: the privacy module removes an employee's rows inside the employee's deletion. Written only
 *   by the privacy module.
 * - `employees.consent_given_at`: when the owner confirmed having consent to keep the person's data; null
 *   when not recorded.
 * - `subtasks.photo_removed_at`: when the server removed the step's photo under PHOTO_RETENTION_DAYS.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('access_log'))
    .addColumn('employee_id', 'integer', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('actor_role', 'varchar(16)', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.notNull())
    .addColumn('actor_name', 'varchar(300)', (col) => col.notNull())
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('detail', 'varchar(200)')
    .execute();
  // A page of one employee's history, newest first (by id); the retention sweep by time.
  await db.schema.createIndex('access_log_employee_id').on('access_log').columns(['employee_id', 'id']).execute();
  await db.schema.createIndex('access_log_at').on('access_log').column('at').execute();

  await db.schema.alterTable('employees').addColumn('consent_given_at', 'bigint').execute();
  await db.schema.alterTable('subtasks').addColumn('photo_removed_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subtasks').dropColumn('photo_removed_at').execute();
  await db.schema.alterTable('employees').dropColumn('consent_given_at').execute();
  await db.schema.dropTable('access_log').execute();
}

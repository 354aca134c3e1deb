import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers.ts';

/**
 * Routines: tasks that repeat. Each occurrence is an ordinary task (with its own steps) that points to
 * its routine; UNIQUE (routine_id, due_date) makes creating them idempotent (INSERT … ON CONFLICT DO
 * NOTHING), however many requests or instances create the same day at once. `generated_through` is
 * the last day whose occurrences exist, so a read finds in one indexed lookup that nothing is missing.
 * A day deleted on its own ('Samo ovaj') is kept in task_routine_skips and never made again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('task_routines'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('task_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'varchar(4000)', (col) => col.notNull())
    .addColumn('due_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('priority', 'boolean', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    // ISO weekdays as bits (bit 0 Monday), for 'custom'.
    .addColumn('weekdays', 'integer', (col) => col.notNull())
    .addColumn('start_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('end_date', 'varchar(10)')
    // The steps every occurrence gets: a JSON array of { description, needPhoto }.
    .addColumn('steps', 'text', (col) => col.notNull())
    .addColumn('generated_through', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('task_routines_employee_generated_idx')
    .on('task_routines')
    .columns(['employee_id', 'generated_through'])
    .execute();
  await db.schema.createIndex('task_routines_generated_idx').on('task_routines').column('generated_through').execute();

  await db.schema
    .createTable('task_routine_skips')
    .addColumn('routine_id', 'integer', (col) => col.notNull().references('task_routines.id').onDelete('cascade'))
    .addColumn('skipped_date', 'varchar(10)', (col) => col.notNull())
    .addPrimaryKeyConstraint('task_routine_skips_pk', ['routine_id', 'skipped_date'])
    .execute();

  await db.schema
    .alterTable('tasks')
    .addColumn('routine_id', 'integer', (col) => col.references('task_routines.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('tasks_routine_due_unique').on('tasks').columns(['routine_id', 'due_date']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_routine_due_unique').execute();
  await db.schema.alterTable('tasks').dropColumn('routine_id').execute();
  await db.schema.dropTable('task_routine_skips').execute();
  await db.schema.dropTable('task_routines').execute();
}

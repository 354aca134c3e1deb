import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers.ts';

/**
 * Every refusal of a step's photo, not only the latest (which stays on the step for the phone): the
 * manager reviewing a new photo sees that the step was refused before, when, why and by whom. The step
 * keeps a count of them (`subtasks.rejection_count`, written in the refusal's transaction) so the task
 * lists, a hot path, read it with the step's row instead of counting per step. A refusing manager's
 * deletion keeps the refusal without its author; the step's deletion takes its refusals.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('step_rejections'))
    .addColumn('subtask_id', 'integer', (col) => col.notNull().references('subtasks.id').onDelete('cascade'))
    .addColumn('reason', 'varchar(200)')
    .addColumn('rejected_at', 'bigint', (col) => col.notNull())
    .addColumn('manager_id', 'integer', (col) => col.references('managers.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('step_rejections_subtask_idx').on('step_rejections').columns(['subtask_id', 'rejected_at']).execute();
  // The refusing manager's deletion looks their refusals up by this key (SET NULL).
  await db.schema.createIndex('step_rejections_manager_idx').on('step_rejections').column('manager_id').execute();

  await db.schema
    .alterTable('subtasks')
    .addColumn('rejection_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // Only the latest refusal was kept so far, and not who gave it: one row each, author unknown.
  await sql`
    INSERT INTO step_rejections (subtask_id, reason, rejected_at, manager_id)
    SELECT id, rejection_reason, rejected_at, NULL FROM subtasks WHERE rejected_at IS NOT NULL ORDER BY id
  `.execute(db);
  await sql`UPDATE subtasks SET rejection_count = 1 WHERE rejected_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subtasks').dropColumn('rejection_count').execute();
  await db.schema.dropTable('step_rejections').execute();
}

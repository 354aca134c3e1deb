import type { Kysely } from 'kysely';

/**
 * The manager's latest refusal of a step's photo: when, and the reason they gave (or none). Kept on
 * the step rather than in a history table: the phone shows only the latest one, until a new photo
 * comes or the step is approved, and both clear it. SQLite adds one column per statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subtasks').addColumn('rejected_at', 'bigint').execute();
  await db.schema.alterTable('subtasks').addColumn('rejection_reason', 'varchar(200)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subtasks').dropColumn('rejection_reason').execute();
  await db.schema.alterTable('subtasks').dropColumn('rejected_at').execute();
}

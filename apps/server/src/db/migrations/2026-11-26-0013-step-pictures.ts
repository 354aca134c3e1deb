import type { Kysely } from 'kysely';

/**
 * The manager's picture for a step (for employees who read little): its storage key and type, kept
 * on the step because a step has at most one and it goes with the step. SQLite adds one column per
 * statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subtasks').addColumn('picture_key', 'varchar(300)').execute();
  await db.schema.alterTable('subtasks').addColumn('picture_type', 'varchar(100)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subtasks').dropColumn('picture_type').execute();
  await db.schema.alterTable('subtasks').dropColumn('picture_key').execute();
}

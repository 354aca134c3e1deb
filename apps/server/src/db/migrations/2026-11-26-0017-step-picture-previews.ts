import type { Kysely } from 'kysely';

/** A small WebP of the step's picture for the manager's task card (null for pictures sharp cannot read). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subtasks').addColumn('picture_preview_key', 'varchar(300)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subtasks').dropColumn('picture_preview_key').execute();
}

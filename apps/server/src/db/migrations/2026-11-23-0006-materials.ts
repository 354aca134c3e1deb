import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers.ts';

/** Instruction materials: the manager's files (pictures, videos, PDF, ZIP), read by their employees. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('materials'))
    .addColumn('manager_id', 'integer', (col) => col.notNull().references('managers.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    // The finished tus upload: the file stays where it was written.
    .addColumn('upload_id', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('storage_key', 'varchar(300)', (col) => col.notNull())
    .addColumn('preview_key', 'varchar(300)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('materials_manager_idx').on('materials').columns(['manager_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('materials').execute();
}

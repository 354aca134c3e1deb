import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('managers'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('surname', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('username', 'varchar(260)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('kid_male', 'boolean', (col) => col.notNull())
    .addColumn('date_of_birth', 'varchar(10)', (col) => col.notNull())
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('managers').execute();
}

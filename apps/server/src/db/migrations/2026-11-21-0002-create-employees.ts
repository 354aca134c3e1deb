import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('employees'))
    .addColumn('manager_id', 'integer', (col) => col.notNull().references('managers.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('surname', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('kid_male', 'boolean', (col) => col.notNull())
    .addColumn('date_of_birth', 'varchar(10)', (col) => col.notNull())
    .addColumn('qualities', 'varchar(2000)')
    .addColumn('preferences', 'varchar(2000)')
    .addColumn('special', 'varchar(2000)')
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('employees_manager_id_idx').on('employees').columns(['manager_id', 'id']).execute();

  await db.schema
    .createTable('account_settings')
    .addColumn('employee_id', 'integer', (col) => col.primaryKey().references('employees.id').onDelete('cascade'))
    .addColumn('font', 'varchar(40)', (col) => col.notNull())
    .addColumn('font_size', 'integer', (col) => col.notNull())
    .addColumn('color_for_font', 'varchar(7)', (col) => col.notNull())
    .addColumn('color_for_background', 'varchar(7)', (col) => col.notNull())
    .addColumn('color_of_priority_task', 'varchar(7)', (col) => col.notNull())
    .addColumn('color_of_normal_task', 'varchar(7)', (col) => col.notNull())
    .addColumn('color_for_subtask', 'varchar(7)', (col) => col.notNull())
    .addColumn('color_for_progress', 'varchar(7)', (col) => col.notNull())
    .addColumn('phone_login_string', 'varchar(64)', (col) => col.notNull().unique())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_settings').execute();
  await db.schema.dropTable('employees').execute();
}

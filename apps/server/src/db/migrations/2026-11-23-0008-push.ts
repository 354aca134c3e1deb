import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers.ts';

/**
 * Web Push: each session's browser subscriptions (they end with the session), each manager's choice
 * of notifications, and the deadline reminder sent for each task (for which due time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('push_subscriptions'))
    .addColumn('session_id', 'varchar(64)', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('manager_id', 'integer', (col) => col.references('managers.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (col) => col.references('employees.id').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(2048)', (col) => col.notNull().unique())
    .addColumn('p256dh', 'varchar(100)', (col) => col.notNull())
    .addColumn('auth', 'varchar(50)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_session_idx').on('push_subscriptions').column('session_id').execute();
  await db.schema.createIndex('push_subscriptions_manager_idx').on('push_subscriptions').column('manager_id').execute();
  await db.schema.createIndex('push_subscriptions_employee_idx').on('push_subscriptions').column('employee_id').execute();

  await db.schema
    .createTable('push_preferences')
    .addColumn('manager_id', 'integer', (col) => col.primaryKey().references('managers.id').onDelete('cascade'))
    .addColumn('photo', 'boolean', (col) => col.notNull())
    .addColumn('sos', 'boolean', (col) => col.notNull())
    .addColumn('message', 'boolean', (col) => col.notNull())
    .addColumn('task_done', 'boolean', (col) => col.notNull())
    .execute();

  // One row per task once its reminder went out: `reminded_for` is the due time (tasks.due_local_at) it was for.
  await db.schema
    .createTable('push_reminders')
    .addColumn('task_id', 'integer', (col) => col.primaryKey().references('tasks.id').onDelete('cascade'))
    .addColumn('reminded_for', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_reminders').execute();
  await db.schema.dropTable('push_preferences').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}

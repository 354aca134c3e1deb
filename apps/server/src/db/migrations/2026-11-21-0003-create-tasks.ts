import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('tasks'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('task_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'varchar(4000)', (col) => col.notNull())
    .addColumn('due_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('due_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('priority', 'boolean', (col) => col.notNull())
    .addColumn('done', 'boolean')
    .addColumn('started_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tasks_employee_due_idx').on('tasks').columns(['employee_id', 'due_date', 'due_time']).execute();
  await db.schema.createIndex('tasks_employee_ended_idx').on('tasks').columns(['employee_id', 'ended_at']).execute();

  await withIdColumn(db, db.schema.createTable('subtasks'))
    .addColumn('task_id', 'integer', (col) => col.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('description', 'varchar(1000)', (col) => col.notNull())
    .addColumn('need_photo', 'boolean', (col) => col.notNull())
    .addColumn('done', 'boolean')
    .addColumn('completed_at', 'bigint')
    .execute();
  await db.schema.createIndex('subtasks_task_idx').on('subtasks').columns(['task_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('task_photos'))
    .addColumn('subtask_id', 'integer', (col) => col.notNull().unique().references('subtasks.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (col) => col.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('storage_key', 'varchar(300)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('task_photos_task_idx').on('task_photos').column('task_id').execute();
  await db.schema.createIndex('task_photos_employee_idx').on('task_photos').column('employee_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('task_photos').execute();
  await db.schema.dropTable('subtasks').execute();
  await db.schema.dropTable('tasks').execute();
}

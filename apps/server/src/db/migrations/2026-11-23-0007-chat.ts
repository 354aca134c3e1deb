import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers.ts';

/** Each employee's conversation with their manager, and how far each side has read it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('chat_messages'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('sender', 'varchar(10)', (col) => col.notNull())
    .addColumn('sender_id', 'integer', (col) => col.notNull())
    // The sender's name when the message was sent, as the spec's message carries it.
    .addColumn('sender_name', 'varchar(250)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('sos', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_employee_idx').on('chat_messages').columns(['employee_id', 'id']).execute();

  await db.schema
    .createTable('chat_reads')
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('reader', 'varchar(10)', (col) => col.notNull())
    .addColumn('last_read_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_reads_pk', ['employee_id', 'reader'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_reads').execute();
  await db.schema.dropTable('chat_messages').execute();
}

import type { Kysely } from 'kysely';

/**
 * One secret calendar link per employee, for calendar programs that subscribe without a token. Only
 * the SHA-256 of the secret is kept: the link lives for months and the manager copies it once, so a
 * leaked database (or backup) must not hand out working links. A plain hash suffices, as the secret
 * is 256 random bits, not a password.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('employee_id', 'integer', (col) => col.primaryKey().references('employees.id').onDelete('cascade'))
    // Hex SHA-256 of the secret; unique, so the feed finds its employee with one indexed lookup.
    .addColumn('secret_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}

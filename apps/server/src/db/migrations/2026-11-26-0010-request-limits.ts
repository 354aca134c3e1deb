import type { Kysely } from 'kysely';

/**
 * Counters of the request limits (failed logins, registrations, chat messages), kept in the database
 * so that several server instances behind one address count together: a guesser spread over two
 * instances must not get twice the attempts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_limits')
    // The limit's name and the client or sender it counts, e.g. "manager-login|203.0.113.7".
    .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    // Attempts let through and not answered yet (the failed-attempt limits): each may still fail.
    .addColumn('in_flight', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('request_limits_window_idx').on('request_limits').column('window_ends_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('request_limits').execute();
}

import type { Kysely } from 'kysely';

/**
 * The phone's requests that may come twice (its offline queue sends again what may have arrived): each
 * key a user sent, what it was sent with, and the answer given, so the same key is applied once
 * (platform/idempotency.ts). The row is written in the transaction of the change it stands for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    // The caller: 'manager' or 'employee' and their id (the two have ids of their own).
    .addColumn('user_role', 'varchar(10)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('key', 'varchar(100)', (col) => col.notNull())
    .addColumn('method', 'varchar(10)', (col) => col.notNull())
    .addColumn('path', 'varchar(300)', (col) => col.notNull())
    // SHA-256 (hex) of the method, the path and the body (a photo's bytes).
    .addColumn('fingerprint', 'varchar(64)', (col) => col.notNull())
    // Null until the answer is stored, just after the change commits.
    .addColumn('status', 'integer')
    .addColumn('response', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_role', 'user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}

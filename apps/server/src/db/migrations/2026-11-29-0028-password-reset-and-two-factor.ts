import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers.ts';

/**
 * Getting in safely (issue 34):
 * - `password_resets`: a manager's one live reset link (a newer one replaces it), by the SHA-256 of its token
 *   (the token itself is only in the e-mail). `password_fingerprint` is the SHA-256 of the password hash the
 *   link was sent for: a link works only while the password is still that one, so any password change kills it.
 *   Written only by the password-reset module.
 * - `manager_two_factor`: a manager's TOTP secret; `enabled_at` null while being turned on (the app's first
 *   code not yet typed). `last_time_step` is the 30-second step of the last code accepted: a code of that step
 *   or an earlier one is refused, so a code works once. Written only by the two-factor module.
 * - `manager_recovery_codes`: the SHA-256 of each recovery code; `used_at` once it has logged in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('manager_id', 'integer', (col) => col.primaryKey().references('managers.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('password_fingerprint', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('manager_two_factor')
    .addColumn('manager_id', 'integer', (col) => col.primaryKey().references('managers.id').onDelete('cascade'))
    .addColumn('secret', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('enabled_at', 'bigint')
    .addColumn('last_time_step', 'bigint')
    .execute();

  await withIdColumn(db, db.schema.createTable('manager_recovery_codes'))
    .addColumn('manager_id', 'integer', (col) => col.notNull().references('managers.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .addUniqueConstraint('manager_recovery_codes_code_unique', ['manager_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('manager_recovery_codes').execute();
  await db.schema.dropTable('manager_two_factor').execute();
  await db.schema.dropTable('password_resets').execute();
}

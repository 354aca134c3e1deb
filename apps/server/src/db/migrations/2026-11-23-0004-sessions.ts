import { sql, type Kysely } from 'kysely';

/**
 * Sessions that can be ended one by one (logout) or all at once (logout everywhere, a new password,
 * a renewed QR code), instead of a token version that could only end all of them. The e-mail login of
 * an employee can be blocked, and the QR code now expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('manager_id', 'integer', (col) => col.references('managers.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (col) => col.references('employees.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    // Exactly one owner: a manager or an employee.
    .addCheckConstraint('sessions_one_owner', sql`(manager_id is null) <> (employee_id is null)`)
    .execute();
  await db.schema.createIndex('sessions_manager_id_idx').on('sessions').column('manager_id').execute();
  await db.schema.createIndex('sessions_employee_id_idx').on('sessions').column('employee_id').execute();

  await db.schema.alterTable('managers').dropColumn('token_version').execute();
  await db.schema.alterTable('employees').dropColumn('token_version').execute();
  await db.schema
    .alterTable('employees')
    .addColumn('email_login_allowed', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  // 0: every code issued before this migration has expired; the manager's screen fetches a fresh one.
  await db.schema
    .alterTable('account_settings')
    .addColumn('phone_login_expires_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account_settings').dropColumn('phone_login_expires_at').execute();
  await db.schema.alterTable('employees').dropColumn('email_login_allowed').execute();
  await db.schema.alterTable('employees').addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('managers').addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.dropTable('sessions').execute();
}

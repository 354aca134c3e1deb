import type { Kysely } from 'kysely';

/**
 * Managers who help the employee's owner (the manager who added them): they reach the employee's
 * tasks, reviews, statistics and chat. One row per employee and helper; either side's deletion takes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('employee_helpers')
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('manager_id', 'integer', (col) => col.notNull().references('managers.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('employee_helpers_pk', ['employee_id', 'manager_id'])
    .execute();
  // A helper's employee list, conversations and chat stream look the rows up by the manager.
  await db.schema.createIndex('employee_helpers_manager_idx').on('employee_helpers').columns(['manager_id', 'employee_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('employee_helpers').execute();
}

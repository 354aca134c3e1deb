import { sql, type Kysely } from 'kysely';
import { isPostgres, withIdColumn } from './migration-helpers.ts';

/**
 * The job coach's record of how much help each step needed (issue 32), written only by the support module:
 * - `step_support_records`: one row per record of a step's run, never changed; the step's current record is
 *   its newest row, and a row with no level withdraws the record ('Nije zabilježeno'). Earlier rows are the
 *   history. The recording manager's deletion keeps the row without its author; the step's deletion takes them.
 * - a new record stamps its task (and so raises the employee's list version, migration 0009), because the
 *   managers' task answers carry each step's current record and are kept by stamp and version;
 * - `support_mastery_criteria`: per employee and task name, how many runs in a row make the task mastered
 *   (none stored: DEFAULT_MASTERY_RUNS). A change raises the employee's list version too, so figures kept
 *   under that version (independence, mastery) are worked out anew.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('step_support_records'))
    .addColumn('subtask_id', 'integer', (col) => col.notNull().references('subtasks.id').onDelete('cascade'))
    .addColumn('level', 'varchar(20)', (col) =>
      col.check(sql`level IN ('independent', 'gesture', 'verbal', 'model', 'partial_physical', 'full_physical')`),
    )
    .addColumn('note', 'varchar(500)')
    .addColumn('recorded_at', 'bigint', (col) => col.notNull())
    .addColumn('manager_id', 'integer', (col) => col.references('managers.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('step_support_records_subtask_idx').on('step_support_records').columns(['subtask_id', 'id']).execute();
  // The recording manager's deletion looks their records up by this key (SET NULL).
  await db.schema.createIndex('step_support_records_manager_idx').on('step_support_records').column('manager_id').execute();

  if (isPostgres(db)) {
    await sql`
      CREATE FUNCTION step_support_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE tasks SET stamp = stamp + 1 WHERE id = (SELECT task_id FROM subtasks WHERE id = NEW.subtask_id);
        RETURN NULL;
      END
      $$`.execute(db);
    await sql`CREATE TRIGGER step_support_records_task_stamp AFTER INSERT ON step_support_records
      FOR EACH ROW EXECUTE FUNCTION step_support_recorded()`.execute(db);
  } else {
    await sql
      .raw(
        `CREATE TRIGGER step_support_records_task_stamp AFTER INSERT ON step_support_records BEGIN UPDATE tasks SET stamp = stamp + 1 WHERE id = (SELECT task_id FROM subtasks WHERE id = NEW.subtask_id); END`,
      )
      .execute(db);
  }

  await db.schema
    .createTable('support_mastery_criteria')
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('task_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('runs', 'integer', (col) => col.notNull().check(sql`runs BETWEEN 2 AND 20`))
    .addPrimaryKeyConstraint('support_mastery_criteria_pk', ['employee_id', 'task_name'])
    .execute();
  if (isPostgres(db)) {
    await sql`CREATE TRIGGER support_mastery_criteria_list_version AFTER INSERT OR UPDATE OR DELETE ON support_mastery_criteria
      FOR EACH ROW EXECUTE FUNCTION task_list_changed()`.execute(db);
  } else {
    for (const [operation, row] of [['INSERT', 'NEW'], ['UPDATE', 'NEW'], ['DELETE', 'OLD']] as const) {
      await sql
        .raw(
          `CREATE TRIGGER support_mastery_criteria_list_version_${operation.toLowerCase()} AFTER ${operation} ON support_mastery_criteria BEGIN
            INSERT INTO task_list_versions (employee_id, version) VALUES (${row}.employee_id, 1)
            ON CONFLICT (employee_id) DO UPDATE SET version = version + 1; END`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Dropping a table drops its triggers on both databases.
  await db.schema.dropTable('support_mastery_criteria').execute();
  if (isPostgres(db)) {
    await sql`DROP TRIGGER step_support_records_task_stamp ON step_support_records`.execute(db);
    await sql`DROP FUNCTION step_support_recorded()`.execute(db);
  } else {
    await sql.raw('DROP TRIGGER step_support_records_task_stamp').execute(db);
  }
  await db.schema.dropTable('step_support_records').execute();
}

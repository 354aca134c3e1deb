import { sql, type Kysely } from 'kysely';
import { isPostgres } from './migration-helpers.ts';

/**
 * A version of each employee's task list, raised by the database itself in the transaction of every
 * change to a task, a step or a step photo: no write path can forget it. The list's ETag is built
 * from it, so an unchanged list answers 304 after one indexed lookup.
 *
 * No foreign key to employees: deleting an employee deletes their tasks, whose triggers raise the
 * version of the employee being deleted; a reference would refuse that. Ids are never reused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('task_list_versions')
    .addColumn('employee_id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  // Open tasks (done is null) and finished ones by their end: the Zadaci tab, the phone, 'Napredak'.
  await db.schema.createIndex('tasks_employee_done_ended_idx').on('tasks').columns(['employee_id', 'done', 'ended_at', 'id']).execute();

  if (isPostgres(db)) {
    await sql`
      CREATE FUNCTION raise_task_list_version(employee integer) RETURNS void LANGUAGE sql AS $$
        INSERT INTO task_list_versions (employee_id, version) VALUES (employee, 1)
        ON CONFLICT (employee_id) DO UPDATE SET version = task_list_versions.version + 1
      $$`.execute(db);
    await sql`
      CREATE FUNCTION task_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed record;
        employee integer;
      BEGIN
        IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
        IF TG_TABLE_NAME = 'subtasks' THEN
          SELECT employee_id INTO employee FROM tasks WHERE id = changed.task_id;
        ELSE
          employee := changed.employee_id;
        END IF;
        -- A step deleted with its task: the task's own trigger raised the version.
        IF employee IS NOT NULL THEN PERFORM raise_task_list_version(employee); END IF;
        RETURN NULL;
      END
      $$`.execute(db);
    for (const table of ['tasks', 'subtasks', 'task_photos']) {
      await sql`CREATE TRIGGER ${sql.raw(`${table}_list_version`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION task_list_changed()`.execute(db);
    }
    return;
  }

  // SQLite: one trigger per table and operation; `WHERE true` lets the upsert follow a SELECT.
  const raise = (employee: string) => `
    INSERT INTO task_list_versions (employee_id, version) SELECT ${employee}, 1 WHERE ${employee} IS NOT NULL
    ON CONFLICT (employee_id) DO UPDATE SET version = version + 1;`;
  for (const [operation, row] of [['INSERT', 'NEW'], ['UPDATE', 'NEW'], ['DELETE', 'OLD']] as const) {
    const name = operation.toLowerCase();
    await sql
      .raw(`CREATE TRIGGER tasks_list_version_${name} AFTER ${operation} ON tasks BEGIN ${raise(`${row}.employee_id`)} END`)
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER subtasks_list_version_${name} AFTER ${operation} ON subtasks BEGIN ${raise(`(SELECT employee_id FROM tasks WHERE id = ${row}.task_id)`)} END`,
      )
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER task_photos_list_version_${name} AFTER ${operation} ON task_photos BEGIN ${raise(`${row}.employee_id`)} END`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of ['tasks', 'subtasks', 'task_photos']) {
      await sql`DROP TRIGGER ${sql.raw(`${table}_list_version`)} ON ${sql.table(table)}`.execute(db);
    }
    await sql`DROP FUNCTION task_list_changed()`.execute(db);
    await sql`DROP FUNCTION raise_task_list_version(integer)`.execute(db);
  } else {
    for (const table of ['tasks', 'subtasks', 'task_photos']) {
      for (const name of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER ${table}_list_version_${name}`).execute(db);
    }
  }
  await db.schema.dropIndex('tasks_employee_done_ended_idx').execute();
  await db.schema.dropTable('task_list_versions').execute();
}

import { sql, type Kysely } from 'kysely';
import { isPostgres } from './migration-helpers.ts';

/**
 * A stamp on each task, raised by the database itself with every change to the task, one of its steps or
 * a step's photo (as the list version of migration 0009 is raised, in the same transaction). A list worked
 * out after a change keeps each task's written answer under its id and stamp, so it reads and writes
 * anew only the tasks that changed. Stamps start at the time of the migration in microseconds, so that going
 * down and up again never gives a task a stamp it had before (a running instance keeps answers by stamp).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tasks')
    .addColumn('stamp', 'bigint', (col) => col.notNull().defaultTo(Date.now() * 1000))
    .execute();

  if (isPostgres(db)) {
    await sql`
      CREATE FUNCTION task_stamp_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.stamp = OLD.stamp THEN NEW.stamp := OLD.stamp + 1; END IF;
        RETURN NEW;
      END
      $$`.execute(db);
    await sql`CREATE TRIGGER tasks_stamp BEFORE UPDATE ON tasks FOR EACH ROW EXECUTE FUNCTION task_stamp_on_update()`.execute(db);
    // A step or photo deleted with its task finds no task to stamp.
    await sql`
      CREATE FUNCTION task_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed record;
      BEGIN
        IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
        UPDATE tasks SET stamp = stamp + 1 WHERE id = changed.task_id;
        IF TG_OP = 'UPDATE' AND OLD.task_id <> NEW.task_id THEN UPDATE tasks SET stamp = stamp + 1 WHERE id = OLD.task_id; END IF;
        RETURN NULL;
      END
      $$`.execute(db);
    for (const table of ['subtasks', 'task_photos']) {
      await sql`CREATE TRIGGER ${sql.raw(`${table}_task_stamp`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION task_part_changed()`.execute(db);
    }
    return;
  }

  // SQLite cannot change NEW in a trigger: the task's own change stamps it again, once (the WHEN stops the second).
  await sql
    .raw(`CREATE TRIGGER tasks_stamp AFTER UPDATE ON tasks WHEN NEW.stamp = OLD.stamp BEGIN UPDATE tasks SET stamp = stamp + 1 WHERE id = NEW.id; END`)
    .execute(db);
  for (const table of ['subtasks', 'task_photos']) {
    for (const [operation, row] of [['INSERT', 'NEW'], ['UPDATE', 'NEW'], ['DELETE', 'OLD']] as const) {
      const also = operation === 'UPDATE' ? ' OR id = OLD.task_id' : '';
      await sql
        .raw(
          `CREATE TRIGGER ${table}_task_stamp_${operation.toLowerCase()} AFTER ${operation} ON ${table} BEGIN UPDATE tasks SET stamp = stamp + 1 WHERE id = ${row}.task_id${also}; END`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER tasks_stamp ON tasks`.execute(db);
    for (const table of ['subtasks', 'task_photos']) await sql`DROP TRIGGER ${sql.raw(`${table}_task_stamp`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP FUNCTION task_part_changed()`.execute(db);
    await sql`DROP FUNCTION task_stamp_on_update()`.execute(db);
  } else {
    await sql.raw('DROP TRIGGER tasks_stamp').execute(db);
    for (const table of ['subtasks', 'task_photos']) {
      for (const name of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER ${table}_task_stamp_${name}`).execute(db);
    }
  }
  await db.schema.alterTable('tasks').dropColumn('stamp').execute();
}

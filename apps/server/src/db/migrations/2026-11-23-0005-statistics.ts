import { sql, type Kysely } from 'kysely';

/**
 * Statistics in SQL, in the app's time zone, on SQLite as on PostgreSQL (which alone knows zones):
 * - `tasks.due_local_at`: the due date and time as wall-clock milliseconds (the local time written as if
 *   it were UTC), so "finished by the deadline" is a comparison of numbers;
 * - `time_zone_offsets`: for each zone in use, the spans of time with one UTC offset (DST included),
 *   so any instant's wall-clock time is the instant plus the offset of its span.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').addColumn('due_local_at', 'bigint').execute();
  // Wall-clock milliseconds of 'YYYY-MM-DD' 'HH:mm', the same arithmetic on both databases.
  const tasks = await sql<{ id: number; due_date: string; due_time: string }>`select id, due_date, due_time from tasks`.execute(db);
  for (const task of tasks.rows) {
    const [year, month, day] = task.due_date.split('-').map(Number);
    const [hour, minute] = task.due_time.split(':').map(Number);
    const dueLocalAt = Date.UTC(year!, month! - 1, day!, hour!, minute!);
    await sql`update tasks set due_local_at = ${dueLocalAt} where id = ${task.id}`.execute(db);
  }

  await db.schema
    .createTable('time_zone_offsets')
    .addColumn('zone', 'varchar(64)', (col) => col.notNull())
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .addColumn('offset_ms', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('time_zone_offsets_pk', ['zone', 'starts_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('time_zone_offsets').execute();
  await db.schema.alterTable('tasks').dropColumn('due_local_at').execute();
}

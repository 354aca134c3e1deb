import { sql, type Kysely } from 'kysely';

/**
 * Time made visible and the carer's voice (issue 31):
 * - a task's and a step's expected minutes ('Trajanje'), also a routine's (its steps' are in its steps JSON);
 * - a step's recorded voice, stored like its picture (key and type), and a routine's voices by step place,
 *   which its days' steps share (the index on the key makes "does anything still refer to it" one lookup);
 * - the phone's focus view (one step at a time), chosen per employee;
 * - the managers' choice of the not-started notice, and the notice's claim: one row per task once it was
 *   told for a due time, so one instance tells it once, also after a restart;
 * - tasks by due time: the 30-minute reminder and the not-started notice look for tasks due in a window every
 *   30 seconds on every instance, which without it reads every task ever made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const minutes = (column: string) => sql`${sql.ref(column)} BETWEEN 1 AND 240`;
  await db.schema.alterTable('tasks').addColumn('duration_minutes', 'integer', (col) => col.check(minutes('duration_minutes'))).execute();
  await db.schema.alterTable('task_routines').addColumn('duration_minutes', 'integer', (col) => col.check(minutes('duration_minutes'))).execute();
  await db.schema.alterTable('subtasks').addColumn('duration_minutes', 'integer', (col) => col.check(minutes('duration_minutes'))).execute();
  await db.schema.alterTable('subtasks').addColumn('voice_key', 'varchar(300)').execute();
  await db.schema.alterTable('subtasks').addColumn('voice_type', 'varchar(100)').execute();
  await db.schema.createIndex('subtasks_voice_key_idx').on('subtasks').column('voice_key').execute();

  await db.schema
    .createTable('task_routine_step_voices')
    .addColumn('routine_id', 'integer', (col) => col.notNull().references('task_routines.id').onDelete('cascade'))
    .addColumn('step_index', 'integer', (col) => col.notNull())
    .addColumn('voice_key', 'varchar(300)', (col) => col.notNull())
    .addColumn('voice_type', 'varchar(100)', (col) => col.notNull())
    .addPrimaryKeyConstraint('task_routine_step_voices_pk', ['routine_id', 'step_index'])
    .execute();
  await db.schema.createIndex('task_routine_step_voices_key_idx').on('task_routine_step_voices').column('voice_key').execute();

  await db.schema.alterTable('account_settings').addColumn('focus_view', 'boolean', (col) => col.notNull().defaultTo(false)).execute();
  await db.schema.alterTable('push_preferences').addColumn('task_not_started', 'boolean', (col) => col.notNull().defaultTo(true)).execute();
  // `noticed_for` is the due time (tasks.due_local_at) the notice was for: a task moved later may be told again.
  await db.schema
    .createTable('push_not_started')
    .addColumn('task_id', 'integer', (col) => col.primaryKey().references('tasks.id').onDelete('cascade'))
    .addColumn('noticed_for', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tasks_due_local_idx').on('tasks').column('due_local_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_due_local_idx').execute();
  await db.schema.dropTable('push_not_started').execute();
  await db.schema.alterTable('push_preferences').dropColumn('task_not_started').execute();
  await db.schema.alterTable('account_settings').dropColumn('focus_view').execute();
  await db.schema.dropTable('task_routine_step_voices').execute();
  await db.schema.dropIndex('subtasks_voice_key_idx').execute();
  await db.schema.alterTable('subtasks').dropColumn('voice_type').execute();
  await db.schema.alterTable('subtasks').dropColumn('voice_key').execute();
  await db.schema.alterTable('subtasks').dropColumn('duration_minutes').execute();
  await db.schema.alterTable('task_routines').dropColumn('duration_minutes').execute();
  await db.schema.alterTable('tasks').dropColumn('duration_minutes').execute();
}

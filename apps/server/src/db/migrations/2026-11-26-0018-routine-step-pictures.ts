import { sql, type Kysely } from 'kysely';

/**
 * A routine's step pictures, shared by its occurrences: the routine keeps the picture (or video) of each
 * of its steps by the step's place, and every occurrence's step made from that place refers to the same
 * stored files (`subtasks.routine_step`), so a year of a daily routine is not a year of copies. A file
 * goes only when no step and no routine refers to it any more, which the indexes on the keys make one
 * lookup each.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('task_routine_step_pictures')
    .addColumn('routine_id', 'integer', (col) => col.notNull().references('task_routines.id').onDelete('cascade'))
    .addColumn('step_index', 'integer', (col) => col.notNull())
    .addColumn('picture_key', 'varchar(300)', (col) => col.notNull())
    .addColumn('picture_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('picture_preview_key', 'varchar(300)')
    .addPrimaryKeyConstraint('task_routine_step_pictures_pk', ['routine_id', 'step_index'])
    .execute();
  await db.schema.createIndex('task_routine_step_pictures_key_idx').on('task_routine_step_pictures').column('picture_key').execute();
  await db.schema
    .createIndex('task_routine_step_pictures_preview_idx')
    .on('task_routine_step_pictures')
    .column('picture_preview_key')
    .execute();

  await db.schema.alterTable('subtasks').addColumn('routine_step', 'integer').execute();
  await db.schema.createIndex('subtasks_picture_key_idx').on('subtasks').column('picture_key').execute();
  await db.schema.createIndex('subtasks_picture_preview_key_idx').on('subtasks').column('picture_preview_key').execute();

  // The occurrences made before this: their steps were made in the routine's order, so a step's place
  // among its task's steps (by id) is the routine step it came from. A step added to one day by hand
  // gets a place past the routine's last step, which no routine picture has (see setPicture).
  await sql`
    UPDATE subtasks SET routine_step = (
      SELECT count(*) FROM subtasks AS earlier WHERE earlier.task_id = subtasks.task_id AND earlier.id < subtasks.id
    )
    WHERE task_id IN (SELECT id FROM tasks WHERE routine_id IS NOT NULL)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subtasks_picture_preview_key_idx').execute();
  await db.schema.dropIndex('subtasks_picture_key_idx').execute();
  await db.schema.alterTable('subtasks').dropColumn('routine_step').execute();
  await db.schema.dropTable('task_routine_step_pictures').execute();
}

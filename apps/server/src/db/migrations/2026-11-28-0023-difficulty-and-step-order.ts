import { sql, type Kysely } from 'kysely';

/**
 * A task's difficulty ('Težina', as the original has it), also on a routine so that every day carries it; and
 * a step's place in its task, so that an edit can reorder steps without making them anew (a step keeps its id,
 * photo and rejections). Every existing step gets place 0: the lists order by (place, id), which is the order
 * by id they had. New steps get their place when made.
 *
 * The steps' index by task becomes (task_id, position, id): every read of a task's steps, one task's or the
 * list's by task ids, walks it in the order it answers, with no sort of the steps (bench/explain.ts shows it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The column's check takes the condition alone (Kysely writes CHECK around it).
  const difficulty = sql`difficulty IN ('easy', 'medium', 'hard')`;
  await db.schema.alterTable('tasks').addColumn('difficulty', 'varchar(10)', (col) => col.check(difficulty)).execute();
  await db.schema.alterTable('task_routines').addColumn('difficulty', 'varchar(10)', (col) => col.check(difficulty)).execute();
  await db.schema.alterTable('subtasks').addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.dropIndex('subtasks_task_idx').execute();
  await db.schema.createIndex('subtasks_task_position_idx').on('subtasks').columns(['task_id', 'position', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // SQLite drops no column an index names: the index goes first.
  await db.schema.dropIndex('subtasks_task_position_idx').execute();
  await db.schema.createIndex('subtasks_task_idx').on('subtasks').columns(['task_id', 'id']).execute();
  await db.schema.alterTable('subtasks').dropColumn('position').execute();
  await db.schema.alterTable('task_routines').dropColumn('difficulty').execute();
  await db.schema.alterTable('tasks').dropColumn('difficulty').execute();
}

import type { Kysely } from 'kysely';

/**
 * Pictograms (issue 33): a step's, a task's and a routine's symbol from the library, kept by the symbol's
 * name (the drawing comes from the library, never stored). A routine's steps keep theirs in its steps JSON.
 * And the phone's choice of high-contrast pictograms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['subtasks', 'tasks', 'task_routines']) {
    await db.schema.alterTable(table).addColumn('pictogram', 'varchar(80)').execute();
  }
  // 'Piktogrami visokog kontrasta': the phone draws them in one colour, its text colour.
  await db.schema.alterTable('account_settings').addColumn('pictogram_contrast', 'boolean', (col) => col.notNull().defaultTo(false)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account_settings').dropColumn('pictogram_contrast').execute();
  for (const table of ['task_routines', 'tasks', 'subtasks']) {
    await db.schema.alterTable(table).dropColumn('pictogram').execute();
  }
}

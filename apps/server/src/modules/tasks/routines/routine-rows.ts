import type { Transaction } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import type { Database, TaskRoutinesTable } from '../../../db/schema.ts';
import type { StoredPicture } from '../shared/presenter.ts';

/** A step of a routine, as its row keeps them (in order: a step's place is its index). */
export interface RoutineStep {
  description: string;
  needPhoto: boolean;
  /** Absent in steps kept before migration 0024: none. */
  durationMinutes?: number | null;
  /** The pictogram its days get, by name (absent: none; migration 0027). */
  pictogram?: string | null;
}

export type RoutineRow = Pick<
  TaskRoutinesTable,
  'employee_id' | 'task_name' | 'description' | 'due_time' | 'priority' | 'difficulty' | 'duration_minutes' | 'kind' | 'weekdays' | 'start_date' | 'end_date' | 'steps' | 'generated_through' | 'pictogram'
> & { id: number };

export const routineColumns = [
  'id',
  'employee_id',
  'task_name',
  'description',
  'due_time',
  'priority',
  'difficulty',
  'duration_minutes',
  'kind',
  'weekdays',
  'start_date',
  'end_date',
  'steps',
  'generated_through',
  'pictogram',
] as const;

export const stepsOf = (routine: Pick<RoutineRow, 'steps'>) => JSON.parse(routine.steps) as RoutineStep[];

/**
 * The routine's row, locked to this transaction by a write to it first: creating its occurrences, an edit
 * and ending it happen one after another, on PostgreSQL (a row lock) and on SQLite (the file's write
 * lock, taken before anything is read, so a second process waits for it instead of failing).
 */
export async function lockRoutine(trx: Transaction<Database>, routineId: number): Promise<RoutineRow | undefined> {
  await trx.updateTable('task_routines').set((eb) => ({ generated_through: eb.ref('generated_through') })).where('id', '=', routineId).execute();
  return trx.selectFrom('task_routines').select(routineColumns).where('id', '=', routineId).executeTakeFirst();
}

/** The routine's step at `place` gets this pictogram (or none) in the routine's steps (its row is locked: lockRoutine). */
export async function setRoutineStepPictogram(trx: Transaction<Database>, routine: RoutineRow, place: number, pictogram: string | null) {
  const steps = stepsOf(routine).map((step, index) => (index === place ? { ...step, pictogram } : step));
  await trx.updateTable('task_routines').set({ steps: JSON.stringify(steps) }).where('id', '=', routine.id).execute();
}

/** The routine's tasks from `from` on that nobody has started: the ones an edit or a new picture changes. */
export const unstartedTasksFrom = (trx: Executor, routineId: number, from: string) =>
  trx
    .selectFrom('tasks')
    .select('tasks.id')
    .where('tasks.routine_id', '=', routineId)
    .where('tasks.due_date', '>=', from)
    .where('tasks.started_at', 'is', null)
    .where('tasks.done', 'is', null);

/** The routine's step pictures by the step's place. */
export async function stepPicturesOf(trx: Executor, routineId: number): Promise<Map<number, StoredPicture>> {
  const rows = await trx
    .selectFrom('task_routine_step_pictures')
    .select(['step_index', 'picture_key', 'picture_type', 'picture_preview_key'])
    .where('routine_id', '=', routineId)
    .execute();
  return new Map(rows.map((row) => [row.step_index, { storageKey: row.picture_key, contentType: row.picture_type, previewKey: row.picture_preview_key }]));
}


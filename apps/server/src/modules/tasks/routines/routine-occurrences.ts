import { addDays, localMs, occurrencesBetween, weekdaysOfMask, type RoutineKind, type RoutineRule } from '@plan-dan/contract';
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { CHUNK, deleteTasks } from '../shared/files.ts';
import type { StoredPicture, StoredVoice } from '../shared/presenter.ts';
import { pictureColumns } from '../shared/step-look.ts';
import { stepPicturesOf, stepsOf, unstartedTasksFrom, type RoutineRow } from './routine-rows.ts';
import { stepVoicesOf, voiceColumns } from './routine-voices.ts';

const ruleOf = (row: Pick<RoutineRow, 'kind' | 'weekdays' | 'start_date' | 'end_date'>): RoutineRule => ({
  kind: row.kind as RoutineKind,
  weekdays: weekdaysOfMask(row.weekdays),
  startDate: row.start_date,
  endDate: row.end_date,
});

/** A routine whose occurrences do not reach `through` yet and that may still have some (it has not ended). */
export const routineBehind = (eb: ExpressionBuilder<Database, 'task_routines'>, through: string) =>
  eb.and([
    eb('task_routines.generated_through', '<', through),
    eb.or([eb('task_routines.end_date', 'is', null), eb('task_routines.end_date', '>', eb.ref('task_routines.generated_through'))]),
  ]);

/** The days of the routine's occurrences after its `generated_through` up to `through`, but the days deleted on their own. */
async function daysToMake(trx: Transaction<Database>, routine: RoutineRow, through: string): Promise<string[]> {
  const from = addDays(routine.generated_through, 1);
  const skipped = await trx
    .selectFrom('task_routine_skips')
    .select('skipped_date')
    .where('routine_id', '=', routine.id)
    .where('skipped_date', '>=', from)
    .where('skipped_date', '<=', through)
    .execute();
  const skippedDays = new Set(skipped.map((row) => row.skipped_date));
  return occurrencesBetween(ruleOf(routine), from, through).filter((date) => !skippedDays.has(date));
}

/**
 * Creates the routine's occurrences after its `generated_through` up to `through`, leaving out the days
 * deleted on their own; answers how many tasks were made. A day that has its task already is left as it
 * is (ON CONFLICT DO NOTHING on the unique routine and day), so running this twice, or on two instances
 * at once, makes each task once. Inserting tasks raises the employee's list version (migration 0009).
 */
export async function generateIn(trx: Transaction<Database>, routine: RoutineRow, through: string, createdAt: number): Promise<number> {
  if (routine.generated_through >= through) return 0;
  const dates = await daysToMake(trx, routine, through);
  const steps = stepsOf(routine);
  const pictures = dates.length > 0 ? await stepPicturesOf(trx, routine.id) : new Map<number, StoredPicture>();
  const voices = dates.length > 0 ? await stepVoicesOf(trx, routine.id) : new Map<number, StoredVoice>();
  let created = 0;
  for (let index = 0; index < dates.length; index += CHUNK) {
    const inserted = await trx
      .insertInto('tasks')
      .values(
        dates.slice(index, index + CHUNK).map((date) => ({
          employee_id: routine.employee_id,
          task_name: routine.task_name,
          description: routine.description,
          due_date: date,
          due_time: routine.due_time,
          priority: Boolean(routine.priority),
          difficulty: routine.difficulty,
          duration_minutes: routine.duration_minutes,
          done: null,
          started_at: null,
          ended_at: null,
          due_local_at: localMs(date, routine.due_time),
          created_at: createdAt,
          routine_id: routine.id,
          pictogram: routine.pictogram,
        })),
      )
      .onConflict((conflict) => conflict.columns(['routine_id', 'due_date']).doNothing())
      .returning('id')
      .execute();
    created += inserted.length;
    const stepRows = inserted.flatMap(({ id }) =>
      steps.map((step, place) => ({
        task_id: id,
        description: step.description,
        need_photo: step.needPhoto,
        duration_minutes: step.durationMinutes ?? null,
        done: false,
        completed_at: null,
        routine_step: place,
        position: place,
        ...pictureColumns(pictures.get(place) ?? null),
        pictogram: step.pictogram ?? null,
        ...voiceColumns(voices.get(place) ?? null),
      })),
    );
    for (let at = 0; at < stepRows.length; at += CHUNK) {
      await trx.insertInto('subtasks').values(stepRows.slice(at, at + CHUNK)).execute();
    }
  }
  await trx.updateTable('task_routines').set({ generated_through: through }).where('id', '=', routine.id).where('generated_through', '<', through).execute();
  return created;
}

/** A day of the routine whose task was deleted on its own ('Samo ovaj'): it is never made again. */
export async function skipOccurrence(trx: Transaction<Database>, routineId: number, date: string) {
  await trx
    .insertInto('task_routine_skips')
    .values({ routine_id: routineId, skipped_date: date })
    .onConflict((conflict) => conflict.columns(['routine_id', 'skipped_date']).doNothing())
    .execute();
}

/**
 * Deletes the routine's tasks from `from` on that nobody has started (with their steps); answers the
 * storage keys of their step pictures and voices (and photos, should one have any) to delete after the commit.
 */
export async function deleteUnstartedFrom(trx: Transaction<Database>, routineId: number, from: string) {
  const rows = await unstartedTasksFrom(trx, routineId, from).execute();
  return deleteTasks(
    trx,
    rows.map((row) => row.id),
  );
}

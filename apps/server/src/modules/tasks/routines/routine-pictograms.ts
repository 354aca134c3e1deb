import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { keptPlaces, type RoutineFormStep } from './routine-pictures.ts';
import { lockRoutine, stepsOf, unstartedTasksFrom, type RoutineRow } from './routine-rows.ts';

/**
 * A pictogram set on (or removed from) a routine's day as a whole becomes the routine's, as a step's does
 * (shareStepLook): the days it makes later get it, its days from `from` on that nobody started get it now.
 */
export async function shareTaskPictogram(trx: Transaction<Database>, routineId: number, pictogram: string | null, from: string) {
  if (!(await lockRoutine(trx, routineId))) return;
  await trx.updateTable('task_routines').set({ pictogram }).where('id', '=', routineId).execute();
  await trx.updateTable('tasks').set({ pictogram }).where('id', 'in', unstartedTasksFrom(trx, routineId, from)).execute();
}

/**
 * An edit keeps each step's pictogram with the step, as its picture (see keptPlaces): the edit's steps,
 * each with the pictogram of the place it came from.
 */
export function withKeptPictograms(routine: RoutineRow, steps: RoutineFormStep[]): RoutineFormStep[] {
  const before = stepsOf(routine);
  const cameFrom = new Map(keptPlaces(routine, steps).map(({ place, from }) => [place, from]));
  return steps.map((step, place) => {
    const from = cameFrom.get(place);
    const pictogram = from === undefined ? undefined : before[from]?.pictogram;
    return pictogram ? { ...step, pictogram } : step;
  });
}

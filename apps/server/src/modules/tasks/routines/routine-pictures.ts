import type { Transaction } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { pictureFiles } from '../shared/files.ts';
import type { StoredPicture } from '../shared/presenter.ts';
import { lookAfter, lookColumns, type LookChange } from '../shared/step-look.ts';
import { lockRoutine, setRoutineStepPictogram, stepPicturesOf, stepsOf, unstartedTasksFrom, type RoutineRow } from './routine-rows.ts';

/** A step of the routine's form: `routineStep` is the place it had in the routine, whose picture it keeps. */
export interface RoutineFormStep {
  description: string;
  needPhoto: boolean;
  durationMinutes: number | null;
  routineStep?: number;
  /** The pictogram it keeps (routine-pictograms.ts: withKeptPictograms); a new routine's steps have none. */
  pictogram?: string | null;
}

const filesOf = (picture: StoredPicture) => pictureFiles({ picture_key: picture.storageKey, picture_preview_key: picture.previewKey });

async function putStepPictures(trx: Transaction<Database>, routineId: number, pictures: { place: number; picture: StoredPicture }[]) {
  if (pictures.length === 0) return;
  await trx
    .insertInto('task_routine_step_pictures')
    .values(
      pictures.map(({ place, picture }) => ({
        routine_id: routineId,
        step_index: place,
        picture_key: picture.storageKey,
        picture_type: picture.contentType,
        picture_preview_key: picture.previewKey,
      })),
    )
    .execute();
}

/**
 * A picture or a pictogram set on (or removed from) a routine's step on one of its days becomes the
 * routine's for that step: the days it makes later get it, and its tasks from `from` on that nobody
 * started get it now (sharing the same files), by the same rule as the step (shared/step-look.ts: a
 * picture clears the pictogram and the other way round). Answers the keys the routine and those steps
 * referred to before, to delete once nothing refers to them. A step added to one day by hand (no
 * routine place) stays its own.
 */
export async function shareStepLook(trx: Transaction<Database>, routineId: number, stepIndex: number, change: LookChange, from: string) {
  const routine = await lockRoutine(trx, routineId);
  if (!routine || stepIndex >= stepsOf(routine).length) return [];
  const { picture, pictogram } = lookAfter(change);
  const keys: string[] = [];
  if (picture !== undefined) {
    const previous = (await stepPicturesOf(trx, routineId)).get(stepIndex);
    if (previous) keys.push(...filesOf(previous));
    await trx.deleteFrom('task_routine_step_pictures').where('routine_id', '=', routineId).where('step_index', '=', stepIndex).execute();
    if (picture) await putStepPictures(trx, routineId, [{ place: stepIndex, picture }]);
    const replaced = await trx
      .selectFrom('subtasks')
      .select(['picture_key', 'picture_preview_key'])
      .where('routine_step', '=', stepIndex)
      .where('task_id', 'in', unstartedTasksFrom(trx, routineId, from))
      .where('picture_key', 'is not', null)
      .execute();
    keys.push(...replaced.flatMap(pictureFiles));
  }
  if (pictogram !== undefined) await setRoutineStepPictogram(trx, routine, stepIndex, pictogram);
  await trx
    .updateTable('subtasks')
    .set(lookColumns(change))
    .where('routine_step', '=', stepIndex)
    .where('task_id', 'in', unstartedTasksFrom(trx, routineId, from))
    .execute();
  return keys;
}

/**
 * Where an edit's steps came from: a step that says which place it had in the routine (`routineStep`)
 * came from that place; a client that does not say keeps a step's things where the step at the same
 * place still reads the same. The step pictures and voices (routine-voices.ts) move along these.
 */
export function keptPlaces(routine: RoutineRow, steps: RoutineFormStep[]): { place: number; from: number }[] {
  const before = stepsOf(routine);
  const placesSaid = steps.some((step) => step.routineStep !== undefined);
  return steps.flatMap((step, place) => {
    const from = placesSaid ? step.routineStep : before[place]?.description === step.description ? place : undefined;
    return from === undefined ? [] : [{ place, from }];
  });
}

/** An edit keeps each step's picture with the step (see keptPlaces). Answers the keys no step keeps. */
export async function movePictures(trx: Transaction<Database>, routine: RoutineRow, steps: RoutineFormStep[]) {
  const pictures = await stepPicturesOf(trx, routine.id);
  if (pictures.size === 0) return [];
  const kept = keptPlaces(routine, steps).flatMap(({ place, from }) => {
    const picture = pictures.get(from);
    return picture ? [{ place, picture, from }] : [];
  });
  await trx.deleteFrom('task_routine_step_pictures').where('routine_id', '=', routine.id).execute();
  await putStepPictures(trx, routine.id, kept);
  const keptFrom = new Set(kept.map(({ from }) => from));
  return [...pictures].filter(([place]) => !keptFrom.has(place)).flatMap(([, picture]) => filesOf(picture));
}

/** A video's new poster on every routine that shares its file; answers the earlier posters' keys. */
export async function setRoutinePicturePreview(trx: Transaction<Database>, pictureKey: string, previewKey: string) {
  const previous = await trx.selectFrom('task_routine_step_pictures').select('picture_preview_key as key').where('picture_key', '=', pictureKey).execute();
  await trx.updateTable('task_routine_step_pictures').set({ picture_preview_key: previewKey }).where('picture_key', '=', pictureKey).execute();
  return previous;
}

/** The step pictures of the employee's routines (their files to delete with the employee). */
export async function routinePictureFilesOfEmployee(trx: Executor, employeeId: number) {
  const rows = await trx
    .selectFrom('task_routine_step_pictures')
    .innerJoin('task_routines', 'task_routines.id', 'task_routine_step_pictures.routine_id')
    .select(['task_routine_step_pictures.picture_key', 'task_routine_step_pictures.picture_preview_key'])
    .where('task_routines.employee_id', '=', employeeId)
    .execute();
  return rows.flatMap(pictureFiles);
}

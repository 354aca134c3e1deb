import type { Transaction } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { StoredVoice } from '../shared/presenter.ts';
import { keptPlaces, type RoutineFormStep } from './routine-pictures.ts';
import { lockRoutine, stepsOf, unstartedTasksFrom, type RoutineRow } from './routine-rows.ts';

/** A step row's voice columns for this voice (or none). */
export const voiceColumns = (voice: StoredVoice | null) => ({ voice_key: voice?.storageKey ?? null, voice_type: voice?.contentType ?? null });

/** The routine's step voices by the step's place. */
export async function stepVoicesOf(trx: Executor, routineId: number): Promise<Map<number, StoredVoice>> {
  const rows = await trx.selectFrom('task_routine_step_voices').select(['step_index', 'voice_key', 'voice_type']).where('routine_id', '=', routineId).execute();
  return new Map(rows.map((row) => [row.step_index, { storageKey: row.voice_key, contentType: row.voice_type }]));
}

async function putStepVoices(trx: Transaction<Database>, routineId: number, voices: { place: number; voice: StoredVoice }[]) {
  if (voices.length === 0) return;
  await trx
    .insertInto('task_routine_step_voices')
    .values(voices.map(({ place, voice }) => ({ routine_id: routineId, step_index: place, voice_key: voice.storageKey, voice_type: voice.contentType })))
    .execute();
}

/**
 * A voice set on (or removed from) a routine's step on one of its days becomes the routine's voice for
 * that step, as its picture does (shareStepLook): the days it makes later get it, its tasks from
 * `from` on that nobody started get it now, all sharing one file. Answers the keys referred to before,
 * to delete once nothing refers to them.
 */
export async function shareStepVoice(trx: Transaction<Database>, routineId: number, stepIndex: number, voice: StoredVoice | null, from: string) {
  const routine = await lockRoutine(trx, routineId);
  if (!routine || stepIndex >= stepsOf(routine).length) return [];
  const previous = (await stepVoicesOf(trx, routineId)).get(stepIndex);
  await trx.deleteFrom('task_routine_step_voices').where('routine_id', '=', routineId).where('step_index', '=', stepIndex).execute();
  if (voice) await putStepVoices(trx, routineId, [{ place: stepIndex, voice }]);
  const replaced = await trx
    .selectFrom('subtasks')
    .select('voice_key')
    .where('routine_step', '=', stepIndex)
    .where('task_id', 'in', unstartedTasksFrom(trx, routineId, from))
    .where('voice_key', 'is not', null)
    .execute();
  await trx
    .updateTable('subtasks')
    .set(voiceColumns(voice))
    .where('routine_step', '=', stepIndex)
    .where('task_id', 'in', unstartedTasksFrom(trx, routineId, from))
    .execute();
  return [...(previous ? [previous.storageKey] : []), ...replaced.flatMap((row) => (row.voice_key === null ? [] : [row.voice_key]))];
}

/** An edit keeps each step's voice with the step, as its picture (see movePictures); answers the keys no step keeps. */
export async function moveVoices(trx: Transaction<Database>, routine: RoutineRow, steps: RoutineFormStep[]) {
  const voices = await stepVoicesOf(trx, routine.id);
  if (voices.size === 0) return [];
  const kept = keptPlaces(routine, steps).flatMap(({ place, from }) => {
    const voice = voices.get(from);
    return voice ? [{ place, from, voice }] : [];
  });
  await trx.deleteFrom('task_routine_step_voices').where('routine_id', '=', routine.id).execute();
  await putStepVoices(trx, routine.id, kept);
  const keptFrom = new Set(kept.map(({ from }) => from));
  return [...voices].filter(([place]) => !keptFrom.has(place)).map(([, voice]) => voice.storageKey);
}

/** The step voices of the employee's routines (their files to delete with the employee). */
export async function routineVoiceFilesOfEmployee(trx: Executor, employeeId: number) {
  const rows = await trx
    .selectFrom('task_routine_step_voices')
    .innerJoin('task_routines', 'task_routines.id', 'task_routine_step_voices.routine_id')
    .select('task_routine_step_voices.voice_key')
    .where('task_routines.employee_id', '=', employeeId)
    .execute();
  return rows.map((row) => row.voice_key);
}

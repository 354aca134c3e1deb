import type { Db, Executor } from '../../../db/database.ts';
import type { FileStorage } from '../../../platform/storage.ts';

/** Ids or keys per statement: well within both databases' limits on bound values (SQLite 32,766; PostgreSQL 65,535). */
export const CHUNK = 500;

type PictureColumns = { picture_key: string | null; picture_preview_key: string | null };

/** The files of a step's picture, to delete with it once nothing refers to them. */
export const pictureFiles = (step: PictureColumns) => [step.picture_key, step.picture_preview_key].filter((key): key is string => key !== null);

/** The files of a step's picture and voice, to delete with it once nothing refers to them. */
const stepFiles = (step: PictureColumns & { voice_key: string | null }) => [...pictureFiles(step), ...(step.voice_key === null ? [] : [step.voice_key])];

/**
 * Deletes these tasks with their steps, photos and rejections (by the steps' foreign key); answers the
 * storage keys of their photos, step pictures and voices, to delete once the transaction has committed and only
 * where nothing else refers to them (see createFileRemoval).
 */
export async function deleteTasks(trx: Executor, ids: number[]): Promise<string[]> {
  const keys: string[] = [];
  for (let index = 0; index < ids.length; index += CHUNK) {
    const chunk = ids.slice(index, index + CHUNK);
    const photos = await trx.selectFrom('task_photos').select('storage_key').where('task_id', 'in', chunk).execute();
    const pictures = await trx
      .selectFrom('subtasks')
      .select(['picture_key', 'picture_preview_key', 'voice_key'])
      .where('task_id', 'in', chunk)
      .where((eb) => eb.or([eb('picture_key', 'is not', null), eb('voice_key', 'is not', null)]))
      .execute();
    await trx.deleteFrom('task_photos').where('task_id', 'in', chunk).execute();
    await trx.deleteFrom('subtasks').where('task_id', 'in', chunk).execute();
    await trx.deleteFrom('tasks').where('id', 'in', chunk).execute();
    keys.push(...photos.map((row) => row.storage_key), ...pictures.flatMap(stepFiles));
  }
  return keys;
}

/**
 * Deletes these steps with their photos and rejections (by the steps' foreign key); answers the storage keys
 * of their photos, pictures and voices, to delete after the commit (see createFileRemoval). The caller runs the
 * completion rule for their task.
 */
export async function deleteSteps(trx: Executor, ids: number[]): Promise<string[]> {
  const keys: string[] = [];
  for (let index = 0; index < ids.length; index += CHUNK) {
    const chunk = ids.slice(index, index + CHUNK);
    const photos = await trx.selectFrom('task_photos').select('storage_key').where('subtask_id', 'in', chunk).execute();
    const pictures = await trx.selectFrom('subtasks').select(['picture_key', 'picture_preview_key', 'voice_key']).where('id', 'in', chunk).execute();
    await trx.deleteFrom('task_photos').where('subtask_id', 'in', chunk).execute();
    await trx.deleteFrom('subtasks').where('id', 'in', chunk).execute();
    keys.push(...photos.map((row) => row.storage_key), ...pictures.flatMap(stepFiles));
  }
  return keys;
}

/**
 * Of these storage keys, the ones no step and no routine refers to any more, which may be deleted: a
 * routine's days share their step pictures' and voices' files. Keys of other files (photos) are answered as given.
 */
async function unreferencedFiles(db: Db, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const referenced = new Set<string>();
  for (let index = 0; index < unique.length; index += CHUNK) {
    const chunk = unique.slice(index, index + CHUNK);
    const rows = await db
      .selectFrom('subtasks')
      .select(['picture_key as key'])
      .where('picture_key', 'in', chunk)
      .union(db.selectFrom('subtasks').select(['picture_preview_key as key']).where('picture_preview_key', 'in', chunk))
      .union(db.selectFrom('task_routine_step_pictures').select(['picture_key as key']).where('picture_key', 'in', chunk))
      .union(db.selectFrom('task_routine_step_pictures').select(['picture_preview_key as key']).where('picture_preview_key', 'in', chunk))
      .union(db.selectFrom('subtasks').select(['voice_key as key']).where('voice_key', 'in', chunk))
      .union(db.selectFrom('task_routine_step_voices').select(['voice_key as key']).where('voice_key', 'in', chunk))
      .execute();
    for (const row of rows) if (row.key !== null) referenced.add(row.key);
  }
  return unique.filter((key) => !referenced.has(key));
}

/** Deletes stored files of the tasks room (photos, step pictures and their previews, step voices). */
export type DeleteFiles = (keys: readonly (string | undefined)[]) => Promise<void>;

/**
 * Files go after their rows are gone, and only those no step or routine still shares (a routine's days
 * share their step pictures and voices); a failure here leaves an orphan file, never a row without its file.
 */
export function createFileRemoval(db: Db, storage: FileStorage): DeleteFiles {
  return async (keys) => {
    const unreferenced = await unreferencedFiles(db, keys.filter((key): key is string => key !== undefined));
    await Promise.allSettled(unreferenced.map((key) => storage.delete(key)));
  };
}

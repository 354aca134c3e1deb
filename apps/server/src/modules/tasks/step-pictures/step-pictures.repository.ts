import type { Db } from '../../../db/database.ts';
import { pictureFiles } from '../shared/files.ts';
import type { StoredPicture } from '../shared/presenter.ts';
import { lookAfter, lookColumns, type LookChange } from '../shared/step-look.ts';
import { setRoutinePicturePreview, shareStepLook } from '../routines/routine-pictures.ts';

/**
 * Sets (or removes) the step's picture or pictogram by the one rule of the two (shared/step-look.ts); a
 * routine's step shares it with the routine and its days from `today` on that nobody started. Answers the
 * storage keys of the pictures it replaced, which the caller deletes once this has committed.
 */
export async function setStepLook(db: Db, stepId: number, change: LookChange, today: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('subtasks')
      .innerJoin('tasks', 'tasks.id', 'subtasks.task_id')
      .select(['subtasks.picture_key', 'subtasks.picture_preview_key', 'subtasks.routine_step', 'tasks.routine_id'])
      .where('subtasks.id', '=', stepId)
      .executeTakeFirst();
    if (!previous) return [];
    const shared =
      previous.routine_id === null || previous.routine_step === null ? [] : await shareStepLook(trx, previous.routine_id, previous.routine_step, change, today);
    await trx.updateTable('subtasks').set(lookColumns(change)).where('id', '=', stepId).execute();
    return [...(lookAfter(change).picture === undefined ? [] : pictureFiles(previous)), ...shared];
  });
}

/** The manager's picture or video above a step's text, and its small preview. */
export function createStepPicturesRepository(db: Db) {
  return {
    /**
     * Sets (or with null, removes) the step's picture; a picture clears the step's pictogram. Answers the
     * earlier picture's storage keys (the picture and its preview), which the caller deletes once this has committed.
     */
    setPicture: (stepId: number, picture: StoredPicture | null, today: string) => setStepLook(db, stepId, { picture }, today),

    /** The step's picture (or video) as stored, if it has one. */
    async pictureOf(stepId: number): Promise<StoredPicture | undefined> {
      const row = await db.selectFrom('subtasks').select(['picture_key', 'picture_type', 'picture_preview_key']).where('id', '=', stepId).executeTakeFirst();
      if (!row || row.picture_key === null || row.picture_type === null) return undefined;
      return { storageKey: row.picture_key, contentType: row.picture_type, previewKey: row.picture_preview_key };
    },

    /**
     * Gives the step's picture a new preview (a video's poster), if the picture is still the one stored
     * under `pictureKey`, and so to every step and routine sharing that file; answers the earlier
     * previews' keys to delete, or undefined when the picture changed (or the step is gone) and nothing was set.
     */
    async setPicturePreview(stepId: number, pictureKey: string, previewKey: string) {
      return db.transaction().execute(async (trx) => {
        const step = await trx.selectFrom('subtasks').select('id').where('id', '=', stepId).where('picture_key', '=', pictureKey).executeTakeFirst();
        if (!step) return undefined;
        // The same video on a routine's other days and on the routine itself: one poster for all.
        const previous = await trx.selectFrom('subtasks').select('picture_preview_key as key').where('picture_key', '=', pictureKey).execute();
        await trx.updateTable('subtasks').set({ picture_preview_key: previewKey }).where('picture_key', '=', pictureKey).execute();
        previous.push(...(await setRoutinePicturePreview(trx, pictureKey, previewKey)));
        return { previousKeys: previous.flatMap((row) => (row.key === null ? [] : [row.key])) };
      });
    },
  };
}

export type StepPicturesRepository = ReturnType<typeof createStepPicturesRepository>;

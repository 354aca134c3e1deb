import type { Db } from '../../../db/database.ts';
import { shareTaskPictogram } from '../routines/routine-pictograms.ts';
import { setStepLook } from '../step-pictures/step-pictures.repository.ts';

/** The library's pictograms on steps and tasks, kept by the symbol's name. */
export function createStepPictogramsRepository(db: Db) {
  return {
    /**
     * Sets (or with null, removes) the step's pictogram; a pictogram replaces the step's picture or video
     * (shared/step-look.ts). Answers the replaced picture's storage keys, to delete once this has committed.
     */
    setStepPictogram: (stepId: number, pictogram: string | null, today: string) => setStepLook(db, stepId, { pictogram }, today),

    /**
     * Sets (or with null, removes) the task's pictogram; on a routine's day it becomes the routine's, and its
     * days from `today` on that nobody started get it (shareTaskPictogram).
     */
    async setTaskPictogram(taskId: number, pictogram: string | null, today: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const task = await trx.selectFrom('tasks').select('routine_id').where('id', '=', taskId).executeTakeFirst();
        if (!task) return;
        if (task.routine_id !== null) await shareTaskPictogram(trx, task.routine_id, pictogram, today);
        await trx.updateTable('tasks').set({ pictogram }).where('id', '=', taskId).execute();
      });
    },
  };
}

export type StepPictogramsRepository = ReturnType<typeof createStepPictogramsRepository>;

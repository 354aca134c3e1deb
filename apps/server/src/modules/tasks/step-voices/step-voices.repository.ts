import type { Db } from '../../../db/database.ts';
import type { StoredVoice } from '../shared/presenter.ts';
import { shareStepVoice } from '../routines/routine-voices.ts';

/** The manager's recorded voice for a step. */
export function createStepVoicesRepository(db: Db) {
  return {
    /**
     * Sets (or with null, removes) the step's voice; on a routine's step, the routine's too (see
     * shareStepVoice). Answers the earlier voices' storage keys, which the caller deletes once this has
     * committed and nothing refers to them any more.
     */
    async setVoice(stepId: number, voice: StoredVoice | null, today: string): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const previous = await trx
          .selectFrom('subtasks')
          .innerJoin('tasks', 'tasks.id', 'subtasks.task_id')
          .select(['subtasks.voice_key', 'subtasks.routine_step', 'tasks.routine_id'])
          .where('subtasks.id', '=', stepId)
          .executeTakeFirst();
        if (!previous) return [];
        const shared =
          previous.routine_id === null || previous.routine_step === null
            ? []
            : await shareStepVoice(trx, previous.routine_id, previous.routine_step, voice, today);
        await trx
          .updateTable('subtasks')
          .set({ voice_key: voice?.storageKey ?? null, voice_type: voice?.contentType ?? null })
          .where('id', '=', stepId)
          .execute();
        return [...(previous.voice_key === null ? [] : [previous.voice_key]), ...shared];
      });
    },
  };
}

export type StepVoicesRepository = ReturnType<typeof createStepVoicesRepository>;

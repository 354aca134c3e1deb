import type { Db } from '../../../db/database.ts';

/** What one batch removed: the photos' files (to delete after the commit) and whose steps changed. */
export interface RemovedPhotos {
  /** How many photos this batch looked at: fewer than asked means none older is left. */
  found: number;
  keys: string[];
  employeeIds: number[];
}

/** The one writer of the retention's changes: `task_photos` rows, and `subtasks.photo_removed_at` with a waiting step's state. */
export function createPhotoRetentionRepository(db: Db) {
  return {
    /**
     * Removes, in one transaction, up to `limit` photos made before `before` (oldest ids first: photos come in
     * time order, so the primary key finds them without an index on created_at), and notes on their steps when.
     */
    async removeBatch(before: number, at: number, limit: number): Promise<RemovedPhotos> {
      return db.transaction().execute(async (trx) => {
        const old = await trx.selectFrom('task_photos').select('id').where('created_at', '<', before).orderBy('id').limit(limit).execute();
        if (old.length === 0) return { found: 0, keys: [], employeeIds: [] };
        // Only what this DELETE removed: a photo replaced in between (the employee sent a new one) is not
        // this sweep's, and its step, now waiting with the new photo, is left alone.
        const removed = await trx
          .deleteFrom('task_photos')
          .where('id', 'in', old.map((row) => row.id))
          .returning(['subtask_id', 'storage_key', 'employee_id'])
          .execute();
        const stepIds = removed.map((row) => row.subtask_id);
        if (stepIds.length > 0) {
          // A photo still waiting for review goes with nothing to review: the step is open again (not done,
          // no completion time), so the manager is not asked to review nothing and the board's count drops.
          // Approving a photo nobody saw would be worse. Done and rejected steps keep their state: what was
          // decided stays decided, and the task's completion (every step done) cannot change here.
          await trx.updateTable('subtasks').set({ done: false, completed_at: null }).where('id', 'in', stepIds).where('done', 'is', null).execute();
          await trx.updateTable('subtasks').set({ photo_removed_at: at }).where('id', 'in', stepIds).execute();
        }
        return {
          found: old.length,
          keys: removed.map((row) => row.storage_key),
          employeeIds: [...new Set(removed.map((row) => row.employee_id))],
        };
      });
    },
  };
}

export type PhotoRetentionRepository = ReturnType<typeof createPhotoRetentionRepository>;

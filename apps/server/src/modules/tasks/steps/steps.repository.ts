import type { Db } from '../../../db/database.ts';
import { refreshCompletion } from '../shared/completion.ts';
import type { InTransaction } from '../shared/deps.ts';
import { deleteSteps } from '../shared/files.ts';
import type { StoredPhoto } from '../shared/presenter.ts';

/** The manager's rejection that `setStepDone` records with done = false (null: none, e.g. the employee unticks). */
export interface Rejection {
  at: number;
  reason: string | null;
  /** The rejecting manager (the owner or a helper). */
  managerId: number;
}

/** One of a step's rejections, as the history answers it. */
export interface StoredRejection {
  reason: string | null;
  at: number;
  managerName: string | null;
}

export interface NewPhoto {
  stepId: number;
  taskId: number;
  employeeId: number;
  name: string;
  storageKey: string;
  contentType: string;
  size: number;
  createdAt: number;
}

/** A task's steps: added, removed, done or rejected, and their photos. Every change runs the completion rule. */
export function createStepsRepository(db: Db) {
  return {
    /** A new step, placed after the task's last one. */
    async insertStep(taskId: number, step: { description: string; needPhoto: boolean; durationMinutes: number | null }): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { last } = await trx
          .selectFrom('subtasks')
          .select((eb) => eb.fn.max('position').as('last'))
          .where('task_id', '=', taskId)
          .executeTakeFirstOrThrow();
        const { id } = await trx
          .insertInto('subtasks')
          .values({
            task_id: taskId,
            description: step.description,
            need_photo: step.needPhoto,
            duration_minutes: step.durationMinutes,
            done: false,
            completed_at: null,
            position: last === null ? 0 : Number(last) + 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await refreshCompletion(trx, taskId);
        return id;
      });
    },

    /** Deletes the step and its photo; answers the storage keys of its photo and picture, where it had them. */
    async deleteStep(stepId: number, taskId: number): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const keys = await deleteSteps(trx, [stepId]);
        await refreshCompletion(trx, taskId);
        return keys;
      });
    },

    /** Done, undone or rejected (with the rejection kept in the step's history); `within` runs first in the transaction. */
    async setStepDone(stepId: number, taskId: number, change: { done: boolean; completedAt: number | null; rejection: Rejection | null }, within?: InTransaction) {
      const { done, completedAt, rejection } = change;
      await db.transaction().execute(async (trx) => {
        await within?.(trx);
        await trx
          .updateTable('subtasks')
          .set((eb) => ({
            done,
            completed_at: completedAt,
            rejected_at: rejection?.at ?? null,
            rejection_reason: rejection?.reason ?? null,
            ...(rejection ? { rejection_count: eb('rejection_count', '+', 1) } : {}),
          }))
          .where('id', '=', stepId)
          .execute();
        if (rejection) {
          await trx
            .insertInto('step_rejections')
            .values({ subtask_id: stepId, reason: rejection.reason, rejected_at: rejection.at, manager_id: rejection.managerId })
            .execute();
        }
        await refreshCompletion(trx, taskId);
      });
    },

    /** The step's rejections, newest first (the same instant: the later row first), at most `limit`. */
    async listRejections(stepId: number, limit: number): Promise<StoredRejection[]> {
      const rows = await db
        .selectFrom('step_rejections')
        .leftJoin('managers', 'managers.id', 'step_rejections.manager_id')
        .select(['step_rejections.reason', 'step_rejections.rejected_at', 'managers.name', 'managers.surname'])
        .where('step_rejections.subtask_id', '=', stepId)
        .orderBy('step_rejections.rejected_at', 'desc')
        .orderBy('step_rejections.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        reason: row.reason,
        at: Number(row.rejected_at),
        managerName: row.name === null ? null : `${row.name} ${row.surname ?? ''}`.trim(),
      }));
    },

    /** Puts the new photo in place of any earlier one and marks the step as waiting for review; answers the earlier photo's key. */
    async replacePhoto(photo: NewPhoto, within?: InTransaction): Promise<string | undefined> {
      return db.transaction().execute(async (trx) => {
        await within?.(trx);
        const previous = await trx.selectFrom('task_photos').select('storage_key').where('subtask_id', '=', photo.stepId).executeTakeFirst();
        await trx.deleteFrom('task_photos').where('subtask_id', '=', photo.stepId).execute();
        await trx
          .insertInto('task_photos')
          .values({
            subtask_id: photo.stepId,
            task_id: photo.taskId,
            employee_id: photo.employeeId,
            name: photo.name,
            storage_key: photo.storageKey,
            content_type: photo.contentType,
            size: photo.size,
            created_at: photo.createdAt,
          })
          .execute();
        // Waiting for review is done = null with a photo (the contract's isWaitingForReview). A new photo ends
        // the note that the retention removed the earlier one.
        await trx
          .updateTable('subtasks')
          .set({ done: null, completed_at: photo.createdAt, rejected_at: null, rejection_reason: null, photo_removed_at: null })
          .where('id', '=', photo.stepId)
          .execute();
        await refreshCompletion(trx, photo.taskId);
        return previous?.storage_key;
      });
    },

    async listPhotos(filter: { taskId: number } | { employeeId: number } | { stepId: number }): Promise<StoredPhoto[]> {
      let query = db.selectFrom('task_photos').select(['id', 'name', 'subtask_id', 'storage_key', 'content_type']);
      if ('taskId' in filter) query = query.where('task_id', '=', filter.taskId);
      else if ('stepId' in filter) query = query.where('subtask_id', '=', filter.stepId);
      else query = query.where('employee_id', '=', filter.employeeId);
      const rows = await query.orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, name: row.name, stepId: row.subtask_id, storageKey: row.storage_key, contentType: row.content_type }));
    },
  };
}

export type StepsRepository = ReturnType<typeof createStepsRepository>;

import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, STEP_REJECTION_HISTORY_LIMIT, type Photo, type Step, type StepRejectionHistory } from '@plan-dan/contract';
import type { Principal } from '../../../platform/auth.ts';
import { now } from '../../../platform/clock.ts';
import { badRequest, forbidden, notFound, payloadTooLarge, taskNotStarted } from '../../../platform/errors.ts';
import { detectFileType } from '../../../platform/file-type.ts';
import { hashingStream, type Claim } from '../../../platform/idempotency.ts';
import type { FileStorage } from '../../../platform/storage.ts';
import type { RoomDeps } from '../shared/deps.ts';
import { decodedPicture, notAnImage } from '../shared/pictures.ts';
import type { Presenter } from '../shared/presenter.ts';
import type { StepsRepository } from './steps.repository.ts';

export interface StepsDeps extends RoomDeps {
  steps: StepsRepository;
  storage: FileStorage;
  present: Pick<Presenter, 'photo'>;
}

/**
 * How the access history tells of a decision on a step: on a photo step it is the review of the photo (named by
 * the step), on another a change of the task. The phone's own ticks are not recorded (the recorder's rule).
 */
const decisionRecord = (step: { needPhoto: boolean; description: string; taskName: string }, done: boolean) =>
  step.needPhoto
    ? ({ action: done ? 'step.approved' : 'step.rejected', detail: step.description } as const)
    : ({ action: 'task.changed', detail: step.taskName } as const);

/**
 * A task's steps and their decisions: the manager adds, removes, approves and rejects (any step); the
 * employee ticks or unticks a step without photo once the task has started, and sends a photo for a step
 * that needs one, which waits for the manager's decision.
 */
export function createStepsService(deps: StepsDeps) {
  const { steps, reads, answers, employeeOwnership, access, changed, deleteFiles, notices, storage, present, recordAccess } = deps;

  const reachStep = async (principal: Principal, stepId: number) => access.ensureReachable(principal, await reads.stepOwnership(stepId), 'subtask');

  /** The step as it is now, after a change (deleted meanwhile: 404). */
  const answer = async (principal: Principal, stepId: number) => {
    const step = await answers.findStep(principal, stepId);
    if (!step) throw notFound('subtask');
    return step;
  };

  return {
    async createStep(principal: Principal, taskId: number, step: { description: string; needPhoto: boolean; durationMinutes: number | null }): Promise<Step> {
      const task = await access.ensureReachable(principal, await reads.taskOwnership(taskId), 'task');
      const stepId = await steps.insertStep(taskId, step);
      changed(task.employeeId);
      await recordAccess({ by: principal, ownership: task, action: 'task.changed', detail: task.taskName });
      return answer(principal, stepId);
    },

    async listSteps(principal: Principal, taskId: number): Promise<Step[]> {
      await access.ensureReachable(principal, await reads.taskOwnership(taskId), 'task');
      return answers.listSteps(principal, taskId);
    },

    async removeStep(principal: Principal, stepId: number): Promise<void> {
      const step = await reachStep(principal, stepId);
      await deleteFiles(await steps.deleteStep(stepId, step.taskId));
      changed(step.employeeId);
      await recordAccess({ by: principal, ownership: step, action: 'task.changed', detail: step.taskName });
    },

    /**
     * The manager approves or rejects (any step); the employee ticks or unticks a step without photo,
     * once the task has started. Photo steps are decided by the manager only.
     */
    async setStepDone(principal: Principal, stepId: number, done: boolean, reason: string | null = null, claim?: Claim): Promise<Step> {
      const step = await reachStep(principal, stepId);
      if (principal.role === 'employee') {
        if (step.needPhoto) throw forbidden();
        if (!step.started) throw taskNotStarted();
        // Unticking is not a rejection: only the manager gives reasons.
        if (reason !== null) throw badRequest({ reason: 'only_the_manager' });
      }
      // An approved photo step counts as finished when the photo came, not when it was approved.
      const completedAt = done ? (step.completedAt ?? now()) : null;
      const rejection = !done && principal.role === 'manager' ? { at: now(), reason, managerId: principal.id } : null;
      const wasDone = (await answers.findTask(step.taskId))?.done === true;
      await steps.setStepDone(stepId, step.taskId, { done, completedAt, rejection }, claim && ((trx) => claim(trx)));
      changed(step.employeeId);
      await recordAccess({ by: principal, ownership: step, ...decisionRecord(step, done) });
      if (principal.role === 'manager') notices({ kind: 'stepDecided', stepId, approved: done, reason });
      // The manager hears of a task the employee finished (one they approved themselves they know of).
      else if (!wasDone && (await answers.findTask(step.taskId))?.done === true) notices({ kind: 'taskDone', taskId: step.taskId });
      return answer(principal, stepId);
    },

    /** The step's rejections, newest first, for whoever reaches the step (the manager reviewing, a helper, the employee). */
    async listRejections(principal: Principal, stepId: number): Promise<StepRejectionHistory> {
      await reachStep(principal, stepId);
      const rows = await steps.listRejections(stepId, STEP_REJECTION_HISTORY_LIMIT);
      return rows.map((row) => ({ reason: row.reason, at: new Date(row.at).toISOString(), by: row.managerName === null ? null : { name: row.managerName } }));
    },

    /** Streams the employee's photo for a step to storage and puts the step up for review. */
    async uploadPhoto(principal: Principal, stepId: number, body: Readable, declaredLength: number | undefined, claim?: Claim): Promise<Photo> {
      const step = await reachStep(principal, stepId);
      if (principal.role !== 'employee') throw forbidden();
      if (!step.needPhoto) throw badRequest({ subtask: 'no_photo_needed' });
      if (!step.started) throw taskNotStarted();
      if (declaredLength !== undefined && declaredLength > MAX_PHOTO_BYTES) throw payloadTooLarge();

      const typed = await detectFileType(body);
      if (!typed || !(PHOTO_TYPES as readonly string[]).includes(typed.mime)) {
        typed?.stream.resume();
        throw notAnImage();
      }
      const createdAt = now();
      const storageKey = `photos/${step.employeeId}/${step.taskId}/${stepId}-${randomUUID()}.${typed.ext}`;
      // The bytes' digest tells a photo sent again (the same key) from another one.
      const hashed = hashingStream(typed.stream);
      const bytes = await decodedPicture(hashed.stream, MAX_PHOTO_BYTES);
      const size = await storage.put(storageKey, Readable.from([bytes]), MAX_PHOTO_BYTES);
      try {
        const photo = { stepId, taskId: step.taskId, employeeId: step.employeeId, name: `${step.taskId}_${stepId}_${createdAt}`, storageKey, contentType: typed.mime, size, createdAt };
        const previousKey = await steps.replacePhoto(photo, claim && ((trx) => claim(trx, hashed.digest())));
        await deleteFiles([previousKey]);
      } catch (error) {
        // Refused, or the same photo sent again at the same time (its key taken): its file goes.
        await deleteFiles([storageKey]);
        throw error;
      }
      changed(step.employeeId);
      notices({ kind: 'photo', stepId });
      const [stored] = await steps.listPhotos({ stepId });
      if (!stored) throw notFound('subtask');
      return present.photo(stored);
    },

    async listPhotos(principal: Principal, filter: { taskId?: number; employeeId?: number }): Promise<Photo[]> {
      if (filter.taskId !== undefined) {
        await access.ensureReachable(principal, await reads.taskOwnership(filter.taskId), 'task');
        return (await steps.listPhotos({ taskId: filter.taskId })).map(present.photo);
      }
      const employeeId = filter.employeeId!;
      await access.ensureReachable(principal, await employeeOwnership(employeeId), 'employee');
      return (await steps.listPhotos({ employeeId })).map(present.photo);
    },
  };
}

export type StepsService = ReturnType<typeof createStepsService>;

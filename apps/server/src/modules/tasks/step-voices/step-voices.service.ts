import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { MAX_STEP_VOICE_BYTES, type Step } from '@plan-dan/contract';
import type { Principal } from '../../../platform/auth.ts';
import { badRequest, forbidden, notFound, payloadTooLarge } from '../../../platform/errors.ts';
import { wholeAudio } from '../../../platform/audio-structure.ts';
import { incompleteUpload } from '../../../platform/file-type.ts';
import { readAtMost } from '../../../platform/image-check.ts';
import type { FileStorage } from '../../../platform/storage.ts';
import type { RoomDeps } from '../shared/deps.ts';
import type { StepVoicesRepository } from './step-voices.repository.ts';

export interface StepVoicesDeps extends Omit<RoomDeps, 'employeeOwnership' | 'notices'> {
  voices: StepVoicesRepository;
  storage: FileStorage;
}

/** Refused when its bytes are none of STEP_VOICE_TYPES (contract constants.ts), or its container is not whole. */
export const notAudio = () => badRequest({ file: 'not_audio' });

/**
 * The manager's recorded voice for a step, which the phone's read-aloud plays. Stored and served like a
 * step picture: checked by its bytes, size-limited, and on a routine's step shared by the routine's days.
 */
export function createStepVoicesService(deps: StepVoicesDeps) {
  const { voices, reads, answers, access, changed, deleteFiles, storage, today, recordAccess } = deps;

  /** The step, reached by the manager (the employee may not change its voice). */
  const reachStep = async (principal: Principal, stepId: number) => {
    const step = await access.ensureReachable(principal, await reads.stepOwnership(stepId), 'subtask');
    if (principal.role !== 'manager') throw forbidden();
    return step;
  };

  return {
    /**
     * The voice, read whole (it is at most MAX_STEP_VOICE_BYTES) and judged by its bytes and its
     * container's structure before anything is stored, so a refused one leaves nothing behind. It
     * replaces any earlier voice: the file is written before the step refers to it, the old one deleted after.
     */
    async setVoice(principal: Principal, stepId: number, body: Readable, declaredLength: number | undefined): Promise<Step> {
      const step = await reachStep(principal, stepId);
      if (declaredLength !== undefined && declaredLength > MAX_STEP_VOICE_BYTES) {
        body.resume();
        throw payloadTooLarge();
      }
      // A client that goes away mid-body is at fault (400), not the server.
      const bytes = await readAtMost(body, MAX_STEP_VOICE_BYTES).catch(() => {
        throw incompleteUpload();
      });
      if (!bytes) throw payloadTooLarge();
      const type = wholeAudio(bytes);
      if (!type) throw notAudio();
      const storageKey = `voices/${step.employeeId}/${step.taskId}/${stepId}-${randomUUID()}.${type.ext}`;
      await storage.put(storageKey, Readable.from([bytes]), MAX_STEP_VOICE_BYTES);
      let previousKeys: string[];
      try {
        previousKeys = await voices.setVoice(stepId, { storageKey, contentType: type.mime }, today());
      } catch (error) {
        await deleteFiles([storageKey]);
        throw error;
      }
      await deleteFiles(previousKeys);
      changed(step.employeeId);
      await recordAccess({ by: principal, ownership: step, action: 'task.changed', detail: step.taskName });
      const answered = await answers.findStep(principal, stepId);
      if (answered) return answered;
      // Deleted meanwhile: its new file goes too.
      await deleteFiles([storageKey]);
      throw notFound('subtask');
    },

    /** Removes the step's voice (and, on a routine's step, the routine's for that place); its file goes once nothing refers to it. */
    async removeVoice(principal: Principal, stepId: number): Promise<Step> {
      const step = await reachStep(principal, stepId);
      await deleteFiles(await voices.setVoice(stepId, null, today()));
      changed(step.employeeId);
      await recordAccess({ by: principal, ownership: step, action: 'task.changed', detail: step.taskName });
      const answered = await answers.findStep(principal, stepId);
      if (!answered) throw notFound('subtask');
      return answered;
    },
  };
}

export type StepVoicesService = ReturnType<typeof createStepVoicesService>;

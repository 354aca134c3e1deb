import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { MAX_PHOTO_BYTES, MAX_STEP_POSTER_BYTES, MAX_STEP_VIDEO_BYTES, STEP_PICTURE_TYPES, type Step } from '@plan-dan/contract';
import type { Principal } from '../../../platform/auth.ts';
import { badRequest, forbidden, notFound, payloadTooLarge } from '../../../platform/errors.ts';
import { detectFileType } from '../../../platform/file-type.ts';
import { makeImagePreview } from '../../../platform/image-preview.ts';
import type { FileStorage } from '../../../platform/storage.ts';
import type { RoomDeps } from '../shared/deps.ts';
import { decodedPicture, notAnImage } from '../shared/pictures.ts';
import { isStepVideoType } from '../shared/presenter.ts';
import type { StepPicturesRepository } from './step-pictures.repository.ts';

/** One of the instruction materials' files (the materials module answers it; app.ts wires it in). */
export type MaterialFileLookup = (
  materialId: number,
) => Promise<{ managerId: number; storageKey: string; contentType: string; size: number } | undefined>;

export interface StepPicturesDeps extends Omit<RoomDeps, 'employeeOwnership' | 'notices'> {
  pictures: StepPicturesRepository;
  storage: FileStorage;
  materialFile: MaterialFileLookup;
}

const isStepPictureType = (mime: string) => (STEP_PICTURE_TYPES as readonly string[]).includes(mime);
/** The task card shows a step's picture 40 px wide: its preview fits in this square (sharp screens included). */
const STEP_PICTURE_PREVIEW_SIZE = 160;

/**
 * The manager's picture or short video above a step's text on the phone. On a routine's step it becomes
 * the routine's picture for that step (routines/routine-pictures.ts).
 */
export function createStepPicturesService(deps: StepPicturesDeps) {
  const { pictures, reads, answers, access, changed, deleteFiles, storage, materialFile, today, recordAccess } = deps;

  /** The step, reached by the manager (the employee may not change its picture). */
  const reachStep = async (principal: Principal, stepId: number) => {
    const step = await access.ensureReachable(principal, await reads.stepOwnership(stepId), 'subtask');
    if (principal.role !== 'manager') throw forbidden();
    return step;
  };

  /** The step after its picture changed; deleted meanwhile, the files `written` for it go too. */
  const answerAfter = async (principal: Principal, stepId: number, written: (string | undefined)[] = []) => {
    const step = await answers.findStep(principal, stepId);
    if (step) return step;
    await deleteFiles(written);
    throw notFound('subtask');
  };

  /** A picture's small preview for the card (a video's comes from the manager's browser: setPicturePoster). */
  const previewOf = (picture: Buffer, name: string) =>
    makeImagePreview(storage, Readable.from([picture]), `previews/${name}.webp`, { size: STEP_PICTURE_PREVIEW_SIZE, maxBytes: MAX_PHOTO_BYTES });

  const service = {
    /**
     * The manager's picture or short video for a step, streamed to storage and checked by its first
     * bytes (a picture within MAX_PHOTO_BYTES, an MP4 or WebM within MAX_STEP_VIDEO_BYTES); it replaces
     * any earlier one of either kind, and the step's pictogram (shared/step-look.ts). The file is written before the step refers to it, the old one (and
     * its preview) deleted after.
     */
    async setPicture(principal: Principal, stepId: number, body: Readable, declaredLength: number | undefined): Promise<Step> {
      const step = await reachStep(principal, stepId);
      if (declaredLength !== undefined && declaredLength > Math.max(MAX_PHOTO_BYTES, MAX_STEP_VIDEO_BYTES)) throw payloadTooLarge();
      const typed = await detectFileType(body);
      const video = typed !== undefined && isStepVideoType(typed.mime);
      if (!typed || !(video || isStepPictureType(typed.mime))) {
        typed?.stream.resume();
        // A video the phones cannot all play (QuickTime, Ogg, Matroska…) is told apart from anything else.
        throw typed?.mime.startsWith('video/') ? badRequest({ file: 'unsupported_video' }) : notAnImage();
      }
      const limit = video ? MAX_STEP_VIDEO_BYTES : MAX_PHOTO_BYTES;
      if (declaredLength !== undefined && declaredLength > limit) {
        typed.stream.resume();
        throw payloadTooLarge();
      }
      const name = `pictures/${step.employeeId}/${step.taskId}/${stepId}-${randomUUID()}`;
      const storageKey = `${name}.${typed.ext}`;
      // A picture must decode (the server decodes no video: its first frame comes from the manager's browser).
      const picture = video ? undefined : await decodedPicture(typed.stream, limit);
      const size = await storage.put(storageKey, picture ? Readable.from([picture]) : typed.stream, limit);
      if (size === 0) throw notAnImage();
      const previewKey = picture && (await previewOf(picture, name));
      const written = [storageKey, previewKey];
      let previousKeys: string[];
      try {
        previousKeys = await pictures.setPicture(stepId, { storageKey, contentType: typed.mime, previewKey: previewKey ?? null }, today());
      } catch (error) {
        await deleteFiles(written);
        throw error;
      }
      await deleteFiles(previousKeys);
      changed(step.employeeId);
      await recordAccess({ by: principal, ownership: step, action: 'task.changed', detail: step.taskName });
      return answerAfter(principal, stepId, written);
    },

    /**
     * A step video's first frame, taken by the manager's browser (the server decodes no video), becomes
     * its small preview for the card and the phone's poster; it replaces an earlier one. 400 when the
     * step's picture is no video; 404 when the video was replaced or removed while the frame came.
     */
    async setPicturePoster(principal: Principal, stepId: number, body: Readable): Promise<Step> {
      const step = await reachStep(principal, stepId);
      const current = await pictures.pictureOf(stepId);
      if (!current || !isStepVideoType(current.contentType)) {
        body.resume();
        throw badRequest({ picture: 'not_a_video' });
      }
      const typed = await detectFileType(body);
      if (!typed || !isStepPictureType(typed.mime)) {
        typed?.stream.resume();
        throw notAnImage();
      }
      // A new key each time: a poster that fails leaves the one the card shows in place.
      const stem = current.storageKey.replace(/\.[^./]+$/, '');
      const previewKey = await makeImagePreview(storage, typed.stream, `previews/${stem}-poster-${randomUUID()}.webp`, {
        size: STEP_PICTURE_PREVIEW_SIZE,
        maxBytes: MAX_PHOTO_BYTES,
        maxSourceBytes: MAX_STEP_POSTER_BYTES,
      });
      if (!previewKey) throw notAnImage();
      const swapped = await pictures.setPicturePreview(stepId, current.storageKey, previewKey);
      if (!swapped) {
        await deleteFiles([previewKey]);
        throw notFound('picture');
      }
      await deleteFiles(swapped.previousKeys);
      changed(step.employeeId);
      // Not in the access history: a poster is the video's own first frame, sent right after the video (recorded then).
      return answerAfter(principal, stepId);
    },

    /**
     * One of the manager's own picture materials as the step's picture: its bytes are copied, so the step
     * keeps its picture when the material is deleted, and go through the same checks as an upload.
     */
    async setPictureFromMaterial(principal: Principal, stepId: number, materialId: number): Promise<Step> {
      await reachStep(principal, stepId);
      const material = await materialFile(materialId);
      if (!material || material.managerId !== principal.id) throw notFound('material');
      if (!isStepPictureType(material.contentType)) throw badRequest({ materialId: 'not_an_image' });
      if (material.size > MAX_PHOTO_BYTES) throw payloadTooLarge();
      const file = await storage.read(material.storageKey);
      if (!file) throw notFound('material');
      return service.setPicture(principal, stepId, file.stream, file.size);
    },

    async removePicture(principal: Principal, stepId: number): Promise<void> {
      const step = await reachStep(principal, stepId);
      await deleteFiles(await pictures.setPicture(stepId, null, today()));
      changed(step.employeeId);
      await recordAccess({ by: principal, ownership: step, action: 'task.changed', detail: step.taskName });
    },
  };
  return service;
}

export type StepPicturesService = ReturnType<typeof createStepPicturesService>;

import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MATERIAL_TYPES, type Material } from '@plan-dan/contract';
import { fileTypeFromBuffer } from 'file-type';
import { isUniqueViolation } from '../../db/database.ts';
import { now } from '../../platform/clock.ts';
import { badRequest, notFound, payloadTooLarge, unsupportedMediaType } from '../../platform/errors.ts';
import { checkPicture } from '../../platform/image-check.ts';
import type { PushNotices } from '../../platform/push-notices.ts';
import type { FileStorage, UploadStore } from '../../platform/storage.ts';
import type { MaterialsRepository, StoredMaterial } from './materials.repository.ts';

/**
 * sharp holds its whole input, to check a picture and to make its preview: a larger picture is
 * refused (at its first bytes, as soon as its type is known), so one upload cannot take gigabytes of
 * the server's memory.
 */
export const MAX_PICTURE_MATERIAL_BYTES = 64 * 1024 * 1024;
/** Enough of a file's start to tell every type we accept (file-type's own sample size). */
const TYPE_SAMPLE_BYTES = 4100;
const ACCEPTED = 'pictures, videos, PDF, ZIP';

/** The kind of a content type the materials accept, or undefined. */
export const kindOf = (contentType: string | undefined) => (contentType ? MATERIAL_TYPES[contentType] : undefined);

/** An upload as tus hands it over: its id, its size and the metadata the browser sent. */
export interface FinishedUpload {
  id: string;
  size?: number;
  metadata?: Record<string, string | null>;
}

export interface MaterialUploadsDependencies {
  materials: MaterialsRepository;
  storage: FileStorage;
  uploads: UploadStore;
  notices: PushNotices;
  /** The material as the API answers it. */
  answer: (material: StoredMaterial) => Material;
  /** The card's preview of a picture, stored under `key`; undefined when none could be made. */
  makePreview: (source: Readable, key: string) => Promise<string | undefined>;
}

/** How finished tus uploads become materials, and what happens to those nobody finished. */
export function createMaterialUploads({ materials, storage, uploads, notices, answer, makePreview }: MaterialUploadsDependencies) {
  const inFlight = new Map<string, Promise<Material>>();

  /** The last PATCH, a HEAD and the sweep may ask at once: one of them makes the material. */
  function finishOnce(managerId: number, upload: FinishedUpload): Promise<Material> {
    let finishing = inFlight.get(upload.id);
    if (!finishing) {
      finishing = finish(managerId, upload).finally(() => inFlight.delete(upload.id));
      inFlight.set(upload.id, finishing);
    }
    return finishing;
  }

  /** The stored upload's type by its first bytes, and its size; undefined when it is gone. */
  async function typeOf(key: string) {
    const head = await storage.read(key, { start: 0, end: TYPE_SAMPLE_BYTES - 1 });
    if (!head) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of head.stream) chunks.push(chunk as Buffer);
    const contentType = (await fileTypeFromBuffer(Buffer.concat(chunks)))?.mime;
    return { contentType, kind: kindOf(contentType), size: head.size };
  }

  /**
   * A picture must decode whole (a PNG cut off half-way looks like one by its first bytes): one that
   * does not is removed and refused, so no card ever shows a picture no phone can.
   */
  async function ensureDecodes(uploadId: string, key: string, size: number) {
    const stored = size <= MAX_PICTURE_MATERIAL_BYTES ? await storage.read(key) : undefined;
    if (size <= MAX_PICTURE_MATERIAL_BYTES && !stored) throw notFound('upload');
    const check = stored ? await checkPicture(stored.stream, { maxBytes: MAX_PICTURE_MATERIAL_BYTES }) : undefined;
    if (check?.ok) return;
    await uploads.datastore.remove(uploadId);
    throw check?.problem === 'undecodable' ? badRequest({ file: 'not_an_image' }) : payloadTooLarge('Picture');
  }

  async function finish(managerId: number, upload: FinishedUpload): Promise<Material> {
    const existing = await materials.findByUpload(upload.id);
    if (existing) return answer(existing);
    const key = uploads.keyOf(upload.id);
    const stored = await typeOf(key);
    if (!stored?.contentType || !stored.kind) {
      await uploads.datastore.remove(upload.id);
      throw unsupportedMediaType(ACCEPTED);
    }
    const { contentType, kind, size } = stored;
    let previewKey: string | undefined;
    if (kind === 'image') {
      await ensureDecodes(upload.id, key, size);
      const whole = await storage.read(key);
      previewKey = whole ? await makePreview(whole.stream, `previews/materials/${upload.id}-${randomUUID()}.webp`) : undefined;
    }
    const material = await materials
      .insert({
        managerId,
        name: (upload.metadata?.title ?? '').trim(),
        contentType,
        kind,
        size,
        uploadId: upload.id,
        storageKey: key,
        previewKey: previewKey ?? null,
        createdAt: now(),
      })
      .then((made) => {
        notices({ kind: 'material', materialId: made.id });
        return made;
      })
      .catch(async (error: unknown) => {
        // Another instance made it meanwhile.
        const made = isUniqueViolation(error) ? await materials.findByUpload(upload.id) : undefined;
        if (!made) throw error;
        if (previewKey) await storage.delete(previewKey);
        return made;
      });
    return answer(material);
  }

  /** An upload's owner (from its metadata) and whether all its bytes are in; undefined when there is none. */
  async function findUpload(uploadId: string) {
    try {
      const upload = await uploads.datastore.getUpload(uploadId);
      const owner = Number(upload.metadata?.managerId);
      return { upload, ownerId: Number.isInteger(owner) ? owner : undefined, complete: upload.size !== undefined && upload.offset === upload.size };
    } catch {
      return undefined;
    }
  }

  return {
    /**
     * A finished upload becomes a material: its type is read from its first bytes (a renamed program
     * is refused and its bytes removed), a picture must decode whole and gets its preview, and the
     * card appears only now. Called again for the same upload (a retried last request), it answers
     * the same material.
     */
    finishUpload: finishOnce,

    /**
     * Unfinished uploads older than the lifetime go; a finished one nobody made a material of (the
     * server stopped between the last byte and the card) becomes its material. Not tus's own
     * clean-up: its file store never records the offset it reached, so it would remove finished
     * uploads, the materials' files among them, a day after they began.
     */
    async sweepUploads(unfinishedLifetimeMs: number): Promise<void> {
      for (const id of await uploads.uploadIds()) {
        const found = await findUpload(id);
        if (!found) continue;
        if (found.complete) {
          if (found.ownerId !== undefined && !(await materials.findByUpload(id))) {
            await finishOnce(found.ownerId, found.upload).catch(() => undefined);
          }
          continue;
        }
        const began = Date.parse(found.upload.creation_date ?? '');
        if (!(now() - began <= unfinishedLifetimeMs)) await uploads.datastore.remove(id).catch(() => undefined);
      }
    },

    upload: findUpload,
  };
}

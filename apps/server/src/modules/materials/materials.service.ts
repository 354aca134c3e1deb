import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { MATERIAL_TYPES, type Material } from '@plan-dan/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { EmployeeOwnership, Principal } from '../../platform/auth.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { now } from '../../platform/clock.ts';
import { badRequest, notFound, unsupportedMediaType } from '../../platform/errors.ts';
import { detectFileType } from '../../platform/file-type.ts';
import { noPushNotices, type PushNotices } from '../../platform/push-notices.ts';
import type { SignedLinks } from '../../platform/signed-links.ts';
import { makeImagePreview } from '../../platform/image-preview.ts';
import type { FileStorage, UploadStore } from '../../platform/storage.ts';
import type { MaterialsRepository, StoredMaterial } from './materials.repository.ts';

/** The cards show previews this wide at most (twice their size on a sharp screen). */
const PREVIEW_SIZE = 480;
const MAX_PREVIEW_BYTES = 2 * 1024 * 1024;
/** A video's first frame, as the browser sends it: a picture of one screen at most. */
const MAX_POSTER_BYTES = 10 * 1024 * 1024;
/**
 * sharp holds its whole input: pictures larger than this get no preview (the card shows a picture
 * tile), so one upload cannot take gigabytes of the server's memory.
 */
const MAX_PREVIEW_SOURCE_BYTES = 64 * 1024 * 1024;
const ACCEPTED = 'pictures, videos, PDF, ZIP';

export interface MaterialsDependencies {
  storage: FileStorage;
  uploads: UploadStore;
  links: SignedLinks;
  employeeOwnership: EmployeeOwnership;
  /** Tells the employees of a new material (push). */
  notices?: PushNotices;
}

/** An upload as tus hands it over: its id, its size and the metadata the browser sent. */
export interface FinishedUpload {
  id: string;
  size?: number;
  metadata?: Record<string, string | null>;
}

/** The kind of a content type the materials accept, or undefined. */
export const kindOf = (contentType: string | undefined) => (contentType ? MATERIAL_TYPES[contentType] : undefined);

export function createMaterialsService(
  materials: MaterialsRepository,
  { storage, uploads, links, employeeOwnership, notices = noPushNotices }: MaterialsDependencies,
) {
  const answer = (material: StoredMaterial): Material => ({
    id: material.id,
    name: material.name,
    contentType: material.contentType,
    kind: material.kind,
    size: material.size,
    downloadURL: links.linkTo(material.storageKey, material.contentType, {
      // A ZIP downloads; under its title rather than the upload's id.
      filename: material.kind === 'zip' ? `${material.name}.zip` : undefined,
    }),
    previewURL: material.previewKey ? links.linkTo(material.previewKey, 'image/webp') : null,
    created: new Date(material.createdAt).toISOString(),
  });

  /** A small WebP of a picture for the cards; none when the picture cannot be read (HEIC, say). */
  const makePreview = (source: Readable, key: string, maxSourceBytes?: number) =>
    makeImagePreview(storage, source, key, { size: PREVIEW_SIZE, maxBytes: MAX_PREVIEW_BYTES, maxSourceBytes });

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

  async function finish(managerId: number, upload: FinishedUpload): Promise<Material> {
    const existing = await materials.findByUpload(upload.id);
    if (existing) return answer(existing);
    const key = uploads.keyOf(upload.id);
    const head = await storage.read(key, { start: 0, end: 4099 });
    const chunks: Buffer[] = [];
    if (head) for await (const chunk of head.stream) chunks.push(chunk as Buffer);
    const contentType = (await fileTypeFromBuffer(Buffer.concat(chunks)))?.mime;
    const kind = kindOf(contentType);
    if (!contentType || !kind || !head) {
      await uploads.datastore.remove(upload.id);
      throw unsupportedMediaType(ACCEPTED);
    }
    const whole = kind === 'image' && head.size <= MAX_PREVIEW_SOURCE_BYTES ? await storage.read(key) : undefined;
    const previewKey = whole ? await makePreview(whole.stream, `previews/materials/${upload.id}-${randomUUID()}.webp`) : undefined;
    const material = await materials.insert({
      managerId,
      name: (upload.metadata?.title ?? '').trim(),
      contentType,
      kind,
      size: head.size,
      uploadId: upload.id,
      storageKey: key,
      previewKey: previewKey ?? null,
      createdAt: now(),
    }).then((made) => {
      notices({ kind: 'material', materialId: made.id });
      return made;
    }).catch(async (error: unknown) => {
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

  /** The manager whose materials the user sees: their own, or an employee's manager's. */
  async function managerOf(principal: Principal): Promise<number> {
    if (principal.role === 'manager') return principal.id;
    const ownership = await employeeOwnership(principal.id);
    if (!ownership) throw notFound('employee');
    return ownership.managerId;
  }

  return {
    async list(principal: Principal): Promise<Material[]> {
      return (await materials.listOfManager(await managerOf(principal))).map(answer);
    },

    /** Deletes the record first, then the file and the preview: never a card without its file. */
    async remove(principal: Principal, id: number): Promise<void> {
      const removed = await materials.delete(principal.id, id);
      if (!removed) throw notFound('material');
      await Promise.allSettled([uploads.datastore.remove(removed.uploadId), removed.previewKey ? storage.delete(removed.previewKey) : undefined]);
    },

    /**
     * A finished upload becomes a material: its type is read from its first bytes (a renamed program
     * is refused and its bytes removed), a picture gets its preview, and the card appears only now.
     * Called again for the same upload (a retried last request), it answers the same material.
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

    /** A video's first frame, taken by the manager's browser, becomes its preview. */
    async savePoster(principal: Principal, id: number, body: Readable): Promise<Material> {
      const material = await materials.find(id);
      if (!material || material.managerId !== principal.id) {
        body.resume();
        throw notFound('material');
      }
      if (material.kind !== 'video') {
        body.resume();
        throw badRequest({ material: 'not_a_video' });
      }
      const typed = await detectFileType(body);
      if (!typed || kindOf(typed.mime) !== 'image') {
        typed?.stream.resume();
        throw badRequest({ file: 'not_an_image' });
      }
      // A new key each time: a poster that fails leaves the one the card shows in place.
      const previewKey = await makePreview(typed.stream, `previews/materials/${material.uploadId}-${randomUUID()}.webp`, MAX_POSTER_BYTES);
      if (!previewKey) throw badRequest({ file: 'not_an_image' });
      await materials.setPreview(id, previewKey);
      if (material.previewKey) await storage.delete(material.previewKey);
      return answer({ ...material, previewKey });
    },
  };
}

export type MaterialsService = ReturnType<typeof createMaterialsService>;

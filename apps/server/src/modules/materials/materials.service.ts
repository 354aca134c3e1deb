import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { Material } from '@plan-dan/contract';
import type { EmployeeOwnership, Principal } from '../../platform/auth.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { detectFileType } from '../../platform/file-type.ts';
import { noPushNotices, type PushNotices } from '../../platform/push-notices.ts';
import type { SignedLinks } from '../../platform/signed-links.ts';
import { makeImagePreview } from '../../platform/image-preview.ts';
import type { FileStorage, UploadStore } from '../../platform/storage.ts';
import { createMaterialUploads, kindOf, MAX_PICTURE_MATERIAL_BYTES } from './material-uploads.service.ts';
import type { MaterialsRepository, StoredMaterial } from './materials.repository.ts';

/** The cards show previews this wide at most (twice their size on a sharp screen). */
const PREVIEW_SIZE = 480;
const MAX_PREVIEW_BYTES = 2 * 1024 * 1024;
/** A video's first frame, as the browser sends it: a picture of one screen at most. */
const MAX_POSTER_BYTES = 10 * 1024 * 1024;

export interface MaterialsDependencies {
  storage: FileStorage;
  uploads: UploadStore;
  links: SignedLinks;
  employeeOwnership: EmployeeOwnership;
  /** Tells the employees of a new material (push). */
  notices?: PushNotices;
}

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
  const makePreview = (source: Readable, key: string, maxSourceBytes = MAX_PICTURE_MATERIAL_BYTES) =>
    makeImagePreview(storage, source, key, { size: PREVIEW_SIZE, maxBytes: MAX_PREVIEW_BYTES, maxSourceBytes });

  /** The manager whose materials the user sees: their own, or an employee's manager's. */
  async function managerOf(principal: Principal): Promise<number> {
    if (principal.role === 'manager') return principal.id;
    const ownership = await employeeOwnership(principal.id);
    if (!ownership) throw notFound('employee');
    return ownership.managerId;
  }

  return {
    ...createMaterialUploads({ materials, storage, uploads, notices, answer, makePreview }),

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
     * A video's first frame, taken by the manager's browser, becomes its preview. What is kept is the
     * preview sharp wrote, never the frame's own bytes, so a frame sharp cannot read is refused.
     */
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

import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { byteLimit, type FileStorage } from './storage.ts';

export interface PreviewOptions {
  /** The preview fits in a square this many pixels wide. */
  size: number;
  /** The preview's own size limit. */
  maxBytes: number;
  /** sharp holds its whole input: a larger source gets no preview. */
  maxSourceBytes?: number;
}

/**
 * A small WebP of a picture, stored under `key` (upright as the camera meant it); undefined when the
 * picture cannot be read (HEIC, say) or is too large, and then nothing is left in storage.
 */
export async function makeImagePreview(storage: FileStorage, source: Readable, key: string, options: PreviewOptions): Promise<string | undefined> {
  const resize = sharp({ failOn: 'error' })
    .rotate()
    .resize(options.size, options.size, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 });
  try {
    await Promise.all([storage.put(key, resize, options.maxBytes), pipeline(source, byteLimit(options.maxSourceBytes ?? Number.MAX_SAFE_INTEGER), resize)]);
    return key;
  } catch {
    source.destroy();
    await storage.delete(key);
    return undefined;
  }
}

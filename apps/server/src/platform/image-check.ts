import type { Readable } from 'node:stream';
import sharp, { type Metadata } from 'sharp';
import { gifIsWhole, heifIsWhole } from './image-structure.ts';

/**
 * The most pixels (all frames of an animation together) a picture may have. The decode below holds
 * one byte per pixel, so this bounds its memory to 200 MB, while the largest phone camera's
 * full-size photo (200 megapixels) still passes.
 */
export const MAX_PICTURE_PIXELS = 200_000_000;

/** What sharp calls the formats a picture may be in: JPEG, PNG, WebP, GIF, and HEIF (HEIC and AVIF). */
const PICTURE_FORMATS = new Set<Metadata['format']>(['jpeg', 'png', 'webp', 'gif', 'heif']);

export type PictureCheck =
  | {
      ok: true;
      format: 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';
      width: number;
      height: number;
      /**
       * True when every pixel was decoded. False only for HEIC: sharp's prebuilt binary has no HEVC
       * decoder, so its container was read and found whole instead (every box complete, and every
       * byte its picture is made of present).
       */
      decoded: boolean;
    }
  | {
      ok: false;
      /**
       * `undecodable`: not a JPEG, PNG, WebP, GIF, HEIC or AVIF, or its bytes do not decode (cut off,
       * broken); `too_large`: more than `maxBytes` bytes, or more than MAX_PICTURE_PIXELS pixels.
       */
      problem: 'undecodable' | 'too_large';
    };

/**
 * Whether a picture's bytes really decode, judged by decoding all of them (every frame of an
 * animation) with sharp, failing on truncated or broken data: a file whose first bytes look like a
 * PNG or JPEG but that no browser could show is `undecodable`. Reads the whole source (sharp holds
 * its whole input), at most `maxBytes` of it; the source is used up or destroyed either way. Rejects
 * only when the source itself fails (storage that cannot be read is no fault of the picture).
 */
export async function checkPicture(source: Readable | Buffer, { maxBytes }: { maxBytes: number }): Promise<PictureCheck> {
  const bytes = Buffer.isBuffer(source) ? (source.length <= maxBytes ? source : undefined) : await readAtMost(source, maxBytes);
  if (!bytes) return { ok: false, problem: 'too_large' };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { failOn: 'error', animated: true, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: 'undecodable' };
  }
  const { format, width, height } = metadata;
  if (!PICTURE_FORMATS.has(format) || !width || !height) return { ok: false, problem: 'undecodable' };
  if (width * height > MAX_PICTURE_PIXELS) return { ok: false, problem: 'too_large' };
  const picture = { ok: true as const, format: format as 'jpeg' | 'png' | 'webp' | 'gif' | 'heif', width, height: metadata.pageHeight ?? height };
  if (format === 'heif' && metadata.compression === 'hevc') {
    return heifIsWhole(bytes) ? { ...picture, decoded: false } : { ok: false, problem: 'undecodable' };
  }
  // sharp's GIF reader shows what frames it finds, so an animation cut short would pass it.
  if (format === 'gif' && !gifIsWhole(bytes)) return { ok: false, problem: 'undecodable' };
  try {
    // One band of raw pixels at full size: every row is decoded, at a byte per pixel instead of three.
    // Not a shrink to a few pixels: it leaves out the last rows when its factor does not divide the height.
    await sharp(bytes, { failOn: 'error', animated: true, limitInputPixels: MAX_PICTURE_PIXELS }).extractChannel(0).raw().toBuffer();
  } catch {
    return { ok: false, problem: 'undecodable' };
  }
  return { ...picture, decoded: true };
}

/** The whole stream in one buffer, or undefined (and the stream destroyed) once it passes `maxBytes`. */
export async function readAtMost(source: Readable, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    length += buffer.length;
    if (length > maxBytes) {
      source.destroy();
      return undefined;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

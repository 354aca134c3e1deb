import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import * as tus from 'tus-js-client';

/** A real PNG picture of the given size. */
export async function buildPng(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/** A PNG picture of noise: it compresses badly, so a part of it is well above the 4 KB read to find a file's type. */
export async function buildNoisyPng(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2878c8', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
}

/**
 * A JPEG whose Huffman table is overwritten: its first bytes are a JPEG's, but no decoder (sharp's or
 * a browser's) can read its picture.
 */
export function breakHuffmanTable(jpeg: Buffer): Buffer {
  const broken = Buffer.from(jpeg);
  const table = broken.indexOf(Buffer.from([0xff, 0xc4]));
  if (table < 0) throw new Error('no Huffman table in this JPEG');
  broken.fill(0xff, table + 4, table + 40);
  return broken;
}

/**
 * A real 64×48 HEIC (HEVC in a HEIF container, as an iPhone writes), made once with libheif's heif-enc:
 * sharp's own binary can neither write nor decode HEVC.
 */
export const TINY_HEIC = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAA' +
  'AA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAACDQACAAEAAAAAAAAA' +
  'AQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAA' +
  'ALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQED' +
  'cAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlz' +
  'cGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGlt' +
  'ZwACAAEAAQAAAhVtZGF0AAACCSgBrxmArz/JeJ9+wn8w45lOGOFxJRsc2DRcCgN4tlrmrGt9v19g1TXmIi4KbBLKlfhBEwHSV1WU' +
  'nrIbq1Lb0l5VJGAv+pFT3fQtzBcxLw8Rp+FyqukBfzZLHK5jgjBy0Q2KMPwsrOXgGaeTJWJDKRgn9c7SkzcKvawoaHXJdhKbon2P' +
  'QbM2cIwqqvwbSHmDkLYoEu1VIb5XZ/E3zjzgZj6VYtBO3tqw2azXJ/7yghtQFwRbMItSGyfvgpAiZ/h9Wkt7iCR9fLQfmYhrhuxy' +
  'uCHjozn+u3iDGiVcVyeqVifsMCuoMD4B99iVyCUbAncbFBpWyZWRqIk8oBO3eVvsy0qiLSJY00JuiawahMRywJ8+pURO1RCG0EgT' +
  'fhExwdMCK+E82gDxVj6CEMPy/OUpT8HxTelDfsucXkfUrQxFHko+wp0LJYmJziZOMzd2c1quNqIKMkwRvP57KnbhsqCjF8lIUDOQ' +
  'qXwu1PiYsJTXQjNSx6rQ9leyKeVpHAx7xbhmWZtzIgRJl+KzxQ3lHJNGQ2CTDVUd4Bh2UBw/hUMBcpZIIyjxMWnXnXdQyuYufTTA' +
  'yXYQmDhA5C20AfosN9J2ryJjPAd1+goIxpiICctzNFgW3yHT6OzmrefQZCCmW55Mw7uirOAnj8Fctd67VR4Mz361P/62wl5awa8m' +
  'cKcRIYWtC8SSlSq4kfq4',
  'base64',
);

/** A JPEG photo of noise: well above the 4 KB read to find a file's type, and no two alike in size. */
export function buildNoisyJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg()
    .toBuffer();
}

/** The first bytes of an MP4 ('ftyp' box), then `size` bytes in all: what file-type reads as a video. */
export function buildMp4(size = 64 * 1024): Buffer {
  const file = Buffer.alloc(size);
  Buffer.from([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0x00, 0x00, 0x00, 0x00, 0x6d, 0x70, 0x34, 0x32, 0x69, 0x73, 0x6f, 0x6d]).copy(file);
  return file;
}

/** An EBML header with the DocType 'webm', then random bytes: a WebM video to file-type, and no two alike. */
export function buildWebm(size = 64 * 1024): Buffer {
  const file = randomBytes(size);
  Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08,
    0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
  ]).copy(file);
  return file;
}

/** A QuickTime movie's `ftyp qt` box, then zeros: a video the step pictures do not take. */
export function buildQuickTime(size = 64 * 1024): Buffer {
  const file = Buffer.alloc(size);
  Buffer.from([0x00, 0x00, 0x00, 0x14, 0x66, 0x74, 0x79, 0x70, 0x71, 0x74, 0x20, 0x20, 0x00, 0x00, 0x00, 0x00, 0x71, 0x74, 0x20, 0x20]).copy(file);
  return file;
}

/** A ZIP's local header, then random bytes: a ZIP to file-type, and no two alike. */
export function buildZip(size: number): Buffer {
  const file = randomBytes(size);
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]).copy(file);
  return file;
}

/** A minimal PDF. */
export function buildPdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'.padEnd(2048, ' '));
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface TusOptions {
  token: string;
  title: string;
  chunkSize?: number;
  /** The type the browser claims, as tus-js-client's usual `filetype` metadata. */
  filetype?: string;
  uploadUrl?: string;
  /** As tus-js-client takes them (none by default: a failure fails the test at once). */
  retryDelays?: number[];
  onProgress?: (sent: number, total: number, upload: tus.Upload) => void;
  /** After each chunk the server answered: how many bytes it has stored in all. */
  onChunkComplete?: (stored: number) => void;
}

/** Starts an upload with the real tus client: `done` settles when it finishes or fails (never after `abort()`). */
export function startTusUpload(origin: string, data: Buffer, options: TusOptions) {
  let upload!: tus.Upload;
  const done = new Promise<{ url: string; materialId: string | null }>((resolve, reject) => {
    upload = new tus.Upload(data, {
      endpoint: `${origin}/api/v1/uploads`,
      uploadUrl: options.uploadUrl,
      chunkSize: options.chunkSize ?? Infinity,
      retryDelays: options.retryDelays ?? [],
      metadata: { title: options.title, filename: 'datoteka', ...(options.filetype ? { filetype: options.filetype } : {}) },
      headers: { authorization: `Bearer ${options.token}` },
      storeFingerprintForResuming: false,
      onProgress: (sent, total) => options.onProgress?.(sent, total, upload),
      onChunkComplete: (_chunk, stored) => options.onChunkComplete?.(stored),
      onSuccess: (payload) => resolve({ url: upload.url!, materialId: payload.lastResponse.getHeader('Plan-Dan-Material-Id') ?? null }),
      onError: reject,
    });
  });
  upload.start();
  return { upload, done };
}

/** Uploads with the real tus client; answers the upload's URL and the material's id. */
export function tusUpload(origin: string, data: Buffer, options: TusOptions) {
  return startTusUpload(origin, data, options).done;
}

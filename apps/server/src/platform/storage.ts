import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from './errors.ts';

/**
 * Where uploaded files live. Files on disk by default; an S3-compatible store can
 * implement the same four calls. Writes are streamed and never held whole in memory.
 */
export interface FileStorage {
  /** Streams the body to `key`, refusing more than `maxBytes`; answers the size written. */
  put(key: string, body: Readable, maxBytes: number): Promise<number>;
  /** A stream of the stored file, or undefined when there is none. */
  read(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  delete(key: string): Promise<void>;
}

export const payloadTooLarge = () => new AppError(413, 'payload_too_large', 'File is too large');

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw new AppError(400, 'validation_failed', 'Invalid file key', { key: 'invalid' });
  }
}

/** Counts bytes on their way through and stops the stream once there are too many. */
export function byteLimit(maxBytes: number): Transform & { bytes: () => number } {
  let seen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(payloadTooLarge());
      else callback(null, chunk);
    },
  });
  return Object.assign(limiter, { bytes: () => seen });
}

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };

  return {
    async put(key, body, maxBytes) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const partial = `${target}.${randomUUID()}.partial`;
      const limiter = byteLimit(maxBytes);
      try {
        await pipeline(body, limiter, createWriteStream(partial));
        await rename(partial, target);
        return limiter.bytes();
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async read(key) {
      const file = resolve(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch {
        return undefined;
      }
    },

    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

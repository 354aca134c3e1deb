import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import { badRequest, payloadTooLarge } from './errors.ts';

/** A part of a file, as an HTTP Range asks for it: from `start` to `end`, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where resumable (tus) uploads are written, and the storage key a finished one is read by. */
export interface UploadStore {
  datastore: DataStore;
  keyOf(uploadId: string): string;
  /** Every upload in the store, finished or not (for the sweep of finished uploads nobody made a material of). */
  uploadIds(): Promise<string[]>;
}

/**
 * Where uploaded files live: on disk (here) by default, or in an S3-compatible bucket
 * (s3-storage.ts). Writes are streamed and never held whole in memory.
 */
export interface FileStorage {
  /** Streams the body to `key`, refusing more than `maxBytes`; answers the size written. */
  put(key: string, body: Readable, maxBytes: number): Promise<number>;
  /** A stream of the stored file (or of `range` of it) and the whole file's size; undefined when there is none. */
  read(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined>;
  /** The whole file's size, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  delete(key: string): Promise<void>;
  /**
   * The tus store for resumable uploads, writing where this storage reads: a finished upload stays
   * where it was written (no copy of a 2 GB video) and is read by `keyOf(uploadId)`.
   */
  uploadStore(options: { expirationMs: number }): UploadStore;
  /** Lets go of connections (S3's); the app calls it when it closes. */
  close(): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw badRequest({ key: 'invalid' });
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

    async read(key, range) {
      const file = resolve(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file, range), size };
      } catch {
        return undefined;
      }
    },

    async size(key) {
      const file = resolve(key);
      try {
        return (await stat(file)).size;
      } catch {
        return undefined;
      }
    },

    async delete(key) {
      await rm(resolve(key), { force: true });
    },

    uploadStore({ expirationMs }) {
      const directory = path.join(root, UPLOADS_FOLDER);
      return {
        datastore: new FileStore({ directory, expirationPeriodInMilliseconds: expirationMs }),
        keyOf: (uploadId) => `${UPLOADS_FOLDER}/${uploadId}`,
        // The file store keeps each upload's state beside it as <id>.json.
        uploadIds: async () =>
          (await readdir(directory).catch(() => [])).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length)),
      };
    },

    async close() {},
  };
}

/** Resumable uploads, finished or not, live in this folder of the storage. */
const UPLOADS_FOLDER = 'uploads';

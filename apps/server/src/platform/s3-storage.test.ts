import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { HeadObjectCommand, ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { ERRORS, Upload as TusUpload, type DataStore } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, type TestBucket } from '../../test/s3.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** The S3 storage against a real S3 server (Swift, started for the run by test/global-setup.ts). */
let bucket: TestBucket;
let storage: FileStorage;
beforeAll(async () => {
  bucket = await createTestBucket();
  storage = await createS3Storage(bucket.settings);
});
afterAll(async () => {
  await storage?.close();
  await bucket?.drop();
});

const MiB = 1024 * 1024;
/** The data as a stream of 64 KiB pieces, as a request body arrives. */
const streamOf = (data: Buffer) => Readable.from(Array.from({ length: Math.ceil(data.length / 65_536) }, (_, i) => data.subarray(i * 65_536, (i + 1) * 65_536)));
const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const multipartUploads = async () => (await bucket.client.send(new ListMultipartUploadsCommand({ Bucket: bucket.settings.bucket }))).Uploads ?? [];
const statusOf = (promise: Promise<unknown>) => promise.then(() => 'stored', (error: { statusCode?: number }) => error.statusCode);

describe('files in S3', () => {
  it('stores a streamed file, reads it whole and in ranges, tells its size and deletes it', async () => {
    const data = randomBytes(300_000);
    const key = 'photos/1/2/3-first.jpg';
    expect(await storage.put(key, streamOf(data), MiB)).toBe(data.length);
    expect(await bucket.keys()).toContain(key);

    const whole = await storage.read(key);
    expect(whole!.size).toBe(data.length);
    expect((await bytesOf(whole!.stream)).equals(data)).toBe(true);
    const part = await storage.read(key, { start: 1000, end: 1999 });
    expect(part!.size).toBe(data.length);
    expect((await bytesOf(part!.stream)).equals(data.subarray(1000, 2000))).toBe(true);
    const tail = await storage.read(key, { start: data.length - 10, end: data.length + 500 });
    expect((await bytesOf(tail!.stream)).equals(data.subarray(data.length - 10))).toBe(true);
    // Past the end reads as nothing, as a file on disk does.
    const past = await storage.read(key, { start: data.length, end: data.length + 10 });
    expect(past!.size).toBe(data.length);
    expect((await bytesOf(past!.stream)).length).toBe(0);
    expect(await storage.size(key)).toBe(data.length);
    // Stored as plain bytes: the bucket never calls anything a page or a picture by itself.
    expect((await bucket.client.send(new HeadObjectCommand({ Bucket: bucket.settings.bucket, Key: key }))).ContentType).toBe('application/octet-stream');

    await storage.delete(key);
    expect(await storage.size(key)).toBeUndefined();
    expect(await storage.read(key)).toBeUndefined();
    expect(await storage.read(key, { start: 0, end: 10 })).toBeUndefined();
    await storage.delete(key);
    expect(await bucket.keys()).not.toContain(key);
  });

  it('writes a file larger than one part in parts, and reads the same bytes back', async () => {
    const data = randomBytes(12 * MiB + 123);
    expect(await storage.put('previews/large.bin', streamOf(data), 20 * MiB)).toBe(data.length);
    expect((await bytesOf((await storage.read('previews/large.bin'))!.stream)).equals(data)).toBe(true);
    const middle = await storage.read('previews/large.bin', { start: 5 * MiB - 10, end: 5 * MiB + 9 });
    expect((await bytesOf(middle!.stream)).equals(data.subarray(5 * MiB - 10, 5 * MiB + 10))).toBe(true);
    await storage.delete('previews/large.bin');
  });

  it('refuses a file over the limit with 413 and leaves no object behind, in one PUT or in parts', async () => {
    expect(await statusOf(storage.put('photos/too-large-small.jpg', streamOf(randomBytes(5000)), 1000))).toBe(413);
    // 8 MiB against a 6 MiB limit: the first 5 MiB part is sent before the limit is reached.
    expect(await statusOf(storage.put('photos/too-large-parts.jpg', streamOf(randomBytes(8 * MiB)), 6 * MiB))).toBe(413);
    const keys = await bucket.keys();
    expect(keys.filter((key) => key.includes('too-large'))).toEqual([]);
    expect((await multipartUploads()).filter((upload) => upload.Key?.includes('too-large'))).toEqual([]);
    // Exactly at the limit is fine.
    expect(await storage.put('photos/at-limit.jpg', streamOf(randomBytes(1000)), 1000)).toBe(1000);
  });

  it('stores nothing from a body that fails midway (a phone that lost its connection)', async () => {
    const failing = new Readable({ read() {} });
    failing.push(randomBytes(6 * MiB));
    setImmediate(() => failing.destroy(new Error('connection lost')));
    await expect(storage.put('photos/cut-off.jpg', failing, 20 * MiB)).rejects.toThrow('connection lost');
    expect((await bucket.keys()).filter((key) => key.includes('cut-off'))).toEqual([]);
    expect((await multipartUploads()).filter((upload) => upload.Key?.includes('cut-off'))).toEqual([]);
  });

  it('refuses keys that could reach outside the files, before asking S3', async () => {
    for (const key of ['../app.db', 'photos/../../x', '/etc/passwd', 'photos//x', 'Photos/X.JPG']) {
      expect(await statusOf(storage.put(key, streamOf(Buffer.from('x')), 10)), key).toBe(400);
      expect(await statusOf(storage.read(key)), key).toBe(400);
      expect(await statusOf(storage.delete(key)), key).toBe(400);
    }
  });

  it('stops the start with a clear message when the bucket is missing or the keys are refused', async () => {
    await expect(createS3Storage({ ...bucket.settings, bucket: 'plan-dan-no-such-bucket' })).rejects.toThrow(
      /bucket plan-dan-no-such-bucket at http:\/\/127\.0\.0\.1:\d+ cannot be used: it does not exist/,
    );
    await expect(createS3Storage({ ...bucket.settings, secretAccessKey: 'wrong' })).rejects.toThrow(/cannot be used: the keys are refused/);
  });
});

describe('tus uploads in S3', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const newUpload = (size: number, metadata: Record<string, string> = {}) =>
    new TusUpload({ id: randomBytes(16).toString('hex'), size, offset: 0, metadata });
  const write = (store: DataStore, id: string, offset: number, data: Buffer) => store.write(streamOf(data), id, offset);

  it('writes the upload where the storage reads it: the finished file is read by its key, and removed with its state', async () => {
    const uploads = storage.uploadStore({ expirationMs: DAY });
    const data = randomBytes(9 * MiB);
    const upload = newUpload(data.length, { contentType: 'video/mp4' });
    await uploads.datastore.create(upload);
    expect(await uploads.uploadIds()).toContain(upload.id);
    // Less than S3's smallest part first: kept aside and sent with the next bytes.
    expect(await write(uploads.datastore, upload.id, 0, data.subarray(0, MiB))).toBe(MiB);
    expect((await uploads.datastore.getUpload(upload.id)).offset).toBe(MiB);
    expect(await write(uploads.datastore, upload.id, MiB, data.subarray(MiB))).toBe(data.length);
    const finished = await uploads.datastore.getUpload(upload.id);
    expect([finished.offset, finished.size]).toEqual([data.length, data.length]);

    const key = uploads.keyOf(upload.id);
    expect(await storage.size(key)).toBe(data.length);
    expect((await bytesOf((await storage.read(key))!.stream)).equals(data)).toBe(true);
    // The type it is stored as comes from the upload's `contentType`.
    expect((await bucket.client.send(new HeadObjectCommand({ Bucket: bucket.settings.bucket, Key: key }))).ContentType).toBe('video/mp4');

    await uploads.datastore.remove(upload.id);
    expect((await bucket.keys()).filter((name) => name.startsWith(upload.id))).toEqual([]);
    expect(await uploads.uploadIds()).not.toContain(upload.id);
    await expect(uploads.datastore.remove(upload.id)).rejects.toBe(ERRORS.FILE_NOT_FOUND);
  });

  it('removes an unfinished upload with the bytes kept aside, and lists only uploads', async () => {
    const uploads = storage.uploadStore({ expirationMs: DAY });
    const upload = newUpload(3 * MiB);
    await uploads.datastore.create(upload);
    await write(uploads.datastore, upload.id, 0, randomBytes(1000));
    expect((await bucket.keys()).filter((name) => name.startsWith(upload.id)).sort()).toEqual([`${upload.id}.info`, `${upload.id}.part`]);
    await storage.put('previews/materials/not-an-upload.webp', streamOf(randomBytes(10)), 100);
    expect((await uploads.uploadIds()).every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);

    await uploads.datastore.remove(upload.id);
    expect((await bucket.keys()).filter((name) => name.startsWith(upload.id))).toEqual([]);
    expect((await multipartUploads()).filter((multipart) => multipart.Key === upload.id)).toEqual([]);
  });

  it('tells every instance where an upload stands, never an old answer of its own', async () => {
    // Two stores stand for two server instances on one bucket.
    const first = storage.uploadStore({ expirationMs: DAY });
    const secondStorage = await createS3Storage(bucket.settings);
    try {
      const second = secondStorage.uploadStore({ expirationMs: DAY });
      const data = randomBytes(6 * MiB);
      const upload = newUpload(data.length);
      await first.datastore.create(upload);
      expect((await second.datastore.getUpload(upload.id)).offset).toBe(0);
      await write(first.datastore, upload.id, 0, data.subarray(0, 2 * MiB));
      expect((await second.datastore.getUpload(upload.id)).offset).toBe(2 * MiB);
      await write(second.datastore, upload.id, 2 * MiB, data.subarray(2 * MiB));
      expect((await first.datastore.getUpload(upload.id)).offset).toBe(data.length);
      await second.datastore.remove(upload.id);
      await expect(first.datastore.getUpload(upload.id)).rejects.toBe(ERRORS.FILE_NOT_FOUND);
    } finally {
      await secondStorage.close();
    }
  });
});

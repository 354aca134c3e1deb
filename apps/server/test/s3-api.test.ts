import { randomBytes } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { Material, Photo, Step, TaskWithSteps } from '@plan-dan/contract';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { addTask, createTestApp, managerWithEmployee, TINY_PNG, type TestApp } from './helpers.ts';
import { sha256, startTusUpload, tusUpload } from './uploads.ts';

/**
 * The API with its files in S3 (a real S3 server, Swift), whatever STORAGE the run has: material
 * uploads through tus into the bucket, downloads through the signed link, step photos. Two app
 * instances on one database and one bucket stand for two servers behind a proxy.
 */
let app: TestApp;
let second: App;
let origin: string;
let secondOrigin: string;
beforeAll(async () => {
  app = await createTestApp({ materialMaxBytes: 64 * 1024 * 1024 }, { storage: 's3' });
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
  second = await buildApp({ ...app.config, port: 0 });
  secondOrigin = await second.server.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => {
  await second?.server.close();
  await app?.close();
});

type Auth = Record<string, string>;
const tokenOf = (auth: Auth) => auth.authorization!.replace('Bearer ', '');
const materialsOf = async (auth: Auth, at = app.server) => (await at.inject({ method: 'GET', url: '/api/v1/materials', headers: auth })).json<Material[]>();
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const contentTypeInBucket = async (key: string) =>
  (await app.bucket!.client.send(new HeadObjectCommand({ Bucket: app.bucket!.settings.bucket, Key: key }))).ContentType;
/** A photo of noise, about 10 MB as PNG: more than one of S3's parts. */
const largePicture = () =>
  sharp({ create: { width: 2000, height: 1700, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
const uploadIdOf = (url: string) => url.split('/').pop()!;

describe('materials in S3', () => {
  it('takes a picture paused on one instance and resumed on the other: stored once in the bucket, byte for byte, with its preview', { timeout: 180_000 }, async () => {
    const { manager } = await managerWithEmployee(app);
    const picture = await largePicture();
    expect(picture.length).toBeGreaterThan(9 * 1024 * 1024);
    const token = tokenOf(manager.auth);

    let paused!: () => void;
    const pausedOnce = new Promise<void>((resolve) => (paused = resolve));
    const first = startTusUpload(origin, picture, {
      token,
      title: 'Velika slika',
      filetype: 'image/png',
      chunkSize: 4 * 1024 * 1024,
      onProgress: (sent, _total, upload) => {
        if (sent >= 5 * 1024 * 1024) void upload.abort().then(paused);
      },
    });
    await pausedOnce;
    const path = new URL(first.upload.url!).pathname;
    const where = await fetch(`${secondOrigin}${path}`, { method: 'HEAD', headers: { ...manager.auth, 'Tus-Resumable': '1.0.0' } });
    const offset = Number(where.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(4 * 1024 * 1024);
    expect(offset).toBeLessThan(picture.length);
    expect(await materialsOf(manager.auth)).toEqual([]);

    let resumedFrom = -1;
    const { materialId } = await tusUpload(secondOrigin, picture, {
      token,
      title: 'Velika slika',
      chunkSize: 4 * 1024 * 1024,
      uploadUrl: `${secondOrigin}${path}`,
      // The first instance may still be storing the chunk whose request was aborted (on SQLite no lock is shared
      // between instances): its offset then moves under the resume, which gets 409 and, as the manager's app does
      // (material-upload.ts), asks for the offset again and goes on from there.
      retryDelays: [0, 250, 1000, 2000],
      onProgress: (sent) => {
        if (resumedFrom < 0) resumedFrom = sent;
      },
    });
    expect(resumedFrom).toBeGreaterThanOrEqual(offset);
    const [material] = await materialsOf(manager.auth);
    expect(material).toMatchObject({ id: Number(materialId), kind: 'image', contentType: 'image/png', size: picture.length });
    expect(sha256(await bytesOf(await fetch(`${origin}${material!.downloadURL}`)))).toBe(sha256(picture));
    const preview = await bytesOf(await fetch(`${secondOrigin}${material!.previewURL!}`));
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'webp', width: 480 });

    // The upload is the material's file: no copy, its tus state beside it, the preview apart.
    const id = uploadIdOf(path);
    const keys = (await app.bucket!.keys()).filter((key) => key.includes(id));
    expect(keys).toEqual([id, `${id}.info`, expect.stringMatching(new RegExp(`^previews/materials/${id}-[0-9a-f-]+\\.webp$`))]);
    // The bucket keeps it as the type the browser claimed, once that is a type we accept.
    expect(await contentTypeInBucket(id)).toBe('image/png');

    expect((await app.server.inject({ method: 'DELETE', url: `/api/v1/materials/${material!.id}`, headers: manager.auth })).statusCode).toBe(204);
    expect((await app.bucket!.keys()).filter((key) => key.includes(id))).toEqual([]);
  });

  it('keeps a claimed type it does not accept out of the bucket, and serves by the bytes', async () => {
    const { manager } = await managerWithEmployee(app);
    const { url } = await tusUpload(origin, TINY_PNG, { token: tokenOf(manager.auth), title: 'Stranica', filetype: 'text/html' });
    expect(await contentTypeInBucket(uploadIdOf(url))).toBe('application/octet-stream');
    const [material] = await materialsOf(manager.auth);
    const file = await fetch(`${origin}${material!.downloadURL}`);
    expect(file.headers.get('content-type')).toBe('image/png');
  });

  it('serves files from the bucket only through the signed link: ranges 206 with nosniff, a tampered or expired link 403', async () => {
    const { manager } = await managerWithEmployee(app);
    const video = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), randomBytes(300_000)]);
    const { url } = await tusUpload(origin, video, { token: tokenOf(manager.auth), title: 'Video' });
    const [material] = await materialsOf(manager.auth);
    expect(material!.kind).toBe('video');

    const part = await fetch(`${origin}${material!.downloadURL}`, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('x-content-type-options')).toBe('nosniff');
    expect(part.headers.get('content-security-policy')).toMatch(/sandbox$/);
    expect((await bytesOf(part)).equals(video.subarray(1000, 2000))).toBe(true);
    const seek = await fetch(`${secondOrigin}${material!.downloadURL}`, { headers: { range: `bytes=${video.length - 100}-` } });
    expect(seek.status).toBe(206);
    expect((await bytesOf(seek)).equals(video.subarray(video.length - 100))).toBe(true);
    const outside = await fetch(`${origin}${material!.downloadURL}`, { headers: { range: `bytes=${video.length}-` } });
    expect(outside.status).toBe(416);

    const link = new URL(material!.downloadURL, origin);
    const signature = link.searchParams.get('signature')!;
    link.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    expect((await fetch(link)).status).toBe(403);
    const expired = new URL(material!.downloadURL, origin);
    expired.searchParams.set('expires', String(Date.now() - 1000));
    expect((await fetch(expired)).status).toBe(403);
    // Nobody without the keys reads the bucket itself.
    const direct = await fetch(`${app.config.s3!.endpoint}/${app.config.s3!.bucket}/${uploadIdOf(url)}`);
    expect(direct.ok).toBe(false);
    expect((await bytesOf(direct)).includes(video.subarray(100, 200))).toBe(false);
  });
});

describe('step photos in S3', () => {
  it('stores a step photo in the bucket, serves it by its link on either instance, and removes it with the task', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id);
    await app.server.inject({ method: 'PUT', url: `/api/v1/task/start/${task.id}`, headers: phone.auth });
    const tasks = (await app.server.inject({ method: 'GET', url: `/api/v1/task/${employee.id}?include=subtasks`, headers: manager.auth })).json<TaskWithSteps[]>();
    const photoStep = tasks.find((t) => t.id === task.id)!.subtasks.find((s: Step) => s.needPhoto)!;
    const sent = await app.server.inject({
      method: 'POST',
      url: `/api/v1/task/sub/${photoStep.id}/photo`,
      headers: { ...phone.auth, 'content-type': 'image/png' },
      payload: TINY_PNG,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const photo = sent.json<Photo>();
    const key = decodeURIComponent(new URL(photo.downloadURL, origin).pathname.replace('/api/v1/files/', ''));
    expect(key).toMatch(new RegExp(`^photos/${employee.id}/${task.id}/${photoStep.id}-`));
    expect(await app.bucket!.keys()).toContain(key);
    for (const at of [origin, secondOrigin]) {
      const file = await fetch(`${at}${photo.downloadURL}`);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect((await bytesOf(file)).equals(TINY_PNG)).toBe(true);
    }

    expect((await second.server.inject({ method: 'DELETE', url: `/api/v1/task/${task.id}`, headers: manager.auth })).statusCode).toBe(204);
    expect(await app.bucket!.keys()).not.toContain(key);
    expect((await fetch(`${origin}${photo.downloadURL}`)).status).toBe(404);
  });
});

describe.runIf(process.env.DATABASE_URL)('one upload on two instances (PostgreSQL)', () => {
  it('a request on the second instance asks the first to let go of the upload, then goes on from the bytes the first received', { timeout: 120_000 }, async () => {
    const { manager } = await managerWithEmployee(app);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]), randomBytes(3 * 1024 * 1024)]);
    const tus = { ...manager.auth, 'Tus-Resumable': '1.0.0' };
    const metadata = `title ${Buffer.from('Arhiva').toString('base64')}`;
    const created = await fetch(`${origin}/api/v1/uploads`, { method: 'POST', headers: { ...tus, 'Upload-Length': String(zip.length), 'Upload-Metadata': metadata } });
    expect(created.status).toBe(201);
    const path = created.headers.get('location')!;

    // A PATCH on the first instance sends 1 MiB and then stalls, holding the upload's lock.
    const sentFirst = 1024 * 1024;
    let stall!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stall = controller;
        controller.enqueue(zip.subarray(0, sentFirst));
      },
    });
    const stalled = fetch(`${origin}${path}`, {
      method: 'PATCH',
      headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body,
      duplex: 'half',
    } as RequestInit).catch(() => undefined);
    const database = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await database.connect();
    try {
      await vi.waitFor(
        async () => {
          const { rows } = await database.query("select 1 from pg_locks l join pg_stat_activity a on a.pid = l.pid where l.locktype = 'advisory' and l.granted and a.application_name = $1", [
            `plan_dan_upload_locks_${app.config.databaseSchema}`,
          ]);
          expect(rows).toHaveLength(1);
        },
        { timeout: 10_000 },
      );
    } finally {
      await database.end();
    }

    // Asked on the second instance, the first ends its request (after tus's 3 s grace) and keeps what came.
    const where = await fetch(`${secondOrigin}${path}`, { method: 'HEAD', headers: tus });
    expect(where.status).toBe(200);
    expect(Number(where.headers.get('upload-offset'))).toBe(sentFirst);
    stall.close();
    await stalled;

    const rest = await fetch(`${secondOrigin}${path}`, {
      method: 'PATCH',
      headers: { ...tus, 'Upload-Offset': String(sentFirst), 'Content-Type': 'application/offset+octet-stream' },
      body: zip.subarray(sentFirst),
    });
    expect(rest.status).toBe(204);
    const materialId = Number(rest.headers.get('plan-dan-material-id'));
    const material = (await materialsOf(manager.auth, second.server)).find((m) => m.id === materialId)!;
    expect(material).toMatchObject({ kind: 'zip', size: zip.length });
    expect(sha256(await bytesOf(await fetch(`${origin}${material.downloadURL}`)))).toBe(sha256(zip));
  });
});

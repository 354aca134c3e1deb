import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, managerWithEmployee, type TestApp } from '../../../../test/helpers.ts';

/**
 * The export of an employee with a year of photos (issue 35) streams: the server's and this client's memory
 * (one process) grows far less than the ZIP it sends. The rows and stored files are written directly, as the
 * API would have over a year, so the seed is quick; the download is a real HTTP request read as a stream
 * (inject would hold the whole answer).
 */
const DAYS = 365;
const PHOTO_STEPS_PER_DAY = 2;
const PHOTO_BYTES = 150 * 1024;
const DAY_MS = 86_400_000;

let app: TestApp;
let origin: string;
let ctx: Awaited<ReturnType<typeof managerWithEmployee>>;

async function storeFile(key: string, data: Buffer) {
  if (app.bucket) {
    await app.bucket.client.send(new PutObjectCommand({ Bucket: app.bucket.settings.bucket, Key: key, Body: data }));
    return;
  }
  const file = path.join(app.config.dataDir, 'files', key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

/** A year of finished tasks, each with two photo steps and their photos (~150 KB of bytes each: the ZIP stores them as they are). */
async function seedYearOfPhotos(employeeId: number) {
  const start = Date.UTC(2025, 0, 1, 8);
  const tasks = await app.db
    .insertInto('tasks')
    .values(
      Array.from({ length: DAYS }, (_, day) => ({
        employee_id: employeeId,
        task_name: 'Poslikati radno mjesto',
        description: 'Svaki dan',
        due_date: new Date(start + day * DAY_MS).toISOString().slice(0, 10),
        due_time: '09:00',
        priority: false,
        done: true,
        started_at: start + day * DAY_MS,
        ended_at: start + day * DAY_MS + 600_000,
        due_local_at: start + day * DAY_MS + 3_600_000,
        created_at: start + day * DAY_MS - 3_600_000,
      })),
    )
    .returning('id')
    .execute();
  const steps = await app.db
    .insertInto('subtasks')
    .values(tasks.flatMap((task) => Array.from({ length: PHOTO_STEPS_PER_DAY }, (_, index) => ({ task_id: task.id, description: `Fotografija ${index + 1}`, need_photo: true, done: true }))))
    .returning(['id', 'task_id'])
    .execute();
  const filler = randomBytes(PHOTO_BYTES);
  const photos = steps.map((step) => ({
    subtask_id: step.id,
    task_id: step.task_id,
    employee_id: employeeId,
    name: `${step.id}.jpg`,
    storage_key: `photos/${employeeId}/${step.task_id}/${step.id}-godina.jpg`,
    content_type: 'image/jpeg',
    size: PHOTO_BYTES,
    created_at: start,
  }));
  await app.db.insertInto('task_photos').values(photos).execute();
  for (let index = 0; index < photos.length; index += 20) {
    await Promise.all(photos.slice(index, index + 20).map((photo) => storeFile(photo.storage_key, filler)));
  }
}

beforeAll(async () => {
  app = await createTestApp();
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
  ctx = await managerWithEmployee(app);
  await seedYearOfPhotos(ctx.employee.id);
}, 300_000);
afterAll(async () => app?.close());

const memory = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};
/**
 * A full collection before each sample, so what is measured is what the export holds on to, not garbage not
 * yet collected: the test runner exposes no `gc`, so V8's flag is set and the function taken from a new context.
 */
v8.setFlagsFromString('--expose-gc');
const collect = ((globalThis as { gc?: () => void }).gc ?? vm.runInNewContext('gc')) as () => void;
/** Bytes received between two samples. */
const SAMPLE_EVERY_BYTES = 4 * 1024 * 1024;

describe('the export of a year of photos', () => {
  it('streams: memory grows far less than the ZIP', { timeout: 300_000 }, async () => {
    collect();
    const before = memory();
    let peak = before;
    let bytes = 0;
    let nextSample = SAMPLE_EVERY_BYTES;
    let tail = Buffer.alloc(0);
    const { status, type } = await new Promise<{ status: number; type: string }>((resolve, reject) => {
      const request = http.get(`${origin}/api/v1/child/${ctx.employee.id}/export`, { headers: ctx.manager.auth }, (response) => {
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          tail = Buffer.concat([tail, chunk]).subarray(-22);
          if (bytes < nextSample) return;
          nextSample += SAMPLE_EVERY_BYTES;
          collect();
          peak = Math.max(peak, memory());
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']) }));
        response.on('error', reject);
      });
      request.on('error', reject);
    });
    expect(status).toBe(200);
    expect(type).toBe('application/zip');
    const photoBytes = DAYS * PHOTO_STEPS_PER_DAY * PHOTO_BYTES;
    expect(bytes).toBeGreaterThan(photoBytes);
    // The ZIP ended whole: its last record is the end of the central directory (no comment).
    expect(tail.readUInt32LE(0)).toBe(0x06054b50);
    expect(tail.readUInt16LE(10)).toBe(DAYS * PHOTO_STEPS_PER_DAY + 7);
    const growth = peak - before;
    console.info(`export of a year of photos: ZIP ${(bytes / 1e6).toFixed(1)} MB, memory growth at most ${(growth / 1e6).toFixed(1)} MB`);
    expect(growth).toBeLessThan(Math.min(bytes / 4, 64 * 1024 * 1024));
  });
});

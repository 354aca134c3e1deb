import type { Photo } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTask, createTestApp, managerWithEmployee, registerAndLogin, storedFiles, TINY_PNG, type TestApp } from '../../../test/helpers.ts';
import { breakHuffmanTable, buildNoisyJpeg, TINY_HEIC } from '../../../test/uploads.ts';
import { createSignedLinks } from '../../platform/signed-links.ts';
import { taskCalls } from './task-calls.fixture.ts';

/**
 * The employee's photo uploads through the server: what is taken and refused, the signed links that serve
 * them, and the photos list.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const { call, upload, taskWithSteps } = taskCalls(() => app);

describe('photo uploads', () => {
  async function startedPhotoStep() {
    const ctx = await managerWithEmployee(app);
    const task = await addTask(app, ctx.manager.auth, ctx.employee.id);
    await call('PUT', `/api/v1/task/start/${task.id}`, ctx.phone.auth);
    const steps = (await taskWithSteps(ctx.manager.auth, ctx.employee.id, task.id)).subtasks;
    return { ...ctx, task, plainStep: steps[0]!, photoStep: steps[1]! };
  }

  it('checks the content, not the declared type', async () => {
    const { phone, photoStep } = await startedPhotoStep();
    const fake = await upload(photoStep.id, phone.auth, Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.fields).toEqual({ file: 'not_an_image' });
    const pdf = await upload(photoStep.id, phone.auth, Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'image/jpeg');
    expect(pdf.statusCode).toBe(400);
    const png = await upload(photoStep.id, phone.auth, TINY_PNG, 'application/octet-stream');
    expect(png.statusCode).toBe(201);
  });

  it('refuses a photo whose bytes start like a PNG or JPEG but do not decode, keeping nothing; takes a HEIC as phones send it', async () => {
    const { phone, photoStep, manager, task, employee } = await startedPhotoStep();
    const cutPng = Buffer.concat([TINY_PNG.subarray(0, 33), Buffer.alloc(200, 7)]);
    const brokenJpeg = breakHuffmanTable(await buildNoisyJpeg());
    for (const body of [cutPng, brokenJpeg]) {
      const response = await upload(photoStep.id, phone.auth, body, 'image/jpeg');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ file: 'not_an_image' });
    }
    expect((await call('GET', `/api/v1/task-photos?taskId=${task.id}`, manager.auth)).json()).toEqual([]);
    expect((await storedFiles(app)).filter((key) => key.startsWith(`photos/${employee.id}/`))).toEqual([]);
    expect((await taskWithSteps(manager.auth, employee.id, task.id)).subtasks[1]).toMatchObject({ done: false, photo: null });

    const heic = await upload(photoStep.id, phone.auth, TINY_HEIC, 'image/heic');
    expect(heic.statusCode).toBe(201);
    expect((await taskWithSteps(manager.auth, employee.id, task.id)).pendingReview).toBe(true);
  });

  it('answers 400 for an empty body and for a step that needs no photo', async () => {
    const { phone, photoStep, plainStep } = await startedPhotoStep();
    expect((await upload(photoStep.id, phone.auth, Buffer.alloc(0))).statusCode).toBe(400);
    const noPhoto = await upload(plainStep.id, phone.auth);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().error.fields).toEqual({ subtask: 'no_photo_needed' });
  });

  it('answers 413 for an oversized photo and keeps nothing', async () => {
    const { phone, photoStep, manager, task } = await startedPhotoStep();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(16 * 1024 * 1024)]);
    const response = await upload(photoStep.id, phone.auth, big);
    expect(response.statusCode).toBe(413);
    expect((await call('GET', `/api/v1/task-photos?taskId=${task.id}`, manager.auth)).json()).toEqual([]);
  });

  it('serves the photo by its signed link without a header, safely', async () => {
    const { phone, photoStep } = await startedPhotoStep();
    const photo = (await upload(photoStep.id, phone.auth)).json<Photo>();
    const file = await app.server.inject({ method: 'GET', url: photo.downloadURL });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);

    const tampered = photo.downloadURL.replace('type=image%2Fpng', 'type=text%2Fhtml');
    expect((await app.server.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const url = new URL(photo.downloadURL, 'http://x');
    url.searchParams.set('expires', String(Date.now() - 1000));
    expect((await app.server.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
  });

  it("refuses a signed link moved to another file, and a validly signed key that climbs out of storage", async () => {
    const secret = 'files-test-secret-with-at-least-32-characters';
    const own = await createTestApp({ jwtSecret: secret });
    try {
      const first = await managerWithEmployee(own);
      const second = await managerWithEmployee(own);
      const photoOf = async (ctx: Awaited<ReturnType<typeof managerWithEmployee>>) => {
        const task = await addTask(own, ctx.manager.auth, ctx.employee.id);
        await own.server.inject({ method: 'PUT', url: `/api/v1/task/start/${task.id}`, headers: ctx.phone.auth });
        const steps = (
          await own.server.inject({ method: 'GET', url: `/api/v1/task/sub/${task.id}`, headers: ctx.manager.auth })
        ).json<{ id: number; needPhoto: boolean }[]>();
        const photoStep = steps.find((s) => s.needPhoto)!;
        const response = await own.server.inject({
          method: 'POST',
          url: `/api/v1/task/sub/${photoStep.id}/photo`,
          headers: { ...ctx.phone.auth, 'content-type': 'image/png' },
          payload: TINY_PNG,
        });
        return new URL(response.json<Photo>().downloadURL, 'http://x');
      };
      const mine = await photoOf(first);
      const theirs = await photoOf(second);
      expect(mine.pathname).not.toBe(theirs.pathname);

      // My signature on their file's path.
      const moved = `${theirs.pathname}${mine.search}`;
      expect((await own.server.inject({ method: 'GET', url: moved })).statusCode).toBe(403);

      // Slashes escaped, so no URL parser folds the dots away before the server sees the key.
      const climbingKey = '../../../../etc/passwd';
      const signed = new URL(createSignedLinks(secret).linkTo(climbingKey, 'text/plain'), 'http://x');
      const climbing = `/api/v1/files/${encodeURIComponent(climbingKey)}${signed.search}`;
      const response = await own.server.inject({ method: 'GET', url: climbing });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain('root:');
    } finally {
      await own.close();
    }
  });

  it('lists the photos of an employee; both filters at once is a 400', async () => {
    const { phone, photoStep, manager, employee } = await startedPhotoStep();
    const photo = (await upload(photoStep.id, phone.auth)).json<Photo>();
    const byEmployee = await call('GET', `/api/v1/task-photos?employeeId=${employee.id}`, manager.auth);
    expect(byEmployee.json().map((p: Photo) => p.id)).toEqual([photo.id]);
    expect((await call('GET', `/api/v1/task-photos?employeeId=${employee.id}`, phone.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/task-photos?employeeId=${employee.id}&taskId=1`, manager.auth)).statusCode).toBe(400);
    const other = await registerAndLogin(app);
    expect((await call('GET', `/api/v1/task-photos?employeeId=${employee.id}`, other.auth)).statusCode).toBe(404);
  });
});

import { Readable } from 'node:stream';
import { MAX_STEP_VIDEO_BYTES, type Step } from '@plan-dan/contract';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdClock } from '../../../../test/clock.ts';
import { addTask, createTestApp, firstStepOf, keyOf, managerWithStep, registerAndLogin, storedPictureFiles as storedFilesOf, TINY_PNG, type TestApp } from '../../../../test/helpers.ts';
import { buildMp4, buildNoisyJpeg, buildPng, buildQuickTime, buildWebm } from '../../../../test/uploads.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());
// Most tests compare a step's picture (signed links, signed anew each hour) in two answers: the clock
// stands still in each test, so no new hour comes between them.
beforeEach(() => {
  holdClock();
});
afterEach(() => vi.useRealTimers());

type Auth = Record<string, string>;
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Auth) => app.server.inject({ method, url, headers });
const put = (url: string, headers: Auth, body: Buffer, contentType: string) =>
  app.server.inject({ method: 'PUT', url, headers: { ...headers, 'content-type': contentType }, payload: body });
const putPicture = (subtaskId: number, headers: Auth, body: Buffer, contentType: string) =>
  put(`/api/v1/task/sub/${subtaskId}/picture`, headers, body, contentType);
const putPoster = (subtaskId: number, headers: Auth, body: Buffer, contentType = 'image/jpeg') =>
  put(`/api/v1/task/sub/${subtaskId}/picture/poster`, headers, body, contentType);
const fetchFile = (url: string, headers: Record<string, string> = {}) => app.server.inject({ method: 'GET', url, headers });

const stepOf = (auth: Auth, employeeId: number, taskId: number) => firstStepOf(app, auth, employeeId, taskId);
const aStep = () => managerWithStep(app);
const storedPictureFiles = (employeeId: number) => storedFilesOf(app, employeeId);

describe("a step's short video", () => {
  it('takes an MP4 and a WebM by their bytes, whatever type the request claims; the link serves it as a video with ranges', async () => {
    const { manager, employee, phone, task, step } = await aStep();
    const mp4 = buildMp4(200 * 1024);
    const first = await putPicture(step.id, manager.auth, mp4, 'application/octet-stream');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Step>().picture).toEqual({ downloadURL: expect.stringMatching(/^\/api\/v1\/files\//), previewURL: null, kind: 'video' });
    const mp4File = await fetchFile(first.json<Step>().picture!.downloadURL);
    expect(mp4File.headers['content-type']).toBe('video/mp4');
    expect(mp4File.rawPayload.equals(mp4)).toBe(true);

    const webm = buildWebm(300 * 1024);
    const response = await putPicture(step.id, manager.auth, webm, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const video = response.json<Step>().picture!;
    expect(video).toEqual({ downloadURL: expect.any(String), previewURL: null, kind: 'video' });
    expect(keyOf(video.downloadURL)).toMatch(new RegExp(`^pictures/${employee.id}/${task.id}/${step.id}-[0-9a-f-]{36}\\.webm$`));
    // Every answer carries it, to the manager and to the phone.
    for (const auth of [manager.auth, phone.auth]) expect((await stepOf(auth, employee.id, task.id)).picture).toEqual(video);

    const whole = await fetchFile(video.downloadURL);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toBe('inline');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.rawPayload.equals(webm)).toBe(true);
    // A video element seeks with ranges.
    const part = await fetchFile(video.downloadURL, { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${webm.length}`);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.rawPayload.equals(webm.subarray(1000, 2000))).toBe(true);
    const tail = await fetchFile(video.downloadURL, { range: 'bytes=-500' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(webm.subarray(webm.length - 500))).toBe(true);
    // The MP4 it replaced is gone: one file of the step is left.
    expect((await fetchFile(first.json<Step>().picture!.downloadURL)).statusCode).toBe(404);
    expect(await storedPictureFiles(employee.id)).toEqual([keyOf(video.downloadURL)]);
  });

  it('takes a video larger than a picture may be, up to its own limit', async () => {
    const { manager, step } = await aStep();
    const video = buildMp4(20 * 1024 * 1024);
    const response = await putPicture(step.id, manager.auth, video, 'video/mp4');
    expect(response.statusCode, response.body).toBe(200);
    expect((await fetchFile(response.json<Step>().picture!.downloadURL)).rawPayload.length).toBe(video.length);
  });

  it('answers 413 above the video limit and keeps nothing, the earlier picture included', async () => {
    const { manager, employee, task, step } = await aStep();
    const picture = (await putPicture(step.id, manager.auth, TINY_PNG, 'image/png')).json<Step>().picture!;
    const before = await storedPictureFiles(employee.id);
    expect(before).toHaveLength(2);
    for (const body of [buildWebm(MAX_STEP_VIDEO_BYTES + 1), buildMp4(MAX_STEP_VIDEO_BYTES + 64 * 1024)]) {
      const response = await putPicture(step.id, manager.auth, body, 'video/webm');
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe('payload_too_large');
    }
    // Without a declared length (sent in chunks) the bytes themselves are counted.
    const chunked = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/task/sub/${step.id}/picture`,
      headers: { ...manager.auth, 'content-type': 'video/webm' },
      payload: Readable.from([buildWebm(MAX_STEP_VIDEO_BYTES), Buffer.alloc(1024)]),
    });
    expect(chunked.statusCode).toBe(413);
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toEqual(picture);
    expect(await storedPictureFiles(employee.id)).toEqual(before);
  });

  it('refuses what only claims to be a video (400), and the videos phones do not all play, and keeps nothing', async () => {
    const { manager, employee, task, step } = await aStep();
    for (const [body, type] of [
      [Buffer.from('Ovo nije video, samo tekst.'.repeat(100)), 'video/mp4'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'video/webm'],
      [Buffer.alloc(0), 'video/webm'],
    ] as const) {
      const response = await putPicture(step.id, manager.auth, body, type);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ file: 'not_an_image' });
    }
    const quickTime = await putPicture(step.id, manager.auth, buildQuickTime(), 'video/quicktime');
    expect(quickTime.statusCode).toBe(400);
    expect(quickTime.json().error.fields).toEqual({ file: 'unsupported_video' });
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toBeNull();
    expect(await storedPictureFiles(employee.id)).toEqual([]);
  });

  it("a poster from the manager's browser becomes the video's preview; a new one replaces it", async () => {
    const { manager, employee, phone, task, step } = await aStep();
    const video = (await putPicture(step.id, manager.auth, buildWebm(), 'video/webm')).json<Step>().picture!;
    const frame = await buildPng(1280, 720);
    const response = await putPoster(step.id, manager.auth, frame, 'application/octet-stream');
    expect(response.statusCode, response.body).toBe(200);
    const withPoster = response.json<Step>().picture!;
    expect(withPoster).toEqual({ downloadURL: video.downloadURL, previewURL: expect.stringMatching(/^\/api\/v1\/files\//), kind: 'video' });
    expect((await stepOf(phone.auth, employee.id, task.id)).picture).toEqual(withPoster);
    const preview = await fetchFile(withPoster.previewURL!);
    expect(preview.headers['content-type']).toBe('image/webp');
    const size = await sharp(preview.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 160, 90]);

    const second = (await putPoster(step.id, manager.auth, await buildNoisyJpeg())).json<Step>().picture!;
    expect(second.previewURL).not.toBe(withPoster.previewURL);
    expect((await fetchFile(withPoster.previewURL!)).statusCode).toBe(404);
    expect((await fetchFile(second.previewURL!)).statusCode).toBe(200);
    expect(await storedPictureFiles(employee.id)).toEqual([keyOf(video.downloadURL), keyOf(second.previewURL!)].sort());
  });

  it('refuses a poster for a step without a video (400), one that is no picture (400) or too large (413), and changes nothing', async () => {
    const { manager, employee, task, step } = await aStep();
    const none = await putPoster(step.id, manager.auth, TINY_PNG, 'image/png');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ picture: 'not_a_video' });
    const picture = (await putPicture(step.id, manager.auth, TINY_PNG, 'image/png')).json<Step>().picture!;
    const onPicture = await putPoster(step.id, manager.auth, TINY_PNG, 'image/png');
    expect(onPicture.statusCode).toBe(400);
    expect(onPicture.json().error.fields).toEqual({ picture: 'not_a_video' });
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toEqual(picture);

    const video = (await putPicture(step.id, manager.auth, buildMp4(), 'video/mp4')).json<Step>().picture!;
    for (const body of [Buffer.from('nije slika'), buildWebm(), Buffer.concat([TINY_PNG.subarray(0, 33), Buffer.alloc(200, 7)])]) {
      const response = await putPoster(step.id, manager.auth, body, 'image/jpeg');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ file: 'not_an_image' });
    }
    expect((await putPoster(step.id, manager.auth, Buffer.concat([TINY_PNG, Buffer.alloc(11 * 1024 * 1024)]), 'image/png')).statusCode).toBe(413);
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toEqual(video);
    expect(await storedPictureFiles(employee.id)).toEqual([keyOf(video.downloadURL)]);
  });

  it('picture → video → picture: each replacement deletes the earlier file and its preview', async () => {
    const { manager, employee, task, step } = await aStep();
    const picture = (await putPicture(step.id, manager.auth, await buildPng(400, 300), 'image/png')).json<Step>().picture!;
    expect(picture.kind).toBe('image');
    expect(picture.previewURL).not.toBeNull();

    const video = (await putPicture(step.id, manager.auth, buildWebm(), 'video/webm')).json<Step>().picture!;
    expect(video).toMatchObject({ kind: 'video', previewURL: null });
    for (const url of [picture.downloadURL, picture.previewURL!]) expect((await fetchFile(url)).statusCode).toBe(404);
    const poster = (await putPoster(step.id, manager.auth, TINY_PNG, 'image/png')).json<Step>().picture!;
    expect(await storedPictureFiles(employee.id)).toEqual([keyOf(video.downloadURL), keyOf(poster.previewURL!)].sort());

    const again = (await putPicture(step.id, manager.auth, await buildNoisyJpeg(), 'image/jpeg')).json<Step>().picture!;
    expect(again).toMatchObject({ kind: 'image', previewURL: expect.any(String) });
    for (const url of [video.downloadURL, poster.previewURL!]) expect((await fetchFile(url)).statusCode).toBe(404);
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toEqual(again);
    expect(await storedPictureFiles(employee.id)).toEqual([keyOf(again.downloadURL), keyOf(again.previewURL!)].sort());
  });

  it('is removed with its poster; it goes with its step, its task and its employee', async () => {
    const { manager, employee, task, step } = await aStep();
    const withPoster = async (stepId: number) => {
      expect((await putPicture(stepId, manager.auth, buildWebm(), 'video/webm')).statusCode).toBe(200);
      return (await putPoster(stepId, manager.auth, TINY_PNG, 'image/png')).json<Step>().picture!;
    };
    const gone = async (picture: { downloadURL: string; previewURL: string | null }) => {
      expect((await fetchFile(picture.downloadURL)).statusCode).toBe(404);
      expect((await fetchFile(picture.previewURL!)).statusCode).toBe(404);
    };

    const removed = await withPoster(step.id);
    expect((await call('DELETE', `/api/v1/task/sub/${step.id}/picture`, manager.auth)).statusCode).toBe(204);
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toBeNull();
    await gone(removed);

    const ofStep = await withPoster(step.id);
    expect((await call('DELETE', `/api/v1/task/sub/${step.id}`, manager.auth)).statusCode).toBe(204);
    await gone(ofStep);

    const ofTask = await withPoster((await stepOf(manager.auth, employee.id, task.id)).id);
    expect((await call('DELETE', `/api/v1/task/${task.id}`, manager.auth)).statusCode).toBe(204);
    await gone(ofTask);

    const another = await addTask(app, manager.auth, employee.id);
    const ofEmployee = await withPoster((await stepOf(manager.auth, employee.id, another.id)).id);
    expect((await call('DELETE', `/api/v1/child/${employee.id}`, manager.auth)).statusCode).toBe(204);
    await gone(ofEmployee);
    expect(await storedPictureFiles(employee.id)).toEqual([]);
  });

  it('answers 404 to another manager and 403 to the employee, for the video and its poster, and changes nothing', async () => {
    const { manager, employee, phone, task, step } = await aStep();
    expect((await putPicture(step.id, manager.auth, buildWebm(), 'video/webm')).statusCode).toBe(200);
    const video = (await putPoster(step.id, manager.auth, TINY_PNG, 'image/png')).json<Step>().picture!;
    const other = await registerAndLogin(app);
    expect((await putPicture(step.id, other.auth, buildWebm(), 'video/webm')).statusCode).toBe(404);
    expect((await putPoster(step.id, other.auth, TINY_PNG, 'image/png')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/task/sub/${step.id}/picture`, other.auth)).statusCode).toBe(404);
    expect((await putPicture(step.id, phone.auth, buildWebm(), 'video/webm')).statusCode).toBe(403);
    expect((await putPoster(step.id, phone.auth, TINY_PNG, 'image/png')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/task/sub/${step.id}/picture`, phone.auth)).statusCode).toBe(403);
    for (const id of ['2147483648', 'abc', '0']) {
      const response = await put(`/api/v1/task/sub/${id}/picture/poster`, manager.auth, TINY_PNG, 'image/png');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('id');
    }
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toEqual(video);
    expect(await storedPictureFiles(employee.id)).toEqual([keyOf(video.downloadURL), keyOf(video.previewURL!)].sort());
  });

  it('is documented in the OpenAPI document: the poster route, the limits and the kind', async () => {
    const doc = (await app.server.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const upload = doc.paths['/api/v1/task/sub/{id}/picture'].put;
    expect(upload.summary).toContain('MP4 or WebM video of at most 50 MB');
    expect(Object.keys(upload.responses)).toContain('413');
    const poster = doc.paths['/api/v1/task/sub/{id}/picture/poster'];
    expect(Object.keys(poster)).toEqual(['put']);
    expect(Object.keys(poster.put.responses).sort()).toEqual(['200', '400', '401', '403', '404', '413']);
    expect(JSON.stringify(poster.put.responses['200'])).toContain('"video"');
    expect(JSON.stringify(doc.paths['/api/v1/task/{employeeId}'].get.responses['200'])).toContain('"enum":["image","video"]');
  });
});

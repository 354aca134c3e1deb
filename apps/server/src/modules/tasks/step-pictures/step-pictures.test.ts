import { MAX_PHOTO_BYTES, type Step } from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdClock } from '../../../../test/clock.ts';
import { addTask, createTestApp, firstStepOf, managerWithEmployee, managerWithStep, registerAndLogin, storedPictureFiles, TINY_PNG, type TestApp } from '../../../../test/helpers.ts';
import sharp from 'sharp';
import { breakHuffmanTable, buildMp4, buildNoisyJpeg, buildPdf, buildPng, tusUpload } from '../../../../test/uploads.ts';

let app: TestApp;
let origin: string;
beforeAll(async () => {
  app = await createTestApp();
  // The instruction materials arrive by tus, over a real connection.
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

type Auth = Record<string, string>;
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Auth) => app.server.inject({ method, url, headers });

const putPicture = (subtaskId: number | string, headers: Auth, body: Buffer = TINY_PNG, contentType = 'image/png') =>
  app.server.inject({
    method: 'PUT',
    url: `/api/v1/task/sub/${subtaskId}/picture`,
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });

const stepOf = (auth: Auth, employeeId: number, taskId: number) => firstStepOf(app, auth, employeeId, taskId);
const aStep = () => managerWithStep(app);

const fetchFile = (url: string) => app.server.inject({ method: 'GET', url });
const tokenOf = (auth: Auth) => auth.authorization!.replace('Bearer ', '');
const fromMaterial = (subtaskId: number, headers: Auth, payload: object) =>
  app.server.inject({ method: 'PUT', url: `/api/v1/task/sub/${subtaskId}/picture/from-material`, headers, payload });

describe("a step's picture", () => {
  it('is null on a step without one', async () => {
    const { manager, employee, task } = await aStep();
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toBeNull();
  });

  it('uploads: every answer carries its signed link, and the link serves the bytes safely', async () => {
    const { manager, employee, phone, task, step } = await aStep();
    const response = await putPicture(step.id, manager.auth);
    expect(response.statusCode).toBe(200);
    const answered = response.json<Step>();
    expect(answered.id).toBe(step.id);
    expect(answered.picture).toEqual({
      downloadURL: expect.stringMatching(/^\/api\/v1\/files\//),
      previewURL: expect.stringMatching(/^\/api\/v1\/files\//),
      kind: 'image',
    });

    for (const auth of [manager.auth, phone.auth]) {
      expect((await stepOf(auth, employee.id, task.id)).picture).toEqual({ downloadURL: expect.any(String), previewURL: expect.any(String), kind: 'image' });
      const steps = (await call('GET', `/api/v1/task/sub/${task.id}`, auth)).json<Step[]>();
      expect(steps[0]!.picture).toEqual({ downloadURL: expect.any(String), previewURL: expect.any(String), kind: 'image' });
    }

    const file = await fetchFile(answered.picture!.downloadURL);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('has a small upright WebP preview for the card: a large picture fits in 160 px, a small one is not enlarged', async () => {
    const { manager, step } = await aStep();
    // 1200 × 800, stored sideways with EXIF orientation 6 (as phones do): upright it is 800 wide and 1200 high.
    const large = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const picture = (await putPicture(step.id, manager.auth, large, 'image/jpeg')).json<Step>().picture!;
    expect(picture.previewURL).not.toBeNull();
    const preview = await fetchFile(picture.previewURL!);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    const size = await sharp(preview.rawPayload).metadata();
    expect({ format: size.format, width: size.width, height: size.height }).toEqual({ format: 'webp', width: 107, height: 160 });
    expect(preview.rawPayload.length).toBeLessThan(large.length);
    expect((await fetchFile(picture.downloadURL)).rawPayload.equals(large)).toBe(true);

    const small = (await putPicture(step.id, manager.auth)).json<Step>().picture!;
    const smallPreview = await sharp((await fetchFile(small.previewURL!)).rawPayload).metadata();
    expect([smallPreview.width, smallPreview.height]).toEqual([1, 1]);
  });

  it('refuses a picture whose bytes start like a PNG or JPEG but do not decode with 400, keeping nothing and the earlier picture', async () => {
    const { manager, employee, task, step } = await aStep();
    const earlier = (await putPicture(step.id, manager.auth)).json<Step>().picture!;
    const cutPng = Buffer.concat([TINY_PNG.subarray(0, 33), Buffer.alloc(200, 7)]);
    const cutJpeg = (await buildNoisyJpeg()).subarray(0, 3000);
    const brokenJpeg = breakHuffmanTable(await buildNoisyJpeg());
    const filesBefore = await storedPictureFiles(app, employee.id);
    for (const body of [cutPng, cutJpeg, brokenJpeg]) {
      const response = await putPicture(step.id, manager.auth, body, 'image/jpeg');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ file: 'not_an_image' });
    }
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toEqual(earlier);
    expect(await storedPictureFiles(app, employee.id)).toEqual(filesBefore);
  });

  it('replaces an earlier picture and deletes its file', async () => {
    const { manager, step } = await aStep();
    const first = (await putPicture(step.id, manager.auth)).json<Step>().picture!;
    const jpeg = await buildNoisyJpeg();
    const response = await putPicture(step.id, manager.auth, jpeg, 'application/octet-stream');
    expect(response.statusCode).toBe(200);
    const second = response.json<Step>().picture!;
    expect(second.downloadURL).not.toBe(first.downloadURL);
    const file = await fetchFile(second.downloadURL);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(jpeg)).toBe(true);
    expect((await fetchFile(first.downloadURL)).statusCode).toBe(404);
    expect((await fetchFile(first.previewURL!)).statusCode).toBe(404);
    expect((await fetchFile(second.previewURL!)).statusCode).toBe(200);
  });

  it('is removed with its file; removing none is no error', async () => {
    const { manager, employee, task, step } = await aStep();
    const picture = (await putPicture(step.id, manager.auth)).json<Step>().picture!;
    expect((await call('DELETE', `/api/v1/task/sub/${step.id}/picture`, manager.auth)).statusCode).toBe(204);
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toBeNull();
    expect((await fetchFile(picture.downloadURL)).statusCode).toBe(404);
    expect((await fetchFile(picture.previewURL!)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/task/sub/${step.id}/picture`, manager.auth)).statusCode).toBe(204);
  });

  it('refuses what is not a JPEG, PNG or WebP by its content with 400, and keeps nothing', async () => {
    const { manager, employee, task, step } = await aStep();
    for (const body of [Buffer.from('<script>alert(1)</script>'), buildPdf(), Buffer.from('GIF89a'.padEnd(64, '\0')), Buffer.alloc(0)]) {
      const response = await putPicture(step.id, manager.auth, body, 'image/png');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ file: 'not_an_image' });
    }
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toBeNull();
  });

  it('answers 413 for a picture above the step photo limit, and keeps nothing', async () => {
    const { manager, employee, task, step } = await aStep();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(16 * 1024 * 1024)]);
    expect((await putPicture(step.id, manager.auth, big)).statusCode).toBe(413);
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toBeNull();
  });

  it('answers 400 naming the id for an id that cannot be one', async () => {
    const { manager } = await aStep();
    for (const id of ['2147483648', 'abc', '0']) {
      const response = await putPicture(id, manager.auth);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('id');
      expect((await call('DELETE', `/api/v1/task/sub/${id}/picture`, manager.auth)).statusCode).toBe(400);
    }
  });

  it("answers 404 to another manager and 403 to the employee, and changes nothing", async () => {
    const { manager, employee, phone, task, step } = await aStep();
    const picture = (await putPicture(step.id, manager.auth)).json<Step>().picture!;
    const other = await registerAndLogin(app);
    expect((await putPicture(step.id, other.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/task/sub/${step.id}/picture`, other.auth)).statusCode).toBe(404);
    expect((await putPicture(step.id, phone.auth)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/task/sub/${step.id}/picture`, phone.auth)).statusCode).toBe(403);
    const kept = (await stepOf(manager.auth, employee.id, task.id)).picture!;
    expect((await fetchFile(kept.downloadURL)).rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await fetchFile(picture.downloadURL)).statusCode).toBe(200);
  });

  it('goes, with its file, when its step, its task or its employee is deleted', async () => {
    const { manager, employee, task, step } = await aStep();
    const ofStep = (await putPicture(step.id, manager.auth)).json<Step>().picture!;
    expect((await call('DELETE', `/api/v1/task/sub/${step.id}`, manager.auth)).statusCode).toBe(204);
    expect((await fetchFile(ofStep.downloadURL)).statusCode).toBe(404);
    expect((await fetchFile(ofStep.previewURL!)).statusCode).toBe(404);

    const secondStep = await stepOf(manager.auth, employee.id, task.id);
    const ofTask = (await putPicture(secondStep.id, manager.auth)).json<Step>().picture!;
    expect((await call('DELETE', `/api/v1/task/${task.id}`, manager.auth)).statusCode).toBe(204);
    expect((await fetchFile(ofTask.downloadURL)).statusCode).toBe(404);
    expect((await fetchFile(ofTask.previewURL!)).statusCode).toBe(404);

    const another = await addTask(app, manager.auth, employee.id);
    const ofEmployee = (await putPicture((await stepOf(manager.auth, employee.id, another.id)).id, manager.auth)).json<Step>().picture!;
    expect((await fetchFile(ofEmployee.downloadURL)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/child/${employee.id}`, manager.auth)).statusCode).toBe(204);
    expect((await fetchFile(ofEmployee.downloadURL)).statusCode).toBe(404);
    expect((await fetchFile(ofEmployee.previewURL!)).statusCode).toBe(404);
  });

  it("copies one of the manager's picture materials: the step keeps it after the material is deleted", async () => {
    const { manager, employee, phone, task, step } = await aStep();
    const png = await buildPng(800, 600);
    const { materialId } = await tusUpload(origin, png, { token: tokenOf(manager.auth), title: 'Kanta' });
    // The picture's links in this answer and in the phone's list below are signed anew each hour: the clock
    // stands still from here, so no new hour comes between the two.
    holdClock();
    const response = await fromMaterial(step.id, manager.auth, { materialId: Number(materialId) });
    expect(response.statusCode, response.body).toBe(200);
    const picture = response.json<Step>().picture!;
    expect((await fetchFile(picture.downloadURL)).rawPayload.equals(png)).toBe(true);
    const preview = await sharp((await fetchFile(picture.previewURL!)).rawPayload).metadata();
    expect([preview.width, preview.height]).toEqual([160, 120]);
    expect((await stepOf(phone.auth, employee.id, task.id)).picture).toEqual(picture);

    expect((await call('DELETE', `/api/v1/materials/${materialId}`, manager.auth)).statusCode).toBe(204);
    expect((await fetchFile(picture.downloadURL)).statusCode).toBe(200);
    expect((await fromMaterial(step.id, manager.auth, { materialId: Number(materialId) })).statusCode).toBe(404);
  });

  it('takes only JPEG, PNG or WebP materials of the same manager, for their own steps; bad ids answer 400', async () => {
    const { manager, employee, phone, task, step } = await aStep();
    const other = await managerWithEmployee(app);
    const otherTask = await addTask(app, other.manager.auth, other.employee.id);
    const otherStep = await stepOf(other.manager.auth, other.employee.id, otherTask.id);
    const upload = async (auth: Auth, data: Buffer, title: string) => Number((await tusUpload(origin, data, { token: tokenOf(auth), title })).materialId);
    const own = await upload(manager.auth, await buildPng(40, 30), 'Moja slika');
    const pdf = await upload(manager.auth, buildPdf(), 'Pravila');
    const video = await upload(manager.auth, buildMp4(), 'Video');
    const othersPicture = await upload(other.manager.auth, await buildPng(40, 30), 'Tuđa slika');

    for (const materialId of [pdf, video]) {
      const response = await fromMaterial(step.id, manager.auth, { materialId });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ materialId: 'not_an_image' });
    }
    // Another manager's material, another manager's step: not found, and nothing changes.
    expect((await fromMaterial(step.id, manager.auth, { materialId: othersPicture })).statusCode).toBe(404);
    expect((await fromMaterial(otherStep.id, manager.auth, { materialId: own })).statusCode).toBe(404);
    expect((await fromMaterial(step.id, other.manager.auth, { materialId: othersPicture })).statusCode).toBe(404);
    expect((await fromMaterial(step.id, phone.auth, { materialId: own })).statusCode).toBe(403);
    expect((await fromMaterial(step.id, manager.auth, { materialId: 999_999 })).statusCode).toBe(404);
    for (const body of [{}, { materialId: 2 ** 31 }, { materialId: 'jedan' }, { materialId: `${own}\u0000` }, { materialId: -1 }]) {
      const response = await fromMaterial(step.id, manager.auth, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['materialId']);
    }
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toBeNull();
    expect((await stepOf(other.manager.auth, other.employee.id, otherTask.id)).picture).toBeNull();
  });

  it("lets the employee's helper take a picture from their own materials, not from the owner's", async () => {
    const { manager, employee, task, step } = await aStep();
    const helper = await registerAndLogin(app);
    const invited = await app.server.inject({
      method: 'POST',
      url: `/api/v1/child/${employee.id}/helpers`,
      headers: manager.auth,
      payload: { login: helper.user.username },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const ownersMaterial = Number((await tusUpload(origin, await buildPng(40, 30), { token: tokenOf(manager.auth), title: 'Vlasnikova' })).materialId);
    const helpersMaterial = Number((await tusUpload(origin, await buildPng(40, 30), { token: tokenOf(helper.auth), title: 'Pomagačeva' })).materialId);
    // The picture in the answer below is compared with the list's, links signed anew each hour included:
    // the clock stands still from here, so no new hour comes between the two.
    holdClock();
    expect((await fromMaterial(step.id, helper.auth, { materialId: ownersMaterial })).statusCode).toBe(404);
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toBeNull();
    const response = await fromMaterial(step.id, helper.auth, { materialId: helpersMaterial });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toEqual(response.json<Step>().picture);
  });

  it('answers 413 for a picture material above the step photo limit, and keeps nothing', async () => {
    const { manager, employee, task, step } = await aStep();
    const large = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_PHOTO_BYTES)]);
    const { materialId } = await tusUpload(origin, large, { token: tokenOf(manager.auth), title: 'Velika' });
    expect((await fromMaterial(step.id, manager.auth, { materialId: Number(materialId) })).statusCode).toBe(413);
    expect((await stepOf(manager.auth, employee.id, task.id)).picture).toBeNull();
  });

  it('is documented in the OpenAPI document: both routes and the step answers', async () => {
    const doc = (await app.server.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const path = doc.paths['/api/v1/task/sub/{id}/picture'];
    expect(Object.keys(path).sort()).toEqual(['delete', 'put']);
    expect(JSON.stringify(path.put.responses['200'])).toContain('picture');
    expect(JSON.stringify(doc.paths['/api/v1/task/{employeeId}'].get.responses['200'])).toContain('picture');
  });
});

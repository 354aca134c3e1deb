import type { Material } from '@plan-dan/contract';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { holdClock } from '../../../test/clock.ts';
import { createTestApp, managerWithEmployee, registerAndLogin, storedFiles, type TestApp } from '../../../test/helpers.ts';
import { beganHoursAgo, writeAllBytes } from '../../../test/stored-uploads.ts';
import {
  breakHuffmanTable,
  buildMp4,
  buildNoisyJpeg,
  buildNoisyPng,
  buildPdf,
  buildPng,
  buildZip,
  sha256,
  startTusUpload,
  TINY_HEIC,
  tusUpload,
} from '../../../test/uploads.ts';
import { MAX_PICTURE_MATERIAL_BYTES } from './material-uploads.service.ts';

const MAX_BYTES = 8 * 1024 * 1024;
let app: TestApp;
let origin: string;
beforeAll(async () => {
  app = await createTestApp({ materialMaxBytes: MAX_BYTES });
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

type Auth = Record<string, string>;
const tokenOf = (auth: Auth) => auth.authorization!.replace('Bearer ', '');
const listAs = (auth: Auth) => app.server.inject({ method: 'GET', url: '/api/v1/materials', headers: auth });
const list = async (auth: Auth) => {
  const response = await listAs(auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Material[]>();
};
const download = (url: string, headers: Record<string, string> = {}) => fetch(`${origin}${url}`, { headers });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error;
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** A raw tus request, for what the client library would never send. */
function tusRequest(method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE', url: string, auth: Auth, headers: Record<string, string>, body?: Buffer) {
  return fetch(url.startsWith('http') ? url : `${origin}${url}`, { method, headers: { 'Tus-Resumable': '1.0.0', ...auth, ...headers }, body });
}
const create = (auth: Auth, length: number, fields: Record<string, string> = { title: 'Upute' }) =>
  tusRequest('POST', '/api/v1/uploads', auth, { 'Upload-Length': String(length), 'Upload-Metadata': metadata(fields) });
const patch = (location: string, auth: Auth, offset: number, body: Buffer) =>
  tusRequest('PATCH', location, auth, { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, body);
const head = (location: string, auth: Auth) => tusRequest('HEAD', location, auth, {});

describe('uploading a material with tus', () => {
  it('uploads a picture whole: the card gets a small preview, the link serves the same bytes', async () => {
    const { manager } = await managerWithEmployee(app);
    const png = await buildPng(1600, 1200);
    const { materialId } = await tusUpload(origin, png, { token: tokenOf(manager.auth), title: '  Kako složiti police  ' });
    const [material] = await list(manager.auth);
    expect(material).toMatchObject({ id: Number(materialId), name: 'Kako složiti police', contentType: 'image/png', kind: 'image', size: png.length });
    expect(Date.parse(material!.created)).toBeGreaterThan(Date.now() - 60_000);
    const file = await download(material!.downloadURL);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(sha256(await bytesOf(file))).toBe(sha256(png));
    const preview = await bytesOf(await download(material!.previewURL!));
    const { width, height, format } = await sharp(preview).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 480, height: 360 });
    expect(preview.length).toBeLessThan(png.length);
  });

  it('pauses after some chunks and resumes where it stopped, with the same bytes in the end', async () => {
    const { manager } = await managerWithEmployee(app);
    const zip = buildZip(1024 * 1024);
    const token = tokenOf(manager.auth);
    let paused!: () => void;
    const pausedOnce = new Promise<void>((resolve) => (paused = resolve));
    const first = startTusUpload(origin, zip, {
      token,
      title: 'Arhiva',
      chunkSize: 128 * 1024,
      onProgress: (sent, _total, upload) => {
        if (sent >= 256 * 1024) void upload.abort().then(paused);
      },
    });
    await pausedOnce;
    const url = first.upload.url!;
    const offset = Number((await head(url, manager.auth)).headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(256 * 1024);
    expect(offset).toBeLessThan(zip.length);
    // No card before the upload is whole.
    expect(await list(manager.auth)).toEqual([]);

    let resumedFrom = -1;
    await tusUpload(origin, zip, {
      token,
      title: 'Arhiva',
      chunkSize: 128 * 1024,
      uploadUrl: url,
      onProgress: (sent) => {
        if (resumedFrom < 0) resumedFrom = sent;
      },
    });
    // It went on from where the first one stopped, not from the start.
    expect(resumedFrom).toBeGreaterThanOrEqual(offset);
    const [material] = await list(manager.auth);
    expect(material).toMatchObject({ kind: 'zip', contentType: 'application/zip', previewURL: null, size: zip.length });
    const file = await download(material!.downloadURL);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Arhiva.zip"; filename*=UTF-8''Arhiva.zip`);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(sha256(await bytesOf(file))).toBe(sha256(zip));
  });

  it('takes a video and a PDF by their bytes; a video gets the first frame its manager’s browser sends', async () => {
    const { manager } = await managerWithEmployee(app);
    await tusUpload(origin, buildMp4(), { token: tokenOf(manager.auth), title: 'Video upute' });
    await tusUpload(origin, buildPdf(), { token: tokenOf(manager.auth), title: 'Pravila' });
    const [pdf, video] = await list(manager.auth);
    expect(pdf).toMatchObject({ kind: 'pdf', contentType: 'application/pdf', previewURL: null });
    expect(video).toMatchObject({ kind: 'video', contentType: 'video/mp4', previewURL: null });
    const pdfFile = await download(pdf!.downloadURL);
    expect(pdfFile.headers.get('content-disposition')).toBe('inline');
    // Chrome's PDF viewer shows nothing in a sandbox; everything else is served sandboxed.
    expect(pdfFile.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self'; media-src 'self'");
    expect((await download(video!.downloadURL)).headers.get('content-security-policy')).toMatch(/; sandbox$/);

    const frame = await buildPng(1280, 720);
    const poster = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/materials/${video!.id}/poster`,
      headers: { ...manager.auth, 'content-type': 'image/png' },
      payload: frame,
    });
    expect(poster.statusCode, poster.body).toBe(200);
    const withPreview = poster.json<Material>();
    expect((await sharp(await bytesOf(await download(withPreview.previewURL!))).metadata()).width).toBe(480);
    expect((await list(manager.auth)).find((m) => m.id === video!.id)!.previewURL).not.toBeNull();

    const notAnImage = await app.server.inject({ method: 'PUT', url: `/api/v1/materials/${video!.id}/poster`, headers: manager.auth, payload: buildPdf() });
    expect(notAnImage.statusCode).toBe(400);
    const notAVideo = await app.server.inject({ method: 'PUT', url: `/api/v1/materials/${pdf!.id}/poster`, headers: manager.auth, payload: frame });
    expect(notAVideo.statusCode).toBe(400);
    const other = await registerAndLogin(app);
    const foreign = await app.server.inject({ method: 'PUT', url: `/api/v1/materials/${video!.id}/poster`, headers: other.auth, payload: frame });
    expect(foreign.statusCode).toBe(404);
  });
  it('keeps the preview the card shows when a new first frame cannot be read', async () => {
    const { manager } = await managerWithEmployee(app);
    const { materialId } = await tusUpload(origin, buildMp4(), { token: tokenOf(manager.auth), title: 'Video' });
    const putPoster = (payload: Buffer) =>
      app.server.inject({ method: 'PUT', url: `/api/v1/materials/${materialId}/poster`, headers: { ...manager.auth, 'content-type': 'image/png' }, payload });
    const frame = await buildPng(640, 360);
    // The preview's link in this answer and in the list below is signed anew each hour: the clock stands
    // still from here, so no new hour comes between the two.
    holdClock();
    const first = await putPoster(frame);
    expect(first.statusCode, first.body).toBe(200);
    const { previewURL } = first.json<Material>();
    // A PNG by its first bytes, cut off halfway: sharp cannot read it.
    const broken = await putPoster(frame.subarray(0, Math.floor(frame.length / 2)));
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ file: 'not_an_image' });
    const [material] = await list(manager.auth);
    expect(material!.previewURL).toBe(previewURL);
    const preview = await download(previewURL!);
    expect(preview.status).toBe(200);
    expect((await sharp(await bytesOf(preview)).metadata()).width).toBe(480);
  });
});

describe('downloads', () => {
  it('answer a Range with 206 and that part only, so videos seek and downloads resume', async () => {
    const { manager } = await managerWithEmployee(app);
    const zip = buildZip(300_000);
    await tusUpload(origin, zip, { token: tokenOf(manager.auth), title: 'Veliki' });
    const [material] = await list(manager.auth);
    const whole = await download(material!.downloadURL);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    await whole.arrayBuffer();

    const part = await download(material!.downloadURL, { range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${zip.length}`);
    expect(await bytesOf(part)).toEqual(zip.subarray(1000, 2000));
    const tail = await download(material!.downloadURL, { range: 'bytes=-100' });
    expect(tail.headers.get('content-range')).toBe(`bytes ${zip.length - 100}-${zip.length - 1}/${zip.length}`);
    expect(await bytesOf(tail)).toEqual(zip.subarray(zip.length - 100));
    const rest = await download(material!.downloadURL, { range: `bytes=${zip.length - 10}-` });
    expect(await bytesOf(rest)).toEqual(zip.subarray(zip.length - 10));

    const outside = await download(material!.downloadURL, { range: `bytes=${zip.length}-` });
    expect(outside.status).toBe(416);
    expect((await errorOf(outside)).code).toBe('range_not_satisfiable');
  });
});

describe('what the upload refuses', () => {
  it('refuses a renamed program by its bytes, at its first bytes, and removes what it sent', async () => {
    const { manager } = await managerWithEmployee(app);
    const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(70_000, 1)]);
    const created = await create(manager.auth, program.length, { title: 'Upute', filename: 'upute.pdf', filetype: 'application/pdf' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const refused = await patch(location, manager.auth, 0, program);
    expect(refused.status).toBe(415);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await errorOf(refused)).toMatchObject({ code: 'unsupported_media_type', fields: { file: 'unsupported_type' } });
    expect((await head(location, manager.auth)).status).toBe(404);
    const text = await create(manager.auth, 5000);
    const textRefused = await patch(text.headers.get('location')!, manager.auth, 0, Buffer.alloc(5000, 'a'));
    expect(textRefused.status).toBe(415);
    expect(await list(manager.auth)).toEqual([]);
  });

  it('refuses a picture that does not decode with 400 naming the file, and keeps nothing of it', async () => {
    const { manager } = await managerWithEmployee(app);
    const png = await buildNoisyPng(800, 600);
    const before = await storedFiles(app);
    const undecodable: [string, Buffer][] = [
      ['a PNG cut in half', png.subarray(0, Math.floor(png.length / 2))],
      ['a JPEG with a broken Huffman table', breakHuffmanTable(await buildNoisyJpeg())],
      ['a HEIC cut short', TINY_HEIC.subarray(0, TINY_HEIC.length - 10)],
    ];
    for (const [label, bytes] of undecodable) {
      const created = await create(manager.auth, bytes.length, { title: 'Slika', filename: 'slika.png', filetype: 'image/png' });
      expect(created.status, label).toBe(201);
      const location = created.headers.get('location')!;
      const refused = await patch(location, manager.auth, 0, bytes);
      expect(refused.status, label).toBe(400);
      expect(refused.headers.get('content-type'), label).toMatch(/^application\/json/);
      expect(await errorOf(refused), label).toMatchObject({ code: 'validation_failed', fields: { file: 'not_an_image' } });
      expect((await head(location, manager.auth)).status, label).toBe(404);
    }
    expect(await list(manager.auth)).toEqual([]);
    expect(await storedFiles(app)).toEqual(before);
  });

  it('takes a whole HEIC, which sharp cannot decode, by its container: a card without a preview', async () => {
    const { manager } = await managerWithEmployee(app);
    await tusUpload(origin, TINY_HEIC, { token: tokenOf(manager.auth), title: 'Fotografija s iPhonea' });
    const [material] = await list(manager.auth);
    expect(material).toMatchObject({ kind: 'image', contentType: 'image/heic', size: TINY_HEIC.length, previewURL: null });
    expect(sha256(await bytesOf(await download(material!.downloadURL)))).toBe(sha256(TINY_HEIC));
  });

  it('refuses a picture larger than the server checks at its first bytes, with 413, and takes another file that large', async () => {
    const large = await createTestApp({ materialMaxBytes: 2 * MAX_PICTURE_MATERIAL_BYTES });
    const largeOrigin = await large.server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { manager } = await managerWithEmployee(large);
      const start = async (firstBytes: Buffer) => {
        const created = await tusRequest('POST', `${largeOrigin}/api/v1/uploads`, manager.auth, {
          'Upload-Length': String(MAX_PICTURE_MATERIAL_BYTES + 1),
          'Upload-Metadata': metadata({ title: 'Plakat' }),
        });
        expect(created.status).toBe(201);
        const location = new URL(created.headers.get('location')!, largeOrigin).href;
        return { location, answer: await patch(location, manager.auth, 0, firstBytes) };
      };
      const picture = await start((await buildNoisyPng(800, 600)).subarray(0, 64 * 1024));
      expect(picture.answer.status).toBe(413);
      expect(await errorOf(picture.answer)).toMatchObject({ code: 'payload_too_large' });
      expect((await head(picture.location, manager.auth)).status).toBe(404);
      const zip = await start(buildZip(64 * 1024));
      expect(zip.answer.status).toBe(204);
      expect(zip.answer.headers.get('upload-offset')).toBe(String(64 * 1024));
    } finally {
      await large.close();
    }
  });

  it('answers every bad request with a clear 4xx in the error shape, and writes nothing', async () => {
    const { manager, phone } = await managerWithEmployee(app);
    const cases: [string, Promise<Response>, number, string?][] = [
      ['a title of 10,000 characters', create(manager.auth, 100, { title: 'x'.repeat(10_000) }), 400, 'title'],
      ["'../' in the title", create(manager.auth, 100, { title: '../../etc/passwd' }), 400, 'title'],
      ['a control character in the title', create(manager.auth, 100, { title: 'Upute\u0000' }), 400, 'title'],
      ['no title', create(manager.auth, 100, { filename: 'a.png' }), 400, 'title'],
      ['a 0-byte file', create(manager.auth, 0), 400, 'file'],
      ['a file larger than the limit', create(manager.auth, MAX_BYTES + 1), 413],
      ['no length', tusRequest('POST', '/api/v1/uploads', manager.auth, { 'Upload-Metadata': metadata({ title: 'A' }) }), 400],
      ['an employee', create(phone.auth, 100), 403],
      ['no token', create({}, 100), 401],
    ];
    for (const [label, request, status, field] of cases) {
      const response = await request;
      expect(response.status, label).toBe(status);
      expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
      const error = await errorOf(response);
      expect(typeof error.code, label).toBe('string');
      if (field) expect(Object.keys(error.fields ?? {}), label).toContain(field);
    }

    const png = await buildPng(200, 100);
    const created = await create(manager.auth, png.length);
    const location = created.headers.get('location')!;
    const wrongOffset = await patch(location, manager.auth, 10, png);
    expect(wrongOffset.status).toBe(409);
    const tooMuch = await patch(location, manager.auth, 0, Buffer.concat([png, Buffer.alloc(500)]));
    expect(tooMuch.status).toBe(413);
    expect(await list(manager.auth)).toEqual([]);
  });

  it('answers malformed tus headers with a 4xx in the error shape, never a 5xx', async () => {
    const { manager } = await managerWithEmployee(app);
    const png = await buildPng(120, 80);
    const location = (await create(manager.auth, png.length)).headers.get('location')!;
    const json = { 'Upload-Metadata': metadata({ title: 'A' }) };
    const cases: [string, Promise<Response>, number][] = [
      ['no Tus-Resumable', fetch(`${origin}/api/v1/uploads`, { method: 'POST', headers: { ...manager.auth, 'Upload-Length': '10', ...json } }), 412],
      ['an old Tus-Resumable', tusRequest('POST', '/api/v1/uploads', manager.auth, { 'Tus-Resumable': '0.2.2', 'Upload-Length': '10', ...json }), 400],
      ['Upload-Length of letters', tusRequest('POST', '/api/v1/uploads', manager.auth, { 'Upload-Length': 'abc', ...json }), 400],
      ['a negative Upload-Length', tusRequest('POST', '/api/v1/uploads', manager.auth, { 'Upload-Length': '-5', ...json }), 400],
      ['Upload-Length beyond 2^64', tusRequest('POST', '/api/v1/uploads', manager.auth, { 'Upload-Length': '99999999999999999999999', ...json }), 400],
      ['metadata that is not base64', tusRequest('POST', '/api/v1/uploads', manager.auth, { 'Upload-Length': '10', 'Upload-Metadata': 'title %%%' }), 400],
      ['metadata with a key twice', tusRequest('POST', '/api/v1/uploads', manager.auth, { 'Upload-Length': '10', 'Upload-Metadata': `${metadata({ title: 'A' })},${metadata({ title: 'B' })}` }), 400],
      ['Upload-Offset of letters', tusRequest('PATCH', location, manager.auth, { 'Upload-Offset': 'x', 'Content-Type': 'application/offset+octet-stream' }, png), 400],
      ['PATCH as JSON', tusRequest('PATCH', location, manager.auth, { 'Upload-Offset': '0', 'Content-Type': 'application/json' }, Buffer.from('{}')), 400],
      ['an id with a query string', tusRequest('DELETE', `${location}?id=0`, manager.auth, {}), 400],
      ['a PATCH with a query string', patch(`${location}?x=1`, manager.auth, 0, png), 400],
      ['a creation with a query string', tusRequest('POST', '/api/v1/uploads?id=0', manager.auth, { 'Upload-Length': '10', ...json }), 400],
      ['an id that is not one', tusRequest('DELETE', '/api/v1/uploads/..%2F..%2Fapp.db', manager.auth, {}), 400],
    ];
    for (const [label, request, status] of cases) {
      const response = await request;
      expect(response.status, label).toBe(status);
      expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
      expect(typeof (await errorOf(response)).code, label).toBe('string');
    }
    // None of it touched the real upload.
    expect((await head(location, manager.auth)).headers.get('upload-offset')).toBe('0');
    expect(await list(manager.auth)).toEqual([]);
  });

  it('makes one material when the last bytes and status questions arrive at once', async () => {
    const { manager } = await managerWithEmployee(app);
    const png = await buildPng(400, 300);
    const location = (await create(manager.auth, png.length)).headers.get('location')!;
    expect((await patch(location, manager.auth, 0, png.subarray(0, 1000))).status).toBe(204);
    const answers = await Promise.all([
      patch(location, manager.auth, 1000, png.subarray(1000)),
      patch(location, manager.auth, 1000, png.subarray(1000)),
      head(location, manager.auth),
      head(location, manager.auth),
    ]);
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    // tus lets a newer request take an upload over from an older one: whatever was cut off, the
    // client asks where it stands and sends the rest, as tus-js-client does.
    const offset = Number((await head(location, manager.auth)).headers.get('upload-offset'));
    if (offset < png.length) answers.push(await patch(location, manager.auth, offset, png.subarray(offset)));
    answers.push(await head(location, manager.auth));
    // The material appears exactly once, and every answer that names one names the same.
    const materials = await list(manager.auth);
    expect(materials).toHaveLength(1);
    expect(sha256(await bytesOf(await download(materials[0]!.downloadURL)))).toBe(sha256(png));
    const named = new Set(answers.map((answer) => answer.headers.get('plan-dan-material-id')).filter(Boolean));
    expect([...named]).toEqual([String(materials[0]!.id)]);
  });

  it("gives another manager's and an employee's requests on an upload 404 or 403, on every method, and changes nothing", async () => {
    const { manager, phone } = await managerWithEmployee(app);
    const other = await registerAndLogin(app);
    const png = await buildPng(300, 200);
    const created = await create(manager.auth, png.length);
    const location = created.headers.get('location')!;
    expect((await patch(location, manager.auth, 0, png.subarray(0, 100))).status).toBe(204);
    for (const [caller, auth, status] of [
      ['another manager', other.auth, 404],
      ['an employee', phone.auth, 403],
      ['nobody', {}, 401],
    ] as const) {
      expect((await head(location, auth)).status, `HEAD by ${caller}`).toBe(status);
      expect((await patch(location, auth, 100, png.subarray(100))).status, `PATCH by ${caller}`).toBe(status);
      expect((await tusRequest('DELETE', location, auth, {})).status, `DELETE by ${caller}`).toBe(status);
    }
    expect((await head(location, manager.auth)).headers.get('upload-offset')).toBe('100');
    expect((await patch(location, manager.auth, 100, png.subarray(100))).status).toBe(204);
    expect((await list(manager.auth)).map((m) => m.kind)).toEqual(['image']);
    expect(await list(other.auth)).toEqual([]);
  });

  it('cancels an unfinished upload by DELETE, and removes one left for a day when the server starts', async () => {
    const { manager } = await managerWithEmployee(app);
    const png = await buildPng(300, 200);
    const cancelled = (await create(manager.auth, png.length)).headers.get('location')!;
    expect((await tusRequest('DELETE', cancelled, manager.auth, {})).status).toBe(204);
    expect((await head(cancelled, manager.auth)).status).toBe(404);

    const left = (await create(manager.auth, png.length)).headers.get('location')!;
    await patch(left, manager.auth, 0, png.subarray(0, 100));
    const recent = (await create(manager.auth, png.length)).headers.get('location')!;
    await beganHoursAgo(app, left, 25);
    await beganHoursAgo(app, recent, 23);
    const restarted = await buildApp({ ...app.config, port: 0 });
    try {
      await vi.waitFor(async () => expect((await head(left, manager.auth)).status).toBe(404), { timeout: 5_000 });
    } finally {
      await restarted.server.close();
    }
    // One begun less than a day ago can still be resumed.
    expect((await patch(recent, manager.auth, 0, png)).status).toBe(204);
  });
});

describe('an upload whose last answer was lost', () => {
  it('becomes its material when the browser asks where it stands, and the answer names it', async () => {
    const { manager } = await managerWithEmployee(app);
    const png = await buildPng(300, 200);
    const location = (await create(manager.auth, png.length, { title: 'Izgubljeni odgovor' })).headers.get('location')!;
    await writeAllBytes(app, location, png);
    expect(await list(manager.auth)).toEqual([]);
    const answer = await head(location, manager.auth);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('upload-offset')).toBe(String(png.length));
    const [material] = await list(manager.auth);
    expect(material).toMatchObject({ name: 'Izgubljeni odgovor', kind: 'image', size: png.length });
    expect(answer.headers.get('plan-dan-material-id')).toBe(String(material!.id));
    expect((await head(location, manager.auth)).headers.get('plan-dan-material-id')).toBe(String(material!.id));
    expect(await list(manager.auth)).toHaveLength(1);
  });

  it('becomes its material when the server starts, and the day sweep leaves finished materials alone', async () => {
    const { manager } = await managerWithEmployee(app);
    const kept = await buildPng(320, 240);
    const keptUpload = (await tusUpload(origin, kept, { token: tokenOf(manager.auth), title: 'Stari' })).url;
    const forgotten = buildPdf();
    const forgottenUpload = (await create(manager.auth, forgotten.length, { title: 'Zaboravljeni' })).headers.get('location')!;
    await writeAllBytes(app, forgottenUpload, forgotten);
    const left = (await create(manager.auth, kept.length)).headers.get('location')!;
    // All three began more than a day ago.
    for (const location of [keptUpload, forgottenUpload, left]) await beganHoursAgo(app, location, 25);

    const restarted = await buildApp({ ...app.config, port: 0 });
    try {
      await vi.waitFor(async () => expect((await list(manager.auth)).map((m) => m.name).sort()).toEqual(['Stari', 'Zaboravljeni']), { timeout: 5_000 });
      await vi.waitFor(async () => expect((await head(left, manager.auth)).status).toBe(404), { timeout: 5_000 });
    } finally {
      await restarted.server.close();
    }
    const materials = await list(manager.auth);
    const stari = materials.find((m) => m.name === 'Stari')!;
    expect(sha256(await bytesOf(await download(stari.downloadURL)))).toBe(sha256(kept));
    expect((await download(stari.previewURL!)).status).toBe(200);
    const zaboravljeni = materials.find((m) => m.name === 'Zaboravljeni')!;
    expect(zaboravljeni).toMatchObject({ kind: 'pdf', size: forgotten.length });
    expect(sha256(await bytesOf(await download(zaboravljeni.downloadURL)))).toBe(sha256(forgotten));
  });
});

describe('who sees and deletes materials', () => {
  it('shows the manager’s materials to their employees only; deleting removes the file and the preview', async () => {
    const { manager, phone } = await managerWithEmployee(app);
    const other = await managerWithEmployee(app);
    await tusUpload(origin, await buildPng(600, 400), { token: tokenOf(manager.auth), title: 'Slika' });
    // The two lists are compared links and all, and links are signed anew each hour: the clock stands still
    // from here, so no new hour comes between them.
    holdClock();
    const [material] = await list(manager.auth);
    expect(await list(phone.auth)).toEqual([material]);
    expect(await list(other.manager.auth)).toEqual([]);
    expect(await list(other.phone.auth)).toEqual([]);
    expect((await listAs({})).statusCode).toBe(401);

    for (const auth of [other.manager.auth, phone.auth, other.phone.auth]) {
      const refused = await app.server.inject({ method: 'DELETE', url: `/api/v1/materials/${material!.id}`, headers: auth });
      expect([403, 404]).toContain(refused.statusCode);
    }
    expect(await list(manager.auth)).toHaveLength(1);

    expect((await app.server.inject({ method: 'DELETE', url: `/api/v1/materials/${material!.id}`, headers: manager.auth })).statusCode).toBe(204);
    expect(await list(manager.auth)).toEqual([]);
    expect((await download(material!.downloadURL)).status).toBe(404);
    expect((await download(material!.previewURL!)).status).toBe(404);
    expect((await app.server.inject({ method: 'DELETE', url: `/api/v1/materials/${material!.id}`, headers: manager.auth })).statusCode).toBe(404);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, createTestApp, registerAndLogin, type TestApp } from '../../test/helpers.ts';

let app: TestApp;
let root: string;

const largeScript = (name: string) => `export const app = '${name}';\n`.repeat(200);

function fakeBuild(name: string, pages: string[] = []) {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><title>${name}</title></head><body></body></html>`);
  for (const page of pages) {
    writeFileSync(path.join(dir, page), `<!doctype html><html><head><title>${name} ${page}</title></head><body></body></html>`);
  }
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), `console.log('${name}')`);
  // As the build's precompress plugin writes them beside a large script.
  const large = largeScript(name);
  writeFileSync(path.join(dir, 'assets', 'large-abc123.js'), large);
  writeFileSync(path.join(dir, 'assets', 'large-abc123.js.br'), brotliCompressSync(large));
  writeFileSync(path.join(dir, 'assets', 'large-abc123.js.gz'), gzipSync(large));
  writeFileSync(path.join(dir, '.build-stamp'), 'source hash');
  return dir;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'plan-dan-spa-'));
  app = await createTestApp({ webDistDir: fakeBuild('manager', ['login.html']), employeeDistDir: fakeBuild('phone'), timezone: 'Pacific/Kiritimati' });
});
afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving the built apps', () => {
  it('answers deep links with the right app', async () => {
    for (const [url, title] of [
      ['/plan-dan/', 'manager'],
      ['/plan-dan/employee/7', 'manager'],
      ['/plan-dan/settings?x=1', 'manager'],
      ['/plan-dan/register', 'manager'],
      ['/plan-dan/m/', 'phone'],
      ['/plan-dan/m/prijava?kod=abc', 'phone'],
    ] as const) {
      const response = await app.server.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<title>${title}</title>`);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("writes the server's time zone into every page of both apps, index.html asked for by name included", async () => {
    for (const url of ['/plan-dan/', '/plan-dan/index.html', '/plan-dan/employee/7', '/plan-dan/m/', '/plan-dan/m/index.html', '/plan-dan/m/napredak']) {
      const response = await app.server.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<meta name="plan-dan-time-zone" content="Pacific/Kiritimati" />');
    }
  });

  it('sends the pre-rendered login page for /plan-dan/login, with the settings and the caching of every page', async () => {
    for (const url of ['/plan-dan/login', '/plan-dan/login?next=1']) {
      const response = await app.server.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>manager login.html</title>');
      expect(response.body, url).toContain('<meta name="plan-dan-time-zone" content="Pacific/Kiritimati" />');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
    // Only with the settings in it: never the file as built.
    const byName = await app.server.inject('/plan-dan/login.html');
    expect(byName.body).not.toContain('<title>manager login.html</title>');
  });

  it('does not serve files whose names start with a dot (the build stamp)', async () => {
    for (const url of ['/plan-dan/.build-stamp', '/plan-dan/m/.build-stamp']) {
      expect((await app.server.inject(url)).body, url).not.toContain('source hash');
    }
  });

  it('serves hashed assets as immutable and missing ones as 404', async () => {
    const asset = await app.server.inject('/plan-dan/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('manager');
    expect(asset.headers['cache-control']).toContain('immutable');
    const phoneAsset = await app.server.inject('/plan-dan/m/assets/main-abc123.js');
    expect(phoneAsset.body).toContain('phone');
    expect((await app.server.inject('/plan-dan/assets/missing.js')).statusCode).toBe(404);
  });

  it('redirects the bare paths', async () => {
    expect((await app.server.inject('/plan-dan')).headers.location).toBe('/plan-dan/');
    expect((await app.server.inject('/plan-dan/m')).headers.location).toBe('/plan-dan/m/');
  });

  it('never answers an API miss with a page', async () => {
    const response = await app.server.inject('/api/v1/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe('compression', () => {
  it('gzips large JSON answers for clients that accept it, in one call up to 64 KiB and as a stream above', async () => {
    const plain = await app.server.inject({ url: '/api/docs/json' });
    const response = await app.server.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(plain.body);
    // Above 64 KiB, streamed: its length is not known ahead.
    expect(plain.body.length).toBeGreaterThan(65536);
    expect(response.headers['content-length']).toBeUndefined();

    const { auth, user } = await registerAndLogin(app);
    for (let i = 0; i < 40; i++) await addEmployee(app, auth, { name: `Zaposlenik ${i}` });
    const managerId = user.id;
    const list = await app.server.inject({ url: `/api/v1/manager/children/${managerId}`, headers: auth });
    expect(list.body.length).toBeGreaterThan(1024);
    expect(list.body.length).toBeLessThan(65536);
    const zipped = await app.server.inject({ url: `/api/v1/manager/children/${managerId}`, headers: { ...auth, 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    // Compressed in one call, its length is known.
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(list.body);
  });

  it("sends the build's compressed copy of an asset in the encoding the client prefers, and the file to others", async () => {
    const url = '/plan-dan/m/assets/large-abc123.js';
    const brotli = await app.server.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(largeScript('phone'));

    const gzip = await app.server.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(largeScript('phone'));

    const plain = await app.server.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(largeScript('phone'));
    expect(plain.headers['content-type']).toBe(brotli.headers['content-type']);
  });
});

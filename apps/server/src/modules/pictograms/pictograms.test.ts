import { MAX_PICTOGRAM_QUERY_LENGTH, PICTOGRAM_SEARCH_LIMIT, pictogramDrawingPath, type PictogramSearch } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, managerWithEmployee, type TestApp } from '../../../test/helpers.ts';
import { EVERYDAY } from './synonyms.ts';

let app: TestApp;
let origin: string;
let manager: Record<string, string>;
let phone: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const people = await managerWithEmployee(app);
  manager = people.manager.auth;
  phone = people.phone.auth;
});
afterAll(async () => app?.close());

const searchFor = (q: string | undefined, headers: Record<string, string> = manager) =>
  app.server.inject({ method: 'GET', url: '/api/v1/pictograms', query: q === undefined ? {} : { q }, headers });
const namesFor = async (q: string) => (await searchFor(q)).json<PictogramSearch>().results.map((found) => found.name);

describe('GET /api/v1/pictograms', () => {
  it('finds symbols by Croatian and Bosnian words, with or without diacritics, each with its label and drawing', async () => {
    const response = await searchFor('četkica');
    expect(response.statusCode).toBe(200);
    expect(response.json<PictogramSearch>().results[0]).toEqual({ name: 'toothbrush', label: 'četkica za zube', downloadURL: '/api/v1/pictograms/toothbrush.svg' });
    expect((await namesFor('cetkica'))[0]).toBe('toothbrush');
    expect((await namesFor('zubi')).slice(0, 3)).toEqual(expect.arrayContaining(['tooth', 'toothbrush']));
    expect((await namesFor('tanjir'))[0]).toBe('fork-and-knife-with-plate');
    expect((await namesFor('smece'))[0]).toBe('wastebasket');
    expect(await namesFor('prati zube')).toEqual(['toothbrush']);
    expect(await namesFor('xqzvw')).toEqual([]);
  });

  it('answers the everyday symbols without q, and at most the limit', async () => {
    for (const q of [undefined, '', '   ']) expect(await namesFor(q as string)).toEqual(EVERYDAY);
    expect(await namesFor('c')).toHaveLength(PICTOGRAM_SEARCH_LIMIT);
  });

  it('lets the answer be cached: an ETag, a day in the browser, 304 when unchanged', async () => {
    const first = await searchFor('ruke');
    expect(first.headers['cache-control']).toBe('private, max-age=86400');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app.server.inject({ method: 'GET', url: '/api/v1/pictograms?q=ruke', headers: { ...manager, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await searchFor('prati')).headers.etag).not.toBe(etag);
  });

  it('answers 401 without a token, 403 to a phone, 400 naming q when it is too long', async () => {
    expect((await searchFor('zubi', {})).statusCode).toBe(401);
    expect((await searchFor('zubi', phone)).statusCode).toBe(403);
    expect((await searchFor('z'.repeat(MAX_PICTOGRAM_QUERY_LENGTH))).statusCode).toBe(200);
    const long = await searchFor('z'.repeat(MAX_PICTOGRAM_QUERY_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields)).toEqual(['q']);
  });
});

describe('GET /api/v1/pictograms/{name}.svg', () => {
  it('answers the SVG to anyone, with its type, nosniff, a policy that runs no script and long public caching', async () => {
    const response = await fetch(`${origin}${pictogramDrawingPath('toothbrush')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="32" height="32" viewBox="0 0 32 32">.+<\/svg>$/s);
    expect(svg).not.toMatch(/<script/i);
  });

  it('draws the high-contrast look in one colour, different from the colour one', async () => {
    const color = await (await fetch(`${origin}${pictogramDrawingPath('toothbrush')}`)).text();
    const contrast = await fetch(`${origin}${pictogramDrawingPath('toothbrush', 'contrast')}`);
    expect(contrast.status).toBe(200);
    const drawn = await contrast.text();
    expect(drawn).not.toBe(color);
    expect(drawn).toContain('currentColor');
    expect(color).not.toContain('currentColor');
  });

  it('answers 304 to a copy that is current, and HEAD as the GET without a body', async () => {
    const url = `${origin}${pictogramDrawingPath('tooth')}`;
    const etag = (await fetch(url)).headers.get('etag')!;
    const cached = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    const contrastEtag = (await fetch(`${origin}${pictogramDrawingPath('tooth', 'contrast')}`)).headers.get('etag');
    expect(contrastEtag).not.toBe(etag);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(head.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(await head.text()).toBe('');
  });

  it('answers 404 for a name the library lacks, 400 naming file or look for a bad one', async () => {
    const unknown = await app.server.inject({ method: 'GET', url: '/api/v1/pictograms/no-such-symbol.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    for (const file of ['tooth.png', 'Tooth.svg', 'tooth', '..%2Ftooth.svg', `${'a'.repeat(90)}.svg`]) {
      const bad = await app.server.inject({ method: 'GET', url: `/api/v1/pictograms/${file}` });
      expect(bad.statusCode, file).toBe(400);
      expect(Object.keys(bad.json().error.fields), file).toEqual(['file']);
    }
    const badLook = await app.server.inject({ method: 'GET', url: '/api/v1/pictograms/tooth.svg?look=dark' });
    expect(badLook.statusCode).toBe(400);
    expect(Object.keys(badLook.json().error.fields)).toEqual(['look']);
  });

  it('draws every symbol a search can answer', async () => {
    const everyday = (await searchFor('')).json<PictogramSearch>().results;
    for (const { downloadURL } of everyday) {
      const response = await app.server.inject({ method: 'GET', url: downloadURL });
      expect(response.statusCode, downloadURL).toBe(200);
    }
  });
});

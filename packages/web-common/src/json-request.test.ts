import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestJson } from './json-request';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn().mockImplementation(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('requestJson', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the body as JSON with the given headers after its own', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { ok: true }));
    await expect(requestJson('/api/v1/thing', { method: 'PUT', body: { a: 1 }, headers: { Authorization: 'Bearer abc' } })).resolves.toEqual({
      ok: true,
    });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer abc' });
  });

  it('sends a GET without a body or Content-Type', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, []));
    await requestJson('/api/v1/thing');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it('reports a failed connection as network_error with status 0', async () => {
    stubFetch(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(requestJson('/api/v1/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('passes on the abort of a cancelled request unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    stubFetch(async () => Promise.reject(abort));
    await expect(requestJson('/api/v1/x', { signal: controller.signal })).rejects.toBe(abort);
  });

  it('turns an error answer into an ApiError and reports only a 401 as unauthorized', async () => {
    const onUnauthorized = vi.fn();
    stubFetch(async () => jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } }));
    await expect(requestJson('/api/v1/x', { onUnauthorized })).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(onUnauthorized).not.toHaveBeenCalled();

    stubFetch(async () => jsonResponse(401, { error: { code: 'unauthorized', message: 'expired' } }));
    await expect(requestJson('/api/v1/x', { onUnauthorized })).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('answers undefined for 204 or an empty 202, JSON null as null, and unexpected_response for a body that is not JSON', async () => {
    stubFetch(async () => new Response(null, { status: 204 }));
    await expect(requestJson('/api/v1/x', { method: 'DELETE' })).resolves.toBeUndefined();

    stubFetch(async () => new Response('', { status: 202 }));
    await expect(requestJson('/api/v1/x', { method: 'POST', body: {} })).resolves.toBeUndefined();

    stubFetch(async () => jsonResponse(202, null));
    await expect(requestJson('/api/v1/x', { method: 'POST', body: {} })).resolves.toBeNull();

    stubFetch(async () => new Response('<html>', { status: 200 }));
    await expect(requestJson('/api/v1/x')).rejects.toMatchObject({ status: 200, code: 'unexpected_response' });
  });
});

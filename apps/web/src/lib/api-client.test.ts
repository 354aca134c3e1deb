import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setUnauthorizedHandler } from './api-client';

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(() => {});
  });

  const jsonResponse = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('reports a failed connection as network_error with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/v1/x', { authenticated: false })).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('calls the unauthorized handler on a 401 of an authenticated call only', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('localStorage', { getItem: () => null });
    const unauthorized = { error: { code: 'unauthorized', message: 'expired' } };
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => jsonResponse(401, unauthorized)));

    await expect(apiRequest('/api/v1/manager/login', { method: 'POST', body: {}, authenticated: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();

    await expect(apiRequest('/api/v1/manager/1', { method: 'PUT', body: {} })).rejects.toMatchObject({ code: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends the stored token as a bearer header', async () => {
    const user = { id: 1, username: 'u1', name: 'A', surname: 'B', email: 'a@b.hr', dateOfBirth: '2000-01-01', kidMale: false, jwtToken: 'abc' };
    const stored: Record<string, string> = { isLoggedIn: 'true', user: JSON.stringify(user) };
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null });
    const fetchMock = vi.fn().mockImplementation(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/api/v1/thing')).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc' });
  });
});

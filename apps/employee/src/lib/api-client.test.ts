import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, routePath, setUnauthorizedHandler } from './api-client';

describe('api client', () => {
  it('fills route parameters', () => {
    expect(routePath('/api/v1/task/sub/:id/photo', { id: 12 })).toBe('/api/v1/task/sub/12/photo');
    expect(() => routePath('/api/v1/task/:employeeId', {})).toThrow(/employeeId/);
  });
});

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(() => {});
  });

  const session = { id: 7, name: 'Harun', surname: 'Čehajić', kidMale: true, managerId: 2, jwtToken: 'a.b.c' };
  const unauthorized = () =>
    new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'expired' } }), { status: 401, headers: { 'Content-Type': 'application/json' } });

  it('sends the stored token and ends the session on a 401 of an authenticated call only', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'planDan.employee' ? JSON.stringify(session) : null) });
    const fetchMock = vi.fn().mockImplementation(async () => unauthorized());
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/api/v1/employee/login', { method: 'POST', body: {}, authenticated: false })).rejects.toMatchObject({ status: 401 });
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).headers).not.toHaveProperty('Authorization');
    expect(onUnauthorized).not.toHaveBeenCalled();

    await expect(apiRequest('/api/v1/task/7')).rejects.toMatchObject({ code: 'unauthorized' });
    expect((fetchMock.mock.calls[1]?.[1] as RequestInit).headers).toMatchObject({ Authorization: 'Bearer a.b.c' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

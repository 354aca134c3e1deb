import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEmployees } from './get-employees';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    has: (key: string) => map.has(key),
  };
}

const storedUser = JSON.stringify({
  id: 5,
  username: 'hcehajic5',
  name: 'Harun',
  surname: 'Čehajić',
  email: 'harun@example.com',
  dateOfBirth: '1990-03-15',
  kidMale: true,
  jwtToken: 'token',
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('getEmployees', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session on a 403, as the spec says for the employee list', async () => {
    const storage = memoryStorage({ isLoggedIn: 'true', user: storedUser });
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(403, { error: { code: 'forbidden', message: 'no' } })));

    await expect(getEmployees(5)).rejects.toMatchObject({ status: 403 });
    expect(storage.has('isLoggedIn')).toBe(false);
    expect(storage.has('user')).toBe(false);
  });

  it('keeps the session on other failures, and asks with the token for the manager’s list', async () => {
    const storage = memoryStorage({ isLoggedIn: 'true', user: storedUser });
    const fetchMock = vi.fn().mockResolvedValue(answer(500, { error: { code: 'internal_error', message: 'x' } }));
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('fetch', fetchMock);

    await expect(getEmployees(5)).rejects.toMatchObject({ status: 500 });
    expect(storage.has('isLoggedIn')).toBe(true);
    const [path, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(path).toBe('/api/v1/manager/children/5');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token' });
  });
});

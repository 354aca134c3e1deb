import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from './end-session';

const user = { id: 1, username: 'u1', name: 'A', surname: 'B', email: 'a@b.hr', dateOfBirth: '2000-01-01', kidMale: false, jwtToken: 'abc' };

function loggedInStorage() {
  const stored = new Map<string, string>([
    ['isLoggedIn', 'true'],
    ['user', JSON.stringify(user)],
  ]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  return stored;
}

describe('endSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server to end the session with the session's own token, and forgets it without waiting", () => {
    const stored = loggedInStorage();
    const fetchMock = vi.fn().mockReturnValue(new Promise(() => {}));
    vi.stubGlobal('fetch', fetchMock);

    endSession();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/v1/logout');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc' });
    expect(stored.size).toBe(0);
  });

  it('logs out here even when the server cannot be reached', async () => {
    const stored = loggedInStorage();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    endSession();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(stored.size).toBe(0);
  });

  it('sends nothing when no one is logged in', () => {
    vi.stubGlobal('localStorage', { getItem: () => null, removeItem: () => undefined });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);

    endSession();

    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { isLogoutInAnotherTab, parseSessionUser, readSession, toStoredUser, type SessionUser } from './session';

const user: SessionUser = {
  id: 5,
  username: 'hcehajic5',
  name: 'Harun',
  surname: 'Čehajić',
  email: 'harun@example.com',
  dateOfBirth: '1990-03-15',
  kidMale: true,
  jwtToken: 'token',
};

function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('parseSessionUser', () => {
  it('reads a stored user', () => {
    expect(parseSessionUser(JSON.stringify(user))).toEqual(user);
  });

  it('answers null for broken JSON or a value that is not a user', () => {
    expect(parseSessionUser('{not json')).toBeNull();
    expect(parseSessionUser(JSON.stringify({ ...user, jwtToken: undefined }))).toBeNull();
    expect(parseSessionUser('null')).toBeNull();
    expect(parseSessionUser(null)).toBeNull();
  });
});

describe('toStoredUser', () => {
  it('drops a password and any unknown field', () => {
    const withExtras = { ...user, password: 'secret', role: 'admin' } as SessionUser;
    expect(toStoredUser(withExtras)).toEqual(user);
  });
});

describe('readSession', () => {
  it('starts logged in only when the flag is true and the user is valid', () => {
    expect(readSession(memoryStorage({ isLoggedIn: 'true', user: JSON.stringify(user) }))).toEqual(user);
    expect(readSession(memoryStorage({ isLoggedIn: 'false', user: JSON.stringify(user) }))).toBeNull();
    expect(readSession(memoryStorage({ isLoggedIn: 'true' }))).toBeNull();
  });
});

describe('isLogoutInAnotherTab', () => {
  it('recognises the logged-in flag being removed by another tab', () => {
    expect(isLogoutInAnotherTab({ key: 'isLoggedIn', oldValue: 'true', newValue: null })).toBe(true);
  });

  it('ignores a login, a profile change and keys of other features', () => {
    expect(isLogoutInAnotherTab({ key: 'isLoggedIn', oldValue: null, newValue: 'true' })).toBe(false);
    expect(isLogoutInAnotherTab({ key: 'user', oldValue: '{}', newValue: null })).toBe(false);
    expect(isLogoutInAnotherTab({ key: 'lastActivityAt', oldValue: '1', newValue: '2' })).toBe(false);
  });
});

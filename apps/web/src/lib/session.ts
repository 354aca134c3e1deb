import type { LoggedInManager } from '@plan-dan/contract';
import { parseJsonRecord } from '@plan-dan/web-common/json-record';
import { useSyncExternalStore } from 'react';

/** The logged-in manager as kept in the browser: never a password. */
export type SessionUser = LoggedInManager;

/** Storage keys the product has always used; other tabs and older builds read the same ones. */
export const USER_KEY = 'user';
export const LOGGED_IN_KEY = 'isLoggedIn';

/** Reads a stored user, or null when the value is missing or not a user (edited by hand, older build). */
export function parseSessionUser(raw: string | null): SessionUser | null {
  const value = parseJsonRecord(raw);
  if (!value) return null;
  const { id, username, name, surname, email, dateOfBirth, kidMale, jwtToken } = value;
  if (
    typeof id !== 'number' ||
    typeof username !== 'string' ||
    typeof name !== 'string' ||
    typeof surname !== 'string' ||
    typeof email !== 'string' ||
    typeof dateOfBirth !== 'string' ||
    typeof kidMale !== 'boolean' ||
    typeof jwtToken !== 'string'
  ) {
    return null;
  }
  return { id, username, name, surname, email, dateOfBirth, kidMale, jwtToken };
}

/** Keeps only the known fields, so nothing else the server might add (or a password) is stored. */
export function toStoredUser(user: SessionUser): SessionUser {
  const { id, username, name, surname, email, dateOfBirth, kidMale, jwtToken } = user;
  return { id, username, name, surname, email, dateOfBirth, kidMale, jwtToken };
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const clearedListeners = new Set<() => void>();

/** True for the storage event another tab of the app sends when it logs out. */
export function isLogoutInAnotherTab(event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>): boolean {
  return event.key === LOGGED_IN_KEY && event.oldValue === 'true' && event.newValue !== 'true';
}

/**
 * Runs a callback after every logout, in this tab or another one (to drop cached data, to go to the
 * login screen): a tab whose session ended elsewhere must not keep the last user's data or address.
 */
export function onSessionCleared(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (isLogoutInAnotherTab(event)) listener();
  };
  clearedListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    clearedListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readSession(storage: Storage = localStorage): SessionUser | null {
  if (storage.getItem(LOGGED_IN_KEY) !== 'true') return null;
  return parseSessionUser(storage.getItem(USER_KEY));
}

export function saveSession(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(toStoredUser(user)));
  localStorage.setItem(LOGGED_IN_KEY, 'true');
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(LOGGED_IN_KEY);
  notify();
  clearedListeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A login or logout in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_KEY || event.key === LOGGED_IN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let cachedKey: string | undefined;
let cachedUser: SessionUser | null = null;

/** Same object for the same stored text, as useSyncExternalStore requires. */
function getSnapshot(): SessionUser | null {
  const flag = localStorage.getItem(LOGGED_IN_KEY);
  const raw = localStorage.getItem(USER_KEY);
  const key = `${flag}\u0000${raw}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedUser = flag === 'true' ? parseSessionUser(raw) : null;
  }
  return cachedUser;
}

/** The logged-in manager, or null; re-renders on login, logout and profile changes. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

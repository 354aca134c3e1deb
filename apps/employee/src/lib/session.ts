import type { LoggedInEmployee } from '@plan-dan/contract';
import { parseJsonRecord } from '@plan-dan/web-common/json-record';
import { useSyncExternalStore } from 'react';

/** What the phone keeps of the logged-in employee: enough to greet them and call the API. */
export type SessionEmployee = Pick<LoggedInEmployee, 'id' | 'name' | 'surname' | 'kidMale' | 'managerId' | 'jwtToken'>;

/** Why a session ended: the employee chose to, or the server no longer accepts the token. */
export type SessionEndReason = 'logout' | 'expired';

/** Its own key: the manager app on the same origin keeps its session under 'user'. */
export const SESSION_KEY = 'planDan.employee';
/** Set when the server refused the session, so the start screen can say why until the next login. */
export const EXPIRED_KEY = 'planDan.sessionExpired';

/** A stored session, or null when missing or not a session (edited by hand, older build). */
export function parseSession(raw: string | null): SessionEmployee | null {
  const value = parseJsonRecord(raw);
  if (!value) return null;
  const { id, name, surname, kidMale, managerId, jwtToken } = value;
  if (
    typeof id !== 'number' ||
    typeof name !== 'string' ||
    typeof surname !== 'string' ||
    typeof kidMale !== 'boolean' ||
    typeof managerId !== 'number' ||
    typeof jwtToken !== 'string' ||
    jwtToken === ''
  ) {
    return null;
  }
  return { id, name, surname, kidMale, managerId, jwtToken };
}

/** Keeps only the known fields: nothing else the login answer carries is stored on the phone. */
export function toStoredSession(employee: SessionEmployee): SessionEmployee {
  const { id, name, surname, kidMale, managerId, jwtToken } = employee;
  return { id, name, surname, kidMale, managerId, jwtToken };
}

const listeners = new Set<() => void>();
const endListeners = new Set<(reason: SessionEndReason) => void>();
const notify = () => listeners.forEach((listener) => listener());

export function readSession(): SessionEmployee | null {
  return parseSession(localStorage.getItem(SESSION_KEY));
}

export function saveSession(employee: SessionEmployee): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(toStoredSession(employee)));
  localStorage.removeItem(EXPIRED_KEY);
  notify();
}

/** Runs after every end of a session in this tab (drop cached data, go to the start screen). */
export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

export function endSession(reason: SessionEndReason): void {
  const hadSession = localStorage.getItem(SESSION_KEY) !== null;
  localStorage.removeItem(SESSION_KEY);
  if (reason === 'logout') localStorage.removeItem(EXPIRED_KEY);
  else if (hadSession) localStorage.setItem(EXPIRED_KEY, 'true');
  notify();
  // Several requests can be refused at once; the employee should see one message, once.
  if (hadSession || reason === 'logout') endListeners.forEach((listener) => listener(reason));
}

/** The last session ended because the server refused it (not because the employee logged out). */
export function wasSessionRefused(): boolean {
  return localStorage.getItem(EXPIRED_KEY) === 'true';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let cachedRaw: string | null | undefined;
let cachedSession: SessionEmployee | null = null;

function getSnapshot(): SessionEmployee | null {
  const raw = localStorage.getItem(SESSION_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseSession(raw);
  }
  return cachedSession;
}

/** The logged-in employee, or null; re-renders on login and logout. */
export function useSession(): SessionEmployee | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

import { useEffect, useRef } from 'react';

/** The spec's idle limit: 30 minutes without mouse movement or a click ends the session. */
export const INACTIVITY_TIMEOUT_MS = 1_800_000;

/** Activity that keeps the session alive; keys and touches count too, for keyboard and touch users. */
export const ACTIVITY_EVENTS = ['mousemove', 'click', 'keydown', 'touchstart'] as const;

/**
 * Other tabs of the app share the last activity through this key, so working in one tab keeps
 * an idle second tab from ending the session (which would log out both).
 */
export const LAST_ACTIVITY_KEY = 'lastActivityAt';

/** Writing the shared time on every mouse movement would be wasteful; once in a while is enough. */
const SHARE_INTERVAL_MS = 10_000;

/** How long until the idle limit is reached, 0 when it already has. */
export function msUntilIdle(lastActivityAt: number, now: number, timeoutMs: number = INACTIVITY_TIMEOUT_MS): number {
  return Math.max(0, lastActivityAt + timeoutMs - now);
}

/** The later of this tab's last activity and the one other tabs shared (ignored when unreadable). */
export function latestActivity(ownLastActivityAt: number, shared: string | null): number {
  const sharedAt = Number(shared);
  return Number.isFinite(sharedAt) && sharedAt > ownLastActivityAt ? sharedAt : ownLastActivityAt;
}

/**
 * Calls onIdle after timeoutMs without activity. Activity only records a time; one timer checks that
 * time when it fires and re-arms for the rest, so a moving mouse does not reset a timer on every event.
 */
export function useInactivityTimeout(onIdle: () => void, timeoutMs: number = INACTIVITY_TIMEOUT_MS): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    let lastActivityAt = Date.now();
    let lastSharedAt = 0;
    let timer: ReturnType<typeof setTimeout>;

    const check = () => {
      const last = latestActivity(lastActivityAt, localStorage.getItem(LAST_ACTIVITY_KEY));
      const remaining = msUntilIdle(last, Date.now(), timeoutMs);
      if (remaining === 0) onIdleRef.current();
      else timer = setTimeout(check, remaining);
    };
    const recordActivity = () => {
      lastActivityAt = Date.now();
      if (lastActivityAt - lastSharedAt >= SHARE_INTERVAL_MS) {
        lastSharedAt = lastActivityAt;
        localStorage.setItem(LAST_ACTIVITY_KEY, String(lastActivityAt));
      }
    };

    timer = setTimeout(check, timeoutMs);
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, recordActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, recordActivity);
    };
  }, [timeoutMs]);
}

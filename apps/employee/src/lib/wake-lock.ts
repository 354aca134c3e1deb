import { useEffect } from 'react';

/**
 * Keeps the screen on while some countdown runs, where the browser has the Screen Wake Lock API. Several
 * countdowns may ask at once (a step's and the task's); the lock is held while any of them wants it, and
 * asked for again when the page comes back into view (the browser lets go of it when the page is hidden).
 */
const holders = new Set<symbol>();
let sentinel: WakeLockSentinel | null = null;
let requesting = false;
let listening = false;

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator && typeof navigator.wakeLock?.request === 'function';
}

async function acquire(): Promise<void> {
  if (requesting || (sentinel && !sentinel.released) || holders.size === 0 || document.visibilityState !== 'visible') return;
  requesting = true;
  try {
    const lock = await navigator.wakeLock.request('screen');
    // Everyone let go while the request was on its way.
    if (holders.size === 0) void lock.release();
    else sentinel = lock;
  } catch {
    // Refused (low battery, a policy, no user gesture yet): the countdown works without it.
  } finally {
    requesting = false;
  }
}

function release(): void {
  const lock = sentinel;
  sentinel = null;
  if (lock && !lock.released) void lock.release().catch(() => undefined);
}

function onVisibility(): void {
  if (document.visibilityState === 'visible') void acquire();
}

/** Holds the screen on while `active` is true and the component is on screen. */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !supported()) return;
    const holder = Symbol('countdown');
    holders.add(holder);
    if (!listening) {
      document.addEventListener('visibilitychange', onVisibility);
      listening = true;
    }
    void acquire();
    return () => {
      holders.delete(holder);
      if (holders.size > 0) return;
      release();
      document.removeEventListener('visibilitychange', onVisibility);
      listening = false;
    };
  }, [active]);
}

import { useEffect, useState } from 'react';

/** How often the QR card looks at the clock: an expired code is gone from the screen within this. */
export const CLOCK_TICK_MS = 5_000;

/**
 * The current time (epoch ms), renewed every few seconds and at once when the window comes back
 * (shown again, focused, restored from the back-forward cache). After a computer slept, its timers
 * fire late, but these events do not.
 */
export function useWakeAwareNow(tickMs: number = CLOCK_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const update = () => setNow(Date.now());
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') update();
    };
    const timer = window.setInterval(update, tickMs);
    window.addEventListener('focus', update);
    window.addEventListener('pageshow', update);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', update);
      window.removeEventListener('pageshow', update);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [tickMs]);
  return now;
}

import { useEffect, useState } from 'react';

/** Where frames wait (a tab in the background), the work starts after this long anyway. */
const LATEST_MS = 1_000;

/**
 * Resolves once the browser has painted the next frame: its animation-frame callback runs just before
 * the paint, a task queued from there runs after it.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, LATEST_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/**
 * False until the screen this component is on has been painted once: work the first paint does not
 * need (live streams, warming up) waits for it, so that the start is not one long task.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => {
      if (mounted) setPainted(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}

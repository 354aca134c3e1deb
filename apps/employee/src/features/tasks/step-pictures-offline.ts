import type { TaskWithSteps } from '@plan-dan/contract';
import { useEffect } from 'react';
import { onSessionEnded } from '@/lib/session';

/** At most this many pictures are fetched ahead at a time: the coming week's open tasks hold far fewer. */
const MAX_PICTURES_AHEAD = 100;

/** The service worker's caches of step pictures and of the carer's recorded voices (vite.config.ts). */
const PICTURE_CACHE = 'step-pictures';
const VOICE_CACHE = 'step-voices';

/** The files already fetched ahead, by path (a link's signature changes every hour, the file never). */
const fetchedAhead = new Set<string>();

// The next person on this phone must not find this one's pictures.
onSessionEnded(() => {
  fetchedAhead.clear();
  if ('caches' in window) {
    void caches.delete(PICTURE_CACHE);
    void caches.delete(VOICE_CACHE);
  }
});

/**
 * The step pictures the open tasks will show: the picture, or a video's poster (the video itself is too
 * large to keep, and plays only online). Videos' and finished tasks' are left out.
 */
export function picturesToKeep(tasks: readonly TaskWithSteps[]): string[] {
  return tasks
    .filter((task) => task.done === null)
    .flatMap((task) => task.subtasks.map((step) => (step.picture?.kind === 'video' ? step.picture.previewURL : (step.picture?.downloadURL ?? null))))
    .filter((url): url is string => url !== null)
    .slice(0, MAX_PICTURES_AHEAD);
}

/** The carer's recorded voices of the open tasks' steps: small (at most a minute each), read aloud offline too. */
export function voicesToKeep(tasks: readonly TaskWithSteps[]): string[] {
  return tasks
    .filter((task) => task.done === null)
    .flatMap((task) => task.subtasks.map((step) => step.voice?.downloadURL ?? null))
    .filter((url): url is string => url !== null)
    .slice(0, MAX_PICTURES_AHEAD);
}

const pathOf = (url: string) => new URL(url, location.origin).pathname;

/**
 * Fetches the open tasks' step pictures and voices while online, once the screen is idle, through the service
 * worker, which keeps them (vite.config.ts, PICTURE_CACHE and VOICE_CACHE): a step opened later without a
 * connection still shows its picture and says its voice, for employees who read little. Nothing happens
 * without a service worker in control.
 */
export function useStepPicturesOffline(tasks: readonly TaskWithSteps[] | undefined): void {
  useEffect(() => {
    if (!tasks || !navigator.onLine || !navigator.serviceWorker?.controller) return;
    const missing = [...picturesToKeep(tasks), ...voicesToKeep(tasks)].filter((url) => !fetchedAhead.has(pathOf(url)));
    if (missing.length === 0) return;
    const fetchAll = () => {
      for (const url of missing) {
        fetchedAhead.add(pathOf(url));
        // A picture that fails is simply fetched again with the next list.
        fetch(url, { priority: 'low' } as RequestInit).catch(() => fetchedAhead.delete(pathOf(url)));
      }
    };
    const idle = window.requestIdleCallback?.(fetchAll, { timeout: 5_000 }) ?? window.setTimeout(fetchAll, 1_000);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, [tasks]);
}

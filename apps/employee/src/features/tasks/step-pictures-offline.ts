import type { TaskWithSteps } from '@plan-dan/contract';
import { PICTOGRAM_DRAWINGS_PATH, pictogramDrawingPath, type PictogramLook } from '@plan-dan/contract/pictogram-paths';
import { useEffect } from 'react';
import { onSessionEnded } from '@/lib/session';

/** At most this many pictures are fetched ahead at a time: the coming week's open tasks hold far fewer. */
const MAX_PICTURES_AHEAD = 100;

/** The service worker's caches of step pictures, of pictograms' drawings and of the carer's recorded voices (vite.config.ts). */
const PICTURE_CACHE = 'step-pictures';
const PICTOGRAM_CACHE = 'step-pictograms';
const VOICE_CACHE = 'step-voices';

/**
 * The files already fetched ahead, by path (a link's signature changes every hour, the file never); a
 * pictogram's drawing by its whole address, whose query is its look.
 */
const fetchedAhead = new Set<string>();

// The next person on this phone must not find this one's pictures.
onSessionEnded(() => {
  fetchedAhead.clear();
  if ('caches' in window) {
    void caches.delete(PICTURE_CACHE);
    void caches.delete(PICTOGRAM_CACHE);
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

/**
 * The drawings of the open tasks' pictograms, the tasks' and their steps', in the look the phone shows (a change of
 * look fetches the other drawings): each once, however many tasks share it.
 */
export function pictogramsToKeep(tasks: readonly TaskWithSteps[], look: PictogramLook): string[] {
  const names = tasks
    .filter((task) => task.done === null)
    .flatMap((task) => [task.pictogram, ...task.subtasks.map((step) => step.pictogram)])
    // Lists saved on the phone before pictograms came have none (undefined).
    .flatMap((pictogram) => (pictogram ? [pictogram.name] : []));
  return [...new Set(names)].slice(0, MAX_PICTURES_AHEAD).map((name) => pictogramDrawingPath(name, look));
}

/** The carer's recorded voices of the open tasks' steps: small (at most a minute each), read aloud offline too. */
export function voicesToKeep(tasks: readonly TaskWithSteps[]): string[] {
  return tasks
    .filter((task) => task.done === null)
    .flatMap((task) => task.subtasks.map((step) => step.voice?.downloadURL ?? null))
    .filter((url): url is string => url !== null)
    .slice(0, MAX_PICTURES_AHEAD);
}

/** A drawing's query is no signature but its look. */
const keyOf = (url: string) => {
  const { pathname, search } = new URL(url, location.origin);
  return pathname.startsWith(PICTOGRAM_DRAWINGS_PATH) ? pathname + search : pathname;
};

/**
 * Fetches the open tasks' step pictures, pictograms and voices while online, once the screen is idle, through the
 * service worker, which keeps them (vite.config.ts, PICTURE_CACHE, PICTOGRAM_CACHE and VOICE_CACHE): a task or step
 * opened later without a connection still shows its picture or pictogram and says its voice, for employees who read
 * little. Nothing happens without a service worker in control.
 */
export function useStepPicturesOffline(tasks: readonly TaskWithSteps[] | undefined, look: PictogramLook): void {
  useEffect(() => {
    if (!tasks || !navigator.onLine || !navigator.serviceWorker?.controller) return;
    const wanted = [...picturesToKeep(tasks), ...pictogramsToKeep(tasks, look), ...voicesToKeep(tasks)];
    const missing = wanted.filter((url) => !fetchedAhead.has(keyOf(url)));
    if (missing.length === 0) return;
    const fetchAll = () => {
      for (const url of missing) {
        fetchedAhead.add(keyOf(url));
        // A picture that fails is simply fetched again with the next list.
        fetch(url, { priority: 'low' } as RequestInit).catch(() => fetchedAhead.delete(keyOf(url)));
      }
    };
    const idle = window.requestIdleCallback?.(fetchAll, { timeout: 5_000 }) ?? window.setTimeout(fetchAll, 1_000);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, [tasks, look]);
}

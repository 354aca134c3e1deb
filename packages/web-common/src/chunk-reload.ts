/**
 * A tab opened before a new version was deployed still asks for the old hashed files, which the
 * server no longer has. Loading the page again brings the new version; these helpers tell such a
 * failure from others and make sure the page reloads for it at most once a minute.
 */

// Chromium and Firefox name the failed import; Safari only says a module failed; Vite's own preload of a CSS file.
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True for the error of a dynamic import (or its preload) whose file could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Where the last automatic reload's time is kept: per tab, so another tab's reload does not count. */
export const RELOADED_AT_KEY = 'planDan.reloadedForUpdateAt';
/** Within this time of an automatic reload, another failure shows the error screen instead. */
export const RELOAD_INTERVAL_MS = 60_000;

export interface ReloadGuardOptions {
  /** Read when needed: in some browsers merely touching sessionStorage throws. */
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  isOnline?: () => boolean;
  now?: () => number;
}

/**
 * Returns a function that reloads the page unless it did so within the last minute, or the device
 * is offline (a reload would then show the browser's own error page), or the time of the last reload
 * cannot be stored (nothing would stop a loop). It answers whether a reload is under way, so the
 * caller can show a quiet loader instead of an error; asked again meanwhile, it answers true.
 */
export function createReloadGuard({ storage, reload, isOnline = () => true, now = Date.now }: ReloadGuardOptions): () => boolean {
  let reloading = false;
  return () => {
    if (reloading) return true;
    if (!isOnline()) return false;
    try {
      const store = storage();
      const last = Number(store.getItem(RELOADED_AT_KEY));
      const time = now();
      // A time in the future (the clock was set back) does not block the reload.
      if (last > 0 && last <= time && time - last < RELOAD_INTERVAL_MS) return false;
      store.setItem(RELOADED_AT_KEY, String(time));
    } catch {
      return false;
    }
    reloading = true;
    reload();
    return true;
  };
}

/** The guard for this page: sessionStorage, location.reload and the browser's online flag. */
export function pageReloadGuard(): () => boolean {
  return createReloadGuard({
    storage: () => sessionStorage,
    reload: () => location.reload(),
    isOnline: () => navigator.onLine,
  });
}

import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { readValue, removeValue, writeValue } from './local-db';
import { onSessionEnded, readSession } from './session';

const CACHE_KEY = 'query-cache';
/** Older answers are not shown: a week-old list would mislead more than an empty screen. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Changes are written together, at most this often. */
const SAVE_DELAY_MS = 500;
/** The start waits at most this long for the phone's database, then shows the app without the saved answers. */
const RESTORE_WAIT_MS = 1_000;

interface SavedCache {
  employeeId: number;
  savedAt: number;
  state: DehydratedState;
}

/** What is kept for offline use: the task lists (the current one and Napredak's pages). */
const kept = (query: Query) => query.state.status === 'success' && query.queryKey[0] === 'tasks';

/**
 * Puts the last saved answers back into the cache (the logged-in employee's only), so the app opened
 * without a connection shows the last tasks; the queries fetch them again once the connection is back.
 */
export async function restoreQueryCache(queryClient: QueryClient): Promise<void> {
  const employeeId = readSession()?.id;
  if (employeeId === undefined) return;
  const saved = await Promise.race([
    readValue<SavedCache>(CACHE_KEY),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), RESTORE_WAIT_MS)),
  ]);
  if (!saved || saved.employeeId !== employeeId || Date.now() - saved.savedAt > MAX_AGE_MS) return;
  hydrate(queryClient, saved.state);
}

/** Saves the kept answers a moment after each change, for the logged-in employee; forgets them when the session ends. */
export function keepQueryCache(queryClient: QueryClient): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const employeeId = readSession()?.id;
    if (employeeId === undefined) {
      void removeValue(CACHE_KEY);
      return;
    }
    const state = dehydrate(queryClient, { shouldDehydrateQuery: kept });
    void writeValue(CACHE_KEY, { employeeId, savedAt: Date.now(), state } satisfies SavedCache);
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  // The next person on this phone must not see this one's tasks.
  onSessionEnded(() => {
    clearTimeout(timer);
    void removeValue(CACHE_KEY);
  });
}

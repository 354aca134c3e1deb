import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEvents } from './event-stream';

/** Event streams open in this tab: the lists they keep current need no polling. */
const openStreams = new Set<string>();

/** True while the stream at `url` is open, so the query it keeps current can rest its polling. */
export const isStreamOpen = (url: string) => openStreams.has(url);

/** A cached query a stream keeps current, and the event on that stream that fetches it again. */
export interface LiveFollow {
  eventName: string;
  queryKey: QueryKey;
}

/**
 * Keeps a cached query current while a screen shows it: each `eventName` on the Server-Sent Events
 * stream at `url` fetches it again. So do opening the stream (what changed before it was open went
 * unannounced; a fetch already under way is enough) and losing it (the query's polling takes over
 * until the stream is back). One caller per stream; a null url follows nothing.
 */
export function useLiveQuery(url: string | null, eventName: string, queryKey: QueryKey, headers: () => Record<string, string>): void {
  useLiveQueries(url, [{ eventName, queryKey }], headers);
}

/**
 * useLiveQuery for a stream that carries several events, each keeping its own query current (the
 * phone's tasks and its look): one connection for all of them, as a session may hold only a few.
 */
export function useLiveQueries(url: string | null, follows: readonly LiveFollow[], headers: () => Record<string, string>): void {
  const queryClient = useQueryClient();
  // The keys' identity changes on every render; their contents are what matter.
  const key = JSON.stringify(follows);
  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    const followed = JSON.parse(key) as LiveFollow[];
    const refresh = (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey });
    const refreshAll = (options: { cancelRefetch: boolean }) => {
      for (const { queryKey } of followed) void queryClient.invalidateQueries({ queryKey }, options);
    };
    followEvents(url, {
      headers,
      onEvent: (event) => {
        for (const { eventName, queryKey } of followed) if (event.name === eventName) refresh(queryKey);
      },
      onOpen: () => refreshAll({ cancelRefetch: false }),
      onLive: (live) => {
        if (live) openStreams.add(url);
        else if (openStreams.delete(url) && !controller.signal.aborted) refreshAll({ cancelRefetch: true });
      },
      signal: controller.signal,
    });
    return () => {
      controller.abort();
      openStreams.delete(url);
    };
  }, [url, key, headers, queryClient]);
}

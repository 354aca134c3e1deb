import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEvents } from './event-stream';

/** Event streams open in this tab: the lists they keep current need no polling. */
const openStreams = new Set<string>();

/** True while the stream at `url` is open, so the query it keeps current can rest its polling. */
export const isStreamOpen = (url: string) => openStreams.has(url);

/**
 * Keeps a cached query current while a screen shows it: each `eventName` on the Server-Sent Events
 * stream at `url` fetches it again. So do opening the stream (what changed before it was open went
 * unannounced; a fetch already under way is enough) and losing it (the query's polling takes over
 * until the stream is back). One caller per stream; a null url follows nothing.
 */
export function useLiveQuery(url: string | null, eventName: string, queryKey: QueryKey, headers: () => Record<string, string>): void {
  const queryClient = useQueryClient();
  // The key's identity changes on every render; its contents are what matter.
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    const queryKey = JSON.parse(key) as QueryKey;
    const refresh = () => void queryClient.invalidateQueries({ queryKey });
    const refreshUnlessUnderWay = () => void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    followEvents(url, {
      headers,
      onEvent: (event) => {
        if (event.name === eventName) refresh();
      },
      onOpen: refreshUnlessUnderWay,
      onLive: (live) => {
        if (live) openStreams.add(url);
        else if (openStreams.delete(url) && !controller.signal.aborted) refresh();
      },
      signal: controller.signal,
    });
    return () => {
      controller.abort();
      openStreams.delete(url);
    };
  }, [url, eventName, key, headers, queryClient]);
}

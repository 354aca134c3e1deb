/** Waits after a dropped stream: 1 s, then twice as long each time, at most 30 s. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * Takes the complete Server-Sent Events out of `text`: their names ('message' when a block has data
 * but no name), and the unfinished rest to prepend to the next chunk. Comments and `retry` are skipped.
 */
export function takeEvents(text: string): { events: string[]; rest: string } {
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const named = lines.find((line) => line.startsWith('event:'));
    if (named) events.push(named.slice('event:'.length).trim());
    else if (lines.some((line) => line.startsWith('data:'))) events.push('message');
  }
  return { events, rest };
}

export interface FollowEventsOptions {
  /** Read at every connection, so a renewed token is used. */
  headers: () => Record<string, string>;
  onEvent: (name: string) => void;
  /** At every (re)connection: what changed before the stream was open was not announced. */
  onOpen: () => void;
  /** True while the stream is open; a screen polls only while it is not. */
  onLive: (live: boolean) => void;
  signal: AbortSignal;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Follows a Server-Sent Events stream that needs the bearer token (EventSource cannot send a header),
 * and reconnects after a failure until `signal` aborts. A 401, 403 or 404 ends it for good: the
 * session or the employee is gone, and the screen's own requests say so.
 */
export function followEvents(url: string, options: FollowEventsOptions): void {
  const { headers, onEvent, onOpen, onLive, signal } = options;
  void (async () => {
    let retryMs = FIRST_RETRY_MS;
    while (!signal.aborted) {
      try {
        const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers() }, cache: 'no-store', signal });
        if ([401, 403, 404].includes(response.status)) return;
        if (response.ok && response.body) {
          onLive(true);
          onOpen();
          retryMs = FIRST_RETRY_MS;
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let rest = '';
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            const taken = takeEvents(rest + value);
            rest = taken.rest;
            taken.events.forEach(onEvent);
          }
        }
      } catch {
        // A dropped connection or an abort: the loop decides.
      }
      onLive(false);
      if (signal.aborted) return;
      await sleep(retryMs, signal);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }
  })();
}

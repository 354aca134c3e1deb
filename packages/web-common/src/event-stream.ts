/** Waits after a dropped stream: 1 s, then twice as long each time, at most 30 s. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** One Server-Sent Event: its name ('message' when it has none), its id (null when it has none) and its data lines joined. */
export interface StreamEvent {
  name: string;
  id: string | null;
  data: string;
}

/** A field line `name: value` (one space after the colon is not part of the value). */
function fieldOf(line: string): [string, string] {
  const colon = line.indexOf(':');
  if (colon === -1) return [line, ''];
  const value = line.slice(colon + 1);
  return [line.slice(0, colon), value.startsWith(' ') ? value.slice(1) : value];
}

/**
 * Takes the complete Server-Sent Events out of `text`, and the unfinished rest to prepend to the next
 * chunk. Comments, `retry` and blocks with neither a name nor data are skipped.
 */
export function takeEvents(text: string): { events: StreamEvent[]; rest: string } {
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let name: string | null = null;
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const [field, value] = fieldOf(line);
      if (field === 'event') name = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (name !== null || data.length > 0) events.push({ name: name ?? 'message', id, data: data.join('\n') });
  }
  return { events, rest };
}

export interface FollowEventsOptions {
  /** Read at every connection, so a renewed token is used. */
  headers: () => Record<string, string>;
  onEvent: (event: StreamEvent) => void;
  /**
   * The id to resume after at the first connection (the newest the screen already has); later
   * reconnections send the last id the stream brought, as `Last-Event-ID`.
   */
  initialEventId?: () => string | null;
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
    let lastEventId: string | null = null;
    while (!signal.aborted) {
      try {
        const resumeAfter = lastEventId ?? options.initialEventId?.() ?? null;
        const response = await fetch(url, {
          headers: { Accept: 'text/event-stream', ...headers(), ...(resumeAfter ? { 'Last-Event-ID': resumeAfter } : {}) },
          cache: 'no-store',
          // A stream stays open for as long as the screen: it must not hold up the requests the screen shows.
          priority: 'low',
          signal,
        });
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
            for (const event of taken.events) {
              if (event.id) lastEventId = event.id;
              onEvent(event);
            }
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

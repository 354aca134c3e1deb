import { expect } from 'vitest';

type Auth = Record<string, string>;

/** A real stream of an employee's task changes. */
export const openStream = (origin: string, employeeId: number, auth: Auth) => openEventStream(`${origin}/api/v1/task-events/${employeeId}`, auth);

/** A real Server-Sent Events stream over HTTP, read block by block as a browser would. */
export async function openEventStream(url: string, headers: Auth) {
  const response = await fetch(url, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';

  /** The next block of the stream (keep-alive comments included); null once the server ended it. */
  const nextBlock = async (): Promise<string | null> => {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        return block;
      }
      // Fails the test instead of hanging it when an expected event never comes.
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event within 5 s')), 5_000)),
      ]);
      if (chunk.done) return null;
      buffered += chunk.value;
    }
  };
  // Once the first block is here the server has subscribed the stream.
  expect(await nextBlock()).toBe('retry: 3000');
  return {
    nextBlock,
    async nextEvent() {
      let block = await nextBlock();
      while (block !== null && block.startsWith(':')) block = await nextBlock();
      return block;
    },
    /** Resolves with true once the server has ended the stream, reading past anything else it sends. */
    async ended() {
      while ((await nextBlock()) !== null);
      return true;
    },
    close: () => reader.cancel(),
  };
}

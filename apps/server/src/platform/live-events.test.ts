import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveEvents, MAX_STREAMS_PER_SESSION, sessionEndedTopic } from './live-events.ts';

/**
 * The stream route checks the owner (a database query) before it opens the stream: a client can go
 * away in that time, and a session can end in it. Here a route waits as long on purpose.
 */
let server: FastifyInstance;
let origin: string;
const events = createLiveEvents();
let sessionOpen = true;

beforeAll(async () => {
  server = Fastify();
  server.get('/stream/:session', async (request, reply) => {
    await sleep(150);
    const id = (request.params as { session: string }).session;
    events.stream(reply, { topic: 'topic', eventName: 'changed', session: { id, expiresAt: Date.now() + 60_000, isStillOpen: async () => sessionOpen } });
  });
  origin = await server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  events.closeAll();
  await server.close();
});

const open = (session: string, signal?: AbortSignal) => fetch(`${origin}/stream/${session}`, { signal });

describe('live streams', () => {
  it('do not count a client that left before its stream opened against the session’s limit', async () => {
    for (let i = 0; i < MAX_STREAMS_PER_SESSION + 2; i++) {
      const controller = new AbortController();
      const request = open('left-early', controller.signal).catch(() => undefined);
      await sleep(30);
      controller.abort();
      await request;
    }
    await sleep(300);
    const response = await open('left-early');
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it('end at once when the session ended between the token check and the stream opening', async () => {
    sessionOpen = false;
    try {
      const response = await open('ended-meanwhile');
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      let chunk = await reader.read();
      while (!chunk.done) chunk = await reader.read();
      expect(chunk.done).toBe(true);
    } finally {
      sessionOpen = true;
    }
  });

  it('end when their session ends later, and no other session’s', async () => {
    const ending = await open('ending');
    const staying = await open('staying');
    const reader = ending.body!.getReader();
    await reader.read();
    events.publish(sessionEndedTopic('ending'));
    let chunk = await reader.read();
    while (!chunk.done) chunk = await reader.read();
    expect(chunk.done).toBe(true);
    const stayingReader = staying.body!.getReader();
    expect((await stayingReader.read()).done).toBe(false);
    await stayingReader.cancel();
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveEvents, MAX_STREAMS_PER_SESSION, sessionEndedTopic, type FanOut, type StreamEvent } from './live-events.ts';

/**
 * The stream route checks the owner (a database query) before it opens the stream: a client can go
 * away in that time, and a session can end in it. Here a route waits as long on purpose.
 */
let server: FastifyInstance;
let origin: string;
const events = createLiveEvents();
let sessionOpen = true;
/** What a resuming stream replays from: the 'table' of events with ids. */
const log: StreamEvent[] = [];
/** While set, a replay waits for it: live events arrive meanwhile. */
let replayGate: Promise<void> | undefined;
const event = (id: number): StreamEvent => ({ name: 'message', id, data: JSON.stringify({ id }) });

beforeAll(async () => {
  // As the app does: a client that cancelled a body can leave its connection open, which would hold close() up.
  server = Fastify({ forceCloseConnections: true });
  server.get('/stream/:session', async (request, reply) => {
    await sleep(150);
    const id = (request.params as { session: string }).session;
    const { endsOn, also } = request.query as { endsOn?: string; also?: string };
    events.stream(reply, {
      topic: 'topic',
      eventName: 'changed',
      session: { id, expiresAt: Date.now() + 60_000, isStillOpen: async () => sessionOpen },
      ...(endsOn ? { endsOn } : {}),
      ...(also ? { alsoOn: [{ topic: also, eventName: 'also-changed' }] } : {}),
    });
  });
  server.get('/resume/:session', async (request, reply) => {
    const id = (request.params as { session: string }).session;
    const after = Number((request.query as { after: string }).after);
    events.stream(reply, {
      topic: 'resumable',
      eventName: 'message',
      session: { id, expiresAt: Date.now() + 60_000, isStillOpen: async () => true },
      resume: {
        after,
        async replay(from) {
          await replayGate;
          // Two at a time, so that the replay takes several rounds.
          return log.filter((item) => item.id! > from).slice(0, 2);
        },
      },
    });
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

  it('end when their `endsOn` topic is published (a removed helper), and no other stream of the session', async () => {
    const helping = await fetch(`${origin}/stream/helper-session?endsOn=help-ended:5:2`);
    const other = await fetch(`${origin}/stream/helper-session?endsOn=help-ended:6:2`);
    const reader = helping.body!.getReader();
    await reader.read();
    const otherReader = other.body!.getReader();
    await otherReader.read();
    events.publish('help-ended:5:2');
    let chunk = await reader.read();
    while (!chunk.done) chunk = await reader.read();
    expect(chunk.done).toBe(true);
    // The other stream is open, and still hears its topic.
    events.publish('topic');
    expect(new TextDecoder().decode((await otherReader.read()).value)).toContain('event: changed');
    await otherReader.cancel();
  });

  it('carry their `alsoOn` topics as their own events, from this instance and from another, and no other topic', async () => {
    const response = await fetch(`${origin}/stream/also-session?also=look:9`);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    // The first block (retry) is written once the stream listens.
    let text = decoder.decode((await reader.read()).value);
    events.publish('look:10');
    events.publish('look:9');
    events.deliver('look:9');
    events.publish('topic');
    const blocks = () => text.split('\n\n').filter((block) => block.startsWith('event:'));
    while (blocks().length < 3) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
    await reader.cancel();
    expect(blocks()).toEqual(['event: also-changed\ndata: {}', 'event: also-changed\ndata: {}', 'event: changed\ndata: {}']);
  });
});

/** Reads `count` events (comments and `retry` skipped) from a stream's body. */
async function readEvents(response: Response, count: number): Promise<string[]> {
  // The body's own reader: cancelling it closes the connection.
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const blocks = () => text.split('\n\n').filter((block) => block.startsWith('event:'));
  const timeout = AbortSignal.timeout(5_000);
  while (blocks().length < count && !timeout.aborted) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel();
  return blocks();
}
const block = (item: StreamEvent) => `event: message\nid: ${item.id}\ndata: ${item.data}`;

describe('streams that resume', () => {
  it('replay what the client missed, then the live events that came meanwhile, each id once and in order', async () => {
    log.push(event(1), event(2), event(3), event(4), event(5));
    let open!: () => void;
    replayGate = new Promise((resolve) => (open = resolve));
    const response = await fetch(`${origin}/resume/replaying?after=2`);
    expect(response.status).toBe(200);
    // While the replay waits: an event it will also replay, and new ones.
    events.emit('resumable', event(4));
    log.push(event(6), event(7));
    events.emit('resumable', event(6));
    events.emit('resumable', event(7));
    open();
    replayGate = undefined;
    await sleep(50);
    events.emit('resumable', event(7));
    log.push(event(8));
    events.emit('resumable', event(8));
    // An event without an id (a read marker) always goes out.
    events.emit('resumable', { name: 'read', data: '{"lastReadId":8}' });
    expect(await readEvents(response, 7)).toEqual([...[3, 4, 5, 6, 7, 8].map((id) => block(event(id))), 'event: read\ndata: {"lastReadId":8}']);
  });

  it('send data-less topics in the old shape', async () => {
    const response = await fetch(`${origin}/stream/old-shape`);
    const reading = readEvents(response, 1);
    await sleep(250);
    events.publish('topic');
    expect(await reading).toEqual(['event: changed\ndata: {}']);
  });
});

describe('notices between instances', () => {
  it('go to the fan-out as kind:value, come back to their receiver, and topics to the streams', () => {
    const local = createLiveEvents();
    const sent: string[] = [];
    const fanOut: FanOut = { send: (item) => void sent.push(item), close: async () => {} };
    local.useFanOut(fanOut);
    const heard: (string | null)[] = [];
    local.onNotice('chat-message', (value) => heard.push(value));

    local.notify('chat-message', '17');
    local.publish('tasks:3');
    expect(sent).toEqual(['chat-message:17', 'tasks:3']);

    local.deliver('chat-message:18');
    local.deliver('tasks:4');
    local.reconnected();
    expect(heard).toEqual(['18', null]);
  });
});

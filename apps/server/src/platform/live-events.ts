import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { now } from './clock.ts';
import { tooManyRequests } from './errors.ts';

/** Browsers reconnect this long after a dropped stream (the SSE `retry` field). */
const RETRY_MS = 3_000;
/** A comment this often keeps proxies and phones from closing a quiet stream (and the server's idle time-out). */
const DEFAULT_KEEP_ALIVE_MS = 25_000;
/**
 * Open streams per session. A manager keeps one per open employee page, a phone one; more means a
 * runaway client, which then falls back to polling instead of holding connections without end.
 */
export const MAX_STREAMS_PER_SESSION = 10;
/** setTimeout's longest delay; a phone's session outlives it, and its stream simply reconnects then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // Tells a reverse proxy (nginx) not to hold events back in its buffer.
  'x-accel-buffering': 'no',
};

/** The session a stream was opened with: the stream ends when the session does. */
export interface StreamSession {
  id: string;
  /** Epoch ms: the token expires then. */
  expiresAt: number;
  /** Asked once the stream listens for the session's end: a session that ended just before is not missed. */
  isStillOpen(): Promise<boolean>;
}

/** One Server-Sent Event with data; `id` only on events a client may resume after (`Last-Event-ID`). */
export interface StreamEvent {
  name: string;
  id?: number;
  /** One line of JSON. */
  data: string;
}

/** How a stream that carries ids first sends what the client missed. */
export interface StreamResume {
  /** The last id the client has; only newer events are sent, each once. */
  after: number;
  /** The next events after the given id, oldest first; none once the stream has caught up. */
  replay(after: number): Promise<StreamEvent[]>;
}

/**
 * Tells open screens that what they show has changed. Data-less topics (`publish`) make a screen load
 * the current state through the normal routes, so one missed while a phone was offline costs nothing.
 * Events with data and an id (`emit`, the chat's messages) resume instead: a stream opened with the
 * last id the client saw first replays what it missed.
 * In-process by default; instances that share a PostgreSQL database also tell each other (`FanOut`):
 * data-less topics as they are, anything else as a short notice (`notify`) that the other instances'
 * receivers (`onNotice`) turn back into events, e.g. by loading a message by its id.
 */
export interface LiveEvents {
  /** To this instance's streams, and through the fan-out to the other instances'. */
  publish(topic: string): void;
  /** An event with data to this instance's streams of the topic only. */
  emit(topic: string, event: StreamEvent): void;
  /** To the other instances only: `kind:value`, handed to their receiver of `kind`. */
  notify(kind: string, value: string): void;
  /**
   * Receives the notices of `kind` other instances send; null when notices may have been lost (the
   * fan-out reconnected), so the receiver catches up from the database.
   */
  onNotice(kind: string, receive: (value: string | null) => void): void;
  /** What the fan-out brings from another instance: a topic, or a notice. */
  deliver(topicOrNotice: string): void;
  /** The fan-out lost and re-opened its connection. */
  reconnected(): void;
  useFanOut(fanOut: FanOut): void;
  /**
   * Keeps the reply open as a Server-Sent Events stream that sends `eventName` on each publish to
   * `topic` and each event emitted to it, until the client goes, the session ends or expires, the
   * server closes, or something is published to `endsOn` (the caller lost the right to the topic: a
   * removed helper). With `resume`, first the missed events, then the live ones, none twice. `alsoOn`:
   * more data-less topics the same stream carries, each as its own event (the phone's look beside its
   * tasks), so a screen keeps one connection, not one per topic. Throws 429 when the session already
   * has its most streams open. A HEAD gets the stream's headers and ends.
   */
  stream(
    reply: FastifyReply,
    options: {
      topic: string;
      eventName: string;
      session: StreamSession;
      resume?: StreamResume;
      endsOn?: string;
      alsoOn?: ReadonlyArray<{ topic: string; eventName: string }>;
    },
  ): void;
  /** Ends every open stream: a long-lived request would otherwise keep the server from closing. */
  closeAll(): void;
}

/** Carries events to the other server instances. */
export interface FanOut {
  send(topicOrNotice: string): void;
  close(): Promise<void>;
}

export function createLiveEvents({ keepAliveMs = DEFAULT_KEEP_ALIVE_MS }: { keepAliveMs?: number } = {}): LiveEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const openStreams = new Set<() => void>();
  const streamsOfSession = new Map<string, Set<() => void>>();
  const receivers = new Map<string, (value: string | null) => void>();
  let fanOut: FanOut | undefined;

  return {
    publish(topic) {
      emitter.emit(topic);
      fanOut?.send(topic);
    },

    emit(topic, event) {
      emitter.emit(topic, event);
    },

    notify(kind, value) {
      fanOut?.send(`${kind}:${value}`);
    },

    onNotice(kind, receive) {
      receivers.set(kind, receive);
    },

    deliver(topicOrNotice) {
      const separator = topicOrNotice.indexOf(':');
      const receive = separator > 0 ? receivers.get(topicOrNotice.slice(0, separator)) : undefined;
      if (receive) receive(topicOrNotice.slice(separator + 1));
      else emitter.emit(topicOrNotice);
    },

    reconnected() {
      for (const receive of receivers.values()) receive(null);
    },

    useFanOut(next) {
      fanOut = next;
    },

    stream(reply, { topic, eventName, session, resume, endsOn, alsoOn = [] }) {
      const ofSession = streamsOfSession.get(session.id) ?? new Set<() => void>();
      if (ofSession.size >= MAX_STREAMS_PER_SESSION) {
        reply.header('retry-after', String(RETRY_MS / 1000));
        throw tooManyRequests(RETRY_MS / 1000);
      }
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, STREAM_HEADERS);
      // Node sends no body to a HEAD, and so not even the headers until the answer ends: a HEAD kept
      // open as a stream would hang without a word. It gets the GET's headers (after the same checks) and
      // its end, and holds no stream.
      if (reply.request.method === 'HEAD') {
        response.end();
        return;
      }
      // The first bytes tell the client the stream is open, and so subscribed.
      response.write(`retry: ${RETRY_MS}\n\n`);

      const write = (event: StreamEvent) =>
        response.write(`event: ${event.name}\n${event.id === undefined ? '' : `id: ${event.id}\n`}data: ${event.data}\n\n`);
      // Events with ids go out in rising order: one at or below the last sent is already with the client.
      let lastSentId = resume?.after ?? 0;
      const sendEvent = (event: StreamEvent) => {
        if (event.id !== undefined) {
          if (event.id <= lastSentId) return;
          lastSentId = event.id;
        }
        write(event);
      };
      // Live events wait here while the missed ones are replayed.
      let waiting: StreamEvent[] | undefined = resume ? [] : undefined;
      const send = (event?: StreamEvent) => {
        if (!event) write({ name: eventName, data: '{}' });
        else if (waiting) waiting.push(event);
        else sendEvent(event);
      };
      const alsoSends = alsoOn.map((also) => ({ topic: also.topic, send: () => write({ name: also.eventName, data: '{}' }) }));
      const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), keepAliveMs);
      const endedTopic = sessionEndedTopic(session.id);
      const close = () => {
        if (!openStreams.delete(close)) return;
        clearInterval(keepAlive);
        clearTimeout(expiry);
        emitter.off(topic, send);
        for (const also of alsoSends) emitter.off(also.topic, also.send);
        emitter.off(endedTopic, close);
        if (endsOn) emitter.off(endsOn, close);
        ofSession.delete(close);
        if (ofSession.size === 0) streamsOfSession.delete(session.id);
        response.end();
      };
      const expiry = setTimeout(close, Math.min(Math.max(0, session.expiresAt - now()), MAX_TIMER_MS));
      emitter.on(topic, send);
      for (const also of alsoSends) emitter.on(also.topic, also.send);
      emitter.on(endedTopic, close);
      if (endsOn) emitter.on(endsOn, close);
      openStreams.add(close);
      ofSession.add(close);
      streamsOfSession.set(session.id, ofSession);
      response.on('close', close);
      // The client may have gone while the route checked the owner: its 'close' has already passed.
      if (response.destroyed || !response.socket || response.socket.destroyed) close();
      else {
        // The session may have ended between the token check and listening for its end.
        void session.isStillOpen().then((open) => open || close(), close);
        if (resume) {
          // Subscribed first, replayed second: an event arriving meanwhile waits, and is sent unless replayed.
          const replayMissed = async () => {
            for (let batch = await resume.replay(lastSentId); batch.length > 0 && openStreams.has(close); batch = await resume.replay(lastSentId)) {
              for (const event of batch) sendEvent(event);
            }
            for (const event of waiting ?? []) sendEvent(event);
            waiting = undefined;
          };
          // A stream that cannot replay ends; the client reconnects and tries again.
          replayMissed().catch(close);
        }
      }
    },

    closeAll() {
      for (const close of [...openStreams]) close();
    },
  };
}

/** The topic of an employee's tasks, steps and photos: the manager's Zadaci and Kalendar and the phone follow it. */
export const tasksTopic = (employeeId: number) => `tasks:${employeeId}`;
/** The employee a tasks topic is of; undefined for any other topic. */
export function employeeOfTasksTopic(topic: string): number | undefined {
  const match = /^tasks:(\d+)$/.exec(topic);
  return match ? Number(match[1]) : undefined;
}
/** The topic of an employee's phone look: published when the manager saves it, carried on the tasks stream. */
export const lookTopic = (employeeId: number) => `look:${employeeId}`;
/** Published when a session ends: its streams close, on every instance. */
export const sessionEndedTopic = (sessionId: string) => `session-ended:${sessionId}`;
/** Published when a manager stops helping with an employee: their streams of that employee end, on every instance. */
export const helpEndedTopic = (employeeId: number, managerId: number) => `help-ended:${employeeId}:${managerId}`;

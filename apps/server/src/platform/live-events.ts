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

/** The session a stream was opened with: the stream ends when the session does. */
export interface StreamSession {
  id: string;
  /** Epoch ms: the token expires then. */
  expiresAt: number;
  /** Asked once the stream listens for the session's end: a session that ended just before is not missed. */
  isStillOpen(): Promise<boolean>;
}

/**
 * Tells open screens that what they show has changed, so they fetch it again at once instead of
 * polling. Events carry no data: the screens always load the current state through the normal
 * routes, so one missed while a phone was offline costs nothing (a reconnect loads it too).
 * In-process by default; instances that share a PostgreSQL database also tell each other (`FanOut`).
 */
export interface LiveEvents {
  /** To this instance's streams, and through the fan-out to the other instances'. */
  publish(topic: string): void;
  /** To this instance's streams only: what the fan-out brings from another instance. */
  deliver(topic: string): void;
  useFanOut(fanOut: FanOut): void;
  /**
   * Keeps the reply open as a Server-Sent Events stream that sends `eventName` on each publish to
   * `topic`, until the client goes, the session ends or expires, or the server closes. Throws 429 when
   * the session already has its most streams open.
   */
  stream(reply: FastifyReply, options: { topic: string; eventName: string; session: StreamSession }): void;
  /** Ends every open stream: a long-lived request would otherwise keep the server from closing. */
  closeAll(): void;
}

/** Carries events to the other server instances. */
export interface FanOut {
  send(topic: string): void;
  close(): Promise<void>;
}

export function createLiveEvents({ keepAliveMs = DEFAULT_KEEP_ALIVE_MS }: { keepAliveMs?: number } = {}): LiveEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const openStreams = new Set<() => void>();
  const streamsOfSession = new Map<string, Set<() => void>>();
  let fanOut: FanOut | undefined;

  return {
    publish(topic) {
      emitter.emit(topic);
      fanOut?.send(topic);
    },

    deliver(topic) {
      emitter.emit(topic);
    },

    useFanOut(next) {
      fanOut = next;
    },

    stream(reply, { topic, eventName, session }) {
      const ofSession = streamsOfSession.get(session.id) ?? new Set<() => void>();
      if (ofSession.size >= MAX_STREAMS_PER_SESSION) {
        reply.header('retry-after', String(RETRY_MS / 1000));
        throw tooManyRequests(RETRY_MS / 1000);
      }
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // Tells a reverse proxy (nginx) not to hold events back in its buffer.
        'x-accel-buffering': 'no',
      });
      // The first bytes tell the client the stream is open, and so subscribed.
      response.write(`retry: ${RETRY_MS}\n\n`);

      const send = () => response.write(`event: ${eventName}\ndata: {}\n\n`);
      const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), keepAliveMs);
      const endedTopic = sessionEndedTopic(session.id);
      const close = () => {
        if (!openStreams.delete(close)) return;
        clearInterval(keepAlive);
        clearTimeout(expiry);
        emitter.off(topic, send);
        emitter.off(endedTopic, close);
        ofSession.delete(close);
        if (ofSession.size === 0) streamsOfSession.delete(session.id);
        response.end();
      };
      const expiry = setTimeout(close, Math.min(Math.max(0, session.expiresAt - now()), MAX_TIMER_MS));
      emitter.on(topic, send);
      emitter.on(endedTopic, close);
      openStreams.add(close);
      ofSession.add(close);
      streamsOfSession.set(session.id, ofSession);
      response.on('close', close);
      // The client may have gone while the route checked the owner: its 'close' has already passed.
      if (response.destroyed || !response.socket || response.socket.destroyed) close();
      // The session may have ended between the token check and listening for its end.
      else void session.isStillOpen().then((open) => open || close(), close);
    },

    closeAll() {
      for (const close of [...openStreams]) close();
    },
  };
}

/** The topic of an employee's tasks, steps and photos: the manager's Zadaci and Kalendar and the phone follow it. */
export const tasksTopic = (employeeId: number) => `tasks:${employeeId}`;
/** Published when a session ends: its streams close, on every instance. */
export const sessionEndedTopic = (sessionId: string) => `session-ended:${sessionId}`;

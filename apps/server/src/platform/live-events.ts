import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';

/** Browsers reconnect this long after a dropped stream (the SSE `retry` field). */
const RETRY_MS = 3_000;
/** A comment this often keeps proxies and phones from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

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
  /** Keeps the reply open as a Server-Sent Events stream that sends `eventName` on each publish. */
  stream(reply: FastifyReply, topic: string, eventName: string): void;
  /** Ends every open stream: a long-lived request would otherwise keep the server from closing. */
  closeAll(): void;
}

/** Carries events to the other server instances. */
export interface FanOut {
  send(topic: string): void;
  close(): Promise<void>;
}

export function createLiveEvents(): LiveEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const openStreams = new Set<() => void>();
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

    stream(reply, topic, eventName) {
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
      const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      emitter.on(topic, send);
      const close = () => {
        if (!openStreams.delete(close)) return;
        clearInterval(keepAlive);
        emitter.off(topic, send);
        response.end();
      };
      openStreams.add(close);
      response.on('close', close);
    },

    closeAll() {
      for (const close of [...openStreams]) close();
    },
  };
}

/** The topic of an employee's tasks, steps and photos: the manager's Zadaci and Kalendar and the phone follow it. */
export const tasksTopic = (employeeId: number) => `tasks:${employeeId}`;

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { FanOut } from './live-events.ts';

const RECONNECT_MS = 2_000;

interface PostgresFanOutOptions {
  databaseUrl: string;
  /** Instances working in one schema share events; other schemas (other tests) hear nothing. */
  schema: string | undefined;
  /** Hands a topic or notice another instance sent to this instance's open streams. */
  deliver: (topicOrNotice: string) => void;
  /** After a lost connection is open again: notices sent meanwhile are lost, so receivers catch up. */
  reconnected: () => void;
  log: FastifyBaseLogger;
}

/**
 * Carries live events between server instances that share one PostgreSQL database (several
 * instances behind a load balancer): each sends NOTIFY and listens on one channel, and ignores its
 * own notices, which it has delivered itself. Notices carry topics and ids, never data: NOTIFY takes at
 * most 8,000 bytes. A lost connection is re-opened; data-less events sent meanwhile are lost, which
 * costs a screen only freshness until the next event, and the receivers of notices catch up from the
 * database (`reconnected`).
 */
export async function startPostgresFanOut({ databaseUrl, schema, deliver, reconnected, log }: PostgresFanOutOptions): Promise<FanOut> {
  const channel = schema ? `plan_dan_events_${schema}` : 'plan_dan_events';
  if (!/^[a-z0-9_]{1,63}$/.test(channel)) throw new Error(`Unusable channel name for live events: ${channel}`);
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    // Named after the channel, so the listening connection is easy to tell apart in pg_stat_activity.
    const next = new pg.Client({ connectionString: databaseUrl, application_name: channel });
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      const separator = message.payload.indexOf(' ');
      const from = message.payload.slice(0, separator);
      const topic = message.payload.slice(separator + 1);
      if (from !== instance && topic) deliver(topic);
    });
    next.on('error', (error) => log.warn({ err: error }, 'live events: PostgreSQL connection failed'));
    next.on('end', () => {
      if (client === next) client = undefined;
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
  };

  const reconnect = async () => {
    if (closed || client) return;
    try {
      await connect();
      reconnected();
    } catch (error) {
      log.warn({ err: error }, 'live events: reconnecting to PostgreSQL failed');
      setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    }
  };

  await connect();

  // One NOTIFY at a time: the connection runs one query at a time anyway, and pg warns of overlapping ones.
  let sending = Promise.resolve();
  return {
    send(topicOrNotice) {
      sending = sending.then(async () => {
        try {
          await client?.query('select pg_notify($1, $2)', [channel, `${instance} ${topicOrNotice}`]);
        } catch (error) {
          log.warn({ err: error }, 'live events: NOTIFY failed');
        }
      });
    },
    async close() {
      closed = true;
      await client?.end();
    },
  };
}

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { now } from './clock.ts';

/** Rows whose window ended this long ago are removed (they would be reset on their next use anyway). */
const SWEEP_EVERY_MS = 60_000;

export interface RequestLimits {
  /** Counts one request against `key` in a window of `windowMs`: how many it is now, and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; windowEndsAt: number }>;
  /**
   * Lets an attempt through when the failures and the attempts still in flight are below `max`, and
   * holds a place for it until `settle`. Refused: the seconds until a place frees up.
   */
  takePlace(key: string, max: number, windowMs: number): Promise<{ taken: true } | { taken: false; retryAfterSeconds: number }>;
  /** Gives an attempt's place back, counting a failure when it failed. */
  settle(key: string, failed: boolean): Promise<void>;
  /** A store for @fastify/rate-limit that counts in the same table, so every instance counts together. */
  rateLimitStore: FastifyRateLimitStoreCtor;
}

/**
 * Request limits counted in the database (`request_limits`, written only here), not in the process:
 * several instances behind one load balancer share them. Each check is one upsert that both decides
 * and counts, so simultaneous requests on any instance cannot all slip under the limit.
 */
export function createRequestLimits(db: Db): RequestLimits {
  let nextSweepAt = 0;
  const sweep = (at: number) => {
    if (at < nextSweepAt) return;
    nextSweepAt = at + SWEEP_EVERY_MS;
    void db.deleteFrom('request_limits').where('window_ends_at', '<=', at - SWEEP_EVERY_MS).execute().catch(() => {
      // The next sweep tries again; a leftover row is reset on its next use.
    });
  };

  const hit: RequestLimits['hit'] = async (key, windowMs) => {
    const at = now();
    sweep(at);
    const windowEnded = sql<boolean>`request_limits.window_ends_at <= ${at}`;
    const row = await db
      .insertInto('request_limits')
      .values({ key, count: 1, in_flight: 0, window_ends_at: at + windowMs })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql`CASE WHEN ${windowEnded} THEN 1 ELSE request_limits.count + 1 END`,
          window_ends_at: sql`CASE WHEN ${windowEnded} THEN excluded.window_ends_at ELSE request_limits.window_ends_at END`,
        }),
      )
      .returning(['count', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    return { count: row.count, windowEndsAt: row.window_ends_at };
  };

  const takePlace: RequestLimits['takePlace'] = async (key, max, windowMs) => {
    const at = now();
    sweep(at);
    // A new window also forgets the places still held: an instance that died holding some cannot lock a
    // client out for longer than a window.
    const windowEnded = sql<boolean>`request_limits.window_ends_at <= ${at}`;
    const taken = await db
      .insertInto('request_limits')
      .values({ key, count: 0, in_flight: 1, window_ends_at: at + windowMs })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({
            count: sql`CASE WHEN ${windowEnded} THEN 0 ELSE request_limits.count END`,
            in_flight: sql`CASE WHEN ${windowEnded} THEN 1 ELSE request_limits.in_flight + 1 END`,
            window_ends_at: sql`CASE WHEN ${windowEnded} THEN excluded.window_ends_at ELSE request_limits.window_ends_at END`,
          })
          .where(sql<boolean>`${windowEnded} OR request_limits.count + request_limits.in_flight < ${max}`),
      )
      .returning('count')
      .executeTakeFirst();
    if (taken) return { taken: true };
    const held = await db.selectFrom('request_limits').select(['count', 'window_ends_at']).where('key', '=', key).executeTakeFirst();
    // Failures free their places when the window ends; attempts in flight as soon as they are answered.
    const untilWindowEnds = Math.max(1, Math.ceil(((held?.window_ends_at ?? at) - at) / 1000));
    return { taken: false, retryAfterSeconds: held && held.count >= max ? untilWindowEnds : 1 };
  };

  const settle: RequestLimits['settle'] = async (key, failed) => {
    await db
      .updateTable('request_limits')
      .set({
        in_flight: sql`CASE WHEN request_limits.in_flight > 0 THEN request_limits.in_flight - 1 ELSE 0 END`,
        count: sql`request_limits.count + ${failed ? 1 : 0}`,
      })
      .where('key', '=', key)
      .execute();
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(options?: unknown) {
      this.prefix = typeof options === 'string' ? options : '';
    }
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      hit(`${this.prefix}${key}`, timeWindow).then(
        ({ count, windowEndsAt }) => callback(null, { current: count, ttl: Math.max(0, windowEndsAt - now()) }),
        (error: Error) => callback(error),
      );
    }
    /** Each route counts on its own: its method and address go before the client's key. */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin hands over its merged settings with the route under `routeInfo` (its types say the route itself).
      const route: Partial<RouteOptions> = (options as { routeInfo?: RouteOptions }).routeInfo ?? options;
      const method = [route.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(`rate|${method} ${route.url ?? ''}|`);
    }
  }

  return { hit, takePlace, settle, rateLimitStore: DatabaseRateLimitStore };
}

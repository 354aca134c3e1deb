import type { FastifyReply, FastifyRequest } from 'fastify';
import { now } from './clock.ts';
import { AppError } from './errors.ts';

const WINDOW_MS = 60_000;

/** A refused sign-in: wrong credentials, an unknown or used code, bad input. A 429 itself is not counted. */
const isFailure = (statusCode: number) => statusCode >= 400 && statusCode < 500 && statusCode !== 429;

/**
 * Counts failed sign-in attempts per client (IP address): after `max` failures within a minute the
 * client gets 429 until that minute is over. Successful sign-ins do not count, because the employees
 * of one care home often share one public address and all log in when the day starts.
 * Use `check` as the route's onRequest hook and `record` as its onResponse hook.
 */
export function createFailedAttemptLimit(max: number) {
  const failures = new Map<string, { count: number; resetAt: number }>();
  let nextSweepAt = 0;

  const current = (client: string, at: number) => {
    const entry = failures.get(client);
    if (entry && entry.resetAt <= at) {
      failures.delete(client);
      return undefined;
    }
    return entry;
  };

  /** Drops ended windows now and then, so clients that went away do not pile up. */
  const sweep = (at: number) => {
    if (at < nextSweepAt) return;
    nextSweepAt = at + WINDOW_MS;
    for (const [client, entry] of failures) if (entry.resetAt <= at) failures.delete(client);
  };

  return {
    async check(request: FastifyRequest, reply: FastifyReply) {
      const at = now();
      const entry = current(request.ip, at);
      if (entry && entry.count >= max) {
        const seconds = Math.ceil((entry.resetAt - at) / 1000);
        reply.header('retry-after', String(seconds));
        throw new AppError(429, 'too_many_requests', `Too many failed attempts, retry in ${seconds} seconds`);
      }
    },
    async record(request: FastifyRequest, reply: FastifyReply) {
      if (!isFailure(reply.statusCode)) return;
      const at = now();
      const entry = current(request.ip, at);
      if (entry) {
        entry.count += 1;
        return;
      }
      sweep(at);
      failures.set(request.ip, { count: 1, resetAt: at + WINDOW_MS });
    },
  };
}

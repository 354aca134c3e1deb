import type { FastifyReply, FastifyRequest } from 'fastify';
import { now } from './clock.ts';
import { tooManyRequests } from './errors.ts';

const WINDOW_MS = 60_000;

/** A refused sign-in: wrong credentials, an unknown or used code, bad input. A 429 itself is not counted. */
const isRefusedSignIn = (statusCode: number) => statusCode >= 400 && statusCode < 500 && statusCode !== 429;

interface ClientAttempts {
  /** Failed attempts in the current window. */
  failures: number;
  resetAt: number;
  /** Attempts let through and not answered yet: each may still fail, so each takes a place. */
  inFlight: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request holds a place in a failed-attempt limit. */
    attemptPlace?: { limit: object; client: string };
  }
}

/**
 * Counts failed sign-in attempts per client (IP address): after `max` failures within a minute the
 * client gets 429 until that minute is over. Successful sign-ins do not count, because the employees
 * of one care home often share one public address and all log in when the day starts.
 *
 * An attempt takes its place when it comes in, not when it has failed: otherwise any number of
 * simultaneous attempts would all pass the check before the first failure is counted, and each would
 * get a password check. So at most `max` attempts are checked per window, however many arrive at once.
 * Spread `hooks` into the route's options.
 */
export function createFailedAttemptLimit(max: number, isFailure: (statusCode: number) => boolean = isRefusedSignIn) {
  const clients = new Map<string, ClientAttempts>();
  const limit = {};
  let nextSweepAt = 0;

  const current = (client: string, at: number): ClientAttempts => {
    let entry = clients.get(client);
    if (!entry) {
      entry = { failures: 0, resetAt: at + WINDOW_MS, inFlight: 0 };
      clients.set(client, entry);
    } else if (entry.resetAt <= at) {
      entry.failures = 0;
      entry.resetAt = at + WINDOW_MS;
    }
    return entry;
  };

  /** Drops idle clients now and then, so clients that went away do not pile up. */
  const sweep = (at: number) => {
    if (at < nextSweepAt) return;
    nextSweepAt = at + WINDOW_MS;
    for (const [client, entry] of clients) if (entry.resetAt <= at && entry.inFlight === 0) clients.delete(client);
  };

  async function check(request: FastifyRequest, reply: FastifyReply) {
    const at = now();
    sweep(at);
    const entry = current(request.ip, at);
    if (entry.failures + entry.inFlight >= max) {
      // Failures free their places when the window ends; attempts in flight as soon as they are answered.
      const seconds = entry.failures >= max ? Math.ceil((entry.resetAt - at) / 1000) : 1;
      reply.header('retry-after', String(seconds));
      throw tooManyRequests(seconds);
    }
    entry.inFlight += 1;
    request.attemptPlace = { limit, client: request.ip };
  }

  /** Gives the request's place back, and counts a failure when it failed. */
  function settle(request: FastifyRequest, failed: boolean) {
    const place = request.attemptPlace;
    if (place?.limit !== limit) return;
    request.attemptPlace = undefined;
    const entry = current(place.client, now());
    entry.inFlight = Math.max(0, entry.inFlight - 1);
    if (failed) entry.failures += 1;
  }

  return {
    hooks: {
      onRequest: check,
      onResponse: async (request: FastifyRequest, reply: FastifyReply) => settle(request, isFailure(reply.statusCode)),
      // A client that went away before the answer still had its password checked: that counts as a failure.
      onRequestAbort: async (request: FastifyRequest) => settle(request, true),
    },
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.ts';
import type { RequestLimits } from './request-limits.ts';

const WINDOW_MS = 60_000;

/**
 * A refused sign-in: wrong credentials, an unknown or used code, bad input. A 429 itself is not counted, nor
 * an answer the request was marked `notAFailedAttempt` for (a right password that two-step login asks a code after).
 */
const isRefusedSignIn = (statusCode: number, request: FastifyRequest) =>
  statusCode >= 400 && statusCode < 500 && statusCode !== 429 && request.notAFailedAttempt !== true;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request holds a place in a failed-attempt limit: the limit's key for this client. */
    attemptPlace?: string;
    /** Set by a route whose refusal is no failed attempt (the password was right; two-step login asks a code). */
    notAFailedAttempt?: boolean;
  }
}

/**
 * Counts failed sign-in attempts per client (IP address): after `max` failures within a minute the
 * client gets 429 until that minute is over. Successful sign-ins do not count, because the employees
 * of one care home often share one public address and all log in when the day starts.
 *
 * An attempt takes its place when it comes in, not when it has failed: otherwise any number of
 * simultaneous attempts would all pass the check before the first failure is counted, and each would
 * get a password check. So at most `max` attempts are checked per window, however many arrive at once,
 * on however many instances (the counts live in the database). Spread `hooks` into the route's options.
 */
export function createFailedAttemptLimit(
  limits: RequestLimits,
  name: string,
  max: number,
  isFailure: (statusCode: number, request: FastifyRequest) => boolean = isRefusedSignIn,
) {
  async function check(request: FastifyRequest, reply: FastifyReply) {
    const key = `${name}|${request.ip}`;
    const place = await limits.takePlace(key, max, WINDOW_MS);
    if (!place.taken) {
      reply.header('retry-after', String(place.retryAfterSeconds));
      throw tooManyRequests(place.retryAfterSeconds);
    }
    request.attemptPlace = key;
  }

  /** Gives the request's place back, and counts a failure when it failed. */
  async function settle(request: FastifyRequest, failed: boolean) {
    const key = request.attemptPlace;
    if (!key?.startsWith(`${name}|`)) return;
    request.attemptPlace = undefined;
    await limits.settle(key, failed);
  }

  return {
    hooks: {
      onRequest: check,
      // Before the answer goes out: a client that has it (and tries again at once, or a colleague behind the
      // same address) finds the place given back. After it, simultaneous right logins were refused with 429.
      onSend: async (request: FastifyRequest, reply: FastifyReply) => {
        await settle(request, isFailure(reply.statusCode, request));
      },
      // A client that went away before the answer still had its password checked: that counts as a failure.
      onRequestAbort: async (request: FastifyRequest) => settle(request, true),
    },
  };
}

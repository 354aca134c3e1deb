import { errorResponseSchema, passwordResetConfirmSchema, passwordResetRequestSchema, passwordResetRoutes } from '@plan-dan/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../platform/clock.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { createFailedAttemptLimit } from '../../platform/failed-attempts.ts';
import type { RequestLimits } from '../../platform/request-limits.ts';
import type { PasswordResetService } from './password-reset.service.ts';

const tags = ['password reset'];
/** The window of the per-address limit on reset requests. */
const REQUEST_WINDOW_MS = 15 * 60_000;

export async function resetRoutes(
  fastify: FastifyInstance,
  { service, limits, loginRateLimitMax }: { service: PasswordResetService; limits: RequestLimits; loginRateLimitMax: number },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Guessing a token (2^256 of them) is hopeless, but it still costs a lookup each: failures count as at login.
  const failedConfirms = createFailedAttemptLimit(limits, 'password-reset-confirm', loginRateLimitMax);

  /**
   * LOGIN_RATE_LIMIT_MAX requests per client address in 15 minutes, counted in the database (every instance
   * together). Counted here rather than by @fastify/rate-limit, whose X-RateLimit-Remaining header changes with
   * each answer: the answers for a known and an unknown address would differ.
   */
  async function perAddress(request: FastifyRequest, reply: FastifyReply) {
    const { count, windowEndsAt } = await limits.hit(`password-reset|${request.ip}`, REQUEST_WINDOW_MS);
    if (count <= loginRateLimitMax) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsAt - now()) / 1000));
    reply.header('retry-after', String(retryAfterSeconds));
    throw tooManyRequests(retryAfterSeconds);
  }

  /**
   * The work behind a reset request runs after its answer: looking the login up, counting the account's
   * mails, storing the link, sending the mail. Done before the answer, its time would tell whether the
   * account exists. Closing the server waits for what is still running.
   */
  const running = new Set<Promise<void>>();
  function inBackground(work: () => Promise<void>, log: FastifyBaseLogger) {
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, 'password reset: the request could not be handled'))
      .finally(() => running.delete(done));
    running.add(done);
  }
  fastify.addHook('preClose', async () => {
    await Promise.all(running);
  });

  app.post(
    passwordResetRoutes.request,
    {
      onRequest: perAddress,
      schema: {
        tags,
        summary: 'Ask for a password reset link by e-mail (a username or an e-mail address); always 202, whether or not it names an account',
        body: passwordResetRequestSchema,
        response: { 202: z.null(), 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      inBackground(() => service.request(request.body.username, request.log), request.log);
      // JSON null (the same 4 bytes for every login): the web apps' client reads any 2xx but 204 as JSON.
      return reply.status(202).send(null);
    },
  );

  app.post(
    passwordResetRoutes.confirm,
    {
      ...failedConfirms.hooks,
      schema: {
        tags,
        summary: "Set a new password with the mailed link's token; the link works once and every session of the manager ends",
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.confirm(request.body);
      return reply.status(204).send(null);
    },
  );
}

import {
  changePasswordRequestSchema,
  createManagerRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  loggedInManagerSchema,
  loginRequestSchema,
  managerProfileSchema,
  managerRoutes,
  managerSchema,
  updateManagerRequestSchema,
} from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth.ts';
import { dateOfBirthIn } from '../../platform/clock.ts';
import { hasErrorCode } from '../../platform/errors.ts';
import { createFailedAttemptLimit } from '../../platform/failed-attempts.ts';
import type { RequestLimits } from '../../platform/request-limits.ts';
import type { ManagersService } from './managers.service.ts';

const tags = ['managers'];
const security = [{ bearerAuth: [] }];

export async function managersRoutes(
  fastify: FastifyInstance,
  {
    service,
    limits,
    loginRateLimitMax,
    timeZone,
  }: { service: ManagersService; limits: RequestLimits; loginRateLimitMax: number; timeZone: string },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bornBy = dateOfBirthIn(timeZone);
  const failedLogins = createFailedAttemptLimit(limits, 'manager-login', loginRateLimitMax);
  // A stolen token must not become a way to guess the password: wrong current passwords count too.
  const wrongPasswords = createFailedAttemptLimit(limits, 'manager-current-password', loginRateLimitMax, (status) => status === 403);
  // Counted after the token is checked and the body read: only a logged-in manager's guesses count.
  const wrongPasswordHooks = {
    preHandler: wrongPasswords.hooks.onRequest,
    onSend: wrongPasswords.hooks.onSend,
    onRequestAbort: wrongPasswords.hooks.onRequestAbort,
  };

  app.post(
    managerRoutes.create,
    {
      config: { rateLimit: { max: loginRateLimitMax * 3, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Register a manager',
        body: createManagerRequestSchema.extend({ dateOfBirth: bornBy }),
        response: { 201: managerProfileSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.register(request.body)),
  );

  app.post(
    managerRoutes.login,
    {
      ...failedLogins.hooks,
      schema: {
        tags,
        summary: 'Log in with username or e-mail',
        body: loginRequestSchema,
        response: { 200: loggedInManagerSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      try {
        return await service.login(request.body);
      } catch (error) {
        // The password was right: asking for the two-step code is no failed login (a wrong code is).
        if (hasErrorCode(error, 'two_factor_required')) request.notAFailedAttempt = true;
        throw error;
      }
    },
  );

  app.put(
    managerRoutes.update,
    {
      onRequest: app.requireManager,
      ...wrongPasswordHooks,
      schema: {
        tags,
        summary: "Update the logged-in manager's profile; a new e-mail address needs `currentPassword`",
        security,
        params: idParamsSchema,
        body: updateManagerRequestSchema.extend({ dateOfBirth: bornBy }),
        response: {
          200: managerSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => service.update(principalOf(request), request.params.id, request.body),
  );

  app.put(
    managerRoutes.changePassword,
    {
      onRequest: app.requireManager,
      ...wrongPasswordHooks,
      schema: {
        tags,
        summary: "Change the logged-in manager's password; every other session of theirs ends",
        security,
        params: idParamsSchema,
        body: changePasswordRequestSchema,
        response: {
          204: z.null(),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await service.changePassword(principalOf(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
}

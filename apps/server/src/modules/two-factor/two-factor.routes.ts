import {
  errorResponseSchema,
  idParamsSchema,
  recoveryCodesSchema,
  twoFactorConfirmRequestSchema,
  twoFactorOffRequestSchema,
  twoFactorRoutes,
  twoFactorSetupSchema,
  twoFactorStartRequestSchema,
  twoFactorStatusSchema,
} from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth.ts';
import { createFailedAttemptLimit } from '../../platform/failed-attempts.ts';
import type { RequestLimits } from '../../platform/request-limits.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const tags = ['two-factor'];
const security = [{ bearerAuth: [] }];

export async function twoFactorRoutesPlugin(
  fastify: FastifyInstance,
  { service, limits, loginRateLimitMax }: { service: TwoFactorService; limits: RequestLimits; loginRateLimitMax: number },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The same count as the managers' password changes: a stolen token must not become a way to guess the
  // password, nor a code to turn two-step login off (both answer 403).
  const wrongPasswords = createFailedAttemptLimit(limits, 'manager-current-password', loginRateLimitMax, (status) => status === 403);
  const wrongPasswordHooks = {
    preHandler: wrongPasswords.hooks.onRequest,
    onSend: wrongPasswords.hooks.onSend,
    onRequestAbort: wrongPasswords.hooks.onRequestAbort,
  };

  app.get(
    twoFactorRoutes.twoFactor,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        summary: "Whether the logged-in manager's two-step login is on, since when, and how many recovery codes are left",
        security,
        params: idParamsSchema,
        response: { 200: twoFactorStatusSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => service.status(principalOf(request), request.params.id),
  );

  app.post(
    twoFactorRoutes.twoFactor,
    {
      onRequest: app.requireManager,
      ...wrongPasswordHooks,
      schema: {
        tags,
        summary: 'Start turning two-step login on: a new secret for the authenticator app (replaces a pending one)',
        security,
        params: idParamsSchema,
        body: twoFactorStartRequestSchema,
        response: {
          200: twoFactorSetupSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => service.start(principalOf(request), request.params.id, request.body.currentPassword),
  );

  app.post(
    twoFactorRoutes.confirm,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        summary: "Turn two-step login on with the app's first code; answers the recovery codes (shown once) and ends the other sessions",
        security,
        params: idParamsSchema,
        body: twoFactorConfirmRequestSchema,
        response: {
          200: recoveryCodesSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => service.confirm(principalOf(request), request.params.id, request.body.code),
  );

  app.delete(
    twoFactorRoutes.twoFactor,
    {
      onRequest: app.requireManager,
      ...wrongPasswordHooks,
      schema: {
        tags,
        summary: 'Turn two-step login off with the password and a code (the app\'s or a recovery code)',
        security,
        params: idParamsSchema,
        body: twoFactorOffRequestSchema,
        response: {
          204: z.null(),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await service.disable(principalOf(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
}

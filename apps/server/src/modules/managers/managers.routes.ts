import {
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
import { principalOf } from '../../platform/auth.ts';
import { createFailedAttemptLimit } from '../../platform/failed-attempts.ts';
import type { ManagersService } from './managers.service.ts';

const tags = ['managers'];

export async function managersRoutes(
  fastify: FastifyInstance,
  { service, loginRateLimitMax }: { service: ManagersService; loginRateLimitMax: number },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const failedLogins = createFailedAttemptLimit(loginRateLimitMax);

  app.post(
    managerRoutes.create,
    {
      config: { rateLimit: { max: loginRateLimitMax * 3, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Register a manager',
        body: createManagerRequestSchema,
        response: { 201: managerProfileSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.register(request.body)),
  );

  app.post(
    managerRoutes.login,
    {
      onRequest: failedLogins.check,
      onResponse: failedLogins.record,
      schema: {
        tags,
        summary: 'Log in with username or e-mail',
        body: loginRequestSchema,
        response: { 200: loggedInManagerSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => service.login(request.body),
  );

  app.put(
    managerRoutes.update,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        summary: "Update the logged-in manager's profile",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: updateManagerRequestSchema,
        response: { 200: managerSchema, 400: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => service.update(principalOf(request), request.params.id, request.body),
  );
}

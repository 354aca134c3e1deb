import { errorResponseSchema, sessionRoutes } from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth.ts';
import type { SessionsService } from './sessions.service.ts';

const tags = ['sessions'];
const security = [{ bearerAuth: [] }];
const answers = { 204: z.null(), 401: errorResponseSchema };

export async function sessionsRoutes(fastify: FastifyInstance, { service }: { service: SessionsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.post(
    sessionRoutes.logout,
    { schema: { tags, security, summary: 'Log out: the token sent stops working, and its live streams end', response: answers } },
    async (request, reply) => {
      await service.end(principalOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    sessionRoutes.logoutEverywhere,
    {
      schema: {
        tags,
        security,
        summary: "Log out on every device: every token of the user stops working, this one included",
        response: answers,
      },
    },
    async (request, reply) => {
      await service.endAll(principalOf(request));
      return reply.status(204).send(null);
    },
  );
}

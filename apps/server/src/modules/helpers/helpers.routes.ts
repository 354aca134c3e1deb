import {
  errorResponseSchema,
  helperListSchema,
  helperParamsSchema,
  helperRoutes as routes,
  helperSchema,
  idParamsSchema,
  inviteHelperRequestSchema,
} from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth.ts';
import type { HelpersService } from './helpers.service.ts';

const tags = ['helpers'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export async function helpersRoutes(fastify: FastifyInstance, { service }: { service: HelpersService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireManager);

  app.get(
    routes.list,
    {
      schema: {
        tags,
        security,
        summary: "The managers helping with the employee, first invited first (for the employee's owner and helpers)",
        params: idParamsSchema,
        response: { 200: helperListSchema, ...errors },
      },
    },
    async (request) => service.list(principalOf(request), request.params.id),
  );

  app.post(
    routes.invite,
    {
      schema: {
        tags,
        security,
        summary:
          "Invite another manager, by username or e-mail address, to help with the employee: they then reach its tasks, photo reviews, statistics and chat, but cannot delete it, change its account or invite others. The owner only (a helper gets 403); an unknown login is 404 naming `login`; 409 `already_helper` or `helper_is_owner`",
        params: idParamsSchema,
        body: inviteHelperRequestSchema,
        response: { 201: helperSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.invite(principalOf(request), request.params.id, request.body.login)),
  );

  app.delete(
    routes.remove,
    {
      schema: {
        tags,
        security,
        summary:
          "Remove a helper (the owner), or stop helping (the helper themselves; 403 for another helper). The former helper is refused at once (404) and their open streams of the employee end",
        params: helperParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(principalOf(request), request.params.id, request.params.managerId);
      return reply.status(204).send(null);
    },
  );
}

import { accessLogPageSchema, accessLogQuerySchema, errorResponseSchema, idParamsSchema, privacyRoutes } from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../../platform/auth.ts';
import type { AccessLogService } from './access-log.service.ts';

const tags = ['privacy'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * GET /api/v1/child/:id/access-log (issue 35): the employee's access history for their owner. Entries are
 * never changed through the API, so this is the only route. Fastify answers HEAD with the same handler.
 */
export async function accessLogRoutes(fastify: FastifyInstance, { service }: { service: AccessLogService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Any user's token: the owner check answers a phone 403 or 404, as every owner-only route does.
  app.addHook('onRequest', app.requireUser);

  app.get(
    privacyRoutes.accessLog,
    {
      schema: {
        tags,
        security,
        summary:
          "Who viewed or changed the employee's data, newest first, a page at a time (?before= the previous page's nextBefore, " +
          '?limit=, ?kind= view | change | review | export | helpers | login). The owner only: a helper gets 403. Views are ' +
          'written at most once per viewer in 15 minutes; entries are removed after keptDays.',
        params: idParamsSchema,
        querystring: accessLogQuerySchema,
        response: { 200: accessLogPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Who saw a person's data is itself sensitive: no copy left in a shared browser's cache.
      reply.header('Cache-Control', 'no-store');
      return service.page(principalOf(request), request.params.id, request.query);
    },
  );
}

import {
  calendarFeedFileParamsSchema,
  calendarFeedLinkSchema,
  calendarFeedRoutes as routes,
  calendarFeedStateSchema,
  employeeIdParamsSchema,
  errorResponseSchema,
} from '@plan-dan/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth.ts';
import type { CalendarFeedService } from './calendar-feed.service.ts';

const tags = ['calendar feed'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * Feed requests per client address and minute. Calendar programs fetch a feed every few minutes to
 * hours, and several people behind one address still stay far below it; a guesser (hopeless against
 * 256 bits anyway) gets no more than this many database lookups.
 */
const FEED_REQUESTS_PER_MINUTE = 60;

export async function calendarFeedRoutes(fastify: FastifyInstance, { service }: { service: CalendarFeedService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    routes.employee,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary: 'Whether the employee has a calendar link (the link itself is shown only when it is made)',
        params: employeeIdParamsSchema,
        response: { 200: calendarFeedStateSchema, ...errors },
      },
    },
    async (request) => service.state(principalOf(request), request.params.employeeId),
  );

  app.post(
    routes.employee,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary: "A new secret calendar link for the employee's tasks; the previous link stops working",
        params: employeeIdParamsSchema,
        response: { 201: calendarFeedLinkSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(principalOf(request), request.params.employeeId)),
  );

  app.delete(
    routes.employee,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary: "Remove the employee's calendar link; it stops working",
        params: employeeIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(principalOf(request), request.params.employeeId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    routes.feed,
    {
      config: { rateLimit: { max: FEED_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "The employee's tasks as an iCalendar feed (text/calendar), by the secret link; no token. Unknown or replaced links answer 404",
        params: calendarFeedFileParamsSchema,
        response: { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, typedReply) => {
      // The typed reply knows only the JSON answers; these are a calendar and an empty 304.
      const reply = typedReply as FastifyReply;
      const feed = await service.feed(request.params.file);
      // Calendar programs poll; an unchanged feed costs one lookup and no body.
      reply.header('ETag', feed.etag).header('Cache-Control', 'private, no-cache');
      const known = request.headers['if-none-match'];
      if (typeof known === 'string' && known.split(',').some((tag) => tag.trim() === feed.etag)) return reply.status(304).send();
      return reply.type('text/calendar; charset=utf-8').send(await feed.body());
    },
  );
}

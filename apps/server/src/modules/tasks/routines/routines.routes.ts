import { idParamsSchema, routineRoutes, routineSchema, updateRoutineRequestSchema } from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../../platform/auth.ts';
import { errors, security, tags } from '../shared/route-parts.ts';
import type { RoutinesService } from './routines.service.ts';

/** A routine (a task that repeats) for its form: read it, change it. Made with POST /api/v1/task and `repeat`. */
export async function routinesRoutes(fastify: FastifyInstance, { service }: { service: RoutinesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    routineRoutes.one,
    {
      onRequest: app.requireManager,
      schema: { tags, security, summary: 'A routine (a task that repeats), as its form shows it', params: idParamsSchema, response: { 200: routineSchema, ...errors } },
    },
    async (request) => service.get(principalOf(request), request.params.id),
  );

  app.put(
    routineRoutes.one,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary:
          "Change a routine: its tasks from today on that nobody started are made anew by the new form; started, finished " +
          'and earlier ones stay as they were',
        params: idParamsSchema,
        body: updateRoutineRequestSchema,
        response: { 200: routineSchema, ...errors },
      },
    },
    async (request) => service.update(principalOf(request), request.params.id, request.body),
  );
}

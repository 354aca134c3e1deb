import type { Readable } from 'node:stream';
import { errorResponseSchema, idParamsSchema, materialListSchema, materialRoutes, materialSchema } from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth.ts';
import { badRequest } from '../../platform/errors.ts';
import type { MaterialsService } from './materials.service.ts';

const tags = ['materials'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export async function materialsRoutes(fastify: FastifyInstance, { service }: { service: MaterialsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A poster arrives as the raw image and is streamed on, never buffered.
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.get(
    materialRoutes.list,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The manager's instruction materials, newest first (for an employee: their manager's); links are signed",
        response: { 200: materialListSchema, ...errors },
      },
    },
    async (request) => service.list(principalOf(request)),
  );

  app.delete(
    materialRoutes.remove,
    {
      onRequest: app.requireManager,
      schema: { tags, security, summary: 'Delete a material with its file and preview', params: idParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.remove(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    materialRoutes.poster,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary: "A video's first frame (the raw image as the body, taken by the manager's browser) as its preview",
        params: idParamsSchema,
        response: { 200: materialSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw badRequest({ file: 'not_an_image' });
      return service.savePoster(principalOf(request), request.params.id, body);
    },
  );
}

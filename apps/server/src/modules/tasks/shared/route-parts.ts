import { errorResponseSchema, idParamsSchema } from '@plan-dan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { principalOf, type Principal } from '../../../platform/auth.ts';
import { badRequest } from '../../../platform/errors.ts';

/** What every route of the tasks room documents alike. */
export const tags = ['tasks'];
export const security = [{ bearerAuth: [] }];
export const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
export const withConflict = { ...errors, 409: errorResponseSchema };
export const withTooLarge = { ...errors, 413: errorResponseSchema };
export const noContent = { 204: z.null(), ...errors };

/** The phone's offline queue sends these again after a lost answer: the same Idempotency-Key is applied once. */
export const idempotentNote =
  ' With an Idempotency-Key header (8–100 of A–Z a–z 0–9 - _), the request is applied once: sent again with the key ' +
  'it answers as the first time (header Idempotent-Replayed: true) and changes nothing; the key with another request is a 409.';

/** A file sent as the raw body (a photo, a step picture, a poster), streamed on, never buffered; and its declared length. */
export function rawFileOf(request: FastifyRequest): { body: Readable; declaredLength: number | undefined } {
  const body = request.body as Readable | undefined;
  if (!body || typeof body.pipe !== 'function') throw badRequest({ file: 'not_an_image' });
  const declared = request.headers['content-length'];
  return { body, declaredLength: declared === undefined ? undefined : Number(declared) };
}

/** A manager's DELETE of one thing by its id, answered 204 once `remove` has done it. */
export function deleteById(
  app: FastifyInstance,
  path: string,
  summary: string,
  remove: (principal: Principal, id: number) => Promise<void>,
) {
  app.withTypeProvider<ZodTypeProvider>().delete(
    path,
    { onRequest: app.requireManager, schema: { tags, security, summary, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await remove(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

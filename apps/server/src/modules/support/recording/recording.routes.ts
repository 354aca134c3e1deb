import { errorResponseSchema, idParamsSchema, recordSupportRequestSchema, stepSupportSchema, supportRecordSchema, supportRoutes } from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth.ts';
import type { SupportFeatureDeps } from '../index.ts';
import { createRecordingRepository } from './recording.repository.ts';
import { createRecordingService } from './recording.service.ts';

const tags = ['support'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const params = idParamsSchema;
const whoMay = ' The employee\'s owner and helpers; the employee\'s token gets 403, anyone else 404.';

/** A step's support record (issue 32): recorded, read with its history, and withdrawn, by managers only. */
export async function recordingRoutes(fastify: FastifyInstance, { deps }: { deps: SupportFeatureDeps }) {
  const service = createRecordingService(createRecordingRepository(deps.db), deps.access, deps.events, deps.recordAccess);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A professional's record: the employee's token never reads or writes it (403).
  app.addHook('onRequest', app.requireManager);

  app.put(
    supportRoutes.step,
    {
      schema: {
        tags,
        security,
        summary:
          'Record the support the step needed on its run: `level` (least to most help) and an optional `note`. ' +
          'It replaces the current record; the earlier one stays in the history. Answers the record, naming who recorded it.' +
          whoMay,
        params,
        body: recordSupportRequestSchema,
        response: { 200: supportRecordSchema, ...errors },
      },
    },
    async (request) => service.record(principalOf(request), request.params.id, request.body),
  );

  app.get(
    supportRoutes.step,
    {
      schema: {
        tags,
        security,
        summary:
          "The step's current support record (null: 'Nije zabilježeno') and its whole history, newest first; " +
          'a withdrawal is an entry with `level` null.' +
          whoMay,
        params,
        response: { 200: stepSupportSchema, ...errors },
      },
    },
    async (request) => service.read(principalOf(request), request.params.id),
  );

  app.delete(
    supportRoutes.step,
    {
      schema: {
        tags,
        security,
        summary:
          "Withdraw the step's record: back to 'Nije zabilježeno', the withdrawal kept in the history. A step " +
          'with no current record stays as it is (204 all the same, so a second tap is harmless).' +
          whoMay,
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.withdraw(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

import { idParamsSchema, MAX_STEP_VOICE_BYTES, MAX_STEP_VOICE_SECONDS, stepSchema, STEP_VOICE_TYPES, taskRoutes } from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { principalOf } from '../../../platform/auth.ts';
import { errors, security, tags, withTooLarge } from '../shared/route-parts.ts';
import { notAudio, type StepVoicesService } from './step-voices.service.ts';

const MIB = 1024 * 1024;

export async function stepVoicesRoutes(fastify: FastifyInstance, { service }: { service: StepVoicesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    taskRoutes.stepVoice,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary:
          "The manager's recorded voice for a step (a minute at most, " +
          `${MAX_STEP_VOICE_SECONDS} s, as the manager app records it), which the phone's read-aloud plays: the raw audio as the body, ` +
          `its type told by its bytes (never by Content-Type): ${STEP_VOICE_TYPES.join(', ')}, whose container must be whole; ` +
          `at most ${MAX_STEP_VOICE_BYTES / MIB} MB (413 above; nothing is kept). 400 \`file: not_audio\` for anything else. ` +
          'It replaces any earlier voice; on a routine\'s step the routine\'s days from today that nobody started, and its later ones, ' +
          'share it. Answers the step with its signed `voice` link',
        params: idParamsSchema,
        response: { 200: stepSchema, ...withTooLarge },
      },
    },
    async (request) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw notAudio();
      const declared = request.headers['content-length'];
      return service.setVoice(principalOf(request), request.params.id, body, declared === undefined ? undefined : Number(declared));
    },
  );

  app.delete(
    taskRoutes.stepVoice,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary: "Remove a step's recorded voice (on a routine's step, the routine's for that step too); answers the step, its `voice` null",
        params: idParamsSchema,
        response: { 200: stepSchema, ...errors },
      },
    },
    async (request) => service.removeVoice(principalOf(request), request.params.id),
  );
}

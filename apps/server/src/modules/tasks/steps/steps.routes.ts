import {
  createStepRequestSchema,
  idempotentHeadersSchema,
  idParamsSchema,
  photoListSchema,
  photoSchema,
  photosQuerySchema,
  setStepDoneRequestSchema,
  stepRejectionHistorySchema,
  stepSchema,
  taskIdParamsSchema,
  taskRoutes,
} from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth.ts';
import type { Idempotency } from '../../../platform/idempotency.ts';
import { deleteById, errors, idempotentNote, rawFileOf, security, tags, withConflict, withTooLarge } from '../shared/route-parts.ts';
import type { StepsService } from './steps.service.ts';

export async function stepsRoutes(fastify: FastifyInstance, { service, idempotency }: { service: StepsService; idempotency: Idempotency }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    taskRoutes.createStep,
    {
      onRequest: app.requireManager,
      schema: { tags, security, summary: 'Add a step to a task', body: createStepRequestSchema, response: { 201: stepSchema, ...errors } },
    },
    async (request, reply) => {
      const { task, description, needPhoto, durationMinutes } = request.body;
      return reply.status(201).send(await service.createStep(principalOf(request), task.id, { description, needPhoto, durationMinutes }));
    },
  );

  app.get(
    taskRoutes.stepsOfTask,
    {
      onRequest: app.requireUser,
      schema: { tags, security, summary: 'The steps of a task', params: taskIdParamsSchema, response: { 200: z.array(stepSchema), ...errors } },
    },
    async (request) => service.listSteps(principalOf(request), request.params.taskId),
  );

  deleteById(app, taskRoutes.removeStep, 'Delete a step with its photo', service.removeStep);

  app.put(
    taskRoutes.setStepDone,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Approve or reject a step (manager; a rejection may carry a short reason, which the step answers carry as ' +
          `\`rejection\` until a new photo comes or the step is approved), or tick a step without photo (employee).${idempotentNote}`,
        params: idParamsSchema,
        headers: idempotentHeadersSchema,
        body: setStepDoneRequestSchema,
        response: { 200: stepSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { done, reason } = request.body;
      return idempotency.run(request, reply, principal, { status: 200, body: { json: request.body } }, (claim) =>
        service.setStepDone(principal, request.params.id, done, reason, claim),
      );
    },
  );

  app.get(
    taskRoutes.stepRejections,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "A step's rejections, newest first (at most 50): each with the manager's reason (or null), when, and who rejected " +
          '(null when not known). Approvals and new photos keep them; deleting the step, its task or the employee removes them.',
        params: idParamsSchema,
        response: { 200: stepRejectionHistorySchema, ...errors },
      },
    },
    async (request) => service.listRejections(principalOf(request), request.params.id),
  );

  app.post(
    taskRoutes.uploadPhoto,
    {
      onRequest: app.requireEmployee,
      schema: {
        tags,
        security,
        summary: `The employee's photo for a step: the raw image as the body (JPEG, PNG, WebP, GIF, HEIC, AVIF).${idempotentNote} A photo sent again is not stored again.`,
        params: idParamsSchema,
        headers: idempotentHeadersSchema,
        response: { 201: photoSchema, ...withConflict, 413: withTooLarge[413] },
      },
    },
    async (request, reply) => {
      const { body, declaredLength } = rawFileOf(request);
      const principal = principalOf(request);
      void reply.status(201);
      return idempotency.run(request, reply, principal, { status: 201, body: { stream: () => body } }, (claim) =>
        service.uploadPhoto(principal, request.params.id, body, declaredLength, claim),
      );
    },
  );

  app.get(
    taskRoutes.photos,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The current step photos of a task or of an employee, with signed download links',
        querystring: photosQuerySchema,
        response: { 200: photoListSchema, ...errors },
      },
    },
    async (request) => service.listPhotos(principalOf(request), request.query),
  );
}

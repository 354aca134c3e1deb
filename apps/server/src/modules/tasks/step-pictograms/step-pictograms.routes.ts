import { idParamsSchema, pictogramRoutes, setPictogramRequestSchema, stepSchema, taskWithStepsSchema } from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../../platform/auth.ts';
import { deleteById, errors, security, tags } from '../shared/route-parts.ts';
import type { StepPictogramsService } from './step-pictograms.service.ts';

const unknownNote = '; a name the library does not have is a 400 `name: unknown_pictogram`';

export async function stepPictogramsRoutes(fastify: FastifyInstance, { service }: { service: StepPictogramsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    pictogramRoutes.step,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary:
          "The step's pictogram from the library, by the symbol's name: it replaces the step's picture or video (a step " +
          "has one or the other; setting a picture later removes the pictogram). On a routine's step it becomes the routine's, " +
          `and its days from today on that nobody started get it. Answers the step with its \`pictogram\`${unknownNote}`,
        params: idParamsSchema,
        body: setPictogramRequestSchema,
        response: { 200: stepSchema, ...errors },
      },
    },
    async (request) => service.setStepPictogram(principalOf(request), request.params.id, request.body.name),
  );

  app.put(
    pictogramRoutes.task,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary:
          "The task's pictogram from the library, shown beside its name, by the symbol's name. On a routine's day it becomes " +
          `the routine's, and its days from today on that nobody started get it. Answers the task with its steps${unknownNote}`,
        params: idParamsSchema,
        body: setPictogramRequestSchema,
        response: { 200: taskWithStepsSchema, ...errors },
      },
    },
    async (request) => service.setTaskPictogram(principalOf(request), request.params.id, request.body.name),
  );

  deleteById(app, pictogramRoutes.step, "Remove a step's pictogram (nothing happens when it has none)", service.removeStepPictogram);
  deleteById(app, pictogramRoutes.task, "Remove a task's pictogram (nothing happens when it has none)", service.removeTaskPictogram);
}

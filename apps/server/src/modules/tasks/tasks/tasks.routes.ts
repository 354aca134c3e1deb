import {
  createTaskRequestSchema,
  deleteTaskQuerySchema,
  idempotentHeadersSchema,
  idParamsSchema,
  taskRoutes,
  taskSchema,
  taskWithStepsSchema,
  updateTaskRequestSchema,
} from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../../platform/auth.ts';
import type { Idempotency } from '../../../platform/idempotency.ts';
import { errors, idempotentNote, noContent, security, tags, withConflict } from '../shared/route-parts.ts';
import type { TasksService } from './tasks.service.ts';

export async function tasksRoutes(fastify: FastifyInstance, { service, idempotency }: { service: TasksService; idempotency: Idempotency }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    taskRoutes.create,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary:
          'Create a task for an employee, optionally with its steps. With `repeat` a routine is made instead: a task of ' +
          'its own on each of its days (made ahead for the coming days and for the days a screen asks for), answered ' +
          'with its first task',
        body: createTaskRequestSchema,
        response: { 201: taskSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(principalOf(request), request.body)),
  );

  app.put(
    taskRoutes.update,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary:
          "Edit a task: its fields and, with `subtasks`, its steps in the order sent. A step with `id` (one of the task's) " +
          'keeps its state, photo and rejections; one without is new; steps left out are removed with their photos. ' +
          "Without `subtasks` the steps stay. A routine's task changes alone and stays the routine's; moving it onto a day " +
          'the routine has a task on already is a 409',
        params: idParamsSchema,
        body: updateTaskRequestSchema,
        response: { 200: taskWithStepsSchema, ...withConflict },
      },
    },
    async (request) => service.update(principalOf(request), request.params.id, request.body),
  );

  app.delete(
    taskRoutes.remove,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary:
          "Delete a task with its steps and photos. A routine's task alone ('Samo ovaj') is never made again; with " +
          "following=true ('Ovaj i sljedeći') the routine ends the day before it and its later tasks nobody started go too",
        params: idParamsSchema,
        querystring: deleteTaskQuerySchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.remove(principalOf(request), request.params.id, request.query.following ?? false);
      return reply.status(204).send(null);
    },
  );

  const changes = [
    { path: taskRoutes.start, summary: 'Record the start of a task (once).', change: service.start },
    { path: taskRoutes.finish, summary: 'Finish a started task that has no steps.', change: service.finish },
  ];
  for (const { path, summary, change } of changes) {
    app.put(
      path,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          security,
          summary: `${summary}${idempotentNote}`,
          params: idParamsSchema,
          headers: idempotentHeadersSchema,
          response: { 200: taskSchema, ...withConflict },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        return idempotency.run(request, reply, principal, { status: 200, body: { json: null } }, (claim) => change(principal, request.params.id, claim));
      },
    );
  }
}

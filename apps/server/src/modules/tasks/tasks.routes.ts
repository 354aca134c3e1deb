import type { Readable } from 'node:stream';
import {
  createSubtaskRequestSchema,
  createTaskRequestSchema,
  employeeIdParamsSchema,
  errorResponseSchema,
  idParamsSchema,
  photoListSchema,
  photoSchema,
  photosQuerySchema,
  setSubtaskDoneRequestSchema,
  subtaskSchema,
  taskIdParamsSchema,
  taskListQuerySchema,
  taskListSchema,
  TASKS_CHANGED_EVENT,
  taskRoutes,
  taskSchema,
} from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth.ts';
import { badRequest } from '../../platform/errors.ts';
import { MAX_STREAMS_PER_SESSION, type LiveEvents } from '../../platform/live-events.ts';
import type { TasksService } from './tasks.service.ts';

const tags = ['tasks'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const noContent = { 204: z.null(), ...errors };

export async function tasksRoutes(fastify: FastifyInstance, { service, events }: { service: TasksService; events: LiveEvents }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Photos arrive as the raw image body and are streamed on, never buffered.
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.post(
    taskRoutes.create,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary: 'Create a task for an employee, optionally with its steps',
        body: createTaskRequestSchema,
        response: { 201: taskSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(principalOf(request), request.body)),
  );

  app.get(
    taskRoutes.listOfEmployee,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "An employee's tasks; ?include=subtasks adds every task's steps and photo state",
        params: employeeIdParamsSchema,
        querystring: taskListQuerySchema,
        response: { 200: taskListSchema, ...errors },
      },
    },
    async (request) =>
      service.list(principalOf(request), request.params.employeeId, request.query.include === 'subtasks'),
  );

  app.delete(
    taskRoutes.remove,
    {
      onRequest: app.requireManager,
      schema: { tags, security, summary: 'Delete a task with its steps and photos', params: idParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await service.remove(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    taskRoutes.start,
    {
      onRequest: app.requireUser,
      schema: { tags, security, summary: 'Record the start of a task (once)', params: idParamsSchema, response: { 200: taskSchema, ...errors } },
    },
    async (request) => service.start(principalOf(request), request.params.id),
  );

  app.put(
    taskRoutes.finish,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Finish a started task that has no steps',
        params: idParamsSchema,
        response: { 200: taskSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => service.finish(principalOf(request), request.params.id),
  );

  app.post(
    taskRoutes.createSubtask,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary: 'Add a step to a task',
        body: createSubtaskRequestSchema,
        response: { 201: subtaskSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createSubtask(principalOf(request), request.body.task.id, request.body.description, request.body.needPhoto)),
  );

  app.get(
    taskRoutes.subtasksOfTask,
    {
      onRequest: app.requireUser,
      schema: { tags, security, summary: 'The steps of a task', params: taskIdParamsSchema, response: { 200: z.array(subtaskSchema), ...errors } },
    },
    async (request) => service.listSubtasks(principalOf(request), request.params.taskId),
  );

  app.delete(
    taskRoutes.removeSubtask,
    {
      onRequest: app.requireManager,
      schema: { tags, security, summary: 'Delete a step with its photo', params: idParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await service.removeSubtask(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    taskRoutes.setSubtaskDone,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Approve or reject a step (manager), or tick a step without photo (employee)',
        params: idParamsSchema,
        body: setSubtaskDoneRequestSchema,
        response: { 200: subtaskSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => service.setSubtaskDone(principalOf(request), request.params.id, request.body.done),
  );

  app.post(
    taskRoutes.uploadPhoto,
    {
      onRequest: app.requireEmployee,
      schema: {
        tags,
        security,
        summary: "The employee's photo for a step: the raw image as the body (JPEG, PNG, WebP, GIF, HEIC, AVIF)",
        params: idParamsSchema,
        response: { 201: photoSchema, ...errors, 409: errorResponseSchema, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw badRequest({ file: 'not_an_image' });
      const declared = request.headers['content-length'];
      const photo = await service.uploadPhoto(
        principalOf(request),
        request.params.id,
        body,
        declared === undefined ? undefined : Number(declared),
      );
      return reply.status(201).send(photo);
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

  app.get(
    taskRoutes.events,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `A Server-Sent Events stream (text/event-stream) with a '${TASKS_CHANGED_EVENT}' event each time the employee's tasks, steps or photos change; it ends with the session (logout, expiry, a renewed QR code); at most ${MAX_STREAMS_PER_SESSION} open per session (429)`,
        params: employeeIdParamsSchema,
        response: { ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const topic = await service.topicOfTasks(principal, request.params.employeeId);
      events.stream(reply, {
        topic,
        eventName: TASKS_CHANGED_EVENT,
        session: { id: principal.sessionId, expiresAt: principal.expiresAt, isStillOpen: () => app.isSessionOpen(principal) },
      });
    },
  );
}

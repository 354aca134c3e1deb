import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  createStepRequestSchema,
  createTaskRequestSchema,
  deleteTaskQuerySchema,
  employeeIdParamsSchema,
  errorResponseSchema,
  idempotentHeadersSchema,
  idParamsSchema,
  photoListSchema,
  photoSchema,
  photosQuerySchema,
  setStepDoneRequestSchema,
  stepSchema,
  stepPictureFromMaterialSchema,
  stepRejectionHistorySchema,
  taskIdParamsSchema,
  taskCalendarQuerySchema,
  taskCalendarSchema,
  taskListQuerySchema,
  taskListSchema,
  taskWithStepsSchema,
  MAX_PHOTO_BYTES,
  MAX_STEP_POSTER_BYTES,
  MAX_STEP_VIDEO_BYTES,
  TASKS_CHANGED_EVENT,
  taskRoutes,
  taskSchema,
} from '@plan-dan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { principalOf, sessionToCheckOf } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { badRequest, payloadTooLarge } from '../../platform/errors.ts';
import type { Idempotency } from '../../platform/idempotency.ts';
import { LINK_WINDOW_MS } from '../../platform/signed-links.ts';
import { MAX_STREAMS_PER_SESSION, type LiveEvents } from '../../platform/live-events.ts';
import type { KeptTaskJson } from './tasks.repository.ts';
import { recentlyDoneSince, WrittenJson, type TasksService } from './tasks.service.ts';

const tags = ['tasks'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const noContent = { 204: z.null(), ...errors };
/** The phone's offline queue sends these again after a lost answer: the same Idempotency-Key is applied once. */
const idempotentNote =
  ' With an Idempotency-Key header (8–100 of A–Z a–z 0–9 - _), the request is applied once: sent again with the key ' +
  'it answers as the first time (header Idempotent-Replayed: true) and changes nothing; the key with another request is a 409.';

/** The hashes of what lists were asked for: a few kinds of question, asked over and over (a hash costs ~10 µs). */
const etagKeys = new LRUCache<string, string>({ max: 1000 });

/**
 * The ETag of a list answer: the employee's list version (raised by every change), what was asked,
 * and the time-bound parts of the answer (the hour photo links are signed for; the day 'current'
 * counts from). Weak, because compression may change the bytes.
 */
function listEtag(version: number, asked: string, at: number, withPhotoLinks: boolean, recentSince?: number): string {
  const parts = `${asked}\n${withPhotoLinks ? Math.floor(at / LINK_WINDOW_MS) : ''}\n${recentSince ?? ''}`;
  let key = etagKeys.get(parts);
  if (key === undefined) {
    key = createHash('sha256').update(parts).digest('base64url').slice(0, 16);
    etagKeys.set(parts, key);
  }
  return `W/"${version}-${key}"`;
}

/**
 * Answers 304, with no body and no body length, when the client's copy is current (true: answered);
 * otherwise sets the ETag and lets the route answer.
 */
function answeredNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
  const known = request.headers['if-none-match'];
  if (typeof known !== 'string' || !known.split(',').some((tag) => tag.trim() === etag)) return false;
  void reply.status(304).send();
  return true;
}

/** How much of the list answers one instance keeps, in characters of JSON (about bytes), and the largest it keeps. */
const LIST_CACHE_CHARS = 32 * 1024 * 1024;
const LIST_CACHE_ENTRY_CHARS = 4 * 1024 * 1024;

/**
 * The list and calendar answers already serialized, by employee and ETag. The ETag is made of everything the answer
 * depends on (the list version every change raises in its transaction, what was asked, the hour the
 * links are signed for, the day 'current' counts from), and never of who asks, so an answer under an
 * ETag is the answer anyone reaching the employee would get now: a second screen, a helper, the phone
 * after a live event, or a reload, costs the access check and the version lookup, not the queries and
 * the serializing. A change gives new ETags; the old answers are simply no longer asked for and age out.
 * The version is read before the list, so an answer is never older than its ETag says.
 */
function createListAnswers() {
  return new LRUCache<string, string>({ maxSize: LIST_CACHE_CHARS, maxEntrySize: LIST_CACHE_ENTRY_CHARS, sizeCalculation: (body) => body.length });
}

/** How much of the tasks' own answers one instance keeps, in characters of JSON: about 45,000 tasks with their steps. */
const TASK_CACHE_CHARS = 32 * 1024 * 1024;

/**
 * Each task's answer with its steps, written once and kept by what it depends on (see listTaskJson) and the
 * hour its links are signed for: a list worked out after a change writes only the changed tasks anew.
 */
function createTaskAnswers(): { keptFor: (reply: FastifyReply) => KeptTaskJson } {
  const answers = new LRUCache<string, string>({ maxSize: TASK_CACHE_CHARS, sizeCalculation: (json) => json.length });
  return {
    keptFor(reply) {
      const hour = Math.floor(now() / LINK_WINDOW_MS);
      return {
        get: (key) => answers.get(`${hour} ${key}`),
        keep(key, task) {
          // The serializer Fastify compiles for this schema (once per route), as it writes the whole list; typed
          // there as a JSON schema, it goes to our compiler, which takes zod's (platform/response-serializer.ts).
          const json = reply.compileSerializationSchema(taskWithStepsSchema as never, '200')(task);
          answers.set(`${hour} ${key}`, json);
          return json;
        },
      };
    },
  };
}

/** 'Cache-Control: no-cache' (a browser's hard reload) asks for the answer worked out anew, nothing of it kept. */
const workedOutAnew = (request: FastifyRequest) => request.headers['cache-control']?.includes('no-cache') === true;

export async function tasksRoutes(
  fastify: FastifyInstance,
  { service, events, idempotency }: { service: TasksService; events: LiveEvents; idempotency: Idempotency },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const listAnswers = createListAnswers();
  const taskAnswers = createTaskAnswers();

  /** The answer kept under `key` (the employee and the ETag), or `read`'s, serialized once and kept. */
  const sendKept = async (request: FastifyRequest, reply: FastifyReply, key: string, read: () => Promise<unknown>) => {
    let body = workedOutAnew(request) ? undefined : listAnswers.get(key);
    if (body === undefined) {
      const answer = await read();
      // The route's compiled serializer, as Fastify would use it; the string is then sent as it is.
      body = answer instanceof WrittenJson ? answer.json : (reply.serialize(answer) as string);
      listAnswers.set(key, body);
    }
    // Typed as the schema's answer, which this string is, already serialized: Fastify sends a JSON string unchanged.
    return reply.type('application/json; charset=utf-8').send(body as never);
  };

  // Photos arrive as the raw image body and are streamed on, never buffered.
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

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

  app.get(
    taskRoutes.listOfEmployee,
    {
      onRequest: app.requireUserToken, // the session is checked in the list version's statement
      schema: {
        tags,
        security,
        summary:
          "An employee's tasks: every one (as the original client asks), or ?status=open | current (open ones and those " +
          'finished in the last 7 days) | done (finished, newest end first, paged with before= and limit=), and/or a ' +
          'due-date range from= to=; ?include=subtasks adds every task\'s steps and photo state. Answers carry an ETag; ' +
          'If-None-Match with it answers 304 while nothing of the employee\'s tasks changed. Routines\' tasks are made ' +
          'first for the days asked (at most a year ahead); the open and current lists hold them up to 7 days ahead.',
        params: employeeIdParamsSchema,
        querystring: taskListQuerySchema,
        response: { 200: taskListSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { employeeId } = request.params;
      const { query } = request;
      const at = now();
      const kept = workedOutAnew(request) ? undefined : taskAnswers.keptFor(reply);
      const { version, read } = await service.list(sessionToCheckOf(request), employeeId, query, kept);
      // The open and current lists hold a routine's tasks up to a day ahead of today: a new day, a new answer.
      const horizon = query.status === 'open' || query.status === 'current' ? service.routineHorizon() : undefined;
      const asked = JSON.stringify([query.include, query.status, query.from, query.to, query.before, query.limit, horizon]);
      const recentSince = query.status === 'current' ? recentlyDoneSince(at) : undefined;
      const etag = listEtag(version, asked, at, query.include === 'subtasks', recentSince);
      if (answeredNotModified(request, reply, etag)) return reply;
      return sendKept(request, reply, `${employeeId} ${etag}`, read);
    },
  );

  app.get(
    taskRoutes.calendar,
    {
      onRequest: app.requireUserToken, // as the list
      schema: {
        tags,
        security,
        summary: 'Per day of a year, how many of the employee\'s tasks are due and how many are done (with an ETag, as the list)',
        params: employeeIdParamsSchema,
        querystring: taskCalendarQuerySchema,
        response: { 200: taskCalendarSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { employeeId } = request.params;
      const { year } = request.query;
      const { version, read } = await service.calendar(sessionToCheckOf(request), employeeId, year);
      const etag = listEtag(version, `calendar ${year}`, now(), false);
      if (answeredNotModified(request, reply, etag)) return reply;
      return sendKept(request, reply, `${employeeId} ${etag}`, read);
    },
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

  app.put(
    taskRoutes.start,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `Record the start of a task (once).${idempotentNote}`,
        params: idParamsSchema,
        headers: idempotentHeadersSchema,
        response: { 200: taskSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return idempotency.run(request, reply, principal, { status: 200, body: { json: null } }, (claim) =>
        service.start(principal, request.params.id, claim),
      );
    },
  );

  app.put(
    taskRoutes.finish,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `Finish a started task that has no steps.${idempotentNote}`,
        params: idParamsSchema,
        headers: idempotentHeadersSchema,
        response: { 200: taskSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return idempotency.run(request, reply, principal, { status: 200, body: { json: null } }, (claim) =>
        service.finish(principal, request.params.id, claim),
      );
    },
  );

  app.post(
    taskRoutes.createStep,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary: 'Add a step to a task',
        body: createStepRequestSchema,
        response: { 201: stepSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createStep(principalOf(request), request.body.task.id, request.body.description, request.body.needPhoto)),
  );

  app.get(
    taskRoutes.stepsOfTask,
    {
      onRequest: app.requireUser,
      schema: { tags, security, summary: 'The steps of a task', params: taskIdParamsSchema, response: { 200: z.array(stepSchema), ...errors } },
    },
    async (request) => service.listSteps(principalOf(request), request.params.taskId),
  );

  app.delete(
    taskRoutes.removeStep,
    {
      onRequest: app.requireManager,
      schema: { tags, security, summary: 'Delete a step with its photo', params: idParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await service.removeStep(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

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
        response: { 200: stepSchema, ...errors, 409: errorResponseSchema },
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
          "A step's refusals, newest first (at most 50): each with the manager's reason (or null), when, and who refused " +
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
        response: { 201: photoSchema, ...errors, 409: errorResponseSchema, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw badRequest({ file: 'not_an_image' });
      const declared = request.headers['content-length'];
      const principal = principalOf(request);
      void reply.status(201);
      return idempotency.run(request, reply, principal, { status: 201, body: { stream: () => body } }, (claim) =>
        service.uploadPhoto(principal, request.params.id, body, declared === undefined ? undefined : Number(declared), claim),
      );
    },
  );

  app.put(
    taskRoutes.stepPicture,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary:
          "The manager's picture or short video for a step, shown above its text on the phone: the raw file as the body, " +
          `its type told by its first bytes (never by Content-Type): a JPEG, PNG or WebP picture of at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB, ` +
          `or an MP4 or WebM video of at most ${MAX_STEP_VIDEO_BYTES / 1024 / 1024} MB (413 above; nothing is kept). It replaces any earlier ` +
          "picture or video. 400 `file: unsupported_video` for another video (QuickTime, Ogg…), `file: not_an_image` for anything else. " +
          "Answers the step with its signed `picture` link (`kind` 'image' or 'video'); a video's preview comes with PUT …/picture/poster",
        params: idParamsSchema,
        response: { 200: stepSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw badRequest({ file: 'not_an_image' });
      const declared = request.headers['content-length'];
      return service.setPicture(principalOf(request), request.params.id, body, declared === undefined ? undefined : Number(declared));
    },
  );

  app.put(
    taskRoutes.stepPicturePoster,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary:
          "A step video's first frame, taken by the manager's browser, as its preview: the raw JPEG, PNG or WebP as the body " +
          `(at most ${MAX_STEP_POSTER_BYTES / 1024 / 1024} MB); it replaces an earlier one. 400 \`picture: not_a_video\` when the step's picture ` +
          'is not a video; 404 when the video was replaced or removed meanwhile. Answers the step (its `picture.previewURL` the new poster)',
        params: idParamsSchema,
        response: { 200: stepSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw badRequest({ file: 'not_an_image' });
      const declared = request.headers['content-length'];
      if (declared !== undefined && Number(declared) > MAX_STEP_POSTER_BYTES) {
        body.resume();
        throw payloadTooLarge();
      }
      return service.setPicturePoster(principalOf(request), request.params.id, body);
    },
  );

  app.put(
    taskRoutes.stepPictureFromMaterial,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary:
          "One of the manager's instruction materials (a JPEG, PNG or WebP picture, at most the size of a step photo) " +
          "copied as the step's picture; replaces any earlier picture. Answers the step with its signed `picture` link",
        params: idParamsSchema,
        body: stepPictureFromMaterialSchema,
        response: { 200: stepSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request) => service.setPictureFromMaterial(principalOf(request), request.params.id, request.body.materialId),
  );

  app.delete(
    taskRoutes.stepPicture,
    {
      onRequest: app.requireManager,
      schema: { tags, security, summary: "Remove a step's picture or video (and its files)", params: idParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await service.removePicture(principalOf(request), request.params.id);
      return reply.status(204).send(null);
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
        summary: `A Server-Sent Events stream (text/event-stream) with a '${TASKS_CHANGED_EVENT}' event each time the employee's tasks, steps or photos change; it ends with the session (logout, expiry, a renewed QR code), and a helper's when they stop helping; at most ${MAX_STREAMS_PER_SESSION} open per session (429)`,
        params: employeeIdParamsSchema,
        response: { ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { topic, endsOn } = await service.topicOfTasks(principal, request.params.employeeId);
      events.stream(reply, {
        topic,
        ...(endsOn ? { endsOn } : {}),
        eventName: TASKS_CHANGED_EVENT,
        session: { id: principal.sessionId, expiresAt: principal.expiresAt, isStillOpen: () => app.isSessionOpen(principal) },
      });
    },
  );
}

import {
  employeeIdParamsSchema,
  errorResponseSchema,
  LOOK_CHANGED_EVENT,
  taskCalendarQuerySchema,
  taskCalendarSchema,
  taskListQuerySchema,
  taskListSchema,
  TASKS_CHANGED_EVENT,
  taskRoutes,
} from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, sessionToCheckOf } from '../../../platform/auth.ts';
import { now } from '../../../platform/clock.ts';
import { lookTopic, MAX_STREAMS_PER_SESSION, type LiveEvents } from '../../../platform/live-events.ts';
import { errors, security, tags } from '../shared/route-parts.ts';
import { answeredNotModified, createListAnswers, listEtag } from './list-answers.ts';
import { recentlyDoneSince, type ListService } from './list.service.ts';

export async function listRoutes(fastify: FastifyInstance, { service, events }: { service: ListService; events: LiveEvents }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const answers = createListAnswers();

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
      const caller = sessionToCheckOf(request);
      const { version, read } = await service.list(caller, employeeId, query, answers.keptTasksFor(request, reply));
      // The open and current lists hold a routine's tasks up to a day ahead of today: a new day, a new answer.
      const horizon = query.status === 'open' || query.status === 'current' ? service.routineHorizon() : undefined;
      // A manager's steps carry their support records, the employee's never: their answers differ by who asks.
      const viewer = query.include === 'subtasks' ? caller.unchecked.role : undefined;
      const asked = JSON.stringify([query.include, query.status, query.from, query.to, query.before, query.limit, horizon, viewer]);
      const recentSince = query.status === 'current' ? recentlyDoneSince(at) : undefined;
      const etag = listEtag(version, asked, at, query.include === 'subtasks', recentSince);
      if (answeredNotModified(request, reply, etag)) return reply;
      return answers.send(request, reply, `${employeeId} ${etag}`, read);
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
      return answers.send(request, reply, `${employeeId} ${etag}`, read);
    },
  );

  app.get(
    taskRoutes.events,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `A Server-Sent Events stream (text/event-stream) with a '${TASKS_CHANGED_EVENT}' event each time the employee's tasks, steps or photos change and a '${LOOK_CHANGED_EVENT}' event each time the manager saves the phone's look; it ends with the session (logout, expiry, a renewed QR code), and a helper's when they stop helping; at most ${MAX_STREAMS_PER_SESSION} open per session (429)`,
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
        // The phone follows its look on this stream too: one connection, not a second one.
        alsoOn: [{ topic: lookTopic(request.params.employeeId), eventName: LOOK_CHANGED_EVENT }],
        session: { id: principal.sessionId, expiresAt: principal.expiresAt, isStillOpen: () => app.isSessionOpen(principal) },
      });
    },
  );
}

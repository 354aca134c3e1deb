import {
  CHAT_MESSAGE_EVENT,
  CHAT_READ_EVENT,
  CHAT_TASKS_EVENT,
  chatMessageListSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatRoutes as routes,
  conversationListSchema,
  employeeChatParamsSchema,
  errorResponseSchema,
  idSchema,
  markReadRequestSchema,
  sendMessageRequestSchema,
} from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth.ts';
import { badRequest } from '../../platform/errors.ts';
import { MAX_STREAMS_PER_SESSION, type LiveEvents } from '../../platform/live-events.ts';
import type { ChatService } from './chat.service.ts';

const tags = ['chat'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The id a reconnecting client resumes after: the `Last-Event-ID` header, or `?after=` where a client cannot set it. */
const resumeQuerySchema = z.object({ after: idSchema.optional() });

export async function chatRoutes(
  fastify: FastifyInstance,
  { service, events, sendLimitMax }: { service: ChatService; events: LiveEvents; sendLimitMax: number },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    routes.conversations,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's conversations: a manager's, one per employee; an employee's own. With unread counts, an unread SOS and the last message",
        response: { 200: conversationListSchema, ...errors },
      },
    },
    async (request) => service.conversations(principalOf(request)),
  );

  app.get(
    routes.messages,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The messages of an employee’s conversation, newest first; ?before=<message id> pages back',
        params: employeeChatParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessageListSchema, ...errors },
      },
    },
    async (request) => service.messages(principalOf(request), request.params.employeeId, request.query),
  );

  app.post(
    routes.messages,
    {
      onRequest: app.requireUser,
      // Counted per sender, once the token says who that is.
      config: {
        rateLimit: {
          max: sendLimitMax,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `chat:${request.principal?.role}:${request.principal?.id}`,
        },
      },
      schema: {
        tags,
        security,
        summary: 'Send a message in an employee’s conversation (text only; `sos` only from the employee)',
        params: employeeChatParamsSchema,
        body: sendMessageRequestSchema,
        response: { 201: chatMessageSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.send(principalOf(request), request.params.employeeId, request.body)),
  );

  app.put(
    routes.read,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The caller has read the conversation up to a message of it (the marker never moves back)',
        params: employeeChatParamsSchema,
        body: markReadRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.markRead(principalOf(request), request.params.employeeId, request.body.lastReadId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    routes.events,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `A Server-Sent Events stream of the caller's conversations: '${CHAT_MESSAGE_EVENT}' (id: the message id; data: the message) and '${CHAT_READ_EVENT}' (data: who read up to which message); a manager's also '${CHAT_TASKS_EVENT}' (data: { employeeId }) when the tasks, steps or photos of an employee they own or help with changed (the board follows it). With Last-Event-ID (or ?after=) it first sends every message after that id. It ends with the session; at most ${MAX_STREAMS_PER_SESSION} open per session (429)`,
        querystring: resumeQuerySchema,
        response: { ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const header = request.headers['last-event-id'];
      let after = request.query.after;
      if (header !== undefined && header !== '') {
        const parsed = idSchema.safeParse(header);
        if (!parsed.success) throw badRequest({ 'last-event-id': 'expected_id' });
        after = parsed.data;
      }
      const { topic, resume } = service.streamOf(principal, after);
      events.stream(reply, {
        topic,
        eventName: CHAT_MESSAGE_EVENT,
        session: { id: principal.sessionId, expiresAt: principal.expiresAt, isStillOpen: () => app.isSessionOpen(principal) },
        ...(resume ? { resume } : {}),
      });
    },
  );
}

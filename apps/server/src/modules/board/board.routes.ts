import { boardRoutes as routes, boardSchema, CHAT_TASKS_EVENT, chatRoutes, errorResponseSchema } from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth.ts';
import { workedOutAnew } from '../../platform/kept-answers.ts';
import type { BoardService } from './board.service.ts';

const tags = ['board'];
const security = [{ bearerAuth: [] }];

export async function boardRoutes(fastify: FastifyInstance, { service }: { service: BoardService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireManager);

  app.get(
    routes.board,
    {
      schema: {
        tags,
        security,
        summary: 'Every employee the manager owns or helps with: today in APP_TIMEZONE (finished of due), photos waiting, late tasks, unread messages, an unread SOS',
        description:
          `With an ETag: If-None-Match with it answers 304 while no reached employee's tasks, messages or read marker, ` +
          `no helper and no minute of the clock changed; a board asked for again unchanged is sent as kept, unless the request says Cache-Control: no-cache. ` +
          `Stays live through the manager's chat stream (${chatRoutes.events}): '${CHAT_TASKS_EVENT}', 'message' and 'read' events, ` +
          `and reloading when it opens; late and today change with the clock (a minute's poll).`,
        response: { 200: boardSchema, 304: z.null(), 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const header = request.headers['if-none-match'];
      const known = typeof header === 'string' ? header.split(',').map((tag) => tag.trim()) : [];
      const { etag, board } = await service.board(principalOf(request), known, workedOutAnew(request));
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      return board ?? reply.status(304).send(null);
    },
  );
}

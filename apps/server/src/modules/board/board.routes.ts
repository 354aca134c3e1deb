import { boardRoutes as routes, boardSchema, CHAT_TASKS_EVENT, chatRoutes, errorResponseSchema } from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth.ts';
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
          `Worked out on every request, with no ETag: the figures depend on every reached employee's tasks, messages and read markers, ` +
          `the manager's helpers and the clock's minute, and reading all of that costs about what the answer does. ` +
          `Stays live through the manager's chat stream (${chatRoutes.events}): '${CHAT_TASKS_EVENT}', 'message' and 'read' events, ` +
          `and reloading when it opens; late and today change with the clock (a minute's poll).`,
        response: { 200: boardSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => service.board(principalOf(request)),
  );
}

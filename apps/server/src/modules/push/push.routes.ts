import {
  errorResponseSchema,
  pushPreferencesSchema,
  pushPublicKeySchema,
  pushRoutes as routes,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  updatePushPreferencesSchema,
} from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth.ts';
import type { PushService } from './push.service.ts';

const tags = ['push'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export async function pushRoutes(fastify: FastifyInstance, { service }: { service: PushService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.get(
    routes.publicKey,
    { schema: { tags, security, summary: "The server's VAPID public key (base64url), for PushManager.subscribe", response: { 200: pushPublicKeySchema, ...errors } } },
    async () => service.publicKey(),
  );

  app.post(
    routes.subscriptions,
    {
      schema: {
        tags,
        security,
        summary: "Keeps this browser's push subscription (its endpoint must be https) for this session; logging out removes it",
        body: pushSubscriptionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.subscribe(principalOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    routes.subscriptions,
    {
      schema: {
        tags,
        security,
        summary: "Removes the caller's subscription with this endpoint (none of someone else's)",
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.unsubscribe(principalOf(request), request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.get(
    routes.preferences,
    { schema: { tags, security, summary: 'Which notifications the manager gets (all on by default)', response: { 200: pushPreferencesSchema, ...errors } } },
    async (request) => service.preferences(principalOf(request)),
  );

  app.put(
    routes.preferences,
    {
      schema: {
        tags,
        security,
        summary:
          'Chooses which notifications the manager gets: a photo to review, an SOS, a message, a finished task, a task nobody started; a choice left out stays as it was',
        body: updatePushPreferencesSchema,
        response: { 200: pushPreferencesSchema, ...errors },
      },
    },
    async (request) => service.setPreferences(principalOf(request), request.body),
  );
}

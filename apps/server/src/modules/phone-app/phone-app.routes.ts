import {
  accountSettingsSchema,
  employeeLoginRequestSchema,
  errorResponseSchema,
  exchangeCodeRequestSchema,
  idParamsSchema,
  loggedInEmployeeSchema,
  phoneRoutes,
  updateAccountSettingsSchema,
} from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth.ts';
import { createFailedAttemptLimit } from '../../platform/failed-attempts.ts';
import type { RequestLimits } from '../../platform/request-limits.ts';
import type { PhoneAppService } from './phone-app.service.ts';

const tags = ['phone app'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export async function phoneAppRoutes(
  fastify: FastifyInstance,
  { service, limits, loginRateLimitMax }: { service: PhoneAppService; limits: RequestLimits; loginRateLimitMax: number },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Code and e-mail logins share one count: guessing either way uses up the same attempts.
  const failedLogins = createFailedAttemptLimit(limits, 'phone-login', loginRateLimitMax);

  app.get(
    phoneRoutes.getSettings,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The look of the employee's phone app and, for the manager, the QR login code (a fresh one when it is about to expire)",
        params: idParamsSchema,
        response: { 200: accountSettingsSchema, ...errors },
      },
    },
    async (request) => service.getSettings(principalOf(request), request.params.id),
  );

  app.put(
    phoneRoutes.updateSettings,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary: "Set the font, size and colours of the employee's phone app, whether it opens a task one step at a time (`focusView`) and whether it draws pictograms in high contrast (`pictogramContrast`); either absent keeps what was chosen",
        params: idParamsSchema,
        body: updateAccountSettingsSchema,
        response: { 200: accountSettingsSchema, ...errors },
      },
    },
    async (request) => service.updateLook(principalOf(request), request.params.id, request.body),
  );

  app.post(
    phoneRoutes.renewCode,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary: "Replace the QR login code; ends the employee's phone sessions",
        params: idParamsSchema,
        response: { 200: accountSettingsSchema, ...errors },
      },
    },
    async (request) => service.renewCode(principalOf(request), request.params.id),
  );

  app.post(
    phoneRoutes.exchangeCode,
    {
      ...failedLogins.hooks,
      schema: {
        tags,
        summary: 'Log a phone in with the one-time code from the QR link (it expires 15 minutes after it was issued)',
        body: exchangeCodeRequestSchema,
        response: { 200: loggedInEmployeeSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => service.exchangeCode(request.body.phoneLoginString),
  );

  app.post(
    phoneRoutes.login,
    {
      ...failedLogins.hooks,
      schema: {
        tags,
        summary: 'Log a phone in with the e-mail and password the manager set (403 when the manager blocked it)',
        body: employeeLoginRequestSchema,
        response: {
          200: loggedInEmployeeSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => service.login(request.body.email, request.body.password),
  );
}

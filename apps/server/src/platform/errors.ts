import type { ErrorCode, ErrorResponse } from '@plan-dan/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The error every service throws; the handler below turns it into the JSON error shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (fields: Record<string, string>) =>
  new AppError(400, 'validation_failed', 'Invalid input', fields);
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'unauthorized', message);
export const forbidden = () => new AppError(403, 'forbidden', 'Not allowed');
export const notFound = (what: string) => new AppError(404, 'not_found', `${what} not found`);
export const conflict = (code: ErrorCode, field: string, message: string) =>
  new AppError(409, code, message, { [field]: code });

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorResponse {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/** Maps framework errors (bad JSON, too large, schema failures) to the same shape as ours. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        fields[key] ??= issue.message ?? 'invalid';
      }
      return reply.status(400).send(errorBody('validation_failed', 'Invalid input', fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(errorBody('payload_too_large', 'Request body is too large'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the request itself is at fault.
      return reply.status(status).send(errorBody('validation_failed', error.message, { body: error.code ?? 'invalid' }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal_error', 'Internal server error'));
  });
}

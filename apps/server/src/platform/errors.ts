import type { ErrorCode, ErrorResponse } from '@plan-dan/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * The error every service throws; the handler below turns it into the JSON error shape. Build one only
 * through the named constructors below (lint enforces it), so each status and code has one meaning.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** A 429's wait, sent as Retry-After (for refusals decided where the reply is out of reach). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** 400: the input is wrong; `fields` names each bad field with what is wrong with it. */
export const badRequest = (fields: Record<string, string>) => new AppError(400, 'validation_failed', 'Invalid input', fields);
/** 401: no token, or one that is invalid, expired or of an ended session. */
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'unauthorized', message);
/** 401 at login: the same answer for an unknown user and a wrong password. */
export const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'The login or the password is not valid');
/** 403: the caller may not do this (e.g. an employee deciding a photo). */
export const forbidden = (message = 'Not allowed') => new AppError(403, 'forbidden', message);
/**
 * 403, not 401, for a wrong current password on a logged-in change: a client that logs out on 401
 * must not lose the session over a typo.
 */
export const wrongPassword = () =>
  new AppError(403, 'wrong_password', 'The current password is not right', { currentPassword: 'wrong_password' });
/** 403: the password is right, but the manager allows this employee only the QR code. */
export const emailLoginBlocked = () => new AppError(403, 'email_login_blocked', 'E-mail login is blocked for this employee');
/** 404: missing, or someone else's (the two answer alike). */
export const notFound = (what: string) => new AppError(404, 'not_found', `${what} not found`);
/** 409: the e-mail address belongs to another account. */
export const emailTaken = () => new AppError(409, 'email_taken', 'E-mail address is already used', { email: 'email_taken' });
export const taskNotStarted = () => new AppError(409, 'task_not_started', 'Start the task before its steps');
export const taskHasSteps = () => new AppError(409, 'task_has_steps', 'A task with steps is done when its steps are');
/** 409 naming dueDate: a routine has one task a day, and the edited one would land on a day that has one. */
export const routineDayTaken = () =>
  new AppError(409, 'routine_day_taken', 'The routine has a task on this day already', { dueDate: 'routine_day_taken' });
/** 409: the Idempotency-Key came before with another request (another route or body). */
export const idempotencyKeyReused = () =>
  new AppError(409, 'idempotency_key_reused', 'This Idempotency-Key was used for another request', { 'idempotency-key': 'reused' });
/** 409: the first request with this Idempotency-Key has no answer yet; send it again a little later. */
export const idempotencyKeyInUse = () =>
  new AppError(409, 'idempotency_key_in_use', 'A request with this Idempotency-Key is still being answered', { 'idempotency-key': 'in_use' });
/** 404 naming the field: no manager has this username or e-mail address (inviting a helper). */
export const unknownManager = () =>
  new AppError(404, 'not_found', 'No manager has this username or e-mail address', { login: 'unknown_manager' });
/** 409: the manager already helps with this employee. */
export const alreadyHelper = () => new AppError(409, 'already_helper', 'This manager already helps with the employee', { login: 'already_helper' });
/** 409: the employee's owner (the inviter themselves) cannot also be their helper. */
export const helperIsOwner = () => new AppError(409, 'helper_is_owner', "This manager is the employee's owner", { login: 'helper_is_owner' });
export const payloadTooLarge = (what = 'File') => new AppError(413, 'payload_too_large', `${what} is too large`);
/** 415: the file's bytes are none of the accepted kinds, whatever its name or declared type says. */
export const unsupportedMediaType = (accepted: string) =>
  new AppError(415, 'unsupported_media_type', `The file is not one of: ${accepted}`, { file: 'unsupported_type' });
/** 416: the asked range lies outside the file. */
export const rangeNotSatisfiable = () => new AppError(416, 'range_not_satisfiable', 'The range is outside the file', { range: 'invalid' });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'too_many_requests', `Too many attempts, retry in ${retryAfterSeconds} seconds`, undefined, retryAfterSeconds);
/** 401 at login: the password was right, and two-step login asks for a code as well. No token yet. */
export const twoFactorRequired = () => new AppError(401, 'two_factor_required', 'A two-step login code is required');
/** A wrong two-step or recovery code: 401 at login, 403 when turning it off (a logged-in change, as wrongPassword). */
export const wrongCode = (status: 401 | 403) => new AppError(status, 'wrong_code', 'The code is not right', { code: 'wrong_code' });
/** 409: two-step login is on already. */
export const twoFactorOn = () => new AppError(409, 'two_factor_on', 'Two-step login is already on');
/** 409: two-step login is off, or turning it on was not started. */
export const twoFactorOff = () => new AppError(409, 'two_factor_off', 'Two-step login is off');

/** Whether `error` is our error with this code (a route that treats one refusal apart). */
export const hasErrorCode = (error: unknown, code: ErrorCode): boolean => error instanceof AppError && error.code === code;

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorResponse {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/** Maps framework errors (bad JSON, too large, schema failures) to the same shape as ours. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
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

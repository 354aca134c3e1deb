import { isRecord } from './json-record';

/** Codes the client adds for failures that never reached the server's error shape. */
export type ClientErrorCode = 'network_error' | 'unexpected_response';

/** Any failed API call: the HTTP status (0 when the server was not reached), the server's code and bad fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Reads the server's `{ error: { code, message, fields? } }`; anything else still becomes an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (!error || typeof error.code !== 'string') {
    return new ApiError(status, 'unexpected_response', `Request failed with status ${status}`);
  }
  const fields: Record<string, string> = {};
  if (isRecord(error.fields)) {
    for (const [key, value] of Object.entries(error.fields)) {
      if (typeof value === 'string') fields[key] = value;
    }
  }
  const message = typeof error.message === 'string' ? error.message : error.code;
  return new ApiError(status, error.code, message, fields);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

import { ApiError, toApiError } from './api-error';

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Added after Accept and Content-Type: the app's Authorization header. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Called on a 401 before the error is thrown; the app decides what a refused token means. */
  onUnauthorized?: () => void;
}

/** What an app's apiRequest takes: a JSON request that carries the stored token unless told not to. */
export interface ApiRequestOptions extends Pick<JsonRequest, 'method' | 'body' | 'signal'> {
  /** Sends the stored token and treats a 401 as the end of the session. The login calls pass false. */
  authenticated?: boolean;
}

/** Sends JSON and reads the JSON answer; every failure becomes an ApiError, except an abort the caller asked for. */
export async function requestJson<T>(path: string, request: JsonRequest = {}): Promise<T> {
  const { method = 'GET', body, signal, onUnauthorized } = request;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, request.headers);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network_error', 'The server could not be reached');
  }

  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    const error = toApiError(response.status, payload);
    if (response.status === 401) onUnauthorized?.();
    throw error;
  }
  // No body (a 204, or the 202 of a request that is only accepted) answers undefined.
  try {
    const text = await response.text();
    return (text === '' ? undefined : JSON.parse(text)) as T;
  } catch {
    throw new ApiError(response.status, 'unexpected_response', 'The answer was not JSON');
  }
}

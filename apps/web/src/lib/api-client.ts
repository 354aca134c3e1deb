import { requestJson, type ApiRequestOptions } from '@plan-dan/web-common/json-request';
import { readSession } from './session';

export { ApiError, isApiError, toApiError, type ClientErrorCode } from '@plan-dan/web-common/api-error';

let unauthorizedHandler: () => void = () => {};

/** The app decides what a rejected token means (log out, go to login); the client only reports it. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** For the calls beside apiRequest (a file's bytes): a refused token ends the session the same way. */
export const reportUnauthorized = (): void => unauthorizedHandler();

/** The stored token as a header, or none when logged out. */
export function authorizationHeader(): Record<string, string> {
  const token = readSession()?.jwtToken;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The only place the manager app talks JSON to the server. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { authenticated = true, ...request } = options;
  if (!authenticated) return requestJson<T>(path, request);
  return requestJson<T>(path, { ...request, headers: authorizationHeader(), onUnauthorized: () => unauthorizedHandler() });
}

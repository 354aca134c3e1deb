import { IDEMPOTENCY_KEY_HEADER, sessionRoutes } from '@plan-dan/contract/constants';
import { ApiError, toApiError } from '@plan-dan/web-common/api-error';
import { requestJson, type ApiRequestOptions } from '@plan-dan/web-common/json-request';
import { readSession } from './session';

export { ApiError, isApiError, toApiError, type ClientErrorCode } from '@plan-dan/web-common/api-error';

/** Fills a contract route such as '/api/v1/task/start/:id' with its parameters. */
export function routePath(route: string, params: Record<string, string | number>): string {
  return route.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${route}`);
    return encodeURIComponent(String(value));
  });
}

let unauthorizedHandler: () => void = () => {};

/** The app decides what a refused token means (end the session, show the QR screen); the client only reports it. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The stored token as a header, or none when logged out. */
export function authorizationHeader(): Record<string, string> {
  const token = readSession()?.jwtToken;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export interface PhoneRequestOptions extends ApiRequestOptions {
  /** Names the action, so that sending it again (the offline queue) applies it once. */
  idempotencyKey?: string;
}

const keyHeader = (key: string | undefined): Record<string, string> => (key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {});

/** A new key for one action of the employee: 32 random hex digits. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The only place the phone app talks JSON to the server. */
export async function apiRequest<T>(path: string, options: PhoneRequestOptions = {}): Promise<T> {
  const { authenticated = true, idempotencyKey, ...request } = options;
  if (!authenticated) return requestJson<T>(path, { ...request, headers: keyHeader(idempotencyKey) });
  return requestJson<T>(path, {
    ...request,
    headers: { ...keyHeader(idempotencyKey), ...authorizationHeader() },
    onUnauthorized: () => unauthorizedHandler(),
  });
}

/**
 * Tells the server the session is over, so its token is refused from now on. Never waits on the
 * answer and never reads a refusal as an expired session: the employee is logging out anyway.
 */
export function endServerSession(): void {
  requestJson(sessionRoutes.logout, { method: 'POST', headers: authorizationHeader() }).catch(() => {});
}

/**
 * Sends a file as the raw request body. XMLHttpRequest rather than fetch, because only it reports
 * upload progress, which the employee sees as a bar on a slow connection.
 */
export function uploadFile<T>(path: string, file: Blob, onProgress: (fraction: number) => void, idempotencyKey?: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    for (const [name, value] of Object.entries({ ...keyHeader(idempotencyKey), ...authorizationHeader() })) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'The server could not be reached'));
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(payload as T);
        return;
      }
      if (xhr.status === 401) unauthorizedHandler();
      reject(toApiError(xhr.status, payload));
    };
    xhr.send(file);
  });
}

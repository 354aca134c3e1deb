import { phoneRoutes } from '@plan-dan/contract/constants';
import type { LoggedInEmployee } from '@plan-dan/contract';
import { apiRequest } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

/**
 * The code is one-time: a second request with it fails. React may start the same screen twice
 * (development, a quick re-render), so every caller with the same code shares one request.
 */
const pending = new Map<string, Promise<LoggedInEmployee>>();

export function exchangeCode(code: string): Promise<LoggedInEmployee> {
  let request = pending.get(code);
  if (!request) {
    request = apiRequest<LoggedInEmployee>(phoneRoutes.exchangeCode, {
      method: 'POST',
      body: { phoneLoginString: code },
      authenticated: false,
    }).then((employee) => {
      saveSession(employee);
      return employee;
    });
    pending.set(code, request);
    // A failure for network reasons may be retried with the same code.
    request.catch(() => pending.delete(code));
  }
  return request;
}

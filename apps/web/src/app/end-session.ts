import { sessionRoutes } from '@plan-dan/contract/constants';
import { requestJson } from '@plan-dan/web-common/json-request';
import { readSession } from '@/lib/session';
import { logout } from './auth';

/**
 * The sidebar's 'Odjavi se' and the idle limit: the server ends the session, so its token stops working
 * wherever it was copied, and the browser forgets it at once. The screen does not wait for the answer,
 * and a failed call still logs out here (the token then lasts only until it expires). Lives apart from
 * auth.ts, which the login route loads: a refused token needs no call, and this one stays out of its budget.
 */
export function endSession(): void {
  const token = readSession()?.jwtToken;
  if (token) {
    requestJson(sessionRoutes.logout, { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  }
  logout();
}

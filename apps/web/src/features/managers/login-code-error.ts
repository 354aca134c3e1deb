import { isApiError } from '@/lib/api-client';
import { hr } from '@/i18n/hr';
import { hrTwoFactor } from '@/i18n/hr-two-factor';

/** Where a failed code step is told: beside the code, or under the form when the code is not to blame. */
export interface CodeStepError {
  code?: string;
  form?: string;
}

/**
 * The code step's messages. Kept apart from login-error.ts, which the login route loads: this one comes
 * only with the code step.
 */
export function codeStepError(error: unknown): CodeStepError {
  if (!isApiError(error)) return { form: hr.login.failed };
  // A wrong code may have spent the account's limit (5 minutes), not only this address's (a minute): no promise of a minute.
  if (error.status === 429) return { form: hrTwoFactor.tooManyCodes };
  if (error.code === 'wrong_code' || error.fields.code) return { code: hrTwoFactor.wrongCode };
  if (error.code === 'two_factor_required') return { code: hrTwoFactor.codeRequired };
  // The password stopped being right meanwhile (changed on another device): back to the form is the way on.
  if (error.status === 401 || error.status === 400) return { form: hr.login.invalidCredentials };
  return { form: hr.login.failed };
}

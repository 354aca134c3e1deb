import { isApiError } from '@/lib/api-client';
import { hr } from '@/i18n/hr';

/**
 * The login screen's message for a failed attempt. Apart from the profile forms' errors (errors.ts),
 * which would otherwise come along into the login route and its size budget.
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401 || error.status === 400) return hr.login.invalidCredentials;
    if (error.status === 429) return hr.login.tooManyAttempts;
  }
  return hr.login.failed;
}

/** The password was right, and the account asks for its second step: the code. */
export const codeRequired = (error: unknown): boolean => isApiError(error) && error.code === 'two_factor_required';

import { isApiError } from '@/lib/api-client';
import { hr } from '@/i18n/hr';
import { hrSessions } from '@/i18n/hr-sessions';
import { hrTwoFactor } from '@/i18n/hr-two-factor';

/** What a failed step of turning two-step login on or off tells the manager, and where. */
export interface TwoFactorErrors {
  currentPassword?: string;
  code?: string;
  /** Under the form, when no field is to blame. */
  form?: string;
}

/**
 * The server's codes in Croatian: a wrong password or code beside its field (both 403 while the session
 * stays; a wrong first code is a 400 naming `code`), too many attempts and the rest under the form.
 */
export function twoFactorErrors(error: unknown): TwoFactorErrors {
  if (!isApiError(error)) return { form: hr.app.genericError };
  if (error.status === 429) return { form: hrSessions.validation.tooManyWrongPasswords };
  if (error.code === 'wrong_password' || error.fields.currentPassword) return { currentPassword: hrSessions.validation.wrongPassword };
  if (error.code === 'wrong_code' || error.fields.code) return { code: hrTwoFactor.wrongCode };
  if (error.code === 'two_factor_on') return { form: hrTwoFactor.alreadyOn };
  if (error.code === 'two_factor_off') return { form: hrTwoFactor.setupExpired };
  return { form: hr.app.genericError };
}

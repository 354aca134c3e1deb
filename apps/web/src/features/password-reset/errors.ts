import { isApiError } from '@/lib/api-client';
import { hr } from '@/i18n/hr';
import { hrPasswordReset } from '@/i18n/hr-password-reset';

const t = hrPasswordReset.validation;

/** The link's token was refused: used, expired, replaced by a newer link, or the password changed since. */
export function isInvalidLink(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && 'token' in error.fields;
}

/** A new password the server refused, in Croatian beside its field; none when it named no password. */
export function newPasswordFieldError(error: unknown): string | undefined {
  return isApiError(error) && error.status === 400 && 'password' in error.fields ? hr.validation.passwordInvalid : undefined;
}

/** The message under a form whose failure names no field: too many requests (wait a few minutes), or try again. */
export function resetFormErrorMessage(error: unknown, otherwise: string): string {
  return isApiError(error) && error.status === 429 ? t.tooManyRequests : otherwise;
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { hr } from '@/i18n/hr';
import { hrSessions } from '@/i18n/hr-sessions';

export const profileFields = ['name', 'surname', 'email', 'password', 'dateOfBirth', 'kidMale', 'currentPassword'] as const;
export type ProfileField = (typeof profileFields)[number];

const t = hr.validation;

/** The server names bad fields with English codes; the manager reads why in Croatian. */
const invalidFieldMessages: Record<ProfileField, string> = {
  name: t.nameInvalid,
  surname: t.surnameInvalid,
  email: t.emailInvalid,
  password: t.passwordInvalid,
  dateOfBirth: t.dateOfBirthInvalid,
  kidMale: t.genderRequired,
  currentPassword: hrSessions.validation.wrongPassword,
};

const isProfileField = (key: string): key is ProfileField => (profileFields as readonly string[]).includes(key);

/** Croatian messages for the fields a failed registration or profile save names; empty when it names none. */
export function profileFieldErrors(error: unknown): Partial<Record<ProfileField, string>> {
  if (!isApiError(error)) return {};
  const result: Partial<Record<ProfileField, string>> = {};
  if (error.code === 'email_taken') result.email = t.emailTaken;
  if (error.code === 'wrong_password') result.currentPassword = hrSessions.validation.wrongPassword;
  for (const [key, code] of Object.entries(error.fields)) {
    if (!isProfileField(key) || result[key]) continue;
    result[key] = code === 'email_taken' ? t.emailTaken : invalidFieldMessages[key];
  }
  return result;
}

/** The form's name for each field the server names: the forms hold kidMale as the gender radios. */
const formFieldOf = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  password: 'password',
  dateOfBirth: 'dateOfBirth',
  kidMale: 'gender',
  currentPassword: 'currentPassword',
} as const satisfies Record<ProfileField, string>;

/** Shows each field a failed save names next to that field and focuses the first; what was typed stays. */
export function showProfileFieldErrors<Values extends FieldValues>(error: unknown, setError: UseFormSetError<Values>): void {
  const named = Object.entries(profileFieldErrors(error)) as [ProfileField, string][];
  named.forEach(([field, message], index) =>
    setError(formFieldOf[field] as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
}

/** What the server can name in a failed password change. */
type PasswordChangeField = 'currentPassword' | 'newPassword';

/**
 * Croatian messages for a failed password change: a wrong current password (403, not 401: the session
 * stays) goes next to that field, a refused new one next to its own.
 */
export function passwordChangeFieldErrors(error: unknown): Partial<Record<PasswordChangeField, string>> {
  if (!isApiError(error)) return {};
  const result: Partial<Record<PasswordChangeField, string>> = {};
  if (error.code === 'wrong_password' || 'currentPassword' in error.fields) result.currentPassword = hrSessions.validation.wrongPassword;
  if ('newPassword' in error.fields) result.newPassword = t.passwordInvalid;
  return result;
}

/** The message under a form whose failure names no field: after too many wrong passwords, to wait. */
export function formErrorMessage(error: unknown): string {
  return isApiError(error) && error.status === 429 ? hrSessions.validation.tooManyWrongPasswords : hr.app.genericError;
}

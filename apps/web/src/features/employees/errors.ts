import { hr } from '@/i18n/hr';
import { isApiError } from '@/lib/api-client';
import type { CreateFormValues } from './schemas';

type FormField = keyof CreateFormValues;

const t = hr.validation;

/** The server's field names (the API's) and the form field each belongs to. */
const formFieldOf: Record<string, FormField> = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  password: 'password',
  dateOfBirth: 'dateOfBirth',
  kidMale: 'gender',
  qualities: 'qualities',
  preferences: 'preferences',
  special: 'special',
  consentGiven: 'consent',
};

const invalidMessages: Record<FormField, string> = {
  name: t.nameInvalid,
  surname: t.surnameInvalid,
  email: t.emailInvalid,
  password: t.passwordInvalid,
  dateOfBirth: t.dateOfBirthInvalid,
  gender: t.genderRequired,
  qualities: t.tooLong,
  preferences: t.tooLong,
  special: t.tooLong,
  consent: hr.employees.consentRequired,
};

/** Croatian messages for the form fields a failed save names; empty when it names none. */
export function employeeFieldErrors(error: unknown): Partial<Record<FormField, string>> {
  if (!isApiError(error)) return {};
  const result: Partial<Record<FormField, string>> = {};
  if (error.code === 'email_taken') result.email = t.emailTaken;
  for (const [key, code] of Object.entries(error.fields)) {
    const field = formFieldOf[key];
    if (!field || result[field]) continue;
    result[field] = code === 'email_taken' ? t.emailTaken : invalidMessages[field];
  }
  return result;
}

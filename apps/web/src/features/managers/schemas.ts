import { MAX_PASSWORD_LENGTH } from '@plan-dan/contract/constants';
import type { CreateManagerRequest, UpdateManagerRequest } from '@plan-dan/contract';
import { z } from 'zod';
import { hrSessions } from '@/i18n/hr-sessions';
import { personFields } from '@/lib/person-fields';

const { name, surname, email, password, dateOfBirth, gender } = personFields;
const t = hrSessions.validation;

export const profileFormSchema = z.object({ name, surname, email, dateOfBirth, gender });
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const registerFormSchema = profileFormSchema.extend({ password });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const emptyRegisterForm: RegisterFormValues = {
  name: '',
  surname: '',
  email: '',
  password: '',
  dateOfBirth: '',
  gender: '',
};

export function toCreateManagerRequest(values: RegisterFormValues): CreateManagerRequest {
  const { gender, ...rest } = registerFormSchema.parse(values);
  return { ...rest, kidMale: gender === 'male' };
}

export function toUpdateManagerRequest(values: ProfileFormValues): UpdateManagerRequest {
  const { gender, ...rest } = profileFormSchema.parse(values);
  return { ...rest, kidMale: gender === 'male' };
}

export function toProfileFormValues(user: UpdateManagerRequest): ProfileFormValues {
  return {
    name: user.name,
    surname: user.surname,
    email: user.email,
    dateOfBirth: user.dateOfBirth,
    gender: user.kidMale ? 'male' : 'female',
  };
}

/** The e-mail is the login: the server compares addresses trimmed and lower-cased, and so does the form. */
export const isEmailChanged = (typed: string, stored: string) => typed.trim().toLowerCase() !== stored.trim().toLowerCase();

/** Postavke: the profile, and the current password as soon as the e-mail differs from the stored one. */
export function settingsFormSchema(storedEmail: string) {
  return profileFormSchema
    .extend({ currentPassword: z.string().max(MAX_PASSWORD_LENGTH, t.wrongPassword) })
    .refine((values) => values.currentPassword !== '' || !isEmailChanged(values.email, storedEmail), {
      path: ['currentPassword'],
      message: t.currentPasswordRequired,
    });
}
export type SettingsFormValues = z.input<ReturnType<typeof settingsFormSchema>>;

export function toSettingsFormValues(user: UpdateManagerRequest): SettingsFormValues {
  return { ...toProfileFormValues(user), currentPassword: '' };
}

/** The current password travels only with a new e-mail: nothing else needs it. */
export function toSettingsRequest(values: SettingsFormValues, storedEmail: string): UpdateManagerRequest {
  const request = toUpdateManagerRequest(values);
  return isEmailChanged(values.email, storedEmail) ? { ...request, currentPassword: values.currentPassword } : request;
}

export const passwordChangeFormSchema = z
  .object({
    currentPassword: z.string().min(1, t.currentPasswordRequired).max(MAX_PASSWORD_LENGTH, t.wrongPassword),
    newPassword: password,
    confirmation: z.string().min(1, t.confirmationRequired),
  })
  .refine((values) => values.confirmation === '' || values.confirmation === values.newPassword, {
    path: ['confirmation'],
    message: t.passwordsDiffer,
  });
export type PasswordChangeFormValues = z.input<typeof passwordChangeFormSchema>;

export const emptyPasswordChangeForm: PasswordChangeFormValues = { currentPassword: '', newPassword: '', confirmation: '' };

import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@plan-dan/contract/constants';
import type { CreateManagerRequest, UpdateManagerRequest } from '@plan-dan/contract';
import { z } from 'zod';
import { hr } from '@/i18n/hr';
import { isValidDateOfBirth } from '@/lib/dates';

const t = hr.validation;

/** The radio buttons hold 'male' or 'female'; nothing is chosen at first. */
export type Gender = 'male' | 'female' | '';

const requiredName = (requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(MAX_NAME_LENGTH, t.tooLong);

const profileShape = {
  name: requiredName(t.nameRequired),
  surname: requiredName(t.surnameRequired),
  email: z.string().trim().min(1, t.emailRequired).max(MAX_EMAIL_LENGTH, t.tooLong).pipe(z.email(t.emailInvalid)),
  dateOfBirth: z
    .string()
    .min(1, t.dateOfBirthRequired)
    .refine((value) => value === '' || isValidDateOfBirth(value), t.dateOfBirthInvalid),
  gender: z.string().refine((value) => value === 'male' || value === 'female', t.genderRequired),
};

export const profileFormSchema = z.object(profileShape);
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const registerFormSchema = z.object({
  ...profileShape,
  password: z
    .string()
    .min(1, t.passwordRequired)
    .min(MIN_PASSWORD_LENGTH, t.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, t.passwordInvalid),
});
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

import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@plan-dan/contract/constants';
import { z } from 'zod';
import { hr } from '@/i18n/hr';
import { isValidDateOfBirth } from './dates';

const t = hr.validation;

const requiredName = (message: string) => z.string().trim().min(1, message).max(MAX_NAME_LENGTH, t.tooLong);

/** The rules, with their Croatian messages, for the fields a manager's and an employee's profile share. */
export const personFields = {
  name: requiredName(t.nameRequired),
  surname: requiredName(t.surnameRequired),
  email: z.string().trim().min(1, t.emailRequired).max(MAX_EMAIL_LENGTH, t.tooLong).pipe(z.email(t.emailInvalid)),
  password: z
    .string()
    .min(1, t.passwordRequired)
    .min(MIN_PASSWORD_LENGTH, t.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, t.passwordInvalid),
  dateOfBirth: z
    .string()
    .min(1, t.dateOfBirthRequired)
    .refine((value) => value === '' || isValidDateOfBirth(value), t.dateOfBirthInvalid),
  // Nothing is chosen at first: '' (the radios untouched, the select on 'Odaberi spol').
  gender: z.string().refine((value) => value === 'male' || value === 'female', t.genderRequired),
};

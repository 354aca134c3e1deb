import { MAX_EMAIL_LENGTH } from '@plan-dan/contract/constants';
import { z } from 'zod';
import { hr } from '@/i18n/hr';
import { hrPasswordReset } from '@/i18n/hr-password-reset';
import { personFields } from '@/lib/person-fields';

const t = hrPasswordReset.validation;

/** 'Zaboravljena lozinka': the name the manager logs in with, a username or an e-mail address. */
export const forgotPasswordFormSchema = z.object({
  username: z.string().trim().min(1, t.usernameRequired).max(MAX_EMAIL_LENGTH, hr.validation.tooLong),
});
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;

/** 'Nova lozinka': the rules of a password chosen at registration, typed twice. */
export const newPasswordFormSchema = z
  .object({
    password: personFields.password,
    confirmation: z.string().min(1, t.confirmationRequired),
  })
  .refine((values) => values.confirmation === '' || values.confirmation === values.password, {
    path: ['confirmation'],
    message: t.passwordsDiffer,
  });
export type NewPasswordFormValues = z.input<typeof newPasswordFormSchema>;

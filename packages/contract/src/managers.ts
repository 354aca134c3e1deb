import { z } from 'zod';
import { booleanSchema, dateOfBirthSchema, emailSchema, givenPasswordSchema, lineSchema, nameSchema, passwordSchema } from './common.ts';
import { MAX_EMAIL_LENGTH } from './constants.ts';
import { oneTimeCodeSchema } from './two-factor.ts';

export const createManagerRequestSchema = z.object({
  name: nameSchema,
  surname: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  kidMale: booleanSchema,
  dateOfBirth: dateOfBirthSchema,
});
export type CreateManagerRequest = z.input<typeof createManagerRequestSchema>;
export type CreateManagerData = z.output<typeof createManagerRequestSchema>;

export const managerProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  dateOfBirth: z.string(),
  username: z.string(),
});
export type ManagerProfile = z.infer<typeof managerProfileSchema>;

export const loginRequestSchema = z.object({
  /** The username or the e-mail address. */
  username: lineSchema(MAX_EMAIL_LENGTH),
  password: givenPasswordSchema,
  /** With two-step login on: the authenticator app's 6-digit code or one of the recovery codes. */
  code: oneTimeCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const managerSchema = managerProfileSchema.extend({ kidMale: z.boolean() });
export type Manager = z.infer<typeof managerSchema>;

export const loggedInManagerSchema = managerSchema.extend({ jwtToken: z.string() });
export type LoggedInManager = z.infer<typeof loggedInManagerSchema>;

/**
 * The web app sends back the whole stored user; read-only fields in it
 * (id, username, jwtToken, password) are accepted and ignored.
 */
export const updateManagerRequestSchema = z.object({
  name: nameSchema,
  surname: nameSchema,
  email: emailSchema,
  kidMale: booleanSchema,
  dateOfBirth: dateOfBirthSchema,
  /** Needed only to change the e-mail address (it is the login). */
  currentPassword: givenPasswordSchema.optional(),
});
export type UpdateManagerRequest = z.input<typeof updateManagerRequestSchema>;
export type UpdateManagerData = z.output<typeof updateManagerRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: givenPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

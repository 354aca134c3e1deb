import { z } from 'zod';
import { dateOfBirthSchema, emailSchema, nameSchema, passwordSchema } from './common.ts';

export const createManagerRequestSchema = z.object({
  name: nameSchema,
  surname: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  kidMale: z.boolean(),
  dateOfBirth: dateOfBirthSchema,
});
export type CreateManagerRequest = z.infer<typeof createManagerRequestSchema>;

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
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
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
  kidMale: z.boolean(),
  dateOfBirth: dateOfBirthSchema,
});
export type UpdateManagerRequest = z.infer<typeof updateManagerRequestSchema>;

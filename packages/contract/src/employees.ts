import { z } from 'zod';
import { MAX_NOTE_LENGTH } from './constants.ts';
import { dateOfBirthSchema, emailSchema, nameSchema, passwordSchema } from './common.ts';

/** Optional free text: blank becomes null so the screens can show '-'. */
const noteSchema = z
  .string()
  .trim()
  .max(MAX_NOTE_LENGTH)
  .nullish()
  .transform((value) => (value ? value : null));

export const employeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  kidMale: z.boolean(),
  dateOfBirth: z.string(),
  qualities: z.string().nullable(),
  preferences: z.string().nullable(),
  special: z.string().nullable(),
  managerId: z.number().int(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeListSchema = z.array(employeeSchema);

/** `managerId` may be sent, as the original app does, but the token decides the owner. */
export const createEmployeeRequestSchema = z.object({
  name: nameSchema,
  surname: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  kidMale: z.boolean(),
  dateOfBirth: dateOfBirthSchema,
  qualities: noteSchema,
  preferences: noteSchema,
  special: noteSchema,
});
export type CreateEmployeeRequest = z.input<typeof createEmployeeRequestSchema>;
/** What the server holds after validation: blank notes are null. */
export type CreateEmployeeData = z.output<typeof createEmployeeRequestSchema>;

export const updateEmployeeRequestSchema = createEmployeeRequestSchema.omit({ email: true, password: true });
export type UpdateEmployeeRequest = z.input<typeof updateEmployeeRequestSchema>;
export type UpdateEmployeeData = z.output<typeof updateEmployeeRequestSchema>;

export const managerIdParamsSchema = z.object({ managerId: z.coerce.number().int().positive() });

export const loggedInEmployeeSchema = employeeSchema.extend({ jwtToken: z.string() });
export type LoggedInEmployee = z.infer<typeof loggedInEmployeeSchema>;

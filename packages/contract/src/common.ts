import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants.ts';

export const idSchema = z.coerce.number().int().positive();
export const idParamsSchema = z.object({ id: idSchema });

/** Calendar dates travel as YYYY-MM-DD and must be real dates. */
export const isoDateSchema = z.iso.date();

/** A date of birth: a real date, not in the future, not before 1900. */
export const dateOfBirthSchema = isoDateSchema.refine(
  (value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10),
  { message: 'date_out_of_range' },
);

export const nameSchema = z.string().trim().min(1).max(MAX_NAME_LENGTH);
export const emailSchema = z.string().trim().toLowerCase().max(MAX_EMAIL_LENGTH).pipe(z.email());
export const passwordSchema = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH);

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

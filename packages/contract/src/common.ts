import { z } from 'zod';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_BUT_LINE_BREAKS } from './text-rules.ts';
import {
  IDEMPOTENCY_KEY_PATTERN,
  MAX_EMAIL_LENGTH,
  MAX_ID,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './constants.ts';

/**
 * An id: a whole number from 1 to 2^31 - 1 (the range of the columns). The original web client
 * sends ids it read from the page address as digit strings, so those are accepted too; nothing else is.
 */
export const idSchema = z
  .union([z.int('expected_id').min(1, 'expected_id').max(MAX_ID, 'expected_id'), z.string().regex(/^\d{1,10}$/, 'expected_id')])
  .transform(Number)
  .pipe(z.int().min(1, 'expected_id').max(MAX_ID, 'expected_id'))
  .meta({ description: `A whole number from 1 to ${MAX_ID}, or the same as a string of digits` });
export const idParamsSchema = z.object({ id: idSchema });

/**
 * A boolean, or the strings "true" / "false" that the original web client sends for a radio button's
 * value; anything else is refused.
 */
export const booleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
  .meta({ description: 'true or false, or the same as a string' });


const withoutControlCharacters = (pattern: RegExp) => (value: string) => !pattern.test(value);

/** One line of text: trimmed, no control characters, at most `max` characters. */
export const lineSchema = (max: number) =>
  z
    .string()
    .refine(withoutControlCharacters(CONTROL_CHARACTERS), 'control_characters')
    .transform((value) => value.trim())
    .pipe(z.string().min(1).max(max));

/** Free text over several lines: trimmed, no control characters but line breaks and tabs. */
export const textSchema = (max: number) =>
  z
    .string()
    .refine(withoutControlCharacters(CONTROL_CHARACTERS_BUT_LINE_BREAKS), 'control_characters')
    .transform((value) => value.trim())
    .pipe(z.string().min(1).max(max));

/** Optional free text: blank (or absent) becomes null, so the screens can show '-'. */
export const optionalTextSchema = (max: number) =>
  z
    .string()
    .refine(withoutControlCharacters(CONTROL_CHARACTERS_BUT_LINE_BREAKS), 'control_characters')
    .transform((value) => value.trim())
    .pipe(z.string().max(max))
    .nullish()
    .transform((value) => (value ? value : null));

/** Calendar dates travel as YYYY-MM-DD and must be real dates. */
export const isoDateSchema = z.iso.date();

/**
 * A date of birth: a real date, not before 1900. Whether it lies in the future depends on the day
 * in the server's time zone, so the server checks that.
 */
export const dateOfBirthSchema = isoDateSchema.refine((value) => value >= '1900-01-01', { message: 'date_out_of_range' });

export const nameSchema = lineSchema(MAX_NAME_LENGTH);
export const emailSchema = z
  .string()
  .refine(withoutControlCharacters(CONTROL_CHARACTERS), 'control_characters')
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.string().max(MAX_EMAIL_LENGTH).pipe(z.email()));
/** A new password. Any character a keyboard types is fine; control characters are not. */
export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH)
  .max(MAX_PASSWORD_LENGTH)
  .refine(withoutControlCharacters(CONTROL_CHARACTERS), 'control_characters');
/** A password typed to log in or to confirm a change: checked against the stored hash only. */
export const givenPasswordSchema = z
  .string()
  .min(1)
  .max(MAX_PASSWORD_LENGTH)
  .refine(withoutControlCharacters(CONTROL_CHARACTERS), 'control_characters');

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * The headers of a request the phone may send again: an optional Idempotency-Key (8–100 letters, digits,
 * '-' or '_'). Loose, so the other headers stay as they came.
 */
export const idempotentHeadersSchema = z.looseObject({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'invalid').optional(),
});

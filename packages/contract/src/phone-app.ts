import { z } from 'zod';
import { givenPasswordSchema, lineSchema } from './common.ts';
import { FONTS, MAX_EMAIL_LENGTH, MIN_FONT_SIZE, MAX_FONT_SIZE } from './constants.ts';

const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected #rrggbb');

export const phoneLookSchema = z.object({
  font: z.enum(FONTS),
  fontSize: z.number().int().min(MIN_FONT_SIZE).max(MAX_FONT_SIZE),
  colorForFont: colorSchema,
  colorForBackground: colorSchema,
  colorOfPriorityTask: colorSchema,
  colorOfNormalTask: colorSchema,
  colorForSubtask: colorSchema,
  colorForProgress: colorSchema,
});
export type PhoneLook = z.infer<typeof phoneLookSchema>;

export const accountSettingsSchema = phoneLookSchema.extend({
  phoneLoginString: z.string(),
  /** The absolute link the QR code encodes: {PUBLIC_URL}/plan-dan/m/prijava?kod={phoneLoginString}. */
  phoneLoginUrl: z.string(),
  /** ISO timestamp: the code stops working then; the manager's screen fetches a new one before. */
  phoneLoginExpiresAt: z.string(),
  /** The name and surname of the manager who owns the employee, as the phone's 'Ja' screen shows it. */
  managerName: z.string(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** Codes are URL-safe base64; anything else cannot be one. */
export const exchangeCodeRequestSchema = z.object({
  phoneLoginString: z.string().trim().regex(/^[A-Za-z0-9_-]{1,100}$/, 'not_a_code'),
});

export const employeeLoginRequestSchema = z.object({
  email: lineSchema(MAX_EMAIL_LENGTH).transform((value) => value.toLowerCase()),
  password: givenPasswordSchema,
});

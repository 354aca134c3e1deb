import { z } from 'zod';
import { booleanSchema, givenPasswordSchema, lineSchema } from './common.ts';
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

/**
 * `PUT /api/v1/account/settings/{id}`: the look and how the phone opens a task. `focusView` and
 * `pictogramContrast` absent keep what was chosen (clients that do not know them).
 */
export const updateAccountSettingsSchema = phoneLookSchema.extend({
  focusView: booleanSchema.optional(),
  /** Absent keeps what was chosen. */
  pictogramContrast: booleanSchema.optional(),
});
export type UpdateAccountSettings = z.input<typeof updateAccountSettingsSchema>;

export const accountSettingsSchema = phoneLookSchema.extend({
  /** The phone opens a task one step at a time ('Jedan korak'), large, instead of the list of its steps. */
  focusView: z.boolean(),
  /** 'Piktogrami visokog kontrasta': the phone draws pictograms in one colour, its text colour (PictogramLook 'contrast'). */
  pictogramContrast: z.boolean(),
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

import { z } from 'zod';
import { FONTS, MIN_FONT_SIZE, MAX_FONT_SIZE } from './constants.ts';

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
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const exchangeCodeRequestSchema = z.object({ phoneLoginString: z.string().trim().min(1).max(100) });

export const employeeLoginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(200),
});

import { DEFAULT_PHONE_LOOK, FONTS, MAX_FONT_SIZE, MIN_FONT_SIZE } from '@plan-dan/contract/constants';
import type { AccountSettings, Font, PhoneLook } from '@plan-dan/contract';
import { contrastRatio, HEX_COLOR, isFont, isHexColor, MIN_TEXT_CONTRAST, phoneColors } from '@plan-dan/web-common/phone-look';
import { z } from 'zod';
import { hrPhoneApp } from '@/i18n/hr-phone-app';
import { isApiError } from '@/lib/api-client';

const t = hrPhoneApp;

export const COLOR_FIELDS = [
  'colorForFont',
  'colorForBackground',
  'colorOfPriorityTask',
  'colorOfNormalTask',
  'colorForSubtask',
  'colorForProgress',
] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];
export type LookField = keyof PhoneLook;

/** The colours of every part of the phone's screen, as the phone computes them. */
export const previewColors = phoneColors;

/** The manager's text colour does not read on the chosen background, so the phone replaces it. */
export const fontColorReplaced = (look: PhoneLook) =>
  contrastRatio(look.colorForFont, look.colorForBackground) < MIN_TEXT_CONTRAST;

const colorSchema = z.string().trim().regex(HEX_COLOR, t.colorInvalid);

/** What the form holds: the number field is '' while empty. */
export const lookFormSchema = z.object({
  font: z.string().refine(isFont, t.fontInvalid),
  fontSize: z.union([z.number(), z.string()]).superRefine((value, context) => {
    if (value === '') context.addIssue({ code: 'custom', message: t.fontSizeRequired });
    else if (typeof value !== 'number' || !Number.isInteger(value) || value < MIN_FONT_SIZE || value > MAX_FONT_SIZE) {
      context.addIssue({ code: 'custom', message: t.fontSizeInvalid });
    }
  }),
  colorForFont: colorSchema,
  colorForBackground: colorSchema,
  colorOfPriorityTask: colorSchema,
  colorOfNormalTask: colorSchema,
  colorForSubtask: colorSchema,
  colorForProgress: colorSchema,
  /** 'Otvaranje zadatka': true for 'Jedan korak' (the focus view), saved with the look. */
  focusView: z.boolean(),
  /** 'Piktogrami visokog kontrasta': the phone draws pictograms in its text colour; saved with the look. */
  pictogramContrast: z.boolean(),
});
export type LookFormValues = Omit<z.input<typeof lookFormSchema>, 'fontSize'> & { fontSize: number | string };

/** What 'SPREMI PROMJENE' sends: the look, how the phone opens a task and how it draws pictograms. */
export type PhoneSettingsBody = PhoneLook & { focusView: boolean; pictogramContrast: boolean };

/** The form's values for saved settings (or a look and a choice). */
export const formValuesOf = (settings: PhoneSettingsBody | AccountSettings): LookFormValues => ({
  ...pickLook(settings),
  focusView: settings.focusView,
  pictogramContrast: settings.pictogramContrast,
});

/** Only the look, without the login code the settings also carry; colours written one way (#rrggbb, lower case). */
export function pickLook(settings: PhoneLook | AccountSettings): PhoneLook {
  const look: PhoneLook = { ...DEFAULT_PHONE_LOOK, font: settings.font, fontSize: settings.fontSize };
  for (const field of COLOR_FIELDS) look[field] = settings[field].toLowerCase();
  return look;
}

/** The request body for a valid form; throws on an invalid one (the form validates first). */
export function toPhoneLook(values: LookFormValues): PhoneSettingsBody {
  const parsed = lookFormSchema.parse(values);
  return { ...parsed, font: parsed.font as Font, fontSize: parsed.fontSize as number };
}

/**
 * The look the preview shows while the manager types: each valid field as typed, an unfinished one
 * (an empty size, half a colour) as last saved.
 */
export function previewLook(values: Partial<LookFormValues>, saved: PhoneLook): PhoneLook {
  const look: PhoneLook = { ...saved };
  if (isFont(values.font)) look.font = values.font;
  const size = values.fontSize;
  if (typeof size === 'number' && Number.isInteger(size) && size >= MIN_FONT_SIZE && size <= MAX_FONT_SIZE) look.fontSize = size;
  for (const field of COLOR_FIELDS) {
    const value = values[field]?.trim();
    if (isHexColor(value)) look[field] = value;
  }
  return look;
}

const fieldMessages: Record<LookField, string> = {
  font: t.fontInvalid,
  fontSize: t.fontSizeInvalid,
  colorForFont: t.colorInvalid,
  colorForBackground: t.colorInvalid,
  colorOfPriorityTask: t.colorInvalid,
  colorOfNormalTask: t.colorInvalid,
  colorForSubtask: t.colorInvalid,
  colorForProgress: t.colorInvalid,
};

const isLookField = (key: string): key is LookField => Object.hasOwn(fieldMessages, key);

/** Croatian messages for the fields a refused save names (the server answers with English codes). */
export function lookFieldErrors(error: unknown): Partial<Record<LookField, string>> {
  if (!isApiError(error) || error.status !== 400) return {};
  const result: Partial<Record<LookField, string>> = {};
  for (const key of Object.keys(error.fields)) {
    if (isLookField(key)) result[key] = fieldMessages[key];
  }
  return result;
}

export { DEFAULT_PHONE_LOOK, FONTS };

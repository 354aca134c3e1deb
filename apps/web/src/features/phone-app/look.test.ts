import { DEFAULT_PHONE_LOOK } from '@plan-dan/contract/constants';
import type { AccountSettings } from '@plan-dan/contract';
import { contrastRatio } from '@plan-dan/web-common/phone-look';
import { describe, expect, it } from 'vitest';
import { hrPhoneApp } from '@/i18n/hr-phone-app';
import { ApiError } from '@/lib/api-client';
import {
  fontColorReplaced,
  formValuesOf,
  lookFieldErrors,
  lookFormSchema,
  pickLook,
  previewColors,
  previewLook,
  toPhoneLook,
  type LookFormValues,
} from './look';

const t = hrPhoneApp;

function buildLookForm(overrides: Partial<LookFormValues> = {}): LookFormValues {
  return { ...DEFAULT_PHONE_LOOK, focusView: false, pictogramContrast: false, ...overrides };
}

function messagesOf(values: LookFormValues): Record<string, string> {
  const result = lookFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('contrast', () => {
  it('always leaves text readable in the preview, whatever the colours', () => {
    const look = { ...DEFAULT_PHONE_LOOK, colorForFont: '#777777', colorForBackground: '#808080', colorOfNormalTask: '#7f7f7f' };
    const colors = previewColors(look);
    for (const [background, text] of [
      [colors.background, colors.text],
      [colors.priority, colors.priorityText],
      [colors.normal, colors.normalText],
      [colors.step, colors.stepText],
      [colors.doneStep, colors.doneStepText],
    ] as const) {
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    }
    expect(fontColorReplaced(look)).toBe(true);
    expect(fontColorReplaced(DEFAULT_PHONE_LOOK)).toBe(false);
  });
});

describe('lookFormSchema', () => {
  it('accepts the look of a new employee', () => {
    expect(messagesOf(buildLookForm())).toEqual({});
  });

  it('names every bad field in Croatian', () => {
    expect(messagesOf(buildLookForm({ font: 'Wingdings', fontSize: 100, colorForFont: 'crna', colorForProgress: '#12345' }))).toEqual({
      font: t.fontInvalid,
      fontSize: t.fontSizeInvalid,
      colorForFont: t.colorInvalid,
      colorForProgress: t.colorInvalid,
    });
  });

  it('asks for a size when the field is empty, and refuses one outside 8 to 72 or with decimals', () => {
    expect(messagesOf(buildLookForm({ fontSize: '' }))).toEqual({ fontSize: t.fontSizeRequired });
    expect(messagesOf(buildLookForm({ fontSize: 7 }))).toEqual({ fontSize: t.fontSizeInvalid });
    expect(messagesOf(buildLookForm({ fontSize: 22.5 }))).toEqual({ fontSize: t.fontSizeInvalid });
    expect(messagesOf(buildLookForm({ fontSize: 8 }))).toEqual({});
    expect(messagesOf(buildLookForm({ fontSize: 72 }))).toEqual({});
  });
});

describe('toPhoneLook', () => {
  it('sends exactly the eight look fields, colours trimmed, and how the phone opens a task', () => {
    expect(toPhoneLook(buildLookForm({ colorForFont: ' #000080 ', fontSize: 30 }))).toEqual({
      ...DEFAULT_PHONE_LOOK,
      colorForFont: '#000080',
      fontSize: 30,
      focusView: false,
      pictogramContrast: false,
    });
    expect(toPhoneLook(buildLookForm({ focusView: true }))).toEqual({ ...DEFAULT_PHONE_LOOK, focusView: true, pictogramContrast: false });
    expect(toPhoneLook(buildLookForm({ pictogramContrast: true }))).toEqual({ ...DEFAULT_PHONE_LOOK, focusView: false, pictogramContrast: true });
  });

  it('leaves the login code out of the settings and writes colours in lower case', () => {
    const settings: AccountSettings = {
      ...DEFAULT_PHONE_LOOK,
      phoneLoginString: 'abc',
      phoneLoginUrl: 'https://plan.example.ba/plan-dan/m/prijava?kod=abc',
      phoneLoginExpiresAt: '2026-11-23T10:15:00.000Z',
      focusView: false,
      pictogramContrast: false,
      managerName: 'Ana Kovačević',
    };
    const look = {
      ...DEFAULT_PHONE_LOOK,
      colorForBackground: '#f5fffa',
      colorOfPriorityTask: '#ff6347',
      colorOfNormalTask: '#00bfff',
      colorForSubtask: '#ff6347',
    };
    expect(pickLook(settings)).toEqual(look);
    // The form takes the choice of how the phone opens a task with it.
    expect(formValuesOf({ ...settings, focusView: true })).toEqual({ ...look, focusView: true, pictogramContrast: false });
    expect(formValuesOf({ ...settings, pictogramContrast: true })).toEqual({ ...look, focusView: false, pictogramContrast: true });
  });
});

describe('previewLook', () => {
  it('shows each valid field as typed and an unfinished one as last saved', () => {
    const saved = { ...DEFAULT_PHONE_LOOK, colorForBackground: '#ffffff' };
    expect(
      previewLook({ font: 'Impact', fontSize: '', colorForBackground: '#ff', colorForFont: '#000080', colorOfNormalTask: undefined }, saved),
    ).toEqual({ ...saved, font: 'Impact', colorForFont: '#000080' });
    expect(previewLook({ fontSize: 80 }, saved).fontSize).toBe(saved.fontSize);
    expect(previewLook({ fontSize: 40 }, saved).fontSize).toBe(40);
  });
});

describe('lookFieldErrors', () => {
  it("translates the fields a refused save names and ignores the ones it doesn't know", () => {
    const error = new ApiError(400, 'validation_failed', 'Invalid input', { fontSize: 'too big', colorForSubtask: 'expected #rrggbb', other: 'x' });
    expect(lookFieldErrors(error)).toEqual({ fontSize: t.fontSizeInvalid, colorForSubtask: t.colorInvalid });
  });

  it('has nothing to say about other failures', () => {
    expect(lookFieldErrors(new ApiError(404, 'not_found', 'Not found'))).toEqual({});
    expect(lookFieldErrors(new Error('boom'))).toEqual({});
  });
});

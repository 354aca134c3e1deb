import type { Font, PhoneLook } from '@plan-dan/contract';
import { DEFAULT_PHONE_LOOK, FONTS } from '@plan-dan/contract/constants';

/**
 * Each font of the manager's list with look-alikes a phone is more likely to have, ending in a generic
 * family: Android has no Palatino or Comic Sans, and the text should still keep its character. The manager's
 * preview uses the same stacks, so it shows what the employee will see.
 */
const FONT_STACKS: Record<Font, string> = {
  Arial: "Arial, 'Liberation Sans', 'Helvetica Neue', Helvetica, Roboto, sans-serif",
  'San Francisco': "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  Helvetica: "Helvetica, 'Helvetica Neue', Arial, 'Liberation Sans', Roboto, sans-serif",
  'Times New Roman': "'Times New Roman', Times, 'Liberation Serif', 'Noto Serif', serif",
  'Courier New': "'Courier New', Courier, 'Liberation Mono', 'Noto Sans Mono', monospace",
  Verdana: "Verdana, 'DejaVu Sans', Geneva, Tahoma, sans-serif",
  Georgia: "Georgia, 'Times New Roman', 'Noto Serif', serif",
  'Comic Sans MS': "'Comic Sans MS', 'Comic Sans', 'Comic Neue', 'Chalkboard SE', 'Chalkboard', 'Coming Soon', cursive, sans-serif",
  Impact: "Impact, Haettenschweiler, 'Arial Narrow Bold', 'Arial Black', sans-serif",
  'Arial Narrow': "'Arial Narrow', 'Liberation Sans Narrow', 'Roboto Condensed', Arial, sans-serif",
  'Trebuchet MS': "'Trebuchet MS', 'Lucida Grande', 'Lucida Sans Unicode', 'DejaVu Sans', sans-serif",
  'Lucida Console': "'Lucida Console', 'Lucida Sans Typewriter', Monaco, 'DejaVu Sans Mono', monospace",
  Tahoma: "Tahoma, Verdana, Geneva, 'DejaVu Sans', sans-serif",
  'Palatino Linotype': "'Palatino Linotype', Palatino, 'Book Antiqua', 'URW Palladio L', P052, Georgia, serif",
  Garamond: "Garamond, 'EB Garamond', 'Cormorant Garamond', Baskerville, 'Times New Roman', serif",
  'MS Sans Serif': "'MS Sans Serif', 'Microsoft Sans Serif', Tahoma, Arial, sans-serif",
  'MS Serif': "'MS Serif', 'Times New Roman', Times, serif",
};

export const isFont = (value: unknown): value is Font => (FONTS as readonly unknown[]).includes(value);

/** The stack of a listed font; a name not in the list gets the default font's. */
export function fontStack(font: string): string {
  return isFont(font) ? FONT_STACKS[font] : FONT_STACKS[DEFAULT_PHONE_LOOK.font];
}

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const isHexColor = (value: unknown): value is string => typeof value === 'string' && HEX_COLOR.test(value);

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channel = (offset: number) => {
    const c = parseInt(value.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG contrast ratio between two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#ffffff';
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The text colour the phone puts on a background: the manager's choice when it reads well there,
 * otherwise black or white, whichever contrasts more.
 */
export function readableTextOn(background: string, preferred?: string): string {
  if (preferred && contrastRatio(preferred, background) >= MIN_TEXT_CONTRAST) return preferred;
  return contrastRatio(DARK_TEXT, background) >= contrastRatio(LIGHT_TEXT, background) ? DARK_TEXT : LIGHT_TEXT;
}

/** A #rrggbb colour between two others: weight 1 gives the first, 0 the second. */
export function mixColors(first: string, second: string, weight: number): string {
  const channel = (hex: string, offset: number) => parseInt(hex.replace('#', '').slice(offset, offset + 2), 16);
  return `#${[0, 2, 4]
    .map((offset) => Math.round(channel(first, offset) * weight + channel(second, offset) * (1 - weight)))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** How much of the step colour a finished step keeps: visibly paler, still the same hue. */
export const DONE_STEP_WEIGHT = 0.4;

export interface PhoneColors {
  background: string;
  text: string;
  priority: string;
  priorityText: string;
  normal: string;
  normalText: string;
  step: string;
  stepText: string;
  doneStep: string;
  doneStepText: string;
  progress: string;
  progressText: string;
}

/** The colours of every part of the phone's screen, text made readable where the manager's would not be. */
export function phoneColors(look: PhoneLook): PhoneColors {
  // A finished step fades into the page, yet its struck-through text must stay readable.
  const doneStep = mixColors(look.colorForSubtask, look.colorForBackground, DONE_STEP_WEIGHT);
  return {
    background: look.colorForBackground,
    text: readableTextOn(look.colorForBackground, look.colorForFont),
    priority: look.colorOfPriorityTask,
    priorityText: readableTextOn(look.colorOfPriorityTask, look.colorForFont),
    normal: look.colorOfNormalTask,
    normalText: readableTextOn(look.colorOfNormalTask, look.colorForFont),
    step: look.colorForSubtask,
    stepText: readableTextOn(look.colorForSubtask, look.colorForFont),
    doneStep,
    doneStepText: readableTextOn(doneStep, look.colorForFont),
    progress: look.colorForProgress,
    progressText: readableTextOn(look.colorForProgress),
  };
}

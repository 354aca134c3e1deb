import { DEFAULT_PHONE_LOOK } from '@plan-dan/contract/constants';
import type { PhoneLook } from '@plan-dan/contract';
import { fontStack, isFont, isHexColor, phoneColors } from '@plan-dan/web-common/phone-look';

/** A font this build does not list yet (a newer server's) is still tried first, before Palatino's look-alikes. */
function phoneFontStack(font: string): string {
  return isFont(font) ? fontStack(font) : `'${font.replace(/'/g, '')}', ${fontStack('Palatino Linotype')}`;
}

/** The whole look as CSS custom properties, set once on the document and read by every screen. */
export function lookVariables(look: PhoneLook): Record<string, string> {
  const colors = phoneColors(look);
  const family = phoneFontStack(look.font);
  return {
    '--pd-font': family,
    '--pd-font-size': `${look.fontSize}px`,
    '--pd-bg': look.colorForBackground,
    '--pd-text': colors.text,
    '--pd-priority': look.colorOfPriorityTask,
    '--pd-priority-text': colors.priorityText,
    '--pd-normal': look.colorOfNormalTask,
    '--pd-normal-text': colors.normalText,
    '--pd-step': look.colorForSubtask,
    '--pd-step-text': colors.stepText,
    '--pd-step-done': colors.doneStep,
    '--pd-step-done-text': colors.doneStepText,
    '--pd-progress': look.colorForProgress,
    '--pd-progress-text': colors.progressText,
    // Mantine's own parts (dialogs, inputs) follow the same look.
    '--mantine-font-family': family,
    '--mantine-font-family-headings': family,
    '--mantine-color-body': look.colorForBackground,
    '--mantine-color-text': colors.text,
  };
}

export function isPhoneLook(value: unknown): value is PhoneLook {
  if (typeof value !== 'object' || value === null) return false;
  const look = value as Record<string, unknown>;
  const colour = (key: string) => isHexColor(look[key]);
  return (
    typeof look.font === 'string' &&
    typeof look.fontSize === 'number' &&
    ['colorForFont', 'colorForBackground', 'colorOfPriorityTask', 'colorOfNormalTask', 'colorForSubtask', 'colorForProgress'].every(colour)
  );
}

export function pickLook(value: PhoneLook): PhoneLook {
  const { font, fontSize, colorForFont, colorForBackground, colorOfPriorityTask, colorOfNormalTask, colorForSubtask, colorForProgress } =
    value;
  return { font, fontSize, colorForFont, colorForBackground, colorOfPriorityTask, colorOfNormalTask, colorForSubtask, colorForProgress };
}

export { DEFAULT_PHONE_LOOK };

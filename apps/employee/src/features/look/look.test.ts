import type { Font } from '@plan-dan/contract';
import { DEFAULT_PHONE_LOOK } from '@plan-dan/contract/constants';
import { contrastRatio, fontStack } from '@plan-dan/web-common/phone-look';
import { describe, expect, it } from 'vitest';
import { lookVariables } from './look';

describe('look', () => {
  it('turns the settings into CSS variables', () => {
    const variables = lookVariables({ ...DEFAULT_PHONE_LOOK, fontSize: 32 });
    expect(variables['--pd-font-size']).toBe('32px');
    expect(variables['--pd-bg']).toBe('#F5FFFA');
    expect(variables['--pd-text']).toBe('#141414');
    expect(variables['--pd-priority']).toBe('#FF6347');
    expect(variables['--pd-priority-text']).toBe('#141414');
  });

  it('gives finished steps a paler colour whose text still reads well', () => {
    for (const colorForSubtask of ['#FF6347', '#1F4F82', '#000000', '#FFFF00']) {
      const variables = lookVariables({ ...DEFAULT_PHONE_LOOK, colorForSubtask });
      expect(variables['--pd-step-done']).not.toBe(colorForSubtask.toLowerCase());
      expect(contrastRatio(variables['--pd-step-done-text']!, variables['--pd-step-done']!)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("uses the font's look-alikes for the page and Mantine's parts", () => {
    const variables = lookVariables({ ...DEFAULT_PHONE_LOOK, font: 'Comic Sans MS' });
    expect(variables['--pd-font']).toBe(fontStack('Comic Sans MS'));
    expect(variables['--mantine-font-family']).toBe(fontStack('Comic Sans MS'));
  });

  it('still tries a font this build does not list, before the look-alikes of Palatino', () => {
    const variables = lookVariables({ ...DEFAULT_PHONE_LOOK, font: "Wing'dings" as Font });
    expect(variables['--pd-font']).toBe(`'Wingdings', ${fontStack('Palatino Linotype')}`);
  });
});

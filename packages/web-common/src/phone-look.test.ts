import { DEFAULT_PHONE_LOOK, FONTS } from '@plan-dan/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DONE_STEP_WEIGHT,
  fontStack,
  isFont,
  isHexColor,
  MIN_TEXT_CONTRAST,
  mixColors,
  phoneColors,
  readableTextOn,
  type PhoneColors,
} from './phone-look';

describe('fontStack', () => {
  it('gives every listed font a fallback stack that ends in a generic family', () => {
    for (const font of FONTS) expect(fontStack(font)).toMatch(/(serif|sans-serif|monospace|cursive)$/);
    expect(fontStack('Palatino Linotype')).toBe(
      "'Palatino Linotype', Palatino, 'Book Antiqua', 'URW Palladio L', P052, Georgia, serif",
    );
  });

  it('gives every listed font a stack that starts with the font and ends in a generic family', () => {
    for (const font of FONTS) {
      const stack = fontStack(font);
      // The system font of Apple phones has no public name; its stack starts with the keyword for it.
      expect(stack.replace(/'/g, '')).toMatch(font === 'San Francisco' ? /^-apple-system,/ : new RegExp(`^${font},`));
      expect(stack).toMatch(/(serif|sans-serif|monospace|cursive)$/);
    }
  });

  it('falls back to the default font for a name not in the list', () => {
    expect(fontStack('Wingdings')).toBe(fontStack(DEFAULT_PHONE_LOOK.font));
  });

  it('knows only the listed fonts, not the names every object has', () => {
    expect(FONTS.every(isFont)).toBe(true);
    expect(isFont('Wingdings')).toBe(false);
    expect(isFont('constructor')).toBe(false);
    expect(fontStack('constructor')).toBe(fontStack(DEFAULT_PHONE_LOOK.font));
  });
});

describe('isHexColor', () => {
  it('accepts #rrggbb in either case and nothing else', () => {
    expect(isHexColor('#ff6347')).toBe(true);
    expect(isHexColor('#FF6347')).toBe(true);
    for (const value of ['#12345', 'ff6347', '#ff6347 ', 'crna', undefined, 0xff6347]) expect(isHexColor(value)).toBe(false);
  });
});

describe('contrast', () => {
  it('measures the WCAG extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('measures black on white as 21 and a colour on itself as 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ff6347', '#FF6347')).toBeCloseTo(1, 5);
  });

  it('puts black text on the default light card colours', () => {
    expect(readableTextOn('#FF6347')).toBe('#000000');
    expect(readableTextOn('#00BFFF')).toBe('#000000');
    expect(readableTextOn('#00b200')).toBe('#000000');
  });

  it('puts white text on dark cards', () => {
    expect(readableTextOn('#1f4f82')).toBe('#ffffff');
    expect(readableTextOn('#000080')).toBe('#ffffff');
  });

  it("keeps the manager's text colour where it reads well and replaces it where it does not", () => {
    expect(readableTextOn('#F5FFFA', '#141414')).toBe('#141414');
    expect(readableTextOn('#141414', '#141414')).toBe('#ffffff');
    expect(readableTextOn('#FFFF00', '#FFFFFF')).toBe('#000000');
  });

  it("keeps the manager's text colour where it reads and swaps it for black or white where it does not", () => {
    expect(readableTextOn('#fff8dc', '#000080')).toBe('#000080');
    expect(readableTextOn('#1f4f82', '#000080')).toBe('#ffffff');
    expect(readableTextOn('#ffd700', '#ffffff')).toBe('#000000');
  });
});

describe('mixColors', () => {
  it('blends two colours channel by channel', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#FF6347', '#F5FFFA', 1)).toBe('#ff6347');
    expect(mixColors('#FF6347', '#F5FFFA', 0)).toBe('#f5fffa');
  });

  it('mixes colours by weight', () => {
    expect(mixColors('#ff0000', '#0000ff', 1)).toBe('#ff0000');
    expect(mixColors('#ff0000', '#0000ff', 0)).toBe('#0000ff');
    expect(mixColors('#ffffff', '#000000', 0.5)).toBe('#808080');
  });
});

describe('phoneColors', () => {
  it("keeps the manager's colours for the backgrounds and the default text where it reads", () => {
    expect(phoneColors(DEFAULT_PHONE_LOOK)).toMatchObject({
      background: '#F5FFFA',
      text: '#141414',
      priority: '#FF6347',
      priorityText: '#141414',
      normal: '#00BFFF',
      step: '#FF6347',
      progress: '#00b200',
      progressText: '#000000',
    });
  });

  it('leaves every text readable on its background and mixes the finished step from the step and page colours', () => {
    const colors = phoneColors({ ...DEFAULT_PHONE_LOOK, colorForFont: '#777777', colorForBackground: '#808080', colorForSubtask: '#1F4F82' });
    const backgroundOf = {
      text: 'background',
      priorityText: 'priority',
      normalText: 'normal',
      stepText: 'step',
      doneStepText: 'doneStep',
      progressText: 'progress',
    } as const satisfies Partial<Record<keyof PhoneColors, keyof PhoneColors>>;
    for (const [text, background] of Object.entries(backgroundOf) as [keyof typeof backgroundOf, keyof PhoneColors][]) {
      expect(contrastRatio(colors[text], colors[background]), text).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(colors.doneStep).toBe(mixColors('#1F4F82', '#808080', DONE_STEP_WEIGHT));
  });
});

import { describe, expect, it } from 'vitest';
import { dayOfMonth, formatCount, formatMonth, formatShare } from './numbers';

describe('numbers and dates for the tab', () => {
  it('formats counts and shares the Croatian way', () => {
    expect(formatCount(12345)).toBe('12.345');
    expect(formatShare(5, 7)).toBe('71,4\u00a0%');
    expect(formatShare(2, 2)).toBe('100\u00a0%');
    expect(formatShare(0, 0)).toBe('0\u00a0%');
  });

  it('names the month and the day', () => {
    expect(formatMonth('2026-05')).toBe('Svibanj 2026.');
    expect(formatMonth('2026-12')).toBe('Prosinac 2026.');
    expect(dayOfMonth('2026-05-07')).toBe('7');
    expect(dayOfMonth('2026-05-31')).toBe('31');
  });
});

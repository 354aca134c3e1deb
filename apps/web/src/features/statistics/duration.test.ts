import { describe, expect, it } from 'vitest';
import { formatDuration, formatHoursMinutes, formatMinutes } from './duration';

describe('formatDuration', () => {
  it('shows 00:00:00 for nothing', () => {
    expect(formatDuration(0)).toBe('00:00:00');
  });

  it('pads hours, minutes and seconds', () => {
    expect(formatDuration(1191)).toBe('00:19:51');
    expect(formatDuration(3600 + 60 + 1)).toBe('01:01:01');
  });

  it('keeps counting hours past a day instead of wrapping', () => {
    expect(formatDuration(27 * 3600 + 3 * 60 + 10)).toBe('27:03:10');
    expect(formatDuration(100 * 3600)).toBe('100:00:00');
  });

  it('rounds to whole seconds and never shows a negative or broken time', () => {
    expect(formatDuration(59.6)).toBe('00:01:00');
    expect(formatDuration(-5)).toBe('00:00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00:00');
  });
});

describe('formatHoursMinutes', () => {
  it('shows whole hours and minutes, past a day too', () => {
    expect(formatHoursMinutes(0)).toBe('00:00');
    expect(formatHoursMinutes(3600)).toBe('01:00');
    expect(formatHoursMinutes(26 * 3600 + 30 * 60 + 59)).toBe('26:30');
  });
});

describe('formatMinutes', () => {
  it('says seconds under a minute, whole minutes from one, and hours with their minutes', () => {
    expect(formatMinutes(0)).toBe('0 s');
    expect(formatMinutes(45)).toBe('45 s');
    expect(formatMinutes(60)).toBe('1 min');
    expect(formatMinutes(90)).toBe('2 min');
    expect(formatMinutes(600)).toBe('10 min');
    expect(formatMinutes(3600)).toBe('1 h');
    expect(formatMinutes(3900)).toBe('1 h 5 min');
    expect(formatMinutes(-5)).toBe('0 s');
  });
});

import { describe, expect, it } from 'vitest';
import { zonedParts } from '@plan-dan/contract/time-zone';
import { formatDate, formatDateTime, formatDay, isRealIsoDate, isValidDateOfBirth, todayIso } from './dates';

describe('formatDate', () => {
  it('shows an ISO date as dd/mm/yyyy', () => {
    expect(formatDate('2001-11-23')).toBe('23/11/2001');
  });

  it('leaves a value that is not an ISO date unchanged', () => {
    expect(formatDate('yesterday')).toBe('yesterday');
  });
});

describe('formatDateTime', () => {
  const zagreb = (instant: number) => zonedParts(instant, 'Europe/Zagreb');

  it("shows an instant as dd/mm/yyyy HH:mm in the app's zone, across midnight and a change of clocks", () => {
    expect(formatDateTime('2026-11-26T23:05:00.000Z', zagreb)).toBe('27/11/2026 00:05');
    expect(formatDateTime('2026-07-01T06:30:00.000Z', zagreb)).toBe('01/07/2026 08:30');
  });

  it('leaves a value that is not a timestamp unchanged', () => {
    expect(formatDateTime('nikad', zagreb)).toBe('nikad');
  });
});

describe('formatDay', () => {
  const zagreb = (instant: number) => zonedParts(instant, 'Europe/Zagreb');

  it("shows the day in the app's zone as d. M. yyyy., without leading zeros", () => {
    expect(formatDay('2026-03-06T23:30:00.000Z', zagreb)).toBe('7. 3. 2026.');
    expect(formatDay('2026-11-29T10:00:00.000Z', zagreb)).toBe('29. 11. 2026.');
  });

  it('leaves a value that is not a timestamp unchanged', () => {
    expect(formatDay('nikad', zagreb)).toBe('nikad');
  });
});

describe('isRealIsoDate', () => {
  it('accepts a leap day in a leap year only', () => {
    expect(isRealIsoDate('2024-02-29')).toBe(true);
    expect(isRealIsoDate('2023-02-29')).toBe(false);
  });

  it('refuses other shapes', () => {
    expect(isRealIsoDate('23/11/2001')).toBe(false);
    expect(isRealIsoDate('')).toBe(false);
  });
});

describe('isValidDateOfBirth', () => {
  it('accepts dates from 1900 up to and including today', () => {
    expect(isValidDateOfBirth('1900-01-01', '2026-05-10')).toBe(true);
    expect(isValidDateOfBirth('2026-05-10', '2026-05-10')).toBe(true);
  });

  it('refuses a date in the future or before 1900', () => {
    expect(isValidDateOfBirth('2026-05-11', '2026-05-10')).toBe(false);
    expect(isValidDateOfBirth('1899-12-31', '2026-05-10')).toBe(false);
  });
});

describe('todayIso', () => {
  it("takes the day in the app's zone (the default where the page names none), not the computer's", () => {
    // 23:30 UTC on 31 December is already 1 January in Sarajevo (UTC+1 in winter).
    expect(todayIso(new Date(Date.UTC(2025, 11, 31, 23, 30)))).toBe('2026-01-01');
    expect(todayIso(new Date(Date.UTC(2025, 11, 31, 22, 30)))).toBe('2025-12-31');
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, firstOccurrenceFrom, isoWeekday, occurrencesBetween, weekdayMask, weekdaysOfMask, type RoutineRule } from './routine-rules.ts';

const rule = (overrides: Partial<RoutineRule>): RoutineRule => ({ kind: 'daily', weekdays: [], startDate: '2026-01-01', endDate: null, ...overrides });

describe('routine days', () => {
  it('counts whole days across month, leap-day and year ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-12-31', 1)).toBe('2029-01-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect([isoWeekday('2026-11-23'), isoWeekday('2026-11-29'), isoWeekday('1970-01-01')]).toEqual([1, 7, 4]);
  });

  it('falls monthly on the start day, or on the last day of shorter months', () => {
    expect(occurrencesBetween(rule({ kind: 'monthly', startDate: '2028-01-31' }), '2028-01-01', '2028-05-31')).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
    ]);
    expect(occurrencesBetween(rule({ kind: 'monthly', startDate: '2027-01-29' }), '2027-02-01', '2027-03-31')).toEqual(['2027-02-28', '2027-03-29']);
  });

  it('keeps to weekdays, chosen days, the start weekday, the start and the end', () => {
    const week = ['2026-11-23', '2026-11-29'] as const;
    expect(occurrencesBetween(rule({ kind: 'weekdays' }), ...week)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(occurrencesBetween(rule({ kind: 'custom', weekdays: [3, 7] }), ...week)).toEqual(['2026-11-25', '2026-11-29']);
    expect(occurrencesBetween(rule({ kind: 'weekly', startDate: '2026-11-05' }), '2026-11-01', '2026-11-30')).toEqual([
      '2026-11-05',
      '2026-11-12',
      '2026-11-19',
      '2026-11-26',
    ]);
    expect(occurrencesBetween(rule({ startDate: '2026-11-25', endDate: '2026-11-27' }), ...week)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
  });

  it('finds the first day from a date, or none', () => {
    expect(firstOccurrenceFrom(rule({ kind: 'monthly', startDate: '2028-01-31' }), '2028-02-01')).toBe('2028-02-29');
    expect(firstOccurrenceFrom(rule({ kind: 'custom', weekdays: [6], startDate: '2026-11-23', endDate: '2026-11-24' }), '2026-11-23')).toBeNull();
  });

  it('keeps weekdays as bits', () => {
    expect(weekdayMask([1, 3, 7])).toBe(0b1000101);
    expect(weekdaysOfMask(0b1000101)).toEqual([1, 3, 7]);
  });
});

/**
 * On which days a routine's task falls: the one copy the server (which creates the occurrences) and the
 * manager's app (which describes the routine) use. Calendar dates only (YYYY-MM-DD, counted as whole
 * UTC days), so a change of clocks never moves or doubles a day. No zod, so browsers import it as
 * '@plan-dan/contract/routine-rules'.
 */
import type { RoutineKind } from './constants.ts';

export interface RoutineRule {
  kind: RoutineKind;
  /** ISO weekdays (1 Monday … 7 Sunday), for 'custom'. */
  weekdays: readonly number[];
  /** The first day it may fall on (YYYY-MM-DD); 'weekly' and 'monthly' take their weekday and day from it. */
  startDate: string;
  /** The last day it may fall on, or null: no end. */
  endDate: string | null;
}

const DAY_MS = 86_400_000;

const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The date `days` days after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  return dateOf(dayNumber(date) + days);
}

/** 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  // 1970-01-01 was a Thursday.
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The weekdays (1..7) as a bit mask (bit 0 Monday), as the database keeps them. */
export function weekdayMask(weekdays: readonly number[]): number {
  return weekdays.reduce((mask, day) => mask | (1 << (day - 1)), 0);
}

/** The weekdays (1..7, in order) of a mask. */
export function weekdaysOfMask(mask: number): number[] {
  return [1, 2, 3, 4, 5, 6, 7].filter((day) => (mask & (1 << (day - 1))) !== 0);
}

/**
 * Whether the routine falls on the date (within its start and end). Monthly on a day the month lacks
 * (the 29th–31st): that month's last day.
 */
export function occursOn(rule: RoutineRule, date: string): boolean {
  if (date < rule.startDate || (rule.endDate !== null && date > rule.endDate)) return false;
  switch (rule.kind) {
    case 'daily':
      return true;
    case 'weekdays':
      return isoWeekday(date) <= 5;
    case 'custom':
      return rule.weekdays.includes(isoWeekday(date));
    case 'weekly':
      return isoWeekday(date) === isoWeekday(rule.startDate);
    case 'monthly': {
      const wanted = +rule.startDate.slice(8, 10);
      const year = +date.slice(0, 4);
      const month = +date.slice(5, 7);
      return +date.slice(8, 10) === Math.min(wanted, lastDayOfMonth(year, month));
    }
  }
}

/** The routine's dates from `from` to `to` (both included), in order. */
export function occurrencesBetween(rule: RoutineRule, from: string, to: string): string[] {
  const dates: string[] = [];
  const first = from < rule.startDate ? rule.startDate : from;
  const last = rule.endDate !== null && rule.endDate < to ? rule.endDate : to;
  for (let day = dayNumber(first), end = dayNumber(last); day <= end; day += 1) {
    const date = dateOf(day);
    if (occursOn(rule, date)) dates.push(date);
  }
  return dates;
}

/** The routine's first date on or after `from`, or null when it has none left. A month and a week always hold one. */
export function firstOccurrenceFrom(rule: RoutineRule, from: string): string | null {
  const start = from < rule.startDate ? rule.startDate : from;
  return occurrencesBetween(rule, start, addDays(start, 31))[0] ?? null;
}

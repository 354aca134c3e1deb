import type { ZonedParts } from '@plan-dan/contract/time-zone';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Earliest date of birth the server accepts. */
export const MIN_DATE_OF_BIRTH = '1900-01-01';

/** Today's date (YYYY-MM-DD) in the app's zone, the one the server decides "today" in (APP_TIMEZONE). */
export function todayIso(now: Date = new Date()): string {
  return inAppZone(now).date;
}

/** True for a YYYY-MM-DD string naming a day that exists (no 31 April, no 29 February 2023). */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date of birth the server will take: a real date from 1900 up to today. */
export function isValidDateOfBirth(value: string, today: string = todayIso()): boolean {
  return isRealIsoDate(value) && value >= MIN_DATE_OF_BIRTH && value <= today;
}

/**
 * Shows a YYYY-MM-DD date the en-GB way (dd/mm/yyyy). Works on the string, so the time zone
 * can never move the day; anything that is not such a date is shown unchanged.
 */
export function formatDate(value: string): string {
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/**
 * Shows an instant (an ISO timestamp) as dd/mm/yyyy HH:mm in the app's zone, where the server judges
 * days; anything that is not a timestamp is shown unchanged.
 */
export function formatDateTime(value: string, partsOf: (instant: number) => ZonedParts = inAppZone): string {
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return value;
  const { date, time } = partsOf(instant);
  return `${formatDate(date)} ${time}`;
}

/**
 * An instant as the day it fell on in the app's zone, the Croatian way: '7. 3. 2026.' (the texts
 * name dates so: the consent record, a removed photo); anything that is not a timestamp is shown unchanged.
 */
export function formatDay(value: string, partsOf: (instant: number) => ZonedParts = inAppZone): string {
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return value;
  const match = ISO_DATE.exec(partsOf(instant).date);
  return match ? `${Number(match[3])}. ${Number(match[2])}. ${match[1]}.` : value;
}

import { dateOfBirthSchema, todayIn } from '@plan-dan/contract';

/** The one source of "now", so tests can reason about time. */
export const now = (): number => Date.now();

const MINUTE_MS = 60_000;
/** The last answer of `today`: every list read asks, and formatting a date in a zone is not cheap. */
let lastToday = { timeZone: '', minute: Number.NaN, date: '' };

/**
 * Today's date (YYYY-MM-DD) in the app's time zone (APP_TIMEZONE). Worked out once a minute: zones'
 * offsets are whole minutes, so a day never begins within one.
 */
export function today(timeZone: string): string {
  const at = now();
  const minute = Math.floor(at / MINUTE_MS);
  if (lastToday.minute !== minute || lastToday.timeZone !== timeZone) lastToday = { timeZone, minute, date: todayIn(timeZone, at) };
  return lastToday.date;
}

/**
 * A date of birth that is not after today in the app's zone (a request schema's field, so a 400
 * names it together with every other bad field).
 */
export const dateOfBirthIn = (timeZone: string) =>
  dateOfBirthSchema.refine((value) => value <= today(timeZone), { message: 'date_out_of_range' });

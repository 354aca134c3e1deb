/**
 * Calendar dates and wall-clock times in the app's time zone (APP_TIMEZONE on the server; the browsers
 * get it from the server). No zod, so browsers import it as '@plan-dan/contract/time-zone'.
 */

/** The server writes its zone into each app's page in a meta tag of this name. */
export const TIME_ZONE_META_NAME = 'plan-dan-time-zone';

/** The zone when APP_TIMEZONE is not set (addendum, section 3). */
export const DEFAULT_TIME_ZONE = 'Europe/Sarajevo';

export interface ZonedParts {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
}

// Building a formatter costs far more than using one; screens ask on every render.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(instant: Date | number, timeZone: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/** The calendar date and wall-clock time of an instant in a zone. */
export function zonedParts(instant: Date | number, timeZone: string): ZonedParts {
  const parts = partsOf(instant, timeZone);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** An instant's wall clock in a zone, to the second, as local milliseconds (see `localMs`). */
export function wallClockMs(instant: number, timeZone: string): number {
  const parts = partsOf(instant, timeZone);
  return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
}

/** Today's date in the zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date | number = Date.now()): string {
  return zonedParts(now, timeZone).date;
}

/**
 * A date and a wall-clock time as "local milliseconds": the local time written as if it were UTC.
 * Comparing these with an instant's local milliseconds (instant + its zone offset) compares wall clocks.
 */
export function localMs(date: string, time = '00:00'): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hour, minute);
}

/** The YYYY-MM-DD of a day number (whole days since 1970-01-01), as SQL groups local times by day. */
export function dateOfDayNumber(dayNumber: number): string {
  return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
}

/** True for a zone name the runtime knows (an IANA name such as 'Europe/Sarajevo', or 'UTC'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

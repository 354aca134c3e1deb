const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Earliest date of birth the server accepts. */
export const MIN_DATE_OF_BIRTH = '1900-01-01';

/** The zone the server counts 'today' and deadlines in (APP_TIMEZONE's default). */
export const APP_TIME_ZONE = 'Europe/Sarajevo';

/** Today's calendar date in the browser's time zone, as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * Today's calendar date in a time zone, as YYYY-MM-DD: deadlines are judged by the day in
 * Sarajevo, also for a manager whose computer is set to another zone.
 */
export function todayIsoInZone(timeZone: string = APP_TIME_ZONE, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return zoneFormatter(timeZone).format(now);
}

// Building a formatter costs far more than using one; screens ask for today on every render.
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
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

import { hr } from '@/i18n/hr';

/** "Today", deadlines and start times are read in this zone (addendum, section 3). */
export const APP_TIME_ZONE = 'Europe/Sarajevo';

export interface ZonedParts {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
}

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
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date and wall-clock time of an instant in a zone. */
export function zonedParts(instant: Date, timeZone: string = APP_TIME_ZONE): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

function splitDate(isoDate: string): [number, number, number] {
  const [year = 0, month = 0, day = 0] = isoDate.split('-').map(Number);
  return [year, month, day];
}

/** 'YYYY-MM-DD' → 'd.m.yyyy.', the way the original app wrote dates on the home screen. */
export function shortDate(isoDate: string): string {
  const [year, month, day] = splitDate(isoDate);
  return `${day}.${month}.${year}.`;
}

/** 'YYYY-MM-DD' → 'dd.MM.yyyy.' */
export function paddedDate(isoDate: string): string {
  const [year, month, day] = splitDate(isoDate);
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}.`;
}

/** 'Nedjelja, 23.7.2023.' */
export function longDate(isoDate: string): string {
  const [year, month, day] = splitDate(isoDate);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${hr.weekdays[weekday]}, ${shortDate(isoDate)}`;
}

/** An ISO timestamp as 'dd.MM.yyyy.' and 'HH:mm' in the app's zone. */
export function timestampParts(iso: string, timeZone: string = APP_TIME_ZONE): { date: string; time: string } {
  const { date, time } = zonedParts(new Date(iso), timeZone);
  return { date: paddedDate(date), time };
}

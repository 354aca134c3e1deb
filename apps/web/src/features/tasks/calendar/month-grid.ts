/** One day of the calendar grid: its date as YYYY-MM-DD and its day of the month. */
export interface CalendarDay {
  iso: string;
  day: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

export const isoDate = (year: number, monthIndex: number, day: number) => `${year}-${pad(monthIndex + 1)}-${pad(day)}`;

/**
 * The weeks of a month, Monday first, 7 columns; days before the 1st and after the last are null.
 * Computed in UTC so the computer's time zone cannot shift a day.
 */
export function monthGrid(year: number, monthIndex: number): (CalendarDay | null)[][] {
  const daysInMonth = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  // getUTCDay: Sunday 0 … Saturday 6; Monday-first makes Sunday the 7th column.
  const leading = (new Date(Date.UTC(year, monthIndex, 1)).getUTCDay() + 6) % 7;
  const cells: (CalendarDay | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= daysInMonth; day++) cells.push({ iso: isoDate(year, monthIndex, day), day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const longDate = new Intl.DateTimeFormat('hr', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayOnly = new Intl.DateTimeFormat('hr', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthAndYear = new Intl.DateTimeFormat('hr', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('hr', { month: 'long', timeZone: 'UTC' });

const toUtc = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
};

/** 'Utorak, 11. lipnja 2024.' — the side panel's heading. */
export const formatWeekdayDate = (iso: string) => capitalize(longDate.format(toUtc(iso)));
/** '11. lipnja 2024.' — a day button's name. */
export const formatDayName = (iso: string) => dayOnly.format(toUtc(iso));
/** 'Lipanj 2024.' — the month shown. */
export const formatMonthAndYear = (year: number, monthIndex: number) => capitalize(monthAndYear.format(new Date(Date.UTC(year, monthIndex, 1))));
/** 'Lipanj' — a month button's accessible name. */
export const formatMonthName = (monthIndex: number) => capitalize(monthName.format(new Date(Date.UTC(2024, monthIndex, 1))));
/** 'Lip' — what a month button shows: the first three letters of the full name ('Veljača' → 'Vel'). */
export const shortMonthName = (fullName: string) => fullName.slice(0, 3);

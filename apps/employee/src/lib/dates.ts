import { inAppZone } from '@plan-dan/web-common/app-time-zone';
import { hr } from '@/i18n/hr';

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
export function timestampParts(iso: string): { date: string; time: string } {
  const { date, time } = inAppZone(new Date(iso));
  return { date: paddedDate(date), time };
}

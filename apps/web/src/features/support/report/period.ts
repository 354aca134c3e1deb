import { MAX_REPORT_DAYS } from '@plan-dan/contract/support-constants';
import type { PeriodQuery } from '@plan-dan/contract';
import { isRealIsoDate } from '@/lib/dates';

/** The report's period in the address (?od=&do=), so a reload, a bookmark or the back button keeps it. */
export const PERIOD_PARAMS = { from: 'od', to: 'do' } as const;

/** What is wrong with a field of the period form; the screen words it. */
export type PeriodError = 'required' | 'fromAfterTo' | 'tooLong';

const MS_PER_DAY = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;

/** The same day `months` months earlier, or that month's last day when it is shorter (31 May → 28/29 Feb). */
export function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The default: the last three months up to today. */
export const defaultPeriod = (today: string): PeriodQuery => ({ from: monthsBefore(today, 3), to: today });

/** The form's errors by field, as the server's period rules have them (both days included). */
export function periodErrors(period: { from: string; to: string }): { from?: PeriodError; to?: PeriodError } {
  const errors: { from?: PeriodError; to?: PeriodError } = {};
  if (!isRealIsoDate(period.from)) errors.from = 'required';
  if (!isRealIsoDate(period.to)) errors.to = 'required';
  if (errors.from || errors.to) return errors;
  if (period.from > period.to) return { to: 'fromAfterTo' };
  if (dayNumber(period.to) - dayNumber(period.from) + 1 > MAX_REPORT_DAYS) return { to: 'tooLong' };
  return errors;
}

/** The period the address names, or the default when it names none or a wrong one. */
export function periodFromParams(params: URLSearchParams, today: string): PeriodQuery {
  const period = { from: params.get(PERIOD_PARAMS.from) ?? '', to: params.get(PERIOD_PARAMS.to) ?? '' };
  const errors = periodErrors(period);
  return errors.from || errors.to ? defaultPeriod(today) : period;
}

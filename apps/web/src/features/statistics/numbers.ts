const counts = new Intl.NumberFormat('hr');
const percents = new Intl.NumberFormat('hr', { style: 'percent', maximumFractionDigits: 1 });
const monthAndYear = new Intl.DateTimeFormat('hr', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A count the Croatian/Bosnian way (12.345). */
export const formatCount = (value: number) => counts.format(value);

/** The share of `part` in `total` as a percentage with one decimal at most (71,4 %); 0 % of nothing. */
export const formatShare = (part: number, total: number) => percents.format(total > 0 ? part / total : 0);

/** 'YYYY-MM' as 'Svibanj 2026.' */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const text = monthAndYear.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The day of the month of a YYYY-MM-DD date, for the month chart's axis ('7'). */
export const dayOfMonth = (date: string) => String(Number(date.slice(8, 10)));

import { zonedParts } from '@plan-dan/contract/time-zone';
import { formatDate } from '@/lib/dates';

/** The day a link was made, en-GB (dd/mm/yyyy) in the app's zone: the day the manager saw it made. */
export function createdOn(createdAt: string, timeZone: string): string {
  const instant = Date.parse(createdAt);
  return Number.isNaN(instant) ? '' : formatDate(zonedParts(instant, timeZone).date);
}

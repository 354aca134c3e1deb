import { dateOfBirthSchema, todayIn } from '@plan-dan/contract';

/** The one source of "now", so tests can reason about time. */
export const now = (): number => Date.now();

/** Today's date (YYYY-MM-DD) in the app's time zone (APP_TIMEZONE). */
export const today = (timeZone: string): string => todayIn(timeZone, now());

/**
 * A date of birth that is not after today in the app's zone (a request schema's field, so a 400
 * names it together with every other bad field).
 */
export const dateOfBirthIn = (timeZone: string) =>
  dateOfBirthSchema.refine((value) => value <= today(timeZone), { message: 'date_out_of_range' });

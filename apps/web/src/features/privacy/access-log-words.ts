import type { AccessLogEntry } from '@plan-dan/contract';
import { ACCESS_LOG_KINDS, type AccessLogKind } from '@plan-dan/contract/privacy-constants';
import type { ZonedParts } from '@plan-dan/contract/time-zone';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';
import { hrAccessLog as t } from '@/i18n/hr-access-log';
import { formatDate } from '@/lib/dates';

/**
 * The server keeps what was done as data (an action and a name); the sentence is made here, so the words stay
 * in the app's i18n and a history written before a wording change reads in today's words.
 */
export function actionSentence(action: AccessLogEntry['action'], detail: string | null): string {
  const words = t.actions[action];
  return detail === null || detail.trim() === '' ? words : `${words}: ${detail}`;
}

/** The role after the name: a helper's view weighs differently from the owner's own. */
export function roleWords(role: AccessLogEntry['who']['role']): string {
  return t.roles[role];
}

/**
 * An entry's date and time as the app shows instants elsewhere (dd/mm/yyyy and HH:mm, in the app's zone), apart,
 * so a narrow screen can break the line between them rather than inside the date.
 */
export function entryWhen(at: string, partsOf: (instant: number) => ZonedParts = inAppZone): { date: string; time: string } | null {
  const instant = Date.parse(at);
  if (Number.isNaN(instant)) return null;
  const { date, time } = partsOf(instant);
  return { date: formatDate(date), time };
}

/** The filter's value for every kind: '' is 'Sve'. */
export type KindFilter = AccessLogKind | '';

export const kindFilterOptions: { value: KindFilter; label: string }[] = [
  { value: '', label: t.all },
  ...ACCESS_LOG_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] })),
];

/** A select's value back to a kind; anything else (a tampered option) is 'Sve'. */
export function toKindFilter(value: string): KindFilter {
  return (ACCESS_LOG_KINDS as readonly string[]).includes(value) ? (value as AccessLogKind) : '';
}

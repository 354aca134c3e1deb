import type { ChatMessage } from '@plan-dan/contract';
import type { ZonedParts } from '@plan-dan/contract/time-zone';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';

export type ChatRow = { kind: 'day'; date: string; label: string } | { kind: 'message'; message: ChatMessage; time: string };

/** A YYYY-MM-DD date as the app writes dates in the chat: dd.MM.yyyy. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}.`;
}

/**
 * The conversation as it is drawn, oldest first: each message with its time (HH:mm) and a date line before
 * the first message of each day, both in the app's time zone. `messages` come newest first, as the API sends them.
 */
export function toRows(messages: readonly ChatMessage[], partsOf: (instant: Date) => ZonedParts = inAppZone): ChatRow[] {
  const rows: ChatRow[] = [];
  let day: string | null = null;
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index]!;
    const { date, time } = partsOf(new Date(message.createdAt));
    if (date !== day) {
      rows.push({ kind: 'day', date, label: formatDay(date) });
      day = date;
    }
    rows.push({ kind: 'message', message, time });
  }
  return rows;
}

/** When a conversation last changed, as its list shows it: the time today, the date on other days. */
export function formatListTime(createdAt: string, today: string, partsOf: (instant: Date) => ZonedParts = inAppZone): string {
  const { date, time } = partsOf(new Date(createdAt));
  return date === today ? time : formatDay(date);
}

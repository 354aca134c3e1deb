import type { ChatMessage } from '@plan-dan/contract';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';

/**
 * The pages the server gave (each newest first) and the messages that arrived live or were just
 * sent, as one list newest first, each message once: the same message can come from the stream,
 * from the send's answer and from a later fetch.
 */
export function mergeMessages(pages: readonly (readonly ChatMessage[])[], live: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...live, ...pages.flat()]) byId.set(message._id, message);
  // Ids grow with every message, so they order the conversation even when two share a millisecond.
  return [...byId.values()].sort((a, b) => b._id - a._id);
}

/** Adds one message to the live list unless it is there already. */
export function withLiveMessage(live: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  return live.some((known) => known._id === message._id) ? [...live] : [...live, message];
}

export type ChatLine = { kind: 'day'; date: string } | { kind: 'message'; message: ChatMessage; time: string };

/** Oldest first, as the screen reads top to bottom, with a day line before each day's first message. */
export function chatLines(newestFirst: readonly ChatMessage[]): ChatLine[] {
  const lines: ChatLine[] = [];
  let day: string | null = null;
  for (const message of [...newestFirst].reverse()) {
    const { date, time } = inAppZone(new Date(message.createdAt));
    if (date !== day) {
      lines.push({ kind: 'day', date });
      day = date;
    }
    lines.push({ kind: 'message', message, time });
  }
  return lines;
}

/** The help button's text, sent unchanged, is an SOS; anything the employee changed is a normal message. */
export const isSosText = (text: string, sosText: string) => text.trim() === sosText;

/** What the help button puts in the address's state, having written the help call: 'Pošalji' takes the focus. */
export interface ChatRouteState {
  sos?: boolean;
}

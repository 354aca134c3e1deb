import { wallClockMs } from '@plan-dan/contract';
import { now } from '../../platform/clock.ts';
import type { PushSend } from './push-delivery.ts';
import type { Outgoing, PushMessages } from './push-messages.ts';
import type { PushSender } from './push-sender.ts';
import type { PushRepository } from './push.repository.ts';

const MINUTE_MS = 60_000;
/** The reminder goes this long before the deadline. */
export const REMINDER_LEAD_MS = 30 * MINUTE_MS;
/** How often the reminders are looked for. */
export const REMINDER_CHECK_INTERVAL_MS = 30_000;
/** Wall-clock and real time differ by at most a day's offset: candidates are fetched with this margin. */
const ZONE_MARGIN_MS = 26 * 60 * MINUTE_MS;

/** The real instant of a wall-clock time in the zone (the earlier one when the clock goes back). */
export function instantOfLocal(localMs: number, timeZone: string): number {
  let instant = localMs - (wallClockMs(localMs, timeZone) - localMs);
  instant = localMs - (wallClockMs(instant, timeZone) - instant);
  return instant;
}

interface ReminderDeps {
  push: PushRepository;
  messages: PushMessages;
  send: PushSend;
  sender: PushSender;
  timeZone: string;
}

/**
 * Sends the reminder of every unfinished task whose deadline is at most 30 minutes away, once per task
 * and due time across all instances (the claim in the database decides). A deadline already passed (the
 * server was down) gets none.
 */
export function createReminderCheck({ push, messages, send, sender, timeZone }: ReminderDeps) {
  return async function checkReminders(): Promise<void> {
    const at = now();
    const localNow = wallClockMs(at, timeZone);
    const candidates = await push.reminderCandidates(localNow - ZONE_MARGIN_MS, localNow + REMINDER_LEAD_MS + ZONE_MARGIN_MS);
    const due: Outgoing[] = [];
    for (const task of candidates) {
      const dueAt = instantOfLocal(task.dueLocalAt, timeZone);
      if (at < dueAt - REMINDER_LEAD_MS || at >= dueAt) continue;
      if (await push.claimReminder(task.taskId, task.dueLocalAt)) due.push(messages.forReminder(task, dueAt));
    }
    if (due.length > 0) sender.run(() => send(due));
  };
}

import { wallClockMs } from '@plan-dan/contract';
import { now } from '../../platform/clock.ts';
import type { PushSend } from './push-delivery.ts';
import type { Outgoing, PushMessages } from './push-messages.ts';
import { instantOfLocal } from './push-reminders.ts';
import type { PushSender } from './push-sender.ts';
import type { PushRepository } from './push.repository.ts';

const MINUTE_MS = 60_000;
/**
 * A task is told only this long after its due time and margin. The check runs every 30 s, so a running
 * server tells within the minute; the window is for a server that was down a while (a restart, an
 * update, a night). Without it, a server down for days, or the first start of this version, would tell
 * the managers of every old task nobody ever started, all at once; after six hours the notice is no
 * longer news (the board still shows such a task, as `notStarted`).
 */
export const NOT_STARTED_WINDOW_MS = 6 * 60 * MINUTE_MS;
/** Wall-clock and real time differ by at most a day's offset: candidates are fetched with this margin. */
const ZONE_MARGIN_MS = 26 * 60 * MINUTE_MS;

interface NotStartedDeps {
  push: PushRepository;
  messages: PushMessages;
  send: PushSend;
  sender: PushSender;
  timeZone: string;
  /** NOT_STARTED_MARGIN_MINUTES. */
  marginMinutes: number;
}

/**
 * Tells the managers of every task nobody started whose due time passed by the margin (within the
 * window after it), once per task and due time across all instances and restarts: the claim in
 * `push_not_started` decides, and is written only while the task is still unstarted and unfinished.
 * A finished or deleted task is never told (a deleted one has no row; its claim goes with it).
 */
export function createNotStartedCheck({ push, messages, send, sender, timeZone, marginMinutes }: NotStartedDeps) {
  const marginMs = marginMinutes * MINUTE_MS;
  return async function checkNotStarted(): Promise<void> {
    const at = now();
    const localNow = wallClockMs(at, timeZone);
    const candidates = await push.notStartedCandidates(
      localNow - marginMs - NOT_STARTED_WINDOW_MS - ZONE_MARGIN_MS,
      localNow - marginMs + ZONE_MARGIN_MS,
    );
    const due: Outgoing[] = [];
    for (const task of candidates) {
      const toldFrom = instantOfLocal(task.dueLocalAt, timeZone) + marginMs;
      if (at < toldFrom || at >= toldFrom + NOT_STARTED_WINDOW_MS) continue;
      if (await push.claimNotStarted(task.taskId, task.dueLocalAt)) due.push(...(await messages.forNotStarted(task)));
    }
    if (due.length > 0) sender.run(() => send(due));
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.ts';
import type { PushNotices } from '../../platform/push-notices.ts';
import { createPushDelivery } from './push-delivery.ts';
import { createPushMessages } from './push-messages.ts';
import { createNotStartedCheck } from './push-not-started.ts';
import { createReminderCheck } from './push-reminders.ts';
import type { PushSender } from './push-sender.ts';
import { createPushSubscriptions } from './push-subscriptions.ts';
import type { PushRepository } from './push.repository.ts';

/** How often app.ts looks for the reminders and not-started notices due. */
export { REMINDER_CHECK_INTERVAL_MS } from './push-reminders.ts';

/**
 * Web Push, put together from its parts: subscriptions and the manager's switches (push-subscriptions.ts),
 * who gets what for each thing that happened (push-messages.ts), sending it (push-delivery.ts), the
 * deadline reminders (push-reminders.ts) and the managers' not-started notices (push-not-started.ts).
 */
export function createPushService(
  push: PushRepository,
  options: { sender: PushSender; publicKey: string; timeZone: string; notStartedMarginMinutes: number; log: FastifyBaseLogger },
) {
  const { sender, timeZone } = options;
  const messages = createPushMessages({ push });
  const send = createPushDelivery({ push, sender });
  const checkReminders = createReminderCheck({ push, messages, send, sender, timeZone });
  const checkNotStarted = createNotStartedCheck({ push, messages, send, sender, timeZone, marginMinutes: options.notStartedMarginMinutes });

  return {
    publicKey: () => ({ publicKey: options.publicKey }),
    ...createPushSubscriptions({ push }),
    /** Features tell what happened (after their commit); the sending runs in the background. */
    notify: ((notice) => sender.run(async () => send(await messages.forNotice(notice)))) as PushNotices,
    checkReminders,
    checkNotStarted,
    /** Erasure: the employee's push rows go with them (app.ts puts it in the employee's removals). */
    async removeAllOfEmployee(trx: Executor, employeeId: number): Promise<() => void> {
      await push.deleteAllOfEmployee(trx, employeeId);
      return () => {};
    },
    /** Both checks in the background, as the timer runs them. */
    checkTimedNotices: () => {
      sender.run(checkReminders);
      sender.run(checkNotStarted);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;

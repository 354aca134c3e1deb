import type { PushPayload, PushPreferences } from '@plan-dan/contract';
import type { PushSender } from './push-sender.ts';
import { bodyText, PUSH_TITLES } from './push-texts.ts';
import type { Outgoing } from './push-messages.ts';
import type { PushRepository } from './push.repository.ts';

const DAY_SECONDS = 24 * 60 * 60;

/** A manager who never chose gets every notification. */
export const ALL_ON: PushPreferences = { photo: true, sos: true, message: true, taskDone: true, task_not_started: true };

/** Sends notifications to every subscription of their person, leaving out what a manager switched off. */
export function createPushDelivery({ push, sender }: { push: PushRepository; sender: PushSender }) {
  return async function send(outgoing: Outgoing[]): Promise<void> {
    const deliveries: Promise<void>[] = [];
    for (const item of outgoing) {
      if (item.preference && item.to.role === 'manager') {
        const preferences = (await push.preferencesOf(item.to.id)) ?? ALL_ON;
        if (!preferences[item.preference]) continue;
      }
      const payload: PushPayload = { title: item.title ?? PUSH_TITLES[item.kind], body: bodyText(item.body), url: item.url, tag: item.tag, kind: item.kind };
      for (const subscription of await push.subscriptionsOf([item.to])) {
        deliveries.push(
          sender.deliver({ subscription, payload, urgency: item.urgency ?? 'normal', ttlSeconds: item.ttlSeconds ?? DAY_SECONDS }),
        );
      }
    }
    await Promise.all(deliveries);
  };
}

export type PushSend = ReturnType<typeof createPushDelivery>;

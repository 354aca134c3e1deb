import type { PushPreferences, PushSubscriptionInput, UpdatePushPreferences } from '@plan-dan/contract';
import type { Principal } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { forbidden } from '../../platform/errors.ts';
import { ALL_ON } from './push-delivery.ts';
import type { PushRepository } from './push.repository.ts';

/** A session's subscriptions, and the manager's switches for their notifications. */
export function createPushSubscriptions({ push }: { push: PushRepository }) {
  return {
    async subscribe(principal: Principal, input: PushSubscriptionInput): Promise<void> {
      await push.saveSubscription({
        sessionId: principal.sessionId,
        user: principal,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        createdAt: now(),
      });
    },

    async unsubscribe(principal: Principal, endpoint: string): Promise<void> {
      await push.deleteSubscription(principal, endpoint);
    },

    async preferences(principal: Principal): Promise<PushPreferences> {
      if (principal.role !== 'manager') throw forbidden();
      return (await push.preferencesOf(principal.id)) ?? ALL_ON;
    },

    /** A choice left out stays as it was (an app that does not know a newer kind); answers all of them. */
    async setPreferences(principal: Principal, preferences: UpdatePushPreferences): Promise<PushPreferences> {
      if (principal.role !== 'manager') throw forbidden();
      await push.savePreferences(principal.id, preferences);
      return (await push.preferencesOf(principal.id)) ?? ALL_ON;
    },
  };
}

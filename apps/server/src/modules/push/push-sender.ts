import type { Agent } from 'node:https';
import type { PushPayload } from '@plan-dan/contract';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { VapidConfig } from '../../config.ts';
import type { StoredSubscription } from './push.repository.ts';

/** Pauses before each retry of a push service that failed (5xx, 429, no answer): about a minute in all. */
export const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 45_000];
/** A push service that takes longer than this to answer counts as failing. */
const SEND_TIMEOUT_MS = 15_000;

export interface Delivery {
  subscription: StoredSubscription;
  payload: PushPayload;
  urgency: 'normal' | 'high';
  /** How long the push service keeps it for a phone that is offline. */
  ttlSeconds: number;
}

/**
 * Sends in the background: work handed to `run` starts after the request that caused it has answered,
 * and a failing push service is retried with growing pauses. A subscription its push service no longer
 * knows (404, 410) is removed.
 */
export function createPushSender(options: {
  vapid: VapidConfig;
  agent?: Agent;
  retryDelaysMs?: number[];
  removeGone: (subscriptionId: number) => Promise<void>;
  log: FastifyBaseLogger;
}) {
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const pending = new Set<Promise<void>>();
  const pauses = new Set<{ timer: NodeJS.Timeout; resolve: (goOn: boolean) => void }>();
  let closed = false;

  /** Answers false when the server closes meanwhile: the retry is dropped. */
  const pause = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (closed) return resolve(false);
      const entry = {
        timer: setTimeout(() => {
          pauses.delete(entry);
          resolve(true);
        }, ms),
        resolve,
      };
      pauses.add(entry);
    });

  async function deliver({ subscription, payload, urgency, ttlSeconds }: Delivery): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          { vapidDetails: options.vapid, TTL: ttlSeconds, urgency, timeout: SEND_TIMEOUT_MS, ...(options.agent ? { agent: options.agent } : {}) },
        );
        return;
      } catch (error) {
        const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) {
          await options.removeGone(subscription.id);
          return;
        }
        const worthRetrying = status === undefined || status === 429 || status >= 500;
        const delay = retryDelaysMs[attempt];
        if (!worthRetrying || delay === undefined || !(await pause(delay))) {
          options.log.warn({ status, attempts: attempt + 1, err: error }, 'push notification not delivered');
          return;
        }
      }
    }
  }

  return {
    deliver: (delivery: Delivery) => deliver(delivery),

    /** Runs the work in the background; its failure is logged, never thrown at the caller. */
    run(work: () => Promise<void>): void {
      if (closed) return;
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => options.log.error({ err: error }, 'push notification failed'));
      pending.add(running);
      void running.finally(() => pending.delete(running));
    },

    /** Resolves once nothing is being sent (tests wait for it). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },

    /** Stops: pending retries are dropped, sends under way finish. */
    async close(): Promise<void> {
      closed = true;
      for (const entry of pauses) {
        clearTimeout(entry.timer);
        entry.resolve(false);
      }
      pauses.clear();
      await this.idle();
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;

import { phonePaths, phoneUrl, wallClockMs, webPaths, webUrl, type PushKind, type PushPayload, type PushPreferences, type PushSubscriptionInput } from '@plan-dan/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal, UserRef } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { forbidden } from '../../platform/errors.ts';
import type { PushNotice, PushNotices } from '../../platform/push-notices.ts';
import { bodyText, deadlineBody, MANAGER_MESSAGE_TITLE, PUSH_TITLES, sosBody, stepDecidedBody } from './push-texts.ts';
import type { PushSender } from './push-sender.ts';
import type { PushRepository, ReminderCandidate } from './push.repository.ts';

const MINUTE_MS = 60_000;
/** The reminder goes this long before the deadline. */
export const REMINDER_LEAD_MS = 30 * MINUTE_MS;
/** How often the reminders are looked for. */
export const REMINDER_CHECK_INTERVAL_MS = 30_000;
/** Wall-clock and real time differ by at most a day's offset: candidates are fetched with this margin. */
const ZONE_MARGIN_MS = 26 * 60 * MINUTE_MS;
const DAY_SECONDS = 24 * 60 * 60;

const ALL_ON: PushPreferences = { photo: true, sos: true, message: true, taskDone: true };

/** The real instant of a wall-clock time in the zone (the earlier one when the clock goes back). */
export function instantOfLocal(localMs: number, timeZone: string): number {
  let instant = localMs - (wallClockMs(localMs, timeZone) - localMs);
  instant = localMs - (wallClockMs(instant, timeZone) - instant);
  return instant;
}

const hhmm = (localMs: number) => new Date(localMs).toISOString().slice(11, 16);

interface Outgoing {
  to: UserRef;
  kind: PushKind;
  title?: string;
  body: string;
  url: string;
  tag: string;
  /** The manager's switch that must be on, for the manager's notifications. */
  preference?: keyof PushPreferences;
  urgency?: 'normal' | 'high';
  ttlSeconds?: number;
}

export function createPushService(
  push: PushRepository,
  options: { sender: PushSender; publicKey: string; timeZone: string; log: FastifyBaseLogger },
) {
  const { sender, timeZone } = options;

  async function send(outgoing: Outgoing[]): Promise<void> {
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
  }

  /** The same notification to the employee's owner and to each of the owner's helpers. */
  const toManagers = async (employeeId: number, ownerId: number, item: Omit<Outgoing, 'to'>): Promise<Outgoing[]> =>
    (await push.managersOf(employeeId, ownerId)).map((id) => ({ ...item, to: { role: 'manager', id } }));

  /** Who gets what for each thing that happened. */
  async function outgoingFor(notice: PushNotice): Promise<Outgoing[]> {
    switch (notice.kind) {
      case 'task': {
        const task = await push.task(notice.taskId);
        if (!task) return [];
        const to: UserRef = { role: 'employee', id: task.employeeId };
        return [{ to, kind: 'task', body: task.taskName, url: phoneUrl(phonePaths.task(task.taskId)), tag: `task-${task.taskId}` }];
      }
      case 'stepDecided': {
        const step = await push.subtask(notice.subtaskId);
        if (!step) return [];
        return [
          {
            to: { role: 'employee', id: step.employeeId },
            kind: notice.approved ? 'stepApproved' : 'stepRejected',
            body: stepDecidedBody(step.taskName, step.description, notice.reason),
            url: phoneUrl(phonePaths.task(step.taskId)),
            tag: `step-${notice.subtaskId}`,
          },
        ];
      }
      case 'photo': {
        const step = await push.subtask(notice.subtaskId);
        if (!step) return [];
        return toManagers(step.employeeId, step.managerId, {
          kind: 'photo',
          body: `${step.employeeName}: ${step.taskName} – ${step.description}`,
          url: webUrl(webPaths.employee(step.employeeId, 'zadaci')),
          tag: `photo-${notice.subtaskId}`,
          preference: 'photo',
        });
      }
      case 'taskDone': {
        const task = await push.task(notice.taskId);
        if (!task) return [];
        return toManagers(task.employeeId, task.managerId, {
          kind: 'taskDone',
          body: `${task.employeeName}: ${task.taskName}`,
          url: webUrl(webPaths.employee(task.employeeId, 'zadaci')),
          tag: `task-done-${task.taskId}`,
          preference: 'taskDone',
        });
      }
      case 'material': {
        const material = await push.material(notice.materialId);
        if (!material) return [];
        return material.employeeIds.map((id) => ({
          to: { role: 'employee' as const, id },
          kind: 'material' as const,
          body: material.name,
          url: phoneUrl(phonePaths.materials),
          tag: `material-${notice.materialId}`,
        }));
      }
      case 'message': {
        const message = await push.message(notice.messageId);
        if (!message) return [];
        if (message.sender !== 'employee') {
          return [
            {
              to: { role: 'employee', id: message.employeeId },
              kind: 'message',
              body: `${message.senderName}: ${message.text}`,
              url: phoneUrl(phonePaths.chat),
              tag: 'chat',
            },
          ];
        }
        const url = webUrl(webPaths.chat(message.employeeId));
        if (message.sos) {
          return toManagers(message.employeeId, message.managerId, {
            kind: 'sos',
            body: sosBody(message.senderName),
            url,
            tag: `sos-${message.employeeId}`,
            preference: 'sos',
            urgency: 'high',
            ttlSeconds: 60 * 60,
          });
        }
        return toManagers(message.employeeId, message.managerId, {
          kind: 'message',
          title: MANAGER_MESSAGE_TITLE,
          body: `${message.senderName}: ${message.text}`,
          url,
          tag: `chat-${message.employeeId}`,
          preference: 'message',
        });
      }
    }
  }

  function reminder(task: ReminderCandidate, dueAt: number): Outgoing {
    return {
      to: { role: 'employee', id: task.employeeId },
      kind: 'deadline',
      body: deadlineBody(task.taskName, hhmm(task.dueLocalAt)),
      url: phoneUrl(phonePaths.task(task.taskId)),
      tag: `deadline-${task.taskId}`,
      urgency: 'high',
      // Worth nothing after the deadline.
      ttlSeconds: Math.max(60, Math.ceil((dueAt - now()) / 1000)),
    };
  }

  return {
    publicKey: () => ({ publicKey: options.publicKey }),

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

    async setPreferences(principal: Principal, preferences: PushPreferences): Promise<PushPreferences> {
      if (principal.role !== 'manager') throw forbidden();
      await push.savePreferences(principal.id, preferences);
      return preferences;
    },

    /** Features tell what happened (after their commit); the sending runs in the background. */
    notify: ((notice) => sender.run(async () => send(await outgoingFor(notice)))) as PushNotices,

    /**
     * Sends the reminder of every unfinished task whose deadline is at most 30 minutes away, once per
     * task and due time across all instances (the claim in the database decides). A deadline already
     * passed (the server was down) gets none.
     */
    async checkReminders(): Promise<void> {
      const at = now();
      const localNow = wallClockMs(at, timeZone);
      const candidates = await push.reminderCandidates(localNow - ZONE_MARGIN_MS, localNow + REMINDER_LEAD_MS + ZONE_MARGIN_MS);
      const due: Outgoing[] = [];
      for (const task of candidates) {
        const dueAt = instantOfLocal(task.dueLocalAt, timeZone);
        if (at < dueAt - REMINDER_LEAD_MS || at >= dueAt) continue;
        if (await push.claimReminder(task.taskId, task.dueLocalAt)) due.push(reminder(task, dueAt));
      }
      if (due.length > 0) sender.run(() => send(due));
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;

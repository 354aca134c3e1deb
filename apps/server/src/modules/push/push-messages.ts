import { phonePaths, phoneUrl, webPaths, webUrl, type PushKind, type PushPreferences } from '@plan-dan/contract';
import type { UserRef } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import type { PushNotice } from '../../platform/push-notices.ts';
import { deadlineBody, MANAGER_MESSAGE_TITLE, notStartedBody, sosBody, stepDecidedBody } from './push-texts.ts';
import { NOT_STARTED_WINDOW_MS } from './push-not-started.ts';
import type { PushRepository, ReminderCandidate } from './push.repository.ts';

/** One notification to one person, before it is sent to each of their subscriptions. */
export interface Outgoing {
  to: UserRef;
  kind: PushKind;
  title?: string;
  body: string;
  /** The screen a tap opens: an address from the contract's app-paths. */
  url: string;
  tag: string;
  /** The manager's switch that must be on, for the manager's notifications. */
  preference?: keyof PushPreferences;
  urgency?: 'normal' | 'high';
  ttlSeconds?: number;
}

const hhmm = (localMs: number) => new Date(localMs).toISOString().slice(11, 16);
const phoneTask = (taskId: number) => phoneUrl(phonePaths.task(taskId));
const webTasksTab = (employeeId: number) => webUrl(webPaths.employee(employeeId, 'zadaci'));

/** Who gets what, and which screen it opens, for each thing that happened. */
export function createPushMessages({ push }: { push: PushRepository }) {
  /** The same notification to the employee's owner and to each of the owner's helpers. */
  const toManagers = async (employeeId: number, ownerId: number, item: Omit<Outgoing, 'to'>): Promise<Outgoing[]> =>
    (await push.managersOf(employeeId, ownerId)).map((id) => ({ ...item, to: { role: 'manager', id } }));

  async function forMessage(messageId: number): Promise<Outgoing[]> {
    const message = await push.message(messageId);
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

  async function forNotice(notice: PushNotice): Promise<Outgoing[]> {
    switch (notice.kind) {
      case 'task': {
        const task = await push.task(notice.taskId);
        if (!task) return [];
        return [{ to: { role: 'employee', id: task.employeeId }, kind: 'task', body: task.taskName, url: phoneTask(task.taskId), tag: `task-${task.taskId}` }];
      }
      case 'stepDecided': {
        const step = await push.step(notice.stepId);
        if (!step) return [];
        return [
          {
            to: { role: 'employee', id: step.employeeId },
            kind: notice.approved ? 'stepApproved' : 'stepRejected',
            body: stepDecidedBody(step.taskName, step.description, notice.reason),
            url: phoneTask(step.taskId),
            tag: `step-${notice.stepId}`,
          },
        ];
      }
      case 'photo': {
        const step = await push.step(notice.stepId);
        if (!step) return [];
        return toManagers(step.employeeId, step.managerId, {
          kind: 'photo',
          body: `${step.employeeName}: ${step.taskName} – ${step.description}`,
          url: webTasksTab(step.employeeId),
          tag: `photo-${notice.stepId}`,
          preference: 'photo',
        });
      }
      case 'taskDone': {
        const task = await push.task(notice.taskId);
        if (!task) return [];
        return toManagers(task.employeeId, task.managerId, {
          kind: 'taskDone',
          body: `${task.employeeName}: ${task.taskName}`,
          url: webTasksTab(task.employeeId),
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
      case 'message':
        return forMessage(notice.messageId);
    }
  }

  /** The employee's reminder of a deadline at `dueAt` (a real instant). */
  function forReminder(task: ReminderCandidate, dueAt: number): Outgoing {
    return {
      to: { role: 'employee', id: task.employeeId },
      kind: 'deadline',
      body: deadlineBody(task.taskName, hhmm(task.dueLocalAt)),
      url: phoneTask(task.taskId),
      tag: `deadline-${task.taskId}`,
      urgency: 'high',
      // Worth nothing after the deadline.
      ttlSeconds: Math.max(60, Math.ceil((dueAt - now()) / 1000)),
    };
  }

  /**
   * The managers' notice that nobody started the task, to the owner and every helper by their own switch.
   * It opens the employee's tasks; kept by the push service no longer than the check would still send it.
   */
  async function forNotStarted(task: ReminderCandidate): Promise<Outgoing[]> {
    return toManagers(task.employeeId, task.managerId, {
      kind: 'task_not_started',
      title: task.employeeName,
      body: notStartedBody(task.taskName, hhmm(task.dueLocalAt)),
      url: webTasksTab(task.employeeId),
      tag: `not-started-${task.taskId}`,
      preference: 'task_not_started',
      ttlSeconds: NOT_STARTED_WINDOW_MS / 1000,
    });
  }

  return { forNotice, forReminder, forNotStarted };
}

export type PushMessages = ReturnType<typeof createPushMessages>;

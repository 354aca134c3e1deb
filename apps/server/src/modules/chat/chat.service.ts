import {
  CHAT_MESSAGE_EVENT,
  CHAT_PAGE_SIZE,
  CHAT_READ_EVENT,
  CHAT_TASKS_EVENT,
  type ChatMessage,
  type ChatReadEvent,
  type ChatTasksEvent,
  type Conversation,
} from '@plan-dan/contract';
import type { Executor } from '../../db/database.ts';
import type { Access, EmployeeOwnership, Principal } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { LiveEvents, StreamEvent, StreamResume } from '../../platform/live-events.ts';
import { noPushNotices, type PushNotices } from '../../platform/push-notices.ts';
import type { ChatRepository, ChatScope, ScopedMessage } from './chat.repository.ts';

/** Messages read from the database at a time, to deliver or to replay. */
const BATCH_SIZE = 500;
const MESSAGE_NOTICE = 'chat-message';
const READ_NOTICE = 'chat-read';
const TASKS_NOTICE = 'chat-tasks';

/** A manager's stream carries the conversations of every employee they own or help with; an employee's only their own. */
export const managerChatTopic = (managerId: number) => `chat-manager:${managerId}`;
export const employeeChatTopic = (employeeId: number) => `chat-employee:${employeeId}`;

const messageEvent = (message: ChatMessage): StreamEvent => ({ name: CHAT_MESSAGE_EVENT, id: message._id, data: JSON.stringify(message) });
/** No id: a read marker is state, not something to replay; the conversation list shows the current one. */
const readEvent = (data: ChatReadEvent): StreamEvent => ({ name: CHAT_READ_EVENT, data: JSON.stringify(data) });
/** No id either: it says only that the employee's tasks changed; the board loads the figures anew. */
const tasksEvent = (data: ChatTasksEvent): StreamEvent => ({ name: CHAT_TASKS_EVENT, data: JSON.stringify(data) });

export function createChatService(
  chat: ChatRepository,
  employeeOwnership: EmployeeOwnership,
  /** The employee, their owner and the owner's helpers take part in the conversation. */
  access: Access,
  events: LiveEvents,
  notices: PushNotices = noPushNotices,
) {
  /** To the employee and to every manager of theirs at this moment: a removed helper's stream hears no more. */
  const toBothSides = (managerIds: readonly number[], employeeId: number, event: StreamEvent) => {
    for (const managerId of managerIds) events.emit(managerChatTopic(managerId), event);
    events.emit(employeeChatTopic(employeeId), event);
  };
  const readToBothSides = async (employeeId: number, reader: 'manager' | 'employee', lastReadId: number) =>
    toBothSides(await chat.managersOf(employeeId), employeeId, readEvent({ employeeId, reader, lastReadId }));

  /**
   * Delivers new messages to this instance's streams in id order, whoever wrote them: after a message
   * is written here, and when another instance names one. Reading everything after the last delivered
   * id (ids become visible in order, see the repository) means a lost notice only delays a message.
   * One run at a time; a request while it runs makes it run once more.
   */
  let deliveredUpTo = 0;
  let running = false;
  let again = false;
  const deliverNew = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        let batch: ScopedMessage[];
        do {
          batch = await chat.after(deliveredUpTo, BATCH_SIZE);
          for (const { message, managerIds } of batch) toBothSides(managerIds, message.employeeId, messageEvent(message));
          deliveredUpTo = batch.at(-1)?.message._id ?? deliveredUpTo;
        } while (batch.length === BATCH_SIZE);
      } while (again);
    } finally {
      running = false;
    }
  };
  const deliverNewSafely = () => deliverNew().catch(() => setTimeout(() => void deliverNewSafely(), 1_000).unref());

  events.onNotice(MESSAGE_NOTICE, () => void deliverNewSafely());
  events.onNotice(READ_NOTICE, (value) => {
    const [employeeId, reader, lastReadId] = (value ?? '').split(':');
    if (!employeeId || !lastReadId || (reader !== 'manager' && reader !== 'employee')) return;
    // A marker lost to a failed lookup costs a screen only freshness: the conversation list shows the current one.
    readToBothSides(Number(employeeId), reader, Number(lastReadId)).catch(() => {});
  });

  /** To the streams of the employee's managers at this moment (not the employee's: their phone follows its task stream). */
  const tasksToManagers = async (employeeId: number) => {
    for (const managerId of await chat.managersOf(employeeId)) events.emit(managerChatTopic(managerId), tasksEvent({ employeeId }));
  };
  events.onNotice(TASKS_NOTICE, (value) => {
    const employeeId = Number(value);
    // After a lost connection nothing is replayed: the board loads its figures anew when its stream reopens.
    if (value === null || !Number.isInteger(employeeId)) return;
    tasksToManagers(employeeId).catch(() => {});
  });

  const conversationOwner = async (principal: Principal, employeeId: number) =>
    access.ensureReachable(principal, await employeeOwnership(employeeId), 'employee');

  return {
    /** Follows new messages from the newest there is now; call once before serving. */
    async start(): Promise<void> {
      deliveredUpTo = await chat.newestId();
    },

    async conversations(principal: Principal): Promise<Conversation[]> {
      return chat.conversations(principal.role, principal.id);
    },

    async messages(principal: Principal, employeeId: number, query: { before?: number; limit?: number }): Promise<ChatMessage[]> {
      await conversationOwner(principal, employeeId);
      return chat.page(employeeId, query.before, query.limit ?? CHAT_PAGE_SIZE);
    },

    async send(principal: Principal, employeeId: number, input: { text: string; sos?: boolean }): Promise<ChatMessage> {
      await conversationOwner(principal, employeeId);
      if (input.sos && principal.role !== 'employee') throw badRequest({ sos: 'employee_only' });
      const senderName = await chat.nameOf(principal.role, principal.id);
      if (senderName === undefined) throw notFound(principal.role);
      const message = await chat.insert({
        employeeId,
        from: principal.role,
        senderId: principal.id,
        senderName,
        text: input.text,
        sos: input.sos ?? false,
        createdAt: now(),
      });
      await deliverNewSafely();
      events.notify(MESSAGE_NOTICE, String(message._id));
      notices({ kind: 'message', messageId: message._id });
      return message;
    },

    /**
     * The caller's side has read the conversation up to a message of it; the marker never moves back. The
     * manager side has one marker: what the owner read counts as read for the helpers too, and back.
     */
    async markRead(principal: Principal, employeeId: number, lastReadId: number): Promise<void> {
      await conversationOwner(principal, employeeId);
      if (!(await chat.isInConversation(lastReadId, employeeId))) throw badRequest({ lastReadId: 'not_in_conversation' });
      if (!(await chat.markRead(employeeId, principal.role, lastReadId))) return;
      await readToBothSides(employeeId, principal.role, lastReadId);
      events.notify(READ_NOTICE, `${employeeId}:${principal.role}:${lastReadId}`);
    },

    /** The stream of the caller's conversations, and how it replays what a reconnecting client missed. */
    streamOf(principal: Principal, after: number | undefined): { topic: string; resume?: StreamResume } {
      const scope: ChatScope = principal.role === 'manager' ? { managerId: principal.id } : { employeeId: principal.id };
      const topic = principal.role === 'manager' ? managerChatTopic(principal.id) : employeeChatTopic(principal.id);
      const replay = async (from: number) => (await chat.after(from, BATCH_SIZE, scope)).map(({ message }) => messageEvent(message));
      // Without an id the client has nothing yet and loads the messages itself: the stream starts now.
      return { topic, resume: after === undefined ? undefined : { after, replay } };
    },

    /**
     * An employee's tasks changed (the tasks room published it): the managers' streams say so, on this
     * instance and, by a notice, on the others. A lookup that fails costs the board only freshness.
     */
    tasksChanged(employeeId: number): void {
      tasksToManagers(employeeId).catch(() => {});
      events.notify(TASKS_NOTICE, String(employeeId));
    },

    async removeAllOfEmployee(trx: Executor, employeeId: number): Promise<() => void> {
      await chat.deleteAllOfEmployee(trx, employeeId);
      return () => {};
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

import type { ChatMessage, ChatReadEvent, Conversation } from '@plan-dan/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** A conversation's cached pages: each page newest first, the first page the newest; a page's param is the `before` id. */
export type MessagePages = InfiniteData<ChatMessage[], number | null>;

const hasMessage = (pages: MessagePages, id: number) => pages.pages.some((page) => page.some((message) => message._id === id));

/**
 * Adds a message that arrived live (or came back from sending) to a conversation's pages, in its place by
 * id, once: the stream replays what a dropped connection missed, and the sender's own message arrives both
 * as the answer and as an event. Pages not yet loaded stay so: the first fetch brings the message.
 */
export function addMessage(pages: MessagePages | undefined, message: ChatMessage): MessagePages | undefined {
  if (!pages || pages.pages.length === 0 || hasMessage(pages, message._id)) return pages;
  const [newest = [], ...older] = pages.pages;
  const index = newest.findIndex((existing) => existing._id < message._id);
  const page = index === -1 ? [...newest, message] : [...newest.slice(0, index), message, ...newest.slice(index)];
  return { ...pages, pages: [page, ...older] };
}

/** The conversation list after a new message: its last message, and for the employee's messages one more unread (and the SOS). */
export function applyMessage(list: Conversation[] | undefined, message: ChatMessage): Conversation[] | undefined {
  if (!list) return list;
  const fromEmployee = message.from === 'employee';
  const current = list.find((conversation) => conversation.employeeId === message.employeeId);
  if (!current) {
    const created: Conversation = {
      employeeId: message.employeeId,
      unread: fromEmployee ? 1 : 0,
      sos: fromEmployee && message.sos ? message : null,
      lastMessage: message,
    };
    return [...list, created];
  }
  // The list was fetched after this message (or it was replayed): it is counted already.
  if (current.lastMessage && current.lastMessage._id >= message._id) return list;
  const updated: Conversation = {
    ...current,
    lastMessage: message,
    unread: current.unread + (fromEmployee ? 1 : 0),
    sos: fromEmployee && message.sos ? message : current.sos,
  };
  return list.map((conversation) => (conversation === current ? updated : conversation));
}

/**
 * The conversation list after the manager read a conversation up to `lastReadId` (here or in another tab).
 * Null when messages newer than that are in it: how many of them are unread only the server knows.
 */
export function applyManagerRead(list: Conversation[] | undefined, event: ChatReadEvent): Conversation[] | undefined | null {
  if (!list || event.reader !== 'manager') return list;
  const current = list.find((conversation) => conversation.employeeId === event.employeeId);
  if (!current) return list;
  if (current.lastMessage && current.lastMessage._id > event.lastReadId) return null;
  if (current.unread === 0 && current.sos === null) return list;
  return list.map((conversation) => (conversation === current ? { ...current, unread: 0, sos: null } : conversation));
}

/** Unread messages over all conversations: the sidebar's count. */
export const totalUnread = (list: Conversation[] | undefined) => (list ?? []).reduce((sum, conversation) => sum + conversation.unread, 0);

/** The employees' calls for help not yet read, newest first. */
export const openSosCalls = (list: Conversation[] | undefined): ChatMessage[] =>
  (list ?? []).flatMap((conversation) => (conversation.sos ? [conversation.sos] : [])).sort((a, b) => b._id - a._id);

/** The newest message id the caches know: where a first connection of the stream resumes. */
export function newestKnownId(list: Conversation[] | undefined, conversations: (MessagePages | undefined)[]): number | null {
  let newest: number | null = null;
  const consider = (id: number | undefined) => {
    if (id !== undefined && (newest === null || id > newest)) newest = id;
  };
  for (const conversation of list ?? []) consider(conversation.lastMessage?._id);
  for (const pages of conversations) consider(pages?.pages[0]?.[0]?._id);
  return newest;
}

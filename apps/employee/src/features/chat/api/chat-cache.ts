import type { ChatMessage } from '@plan-dan/contract';
import type { QueryClient } from '@tanstack/react-query';
import { withLiveMessage } from '../chat';

export const conversationKey = (employeeId: number) => ['chat', employeeId, 'conversation'] as const;
export const messagesKey = (employeeId: number) => ['chat', employeeId, 'messages'] as const;
/**
 * Messages that arrived on the stream or were just sent, kept apart from the fetched pages: a fetch
 * that started before one of them was written cannot then drop it from the screen.
 */
export const liveMessagesKey = (employeeId: number) => ['chat', employeeId, 'live'] as const;

/** Without the live stream, new messages still come this often. */
export const CHAT_POLL_MS = 15_000;

let streamOpen = false;

/** True while the chat's event stream is open: the queries it keeps current need no polling. */
export const isChatLive = () => streamOpen;

export function setChatLive(live: boolean): void {
  streamOpen = live;
}

export function addLiveMessage(queryClient: QueryClient, employeeId: number, message: ChatMessage): void {
  queryClient.setQueryData<ChatMessage[]>(liveMessagesKey(employeeId), (live) => withLiveMessage(live ?? [], message));
}

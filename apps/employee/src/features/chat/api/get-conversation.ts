import type { Conversation } from '@plan-dan/contract';
import { chatRoutes } from '@plan-dan/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CHAT_POLL_MS, conversationKey, isChatLive } from './chat-cache';

/** The employee's one conversation, with how many of the manager's messages are unread. */
export async function getConversation(): Promise<Conversation | null> {
  const conversations = await apiRequest<Conversation[]>(chatRoutes.conversations);
  return conversations[0] ?? null;
}

/** `enabled: false` asks nothing yet (the tab's count waits for the first paint). */
export function useConversationQuery(employeeId: number, enabled = true) {
  return useQuery({
    queryKey: conversationKey(employeeId),
    queryFn: getConversation,
    enabled,
    refetchInterval: () => (isChatLive() ? false : CHAT_POLL_MS),
  });
}

export function useUnreadCount(employeeId: number, enabled = true): number {
  return useConversationQuery(employeeId, enabled).data?.unread ?? 0;
}

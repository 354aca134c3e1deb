import { chatRoutes } from '@plan-dan/contract/constants';
import type { Conversation } from '@plan-dan/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './keys';

export function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return apiRequest<Conversation[]>(chatRoutes.conversations, { signal });
}

/**
 * The manager's conversations with their unread counts, SOS and last messages. The chat event stream
 * keeps this cache current (see use-chat-events.ts), so it is fetched only when the stream (re)opens.
 */
export function useConversations() {
  return useQuery({
    queryKey: chatKeys.conversations,
    queryFn: ({ signal }) => getConversations(signal),
    staleTime: Infinity,
  });
}

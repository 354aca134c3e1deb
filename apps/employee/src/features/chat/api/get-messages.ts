import type { ChatMessage } from '@plan-dan/contract';
import { CHAT_PAGE_SIZE, chatRoutes } from '@plan-dan/contract/constants';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest, routePath } from '@/lib/api-client';
import { mergeMessages } from '../chat';
import { CHAT_POLL_MS, isChatLive, liveMessagesKey, messagesKey } from './chat-cache';

/** One page of the conversation, newest first: the newest, or those older than `before`. */
export function getMessages(employeeId: number, before: number | null): Promise<ChatMessage[]> {
  const query = new URLSearchParams({ limit: String(CHAT_PAGE_SIZE) });
  if (before !== null) query.set('before', String(before));
  return apiRequest<ChatMessage[]>(`${routePath(chatRoutes.messages, { employeeId })}?${query}`);
}

/** The conversation newest first, every message once, with the way to load older ones. */
export function useChatMessages(employeeId: number) {
  const pages = useInfiniteQuery({
    queryKey: messagesKey(employeeId),
    queryFn: ({ pageParam }) => getMessages(employeeId, pageParam),
    initialPageParam: null as number | null,
    // A short page was the last one; otherwise the next page starts before its oldest message.
    getNextPageParam: (page) => (page.length < CHAT_PAGE_SIZE ? undefined : (page.at(-1)?._id ?? undefined)),
    refetchInterval: () => (isChatLive() ? false : CHAT_POLL_MS),
  });
  const live = useQuery<ChatMessage[]>({
    queryKey: liveMessagesKey(employeeId),
    queryFn: () => [],
    // Only the stream and the send fill it; fetching would empty it.
    staleTime: Infinity,
    enabled: false,
  });
  const messages = useMemo(() => mergeMessages(pages.data?.pages ?? [], live.data ?? []), [pages.data, live.data]);
  return { pages, messages };
}

import { CHAT_PAGE_SIZE, chatRoutes } from '@plan-dan/contract/constants';
import type { ChatMessage } from '@plan-dan/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './keys';

export function getMessages(employeeId: number, before: number | null, signal?: AbortSignal): Promise<ChatMessage[]> {
  const query = new URLSearchParams({ limit: String(CHAT_PAGE_SIZE) });
  if (before !== null) query.set('before', String(before));
  return apiRequest<ChatMessage[]>(`${chatRoutes.messages.replace(':employeeId', String(employeeId))}?${query}`, { signal });
}

/**
 * One conversation, a page at a time from the newest back. New messages come from the chat event stream
 * into the newest page (live-cache.ts), so the pages are fetched only when opened and when scrolling up.
 */
export function useMessages(employeeId: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(employeeId),
    queryFn: ({ pageParam, signal }) => getMessages(employeeId, pageParam, signal),
    initialPageParam: null as number | null,
    // A short page is the first message there is.
    getNextPageParam: (page) => (page.length < CHAT_PAGE_SIZE ? undefined : (page.at(-1)?._id ?? undefined)),
    staleTime: Infinity,
  });
}

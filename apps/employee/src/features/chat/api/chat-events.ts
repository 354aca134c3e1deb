import type { ChatMessage, ChatReadEvent } from '@plan-dan/contract';
import { CHAT_MESSAGE_EVENT, CHAT_READ_EVENT, chatRoutes } from '@plan-dan/contract/constants';
import { followEvents } from '@plan-dan/web-common/event-stream';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authorizationHeader } from '@/lib/api-client';
import { mergeMessages } from '../chat';
import { addLiveMessage, conversationKey, liveMessagesKey, messagesKey, setChatLive } from './chat-cache';

function parseData<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

/**
 * Keeps the conversation and its unread count current on every screen: a new message joins the
 * cached conversation at once, and a reconnection resumes after the newest message this phone has,
 * so the server sends what was missed, none twice. Mounted once, in the logged-in layout.
 */
export function useLiveChat(employeeId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    const refreshUnread = () => void queryClient.invalidateQueries({ queryKey: conversationKey(employeeId) });
    const newestKnownId = () => {
      const pages = queryClient.getQueryData<InfiniteData<ChatMessage[]>>(messagesKey(employeeId))?.pages ?? [];
      const live = queryClient.getQueryData<ChatMessage[]>(liveMessagesKey(employeeId)) ?? [];
      const newest = mergeMessages(pages, live)[0];
      return newest ? String(newest._id) : null;
    };
    followEvents(chatRoutes.events, {
      headers: authorizationHeader,
      initialEventId: newestKnownId,
      onEvent: (event) => {
        if (event.name === CHAT_MESSAGE_EVENT) {
          const message = parseData<ChatMessage>(event.data);
          if (message?.employeeId !== employeeId) return;
          addLiveMessage(queryClient, employeeId, message);
          if (message.from === 'manager') refreshUnread();
        } else if (event.name === CHAT_READ_EVENT && parseData<ChatReadEvent>(event.data)?.employeeId === employeeId) {
          refreshUnread();
        }
      },
      onOpen: refreshUnread,
      onLive: (live) => {
        setChatLive(live);
        // Until the stream is back, the queries poll; this fetch starts them now.
        if (!live && !controller.signal.aborted) {
          refreshUnread();
          void queryClient.invalidateQueries({ queryKey: messagesKey(employeeId) });
        }
      },
      signal: controller.signal,
    });
    return () => {
      controller.abort();
      setChatLive(false);
    };
  }, [employeeId, queryClient]);
}

import { CHAT_MESSAGE_EVENT, CHAT_READ_EVENT, CHAT_TASKS_EVENT, chatRoutes } from '@plan-dan/contract/constants';
import type { ChatMessage, ChatReadEvent, ChatTasksEvent, Conversation } from '@plan-dan/contract';
import { followEvents } from '@plan-dan/web-common/event-stream';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { authorizationHeader } from '@/lib/api-client';
import { chatKeys } from './api/keys';
import { addMessage, applyManagerRead, applyMessage, newestKnownId, type MessagePages } from './live-cache';

const messageCaches = (queryClient: QueryClient) =>
  queryClient.getQueriesData<MessagePages>({ queryKey: [...chatKeys.all, 'messages'] }).map(([, pages]) => pages);

function receiveMessage(queryClient: QueryClient, message: ChatMessage) {
  const key = chatKeys.messages(message.employeeId);
  queryClient.setQueryData<MessagePages>(key, (pages) => addMessage(pages, message));
  // A fetch under way was asked before this message and would put its older answer over it.
  if (queryClient.isFetching({ queryKey: key, exact: true }) > 0) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  queryClient.setQueryData<Conversation[]>(chatKeys.conversations, (list) => applyMessage(list, message));
}

function receiveRead(queryClient: QueryClient, event: ChatReadEvent) {
  const updated = applyManagerRead(queryClient.getQueryData<Conversation[]>(chatKeys.conversations), event);
  if (updated === null) void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
  else queryClient.setQueryData(chatKeys.conversations, updated);
}

/**
 * The manager's one chat event stream, open while they are logged in: each message and read event goes
 * straight into the cached conversation list and pages (no request per message), so the sidebar's count,
 * the SOS alert and an open conversation change within a second. A dropped stream resumes after the last
 * event it brought (Last-Event-ID), and the first connection after the newest message the caches hold.
 */
export function useChatEvents(onTasks?: (employeeId: number) => void): void {
  const queryClient = useQueryClient();
  // The stream stays open when the app hands in another function; the newest is called.
  const tasksListener = useRef(onTasks);
  useEffect(() => {
    tasksListener.current = onTasks;
  }, [onTasks]);
  useEffect(() => {
    const controller = new AbortController();
    let connections = 0;
    followEvents(chatRoutes.events, {
      headers: authorizationHeader,
      initialEventId: () => {
        const newest = newestKnownId(queryClient.getQueryData(chatKeys.conversations), messageCaches(queryClient));
        return newest === null ? null : String(newest);
      },
      onEvent: (event) => {
        try {
          if (event.name === CHAT_MESSAGE_EVENT) receiveMessage(queryClient, JSON.parse(event.data) as ChatMessage);
          else if (event.name === CHAT_READ_EVENT) receiveRead(queryClient, JSON.parse(event.data) as ChatReadEvent);
          // An employee's tasks changed: the app decides what to load anew (the board).
          else if (event.name === CHAT_TASKS_EVENT) tasksListener.current?.((JSON.parse(event.data) as ChatTasksEvent).employeeId);
        } catch {
          // Not JSON: nothing to show. The next fetch of the list brings the truth.
        }
      },
      onOpen: () => {
        // Read events are not replayed, and answers fetched while the first connection opened may predate
        // it: the list is fetched again at every connection, the first time also any open conversation.
        connections += 1;
        void queryClient.invalidateQueries({ queryKey: connections === 1 ? chatKeys.all : chatKeys.conversations });
      },
      onLive: () => {},
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [queryClient]);
}

/**
 * The stream as a piece of the logged-in shell (inside its query provider); it draws nothing. `onTasks`
 * hears the manager's stream say an employee's tasks changed.
 */
export function ChatEvents({ onTasks }: { onTasks?: (employeeId: number) => void }): null {
  useChatEvents(onTasks);
  return null;
}

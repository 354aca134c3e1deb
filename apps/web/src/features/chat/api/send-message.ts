import { chatRoutes } from '@plan-dan/contract/constants';
import type { ChatMessage, Conversation } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { addMessage, applyMessage, type MessagePages } from '../live-cache';
import { chatKeys } from './keys';

export function sendMessage(employeeId: number, text: string): Promise<ChatMessage> {
  return apiRequest<ChatMessage>(chatRoutes.messages.replace(':employeeId', String(employeeId)), { method: 'POST', body: { text } });
}

/** Sends the manager's message; it shows at once from the answer (the stream's copy of it is then skipped). */
export function useSendMessage(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendMessage(employeeId, text),
    // Offline it fails at once and says so, rather than waiting unseen for the connection to come back.
    networkMode: 'always',
    onSuccess: (message) => {
      queryClient.setQueryData<MessagePages>(chatKeys.messages(employeeId), (pages) => addMessage(pages, message));
      queryClient.setQueryData<Conversation[]>(chatKeys.conversations, (list) => applyMessage(list, message));
    },
  });
}

import type { ChatMessage, SendMessageRequest } from '@plan-dan/contract';
import { chatRoutes } from '@plan-dan/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, routePath } from '@/lib/api-client';
import { addLiveMessage } from './chat-cache';

export function sendMessage(employeeId: number, request: SendMessageRequest): Promise<ChatMessage> {
  return apiRequest<ChatMessage>(routePath(chatRoutes.messages, { employeeId }), { method: 'POST', body: request });
}

export function useSendMessage(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendMessageRequest) => sendMessage(employeeId, request),
    // Offline, a send fails at once and says so, instead of waiting unseen for the connection.
    networkMode: 'always',
    onSuccess: (message) => addLiveMessage(queryClient, employeeId, message),
  });
}

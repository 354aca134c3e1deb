import type { Conversation } from '@plan-dan/contract';
import { chatRoutes } from '@plan-dan/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, routePath } from '@/lib/api-client';
import { conversationKey } from './chat-cache';

export function markRead(employeeId: number, lastReadId: number): Promise<unknown> {
  return apiRequest(routePath(chatRoutes.read, { employeeId }), { method: 'PUT', body: { lastReadId } });
}

export function useMarkRead(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastReadId: number) => markRead(employeeId, lastReadId),
    onSuccess: () => {
      queryClient.setQueryData<Conversation | null>(conversationKey(employeeId), (conversation) =>
        conversation ? { ...conversation, unread: 0 } : conversation,
      );
    },
  });
}

import { chatRoutes } from '@plan-dan/contract/constants';
import type { Conversation } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyManagerRead } from '../live-cache';
import { chatKeys } from './keys';

export function markRead(employeeId: number, lastReadId: number): Promise<void> {
  return apiRequest<void>(chatRoutes.read.replace(':employeeId', String(employeeId)), { method: 'PUT', body: { lastReadId } });
}

/** The manager has seen the conversation up to a message: its unread count and SOS go, here and (by the stream) in other tabs. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, lastReadId }: { employeeId: number; lastReadId: number }) => markRead(employeeId, lastReadId),
    onSuccess: (_, { employeeId, lastReadId }) => {
      const list = queryClient.getQueryData<Conversation[]>(chatKeys.conversations);
      const updated = applyManagerRead(list, { employeeId, reader: 'manager', lastReadId });
      if (updated === null) void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      else queryClient.setQueryData(chatKeys.conversations, updated);
    },
  });
}

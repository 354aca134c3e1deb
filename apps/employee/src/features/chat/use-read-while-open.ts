import { useEffect, useRef } from 'react';
import { useConversationQuery } from './api/get-conversation';
import { useMarkRead } from './api/mark-read';

/** Opening the screen, and each new message while it is open, marks the conversation read up to `newestId`. */
export function useReadWhileOpen(employeeId: number, newestId: number): void {
  const conversation = useConversationQuery(employeeId);
  const { mutate: markReadUpTo } = useMarkRead(employeeId);
  const unread = conversation.data?.unread ?? 0;
  const markedUpTo = useRef(0);
  useEffect(() => {
    if (unread > 0 && newestId > markedUpTo.current) {
      markedUpTo.current = newestId;
      markReadUpTo(newestId);
    }
  }, [unread, newestId, markReadUpTo]);
}

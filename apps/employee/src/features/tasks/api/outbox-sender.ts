import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOnline } from '@/lib/use-online';
import { sendWaiting, useOutbox } from '../outbox';
import { tasksKey } from './get-tasks';

/**
 * Sends the actions that waited, at the start and each time the connection comes back or a new one
 * waits; then the lists come again from the server. Mounted once, in the logged-in layout.
 */
export function useSendWaiting(employeeId: number): void {
  const queryClient = useQueryClient();
  const { items } = useOutbox(employeeId);
  const online = useOnline();
  const waiting = items.length;
  useEffect(() => {
    if (!online || waiting === 0) return;
    void sendWaiting(employeeId, () => void queryClient.invalidateQueries({ queryKey: tasksKey(employeeId) }));
  }, [employeeId, online, waiting, queryClient]);
}

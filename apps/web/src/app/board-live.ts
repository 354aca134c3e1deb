import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { boardKeys } from '@/features/board/api/get-board';
import { chatKeys } from '@/features/chat/api/keys';

/**
 * Keeps the board (Zaposlenici's figures and the sidebar's count of photos waiting) current without a
 * request per screen: the chat stream's messages and read markers land in the conversation list, and
 * any change the manager makes (a photo decided, a task added or deleted) is a finished mutation; either
 * asks for the board again. Mounted once with the logged-in shell.
 */
export function useBoardFollowsChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: boardKeys.all });
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (matchQuery({ queryKey: chatKeys.conversations, exact: true }, event.query)) refresh();
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') refresh();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
}

/** The hook as a piece of the shell (inside its query provider); it draws nothing. */
export function BoardLive(): null {
  useBoardFollowsChanges();
  return null;
}

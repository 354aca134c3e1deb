import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
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

/** Changes that come in a burst (a routine's days, several photos) ask for the board once. */
const BURST_MS = 300;

/**
 * For the chat stream's `tasks` event (an employee's tasks, steps or photos changed): the board is asked
 * again once the burst is over. Stable, so the stream is not reopened.
 */
export function useBoardTasksChanged(): () => void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
    }, BURST_MS);
  }, [queryClient]);
}

/** The hook as a piece of the shell (inside its query provider); it draws nothing. */
export function BoardLive(): null {
  useBoardFollowsChanges();
  return null;
}

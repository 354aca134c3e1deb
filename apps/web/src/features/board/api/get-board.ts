import { boardRoutes } from '@plan-dan/contract/constants';
import type { Board } from '@plan-dan/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The board's one cache key: every screen that shows a figure of it shares one request. */
export const boardKeys = {
  all: ['board'] as const,
};

export function getBoard(signal?: AbortSignal): Promise<Board> {
  return apiRequest<Board>(boardRoutes.board, { signal });
}

/**
 * Beside the live events (the chat stream's tasks event, see app/board-live.ts): 'late' and 'today' move with
 * the clock, which no event announces. The server answers an unchanged minute with a 304 from its version
 * statement, so a poll a minute costs little.
 */
const BOARD_POLL_MS = 60_000;

/**
 * Every employee's day in one request: progress, photos waiting, late tasks, unread messages, SOS.
 * Kept current by the manager's event streams (see app/board-live.ts), by coming back to the window, and
 * by a poll a minute while a screen shows it.
 */
export function useBoard() {
  return useQuery({
    queryKey: boardKeys.all,
    queryFn: ({ signal }) => getBoard(signal),
    refetchOnWindowFocus: true,
    refetchInterval: BOARD_POLL_MS,
  });
}

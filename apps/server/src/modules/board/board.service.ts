import { createHash } from 'node:crypto';
import { zonedParts, type Board } from '@plan-dan/contract';
import type { Principal } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { forbidden } from '../../platform/errors.ts';
import { createKeptAnswers } from '../../platform/kept-answers.ts';
import type { BoardRepository } from './board.repository.ts';

const MINUTE_MS = 60_000;
/** Boards kept per instance (a board of 30 employees is about 4 KB). */
const KEPT_BOARDS = 1000;

/** The manager's board: every reached employee's day at a glance. */
export function createBoardService(repository: BoardRepository, timeZone: string, notStartedMarginMinutes: number) {
  const etagOf = (version: string, at: number) =>
    `W/"board-${createHash('sha256').update(`${Math.floor(at / MINUTE_MS)}\n${version}`).digest('base64url').slice(0, 22)}"`;

  const kept = createKeptAnswers<Board>(KEPT_BOARDS);

  return {
    /**
     * The board and its ETag, or only the ETag when it is one the client has (`known`: If-None-Match).
     * The ETag holds everything the figures depend on: the version (who the employees are, their task
     * list versions, the chat's newest message and marker) and the minute ("today", lateness and
     * `notStarted` move with the clock). The version statement comes first: a client with a copy gets a
     * 304, and a board kept under the manager and that ETag (another screen, a helper's second tab, the
     * minute's poll without a copy) is sent as it is. Otherwise the figures come with their version in one statement, so an answer
     * is exactly as new as its ETag. `fresh` (Cache-Control: no-cache, a hard reload) uses nothing kept.
     */
    async board(principal: Principal, known: readonly string[], fresh = false): Promise<{ etag: string; board?: Board }> {
      // The route lets only managers in; a phone's token never reads a manager's overview.
      if (principal.role !== 'manager') throw forbidden();
      const at = now();
      if (!fresh) {
        const etag = etagOf(await repository.version(principal.id), at);
        if (known.includes(etag)) return { etag };
        const board = kept.get(`${principal.id}:${etag}`);
        if (board) return { etag, board };
      }
      // "Today" and the current minute in APP_TIMEZONE, as the lists judge lateness.
      const { version, rows } = await repository.figures(principal.id, zonedParts(at, timeZone), notStartedMarginMinutes);
      const etag = etagOf(version, at);
      const board: Board = {
        employees: rows.map((row) => ({
          employeeId: row.employeeId,
          name: `${row.name} ${row.surname}`,
          role: row.ownerId === principal.id ? 'owner' : 'helper',
          today: { done: row.todayDone, total: row.todayTotal },
          photosWaiting: row.photosWaiting,
          late: row.late,
          notStarted: row.notStarted,
          unread: row.unread,
          sos: row.sos,
        })),
      };
      kept.keep(`${principal.id}:${etag}`, board);
      return { etag, board };
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;

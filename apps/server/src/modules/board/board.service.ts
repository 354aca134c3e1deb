import { createHash } from 'node:crypto';
import { zonedParts, type Board } from '@plan-dan/contract';
import type { Principal } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { forbidden } from '../../platform/errors.ts';
import type { BoardRepository } from './board.repository.ts';

const MINUTE_MS = 60_000;

/** The manager's board: every reached employee's day at a glance. */
export function createBoardService(repository: BoardRepository, timeZone: string) {
  const etagOf = (version: string, at: number) =>
    `W/"board-${createHash('sha256').update(`${Math.floor(at / MINUTE_MS)}\n${version}`).digest('base64url').slice(0, 22)}"`;

  return {
    /**
     * The board and its ETag, or only the ETag when it is one the client has (`known`: If-None-Match).
     * The ETag holds everything the figures depend on: the version (who the employees are, their task
     * list versions, the chat's newest message and marker) and the minute ("today" and lateness move with
     * the clock). A client with a copy costs the version statement; otherwise the figures come with the
     * version in one statement, so an answer is exactly as new as its ETag.
     */
    async board(principal: Principal, known: readonly string[]): Promise<{ etag: string; board?: Board }> {
      // The route lets only managers in; a phone's token never reads a manager's overview.
      if (principal.role !== 'manager') throw forbidden();
      const at = now();
      if (known.length > 0) {
        const etag = etagOf(await repository.version(principal.id), at);
        if (known.includes(etag)) return { etag };
      }
      // "Today" and the current minute in APP_TIMEZONE, as the lists judge lateness.
      const { version, rows } = await repository.figures(principal.id, zonedParts(at, timeZone));
      return {
        etag: etagOf(version, at),
        board: {
          employees: rows.map((row) => ({
            employeeId: row.employeeId,
            name: `${row.name} ${row.surname}`,
            role: row.ownerId === principal.id ? 'owner' : 'helper',
            today: { done: row.todayDone, total: row.todayTotal },
            photosWaiting: row.photosWaiting,
            late: row.late,
            unread: row.unread,
            sos: row.sos,
          })),
        },
      };
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;

import { createHash } from 'node:crypto';
import { zonedParts, type Board } from '@plan-dan/contract';
import type { Principal } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { forbidden } from '../../platform/errors.ts';
import type { BoardRepository } from './board.repository.ts';

const MINUTE_MS = 60_000;

/** The manager's board: every reached employee's day at a glance. */
export function createBoardService(board: BoardRepository, timeZone: string) {
  return {
    /**
     * The board's ETag, and a way to read the board it stands for. The ETag holds everything the figures
     * depend on: the version (who the employees are, their task list versions, the chat's newest message
     * and marker) and the minute ("today" and lateness move with the clock). It is read before the
     * figures, so an answer is never older than its ETag says.
     */
    async versioned(principal: Principal): Promise<{ etag: string; read: () => Promise<Board> }> {
      // The route lets only managers in; a phone's token never reads a manager's overview.
      if (principal.role !== 'manager') throw forbidden();
      const at = now();
      const version = await board.version(principal.id);
      const hash = createHash('sha256').update(`${Math.floor(at / MINUTE_MS)}\n${version}`).digest('base64url').slice(0, 22);
      return { etag: `W/"board-${hash}"`, read: () => readBoard(principal.id, at) };
    },
  };

  async function readBoard(managerId: number, at: number): Promise<Board> {
    // "Today" and the current minute in APP_TIMEZONE, as the lists judge lateness.
    const rows = await board.figures(managerId, zonedParts(at, timeZone));
    return {
      employees: rows.map((row) => ({
        employeeId: row.employeeId,
        name: `${row.name} ${row.surname}`,
        role: row.ownerId === managerId ? 'owner' : 'helper',
        today: { done: row.todayDone, total: row.todayTotal },
        photosWaiting: row.photosWaiting,
        late: row.late,
        unread: row.unread,
        sos: row.sos,
      })),
    };
  }
}

export type BoardService = ReturnType<typeof createBoardService>;

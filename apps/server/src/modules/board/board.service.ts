import { zonedParts, type Board } from '@plan-dan/contract';
import type { Principal } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { forbidden } from '../../platform/errors.ts';
import type { BoardRepository } from './board.repository.ts';

/** The manager's board: every reached employee's day at a glance. */
export function createBoardService(board: BoardRepository, timeZone: string) {
  return {
    async board(principal: Principal): Promise<Board> {
      // The route lets only managers in; a phone's token never reads a manager's overview.
      if (principal.role !== 'manager') throw forbidden();
      // "Today" and the current minute in APP_TIMEZONE, as the lists judge lateness.
      const rows = await board.figures(principal.id, zonedParts(now(), timeZone));
      return {
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
      };
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;

import type { AccessLogAction, AccessLogPage, AccessLogQuery, AccessLogRole } from '@plan-dan/contract';
import type { Access, EmployeeOwnership, Principal } from '../../../platform/auth.ts';
import { now } from '../../../platform/clock.ts';
import type { AccessLogRepository } from './access-log.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccessLogServiceDeps {
  accessLog: AccessLogRepository;
  employeeOwnership: EmployeeOwnership;
  access: Access;
  /** ACCESS_LOG_RETENTION_DAYS. */
  retentionDays: number;
}

/**
 * The employee's access history for their owner ('Povijest pristupa'), and its retention. Reading it is not
 * itself recorded: the owner looking at who looked would only fill the history with themselves.
 */
export function createAccessLogService({ accessLog, employeeOwnership, access, retentionDays }: AccessLogServiceDeps) {
  return {
    /**
     * A page, newest first. One entry more than asked is read, so `nextBefore` is null exactly at the oldest
     * page (a client never asks for an empty page to learn that it reached the end).
     */
    async page(principal: Principal, employeeId: number, query: AccessLogQuery): Promise<AccessLogPage> {
      // A helper 403, another manager or a phone 404 (its own employee's phone 403, as for every owner-only route).
      await access.ensureOwner(principal, await employeeOwnership(employeeId), 'employee');
      const rows = await accessLog.page(employeeId, { before: query.before, limit: query.limit + 1, kind: query.kind });
      const shown = rows.slice(0, query.limit);
      return {
        entries: shown.map((row) => ({
          id: row.id,
          at: new Date(Number(row.at)).toISOString(),
          who: { id: row.actor_id, name: row.actor_name, role: row.actor_role as AccessLogRole },
          // Written only by the recorder, from the contract's list of actions and roles.
          action: row.action as AccessLogAction,
          detail: row.detail,
        })),
        nextBefore: rows.length > query.limit ? shown.at(-1)!.id : null,
        keptDays: retentionDays,
      };
    },

    /** Removes the entries older than the retention; answers how many went. */
    sweep: (): Promise<number> => accessLog.deleteOlderThan(now() - retentionDays * DAY_MS),
  };
}

export type AccessLogService = ReturnType<typeof createAccessLogService>;

import { compileOnce } from '../../../db/compile-once.ts';
import type { Db } from '../../../db/database.ts';
import { keptWhileUnchanged } from '../../../db/kept-reads.ts';
import type { Principal, UserRef } from '../../../platform/auth.ts';
import { isOpenAt, selectSessionEnd } from '../../../platform/open-session.ts';
import { routineBehind } from '../routines/routine-occurrences.ts';

/** What the statement of a list's version reads (see listVersion); empty when it read no row. */
interface ListVersionRow {
  session_end?: number | null;
  manager_id?: number | null;
  version?: number | null;
  routines_behind?: number | boolean | null;
}

/**
 * Whether the caller's session is open, whose the employee is, their task list's version (the ETag's part
 * that changes with the data: the triggers of migration 0009 raise it with every change, in the change's
 * transaction), and whether a routine of theirs still has tasks to make: asked before every task list and
 * calendar is read, so an unchanged list (a 304) costs this one statement, one round trip on PostgreSQL.
 */
export function createListVersion(db: Db) {
  const versionFor = (role: UserRef['role']) =>
    compileOnce(db, 4, (employeeId: number, routinesThrough: string, sessionId: string, userId: number) =>
      db.selectNoFrom((eb) => [
        selectSessionEnd(db, role, sessionId, userId).as('session_end'),
        eb.selectFrom('employees').select('employees.manager_id').where('employees.id', '=', employeeId).as('manager_id'),
        eb.selectFrom('task_list_versions').select('task_list_versions.version').where('task_list_versions.employee_id', '=', employeeId).as('version'),
        eb
          .exists(
            eb
              .selectFrom('task_routines')
              .select('task_routines.id')
              .where('task_routines.employee_id', '=', employeeId)
              .where((routine) => routineBehind(routine, routinesThrough)),
          )
          .as('routines_behind'),
      ]),
    );
  const versionOf = { manager: versionFor('manager'), employee: versionFor('employee') };
  /** A few per screen open now: a kept one answers a 304 on SQLite with no read while nothing changed. */
  const keptVersions = keptWhileUnchanged<ListVersionRow>(db, 10_000);

  /**
   * The version as it is at `at` for the caller, with `routinesThrough` the last day whose routine tasks
   * must exist: one statement of indexed lookups, or on SQLite none while the database is unchanged since
   * the same caller last asked (db/kept-reads.ts).
   */
  return async (employeeId: number, routinesThrough: string, caller: Principal, at: number) => {
    const row: ListVersionRow = await keptVersions(
      `${caller.role} ${caller.id} ${employeeId} ${routinesThrough} ${caller.sessionId}`,
      async () => (await versionOf[caller.role](employeeId, routinesThrough, caller.sessionId, caller.id))[0] ?? {},
    );
    // Booleans come as 1 or 0 from SQLite.
    return {
      sessionOpen: isOpenAt(row.session_end, at),
      employee:
        row.manager_id == null
          ? undefined
          : { employeeId, managerId: row.manager_id, version: Number(row.version ?? 0), routinesBehind: Boolean(row.routines_behind) },
    };
  };
}

export type ListVersion = ReturnType<typeof createListVersion>;

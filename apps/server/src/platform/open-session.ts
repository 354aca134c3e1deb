import type { Db } from '../db/database.ts';
import type { UserRef } from './auth.ts';

/** The sessions' column that names the user. */
export const ownerColumn = (user: Pick<UserRef, 'role'>) => (user.role === 'manager' ? 'manager_id' : 'employee_id');

/**
 * When the user's session `id` ends (none: it has ended or is not theirs), as a subquery: the sessions module
 * checks it on every request, and the task lists check it inside the statement that reads their version, so
 * that an unchanged list costs one indexed read. The end rather than whether it is open now, so that a read
 * kept while the database is unchanged (db/kept-reads.ts) still answers when it passes.
 */
export function selectSessionEnd(db: Db, role: UserRef['role'], id: string, userId: number) {
  return db.selectFrom('sessions').select('sessions.expires_at').where('sessions.id', '=', id).where(`sessions.${ownerColumn({ role })}`, '=', userId);
}

/** Whether a session that ends at `end` (see selectSessionEnd) is open at `at`. */
export const isOpenAt = (end: number | null | undefined, at: number) => end != null && end > at;

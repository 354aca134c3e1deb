import { compileOnce } from '../db/compile-once.ts';
import type { Db } from '../db/database.ts';
import { keptWhileUnchanged } from '../db/kept-reads.ts';
import type { Principal, UserRef } from './auth.ts';
import { now } from './clock.ts';

/** The sessions' column that names the user. */
export const ownerColumn = (user: Pick<UserRef, 'role'>) => (user.role === 'manager' ? 'manager_id' : 'employee_id');

/**
 * When the user's session `id` ends (none: it has ended or is not theirs), as a subquery: createSessionCheck
 * checks it on every request, and the task lists check it inside the statement that reads their version, so
 * that an unchanged list costs one indexed read. The end rather than whether it is open now, so that a read
 * kept while the database is unchanged (db/kept-reads.ts) still answers when it passes.
 */
export function selectSessionEnd(db: Db, role: UserRef['role'], id: string, userId: number) {
  return db.selectFrom('sessions').select('sessions.expires_at').where('sessions.id', '=', id).where(`sessions.${ownerColumn({ role })}`, '=', userId);
}

/** Whether a session that ends at `end` (see selectSessionEnd) is open at `at`. */
export const isOpenAt = (end: number | null | undefined, at: number) => end != null && end > at;

/**
 * Whether the principal's session exists, is theirs and has not expired: the check of every request (the
 * sessions module writes the table). One indexed lookup compiled once, or none on SQLite while the
 * database is unchanged since the session's last request.
 */
export function createSessionCheck(db: Db): (principal: Principal) => Promise<boolean> {
  const sessionEnd = (role: UserRef['role']) => compileOnce(db, 2, (id: string, userId: number) => selectSessionEnd(db, role, id, userId));
  const sessionEndOf = { manager: sessionEnd('manager'), employee: sessionEnd('employee') };
  /** About the sessions active in the last minutes, as the verified tokens (auth.ts). */
  const keptEnds = keptWhileUnchanged<{ end: number | undefined }>(db, 10_000);
  return async ({ sessionId, role, id }) => {
    const { end } = await keptEnds(`${role} ${id} ${sessionId}`, async () => ({ end: (await sessionEndOf[role](sessionId, id))[0]?.expires_at }));
    return isOpenAt(end, now());
  };
}

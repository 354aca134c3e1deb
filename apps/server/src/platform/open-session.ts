import type { Db } from '../db/database.ts';
import type { UserRef } from './auth.ts';

/** The sessions' column that names the user. */
export const ownerColumn = (user: Pick<UserRef, 'role'>) => (user.role === 'manager' ? 'manager_id' : 'employee_id');

/**
 * The user's session `id` when it is open at `at`, as a query for `exists`: the sessions module checks it on
 * every request, and the task lists check it inside the statement that reads their version, so that an
 * unchanged list costs one indexed read.
 */
export function selectOpenSession(db: Db, role: UserRef['role'], id: string, userId: number, at: number) {
  return db
    .selectFrom('sessions')
    .select('sessions.id')
    .where('sessions.id', '=', id)
    .where(`sessions.${ownerColumn({ role })}`, '=', userId)
    .where('sessions.expires_at', '>', at);
}

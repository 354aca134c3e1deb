import { compileOnce } from '../../db/compile-once.ts';
import type { Db, Executor } from '../../db/database.ts';
import { keptWhileUnchanged } from '../../db/kept-reads.ts';
import type { UserRef } from '../../platform/auth.ts';
import { isOpenAt, ownerColumn, selectSessionEnd } from '../../platform/open-session.ts';

export interface NewSession {
  id: string;
  user: UserRef;
  createdAt: number;
  expiresAt: number;
}

export function createSessionsRepository(db: Db) {
  const sessionEnd = (role: UserRef['role']) => compileOnce(db, 2, (id: string, userId: number) => selectSessionEnd(db, role, id, userId));
  const sessionEndOf = { manager: sessionEnd('manager'), employee: sessionEnd('employee') };
  /** About the sessions active in the last minutes, as the verified tokens (platform/auth.ts). */
  const keptEnds = keptWhileUnchanged<{ end: number | undefined }>(db, 10_000);

  return {
    async insert(session: NewSession) {
      await db
        .insertInto('sessions')
        .values({
          id: session.id,
          manager_id: session.user.role === 'manager' ? session.user.id : null,
          employee_id: session.user.role === 'employee' ? session.user.id : null,
          created_at: session.createdAt,
          expires_at: session.expiresAt,
        })
        .execute();
    },

    /**
     * The session exists, is the user's and has not expired: one indexed lookup per request, or none on SQLite
     * while the database is unchanged since the session's last request.
     */
    async isOpen(id: string, user: UserRef, at: number) {
      const { end } = await keptEnds(`${user.role} ${user.id} ${id}`, async () => ({ end: (await sessionEndOf[user.role](id, user.id))[0]?.expires_at }));
      return isOpenAt(end, at);
    },

    /** Ends one session of the user; answers whether there was one. */
    async delete(id: string, user: UserRef) {
      const rows = await db.deleteFrom('sessions').where('id', '=', id).where(ownerColumn(user), '=', user.id).returning('id').execute();
      return rows.length > 0;
    },

    /** Ends every session of the user (but `except`), also inside another feature's transaction; answers their ids. */
    async deleteAllOf(user: UserRef, { except, executor = db }: { except?: string; executor?: Executor } = {}) {
      let query = executor.deleteFrom('sessions').where(ownerColumn(user), '=', user.id);
      if (except !== undefined) query = query.where('id', '!=', except);
      const rows = await query.returning('id').execute();
      return rows.map((row) => row.id);
    },

    /** Old sessions of the user go when they log in again, so the table does not grow for ever. */
    async deleteExpiredOf(user: UserRef, at: number) {
      await db.deleteFrom('sessions').where(ownerColumn(user), '=', user.id).where('expires_at', '<=', at).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

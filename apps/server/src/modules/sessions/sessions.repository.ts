import type { Db, Executor } from '../../db/database.ts';
import type { UserRef } from '../../platform/auth.ts';
import { ownerColumn } from '../../platform/open-session.ts';

export interface NewSession {
  id: string;
  user: UserRef;
  createdAt: number;
  expiresAt: number;
}

export function createSessionsRepository(db: Db) {
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

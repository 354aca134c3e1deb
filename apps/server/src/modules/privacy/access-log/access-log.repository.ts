import { accessLogActionsOf, type AccessLogKind, type AccessLogRole } from '@plan-dan/contract/privacy-constants';
import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database.ts';

export interface NewAccessEntry {
  employeeId: number;
  at: number;
  role: AccessLogRole;
  /** A manager's id (owner, helper) or the employee's own id. */
  actorId: number;
  action: string;
  detail: string | null;
}

/** The only writer of access_log: entries are added, read a page at a time, and removed (retention, erasure); never changed. */
export function createAccessLogRepository(db: Db) {
  return {
    /** One statement: the actor's name as it is now is copied in, so the entry keeps it when the name changes or the helper leaves. */
    async insert(entry: NewAccessEntry): Promise<void> {
      const nameOf = entry.role === 'employee' ? 'employees' : 'managers';
      await db
        .insertInto('access_log')
        .columns(['employee_id', 'at', 'actor_role', 'actor_id', 'actor_name', 'action', 'detail'])
        .expression(
          db
            .selectFrom(nameOf)
            .select([
              sql.lit(entry.employeeId).as('employee_id'),
              sql<number>`cast(${entry.at} as bigint)`.as('at'),
              sql<string>`cast(${entry.role} as varchar(16))`.as('actor_role'),
              sql.lit(entry.actorId).as('actor_id'),
              sql<string>`name || ' ' || surname`.as('actor_name'),
              sql<string>`cast(${entry.action} as varchar(40))`.as('action'),
              sql<string | null>`cast(${entry.detail} as varchar(200))`.as('detail'),
            ])
            .where('id', '=', entry.actorId),
        )
        .execute();
    },

    /** A page of the employee's entries, newest first, older than `before` (an entry id) when given. */
    async page(employeeId: number, { before, limit, kind }: { before?: number; limit: number; kind?: AccessLogKind }) {
      let query = db
        .selectFrom('access_log')
        .select(['id', 'at', 'actor_role', 'actor_id', 'actor_name', 'action', 'detail'])
        .where('employee_id', '=', employeeId)
        .orderBy('id', 'desc')
        .limit(limit);
      if (before !== undefined) query = query.where('id', '<', before);
      if (kind) query = query.where('action', 'in', accessLogActionsOf(kind));
      return query.execute();
    },

    /** Entries older than `cutoff` (epoch ms), for the retention sweep; answers how many went. */
    async deleteOlderThan(cutoff: number): Promise<number> {
      const result = await db.deleteFrom('access_log').where('at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The employee's whole history, inside the employee's deletion. */
    async deleteAllOfEmployee(trx: Executor, employeeId: number): Promise<void> {
      await trx.deleteFrom('access_log').where('employee_id', '=', employeeId).execute();
    },
  };
}

export type AccessLogRepository = ReturnType<typeof createAccessLogRepository>;

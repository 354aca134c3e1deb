import type { Helper } from '@plan-dan/contract';
import type { Db, Executor } from '../../db/database.ts';

export interface InvitedManager {
  id: number;
  name: string;
  surname: string;
  username: string;
}

export function createHelpersRepository(db: Db) {
  return {
    /** The employee's helpers, those invited first first. */
    async list(employeeId: number): Promise<Helper[]> {
      const rows = await db
        .selectFrom('employee_helpers as h')
        .innerJoin('managers as m', 'm.id', 'h.manager_id')
        .select(['m.id', 'm.name', 'm.surname', 'm.username', 'h.created_at'])
        .where('h.employee_id', '=', employeeId)
        .orderBy('h.created_at')
        .orderBy('m.id')
        .execute();
      return rows.map((row) => ({
        managerId: row.id,
        name: row.name,
        surname: row.surname,
        username: row.username,
        since: new Date(Number(row.created_at)).toISOString(),
      }));
    },

    /** A manager by username (as written) or e-mail address (stored in lower case), as the login finds them. */
    async findManager(login: string): Promise<InvitedManager | undefined> {
      return db
        .selectFrom('managers')
        .select(['id', 'name', 'surname', 'username'])
        .where((eb) => eb.or([eb('username', '=', login), eb('email', '=', login.toLowerCase())]))
        .executeTakeFirst();
    },

    /** Answers false when the manager already helps with the employee (two invitations at once included). */
    async insert(employeeId: number, managerId: number, createdAt: number): Promise<boolean> {
      const result = await db
        .insertInto('employee_helpers')
        .values({ employee_id: employeeId, manager_id: managerId, created_at: createdAt })
        .onConflict((conflict) => conflict.columns(['employee_id', 'manager_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Answers whether there was such a helper. */
    async delete(employeeId: number, managerId: number): Promise<boolean> {
      const rows = await db
        .deleteFrom('employee_helpers')
        .where('employee_id', '=', employeeId)
        .where('manager_id', '=', managerId)
        .returning('manager_id')
        .execute();
      return rows.length > 0;
    },

    /** In the transaction that deletes the employee; answers who helped, to end their streams after the commit. */
    async deleteAllOfEmployee(trx: Executor, employeeId: number): Promise<number[]> {
      const rows = await trx.deleteFrom('employee_helpers').where('employee_id', '=', employeeId).returning('manager_id').execute();
      return rows.map((row) => row.manager_id);
    },
  };
}

export type HelpersRepository = ReturnType<typeof createHelpersRepository>;

import type { Selectable } from 'kysely';
import { compileOnce } from '../db/compile-once.ts';
import type { Db } from '../db/database.ts';
import type { EmployeesTable } from '../db/schema.ts';
import type { Ownership } from './auth.ts';

/** An employee's columns that the managers who reach them read (no password, no secrets). */
export const EMPLOYEE_COLUMNS = [
  'id',
  'manager_id',
  'name',
  'surname',
  'email',
  'kid_male',
  'date_of_birth',
  'qualities',
  'preferences',
  'special',
  'email_login_allowed',
  'consent_given_at',
] as const;

/** The employee's columns and their owner's name (employees `e` joined to managers `o`). */
export const REACHED_EMPLOYEE_COLUMNS = [...EMPLOYEE_COLUMNS.map((column) => `e.${column}` as const), 'o.name as owner_name', 'o.surname as owner_surname'] as const;

export type EmployeeRow = Pick<Selectable<EmployeesTable>, (typeof EMPLOYEE_COLUMNS)[number]>;
export type ReachedEmployeeRow = EmployeeRow & { owner_name: string; owner_surname: string };

/**
 * The reads behind the access checks, which nearly every request makes: whose an employee is, whether a
 * manager helps with them, and the employee as a manager who reaches them reads them (the first read of
 * every employee screen). Each is one lookup by a key, compiled once (db/compile-once.ts). The employees
 * and helpers modules write these tables; this only reads them.
 */
export function createReachLookups(db: Db) {
  const ownerOf = compileOnce(db, 1, (id: number) => db.selectFrom('employees').select(['id', 'manager_id']).where('id', '=', id));
  const helping = compileOnce(db, 2, (employeeId: number, managerId: number) =>
    db.selectFrom('employee_helpers').select('manager_id').where('employee_id', '=', employeeId).where('manager_id', '=', managerId),
  );
  const reachedOne = compileOnce(db, 2, (managerId: number, id: number) =>
    db
      .selectFrom('employees as e')
      .innerJoin('managers as o', 'o.id', 'e.manager_id')
      .select(REACHED_EMPLOYEE_COLUMNS)
      .where('e.id', '=', id)
      // One row by its key; the helper's row, when asked, by its key too.
      .where((eb) =>
        eb.or([
          eb('e.manager_id', '=', managerId),
          eb.exists(eb.selectFrom('employee_helpers as h').select('h.employee_id').whereRef('h.employee_id', '=', 'e.id').where('h.manager_id', '=', managerId)),
        ]),
      ),
  );

  return {
    /** The employee's owner, or undefined when the employee does not exist. */
    async employeeOwnership(employeeId: number): Promise<Ownership | undefined> {
      const [row] = await ownerOf(employeeId);
      return row && { employeeId: row.id, managerId: row.manager_id };
    },

    /** Whether the manager helps the owner with the employee: one lookup by the table's key. */
    async isHelper(employeeId: number, managerId: number): Promise<boolean> {
      return (await helping(employeeId, managerId)).length > 0;
    },

    /** The employee's row with their owner's name, when the manager owns them or helps with them. */
    async reachedEmployee(managerId: number, employeeId: number): Promise<ReachedEmployeeRow | undefined> {
      const [row] = await reachedOne(managerId, employeeId);
      return row;
    },
  };
}

export type ReachLookups = ReturnType<typeof createReachLookups>;

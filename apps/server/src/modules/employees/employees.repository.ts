import type { Employee, EmployeeProfile } from '@plan-dan/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { Database, EmployeesTable } from '../../db/schema.ts';
import { EMPLOYEE_COLUMNS, REACHED_EMPLOYEE_COLUMNS, type EmployeeRow, type ReachedEmployeeRow } from '../../platform/reach.ts';

function toEmployee(row: EmployeeRow): EmployeeProfile {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    kidMale: Boolean(row.kid_male),
    dateOfBirth: row.date_of_birth,
    qualities: row.qualities,
    preferences: row.preferences,
    special: row.special,
    managerId: row.manager_id,
    emailLoginAllowed: Boolean(row.email_login_allowed),
  };
}

/** The employee as the manager sees them: their owner, or (otherwise) a helper. */
export function toManagedEmployee(row: ReachedEmployeeRow, managerId: number): Employee {
  return { ...toEmployee(row), role: row.manager_id === managerId ? 'owner' : 'helper', ownerName: `${row.owner_name} ${row.owner_surname}`,
    consentGivenAt: row.consent_given_at === null ? null : new Date(Number(row.consent_given_at)).toISOString(),
  };
}

/** Another feature's rows for a new employee, written in the same transaction (the phone app's settings). */
export type EmployeeSetup = (trx: Executor, employeeId: number) => Promise<void>;
/**
 * Another feature's rows of an employee, removed in the same transaction before the employee; what it
 * answers runs after the commit (deleting files, telling open screens).
 */
export type EmployeeRemoval = (trx: Executor, employeeId: number) => Promise<() => Promise<void> | void>;

export interface NewEmployee {
  managerId: number;
  name: string;
  surname: string;
  email: string;
  passwordHash: string;
  kidMale: boolean;
  dateOfBirth: string;
  qualities: string | null;
  preferences: string | null;
  special: string | null;
  createdAt: number;
  /** When the manager confirmed having consent to keep the person's data, or null when not confirmed. */
  consentGivenAt: number | null;
}

export type EmployeeChanges = Pick<
  Employee,
  'name' | 'surname' | 'kidMale' | 'dateOfBirth' | 'qualities' | 'preferences' | 'special'
>;

/**
 * The ids of the employees a manager reaches: their own, and those they help with (the helpers module
 * writes that table; reading it is everyone's). A union of two indexed lookups, so the employees are then
 * read by their key rather than scanned.
 */
const reachableIds = (eb: ExpressionBuilder<Database & { e: EmployeesTable }, 'e'>, managerId: number) =>
  eb
    .selectFrom('employees')
    .select('id')
    .where('manager_id', '=', managerId)
    .unionAll(eb.selectFrom('employee_helpers').select('employee_id as id').where('manager_id', '=', managerId));

export function createEmployeesRepository(db: Db) {
  return {
    /** The manager's own employees and those they help with, oldest first. */
    async listOfManager(managerId: number): Promise<Employee[]> {
      const rows = await db
        .selectFrom('employees as e')
        .innerJoin('managers as o', 'o.id', 'e.manager_id')
        .select(REACHED_EMPLOYEE_COLUMNS)
        .where((eb) => eb('e.id', 'in', reachableIds(eb, managerId)))
        .orderBy('e.id')
        .execute();
      return rows.map((row) => toManagedEmployee(row, managerId));
    },

    async findById(id: number) {
      const row = await db.selectFrom('employees').select(EMPLOYEE_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && toEmployee(row);
    },

    async emailExists(email: string) {
      return (await db.selectFrom('employees').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
    },

    /** The employee and the other features' rows for them are created together or not at all. */
    async insert(employee: NewEmployee, setups: readonly EmployeeSetup[]) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('employees')
          .values({
            manager_id: employee.managerId,
            name: employee.name,
            surname: employee.surname,
            email: employee.email,
            password_hash: employee.passwordHash,
            kid_male: employee.kidMale,
            date_of_birth: employee.dateOfBirth,
            qualities: employee.qualities,
            preferences: employee.preferences,
            special: employee.special,
            created_at: employee.createdAt,
            consent_given_at: employee.consentGivenAt,
          })
          .returning(EMPLOYEE_COLUMNS)
          .executeTakeFirstOrThrow();
        for (const setup of setups) await setup(trx, row.id);
        return toEmployee(row);
      });
    },

    async update(managerId: number, id: number, changes: EmployeeChanges) {
      const row = await db
        .updateTable('employees')
        .set({
          name: changes.name,
          surname: changes.surname,
          kid_male: changes.kidMale,
          date_of_birth: changes.dateOfBirth,
          qualities: changes.qualities,
          preferences: changes.preferences,
          special: changes.special,
        })
        .where('id', '=', id)
        .where('manager_id', '=', managerId)
        .returning(EMPLOYEE_COLUMNS)
        .executeTakeFirst();
      return row && toEmployee(row);
    },

    /**
     * Removes the employee with everything that belongs to them, in one transaction. Answers what the
     * other features want done after the commit, or undefined when the employee is not the manager's.
     */
    async delete(managerId: number, id: number, removals: readonly EmployeeRemoval[]) {
      return db.transaction().execute(async (trx) => {
        const owned = await trx
          .selectFrom('employees')
          .select('id')
          .where('id', '=', id)
          .where('manager_id', '=', managerId)
          .executeTakeFirst();
        if (!owned) return undefined;
        const afterCommit = [];
        for (const removal of removals) afterCommit.push(await removal(trx, id));
        await trx.deleteFrom('employees').where('id', '=', id).execute();
        return afterCommit;
      });
    },

    /**
     * Stores when consent was given, unless it already was (the first date stands). Answers true when it was
     * stored now, false when it already was, undefined when the employee is not the manager's.
     */
    async recordConsent(managerId: number, id: number, at: number): Promise<boolean | undefined> {
      const stored = await db
        .updateTable('employees')
        .set({ consent_given_at: at })
        .where('id', '=', id)
        .where('manager_id', '=', managerId)
        .where('consent_given_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (stored) return true;
      const owned = await db.selectFrom('employees').select('id').where('id', '=', id).where('manager_id', '=', managerId).executeTakeFirst();
      return owned ? false : undefined;
    },

    /** Answers false when the employee is not the manager's. */
    async setPasswordHash(managerId: number, id: number, passwordHash: string) {
      const rows = await db
        .updateTable('employees')
        .set({ password_hash: passwordHash })
        .where('id', '=', id)
        .where('manager_id', '=', managerId)
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    async setEmailLoginAllowed(managerId: number, id: number, allowed: boolean) {
      const row = await db
        .updateTable('employees')
        .set({ email_login_allowed: allowed })
        .where('id', '=', id)
        .where('manager_id', '=', managerId)
        .returning(EMPLOYEE_COLUMNS)
        .executeTakeFirst();
      return row && toEmployee(row);
    },
  };
}

export type EmployeesRepository = ReturnType<typeof createEmployeesRepository>;

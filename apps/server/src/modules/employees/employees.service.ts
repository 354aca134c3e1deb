import type { Employee, EmployeeProfile, CreateEmployeeData, UpdateEmployeeData } from '@plan-dan/contract';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/database.ts';
import type { RecordAccess } from '../../platform/access-record.ts';
import type { Access, Principal, UserRef } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { emailTaken, notFound } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { ReachLookups } from '../../platform/reach.ts';
import { toManagedEmployee, type EmployeeRemoval, type EmployeeSetup, type EmployeesRepository } from './employees.repository.ts';

const employeeNotFound = () => notFound('employee');

export interface EmployeesServiceDependencies {
  /** Ends every session of the employee (their phones log out). */
  endSessions(user: UserRef): Promise<void>;
  /** What the other features write for a new employee (the phone app's look and QR code). */
  setups: readonly EmployeeSetup[];
  /** What the other features remove with an employee (tasks and photos, phone settings, sessions). */
  removals: readonly EmployeeRemoval[];
  /** Owner and helpers: a helper reads the profile; changing the account, or deleting it, is the owner's. */
  access: Access;
  /** Whose an employee is, and the employee as a manager who reaches them reads them. */
  reach: Pick<ReachLookups, 'employeeOwnership' | 'reachedEmployee'>;
  /** Writes the employee's access history (the privacy module). */
  recordAccess: RecordAccess;
}

export function createEmployeesService(
  employees: EmployeesRepository,
  { endSessions, setups, removals, access, reach, recordAccess }: EmployeesServiceDependencies,
) {
  const endSessionsOf = (id: number) => endSessions({ role: 'employee', id });
  /** A helper is refused with 403, anyone else with 404. */
  const ensureOwner = async (principal: Principal, id: number) => access.ensureOwner(principal, await reach.employeeOwnership(id), 'employee');
  /** What the manager's screens get back after a change: the employee with the caller's role and the owner's name. */
  const asSeenBy = async (principal: Principal, id: number) => {
    const row = await reach.reachedEmployee(principal.id, id);
    if (!row) throw employeeNotFound();
    return toManagedEmployee(row, principal.id);
  };

  return {
    /**
     * The list is the token's own manager's: their own employees and those they help with (marked by
     * `role`); asking for another manager's list finds nothing.
     */
    async listOfManager(principal: Principal, managerId: number): Promise<Employee[]> {
      if (principal.id !== managerId) throw notFound('manager');
      return employees.listOfManager(managerId);
    },

    /** The owner and the helpers read the profile. */
    async get(principal: Principal, id: number): Promise<Employee> {
      return asSeenBy(principal, id);
    },

    async create(principal: Principal, input: CreateEmployeeData): Promise<Employee> {
      if (await employees.emailExists(input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      let created: EmployeeProfile;
      try {
        created = await employees.insert(
          {
            managerId: principal.id,
            name: input.name,
            surname: input.surname,
            email: input.email,
            passwordHash,
            kidMale: input.kidMale,
            dateOfBirth: input.dateOfBirth,
            qualities: input.qualities,
            preferences: input.preferences,
            special: input.special,
            createdAt: now(),
            // Stored only when the form confirmed it: an older client (the original's) sends nothing, and the page then offers to record it.
            consentGivenAt: input.consentGiven === true ? now() : null,
          },
          setups,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      return asSeenBy(principal, created.id);
    },

    /** The profile is the owner's to change. */
    async update(principal: Principal, id: number, changes: UpdateEmployeeData): Promise<Employee> {
      await ensureOwner(principal, id);
      if (!(await employees.update(principal.id, id, changes))) throw employeeNotFound();
      return asSeenBy(principal, id);
    },

    /**
     * The owner records, later, that they have consent to keep the person's data (GDPR, Article 9). The first
     * date stands: consent given once is not given again by a second click, so a repeat answers the employee as
     * it is and records nothing new.
     */
    async recordConsent(principal: Principal, id: number, log: Pick<FastifyBaseLogger, 'warn'>): Promise<Employee> {
      const ownership = await access.ensureOwner(principal, await reach.employeeOwnership(id), 'employee');
      const recorded = await employees.recordConsent(principal.id, id, now());
      if (recorded === undefined) throw employeeNotFound();
      // After the commit; the consent is stored either way, so a failed history entry is logged, never a 500.
      if (recorded) {
        await recordAccess({ by: principal, ownership, action: 'consent.recorded' }).catch((error: unknown) =>
          log.warn({ err: error }, 'access history entry not written'),
        );
      }
      return asSeenBy(principal, id);
    },

    /** Only the owner deletes; a helper may leave instead (the helpers module). */
    async remove(principal: Principal, id: number): Promise<void> {
      await ensureOwner(principal, id);
      const afterCommit = await employees.delete(principal.id, id, removals);
      if (!afterCommit) throw employeeNotFound();
      // Rows first, files and events after: a failed file delete leaves an orphan file, never a dangling row.
      await Promise.allSettled(afterCommit.map((action) => action()));
    },

    /** A new password for the employee's e-mail login; phones logged in before must log in again. */
    async setPassword(principal: Principal, id: number, password: string): Promise<void> {
      await ensureOwner(principal, id);
      if (!(await employees.setPasswordHash(principal.id, id, await hashPassword(password)))) throw employeeNotFound();
      await endSessionsOf(id);
    },

    /** Blocking the e-mail login leaves the QR code as the only way in, and logs the employee's phones out. */
    async setEmailLoginAllowed(principal: Principal, id: number, allowed: boolean): Promise<Employee> {
      await ensureOwner(principal, id);
      if (!(await employees.setEmailLoginAllowed(principal.id, id, allowed))) throw employeeNotFound();
      if (!allowed) await endSessionsOf(id);
      return asSeenBy(principal, id);
    },
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;

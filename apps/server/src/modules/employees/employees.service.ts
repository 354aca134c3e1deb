import type { Employee, CreateEmployeeData, UpdateEmployeeData } from '@plan-dan/contract';
import { isUniqueViolation } from '../../db/database.ts';
import type { Principal, UserRef } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { emailTaken, notFound } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { EmployeeRemoval, EmployeeSetup, EmployeesRepository } from './employees.repository.ts';

const employeeNotFound = () => notFound('employee');

export interface EmployeesServiceDependencies {
  /** Ends every session of the employee (their phones log out). */
  endSessions(user: UserRef): Promise<void>;
  /** What the other features write for a new employee (the phone app's look and QR code). */
  setups: readonly EmployeeSetup[];
  /** What the other features remove with an employee (tasks and photos, phone settings, sessions). */
  removals: readonly EmployeeRemoval[];
}

export function createEmployeesService(
  employees: EmployeesRepository,
  { endSessions, setups, removals }: EmployeesServiceDependencies,
) {
  const endSessionsOf = (id: number) => endSessions({ role: 'employee', id });

  return {
    /** The list is the token's own manager's; asking for another manager's list finds nothing. */
    async listOfManager(principal: Principal, managerId: number): Promise<Employee[]> {
      if (principal.id !== managerId) throw notFound('manager');
      return employees.listOfManager(managerId);
    },

    async get(principal: Principal, id: number): Promise<Employee> {
      const employee = await employees.findOwned(principal.id, id);
      if (!employee) throw employeeNotFound();
      return employee;
    },

    async create(principal: Principal, input: CreateEmployeeData): Promise<Employee> {
      if (await employees.emailExists(input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      try {
        return await employees.insert(
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
          },
          setups,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async update(principal: Principal, id: number, changes: UpdateEmployeeData): Promise<Employee> {
      const updated = await employees.update(principal.id, id, changes);
      if (!updated) throw employeeNotFound();
      return updated;
    },

    async remove(principal: Principal, id: number): Promise<void> {
      const afterCommit = await employees.delete(principal.id, id, removals);
      if (!afterCommit) throw employeeNotFound();
      // Rows first, files and events after: a failed file delete leaves an orphan file, never a dangling row.
      await Promise.allSettled(afterCommit.map((action) => action()));
    },

    /** A new password for the employee's e-mail login; phones logged in before must log in again. */
    async setPassword(principal: Principal, id: number, password: string): Promise<void> {
      if (!(await employees.setPasswordHash(principal.id, id, await hashPassword(password)))) throw employeeNotFound();
      await endSessionsOf(id);
    },

    /** Blocking the e-mail login leaves the QR code as the only way in, and logs the employee's phones out. */
    async setEmailLoginAllowed(principal: Principal, id: number, allowed: boolean): Promise<Employee> {
      const updated = await employees.setEmailLoginAllowed(principal.id, id, allowed);
      if (!updated) throw employeeNotFound();
      if (!allowed) await endSessionsOf(id);
      return updated;
    },
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;

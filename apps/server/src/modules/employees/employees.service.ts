import type { Employee, CreateEmployeeData, UpdateEmployeeData } from '@plan-dan/contract';
import { isUniqueViolation } from '../../db/database.ts';
import type { Principal } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { randomToken } from '../../platform/secure-random.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { EmployeesRepository } from './employees.repository.ts';

const emailTaken = () => conflict('email_taken', 'email', 'E-mail address is already used');
const employeeNotFound = () => notFound('employee');

export function createEmployeesService(employees: EmployeesRepository, storage: FileStorage) {
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
          randomToken(),
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
      const photoKeys = await employees.delete(principal.id, id);
      if (!photoKeys) throw employeeNotFound();
      // Rows first, files after: a failed file delete leaves an orphan file, never a dangling row.
      await Promise.allSettled(photoKeys.map((key) => storage.delete(key)));
    },

    async isSessionValid(id: number, tokenVersion: number): Promise<boolean> {
      return (await employees.tokenVersion(id)) === tokenVersion;
    },
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;

import type {
  CreateManagerRequest,
  LoggedInManager,
  LoginRequest,
  Manager,
  ManagerProfile,
  UpdateManagerRequest,
} from '@plan-dan/contract';
import { isUniqueViolation } from '../../db/database.ts';
import type { Principal } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { ManagersRepository, StoredManager } from './managers.repository.ts';
import { buildUsername } from './username.ts';

const emailTaken = () => conflict('email_taken', 'email', 'E-mail address is already used');

function publicManager({ passwordHash: _hash, tokenVersion: _version, ...manager }: StoredManager): Manager {
  return manager;
}

export function createManagersService(
  managers: ManagersRepository,
  issueToken: (principal: Principal, tokenVersion: number) => string,
) {
  return {
    async register(input: CreateManagerRequest): Promise<ManagerProfile> {
      if (await managers.emailExists(input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      try {
        const created = await managers.insert({ ...input, passwordHash, createdAt: now() }, (id) =>
          buildUsername(input.name, input.surname, id),
        );
        const { id, name, surname, email, dateOfBirth, username } = created;
        return { id, name, surname, email, dateOfBirth, username };
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async login(input: LoginRequest): Promise<LoggedInManager> {
      const manager = await managers.findByUsernameOrEmail(input.username.toLowerCase());
      if (!(await verifyPassword(manager?.passwordHash, input.password)) || !manager) {
        throw new AppError(401, 'invalid_credentials', 'Invalid username or password');
      }
      const jwtToken = issueToken({ role: 'manager', id: manager.id }, manager.tokenVersion);
      return { ...publicManager(manager), jwtToken };
    },

    async update(principal: Principal, id: number, changes: UpdateManagerRequest): Promise<Manager> {
      if (principal.id !== id) throw forbidden();
      if (await managers.emailExists(changes.email, id)) throw emailTaken();
      try {
        const updated = await managers.update(id, changes);
        if (!updated) throw notFound('manager');
        return publicManager(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async isSessionValid(id: number, tokenVersion: number): Promise<boolean> {
      const manager = await managers.findById(id);
      return manager !== undefined && manager.tokenVersion === tokenVersion;
    },
  };
}

export type ManagersService = ReturnType<typeof createManagersService>;

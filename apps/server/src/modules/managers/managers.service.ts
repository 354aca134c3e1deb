import type {
  ChangePasswordRequest,
  CreateManagerData,
  LoggedInManager,
  LoginRequest,
  Manager,
  ManagerProfile,
  UpdateManagerData,
} from '@plan-dan/contract';
import { isUniqueViolation } from '../../db/database.ts';
import type { Principal, UserRef } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { emailTaken, forbidden, invalidCredentials, notFound, wrongPassword } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { ManagersRepository, StoredManager } from './managers.repository.ts';
import { buildUsername } from './username.ts';

function publicManager({ passwordHash: _hash, ...manager }: StoredManager): Manager {
  return manager;
}

export interface ManagerSessions {
  start(user: UserRef, stillValid: () => Promise<boolean>): Promise<string>;
  endAll(user: UserRef, except?: string): Promise<void>;
}

/** Two-step login's question after a right password (the two-factor module answers it): resolves or throws. */
export type SecondLoginStep = (managerId: number, code: string | undefined) => Promise<void>;

export function createManagersService(managers: ManagersRepository, sessions: ManagerSessions, secondStep: SecondLoginStep) {
  /** The logged-in manager's own record, after checking that the id is theirs. */
  async function own(principal: Principal, id: number): Promise<StoredManager> {
    if (principal.id !== id) throw forbidden();
    const manager = await managers.findById(id);
    if (!manager) throw notFound('manager');
    return manager;
  }

  return {
    async register(input: CreateManagerData): Promise<ManagerProfile> {
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
      if (!(await verifyPassword(manager?.passwordHash, input.password)) || !manager) throw invalidCredentials();
      await secondStep(manager.id, input.code);
      // A password changed during this login ends the session it would get.
      const unchanged = async () => (await managers.findById(manager.id))?.passwordHash === manager.passwordHash;
      const jwtToken = await sessions.start({ role: 'manager', id: manager.id }, unchanged);
      return { ...publicManager(manager), jwtToken };
    },

    /** The e-mail address is the login, so changing it asks for the current password. */
    async update(principal: Principal, id: number, changes: UpdateManagerData): Promise<Manager> {
      const manager = await own(principal, id);
      if (changes.email !== manager.email) {
        if (changes.currentPassword === undefined) throw wrongPassword();
        if (!(await verifyPassword(manager.passwordHash, changes.currentPassword))) throw wrongPassword();
        if (await managers.emailExists(changes.email, id)) throw emailTaken();
      }
      try {
        const updated = await managers.update(id, changes);
        if (!updated) throw notFound('manager');
        return publicManager(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /** A new password ends every other session of the manager; this one stays. */
    async changePassword(principal: Principal, id: number, input: ChangePasswordRequest): Promise<void> {
      const manager = await own(principal, id);
      if (!(await verifyPassword(manager.passwordHash, input.currentPassword))) throw wrongPassword();
      await managers.setPasswordHash(id, await hashPassword(input.newPassword));
      await sessions.endAll(principal, principal.sessionId);
    },
  };
}

export type ManagersService = ReturnType<typeof createManagersService>;

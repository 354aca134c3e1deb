import {
  PHONE_CODE_LIFETIME_MS,
  phoneLoginPath,
  type AccountSettings,
  type EmployeeProfile,
  type LoggedInEmployee,
} from '@plan-dan/contract';
import type { Executor } from '../../db/database.ts';
import type { RecordAccess } from '../../platform/access-record.ts';
import type { Access, EmployeeOwnership, Principal, UserRef } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { lookTopic, type LiveEvents } from '../../platform/live-events.ts';
import { emailLoginBlocked, forbidden, invalidCredentials, notFound } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { randomToken } from '../../platform/secure-random.ts';
import type { LoginCode, PhoneAppRepository, PhoneSettings, StoredSettings } from './phone-app.repository.ts';

/**
 * The manager's screen asks again shortly before a code expires; a code this close to its end is then
 * replaced, so the code on the screen always has minutes left for the phone to scan it.
 */
const CODE_REFRESH_MARGIN_MS = 2 * 60 * 1000;

export interface PhoneAppDependencies {
  findEmployee(id: number): Promise<EmployeeProfile | undefined>;
  employeeOwnership: EmployeeOwnership;
  /** The QR code and the look are the owner's; a helper reads the look without the code. */
  access: Access;
  startSession(user: UserRef, stillValid: () => Promise<boolean>): Promise<string>;
  endSessions(user: UserRef): Promise<void>;
  publicUrl: string;
  /** An open phone hears of a saved look on its task events stream, and loads it at once. */
  events: Pick<LiveEvents, 'publish'>;
  /** Writes the employee's access history (the privacy module): each phone login, by QR code or e-mail. */
  recordAccess: RecordAccess;
}

const freshCode = (): LoginCode => ({ code: randomToken(), expiresAt: now() + PHONE_CODE_LIFETIME_MS });

export function createPhoneAppService(phoneApp: PhoneAppRepository, { findEmployee, employeeOwnership, access, startSession, endSessions, publicUrl, events, recordAccess }: PhoneAppDependencies) {
  const forManager = (settings: StoredSettings): AccountSettings => ({
    ...settings,
    phoneLoginUrl: `${publicUrl}${phoneLoginPath(settings.phoneLoginString)}`,
    phoneLoginExpiresAt: new Date(settings.phoneLoginExpiresAt).toISOString(),
  });

  const ensureOwner = async (principal: Principal, employeeId: number) =>
    access.ensureOwner(principal, await employeeOwnership(employeeId), 'employee');

  /** `stillValid`: what the login checked (the code, the password) has not changed since. */
  async function sessionFor(employeeId: number, stillValid: () => Promise<boolean>): Promise<LoggedInEmployee> {
    const employee = await findEmployee(employeeId);
    if (!employee) throw invalidCredentials();
    const by = { role: 'employee', id: employeeId } as const;
    const jwtToken = await startSession(by, stillValid);
    await recordAccess({ by, ownership: { employeeId, managerId: employee.managerId }, action: 'phone.login' });
    return { ...employee, jwtToken };
  }

  return {
    async getSettings(principal: Principal, employeeId: number): Promise<AccountSettings> {
      const ownership = await access.ensureReachable(principal, await employeeOwnership(employeeId), 'employee');
      const settings = await phoneApp.findSettings(employeeId);
      if (!settings) throw notFound('settings');
      // The login code is the owner's to show; a phone never needs it back, and a helper may not log in as the employee.
      if ((await access.standing(principal, ownership)) !== 'owner') {
        return { ...settings, phoneLoginString: '', phoneLoginUrl: '', phoneLoginExpiresAt: new Date(0).toISOString() };
      }
      if (settings.phoneLoginExpiresAt - now() > CODE_REFRESH_MARGIN_MS) return forManager(settings);
      // A fresh code, without ending the phones' sessions: only the manager's renewal does that. Only
      // in place of the code read here: another tab, or a phone that just used it, may have replaced it.
      const replaced = await phoneApp.replaceCode(employeeId, freshCode(), settings.phoneLoginString);
      const current = replaced ?? (await phoneApp.findSettings(employeeId));
      if (!current) throw notFound('settings');
      return forManager(current);
    },

    /** The look and, when given, how the phone opens a task (the focus view) and draws pictograms; an open phone loads them at once. */
    async updateLook(principal: Principal, employeeId: number, look: PhoneSettings): Promise<AccountSettings> {
      if (principal.role !== 'manager') throw forbidden();
      await ensureOwner(principal, employeeId);
      const settings = await phoneApp.updateLook(employeeId, look);
      if (!settings) throw notFound('settings');
      events.publish(lookTopic(employeeId));
      return forManager(settings);
    },

    /** A new code that also logs out every phone of the employee (a lost phone, a code seen by others). */
    async renewCode(principal: Principal, employeeId: number): Promise<AccountSettings> {
      if (principal.role !== 'manager') throw forbidden();
      await ensureOwner(principal, employeeId);
      const settings = await phoneApp.replaceCode(employeeId, freshCode());
      if (!settings) throw notFound('settings');
      await endSessions({ role: 'employee', id: employeeId });
      return forManager(settings);
    },

    /** One-time and short-lived: the code that logged a phone in is replaced at once, and an old one fails. */
    async exchangeCode(code: string): Promise<LoggedInEmployee> {
      const next = freshCode();
      const employeeId = await phoneApp.consumeCode(code, now(), next);
      if (employeeId === undefined) throw invalidCredentials();
      // A renewal of the code (which logs phones out) in the meantime replaced the code this login set.
      return sessionFor(employeeId, async () => (await phoneApp.findSettings(employeeId))?.phoneLoginString === next.code);
    },

    async login(email: string, password: string): Promise<LoggedInEmployee> {
      const credentials = await phoneApp.credentialsByEmail(email);
      if (!(await verifyPassword(credentials?.passwordHash, password)) || !credentials) throw invalidCredentials();
      if (!credentials.emailLoginAllowed) throw emailLoginBlocked();
      const unchanged = async () => {
        const now = await phoneApp.credentialsByEmail(email);
        return now?.passwordHash === credentials.passwordHash && now.emailLoginAllowed;
      };
      return sessionFor(credentials.id, unchanged);
    },

    /** The phone app's rows for a new employee, in the transaction that creates them. */
    async createDefaults(trx: Executor, employeeId: number): Promise<void> {
      await phoneApp.insertDefaults(trx, employeeId, freshCode());
    },

    /** The phone app's rows of an employee, in the transaction that deletes them. */
    async removeOf(trx: Executor, employeeId: number): Promise<() => void> {
      await phoneApp.deleteOf(trx, employeeId);
      return () => {};
    },
  };
}

export type PhoneAppService = ReturnType<typeof createPhoneAppService>;

import { phoneLoginPath, type AccountSettings, type Employee, type LoggedInEmployee, type PhoneLook } from '@plan-dan/contract';
import type { StoredSettings } from './phone-app.repository.ts';
import { owns, type Principal } from '../../platform/auth.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { randomToken } from '../../platform/secure-random.ts';
import type { PhoneAppRepository } from './phone-app.repository.ts';

type FindEmployee = (id: number) => Promise<Employee | undefined>;
type IssueToken = (principal: Principal, tokenVersion: number) => string;

const loginFailed = () => new AppError(401, 'invalid_credentials', 'The code or the credentials are not valid');

export function createPhoneAppService(
  phoneApp: PhoneAppRepository,
  findEmployee: FindEmployee,
  issueToken: IssueToken,
  publicUrl: string,
) {
  const withLoginUrl = (settings: StoredSettings): AccountSettings => ({
    ...settings,
    phoneLoginUrl: `${publicUrl}${phoneLoginPath(settings.phoneLoginString)}`,
  });

  async function ensureOwnedEmployee(principal: Principal, employeeId: number) {
    const ownership = await phoneApp.employeeOwnership(employeeId);
    if (!ownership || !owns(principal, ownership)) throw notFound('employee');
  }

  async function sessionFor(employeeId: number): Promise<LoggedInEmployee> {
    const employee = await findEmployee(employeeId);
    const version = await phoneApp.tokenVersion(employeeId);
    if (!employee || version === undefined) throw loginFailed();
    return { ...employee, jwtToken: issueToken({ role: 'employee', id: employeeId }, version) };
  }

  return {
    async getSettings(principal: Principal, employeeId: number): Promise<AccountSettings> {
      await ensureOwnedEmployee(principal, employeeId);
      const settings = await phoneApp.findSettings(employeeId);
      if (!settings) throw notFound('settings');
      // The login code is the manager's to show; a phone never needs it back.
      return principal.role === 'manager' ? withLoginUrl(settings) : { ...settings, phoneLoginString: '', phoneLoginUrl: '' };
    },

    async updateLook(principal: Principal, employeeId: number, look: PhoneLook): Promise<AccountSettings> {
      if (principal.role !== 'manager') throw forbidden();
      await ensureOwnedEmployee(principal, employeeId);
      const settings = await phoneApp.updateLook(employeeId, look);
      if (!settings) throw notFound('settings');
      return withLoginUrl(settings);
    },

    async renewCode(principal: Principal, employeeId: number): Promise<AccountSettings> {
      if (principal.role !== 'manager') throw forbidden();
      await ensureOwnedEmployee(principal, employeeId);
      await phoneApp.renewCode(employeeId, randomToken());
      return withLoginUrl((await phoneApp.findSettings(employeeId))!);
    },

    /** One-time: the code that logged a phone in is replaced at once. */
    async exchangeCode(code: string): Promise<LoggedInEmployee> {
      const employeeId = await phoneApp.consumeCode(code, randomToken());
      if (employeeId === undefined) throw loginFailed();
      return sessionFor(employeeId);
    },

    async login(email: string, password: string): Promise<LoggedInEmployee> {
      const credentials = await phoneApp.credentialsByEmail(email);
      if (!(await verifyPassword(credentials?.password_hash, password)) || !credentials) throw loginFailed();
      return sessionFor(credentials.id);
    },
  };
}

export type PhoneAppService = ReturnType<typeof createPhoneAppService>;

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { UserRef } from '../../platform/auth.ts';
import type { RequestLimits } from '../../platform/request-limits.ts';
import { createTwoFactorRepository } from './two-factor.repository.ts';
import { twoFactorRoutesPlugin } from './two-factor.routes.ts';
import { createTwoFactorService } from './two-factor.service.ts';

export interface TwoFactorDeps {
  db: Db;
  limits: RequestLimits;
  /** LOGIN_RATE_LIMIT_MAX: wrong current passwords and wrong codes a client may send in a window. */
  loginRateLimitMax: number;
  /** The manager's current password hash (the managers module reads it), checked before turning it on or off. */
  passwordHashOf: (managerId: number) => Promise<string | undefined>;
  /** The label the authenticator app shows: the manager's username or e-mail address. */
  accountNameOf: (managerId: number) => Promise<string | undefined>;
  /** Ends the manager's sessions but `except` (the sessions module). */
  endSessions: (user: UserRef, except?: string) => Promise<void>;
}

/**
 * A manager's two-step login (issue 34): TOTP codes from an authenticator app (otplib) and ten recovery codes.
 * `loginStep` is what the managers module's login asks after the password was right. app.ts knows only this file.
 */
export function createTwoFactorFeature({ db, ...deps }: TwoFactorDeps) {
  const service = createTwoFactorService(createTwoFactorRepository(db), deps);
  return {
    /**
     * After a right password: resolves when the manager has two-step login off or `code` is a right code not
     * used before; throws `two_factor_required` (401) without a code and `wrong_code` (401) with a wrong one.
     */
    loginStep: service.loginStep,
    async routes(server: FastifyInstance) {
      await twoFactorRoutesPlugin(server, { service, limits: deps.limits, loginRateLimitMax: deps.loginRateLimitMax });
    },
  };
}

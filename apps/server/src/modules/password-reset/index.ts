import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { UserRef } from '../../platform/auth.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { RequestLimits } from '../../platform/request-limits.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';
import { resetRoutes } from './password-reset.routes.ts';
import { createPasswordResetService } from './password-reset.service.ts';

export interface PasswordResetDeps {
  db: Db;
  mailer: Mailer;
  limits: RequestLimits;
  /** LOGIN_RATE_LIMIT_MAX: how many reset requests one client address may send in a window. */
  loginRateLimitMax: number;
  /** PUBLIC_URL: the mail's link is `{publicUrl}/plan-dan/nova-lozinka?token=…`. */
  publicUrl: string;
  /** The manager a login (username or e-mail address, lower case) names, with the stored password hash (the managers module reads it). */
  findManager: (login: string) => Promise<{ id: number; name: string; email: string; username: string; passwordHash: string } | undefined>;
  /** The manager's current password hash, to tell whether the link's password is still the one. */
  passwordHashOf: (managerId: number) => Promise<string | undefined>;
  /** Stores the new password's hash (the managers module is the only writer of managers). */
  setPasswordHash: (managerId: number, passwordHash: string) => Promise<void>;
  /** Ends every session of the manager (the sessions module). */
  endSessions: (user: UserRef) => Promise<void>;
}

/**
 * 'Zaboravili ste lozinku?' (issue 34): a one-time link by e-mail that lets a manager set a new password.
 * app.ts knows only this file.
 */
export function createPasswordResetFeature(deps: PasswordResetDeps) {
  const service = createPasswordResetService(createPasswordResetRepository(deps.db), deps);
  return {
    async routes(server: FastifyInstance) {
      await server.register(resetRoutes, { service, limits: deps.limits, loginRateLimitMax: deps.loginRateLimitMax });
    },
  };
}

import { createHash } from 'node:crypto';
import { newPasswordPath, PASSWORD_RESET_MINUTES, type PasswordResetConfirm } from '@plan-dan/contract';
import type { FastifyBaseLogger } from 'fastify';
import { now } from '../../platform/clock.ts';
import { badRequest } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { randomToken } from '../../platform/secure-random.ts';
import type { PasswordResetDeps } from './index.ts';
import type { PasswordResetRepository } from './password-reset.repository.ts';
import { resetMail } from './reset-mail.ts';

const LINK_LIFETIME_MS = PASSWORD_RESET_MINUTES * 60_000;
/** At most this many reset mails to one account an hour: more would be someone else filling its inbox. */
export const MAILS_PER_ACCOUNT = 3;
const MAIL_WINDOW_MS = 60 * 60_000;
/** 32 random bytes: 43 base64url characters, PASSWORD_RESET_TOKEN_PATTERN. */
const TOKEN_BYTES = 32;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Used, expired, replaced, made up, or its password changed since: the same answer for each. */
const invalidToken = () => badRequest({ token: 'invalid_token' });

type ServiceDeps = Omit<PasswordResetDeps, 'db' | 'loginRateLimitMax'>;

/** Making links: for the mailed request and for the operator's command line (cli.ts), which sends no mail. */
export function createResetLinks(repository: PasswordResetRepository, deps: Pick<PasswordResetDeps, 'publicUrl' | 'findManager'>) {
  /** A new link for the manager, replacing any older one; the token itself is only in the answer. */
  async function newLink(manager: { id: number; passwordHash: string }): Promise<string> {
    const token = randomToken(TOKEN_BYTES);
    const at = now();
    await repository.deleteExpired(at);
    await repository.replace({
      managerId: manager.id,
      tokenHash: sha256(token),
      passwordFingerprint: sha256(manager.passwordHash),
      createdAt: at,
      expiresAt: at + LINK_LIFETIME_MS,
    });
    return `${deps.publicUrl}${newPasswordPath(token)}`;
  }

  /** Logins are stored in lower case; the login form may send either. */
  const findManager = (login: string) => deps.findManager(login.trim().toLowerCase());

  return {
    findManager,
    newLink,
    /** A new link for the manager the login names, with who it is for; undefined when it names nobody. */
    async linkFor(login: string) {
      const manager = await findManager(login);
      return manager && { link: await newLink(manager), username: manager.username, email: manager.email };
    },
  };
}

export function createPasswordResetService(repository: PasswordResetRepository, deps: ServiceDeps) {
  const { findManager, newLink } = createResetLinks(repository, deps);

  return {
    /**
     * 'Zaboravili ste lozinku?': mails a link when the login names a manager. The route answers the same
     * whatever happens here, and runs this after its answer, so neither the answer nor its time tells
     * whether the account exists. Past MAILS_PER_ACCOUNT an hour, nothing is sent and the link already
     * mailed stays the live one. Resolves once the mail is handed to the mailer, before it is sent.
     */
    async request(login: string, log: FastifyBaseLogger): Promise<void> {
      const manager = await findManager(login);
      if (!manager) return;
      const { count } = await deps.limits.hit(`password-reset-mail|${manager.id}`, MAIL_WINDOW_MS);
      if (count > MAILS_PER_ACCOUNT) {
        log.info({ managerId: manager.id }, 'password reset: the hourly mails of this account are used up, none sent');
        return;
      }
      const link = await newLink(manager);
      const mail = resetMail({ to: manager.email, name: manager.name, username: manager.username, link });
      void deps.mailer.send(mail).then(
        () => log.info({ managerId: manager.id }, 'password reset: the link went to the mailer'),
        (error: unknown) => log.error({ err: error, managerId: manager.id }, 'password reset: the mail could not be sent'),
      );
    },

    /**
     * Sets the new password when the token is of a live link whose password is still the manager's
     * current one; then the link is gone and every session of the manager has ended. It logs nobody in,
     * so two-step login still asks for its code at the next login.
     */
    async confirm({ token, password }: PasswordResetConfirm): Promise<void> {
      const tokenHash = sha256(token);
      const reset = await repository.findByTokenHash(tokenHash);
      if (!reset || reset.expiresAt <= now()) throw invalidToken();
      const current = await deps.passwordHashOf(reset.managerId);
      if (current === undefined || sha256(current) !== reset.passwordFingerprint) throw invalidToken();
      const passwordHash = await hashPassword(password);
      // Taken only now, after the slow hashing: of two simultaneous uses, one takes it and the other is refused.
      if (!(await repository.take(reset.managerId, tokenHash, now()))) throw invalidToken();
      await deps.setPasswordHash(reset.managerId, passwordHash);
      await deps.endSessions({ role: 'manager', id: reset.managerId });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

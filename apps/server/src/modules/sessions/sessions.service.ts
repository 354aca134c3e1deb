import { isForeignKeyViolation, type Executor } from '../../db/database.ts';
import { invalidCredentials } from '../../platform/errors.ts';
import type { Principal, SignToken, UserRef } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { sessionEndedTopic, type LiveEvents } from '../../platform/live-events.ts';
import { randomToken } from '../../platform/secure-random.ts';
import type { SessionsRepository } from './sessions.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

const SESSION_LIFETIME_MS: Record<UserRef['role'], number> = {
  // The web app logs out after 30 idle minutes; the session only bounds a forgotten tab.
  manager: 12 * HOUR_MS,
  // The phone stays logged in across restarts; the manager ends it by renewing the QR code.
  employee: 365 * 24 * HOUR_MS,
};

/**
 * Logins that can be ended: one (logout), all of a user's (logout everywhere, a new password, a renewed
 * QR code, a blocked e-mail login, a deleted employee). An ended session's token is refused at once, and
 * its open live streams close, on every server instance.
 */
export function createSessionsService(sessions: SessionsRepository, signToken: SignToken, events: LiveEvents) {
  const announceEnded = (ids: string[]) => ids.forEach((id) => events.publish(sessionEndedTopic(id)));

  return {
    /**
     * Opens a session for the user and answers its token. `stillValid` asks, once the session exists,
     * whether what the login checked still holds: a new password, a blocked e-mail login or a renewed
     * QR code that came while the password was being checked ended the user's sessions before this one
     * existed, so this one is ended here and the login refused.
     */
    async start(user: UserRef, stillValid: () => Promise<boolean> = async () => true): Promise<string> {
      const createdAt = now();
      const expiresAt = createdAt + SESSION_LIFETIME_MS[user.role];
      const id = randomToken();
      await sessions.deleteExpiredOf(user, createdAt);
      try {
        await sessions.insert({ id, user, createdAt, expiresAt });
      } catch (error) {
        // The user was deleted while logging in.
        if (isForeignKeyViolation(error)) throw invalidCredentials();
        throw error;
      }
      if (!(await stillValid())) {
        await sessions.delete(id, user);
        throw invalidCredentials();
      }
      return signToken(user, id, expiresAt);
    },

    /** Logout: this session only. */
    async end(principal: Principal): Promise<void> {
      if (await sessions.delete(principal.sessionId, principal)) announceEnded([principal.sessionId]);
    },

    /** Every session of the user; `except` keeps one open (the one that changed the password). */
    async endAll(user: UserRef, except?: string): Promise<void> {
      announceEnded(await sessions.deleteAllOf(user, { except }));
    },

    /**
     * Every session of the user, inside another feature's transaction (deleting an employee). Answers
     * what to run after the commit: telling open streams that their sessions ended.
     */
    async endAllInTransaction(trx: Executor, user: UserRef): Promise<() => void> {
      const ended = await sessions.deleteAllOf(user, { executor: trx });
      return () => announceEnded(ended);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

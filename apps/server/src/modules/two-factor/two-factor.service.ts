import { createHash, randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_CODE_DIGITS,
  type RecoveryCodes,
  type TwoFactorOffRequest,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@plan-dan/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Principal } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { badRequest, forbidden, notFound, tooManyRequests, twoFactorOff, twoFactorOn, twoFactorRequired, wrongCode, wrongPassword } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { TwoFactorDeps } from './index.ts';
import type { StoredTwoFactor, TwoFactorRepository } from './two-factor.repository.ts';

const ISSUER = 'Plan dan';
/** TOTP's step, as every authenticator app uses. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it changed, still works. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
/** Wrong codes one account may get within the window, whatever addresses they come from. */
const ACCOUNT_WRONG_CODES_MAX = 5;
const ACCOUNT_WINDOW_MS = 5 * 60_000;
/** No 0/o, 1/l/i: a recovery code is read off paper and typed by hand. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_HALF_LENGTH = 5;
const APP_CODE = new RegExp(`^\\d{${TWO_FACTOR_CODE_DIGITS}}$`);
const NORMALISED_RECOVERY_CODE = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_HALF_LENGTH * 2}}$`);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Letter case, spaces and hyphens do not matter: the hash is of the bare letters. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  const half = () => Array.from({ length: RECOVERY_HALF_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(`${half()}-${half()}`);
  return [...codes];
}

/**
 * The step of the app's code when it is right now (within the tolerance) and of a later step than
 * `after`; undefined otherwise. The time is the app's clock (`now`), so tests can move it.
 */
async function acceptedStep(secret: string, code: string, after: number | null): Promise<number | undefined> {
  if (!APP_CODE.test(code)) return undefined;
  const epoch = Math.floor(now() / 1000);
  // otplib refuses (throws on) an `afterTimeStep` beyond the window's last step: then no code can be newer.
  const lastStepInWindow = Math.floor((epoch + TOLERANCE_SECONDS) / PERIOD_SECONDS);
  if (after !== null && after >= lastStepInWindow) return undefined;
  const result = await verify({ secret, token: code, epoch, epochTolerance: TOLERANCE_SECONDS, afterTimeStep: after ?? undefined });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

export function createTwoFactorService(repository: TwoFactorRepository, deps: Omit<TwoFactorDeps, 'db'>) {
  async function own(principal: Principal, id: number) {
    if (principal.role !== 'manager' || principal.id !== id) throw forbidden();
  }

  async function checkPassword(managerId: number, password: string) {
    const hash = await deps.passwordHashOf(managerId);
    if (hash === undefined) throw notFound('manager');
    if (!(await verifyPassword(hash, password))) throw wrongPassword();
  }

  /** Uses up a right code: an app code's step is recorded (it cannot log in again), a recovery code is spent. */
  async function useCode(managerId: number, stored: StoredTwoFactor, code: string): Promise<boolean> {
    const step = await acceptedStep(stored.secret, code, stored.lastTimeStep);
    if (step !== undefined) return repository.useTimeStep(managerId, step);
    const recovery = normaliseRecoveryCode(code);
    if (!NORMALISED_RECOVERY_CODE.test(recovery)) return false;
    return repository.useRecoveryCode(managerId, sha256(recovery), now());
  }

  return {
    async status(principal: Principal, id: number): Promise<TwoFactorStatus> {
      await own(principal, id);
      const stored = await repository.find(id);
      if (stored?.enabledAt == null) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
      return { enabled: true, enabledAt: stored.enabledAt, recoveryCodesLeft: await repository.recoveryCodesLeft(id) };
    },

    /** A new secret, pending until the app's first code confirms it; an earlier pending one is replaced. */
    async start(principal: Principal, id: number, currentPassword: string): Promise<TwoFactorSetup> {
      await own(principal, id);
      await checkPassword(id, currentPassword);
      if ((await repository.find(id))?.enabledAt != null) throw twoFactorOn();
      const label = await deps.accountNameOf(id);
      if (label === undefined) throw notFound('manager');
      const secret = generateSecret();
      if (!(await repository.startPending(id, secret, now()))) throw twoFactorOn();
      return { secret, otpauthUrl: generateURI({ issuer: ISSUER, label, secret }) };
    },

    /** The app's first code turns it on; every other session of the manager ends (they logged in without it). */
    async confirm(principal: Principal, id: number, code: string): Promise<RecoveryCodes> {
      await own(principal, id);
      const stored = await repository.find(id);
      if (!stored) throw twoFactorOff();
      if (stored.enabledAt !== null) throw twoFactorOn();
      const step = await acceptedStep(stored.secret, code, stored.lastTimeStep);
      if (step === undefined) throw badRequest({ code: 'wrong_code' });
      const recoveryCodes = newRecoveryCodes();
      const hashes = recoveryCodes.map((recoveryCode) => sha256(normaliseRecoveryCode(recoveryCode)));
      if (!(await repository.enable(id, stored.secret, step, hashes, now()))) {
        // Confirmed at the same time elsewhere, or a new start replaced the secret this code is of.
        if ((await repository.find(id))?.enabledAt != null) throw twoFactorOn();
        throw badRequest({ code: 'wrong_code' });
      }
      await deps.endSessions(principal, principal.sessionId);
      return { recoveryCodes };
    },

    /** Turning it off asks for the password and a code: a stolen session alone cannot weaken the login. */
    async disable(principal: Principal, id: number, input: TwoFactorOffRequest): Promise<void> {
      await own(principal, id);
      await checkPassword(id, input.currentPassword);
      const stored = await repository.find(id);
      if (stored?.enabledAt == null) throw twoFactorOff();
      if (!(await useCode(id, stored, input.code))) throw wrongCode(403);
      await repository.remove(id);
    },

    /**
     * After a right password. Off → resolves. On: no code → two_factor_required; a wrong one → wrong_code,
     * counted per account (the login route counts it per address too), so spreading guesses over many
     * addresses does not help either.
     */
    async loginStep(managerId: number, code: string | undefined): Promise<void> {
      const stored = await repository.find(managerId);
      if (stored?.enabledAt == null) return;
      if (code === undefined) throw twoFactorRequired();
      const key = `two-factor|${managerId}`;
      const place = await deps.limits.takePlace(key, ACCOUNT_WRONG_CODES_MAX, ACCOUNT_WINDOW_MS);
      if (!place.taken) throw tooManyRequests(place.retryAfterSeconds);
      let right = false;
      try {
        right = await useCode(managerId, stored, code);
      } finally {
        await deps.limits.settle(key, !right);
      }
      if (!right) throw wrongCode(401);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

import type { RecoveryCodes, TwoFactorSetup } from '@plan-dan/contract';
import { generate } from 'otplib';
import { expect, vi } from 'vitest';
import type { App } from '../src/app.ts';
import type { registerAndLogin } from './helpers.ts';

type Manager = Awaited<ReturnType<typeof registerAndLogin>>;

/** TOTP's step in ms. */
export const STEP_MS = 30_000;

/**
 * Stops Date in the middle of a TOTP step (until vi.useRealTimers()), so a code the test computes is the
 * server's current one whatever the real clock does meanwhile. Answers that moment.
 */
export function holdClockMidStep(): number {
  const at = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  return at;
}

/** Moves the held clock on by whole steps: a new code, as an authenticator app shows it after 30 s. */
export const nextSteps = (steps = 1) => vi.setSystemTime(Date.now() + steps * STEP_MS);

/** The app's code for the moment `at` (epoch ms; now by default), as an authenticator app computes it. */
export const codeAt = (secret: string, at = Date.now()) => generate({ secret, epoch: Math.floor(at / 1000) });

export const twoFactorUrl = (manager: Manager) => `/api/v1/manager/${manager.user.id}/two-factor`;

export async function startTwoFactor(app: App, manager: Manager): Promise<TwoFactorSetup> {
  const started = await app.server.inject({
    method: 'POST',
    url: twoFactorUrl(manager),
    headers: manager.auth,
    payload: { currentPassword: manager.input.password },
  });
  expect(started.statusCode, started.body).toBe(200);
  return started.json<TwoFactorSetup>();
}

/** Turns two-step login on as the settings screen does; answers the secret and the recovery codes. */
export async function enableTwoFactor(app: App, manager: Manager) {
  const { secret } = await startTwoFactor(app, manager);
  const confirmed = await app.server.inject({
    method: 'POST',
    url: `${twoFactorUrl(manager)}/confirm`,
    headers: manager.auth,
    payload: { code: await codeAt(secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json<RecoveryCodes>().recoveryCodes };
}

/** The login form's request, with a code when given. */
export const loginWith = (app: App, manager: Manager, code?: string, ip?: string) =>
  app.server.inject({
    method: 'POST',
    url: '/api/v1/manager/login',
    payload: { username: manager.input.email, password: manager.input.password, ...(code === undefined ? {} : { code }) },
    ...(ip ? { remoteAddress: ip } : {}),
  });

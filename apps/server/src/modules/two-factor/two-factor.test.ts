import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers.ts';
import {
  codeAt,
  enableTwoFactor,
  holdClockMidStep,
  loginWith,
  nextSteps,
  startTwoFactor,
  STEP_MS,
  twoFactorUrl,
} from '../../../test/two-factor.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());
beforeEach(() => {
  holdClockMidStep();
});
afterEach(() => {
  vi.useRealTimers();
});

type Manager = Awaited<ReturnType<typeof registerAndLogin>>;
const status = (manager: Manager) => app.server.inject({ method: 'GET', url: twoFactorUrl(manager), headers: manager.auth });
const confirm = (manager: Manager, code: unknown) =>
  app.server.inject({ method: 'POST', url: `${twoFactorUrl(manager)}/confirm`, headers: manager.auth, payload: { code } });
const turnOff = (manager: Manager, body: object) =>
  app.server.inject({ method: 'DELETE', url: twoFactorUrl(manager), headers: manager.auth, payload: body });
const RECOVERY_CODE = /^[abcdefghjkmnpqrstuvwxyz23456789]{5}-[abcdefghjkmnpqrstuvwxyz23456789]{5}$/;

describe('turning two-step login on', () => {
  it('starts with a secret for the app, turns on with its code, and answers ten distinct recovery codes', async () => {
    const manager = await registerAndLogin(app);
    expect((await status(manager)).json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const setup = await startTwoFactor(app, manager);
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Plan dan:${manager.input.email}`);
    expect(url.searchParams.get('secret')).toBe(setup.secret);
    expect(url.searchParams.get('issuer')).toBe('Plan dan');
    // Pending: not on yet, and the login asks for nothing more.
    expect((await status(manager)).json()).toMatchObject({ enabled: false });
    expect((await loginWith(app, manager)).statusCode).toBe(200);

    const confirmed = await confirm(manager, await codeAt(setup.secret));
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_CODE);
    expect((await status(manager)).json()).toEqual({ enabled: true, enabledAt: Date.now(), recoveryCodesLeft: 10 });

    // Only hashes are stored.
    const stored = await app.db.selectFrom('manager_recovery_codes').select('code_hash').where('manager_id', '=', manager.user.id).execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
  });

  it('refuses a wrong current password with 403', async () => {
    const manager = await registerAndLogin(app);
    const response = await app.server.inject({ method: 'POST', url: twoFactorUrl(manager), headers: manager.auth, payload: { currentPassword: 'nije-ta-lozinka' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'wrong_password', fields: { currentPassword: 'wrong_password' } });
    expect((await status(manager)).json().enabled).toBe(false);
  });

  it('refuses a wrong code with 400 naming code, and a code of a secret replaced by a new start', async () => {
    const manager = await registerAndLogin(app);
    const first = await startTwoFactor(app, manager);
    const wrong = await confirm(manager, (await codeAt(first.secret)) === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ code: 'wrong_code' });
    const recoveryLike = await confirm(manager, 'abcde-fghjk');
    expect(recoveryLike.statusCode).toBe(400);

    const second = await startTwoFactor(app, manager);
    expect(second.secret).not.toBe(first.secret);
    const old = await codeAt(first.secret);
    if (old !== (await codeAt(second.secret))) expect((await confirm(manager, old)).statusCode).toBe(400);
    expect((await confirm(manager, await codeAt(second.secret))).statusCode).toBe(200);
  });

  it('answers 409 two_factor_off when nothing was started, and two_factor_on when it is on already', async () => {
    const manager = await registerAndLogin(app);
    const notStarted = await confirm(manager, '123456');
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().error.code).toBe('two_factor_off');

    const { secret } = await enableTwoFactor(app, manager);
    const startAgain = await app.server.inject({ method: 'POST', url: twoFactorUrl(manager), headers: manager.auth, payload: { currentPassword: manager.input.password } });
    expect(startAgain.statusCode).toBe(409);
    expect(startAgain.json().error.code).toBe('two_factor_on');
    nextSteps();
    const confirmAgain = await confirm(manager, await codeAt(secret));
    expect(confirmAgain.statusCode).toBe(409);
    expect(confirmAgain.json().error.code).toBe('two_factor_on');
    // The secret stayed the one the app has.
    nextSteps();
    expect((await loginWith(app, manager, await codeAt(secret))).statusCode).toBe(200);
  });

  it("ends the manager's other sessions, and keeps the one that turned it on", async () => {
    const manager = await registerAndLogin(app);
    const other = await loginWith(app, manager);
    const otherAuth = { authorization: `Bearer ${other.json().jwtToken}` };
    expect((await app.server.inject({ method: 'GET', url: twoFactorUrl(manager), headers: otherAuth })).statusCode).toBe(200);

    await enableTwoFactor(app, manager);
    expect((await app.server.inject({ method: 'GET', url: twoFactorUrl(manager), headers: otherAuth })).statusCode).toBe(401);
    expect((await status(manager)).statusCode).toBe(200);
  });
});

describe('logging in with two-step login on', () => {
  it('asks for the code (401 two_factor_required, no token), and logs in with the right one', async () => {
    const manager = await registerAndLogin(app);
    const { secret } = await enableTwoFactor(app, manager);
    nextSteps();

    const withoutCode = await loginWith(app, manager);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json().error.code).toBe('two_factor_required');
    expect(withoutCode.body).not.toContain('jwtToken');

    const loggedIn = await loginWith(app, manager, await codeAt(secret));
    expect(loggedIn.statusCode).toBe(200);
    const token = loggedIn.json().jwtToken;
    expect(token).toEqual(expect.any(String));
    expect((await app.server.inject({ method: 'GET', url: twoFactorUrl(manager), headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('refuses a wrong password before asking for a code, and a wrong code with 401 wrong_code', async () => {
    const manager = await registerAndLogin(app);
    const { secret } = await enableTwoFactor(app, manager);
    nextSteps();
    const wrongPassword = await app.server.inject({
      method: 'POST',
      url: '/api/v1/manager/login',
      payload: { username: manager.input.email, password: 'kriva-lozinka', code: await codeAt(secret) },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().error.code).toBe('invalid_credentials');

    const right = await codeAt(secret);
    const wrong = await loginWith(app, manager, right === '000000' ? '999999' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 'wrong_code', fields: { code: 'wrong_code' } });
    expect(wrong.body).not.toContain('jwtToken');
    // The password was right, yet the wrong code gave nothing: the right one still works.
    expect((await loginWith(app, manager, right)).statusCode).toBe(200);
  });

  it('refuses a code used before, even within its 30 seconds, and the code it turned on with', async () => {
    const manager = await registerAndLogin(app);
    const { secret } = await enableTwoFactor(app, manager);
    const enabledWith = await codeAt(secret);
    const reusedConfirm = await loginWith(app, manager, enabledWith);
    expect(reusedConfirm.statusCode).toBe(401);
    expect(reusedConfirm.json().error.code).toBe('wrong_code');

    nextSteps();
    const code = await codeAt(secret);
    expect((await loginWith(app, manager, code)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 10_000);
    const again = await loginWith(app, manager, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('wrong_code');
    // An earlier step's code, still in the window, is refused too once a later one was used.
    nextSteps();
    expect((await loginWith(app, manager, await codeAt(secret, Date.now() - STEP_MS))).statusCode).toBe(401);
    expect((await loginWith(app, manager, await codeAt(secret))).statusCode).toBe(200);
  });

  it("accepts a code one step before or after the server's clock, at both edges of a step, and refuses two steps away", async () => {
    const manager = await registerAndLogin(app);
    const { secret } = await enableTwoFactor(app, manager);
    // Each check on a fresh step far ahead, so no code is refused for being used before.
    let stepStart = Math.floor(Date.now() / STEP_MS) * STEP_MS;
    for (const offset of [0, STEP_MS - 1]) {
      stepStart += 10 * STEP_MS;
      const at = stepStart + offset;
      vi.setSystemTime(at);
      const twoBefore = await codeAt(secret, at - 2 * STEP_MS);
      const twoAfter = await codeAt(secret, at + 2 * STEP_MS);
      const current = await codeAt(secret, at);
      const oneBefore = await codeAt(secret, at - STEP_MS);
      const oneAfter = await codeAt(secret, at + STEP_MS);
      for (const far of [twoBefore, twoAfter]) {
        if ([current, oneBefore, oneAfter].includes(far)) continue;
        expect((await loginWith(app, manager, far)).statusCode, `${far} at ${offset}`).toBe(401);
      }
      // The app's clock behind: the previous step's code.
      expect((await loginWith(app, manager, oneBefore)).statusCode).toBe(200);
      // The app's clock ahead: the next step's code (then the earlier ones are spent).
      expect((await loginWith(app, manager, oneAfter)).statusCode).toBe(200);
    }
  });
});

describe('recovery codes', () => {
  it('log in once each, in any letter case, with spaces or without the hyphen, and the status counts them down', async () => {
    const manager = await registerAndLogin(app);
    const { recoveryCodes } = await enableTwoFactor(app, manager);
    const [first, second, third] = recoveryCodes as [string, string, string];

    expect((await loginWith(app, manager, first)).statusCode).toBe(200);
    const again = await loginWith(app, manager, first);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('wrong_code');

    expect((await loginWith(app, manager, ` ${second.toUpperCase().replace('-', ' - ')} `)).statusCode).toBe(200);
    expect((await loginWith(app, manager, third.replace('-', ''))).statusCode).toBe(200);
    expect((await loginWith(app, manager, third)).statusCode).toBe(401);
    expect((await status(manager)).json().recoveryCodesLeft).toBe(7);
  });

  it("refuses a made-up code and another manager's code", async () => {
    const manager = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    await enableTwoFactor(app, manager);
    const { recoveryCodes: othersCodes } = await enableTwoFactor(app, other);
    expect((await loginWith(app, manager, 'abcde-fghjk')).statusCode).toBe(401);
    expect((await loginWith(app, manager, othersCodes[0])).statusCode).toBe(401);
    expect((await status(manager)).json().recoveryCodesLeft).toBe(10);
  });
});

describe('turning two-step login off', () => {
  it('needs the password and a code: wrong password 403, wrong code 403, right ones 204; then the login asks for no code', async () => {
    const manager = await registerAndLogin(app);
    const { secret } = await enableTwoFactor(app, manager);
    nextSteps();
    const code = await codeAt(secret);

    const wrongPassword = await turnOff(manager, { currentPassword: 'kriva-lozinka', code });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json().error.code).toBe('wrong_password');
    const wrongCode = await turnOff(manager, { currentPassword: manager.input.password, code: code === '000000' ? '111111' : '000000' });
    expect(wrongCode.statusCode).toBe(403);
    expect(wrongCode.json().error).toMatchObject({ code: 'wrong_code', fields: { code: 'wrong_code' } });
    expect((await status(manager)).json().enabled).toBe(true);

    const off = await turnOff(manager, { currentPassword: manager.input.password, code });
    expect(off.statusCode).toBe(204);
    expect(off.body).toBe('');
    expect((await status(manager)).json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(await app.db.selectFrom('manager_recovery_codes').select('id').where('manager_id', '=', manager.user.id).execute()).toEqual([]);
    expect(await app.db.selectFrom('manager_two_factor').select('manager_id').where('manager_id', '=', manager.user.id).execute()).toEqual([]);

    const login = await loginWith(app, manager);
    expect(login.statusCode).toBe(200);
    expect(login.json().jwtToken).toEqual(expect.any(String));

    const offAgain = await turnOff(manager, { currentPassword: manager.input.password, code });
    expect(offAgain.statusCode).toBe(409);
    expect(offAgain.json().error.code).toBe('two_factor_off');
  });

  it('takes a recovery code instead of the app code, and a code used at login is not good for it again', async () => {
    const manager = await registerAndLogin(app);
    const { secret, recoveryCodes } = await enableTwoFactor(app, manager);
    nextSteps();
    const code = await codeAt(secret);
    expect((await loginWith(app, manager, code)).statusCode).toBe(200);
    expect((await turnOff(manager, { currentPassword: manager.input.password, code })).statusCode).toBe(403);
    expect((await turnOff(manager, { currentPassword: manager.input.password, code: recoveryCodes[4] })).statusCode).toBe(204);
  });

  it('can be turned on again afterwards, with a new secret and new recovery codes', async () => {
    const manager = await registerAndLogin(app);
    const first = await enableTwoFactor(app, manager);
    nextSteps();
    expect((await turnOff(manager, { currentPassword: manager.input.password, code: await codeAt(first.secret) })).statusCode).toBe(204);
    nextSteps();
    const second = await enableTwoFactor(app, manager);
    expect(second.secret).not.toBe(first.secret);
    expect(second.recoveryCodes).not.toContain(first.recoveryCodes[0]);
    expect((await loginWith(app, manager, first.recoveryCodes[1])).statusCode).toBe(401);
    expect((await loginWith(app, manager, second.recoveryCodes[1])).statusCode).toBe(200);
  });
});

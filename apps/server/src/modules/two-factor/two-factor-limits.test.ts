import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, managerWithEmployee, registerAndLogin, type TestApp } from '../../../test/helpers.ts';
import { codeAt, enableTwoFactor, holdClockMidStep, loginWith, nextSteps, startTwoFactor, twoFactorUrl } from '../../../test/two-factor.ts';

/** Two-step login's limits, who may call its routes, simultaneous logins with one code, and input it refuses. */
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
/** A 6-digit code that is not `right`. */
const otherThan = (right: string) => (right === '000000' ? '999999' : '000000');
const turnOff = (target: TestApp, manager: Manager, body: object) =>
  target.server.inject({ method: 'DELETE', url: twoFactorUrl(manager), headers: manager.auth, payload: body });

describe('wrong codes and the login limits', () => {
  it('counts wrong codes toward the login limit: after LOGIN_RATE_LIMIT_MAX of them even the right code gets 429', async () => {
    const limited = await createTestApp({ loginRateLimitMax: 3 });
    try {
      const manager = await registerAndLogin(limited);
      const { secret } = await enableTwoFactor(limited, manager);
      nextSteps();
      const right = await codeAt(secret);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await loginWith(limited, manager, otherThan(right))).statusCode);
      expect(statuses).toEqual([401, 401, 401]);
      const blocked = await loginWith(limited, manager, right);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('too_many_requests');
      // The minute over, the manager gets in with the app's code of then (the refused one is two steps old now).
      vi.setSystemTime(Date.now() + 61_000);
      expect((await loginWith(limited, manager, right)).statusCode).toBe(401);
      expect((await loginWith(limited, manager, await codeAt(secret))).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('does not count two_factor_required as a failed login: the password was right', async () => {
    const limited = await createTestApp({ loginRateLimitMax: 3 });
    try {
      const manager = await registerAndLogin(limited);
      const { secret } = await enableTwoFactor(limited, manager);
      nextSteps();
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await loginWith(limited, manager)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
      expect((await loginWith(limited, manager, await codeAt(secret))).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits wrong codes per account, whatever address they come from, and lets the manager in when the window is over', async () => {
    const manager = await registerAndLogin(app);
    const { secret } = await enableTwoFactor(app, manager);
    nextSteps();
    const right = await codeAt(secret);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await loginWith(app, manager, otherThan(right), `10.0.1.${i + 1}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await loginWith(app, manager, right, '10.0.1.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_requests');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    // Another manager is not held back by it.
    const other = await registerAndLogin(app);
    const { secret: othersSecret } = await enableTwoFactor(app, other);
    nextSteps();
    expect((await loginWith(app, other, await codeAt(othersSecret), '10.0.1.99')).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 5 * 60_000);
    expect((await loginWith(app, manager, await codeAt(secret), '10.0.1.99')).statusCode).toBe(200);
  });

  it('counts wrong current passwords for starting it, like a password change does (403, then 429)', async () => {
    const limited = await createTestApp({ loginRateLimitMax: 2 });
    try {
      const manager = await registerAndLogin(limited);
      const start = (currentPassword: string) =>
        limited.server.inject({ method: 'POST', url: twoFactorUrl(manager), headers: manager.auth, payload: { currentPassword } });
      expect([(await start('kriva-lozinka')).statusCode, (await start('kriva-lozinka')).statusCode]).toEqual([403, 403]);
      expect((await start(manager.input.password)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('counts wrong codes for turning it off with the wrong current passwords (403, then 429)', async () => {
    const limited = await createTestApp({ loginRateLimitMax: 3 });
    try {
      const manager = await registerAndLogin(limited);
      const { secret } = await enableTwoFactor(limited, manager);
      nextSteps();
      const right = await codeAt(secret);
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await turnOff(limited, manager, { currentPassword: manager.input.password, code: otherThan(right) })).statusCode);
      }
      expect(statuses).toEqual([403, 403, 403]);
      expect((await turnOff(limited, manager, { currentPassword: manager.input.password, code: right })).statusCode).toBe(429);
      // One count with the other current-password checks: starting again and changing the password wait too.
      const start = await limited.server.inject({ method: 'POST', url: twoFactorUrl(manager), headers: manager.auth, payload: { currentPassword: manager.input.password } });
      expect(start.statusCode).toBe(429);
      const change = await limited.server.inject({
        method: 'PUT',
        url: `/api/v1/manager/${manager.user.id}/password`,
        headers: manager.auth,
        payload: { currentPassword: manager.input.password, newPassword: 'nova-tajna-lozinka' },
      });
      expect(change.statusCode).toBe(429);
      const status = await limited.server.inject({ method: 'GET', url: twoFactorUrl(manager), headers: manager.auth });
      expect(status.json().enabled).toBe(true);
    } finally {
      await limited.close();
    }
  });
});

describe('who may call the routes', () => {
  it("refuses another manager's id (403), the phone's token (403), and no token (401) on each route", async () => {
    const { manager, phone } = await managerWithEmployee(app);
    const other = await registerAndLogin(app);
    const url = twoFactorUrl(manager);
    const calls = [
      { method: 'GET' as const, url },
      { method: 'POST' as const, url, payload: { currentPassword: manager.input.password } },
      { method: 'POST' as const, url: `${url}/confirm`, payload: { code: '123456' } },
      { method: 'DELETE' as const, url, payload: { currentPassword: manager.input.password, code: '123456' } },
    ];
    for (const call of calls) {
      const label = `${call.method} ${call.url}`;
      const others = await app.server.inject({ ...call, headers: other.auth });
      expect(others.statusCode, label).toBe(403);
      expect(others.json().error.code, label).toBe('forbidden');
      expect((await app.server.inject({ ...call, headers: phone.auth })).statusCode, label).toBe(403);
      expect((await app.server.inject(call)).statusCode, label).toBe(401);
    }
    const status = await app.server.inject({ method: 'GET', url, headers: manager.auth });
    expect(status.json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
  });

  it("logs a manager without two-step login in as before, with the original client's body (no code)", async () => {
    const manager = await registerAndLogin(app);
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/v1/manager/login',
      payload: { username: manager.input.email, password: manager.input.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: manager.user.id, jwtToken: expect.any(String) });
    // A code sent anyway does not matter while two-step login is off.
    expect((await loginWith(app, manager, '123456')).statusCode).toBe(200);
  });
});

describe('one code, two logins at once', () => {
  it('lets exactly one of two simultaneous logins with the same app code through', async () => {
    const manager = await registerAndLogin(app);
    const { secret } = await enableTwoFactor(app, manager);
    for (let round = 0; round < 4; round++) {
      nextSteps();
      const code = await codeAt(secret);
      const answers = await Promise.all([loginWith(app, manager, code), loginWith(app, manager, code)]);
      expect(answers.map((answer) => answer.statusCode).sort(), `round ${round}`).toEqual([200, 401]);
    }
  });

  it('lets exactly one of five simultaneous logins with the same app code through', async () => {
    const manager = await registerAndLogin(app);
    const { secret } = await enableTwoFactor(app, manager);
    nextSteps();
    const code = await codeAt(secret);
    const answers = await Promise.all(Array.from({ length: 5 }, () => loginWith(app, manager, code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('turns it on once when the same code confirms twice at once: the other answer is 409 two_factor_on', async () => {
    const manager = await registerAndLogin(app);
    const { secret } = await startTwoFactor(app, manager);
    const code = await codeAt(secret);
    const confirmOnce = () =>
      app.server.inject({ method: 'POST', url: `${twoFactorUrl(manager)}/confirm`, headers: manager.auth, payload: { code } });
    const answers = await Promise.all([confirmOnce(), confirmOnce()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.code).toBe('two_factor_on');
    const stored = await app.db.selectFrom('manager_recovery_codes').select('id').where('manager_id', '=', manager.user.id).execute();
    expect(stored).toHaveLength(10);
  });

  it('lets exactly one of two simultaneous logins with the same recovery code through', async () => {
    const manager = await registerAndLogin(app);
    const { recoveryCodes } = await enableTwoFactor(app, manager);
    for (const code of recoveryCodes.slice(0, 2)) {
      const answers = await Promise.all([loginWith(app, manager, code), loginWith(app, manager, code.toUpperCase())]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    }
    const status = await app.server.inject({ method: 'GET', url: twoFactorUrl(manager), headers: manager.auth });
    expect(status.json().recoveryCodesLeft).toBe(8);
  });
});

describe('input the routes refuse', () => {
  it('answers 400 naming the field for codes too long, not strings, or missing, and for a missing body', async () => {
    const manager = await registerAndLogin(app);
    const url = twoFactorUrl(manager);
    const { secret } = await enableTwoFactor(app, manager);
    for (const code of ['1'.repeat(41), 123456, null, ['123456'], '']) {
      const login = await app.server.inject({
        method: 'POST',
        url: '/api/v1/manager/login',
        payload: { username: manager.input.email, password: manager.input.password, code },
      });
      expect(login.statusCode, JSON.stringify(code)).toBe(400);
      expect(login.json().error.fields, JSON.stringify(code)).toHaveProperty('code');
      const confirm = await app.server.inject({ method: 'POST', url: `${url}/confirm`, headers: manager.auth, payload: { code } });
      expect(confirm.statusCode, JSON.stringify(code)).toBe(400);
      expect(confirm.json().error.fields).toHaveProperty('code');
    }
    const noBody = await app.server.inject({ method: 'DELETE', url, headers: manager.auth });
    expect(noBody.statusCode).toBe(400);
    const jsonNoBody = await app.server.inject({ method: 'DELETE', url, headers: { ...manager.auth, 'content-type': 'application/json' } });
    expect(jsonNoBody.statusCode).toBe(400);
    // A NUL or other odd characters within the length are just a wrong code.
    nextSteps();
    const odd = await loginWith(app, manager, `12\u000034-56`);
    expect(odd.statusCode).toBe(401);
    expect(odd.json().error.code).toBe('wrong_code');
    expect((await loginWith(app, manager, await codeAt(secret))).statusCode).toBe(200);
  });
});

import { createHash } from 'node:crypto';
import { PASSWORD_RESET_MINUTES } from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMailServer, type TestMailServer } from '../../../test/mail-server.ts';
import { askReset, confirmReset, CONFIRM, logIn, tokenOf } from '../../../test/password-reset.ts';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers.ts';

/**
 * 'Zaboravili ste lozinku?' end to end, on SQLite and (with DATABASE_URL) PostgreSQL: the app sends its mail
 * through nodemailer to a real SMTP server in this process, and each test reads the link from what arrived.
 * The limits, the unknown address, the log without SMTP and the command line: password-reset-limits.test.ts.
 */
let app: TestApp;
let mail: TestMailServer;
beforeAll(async () => {
  mail = await startMailServer();
  app = await createTestApp({ smtpUrl: mail.url });
});
afterAll(async () => {
  await app?.close();
  await mail?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const NEW_PASSWORD = 'nova-tajna-lozinka';
type Manager = Awaited<ReturnType<typeof registerAndLogin>>;

/** Asks for a link for the manager (by their e-mail address unless told) and answers the mail that brought it. */
async function mailedToken(manager: Manager, login: string = manager.input.email, after = 0) {
  const response = await askReset(app, login);
  expect(response.statusCode).toBe(202);
  return tokenOf(await mail.nextTo(manager.input.email, after));
}

const expectInvalidToken = (response: Awaited<ReturnType<typeof confirmReset>>) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { token: 'invalid_token' } });
};

const sessionAnswer = async (auth: Record<string, string>) => (await app.server.inject({ method: 'GET', url: '/api/v1/chat', headers: auth })).statusCode;

describe('the reset link by e-mail', () => {
  it('lets the manager set a new password from the mailed link, then log in with it; the old password is refused', async () => {
    const manager = await registerAndLogin(app);
    const response = await askReset(app, manager.input.email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toBeNull();

    const received = await mail.nextTo(manager.input.email);
    expect(received.subject).toBe('Nova lozinka za Plan dan');
    expect(received.from).toBe('plan-dan@localhost');
    const token = tokenOf(received);

    const confirmed = await confirmReset(app, token, NEW_PASSWORD);
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect(confirmed.body).toBe('');
    const loggedIn = await logIn(app, manager.input.email, NEW_PASSWORD);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json()).toMatchObject({ id: manager.user.id, jwtToken: expect.any(String) });
    const old = await logIn(app, manager.input.email, manager.input.password);
    expect(old.statusCode).toBe(401);
    expect(old.json().error.code).toBe('invalid_credentials');
  });

  it('writes the mail in Croatian, in text and in HTML with the same words, the link as a button and as an address, no images', async () => {
    const manager = await registerAndLogin(app, { name: 'Ana <b>&' });
    await askReset(app, manager.input.email);
    const received = await mail.nextTo(manager.input.email);
    const token = tokenOf(received);
    const sentences = [
      'Dobar dan, Ana <b>&,',
      'Netko je zatražio novu lozinku za vaš račun u Plan danu.',
      `Vaše korisničko ime za prijavu: ${manager.user.username}`,
      `Poveznica vrijedi ${PASSWORD_RESET_MINUTES} minuta i može se iskoristiti samo jednom.`,
      'Ako niste vi zatražili novu lozinku, zanemarite ovu poruku: vaša lozinka ostaje ista.',
    ];
    const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    for (const sentence of sentences) {
      expect(received.text).toContain(sentence);
      expect(received.html).toContain(escaped(sentence));
    }
    // The name is the manager's own text: in the HTML it stays text.
    expect(received.html).not.toContain('<b>');
    expect(received.html).toContain(`>Postavi novu lozinku</a>`);
    expect(received.html).toContain(`>http://localhost:3000/plan-dan/nova-lozinka?token=${token}</a>`);
    expect(received.html).not.toMatch(/<img|src=|url\(/i);
  });

  it('stores only the SHA-256 of the token, and the link works once', async () => {
    const manager = await registerAndLogin(app);
    const token = await mailedToken(manager);
    const row = await app.db.selectFrom('password_resets').selectAll().where('manager_id', '=', manager.user.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    expect((await confirmReset(app, token, NEW_PASSWORD)).statusCode).toBe(204);
    expectInvalidToken(await confirmReset(app, token, 'jos-jedna-lozinka'));
    expect((await logIn(app, manager.input.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await logIn(app, manager.input.email, 'jos-jedna-lozinka')).statusCode).toBe(401);
  });

  it('lets one of two simultaneous uses of a link through, and refuses the other', async () => {
    const manager = await registerAndLogin(app);
    const token = await mailedToken(manager);
    const answers = await Promise.all([confirmReset(app, token, 'prva-nova-lozinka'), confirmReset(app, token, 'druga-nova-lozinka')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 400]);
    const won = answers[0]!.statusCode === 204 ? 'prva-nova-lozinka' : 'druga-nova-lozinka';
    expect((await logIn(app, manager.input.email, won)).statusCode).toBe(200);
  });

  it(`refuses a link after ${PASSWORD_RESET_MINUTES} minutes, and takes one just before`, async () => {
    const manager = await registerAndLogin(app);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const late = await mailedToken(manager);
    vi.setSystemTime(Date.now() + PASSWORD_RESET_MINUTES * 60_000);
    expectInvalidToken(await confirmReset(app, late, NEW_PASSWORD));

    const inTime = await mailedToken(manager, manager.input.email, 1);
    vi.setSystemTime(Date.now() + PASSWORD_RESET_MINUTES * 60_000 - 1_000);
    expect((await confirmReset(app, inTime, NEW_PASSWORD)).statusCode).toBe(204);
    expect((await logIn(app, manager.input.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an older link once a newer one was sent; the newer one works', async () => {
    const manager = await registerAndLogin(app);
    const older = await mailedToken(manager);
    const newer = await mailedToken(manager, manager.input.email, 1);
    expect(newer).not.toBe(older);
    expectInvalidToken(await confirmReset(app, older, NEW_PASSWORD));
    expect((await confirmReset(app, newer, NEW_PASSWORD)).statusCode).toBe(204);
  });

  it('refuses a link after the password was changed in Postavke, even to the same password', async () => {
    const manager = await registerAndLogin(app);
    const token = await mailedToken(manager);
    const changed = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/manager/${manager.user.id}/password`,
      headers: manager.auth,
      payload: { currentPassword: manager.input.password, newPassword: manager.input.password },
    });
    expect(changed.statusCode).toBe(204);
    expectInvalidToken(await confirmReset(app, token, NEW_PASSWORD));
    expect((await logIn(app, manager.input.email, manager.input.password)).statusCode).toBe(200);
  });

  it('ends every session of the manager: the tokens from before answer 401', async () => {
    const manager = await registerAndLogin(app);
    const other = (await logIn(app, manager.input.email, manager.input.password)).json<{ jwtToken: string }>();
    const otherAuth = { authorization: `Bearer ${other.jwtToken}` };
    const stranger = await registerAndLogin(app);
    expect(await sessionAnswer(manager.auth)).toBe(200);
    expect(await sessionAnswer(otherAuth)).toBe(200);

    expect((await confirmReset(app, await mailedToken(manager), NEW_PASSWORD)).statusCode).toBe(204);
    expect(await sessionAnswer(manager.auth)).toBe(401);
    expect(await sessionAnswer(otherAuth)).toBe(401);
    // Nobody else's session ends.
    expect(await sessionAnswer(stranger.auth)).toBe(200);
    const fresh = (await logIn(app, manager.input.email, NEW_PASSWORD)).json<{ jwtToken: string }>();
    expect(await sessionAnswer({ authorization: `Bearer ${fresh.jwtToken}` })).toBe(200);
  });

  it('answers 400 naming the password for a weak one, and the link still works afterwards', async () => {
    const manager = await registerAndLogin(app);
    const token = await mailedToken(manager);
    for (const password of ['abc', '', 'x'.repeat(1000), 'tajna\u0000lozinka', 12345678, null]) {
      const response = await app.server.inject({ method: 'POST', url: CONFIRM, payload: { token, password } });
      expect(response.statusCode, JSON.stringify(password)).toBe(400);
      expect(Object.keys(response.json().error.fields), JSON.stringify(password)).toEqual(['password']);
    }
    expect((await confirmReset(app, token, NEW_PASSWORD)).statusCode).toBe(204);
  });

  it('answers 400 naming the token for a made-up, malformed or missing one', async () => {
    const manager = await registerAndLogin(app);
    const real = await mailedToken(manager);
    const madeUp = [
      'A'.repeat(43),
      `${real.slice(0, 42)}${real.endsWith('A') ? 'B' : 'A'}`,
      'x',
      '',
      'y'.repeat(200),
      `..%2F..%2F${'a'.repeat(33)}`,
      `../../${'a'.repeat(37)}`,
      `${real}=`,
      `${real.slice(0, 42)}\u0000`,
    ];
    for (const token of madeUp) {
      const response = await confirmReset(app, token, NEW_PASSWORD);
      expect(response.statusCode, token).toBe(400);
      expect(response.json().error.fields, token).toEqual({ token: 'invalid_token' });
    }
    for (const payload of [{ password: NEW_PASSWORD }, { token: 12, password: NEW_PASSWORD }, { token: [real], password: NEW_PASSWORD }]) {
      const response = await app.server.inject({ method: 'POST', url: CONFIRM, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields, JSON.stringify(payload)).toHaveProperty('token');
    }
    // None of them touched the real link.
    expect((await confirmReset(app, real, NEW_PASSWORD)).statusCode).toBe(204);
  });

  it('takes the username or the e-mail address, in any letter case and with spaces around it', async () => {
    const manager = await registerAndLogin(app);
    const logins = [manager.user.username, manager.input.email.toUpperCase(), `  ${manager.user.username.toUpperCase()} `];
    for (const [index, login] of logins.entries()) {
      const token = await mailedToken(manager, login, index);
      expect(token).toBeDefined();
    }
    expect(mail.received.filter((received) => received.to.includes(manager.input.email))).toHaveLength(3);
  });

  // Two-step login is the two-factor module's (another branch): its tests show that a reset leaves it on.
  it.skip('leaves two-step login on: the login after a reset still asks for a code', () => {});
});

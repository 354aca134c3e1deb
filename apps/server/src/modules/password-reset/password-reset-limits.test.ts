import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { startMailServer, type TestMailServer } from '../../../test/mail-server.ts';
import { askReset, CONFIRM, confirmReset, linkIn, logIn, tokenOf } from '../../../test/password-reset.ts';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers.ts';

/**
 * What the reset must not give away or allow, on SQLite and (with DATABASE_URL) PostgreSQL: whether an
 * address is registered, many requests from one client, a flood of mails to one account. Then the two ways
 * to a link without SMTP: the server's log, and the operator's `npm run reset-password`.
 */
let mail: TestMailServer;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(async () => mail?.close());
afterEach(() => {
  vi.useRealTimers();
});

const NEW_PASSWORD = 'nova-tajna-lozinka';
const mailsTo = (address: string) => mail.received.filter((received) => received.to.includes(address.toLowerCase())).length;

/** An answer as a client sees it, without what differs by the moment alone (the date). */
const asSeen = (response: LightMyRequestResponse) => {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
};

/** A log the app writes to, and what it has written so far. */
function collectLog() {
  let text = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { logStream, logged: () => text };
}

describe('the answer and the mails', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ smtpUrl: mail.url });
  });
  afterAll(async () => app?.close());

  it('answers an unknown address or username exactly as a known one, and sends it no mail', async () => {
    const known = await registerAndLogin(app);
    const answers = {
      knownEmail: asSeen(await askReset(app, known.input.email)),
      knownUsername: asSeen(await askReset(app, known.user.username)),
      unknownEmail: asSeen(await askReset(app, 'niko.nepoznat@example.com')),
      unknownUsername: asSeen(await askReset(app, 'nepoznat123')),
    };
    expect(answers.knownEmail.status).toBe(202);
    for (const answer of Object.values(answers)) expect(answer).toEqual(answers.knownEmail);
    await mail.nextTo(known.input.email, 1);

    // Each request is handled just after its answer, in order: a mail for the unknown ones would have been on
    // its way before this one, asked for after a registration (a slow password hash) that follows them all.
    const later = await registerAndLogin(app);
    const before = mail.received.length;
    await askReset(app, later.input.email);
    await mail.nextTo(later.input.email);
    expect(mail.received.length).toBe(before + 1);
    expect(mailsTo('niko.nepoznat@example.com')).toBe(0);
  });

  it('sends one account at most 3 mails an hour; the 4th request is answered alike and sends nothing; an hour later mail goes again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const manager = await registerAndLogin(app);
    for (let i = 0; i < 3; i += 1) expect((await askReset(app, manager.input.email)).statusCode).toBe(202);
    const third = tokenOf(await mail.nextTo(manager.input.email, 2));
    const fourth = await askReset(app, manager.user.username);
    expect(asSeen(fourth)).toEqual(asSeen(await askReset(app, 'niko.nepoznat@example.com')));

    const control = await registerAndLogin(app);
    await askReset(app, control.input.email);
    await mail.nextTo(control.input.email);
    expect(mailsTo(manager.input.email)).toBe(3);

    // An hour later the account gets mail again.
    vi.setSystemTime(Date.now() + 61 * 60_000);
    expect((await askReset(app, manager.input.email)).statusCode).toBe(202);
    const next = tokenOf(await mail.nextTo(manager.input.email, 3));
    expect(next).not.toBe(third);
  });

  it('keeps a mailed link alive when the hourly mails are used up: the 4th request replaces none', async () => {
    const manager = await registerAndLogin(app);
    for (let i = 0; i < 4; i += 1) expect((await askReset(app, manager.input.email)).statusCode).toBe(202);
    await mail.nextTo(manager.input.email, 2);
    const control = await registerAndLogin(app);
    await askReset(app, control.input.email);
    await mail.nextTo(control.input.email);
    // Requests sent together are handled side by side, and mails may arrive in any order: one of the three works.
    const tokens = mail.received.filter((received) => received.to.includes(manager.input.email)).map(tokenOf);
    expect(tokens).toHaveLength(3);
    const statuses = [];
    for (const token of tokens) statuses.push((await confirmReset(app, token, NEW_PASSWORD)).statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect((await logIn(app, manager.input.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for a body that is not an object with a username', async () => {
    const bodies: [string, string][] = [
      ['[]', 'body'],
      ['null', 'body'],
      ['42', 'body'],
      ['"ana"', 'body'],
      ['{"username":', 'body'],
      ['{}', 'username'],
      ['{"username":""}', 'username'],
      ['{"username":"   "}', 'username'],
      ['{"username":42}', 'username'],
      ['{"username":["ana"]}', 'username'],
      ['{"username":"ana\\u0000@example.com"}', 'username'],
      [JSON.stringify({ username: 'a'.repeat(300) }), 'username'],
    ];
    for (const [payload, field] of bodies) {
      const response = await app.server.inject({ method: 'POST', url: '/api/v1/password-reset', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), payload).toContain(field);
    }
  });
});

describe('the limits per client address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ smtpUrl: mail.url, loginRateLimitMax: 3 });
  });
  afterAll(async () => limited?.close());

  it('answers 429 with Retry-After after LOGIN_RATE_LIMIT_MAX requests, known address or not; another address is not held up', async () => {
    const manager = await registerAndLogin(limited);
    const statuses = [];
    for (const login of ['nepoznat@example.com', manager.input.email, 'nepoznat2', manager.input.email]) {
      statuses.push((await askReset(limited, login)).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await askReset(limited, manager.input.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await askReset(limited, manager.input.email, {}, '10.9.8.7')).statusCode).toBe(202);
  });

  it('answers 429 to a client guessing tokens after LOGIN_RATE_LIMIT_MAX failures, even for a real one then', async () => {
    const manager = await registerAndLogin(limited);
    await askReset(limited, manager.input.email, {}, '10.1.1.1');
    const real = tokenOf(await mail.nextTo(manager.input.email));
    const guess = (token: string) => limited.server.inject({ method: 'POST', url: CONFIRM, remoteAddress: '10.2.2.2', payload: { token, password: NEW_PASSWORD } });
    const statuses = [];
    for (const token of ['A'.repeat(43), 'B'.repeat(43), 'C'.repeat(43), real]) statuses.push((await guess(token)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Another client, the manager at home, is not held up by the guesser.
    expect((await confirmReset(limited, real, NEW_PASSWORD)).statusCode).toBe(204);
  });
});

describe('without SMTP_URL', () => {
  it('writes the link to the log, and the link works', async () => {
    const { logStream, logged } = collectLog();
    const app = await createTestApp({ logLevel: 'warn', logStream });
    try {
      const manager = await registerAndLogin(app);
      expect((await askReset(app, manager.input.email)).statusCode).toBe(202);
      await expect.poll(logged).toContain('nova-lozinka?token=');
      const line = logged().split('\n').find((entry) => entry.includes('nova-lozinka?token='))!;
      const entry = JSON.parse(line) as { msg: string; to: string; subject: string };
      expect(entry).toMatchObject({ to: manager.input.email, subject: 'Nova lozinka za Plan dan' });
      expect(entry.msg).toContain('Netko je zatražio novu lozinku za vaš račun u Plan danu.');
      const { token } = linkIn(entry.msg);
      expect((await confirmReset(app, token, NEW_PASSWORD)).statusCode).toBe(204);
      expect((await logIn(app, manager.user.username, NEW_PASSWORD)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('a mail server that cannot be reached', () => {
  it('still answers 202, and the failure is in the log', async () => {
    const { logStream, logged } = collectLog();
    const closed = await startMailServer();
    await closed.close();
    const app = await createTestApp({ smtpUrl: closed.url, logLevel: 'error', logStream });
    try {
      const manager = await registerAndLogin(app);
      expect((await askReset(app, manager.input.email)).statusCode).toBe(202);
      await expect.poll(logged, { timeout: 15_000 }).toContain('password reset: the mail could not be sent');
    } finally {
      await app.close();
    }
  });
});

describe('npm run reset-password', () => {
  const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
  const CLI = path.join(REPO_ROOT, 'apps/server/src/modules/password-reset/cli.ts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-reset-cli-'));
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // The operator's server on SQLite, as `npm start` makes it from DATA_DIR.
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
    app = await buildApp({ ...config, webDistDir: undefined, employeeDistDir: undefined });
  });
  afterAll(async () => {
    await app?.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs the command as the npm script does, from the repository, with DATA_DIR and no DATABASE_URL. */
  async function runCli(args: string[], extra: Record<string, string> = {}) {
    const { DATABASE_URL: _ownDatabase, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', SMTP_URL: '', ...extra };
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    return { code, stdout, stderr };
  }

  it('prints a working link for an e-mail address or a username', { timeout: 60_000 }, async () => {
    const manager = await registerAndLogin(app);
    for (const [login, password] of [
      [manager.input.email.toUpperCase(), NEW_PASSWORD],
      [manager.user.username, 'treca-lozinka'],
    ] as const) {
      const run = await runCli([login]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain(`${manager.user.username} (${manager.input.email})`);
      const { token } = linkIn(run.stdout);
      expect((await confirmReset(app, token, password)).statusCode).toBe(204);
      expect((await logIn(app, manager.input.email, password)).statusCode).toBe(200);
    }
  });

  // Only where the run has a PostgreSQL (CI's second run): the SQLite case above covers the same command without one.
  it.runIf(process.env.DATABASE_URL)('works with DATABASE_URL on PostgreSQL', { timeout: 60_000 }, async () => {
    const pgApp = await createTestApp();
    try {
      const manager = await registerAndLogin(pgApp);
      // The test app's own schema, by the connection's search_path (pg reads `options` from the address).
      const url = new URL(process.env.DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${pgApp.config.databaseSchema!}`);
      const run = await runCli([manager.user.username], { DATABASE_URL: url.href, DATA_DIR: path.join(dataDir, 'unused') });
      expect(run.code, run.stderr).toBe(0);
      const { token } = linkIn(run.stdout);
      expect((await confirmReset(pgApp, token, NEW_PASSWORD)).statusCode).toBe(204);
      expect((await logIn(pgApp, manager.user.username, NEW_PASSWORD)).statusCode).toBe(200);
    } finally {
      await pgApp.close();
    }
  });

  it('exits 1 with one line on stderr for an unknown login, and with the usage for none', { timeout: 60_000 }, async () => {
    const unknown = await runCli(['niko.nepoznat@example.com']);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr.trim().split('\n')).toEqual(['plan-dan reset-password: No manager has the username or e-mail address niko.nepoznat@example.com.']);
    const none = await runCli([]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('Usage: npm run reset-password -- <e-mail or username>');
  });
});

import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DEFAULT_CHAT_SEND_LIMIT, DEFAULT_NOT_STARTED_MARGIN_MINUTES } from '@plan-dan/contract';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig, loadDotEnv } from './config.ts';

const repoRoot = new URL('../../../', import.meta.url).pathname;

describe('configuration', () => {
  it('documents the same variables in the README, .env.example and the schema', () => {
    const schemaKeys = Object.keys(envSchema.shape).sort();
    const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    const exampleKeys = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]).sort();
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Other commands'));
    const readmeKeys = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((m) => m[1]).sort();
    expect(exampleKeys).toEqual(schemaKeys);
    expect(readmeKeys).toEqual(schemaKeys);
  });

  it(`reads the chat's sending limit, ${DEFAULT_CHAT_SEND_LIMIT} a minute unless set, and refuses one that is no positive whole number`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).chatSendLimitMax).toBe(DEFAULT_CHAT_SEND_LIMIT);
      expect(loadConfig({ DATA_DIR: dataDir, CHAT_SEND_LIMIT_MAX: '' }).chatSendLimitMax).toBe(DEFAULT_CHAT_SEND_LIMIT);
      expect(loadConfig({ DATA_DIR: dataDir, CHAT_SEND_LIMIT_MAX: '120' }).chatSendLimitMax).toBe(120);
      for (const refused of ['0', '-5', '2.5', 'many']) {
        expect(() => loadConfig({ DATA_DIR: dataDir, CHAT_SEND_LIMIT_MAX: refused }), refused).toThrow(/CHAT_SEND_LIMIT_MAX/);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it(`reads the not-started margin, ${DEFAULT_NOT_STARTED_MARGIN_MINUTES} minutes unless set, and refuses one that is no whole number of minutes up to a day`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).notStartedMarginMinutes).toBe(DEFAULT_NOT_STARTED_MARGIN_MINUTES);
      expect(loadConfig({ DATA_DIR: dataDir, NOT_STARTED_MARGIN_MINUTES: '' }).notStartedMarginMinutes).toBe(DEFAULT_NOT_STARTED_MARGIN_MINUTES);
      expect(loadConfig({ DATA_DIR: dataDir, NOT_STARTED_MARGIN_MINUTES: '1' }).notStartedMarginMinutes).toBe(1);
      expect(loadConfig({ DATA_DIR: dataDir, NOT_STARTED_MARGIN_MINUTES: '1440' }).notStartedMarginMinutes).toBe(1440);
      for (const refused of ['0', '-5', '2.5', '1441', 'soon']) {
        expect(() => loadConfig({ DATA_DIR: dataDir, NOT_STARTED_MARGIN_MINUTES: refused }), refused).toThrow(/NOT_STARTED_MARGIN_MINUTES/);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads SMTP_URL (smtp:// or smtps://) and MAIL_FROM (an address, or a name and one), unset by default, and refuses others', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-config-'));
    try {
      const unset = loadConfig({ DATA_DIR: dataDir, SMTP_URL: '', MAIL_FROM: '' });
      expect(unset.smtpUrl).toBeUndefined();
      expect(unset.mailFrom).toBeUndefined();
      for (const url of ['smtp://user:pass@mail.example.com:587', 'smtps://mail.example.com:465', 'smtp://127.0.0.1:2525']) {
        expect(loadConfig({ DATA_DIR: dataDir, SMTP_URL: url }).smtpUrl, url).toBe(url);
      }
      for (const from of ['plan-dan@example.com', 'Plan dan <plan-dan@example.com>', 'Udruga Sunce <info@sunce.hr>']) {
        expect(loadConfig({ DATA_DIR: dataDir, MAIL_FROM: from }).mailFrom, from).toBe(from);
      }
      for (const refused of ['http://mail.example.com', 'mail.example.com:587', 'smtp:/broken', 'postgres://x@y/z']) {
        expect(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: refused }), refused).toThrow(/SMTP_URL: an smtp:\/\/ or smtps:\/\/ address/);
      }
      for (const refused of ['plan-dan', 'Plan dan', 'a@b.c\r\nBcc: everyone@example.com', 'Plan dan <plan-dan>', '<a@b.c> <d@e.f>', 'a b@example.com']) {
        expect(() => loadConfig({ DATA_DIR: dataDir, MAIL_FROM: refused }), refused).toThrow(/MAIL_FROM: an e-mail address/);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('generates a JWT secret once and keeps it in the data folder', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      const second = loadConfig({ DATA_DIR: dataDir });
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(first.publicUrl).toBe('http://localhost:3000');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('generates the VAPID keys once and keeps them, or takes both from the configuration', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir }).vapid!;
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(first.subject).toMatch(/^mailto:/);
      expect(loadConfig({ DATA_DIR: dataDir }).vapid).toEqual(first);
      const given = { VAPID_PUBLIC_KEY: `B${'x'.repeat(86)}`, VAPID_PRIVATE_KEY: 'y'.repeat(43), VAPID_SUBJECT: 'https://firma.example' };
      expect(loadConfig({ DATA_DIR: dataDir, ...given }).vapid).toEqual({ publicKey: given.VAPID_PUBLIC_KEY, privateKey: given.VAPID_PRIVATE_KEY, subject: given.VAPID_SUBJECT });
      expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: given.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY/);
      expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_SUBJECT: 'ftp://x' })).toThrow(/VAPID_SUBJECT/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('generates one JWT secret and one VAPID key pair when instances sharing the data folder start at the same moment', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-config-'));
    // Threads held at one barrier and released together, each loading the configuration as a server starts.
    const barrier = new Int32Array(new SharedArrayBuffer(4));
    const code = `
      const { workerData, parentPort } = require('node:worker_threads');
      import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.config, workerData.config)).then(({ loadConfig }) => {
        parentPort.postMessage('loaded');
        Atomics.wait(workerData.barrier, 0, 0);
        const config = loadConfig({ DATA_DIR: workerData.dataDir });
        parentPort.postMessage({ jwtSecret: config.jwtSecret, vapid: config.vapid });
      });`;
    const config = new URL('./config.ts', import.meta.url).href;
    const tsx = import.meta.resolve('tsx/esm/api');
    const workers = Array.from({ length: 8 }, () => new Worker(code, { eval: true, workerData: { barrier, config, tsx, dataDir } }));
    try {
      await Promise.all(workers.map((worker) => once(worker, 'message')));
      const answers = workers.map((worker) => once(worker, 'message').then(([message]) => message as { jwtSecret: string; vapid: object }));
      Atomics.store(barrier, 0, 1);
      Atomics.notify(barrier, 0);
      const loaded = await Promise.all(answers);
      expect(new Set(loaded.map((answer) => answer.jwtSecret)).size).toBe(1);
      expect(new Set(loaded.map((answer) => JSON.stringify(answer.vapid))).size).toBe(1);
      expect(loaded[0]!.jwtSecret).toBe(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8'));
      expect(readdirSync(dataDir).sort()).toEqual(['jwt-secret', 'vapid-keys.json']);
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('trusts X-Forwarded-For only from a number of proxies or from their addresses, never from anyone', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-config-'));
    const trustProxy = (value?: string) => loadConfig({ DATA_DIR: dataDir, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    try {
      expect(trustProxy()).toBe(false);
      expect(trustProxy('')).toBe(false);
      expect(trustProxy('false')).toBe(false);
      expect(trustProxy('1')).toBe(1);
      expect(trustProxy('10.0.0.1, 10.0.0.0/8,loopback,::1')).toBe('10.0.0.1,10.0.0.0/8,loopback,::1');
      for (const refused of ['true', 'maybe', '10.0.0.300', '-1', 'yes']) {
        expect(() => trustProxy(refused), refused).toThrow(/TRUST_PROXY: give the number of proxies/);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a time zone the runtime does not know, and reads .env-style empty values as not set', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir, APP_TIMEZONE: 'Pacific/Kiritimati' }).timezone).toBe('Pacific/Kiritimati');
      expect(() => loadConfig({ DATA_DIR: dataDir, APP_TIMEZONE: 'Europe/Atlantis' })).toThrow(/APP_TIMEZONE: not a known time zone/);
      const fromExample = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: '', JWT_SECRET: '', APP_TIMEZONE: '' });
      expect(fromExample.databaseUrl).toBeUndefined();
      expect(fromExample.timezone).toBe('Europe/Sarajevo');
      expect(fromExample.publicUrl).toBe('http://localhost:3000');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps files on disk unless STORAGE=s3, which needs a bucket and keys; stray S3 settings stop the start', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-config-'));
    const s3 = { STORAGE: 's3', S3_BUCKET: 'plan-dan', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
      expect(loadConfig({ DATA_DIR: dataDir, STORAGE: 'disk', S3_BUCKET: '' }).s3).toBeUndefined();
      expect(loadConfig({ DATA_DIR: dataDir, ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000/' }).s3).toEqual({
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'plan-dan',
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        checksums: 'WHEN_REQUIRED',
      });
      // Amazon S3 itself: no endpoint, the bucket in the host name unless told otherwise.
      expect(loadConfig({ DATA_DIR: dataDir, ...s3, S3_REGION: 'eu-central-1' }).s3).toMatchObject({ endpoint: undefined, region: 'eu-central-1', forcePathStyle: false });
      expect(loadConfig({ DATA_DIR: dataDir, ...s3, S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false', S3_CHECKSUMS: 'WHEN_SUPPORTED' }).s3).toMatchObject({
        forcePathStyle: false,
        checksums: 'WHEN_SUPPORTED',
      });

      expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'plan-dan' })).toThrow('STORAGE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
      expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'plan-dan', S3_ENDPOINT: 'http://minio:9000' })).toThrow(
        'S3_ENDPOINT, S3_BUCKET set, but STORAGE is disk',
      );
      for (const [name, value] of [
        ['STORAGE', 'nfs'],
        ['S3_ENDPOINT', 'ftp://files.example.com'],
        ['S3_ENDPOINT', 'minio:9000'],
        ['S3_BUCKET', 'Plan_Dan'],
        ['S3_BUCKET', 'ab'],
        ['S3_REGION', 'EU Central'],
        ['S3_FORCE_PATH_STYLE', 'maybe'],
        ['S3_CHECKSUMS', 'never'],
      ]) {
        expect(() => loadConfig({ DATA_DIR: dataDir, ...s3, [name!]: value }), `${name}=${value}`).toThrow(new RegExp(`${name}: `));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a malformed setting with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT.*DATABASE_URL|DATABASE_URL.*PORT/);
  });

  it('reads a .env file, where the environment has not set the variable already', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'plan-dan-env-'));
    const file = path.join(folder, '.env');
    writeFileSync(file, 'PLAN_DAN_TEST_FROM_FILE=file\nPLAN_DAN_TEST_SET_BOTH=file\n');
    process.env.PLAN_DAN_TEST_SET_BOTH = 'environment';
    try {
      loadDotEnv(file);
      expect(process.env.PLAN_DAN_TEST_FROM_FILE).toBe('file');
      expect(process.env.PLAN_DAN_TEST_SET_BOTH).toBe('environment');
      expect(() => loadDotEnv(path.join(folder, 'missing.env'))).not.toThrow();
    } finally {
      delete process.env.PLAN_DAN_TEST_FROM_FILE;
      delete process.env.PLAN_DAN_TEST_SET_BOTH;
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

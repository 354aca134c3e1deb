import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildManager } from './helpers.ts';
import { createTestBucket, testStorage, type TestBucket } from './s3.ts';
import { buildZip, sha256, startTusUpload, tusUpload } from './uploads.ts';

/**
 * The real server as its own process, killed with SIGKILL in the middle of an upload and started
 * again on the same data: the upload goes on from where the server had got, and the stored file is
 * byte for byte the one sent. On PostgreSQL the server gets a schema of its own.
 */
const SERVER = path.resolve(import.meta.dirname, '../src/main.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-restart-'));
let port: number;
let origin: string;
const schema = `restart_${randomBytes(5).toString('hex')}`;
const databaseUrl = process.env.DATABASE_URL;
let server: ChildProcess | undefined;
/** STORAGE=s3: the server keeps the files in this bucket. */
let bucket: TestBucket | undefined;

async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A port nothing listens on: the system picks it, and the server takes it over (again after each restart). */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

async function startServer() {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_MAX: '1000',
    ...(bucket ? s3Environment(bucket) : { STORAGE: 'disk' }),
    ...(databaseUrl ? { DATABASE_URL: `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}` } : {}),
  };
  server = spawn(process.execPath, ['--import', 'tsx', SERVER], { env, stdio: 'ignore' });
  for (let attempt = 0; attempt < 150; attempt++) {
    const ready = await fetch(`${origin}/readyz`).then((response) => response.ok, () => false);
    if (ready) return;
    await sleep(200);
  }
  throw new Error('the server did not start');
}

/** The S3 settings as the server reads them from its environment. */
function s3Environment({ settings }: TestBucket) {
  return {
    STORAGE: 's3',
    S3_ENDPOINT: settings.endpoint!,
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
  };
}

beforeAll(async () => {
  if (databaseUrl) await onPostgres(`create schema ${schema}`);
  if (testStorage() === 's3') bucket = await createTestBucket();
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  await startServer();
}, 60_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  if (databaseUrl) await onPostgres(`drop schema if exists ${schema} cascade`);
  await bucket?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an upload across a server killed mid-file', () => {
  it('resumes after a restart and stores exactly the bytes sent', { timeout: 120_000 }, async () => {
    const input = buildManager();
    expect((await fetch(`${origin}/api/v1/manager/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) })).status).toBe(201);
    const login = await fetch(`${origin}/api/v1/manager/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: input.email, password: input.password }),
    });
    const { jwtToken } = (await login.json()) as { jwtToken: string };
    const file = buildZip(24 * 1024 * 1024);

    let killed!: () => void;
    const killedOnce = new Promise<void>((resolve) => (killed = resolve));
    const first = startTusUpload(origin, file, {
      token: jwtToken,
      title: 'Veliki video',
      chunkSize: 1024 * 1024,
      onProgress: (sent, total) => {
        if (sent > total * 0.4 && server?.exitCode === null && !server.killed) {
          server.kill('SIGKILL');
          killed();
        }
      },
    });
    first.done.catch(() => undefined);
    await killedOnce;
    await once(server!, 'exit');
    const url = first.upload.url!;
    await first.upload.abort();

    await startServer();
    const head = await fetch(url, { method: 'HEAD', headers: { authorization: `Bearer ${jwtToken}`, 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(file.length);

    await tusUpload(origin, file, { token: jwtToken, title: 'Veliki video', chunkSize: 1024 * 1024, uploadUrl: url });
    const materials = (await (await fetch(`${origin}/api/v1/materials`, { headers: { authorization: `Bearer ${jwtToken}` } })).json()) as {
      downloadURL: string;
      size: number;
    }[];
    expect(materials).toHaveLength(1);
    expect(materials[0]!.size).toBe(file.length);
    const stored = Buffer.from(await (await fetch(`${origin}${materials[0]!.downloadURL}`)).arrayBuffer());
    expect(sha256(stored)).toBe(sha256(file));
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.ts';
import { offsetSpans } from '../src/platform/time-zone-offsets.ts';
import { buildManager } from './helpers.ts';
import { onPostgres, postgresUrlWithSchema, startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * Four real server processes started at the same moment on one fresh database (a PostgreSQL schema,
 * or one SQLite file) and one fresh DATA_DIR, as instances behind a proxy would be. Each migration
 * runs once, the zone's offset spans are there once, and all four sign and check tokens with the
 * same generated JWT secret and hand out the same generated VAPID key.
 */
const INSTANCES = 4;
const TIME_ZONE = 'Europe/Sarajevo';
const databaseUrl = process.env.DATABASE_URL;
const schema = `start_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-start-'));
let servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (databaseUrl) await onPostgres(databaseUrl, `drop schema if exists ${schema} cascade`);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Rows of a query on the database the servers share. */
async function query<T extends object>(statement: string): Promise<T[]> {
  if (databaseUrl) return onPostgres<T>(postgresUrlWithSchema(databaseUrl, schema), statement);
  const sqlite = new SqliteDatabase(path.join(dataDir, 'plan-dan.sqlite'), { readonly: true });
  try {
    return sqlite.prepare(statement).all() as T[];
  } finally {
    sqlite.close();
  }
}

async function json(response: Response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

describe(`${INSTANCES} instances starting at the same moment on one fresh database and data folder`, () => {
  it('all become ready; migrations and offset spans are written once; secrets are shared', { timeout: 180_000 }, async () => {
    if (databaseUrl) await onPostgres(databaseUrl, `create schema ${schema}`);
    const env = { DATA_DIR: dataDir, APP_TIMEZONE: TIME_ZONE, ...(databaseUrl ? { DATABASE_URL: postgresUrlWithSchema(databaseUrl, schema) } : {}) };
    const starts = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startServerProcess(env)));
    servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);
    // Nothing logged at level error or above (no "already exists", no SQLITE_BUSY).
    expect(servers.map((server) => server.output())).toEqual(Array(INSTANCES).fill(''));

    const ran = await query<{ name: string }>('select name from kysely_migration order by name');
    expect(ran.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    const spans = await query<{ starts_at: number | string }>(`select starts_at from time_zone_offsets where zone = '${TIME_ZONE}' order by starts_at`);
    expect(spans.map((row) => Number(row.starts_at))).toEqual(offsetSpans(TIME_ZONE).map((span) => span.startsAt));

    // One secret: a token one instance signed is taken by every other one.
    const manager = buildManager();
    const [first, second] = servers as [ServerProcess, ServerProcess];
    await json(await fetch(`${first.origin}/api/v1/manager/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(manager) }));
    const login = await json(
      await fetch(`${second.origin}/api/v1/manager/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: manager.email, password: manager.password }),
      }),
    );
    const authorization = `Bearer ${String(login.jwtToken)}`;
    const keys = await Promise.all(servers.map(async (server) => (await json(await fetch(`${server.origin}/api/v1/push/public-key`, { headers: { authorization } }))).publicKey));
    // One VAPID key pair: a subscription made through one instance can be sent to by any.
    expect(new Set(keys).size).toBe(1);

    // Only the kept secrets remain of the candidates the instances wrote.
    expect(readdirSync(dataDir).filter((name) => name.includes('jwt-secret') || name.includes('vapid-keys')).sort()).toEqual(['jwt-secret', 'vapid-keys.json']);
  });
});

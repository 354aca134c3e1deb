import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const SERVER = path.resolve(import.meta.dirname, '../src/main.ts');

/** The real server as a process of its own (main.ts, as `npm start` runs it). */
export interface ServerProcess {
  origin: string;
  /** What it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
}

/** A port nothing listens on: the system picks it, and the server takes it over. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** DATABASE_URL for a server that works in `schema` (its search_path). */
export function postgresUrlWithSchema(databaseUrl: string, schema: string): string {
  return `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`;
}

export async function onPostgres<T extends pg.QueryResultRow = pg.QueryResultRow>(databaseUrl: string, statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Starts main.ts with `env` on top of this process's environment (without its DATABASE_URL: give
 * one in `env` for PostgreSQL) and waits until /readyz answers; throws with the server's output when
 * it exits first or takes over a minute.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ownDatabase, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', LOGIN_RATE_LIMIT_MAX: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { origin, output: () => output, stop };
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start (exit ${child.exitCode ?? child.signalCode}): ${output}`);
    }
    await sleep(100);
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchS3TestServer, type S3TestServer } from '../../../scripts/s3-test-server.mjs';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

/** The S3 server of this test run, or why there is none (the S3 tests then fail with it). */
export type ProvidedS3 = { endpoint: string; region: string; accessKeyId: string; secretAccessKey: string; root: string } | { error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    s3: ProvidedS3;
    /** On SQLite, a folder whose database file has every migration: each test app starts on a copy (helpers.ts). */
    migratedSqliteDir: string | undefined;
  }
}

/**
 * One real S3 server (Swift) for the whole run, started before the first test and stopped after the
 * last. The tests do not wait for it to start: those that use S3 wait for it (test/s3.ts), the rest
 * run meanwhile. S3 is part of the product, so every run starts it, whatever the storage of the apps.
 */
export default async function setup(project: TestProject) {
  let server: S3TestServer | undefined;
  const [, migratedSqliteDir] = await Promise.all([
    (async () => {
      try {
        server = await launchS3TestServer({ log: (line) => console.log(line) });
        const { endpoint, region, accessKeyId, secretAccessKey, root } = server;
        project.provide('s3', { endpoint, region, accessKeyId, secretAccessKey, root });
      } catch (error) {
        project.provide('s3', { error: error instanceof Error ? error.message : String(error) });
      }
    })(),
    process.env.DATABASE_URL ? undefined : migratedSqlite(),
  ]);
  project.provide('migratedSqliteDir', migratedSqliteDir);
  return async () => {
    if (migratedSqliteDir) rmSync(migratedSqliteDir, { recursive: true, force: true });
    await server?.stop();
  };
}

/**
 * Runs the migrations once for the run, the way every app runs them at its start (the app still does, and
 * finds them done): each test app's start otherwise spent most of its time there.
 */
async function migratedSqlite(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-migrated-'));
  const { db, dialect } = createDatabase({ dataDir });
  await migrateToLatest(db, dialect);
  // The last connection's close checkpoints the WAL into the file: the file alone is the database.
  await db.destroy();
  return dataDir;
}

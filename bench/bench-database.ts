// Where a bench keeps its data: SQLite in a temporary folder, or with DATABASE_URL a schema of its own
// on that PostgreSQL database, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export async function benchDatabase(name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `plan-dan-${name}-`));
  const databaseUrl = process.env.DATABASE_URL;
  const databaseSchema = databaseUrl ? `${name}_${randomBytes(4).toString('hex')}` : undefined;
  const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  if (admin) {
    await admin.connect();
    await admin.query(`create schema ${databaseSchema}`);
  }
  return {
    dataDir,
    databaseUrl,
    databaseSchema,
    /** PostgreSQL or SQLite, for the report. */
    label: databaseUrl ? 'PostgreSQL' : 'SQLite',
    async remove() {
      if (admin) {
        await admin.query(`drop schema ${databaseSchema} cascade`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

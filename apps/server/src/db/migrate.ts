import { Migrator, sql } from 'kysely';
import type { Db, DialectName } from './database.ts';
import { migrations } from './migrations/index.ts';

/** How long an instance waits for another one's migrations on the same SQLite file. */
const SQLITE_MIGRATION_WAIT_MS = 120_000;

/**
 * `schema` names the PostgreSQL schema to migrate; without it, the connection's own (its search_path,
 * which DATABASE_URL may set). Kysely would otherwise look for its bookkeeping tables in any schema, find
 * another database user's in `public`, and never make its own.
 *
 * Several instances may start at the same moment; each migration still runs once. On PostgreSQL
 * Kysely sees to it: it takes an advisory lock (pg_advisory_lock) and reads which migrations ran only
 * once it holds it, then runs them in one transaction. On SQLite Kysely takes no lock and runs each
 * migration on its own, so a second process would run one again ("table … already exists"): there
 * all of it runs inside one BEGIN IMMEDIATE transaction, which holds the file's write lock.
 */
export async function migrateToLatest(db: Db, dialect: DialectName, schema?: string): Promise<void> {
  const tableSchema = schema ?? (dialect === 'postgres' ? await currentSchema(db) : undefined);
  const migrator = new Migrator({
    db,
    ...(tableSchema ? { migrationTableSchema: tableSchema } : {}),
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = dialect === 'sqlite' ? await underSqliteWriteLock(db, () => migrator.migrateToLatest()) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/**
 * Runs `work` inside BEGIN IMMEDIATE on SQLite's one connection (Kysely's SQLite driver sends every
 * statement through it, and nothing else runs during start-up). SQLite changes its schema
 * transactionally, so a failed migration leaves nothing half done. While another process holds the
 * lock, BEGIN IMMEDIATE waits the connection's busy_timeout and then fails with SQLITE_BUSY: tried
 * again until SQLITE_MIGRATION_WAIT_MS.
 */
async function underSqliteWriteLock<T extends { error?: unknown }>(db: Db, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + SQLITE_MIGRATION_WAIT_MS;
  for (;;) {
    try {
      await sql`begin immediate`.execute(db);
      break;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
    }
  }
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  }
  await sql.raw(result.error === undefined ? 'commit' : 'rollback').execute(db);
  return result;
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

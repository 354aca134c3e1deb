import { Migrator, sql } from 'kysely';
import type { Db, DialectName } from './database.ts';
import { migrations } from './migrations/index.ts';

/**
 * `schema` names the PostgreSQL schema to migrate; without it, the connection's own (its search_path,
 * which DATABASE_URL may set). Kysely would otherwise look for its bookkeeping tables in any schema, find
 * another database user's in `public`, and never make its own.
 */
export async function migrateToLatest(db: Db, dialect: DialectName, schema?: string): Promise<void> {
  const tableSchema = schema ?? (dialect === 'postgres' ? await currentSchema(db) : undefined);
  const migrator = new Migrator({
    db,
    ...(tableSchema ? { migrationTableSchema: tableSchema } : {}),
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

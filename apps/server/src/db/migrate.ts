import { Migrator } from 'kysely';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

/** `schema` names the PostgreSQL schema to migrate when it is not the default one. */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

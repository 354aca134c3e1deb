import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer key on both databases. */
export function withIdColumn<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

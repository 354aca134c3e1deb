import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type LogConfig, type PostgresPool, type PostgresPoolClient, type SqliteStatement, type Transaction } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { SqliteBooleanPlugin } from './boolean-plugin.ts';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
/** The database or a transaction on it: repositories that take part in another's transaction take this. */
export type Executor = Db | Transaction<Database>;
export type DialectName = 'sqlite' | 'postgres';

// COUNT(*) and BIGINT come back from pg as strings; our numbers fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** `log` sees every query (bench/explain.ts reads the statements the screens send). */
export function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'databasePreparedStatements' | 'dataDir'>,
  log?: LogConfig,
): {
  db: Db;
  dialect: DialectName;
} {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    const prepared = config.databasePreparedStatements !== false;
    return { db: new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool: prepared ? withNamedStatements(pool) : pool }), log }), dialect: 'postgres' };
  }
  const file = path.join(config.dataDir, 'plan-dan.sqlite');
  const sqlite = new SqliteDatabase(file);
  // First, so that switching a new file to WAL waits for another process doing the same.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  let ownWrites = 0;
  const statements = withStatementCache(sqlite, STATEMENT_CACHE_SIZE, () => ownWrites++);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }), plugins: [new SqliteBooleanPlugin()], log });
  // Not when every statement is to be logged (bench/explain.ts reads them from the log).
  if (!log) directReaders.set(db, (sqlText, parameters) => (sqlite.inTransaction ? undefined : (statements.prepare(sqlText).all(parameters) as Row[])));
  // SQLite's data_version changes on this connection when another one (another process) commits; our own
  // writes are counted as they run.
  const othersCommits = sqlite.prepare('PRAGMA data_version').pluck();
  changeMarks.set(db, () => `${ownWrites} ${othersCommits.get() as number}`);
  return { db, dialect: 'sqlite' };
}

const changeMarks = new WeakMap<Db, () => string>();

/**
 * On SQLite, a mark that differs whenever the database may have changed since it was taken: a writing
 * statement of this process ran (or a rollback), or another process committed. A read that took the mark
 * before it ran is still true while the mark is the same. Our writes count as they run, before their commit,
 * which is safe because no read sees the one connection's open transaction (see directReaderOf) and a read
 * queued behind it runs after its end, so nothing is ever kept under a mark older than what it read. This
 * holds for transactions made with db.transaction(), which hold Kysely's one connection to their end (the
 * migrations' own BEGIN runs before the server answers anyone).
 * Undefined on PostgreSQL, where the other instances' commits cannot be known without asking the database.
 */
export const changeMarkOf = (db: Db): (() => string) | undefined => changeMarks.get(db);

/** Runs a reading statement on SQLite's one connection at once; undefined while a transaction is open on it. */
type DirectReader = (sqlText: string, parameters: readonly unknown[]) => Row[] | undefined;
const directReaders = new WeakMap<Db, DirectReader>();

/**
 * On SQLite, a reader of the point lookups that skips Kysely's queue for the one connection (a mutex, a
 * few promises and the result's plugins per query: a fifth of an unchanged list's time). better-sqlite3
 * runs a statement to its end at once, so a read cannot interleave with another statement; only a
 * transaction spans awaits, and while one is open the reader answers undefined and the query waits its
 * turn in Kysely, so it never sees what is not committed. Undefined on PostgreSQL.
 */
export const directReaderOf = (db: Db): DirectReader | undefined => directReaders.get(db);

/** The SQL texts PostgreSQL keeps prepared, by name: the queries compiled once (compile-once.ts). */
const namedStatements = new Map<string, string>();

/**
 * Has PostgreSQL keep a statement prepared on each connection that runs it, so that it is parsed and
 * planned once per connection instead of on every run. For the point lookups nearly every request makes;
 * the other queries stay unnamed, planned each time for their values.
 */
export function keepPrepared(sqlText: string): void {
  if (!namedStatements.has(sqlText)) namedStatements.set(sqlText, `plan_dan_${namedStatements.size + 1}`);
}

/** The pool as Kysely uses it, with the statements of keepPrepared sent as named ones (node-postgres prepares each once per connection). */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  // One wrapper per connection: Kysely keeps its own state per client object it is given.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      const known = wrappers.get(client);
      if (known) return known;
      const named: PostgresPoolClient = {
        // A cursor (Kysely's stream) comes as the only argument and goes to the client as it is.
        query: ((sqlText: string, parameters?: unknown[]) => {
          const name = typeof sqlText === 'string' ? namedStatements.get(sqlText) : undefined;
          return name ? client.query({ name, text: sqlText, values: parameters }) : client.query(sqlText as never, parameters);
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      wrappers.set(client, named);
      return named;
    },
    end: () => pool.end(),
  };
}

/** Distinct statements kept prepared (the queries' texts; lists of ids make a few more). */
const STATEMENT_CACHE_SIZE = 500;

/** A row as Kysely reads it: an object by column name. */
type Row = Record<string, unknown>;

/**
 * Builds a query's rows from the arrays better-sqlite3 gives in raw mode: an object literal with the
 * columns as fixed keys is made about twice as fast as better-sqlite3 sets them one by one (a step list
 * of 99 rows of 15 columns: 215 µs as objects, 108 µs this way). The last of two equal names wins, as
 * there. Undefined when a name cannot be a literal's key.
 */
function rowFactory(names: string[]): ((values: unknown[]) => Row) | undefined {
  if (names.includes('__proto__')) return undefined;
  return new Function('values', `return { ${names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`).join(', ')} };`) as (
    values: unknown[],
  ) => Row;
}

/** A transaction's end that drops its writes: better-sqlite3 calls it read-only, yet a read made inside is then untrue. */
const ROLLBACK = /^\s*rollback\b/i;

/**
 * `statement` (prepared as `source`) calling `onWrite` each time before it runs, when it may change what a
 * later read sees: it writes (with its triggers), or it rolls writes back.
 */
function countingWrites(source: SqliteDatabase.Statement, statement: SqliteStatement, onWrite: () => void): SqliteStatement {
  if (source.readonly && !ROLLBACK.test(source.source)) return statement;
  return {
    reader: statement.reader,
    all(parameters) {
      onWrite();
      return statement.all(parameters);
    },
    run(parameters) {
      onWrite();
      return statement.run(parameters);
    },
    iterate(parameters) {
      onWrite();
      return statement.iterate(parameters);
    },
  };
}

/** A reading statement whose rows are made by rowFactory; others run as better-sqlite3 has them. */
function withFastRows(statement: SqliteDatabase.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  const make = rowFactory(names);
  if (!make) return statement;
  statement.raw(true);
  const toRow = (values: unknown[]) =>
    // Another process changed the table's shape under `select *`: better-sqlite3 re-prepared the statement.
    values.length === names.length ? make(values) : Object.fromEntries(statement.columns().map((column, index) => [column.name, values[index]]));
  return {
    reader: true,
    all(parameters) {
      const rows = statement.all(parameters) as unknown[][];
      const objects = new Array<Row>(rows.length);
      for (let index = 0; index < rows.length; index++) objects[index] = toRow(rows[index]!);
      return objects;
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toRow(values);
    },
  };
}

/** Statements that change the schema: the kept ones may then read other columns. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\s/i;

/**
 * Kysely asks better-sqlite3 to prepare every query anew: a profile of a small authenticated read
 * under load put 10 % of its time there. Statements are kept by their SQL text and reused, which is
 * safe because better-sqlite3 runs one statement at a time to its end (nothing here iterates a
 * result while another query runs). A change of the schema through this connection drops them all,
 * so that `select *` and its rows' names are prepared again.
 */
export function withStatementCache(database: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE, onWrite: () => void = () => {}) {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sqlText: string): SqliteStatement {
      const known = statements.get(sqlText);
      if (known) {
        // The most recently used last: the first one is the one to drop.
        statements.delete(sqlText);
        statements.set(sqlText, known);
        return known;
      }
      const source = database.prepare(sqlText);
      if (SCHEMA_CHANGE.test(sqlText)) {
        statements.clear();
        return countingWrites(source, source, onWrite);
      }
      const statement = countingWrites(source, withFastRows(source), onWrite);
      statements.set(sqlText, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Unique-constraint violations on either database, for turning races into 409s. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** A row refers to one that no longer exists (a user deleted during their own login, say). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

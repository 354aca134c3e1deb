import type { Compilable, CompiledQuery } from 'kysely';
import { directReaderOf, keepPrepared, type Db } from './database.ts';

const STAND_IN = '\u0000compile-once value';

/** The values a query compiled once takes: written to the driver as they are (no plugin sees them). */
type Value = string | number;

/**
 * A query built and compiled on its first run, then run with new values. Kysely builds and compiles a
 * query anew on every call, about 15 µs on this machine, where SQLite answers an indexed lookup in 2:
 * it is worth it for the lookups nearly every request makes (its session, an employee's owner and list
 * version). PostgreSQL keeps them prepared (database.ts), planned once per connection. `build` is given stand-ins for the values and must use each one as a value, where Kysely
 * makes it a parameter of the statement (not as a column, an identifier or a piece of SQL).
 */
export function compileOnce<Args extends Value[], Row>(
  db: Db,
  valueCount: Args['length'],
  build: (...values: Args) => Compilable<Row>,
): (...values: Args) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  /** For each parameter of the statement: the index of the value that goes there, or -1 for a constant. */
  let sources: number[] = [];

  const compile = () => {
    const standIns = Array.from({ length: valueCount }, (_, index) => `${STAND_IN} ${index}\u0000`);
    const query = build(...(standIns as Args)).compile();
    sources = query.parameters.map((parameter) => standIns.indexOf(parameter as string));
    // A value changed on its way in (`${name}%`, id + 1) would be compiled in as a constant of the first run.
    const changed = query.parameters.find((parameter, index) => sources[index] === -1 && String(parameter).includes(STAND_IN));
    if (changed !== undefined) throw new Error(`compileOnce: a value is changed before it is used, in: ${query.sql}`);
    const unused = standIns.findIndex((_, index) => !sources.includes(index));
    if (unused !== -1) throw new Error(`compileOnce: value ${unused} is not a parameter of: ${query.sql}`);
    keepPrepared(query.sql);
    return query;
  };

  const direct = directReaderOf(db);
  return async (...values) => {
    compiled ??= compile();
    const parameters = compiled.parameters.map((constant, index) => (sources[index] === -1 ? constant : values[sources[index]!]));
    return (direct?.(compiled.sql, parameters) as Row[] | undefined) ?? (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}

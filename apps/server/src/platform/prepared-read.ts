import type { CompiledQuery } from 'kysely';
import { keepPrepared, type Db } from '../db/database.ts';

/**
 * One read whose statement text never changes, run with new values: on PostgreSQL it is kept prepared
 * on each connection (db/database.ts `keepPrepared`), parsed and planned once per connection instead of
 * on every run; SQLite keeps every statement by its text already. For a module's read that every screen
 * repeats and whose planning costs a good part of its run (the board's correlated counts: about 0.7 ms
 * of planning to 1.1 ms of running). One text per read keeps the prepared statements few: a second
 * text is a mistake (values written into the SQL instead of passed as parameters) and throws.
 */
export function preparedRead<Row>(db: Db): (query: CompiledQuery<Row>) => Promise<Row[]> {
  let text: string | undefined;
  return async (query) => {
    text ??= query.sql;
    if (query.sql !== text) throw new Error(`preparedRead: a second statement text for one read: ${query.sql}`);
    keepPrepared(text);
    return (await db.executeQuery(query)).rows;
  };
}

import { LRUCache } from 'lru-cache';
import { changeMarkOf, type Db } from './database.ts';

/**
 * A read that nearly every request makes with the same values (its session, a list's version), kept by
 * `key` while the database is unchanged (see changeMarkOf): on SQLite an unchanged list's 304 then reads
 * nothing. Whatever depends on the time (a session's end) must be in the value and compared by the caller.
 * On PostgreSQL every call reads.
 */
export function keptWhileUnchanged<Value extends object>(db: Db, max: number): (key: string, read: () => Promise<Value>) => Promise<Value> {
  const changeMark = changeMarkOf(db);
  if (!changeMark) return (_key, read) => read();
  const kept = new LRUCache<string, { mark: string; value: Value }>({ max });
  return async (key, read) => {
    // Taken before the read: what a change during the read wrote is kept under a mark already past, so read again.
    const mark = changeMark();
    const known = kept.get(key);
    if (known?.mark === mark) return known.value;
    const value = await read();
    kept.set(key, { mark, value });
    return value;
  };
}

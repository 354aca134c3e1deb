import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './database.ts';

describe('withStatementCache', () => {
  it('prepares a statement once per SQL text and answers right with new parameters each time', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite);
    cached.prepare('create table t (id integer primary key, name text)').run();
    const insert = cached.prepare('insert into t (name) values (?)');
    expect(cached.prepare('insert into t (name) values (?)')).toBe(insert);
    insert.run('a');
    cached.prepare('insert into t (name) values (?)').run('b');
    const select = cached.prepare('select name from t where id = ?');
    expect(select.get(1)).toEqual({ name: 'a' });
    expect(cached.prepare('select name from t where id = ?').get(2)).toEqual({ name: 'b' });
    cached.close();
  });

  it('keeps at most `size` statements, dropping the least recently used', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite, 2);
    const one = cached.prepare('select 1');
    const two = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(one);
    const three = cached.prepare('select 3');
    // 'select 2' was the least recently used and went; 'select 1' and 'select 3' stayed.
    expect(cached.prepare('select 1')).toBe(one);
    expect(cached.prepare('select 3')).toBe(three);
    expect(cached.prepare('select 2')).not.toBe(two);
    cached.close();
  });

  it('still answers after the table it reads has changed shape', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite);
    cached.prepare('create table t (id integer primary key)').run();
    cached.prepare('insert into t (id) values (1)').run();
    const read = cached.prepare('select count(*) as n from t');
    expect(read.get()).toEqual({ n: 1 });
    cached.prepare('alter table t add column name text').run();
    cached.prepare('insert into t (id, name) values (2, ?)').run('b');
    expect(cached.prepare('select count(*) as n from t').get()).toEqual({ n: 2 });
    cached.close();
  });
});

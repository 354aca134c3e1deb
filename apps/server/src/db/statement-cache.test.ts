import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './database.ts';

describe('withStatementCache', () => {
  it('prepares a statement once per SQL text and answers right with new parameters each time', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite);
    cached.prepare('create table t (id integer primary key, name text)').run([]);
    const insert = cached.prepare('insert into t (name) values (?)');
    expect(cached.prepare('insert into t (name) values (?)')).toBe(insert);
    insert.run(['a']);
    cached.prepare('insert into t (name) values (?)').run(['b']);
    const select = cached.prepare('select name from t where id = ?');
    expect(select.all([1])).toEqual([{ name: 'a' }]);
    expect(cached.prepare('select name from t where id = ?').all([2])).toEqual([{ name: 'b' }]);
    cached.close();
  });

  it('tells of every statement that may change what a later read sees, as it runs, and of no other', () => {
    const sqlite = new SqliteDatabase(':memory:');
    let writes = 0;
    const cached = withStatementCache(sqlite, 500, () => writes++);
    const counted = (sqlText: string, run: (statement: ReturnType<typeof cached.prepare>) => unknown = (statement) => statement.run([])) => {
      const before = writes;
      run(cached.prepare(sqlText));
      return writes - before;
    };
    expect(counted('create table t (id integer primary key, name text)')).toBe(1);
    expect(counted('create table log (id integer)')).toBe(1);
    expect(counted('create trigger t_log after update on t begin insert into log values (new.id); end')).toBe(1);
    expect(counted("insert into t (name) values ('a'), ('b')")).toBe(1);
    expect(counted("update t set name = 'c' where id = 1")).toBe(1);
    // Writes that answer rows, as Kysely runs them (all), still come as objects.
    const returned: unknown[] = [];
    expect(counted("insert into t (name) values ('d') returning id, name", (statement) => returned.push(...statement.all([])))).toBe(1);
    expect(returned).toEqual([{ id: 3, name: 'd' }]);
    expect(counted('delete from t where id = 3 returning id', (statement) => statement.all([]))).toBe(1);
    expect(counted('select name from t where id = ?', (statement) => statement.all([1]))).toBe(0);
    expect(counted('select id from t', (statement) => [...statement.iterate([])])).toBe(0);
    expect(counted('begin')).toBe(0);
    expect(counted("update t set name = 'e' where id = 2")).toBe(1);
    // A read inside would have seen 'e': the rollback takes it away.
    expect(counted('rollback')).toBe(1);
    expect(counted('begin')).toBe(0);
    expect(counted('commit')).toBe(0);
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
    cached.prepare('create table t (id integer primary key)').run([]);
    cached.prepare('insert into t (id) values (1)').run([]);
    const read = cached.prepare('select count(*) as n from t');
    expect(read.all([])).toEqual([{ n: 1 }]);
    cached.prepare('alter table t add column name text').run([]);
    cached.prepare('insert into t (id, name) values (2, ?)').run(['b']);
    expect(cached.prepare('select count(*) as n from t').all([])).toEqual([{ n: 2 }]);
    cached.close();
  });

  it('gives rows as objects by column name, the last of two equal names winning, from all and iterate alike', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite);
    cached.prepare('create table t (id integer primary key, name text, note text)').run([]);
    cached.prepare('insert into t (name, note) values (?, ?), (?, ?)').run(['a', null, 'b', 'x']);
    const both = 'select t.id, t.name, t.note, u.name as name from t join t as u on u.id = 3 - t.id order by t.id';
    const expected = [
      { id: 1, name: 'b', note: null },
      { id: 2, name: 'a', note: 'x' },
    ];
    // The same rows better-sqlite3 makes itself.
    expect(sqlite.prepare(both).all()).toEqual(expected);
    expect(cached.prepare(both).all([])).toEqual(expected);
    expect([...cached.prepare(both).iterate([])]).toEqual(expected);
    const odd = 'select id as "__proto__", name as "a""b" from t order by id';
    expect(cached.prepare(odd).all([])).toEqual(sqlite.prepare(odd).all());
    cached.close();
  });

  it('reads the new columns of `select *` after the schema changed, here or in another connection', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'statement-cache-'));
    const file = path.join(dir, 'test.sqlite');
    const cached = withStatementCache(new SqliteDatabase(file));
    cached.prepare('create table t (id integer primary key)').run([]);
    cached.prepare('insert into t (id) values (1)').run([]);
    expect(cached.prepare('select * from t').all([])).toEqual([{ id: 1 }]);
    cached.prepare('alter table t add column name text').run([]);
    expect(cached.prepare('select * from t').all([])).toEqual([{ id: 1, name: null }]);
    const other = new SqliteDatabase(file);
    other.exec("alter table t add column note text default 'n'");
    other.close();
    expect(cached.prepare('select * from t').all([])).toEqual([{ id: 1, name: null, note: 'n' }]);
    cached.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

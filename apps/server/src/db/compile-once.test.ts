import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, registerAndLogin, type TestApp, createTestApp } from '../../test/helpers.ts';
import { compileOnce } from './compile-once.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

// On the run's database (SQLite, or PostgreSQL with DATABASE_URL).
describe('compileOnce', () => {
  it('runs the query compiled once with the values of each call, in their places', async () => {
    const first = await registerAndLogin(app);
    const second = await registerAndLogin(app);
    const ana = await addEmployee(app, first.auth, { name: 'Ana' });
    const ivo = await addEmployee(app, second.auth, { name: 'Ivo' });
    const { db } = app;
    // The values are used in another order than they are given, beside a constant of the query's own.
    const employeeOf = compileOnce(db, 2, (managerId: number, name: string) =>
      db.selectFrom('employees').select(['id', 'name']).where('name', '=', name).where('manager_id', '=', managerId).where('id', '>', 0),
    );

    expect(await employeeOf(first.user.id, 'Ana')).toEqual([{ id: ana.id, name: 'Ana' }]);
    expect(await employeeOf(second.user.id, 'Ivo')).toEqual([{ id: ivo.id, name: 'Ivo' }]);
    // Someone else's employee by name: nothing, as the query says.
    expect(await employeeOf(first.user.id, 'Ivo')).toEqual([]);
  });

  it('never sees what a transaction has not committed: the lookup waits for it (SQLite reads it directly otherwise)', async () => {
    const manager = await registerAndLogin(app);
    const { db } = app;
    const named = compileOnce(db, 1, (name: string) => db.selectFrom('employees').select('name').where('name', '=', name));
    const pending: Promise<unknown>[] = [];
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('employees')
        .values({ manager_id: manager.user.id, name: 'Nepotvrđen', surname: 'Zaposlenik', email: 'nepotvrden@example.com', password_hash: 'x', kid_male: true, date_of_birth: '2000-01-01', email_login_allowed: true, created_at: Date.now() })
        .execute();
      const seen = named('Nepotvrđen').then((rows) => rows.length);
      pending.push(seen);
      // SQLite's one connection: the lookup waits its turn. PostgreSQL: another connection, which does not see the row.
      const outside = await Promise.race([seen, new Promise((resolve) => setTimeout(() => resolve('waiting'), 50))]);
      expect(outside).toBe(app.config.databaseUrl ? 0 : 'waiting');
    });
    // Once committed, SQLite's waiting lookup finds the row, and so does the next on either.
    expect(await pending[0]).toBe(app.config.databaseUrl ? 0 : 1);
    expect(await named('Nepotvrđen')).toEqual([{ name: 'Nepotvrđen' }]);
  });

  it('refuses, on its first run, a query that does not take a value as a parameter', async () => {
    const { db } = app;
    const unused = compileOnce(db, 2, (id: number, _forgotten: number) => db.selectFrom('employees').select('id').where('id', '=', id));
    await expect(unused(1, 2)).rejects.toThrow(/value 1 is not a parameter/);
  });

  it('refuses, on its first run, a value changed before it is used (it would be kept as a constant of that run)', async () => {
    const { db } = app;
    const byPrefix = compileOnce(db, 1, (name: string) => db.selectFrom('employees').select('id').where('name', 'like', `${name}%`));
    await expect(byPrefix('An')).rejects.toThrow(/a value is changed before it is used/);
  });
});

describe.runIf(process.env.DATABASE_URL)('compileOnce on PostgreSQL', () => {
  it('has the connection keep the statement prepared: parsed and planned once, then run again with new values', async () => {
    await app.db.connection().execute(async (connection) => {
      const ownerOf = compileOnce(connection, 1, (id: number) => connection.selectFrom('employees').select('manager_id').where('id', '=', id));
      await ownerOf(1);
      await ownerOf(2);
      await ownerOf(3);
      const { rows } = await sql<{ statement: string; runs: number }>`
        select statement, generic_plans + custom_plans as runs from pg_prepared_statements
      `.execute(connection);
      const prepared = rows.filter((row) => row.statement.includes('"manager_id" from "employees" where "id" = $1'));
      expect(prepared).toHaveLength(1);
      expect(Number(prepared[0]!.runs)).toBe(3);
    });
  });

  it('sends it unnamed when DATABASE_PREPARED_STATEMENTS is false (a pooler that cannot keep prepared statements)', async () => {
    const unprepared = await createTestApp({ databasePreparedStatements: false });
    try {
      await unprepared.db.connection().execute(async (connection) => {
        const ownerOf = compileOnce(connection, 1, (id: number) => connection.selectFrom('employees').select(['id', 'manager_id']).where('id', '=', id));
        expect(await ownerOf(1)).toEqual([]);
        const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
        expect(rows.filter((row) => row.statement.includes('from "employees" where "id" = $1'))).toEqual([]);
      });
    } finally {
      await unprepared.close();
    }
  });
});

import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, storedFiles, type TestApp } from './helpers.ts';
import { seedEmployeeWithEverything } from './privacy-seed.ts';

/**
 * Deleting an employee erases them for real (issue 35): no row and no stored file of theirs is left, on disk
 * and in S3 (the run's real S3 server), and the other employee's rows and files are all still there.
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Rows per table that name the employee (every table with an employee_id column, and the ones linked through a task or step). */
async function rowsOf(app: TestApp, employeeId: number): Promise<Record<string, number>> {
  const schema = app.config.databaseSchema;
  const tables = (await app.db.introspection.getTables()).filter((table) => (schema ? table.schema === schema : true));
  const counts: Record<string, number> = {};
  const count = async (name: string, query: ReturnType<typeof sql<{ n: unknown }>>) => {
    counts[name] = Number((await query.execute(app.db)).rows[0]!.n);
  };
  for (const table of tables) {
    if (table.columns.some((column) => column.name === 'employee_id')) {
      await count(table.name, sql<{ n: unknown }>`select count(*) as n from ${sql.table(table.name)} where employee_id = ${employeeId}`);
    }
  }
  await count('employees', sql`select count(*) as n from employees where id = ${employeeId}`);
  const tasks = sql`select id from tasks where employee_id = ${employeeId}`;
  // The tasks are gone, so their steps must be too: no step, refusal or support record without its task.
  await count('subtasks (orphans)', sql`select count(*) as n from subtasks where task_id not in (select id from tasks)`);
  await count('subtasks', sql`select count(*) as n from subtasks where task_id in (${tasks})`);
  await count('step_rejections (orphans)', sql`select count(*) as n from step_rejections where subtask_id not in (select id from subtasks)`);
  await count('step_support_records (orphans)', sql`select count(*) as n from step_support_records where subtask_id not in (select id from subtasks)`);
  await count('task_routine_step_pictures (orphans)', sql`select count(*) as n from task_routine_step_pictures where routine_id not in (select id from task_routines)`);
  await count('task_routine_step_voices (orphans)', sql`select count(*) as n from task_routine_step_voices where routine_id not in (select id from task_routines)`);
  await count('push_reminders (orphans)', sql`select count(*) as n from push_reminders where task_id not in (select id from tasks)`);
  await count('idempotency_keys', sql`select count(*) as n from idempotency_keys where user_role = 'employee' and user_id = ${employeeId}`);
  return counts;
}

describe.each(['disk', 's3'] as const)('erasing an employee (%s)', (storage) => {
  it('leaves no row and no file of theirs; the other employee keeps everything', { timeout: 120_000 }, async () => {
    app = await createTestApp({}, { storage });
    const owner = await registerAndLogin(app);
    const kept = await seedEmployeeWithEverything(app, owner.auth, 'B');
    const keptFiles = await storedFiles(app);
    expect(keptFiles.length).toBeGreaterThanOrEqual(8);
    const keptRows = await rowsOf(app, kept.employee.id);

    const erased = await seedEmployeeWithEverything(app, owner.auth, 'A');
    const helper = await registerAndLogin(app);
    const invite = await app.server.inject({ method: 'POST', url: `/api/v1/child/${erased.employee.id}/helpers`, headers: owner.auth, payload: { login: helper.user.username } });
    expect(invite.statusCode).toBe(201);
    expect((await app.server.inject({ method: 'GET', url: `/api/v1/child/${erased.employee.id}/export`, headers: owner.auth })).statusCode).toBe(200);
    const before = await rowsOf(app, erased.employee.id);
    for (const table of ['tasks', 'task_photos', 'task_routines', 'chat_messages', 'push_subscriptions', 'access_log', 'sessions', 'account_settings', 'calendar_feeds', 'employee_helpers']) {
      expect(before[table], `${table} had rows of the employee`).toBeGreaterThan(0);
    }
    const allFiles = await storedFiles(app);
    expect(allFiles.length).toBeGreaterThan(keptFiles.length + 7);

    // A helper may not erase.
    expect((await app.server.inject({ method: 'DELETE', url: `/api/v1/child/${erased.employee.id}`, headers: helper.auth })).statusCode).toBe(403);
    expect(await storedFiles(app)).toEqual(allFiles);

    const removal = await app.server.inject({ method: 'DELETE', url: `/api/v1/child/${erased.employee.id}`, headers: owner.auth });
    expect(removal.statusCode, removal.body).toBe(204);

    expect(await storedFiles(app)).toEqual(keptFiles);
    const after = await rowsOf(app, erased.employee.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await rowsOf(app, kept.employee.id)).toEqual(keptRows);
  });
});

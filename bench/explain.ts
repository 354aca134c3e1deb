// The statements the task screens send, each with its plan on this database: the one place a
// reviewer reads which indexes the lists use. `npm run explain` (SQLite) or with DATABASE_URL
// (PostgreSQL). It seeds one employee with years of finished tasks (bench/cases.ts), runs each
// screen's repository call, and asks the database how it runs each statement it saw.
import { DEFAULT_NOT_STARTED_MARGIN_MINUTES, zonedParts } from '@plan-dan/contract';
import { type CompiledQuery, sql } from 'kysely';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createBoardRepository } from '../apps/server/src/modules/board/board.repository.ts';
import { chatFigures } from '../apps/server/src/modules/chat/chat.repository.ts';
import { stepsWaitingForReview } from '../apps/server/src/modules/tasks/index.ts';
import { createListVersion } from '../apps/server/src/modules/tasks/list/list-version.ts';
import { createListRepository, type TaskFilter } from '../apps/server/src/modules/tasks/list/list.repository.ts';
import { recentlyDoneSince } from '../apps/server/src/modules/tasks/list/list.service.ts';
import { createTaskLists } from '../apps/server/src/modules/tasks/list/task-lists.ts';
import { createPresenter } from '../apps/server/src/modules/tasks/shared/presenter.ts';
import { createReadsRepository } from '../apps/server/src/modules/tasks/shared/reads.repository.ts';
import { createSignedLinks } from '../apps/server/src/platform/signed-links.ts';
import { benchDatabase } from './bench-database.ts';
import { seedFinishedTasks } from './cases.ts';

const OTHER_EMPLOYEES = 200;
const TASKS_OF_OTHERS = 100;

const TIMED_RUNS = 200;

/** The median wall time of one run of a screen's statements, in microseconds. */
async function medianMicros(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1000);
  }
  return Math.round(times.sort((a, b) => a - b)[TIMED_RUNS >> 1]!);
}

async function main() {
  const database = await benchDatabase('explain');
  const { dataDir, databaseUrl, databaseSchema: schema } = database;
  let seen: CompiledQuery[] | undefined;
  const { db, dialect } = createDatabase({ databaseUrl, databaseSchema: schema, dataDir }, (event) => {
    if (event.level === 'query') seen?.push(event.query);
  });
  await migrateToLatest(db, dialect);

  const manager = await db
    .insertInto('managers')
    .values({ name: 'Explain', surname: 'Manager', email: 'explain@example.com', username: 'explain', password_hash: 'x', kid_male: true, date_of_birth: '1980-01-01', created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const employee = await db
    .insertInto('employees')
    .values({ manager_id: manager.id, name: 'Explain', surname: 'Employee', email: 'explain.employee@example.com', password_hash: 'x', kid_male: true, date_of_birth: '2000-01-01', email_login_allowed: true, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await seedFinishedTasks(db, employee.id);
  // Others' rows, so that the statistics look like a database in use (a lone employee makes every scan look cheap).
  for (let other = 0; other < OTHER_EMPLOYEES; other++) {
    const { id } = await db
      .insertInto('employees')
      .values({ manager_id: manager.id, name: 'Drugi', surname: `Zaposlenik ${other}`, email: `other${other}@example.com`, password_hash: 'x', kid_male: true, date_of_birth: '2000-01-01', email_login_allowed: true, created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tasks')
      .values(
        Array.from({ length: TASKS_OF_OTHERS }, (_, index) => ({
          employee_id: id,
          task_name: `Zadatak ${index}`,
          description: '',
          due_date: `2026-${String((index % 12) + 1).padStart(2, '0')}-10`,
          due_time: '10:00',
          due_local_at: 0,
          priority: false,
          done: index % 2 === 0 ? true : null,
          ended_at: index % 2 === 0 ? Date.now() - index * 3_600_000 : null,
          created_at: Date.now(),
        })),
      )
      .execute();
  }
  // Table statistics, as a database in use has them.
  await sql`analyze`.execute(db);

  // The manager's session: the list version is read with it (the session check of every list).
  const session = { role: 'manager' as const, id: manager.id, sessionId: 'explain-session', expiresAt: Date.now() + 3_600_000 };
  await db.insertInto('sessions').values({ id: session.sessionId, manager_id: manager.id, employee_id: null, created_at: Date.now(), expires_at: session.expiresAt }).execute();
  const list = createListRepository(db);
  // As the phone reads the lists: without the steps' support records (issue 32), whose lookup is not explained here.
  const phone = { role: 'employee' as const };
  const listVersion = createListVersion(db);
  const lists = createTaskLists(list, createReadsRepository(db), createPresenter(createSignedLinks('explain-links-secret-of-32-chars')), async () => new Map());
  const last = await db.selectFrom('tasks').select(['id', 'due_date']).where('employee_id', '=', employee.id).orderBy('id').limit(1).offset(100).executeTakeFirstOrThrow();
  const board = createBoardRepository(db, { stepsWaitingForReview, ...chatFigures });
  const current: TaskFilter = { status: 'current', doneSince: recentlyDoneSince(Date.now()) };
  const olderPage: TaskFilter = { status: 'done', limit: 20, after: await list.pagePosition(employee.id, last.id) };
  const day: TaskFilter = { from: last.due_date, to: last.due_date };
  const screens: [string, () => Promise<unknown>][] = [
    [
      'the ETag: the session, the owner, the list version, and whether a routine has tasks to make (every list, before anything else)',
      () => listVersion(employee.id, last.due_date, session, Date.now()),
    ],
    ['Zadaci first load: the ids of the open and recent tasks, those tasks, then their steps', () => lists.listTasksWithSteps(phone, employee.id, current)],
    ["'Prikaži starije' / Napredak: where the page goes on from", () => list.pagePosition(employee.id, last.id)],
    ["'Prikaži starije' / Napredak: a page of finished tasks, then their steps", () => lists.listTasksWithSteps(phone, employee.id, olderPage)],
    ['Kalendar: counts per day of a year', () => list.calendarCounts(employee.id, Number(last.due_date.slice(0, 4)))],
    ['Kalendar: the tasks of a day', () => lists.listTasks(employee.id, day)],
    [
      `the board: every figure of the manager's ${OTHER_EMPLOYEES + 1} employees in one statement`,
      () => board.figures(manager.id, zonedParts(Date.now(), 'Europe/Sarajevo'), DEFAULT_NOT_STARTED_MARGIN_MINUTES),
    ],
  ];

  console.log(`Plans on ${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, one employee with years of finished tasks\n`);
  for (const [screen, run] of screens) {
    seen = [];
    await run();
    const statements = seen;
    seen = undefined;
    for (const query of statements) {
      const explain = dialect === 'postgres' ? sql`explain ${sql.raw(query.sql)}` : sql`explain query plan ${sql.raw(query.sql)}`;
      // The statement's own parameters, so the plan is the one the screen gets.
      const plan = await db.executeQuery<Record<string, unknown>>({ ...explain.compile(db), parameters: query.parameters });
      const lines = plan.rows.map((row) => String(dialect === 'postgres' ? row['QUERY PLAN'] : row.detail));
      console.log(`## ${screen}\n${query.sql}\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
    }
    console.log(`  time: median ${await medianMicros(run)} µs over ${TIMED_RUNS} runs (statements, driver and Kysely)\n`);
  }

  await db.destroy();
  await database.remove();
}

await main();

// The routes the bench measures and the data they need. Each issue adds its routes here.
import { localMs } from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { seedBoard, type BoardContext } from './board-seed.ts';
import { seedSupportRecords, SUPPORT_RUNS, SUPPORT_TASK_NAME } from './support-seed.ts';

export interface BenchCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Password hashing is deliberately slow; fewer connections keep its latency readable. */
  connections?: number;
}

export interface BenchContext {
  manager: { id: number; username: string; password: string; auth: Record<string, string>; user: Record<string, unknown> };
  /** The manager's employee with many tasks, and the task list's size. */
  busyEmployeeId: number;
  /** An employee with many finished tasks over three years and a few open ones: statistics, Zadaci, Kalendar. */
  statisticsEmployeeId: number;
  /** That employee's Zadaci first load, its ETag, the last task of the first 'Prikaži starije' page, a day with tasks. */
  zadaciPath: string;
  zadaciEtag: string;
  /** That employee's phone, and the first step of each of their open tasks (started). */
  phoneAuth: Record<string, string>;
  openSteps: number[];
  olderBefore: number;
  busyDay: string;
  finishedTasks: number;
  employees: number;
  tasks: number;
  /** The board's manager: 30 employees with a year of a daily routine each. */
  board: BoardContext;
  /** The overview's ETag as the seed left it: Statistika asked again with nothing changed. */
  statisticsEtag: string;
  /** An employee with a year of daily runs of a routine with the job coach's support records (issue 32). */
  supportEmployeeId: number;
}

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 500);
const TASKS = Number(process.env.BENCH_TASKS ?? 2000);
const STEPS_PER_TASK = 3;
const FINISHED_TASKS = Number(process.env.BENCH_FINISHED_TASKS ?? 5000);
/** Task names repeat, as daily routines do: the statistics group runs by name. */
const ROUTINES = 40;

async function inject(server: FastifyInstance, method: BenchCase['method'], url: string, payload?: object, headers?: Record<string, string>) {
  const response = await server.inject({ method, url, payload, headers });
  if (response.statusCode >= 400) throw new Error(`seeding ${method} ${url} failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The years the finished tasks spread over (a year of five tasks a day is about 1,800). */
const YEARS = 3;
/** The employee's open tasks, due in the coming days. */
const OPEN_TASKS = 12;

/**
 * Finished tasks written straight to the tables, spread over the past three years with a start, three
 * steps done one after another and an end: the API can only finish tasks now, and the statistics and
 * the task lists need years.
 */
export async function seedFinishedTasks(db: Db, employeeId: number) {
  const now = Date.now();
  for (let first = 0; first < FINISHED_TASKS; first += 250) {
    await db.transaction().execute(async (trx) => {
      for (let i = first; i < Math.min(first + 250, FINISHED_TASKS); i++) {
        const startedAt = now - Math.floor((i / FINISHED_TASKS) * YEARS * 365 * 86_400_000) - (i % 7) * 3_600_000;
        const stepsDoneAt = [1, 2, 3].map((step) => startedAt + step * (300_000 + (i % 11) * 60_000));
        const endedAt = stepsDoneAt[2]!;
        const due = new Date(startedAt + (i % 3) * 1_800_000);
        const dueDate = due.toISOString().slice(0, 10);
        const dueTime = due.toISOString().slice(11, 16);
        const { id } = await trx
          .insertInto('tasks')
          .values({
            employee_id: employeeId,
            task_name: `Rutina ${i % ROUTINES}`,
            description: 'Završeni zadatak za mjerenje statistike',
            due_date: dueDate,
            due_time: dueTime,
            due_local_at: localMs(dueDate, dueTime),
            priority: false,
            done: true,
            started_at: startedAt,
            ended_at: endedAt,
            created_at: startedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('subtasks')
          .values(stepsDoneAt.map((completedAt, step) => ({ task_id: id, description: `Korak ${step + 1}`, need_photo: false, done: true, completed_at: completedAt })))
          .execute();
      }
    });
  }
}

export async function seed(server: FastifyInstance, db: Db): Promise<BenchContext> {
  const password = 'bench-password';
  const profile = await inject(server, 'POST', '/api/v1/manager/create', {
    name: 'Bench',
    surname: 'Manager',
    email: 'bench@example.com',
    password,
    kidMale: true,
    dateOfBirth: '1980-01-01',
  });
  const user = await inject(server, 'POST', '/api/v1/manager/login', { username: profile.username, password });
  const auth = { authorization: `Bearer ${user.jwtToken}` };

  let busyEmployeeId = 0;
  let statisticsEmployeeId = 0;
  let supportEmployeeId = 0;
  for (let i = 0; i < EMPLOYEES; i++) {
    const employee = await inject(
      server,
      'POST',
      '/api/v1/child/create',
      { name: `Zaposlenik${i}`, surname: 'Bench', email: `employee${i}@example.com`, password, kidMale: i % 2 === 0, dateOfBirth: '2000-01-01' },
      auth,
    );
    if (i === 0) busyEmployeeId = employee.id;
    if (i === 1) statisticsEmployeeId = employee.id;
    if (i === 2) supportEmployeeId = employee.id;
  }
  await seedFinishedTasks(db, statisticsEmployeeId);
  await seedSupportRecords(db, supportEmployeeId, profile.id);
  for (let i = 0; i < OPEN_TASKS; i++) {
    const due = new Date(Date.now() + i * 86_400_000);
    await inject(
      server,
      'POST',
      '/api/v1/task',
      {
        taskName: `Otvoreni zadatak ${i}`,
        description: 'Još nije završen',
        dueDate: due.toISOString().slice(0, 10),
        dueTime: '12:00',
        priority: i % 2 === 0,
        child: { id: statisticsEmployeeId },
        subtasks: Array.from({ length: STEPS_PER_TASK }, (_, s) => ({ description: `Korak ${s + 1}`, needPhoto: s === STEPS_PER_TASK - 1 })),
      },
      auth,
    );
  }
  // The phone, logged in by its QR code, with its open tasks started: their first steps are what it ticks.
  const settings = await inject(server, 'GET', `/api/v1/account/settings/${statisticsEmployeeId}`, undefined, auth);
  const phone = await inject(server, 'POST', '/api/v1/token/mobile', { phoneLoginString: settings.phoneLoginString });
  const phoneAuth = { authorization: `Bearer ${phone.jwtToken}` };
  const openSteps: number[] = [];
  for (const task of await inject(server, 'GET', `/api/v1/task/${statisticsEmployeeId}?include=subtasks&status=open`, undefined, phoneAuth)) {
    await inject(server, 'PUT', `/api/v1/task/start/${task.id}`, undefined, phoneAuth);
    openSteps.push(task.subtasks[0].id);
  }
  const zadaciPath = `/api/v1/task/${statisticsEmployeeId}?include=subtasks&status=current`;
  const zadaciEtag = String((await server.inject({ method: 'GET', url: zadaciPath, headers: auth })).headers.etag);
  const pageEnd = await db
    .selectFrom('tasks')
    .select(['id', 'due_date'])
    .where('employee_id', '=', statisticsEmployeeId)
    .where('done', '=', true)
    .orderBy('ended_at', 'desc')
    .orderBy('id', 'desc')
    .offset(19)
    .limit(1)
    .executeTakeFirstOrThrow();

  for (let i = 0; i < TASKS; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((Math.floor(i / 28) % 12) + 1).padStart(2, '0');
    await inject(
      server,
      'POST',
      '/api/v1/task',
      {
        taskName: `Zadatak ${i}`,
        description: 'Opis zadatka za mjerenje',
        dueDate: `2026-${month}-${day}`,
        dueTime: `${String(8 + (i % 10)).padStart(2, '0')}:00`,
        priority: i % 3 === 0,
        child: { id: busyEmployeeId },
        subtasks: Array.from({ length: STEPS_PER_TASK }, (_, s) => ({ description: `Korak ${s + 1}`, needPhoto: s === STEPS_PER_TASK - 1 })),
      },
      auth,
    );
  }

  const board = await seedBoard((method, url, payload, headers) => inject(server, method, url, payload, headers), db, 'Europe/Sarajevo');

  // PostgreSQL's autovacuum keeps the statistics and visibility maps of a database in use; tables filled
  // a moment ago have none, or those of when they were small, and plans from them (a sequential scan of
  // every step, no index-only counts) that no database in use would get. SQLite gathers none unless
  // asked, and the server does not ask.
  if (process.env.DATABASE_URL) await sql`vacuum analyze`.execute(db);
  const statisticsEtag = String((await server.inject({ method: 'GET', url: `/api/v1/statistics/${statisticsEmployeeId}`, headers: auth })).headers.etag);

  return {
    manager: { id: profile.id, username: profile.username, password, auth, user },
    busyEmployeeId,
    statisticsEmployeeId,
    zadaciPath,
    zadaciEtag,
    phoneAuth,
    openSteps,
    olderBefore: pageEnd.id,
    busyDay: pageEnd.due_date,
    finishedTasks: FINISHED_TASKS,
    employees: EMPLOYEES,
    tasks: TASKS,
    board,
    statisticsEtag,
    supportEmployeeId,
  };
}

export function benchCases(context: BenchContext): BenchCase[] {
  const { manager, busyEmployeeId, statisticsEmployeeId, finishedTasks, employees, tasks } = context;
  const years = `${finishedTasks} finished over ${YEARS} years`;
  return [
    { name: 'GET /healthz', method: 'GET', path: '/healthz' },
    { name: 'GET /readyz (database ping)', method: 'GET', path: '/readyz' },
    {
      name: 'POST /api/v1/manager/login (argon2id)',
      method: 'POST',
      path: '/api/v1/manager/login',
      body: { username: manager.username, password: manager.password },
      connections: 2,
    },
    {
      name: 'PUT /api/v1/manager/:id',
      method: 'PUT',
      path: `/api/v1/manager/${manager.id}`,
      headers: manager.auth,
      body: { ...manager.user, name: 'Bench' },
    },
    {
      name: `GET /api/v1/manager/children/:id (${employees} employees)`,
      method: 'GET',
      path: `/api/v1/manager/children/${manager.id}`,
      headers: manager.auth,
    },
    { name: 'GET /api/v1/child/:id', method: 'GET', path: `/api/v1/child/${busyEmployeeId}`, headers: manager.auth },
    {
      name: `GET /api/v1/task/:employeeId?include=subtasks (${tasks} tasks)`,
      method: 'GET',
      path: `/api/v1/task/${busyEmployeeId}?include=subtasks`,
      headers: manager.auth,
    },
    { name: `GET /api/v1/task/:employeeId (${tasks} tasks)`, method: 'GET', path: `/api/v1/task/${busyEmployeeId}`, headers: manager.auth },
    // The screens of an employee with years of tasks: each asks only for what it shows.
    // Asked again unchanged (a second screen, a helper, a reload), the answer is the one the instance kept.
    { name: `Zadaci first load: status=current (${years}), answer kept`, method: 'GET', path: context.zadaciPath, headers: manager.auth },
    {
      // A hard reload ('Cache-Control: no-cache'): the list and every task worked out anew, queries and serializing.
      // After a change only the changed tasks are (the tasks' own answers are kept): bench/after-change.ts.
      name: `Zadaci first load: status=current (${years}), not kept`,
      method: 'GET',
      path: context.zadaciPath,
      headers: { ...manager.auth, 'cache-control': 'no-cache' },
    },
    {
      // The wait of one screen that works everything out, with no others waiting before it.
      name: `Zadaci first load: status=current (${years}), not kept, 1 connection`,
      method: 'GET',
      path: context.zadaciPath,
      headers: { ...manager.auth, 'cache-control': 'no-cache' },
      connections: 1,
    },
    {
      name: 'Zadaci refetch, unchanged: 304',
      method: 'GET',
      path: context.zadaciPath,
      headers: { ...manager.auth, 'if-none-match': context.zadaciEtag },
    },
    {
      // Its own wait, with no other request queued before it on the server's one thread.
      name: 'Zadaci refetch, unchanged: 304, 1 connection',
      method: 'GET',
      path: context.zadaciPath,
      headers: { ...manager.auth, 'if-none-match': context.zadaciEtag },
      connections: 1,
    },
    {
      name: "'Prikaži starije': status=done, 20 after the first 20",
      method: 'GET',
      path: `/api/v1/task/${statisticsEmployeeId}?include=subtasks&status=done&limit=20&before=${context.olderBefore}`,
      headers: manager.auth,
    },
    {
      name: `Kalendar year: /task-calendar?year=${context.busyDay.slice(0, 4)}, answer kept`,
      method: 'GET',
      path: `/api/v1/task-calendar/${statisticsEmployeeId}?year=${context.busyDay.slice(0, 4)}`,
      headers: manager.auth,
    },
    {
      name: `Kalendar year: /task-calendar?year=${context.busyDay.slice(0, 4)}, not kept`,
      method: 'GET',
      path: `/api/v1/task-calendar/${statisticsEmployeeId}?year=${context.busyDay.slice(0, 4)}`,
      headers: { ...manager.auth, 'cache-control': 'no-cache' },
    },
    {
      name: 'Kalendar day: from=to=day',
      method: 'GET',
      path: `/api/v1/task/${statisticsEmployeeId}?include=subtasks&from=${context.busyDay}&to=${context.busyDay}`,
      headers: manager.auth,
    },
    // Statistika asked again with nothing changed (another screen, a helper, the tab opened again): the answer
    // kept under the employee's version. Then worked out anew (a hard reload, Cache-Control: no-cache), as every
    // request was before the figures were kept, with ten connections and with one (the wait of one tab). Then a
    // refetch with the ETag: 304.
    ...statisticsCases(context),
    // A board asked for again while nothing changed (another screen, the minute's poll without a copy): the
    // version statement and the board kept under it. Then every figure worked out anew (a hard reload,
    // Cache-Control: no-cache), with 10 connections and with one (the wait of one board with nothing queued).
    ...(
      [
        ['answer kept', 10],
        ['not kept', 10],
        ['not kept', 1],
      ] as const
    ).map(([kept, connections]) => ({
      name: `Board: GET /api/v1/board (${context.board.employees} employees, ${context.board.tasks} tasks of a daily routine), ${kept}, ${connections} connection${connections === 1 ? '' : 's'}`,
      method: 'GET' as const,
      path: '/api/v1/board',
      headers: kept === 'answer kept' ? context.board.auth : { ...context.board.auth, 'cache-control': 'no-cache' },
      connections,
    })),
  ];
}

/** Statistika's overview and the job coach's independence figures (issue 32): kept, worked out anew, and a 304. */
function statisticsCases(context: BenchContext): BenchCase[] {
  const { manager, statisticsEmployeeId, finishedTasks, supportEmployeeId } = context;
  const overview = `/api/v1/statistics/${statisticsEmployeeId}`;
  const independence = `/api/v1/statistics/${supportEmployeeId}/independence?name=${encodeURIComponent(SUPPORT_TASK_NAME)}`;
  const anew = { ...manager.auth, 'cache-control': 'no-cache' };
  const daily = `${SUPPORT_RUNS} daily runs of 8 steps with support records`;
  return [
    { name: `Statistika: GET /api/v1/statistics/:employeeId (${finishedTasks} finished), answer kept`, method: 'GET', path: overview, headers: manager.auth },
    { name: `Statistika: GET /api/v1/statistics/:employeeId (${finishedTasks} finished), not kept`, method: 'GET', path: overview, headers: anew },
    {
      name: `Statistika: GET /api/v1/statistics/:employeeId (${finishedTasks} finished), not kept, 1 connection`,
      method: 'GET',
      path: overview,
      headers: anew,
      connections: 1,
    },
    {
      name: `Statistika: GET /api/v1/statistics/:employeeId (${finishedTasks} finished), unchanged: 304`,
      method: 'GET',
      path: overview,
      headers: { ...manager.auth, 'if-none-match': context.statisticsEtag },
    },
    { name: `Independence: GET /api/v1/statistics/:employeeId/independence (${daily}), answer kept`, method: 'GET', path: independence, headers: manager.auth },
    { name: `Independence: GET /api/v1/statistics/:employeeId/independence (${daily}), not kept`, method: 'GET', path: independence, headers: anew },
    {
      name: `Independence: GET /api/v1/statistics/:employeeId/independence (${daily}), not kept, 1 connection`,
      method: 'GET',
      path: independence,
      headers: anew,
      connections: 1,
    },
    // The pictogram chooser (issue 33): searched on the server over the whole library, drawn as SVG.
    { name: "Pictograms: GET /api/v1/pictograms?q=zubi", method: 'GET', path: '/api/v1/pictograms?q=zubi', headers: manager.auth },
    { name: "Pictograms: GET /api/v1/pictograms?q=prati%20zube (two words)", method: 'GET', path: '/api/v1/pictograms?q=prati%20zube', headers: manager.auth },
    { name: 'Pictograms: GET /api/v1/pictograms (everyday symbols)', method: 'GET', path: '/api/v1/pictograms', headers: manager.auth },
    { name: 'Pictograms: GET /api/v1/pictograms/toothbrush.svg', method: 'GET', path: '/api/v1/pictograms/toothbrush.svg' },
  ];
}

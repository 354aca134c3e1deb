import { localMs, type ChatSender, type ZonedParts } from '@plan-dan/contract';
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { preparedRead } from '../../platform/prepared-read.ts';

/**
 * The rules the board counts by that other modules own, as SQL pieces (app.ts hands them over: modules
 * never import each other). Each is that rule's one SQL copy.
 */
export interface BoardRules {
  /** The tasks room: steps whose photo waits for review (a photo, done null). */
  stepsWaitingForReview(db: Executor): SelectQueryBuilder<Database, 'subtasks' | 'task_photos', object>;
  /** The chat: how many of the conversation's messages the reader's side has not read. */
  unread(reader: ChatSender, employeeId: Expression<number>): RawBuilder<number>;
  /** The chat: whether an SOS is among them. */
  unreadSos(reader: ChatSender, employeeId: Expression<number>): RawBuilder<boolean>;
  /** The chat: what those two depend on (newest message, reader's marker), as a text. */
  changeMark(reader: ChatSender, employeeId: Expression<number>): RawBuilder<string>;
}

export interface BoardRow {
  employeeId: number;
  name: string;
  surname: string;
  ownerId: number;
  todayDone: number;
  todayTotal: number;
  photosWaiting: number;
  late: number;
  notStarted: number;
  unread: number;
  sos: boolean;
}

/**
 * Counts the employee's unfinished tasks (the contract's `isOpenTask`: done is not true, so null or
 * false) that meet a condition. The two are counted apart: each is then an equality on the index
 * (employee_id, done, ended_at, id), which finds an employee's few open tasks among a year of finished
 * ones; `done is null or done = false` made both databases walk every task of the employee.
 */
const countOpen = (count: (isOpen: RawBuilder<boolean>) => Expression<unknown>) =>
  sql<number>`(${count(sql<boolean>`t.done is null`)} + ${count(sql<boolean>`t.done = false`)})`;

/**
 * The deadline has passed: the contract's `isDeadlinePassed` (the due date and minute before the current
 * minute in APP_TIMEZONE) in SQL, on `due_local_at` (the due date and time as wall-clock ms, written with
 * every task, as the statistics judge deadlines): the current minute's wall clock is after it. With
 * `countOpen` it is `isLate`, whose one SQL copy this is (board.test.ts checks that the two agree).
 * Comparing the column, not the date and time texts, keeps the plan on the open tasks' index.
 */
export const isDeadlinePassed = (at: ZonedParts) => sql<boolean>`t.due_local_at < ${localMs(at.date, at.time)}`;

/**
 * Nobody started the task and its due time passed at least `marginMinutes` ago: the current minute's
 * wall clock is the due time plus the margin or later (with `countOpen`, the board's `notStarted`; the
 * push notice tells the same tasks, push-not-started.ts). On the open tasks' index, like `late`.
 */
export const isNotStartedPastMargin = (at: ZonedParts, marginMinutes: number) =>
  sql<boolean>`t.started_at is null and t.due_local_at <= ${localMs(at.date, at.time) - marginMinutes * 60_000}`;

/** The board's figures, one statement for all the manager's employees. */
export function createBoardRepository(db: Db, rules: BoardRules) {
  const employee = sql.ref<number>('e.id');
  // Only unfinished tasks can have a photo waiting (a task is finished when every step is approved or
  // ticked, or by hand when it has no steps), so the count walks the open tasks' steps only.
  const photosWaiting = countOpen((isOpen) =>
    rules
      .stepsWaitingForReview(db)
      .innerJoin('tasks as t', 't.id', 'subtasks.task_id')
      .where('t.employee_id', '=', employee)
      .where(isOpen)
      .select((eb) => eb.fn.countAll<number>().as('n')),
  );

  // The statements' texts are the same for every manager, day and minute (they are their parameters).
  const read = preparedRead<Record<string, unknown>>(db);
  const readVersion = preparedRead<Record<string, unknown>>(db);
  const reached = (managerId: number) => sql`e.id in (select o.id from employees o where o.manager_id = ${managerId}
          union all select h.employee_id from employee_helpers h where h.manager_id = ${managerId})`;

  // What the figures depend on but the clock, per employee: who they are (a helper added or removed
  // changes the rows), their task list version (raised by triggers with every change to their tasks,
  // steps and photos) and the chat's change mark (newest message, the manager side's marker).
  const versionColumns = sql`coalesce((select v.version from task_list_versions v where v.employee_id = e.id), 0) as version,
          ${rules.changeMark('manager', employee)} as chat`;
  const versionOf = (rows: Record<string, unknown>[]) =>
    rows.map((row) => [row.id, row.name, row.surname, row.manager_id, row.version, row.chat].join('\u0000')).join('\n');

  return {
    /** The version alone (three indexed lookups an employee against a dozen for the figures): is a copy current? */
    async version(managerId: number): Promise<string> {
      const query = sql<Record<string, unknown>>`
        select e.id, e.name, e.surname, e.manager_id, ${versionColumns}
        from employees e
        where ${reached(managerId)}
        order by e.id`.compile(db);
      return versionOf(await readVersion(query));
    },

    /**
     * Every employee the manager owns or helps with, by id (the order of their employee list), with
     * today's finished and due tasks, photos waiting, late tasks, tasks nobody started past the margin
     * and the manager side's unread messages and SOS. Each figure is a correlated count over an index: the employee's tasks due today
     * (employee_id, due_date, ...), their open tasks (employee_id, done, ...), messages (employee_id, id).
     * With the version read in the same statement, so the two are of one moment.
     */
    async figures(managerId: number, at: ZonedParts, marginMinutes: number): Promise<{ version: string; rows: BoardRow[] }> {
      const openWhere = (condition: RawBuilder<boolean>) =>
        countOpen((isOpen) => sql<number>`(select count(*) from tasks t where t.employee_id = e.id and ${isOpen} and ${condition})`);
      const query = sql<Record<string, unknown>>`
        select e.id, e.name, e.surname, e.manager_id,
          (select count(*) from tasks t where t.employee_id = e.id and t.due_date = ${at.date} and t.done = true) as today_done,
          (select count(*) from tasks t where t.employee_id = e.id and t.due_date = ${at.date}) as today_total,
          ${photosWaiting} as photos_waiting,
          ${openWhere(isDeadlinePassed(at))} as late,
          ${openWhere(isNotStartedPastMargin(at, marginMinutes))} as not_started,
          ${rules.unread('manager', employee)} as unread,
          ${rules.unreadSos('manager', employee)} as sos,
          ${versionColumns}
        from employees e
        where ${reached(managerId)}
        order by e.id`.compile(db);
      const rows = await read(query);
      const figures = rows.map((row) => ({
        employeeId: Number(row.id),
        name: String(row.name),
        surname: String(row.surname),
        ownerId: Number(row.manager_id),
        todayDone: Number(row.today_done),
        todayTotal: Number(row.today_total),
        photosWaiting: Number(row.photos_waiting),
        late: Number(row.late),
        notStarted: Number(row.not_started),
        unread: Number(row.unread),
        sos: Boolean(row.sos),
      }));
      return { version: versionOf(rows), rows: figures };
    },
  };
}

export type BoardRepository = ReturnType<typeof createBoardRepository>;

import type { ChatSender, ZonedParts } from '@plan-dan/contract';
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

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
  unread: number;
  sos: boolean;
}

/**
 * Not finished: the contract's `isOpenTask` (done is not true) in SQL. Written as two equalities so that
 * the index (employee_id, done, ended_at, id) finds an employee's few open tasks among a year of finished ones.
 */
export const isOpenTask = sql<boolean>`(t.done is null or t.done = false)`;

/**
 * The deadline has passed: the contract's `isDeadlinePassed` (due date before today, or today and the due
 * minute before the current one, all in APP_TIMEZONE) in SQL; with `isOpenTask` it is `isLate`, whose one
 * SQL copy this is (board-rules.test.ts checks that the two agree).
 */
export const isDeadlinePassed = (at: ZonedParts) => sql<boolean>`(t.due_date < ${at.date} or (t.due_date = ${at.date} and t.due_time < ${at.time}))`;

/** The board's figures, one statement for all the manager's employees. */
export function createBoardRepository(db: Db, rules: BoardRules) {
  const employee = sql.ref<number>('e.id');
  // Only unfinished tasks can have a photo waiting (a task is finished when every step is approved or
  // ticked, or by hand when it has no steps), so the count walks the open tasks' steps only.
  const photosWaiting = rules
    .stepsWaitingForReview(db)
    .innerJoin('tasks as t', 't.id', 'subtasks.task_id')
    .where('t.employee_id', '=', employee)
    .where(isOpenTask)
    .select((eb) => eb.fn.countAll<number>().as('n'));

  return {
    /**
     * Every employee the manager owns or helps with, by id (the order of their employee list), with
     * today's finished and due tasks, photos waiting, late tasks and the manager side's unread messages
     * and SOS. Each figure is a correlated count over an index: the employee's tasks due today
     * (employee_id, due_date, ...), their open tasks (employee_id, done, ...), messages (employee_id, id).
     */
    async figures(managerId: number, at: ZonedParts): Promise<BoardRow[]> {
      const { rows } = await sql<Record<string, unknown>>`
        select e.id, e.name, e.surname, e.manager_id,
          (select count(*) from tasks t where t.employee_id = e.id and t.due_date = ${at.date} and t.done = true) as today_done,
          (select count(*) from tasks t where t.employee_id = e.id and t.due_date = ${at.date}) as today_total,
          ${photosWaiting} as photos_waiting,
          (select count(*) from tasks t where t.employee_id = e.id and ${isOpenTask} and ${isDeadlinePassed(at)}) as late,
          ${rules.unread('manager', employee)} as unread,
          ${rules.unreadSos('manager', employee)} as sos
        from employees e
        where e.id in (select o.id from employees o where o.manager_id = ${managerId}
          union all select h.employee_id from employee_helpers h where h.manager_id = ${managerId})
        order by e.id`.execute(db);
      return rows.map((row) => ({
        employeeId: Number(row.id),
        name: String(row.name),
        surname: String(row.surname),
        ownerId: Number(row.manager_id),
        todayDone: Number(row.today_done),
        todayTotal: Number(row.today_total),
        photosWaiting: Number(row.photos_waiting),
        late: Number(row.late),
        unread: Number(row.unread),
        sos: Boolean(row.sos),
      }));
    },
  };
}

export type BoardRepository = ReturnType<typeof createBoardRepository>;

import type { SelectQueryBuilder } from 'kysely';
import { compileOnce } from '../../../db/compile-once.ts';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { inStepOrder, selectStepsWithPhotos, selectTaskColumns, selectTasks, type StepRow } from '../shared/rows.ts';

/** Which tasks a list holds (the query's status, due-date range and page). */
export interface TaskFilter {
  status?: 'open' | 'done' | 'current';
  from?: string;
  to?: string;
  /** status=current: tasks finished at or after this instant come with the open ones. */
  doneSince?: number;
  /** status=done: the page after this finished task. */
  after?: { endedAt: number | null; id: number };
  /** status=done: the page size. */
  limit?: number;
  /** A routine's tasks due after this day are left out (the Zadaci lists and the phone show the next days only). */
  routineHorizon?: string;
}

/** Ids per lookup by id: well under both databases' limits on bound parameters. */
const ID_LOOKUP_CHUNK = 500;

/**
 * The ids of one lookup, repeated at the end up to the next power of two (or the chunk's size): every
 * count of ids would otherwise be a statement of its own to prepare and keep (SQLite's statement cache,
 * PostgreSQL's plans); this way a lookup has at most ten. A repeated id finds the same row once.
 */
function inSizedList(ids: number[]): number[] {
  const size = Math.min(ID_LOOKUP_CHUNK, 2 ** Math.ceil(Math.log2(Math.max(ids.length, 1))));
  return ids.length >= size ? ids : ids.concat(Array.from({ length: size - ids.length }, () => ids[ids.length - 1]!));
}

/**
 * The ids of the employee's open tasks and, for status=current, of those finished since `doneSince`:
 * a few rows of an employee who may have thousands, read from the index (employee_id, done, ended_at)
 * alone. The list then reads those rows by id: in one statement, both databases walked all the
 * employee's tasks when they guessed the few to be many (SQLite without statistics, PostgreSQL from
 * statistics that see most tasks open across employees; bench/explain.ts shows the plans).
 * Compiled once (and prepared on PostgreSQL): every Zadaci and phone list asks it.
 */
function createOpenAndRecentIds(db: Db) {
  const open = (employeeId: number) => db.selectFrom('tasks').select('id').where('employee_id', '=', employeeId).where('done', 'is', null);
  const openIds = compileOnce(db, 1, open);
  const currentIds = compileOnce(db, 2, (employeeId: number, doneSince: number) =>
    open(employeeId).unionAll(
      db.selectFrom('tasks').select('id').where('employee_id', '=', employeeId).where('done', '=', true).where('ended_at', '>=', doneSince),
    ),
  );
  return async (employeeId: number, filter: TaskFilter): Promise<number[]> => {
    const rows = filter.status === 'current' ? await currentIds(employeeId, filter.doneSince ?? 0) : await openIds(employeeId);
    return rows.map((row) => row.id);
  };
}

type Due = { due_date: string; due_time: string; id: number };
const byDue = (a: Due, b: Due) =>
  a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.due_time < b.due_time ? -1 : a.due_time > b.due_time ? 1 : a.id - b.id;

type ListQuery<Row> = SelectQueryBuilder<Database, 'tasks', Row>;

/** The filter's due-date range and routine horizon. */
function withinDays<Row>(query: ListQuery<Row>, filter: TaskFilter): ListQuery<Row> {
  let result = query;
  if (filter.from) result = result.where('tasks.due_date', '>=', filter.from);
  if (filter.to) result = result.where('tasks.due_date', '<=', filter.to);
  const horizon = filter.routineHorizon;
  if (horizon) result = result.where((eb) => eb.or([eb('tasks.routine_id', 'is', null), eb('tasks.due_date', '<=', horizon)]));
  return result;
}

/** A page of finished tasks: newest end first, tasks without an end last, then by id; it starts just past `after`. */
function finishedPage<Row>(query: ListQuery<Row>, filter: TaskFilter): ListQuery<Row> {
  let result = query.where('tasks.done', '=', true);
  const after = filter.after;
  if (after) {
    result = result.where((eb) =>
      after.endedAt === null
        ? eb.and([eb('tasks.ended_at', 'is', null), eb('tasks.id', '<', after.id)])
        : eb.or([
            eb('tasks.ended_at', '<', after.endedAt),
            eb.and([eb('tasks.ended_at', '=', after.endedAt), eb('tasks.id', '<', after.id)]),
            eb('tasks.ended_at', 'is', null),
          ]),
    );
  }
  const ordered = result.orderBy('tasks.ended_at', (order) => order.desc().nullsLast()).orderBy('tasks.id', 'desc');
  return filter.limit === undefined ? ordered : ordered.limit(filter.limit);
}

/** The rows a list reads: statements and the order of their answers. The answers are written in task-lists.ts. */
export function createListRepository(db: Db) {
  const openAndRecentIds = createOpenAndRecentIds(db);

  /**
   * The employee's tasks that the filter names, in the list's order (due, or for finished ones newest end
   * first). Open and current lists are read by the ids `openAndRecentIds` finds.
   */
  async function readMatching<Row extends Due & { employee_id: number }>(query: ListQuery<Row>, employeeId: number, filter: TaskFilter): Promise<Row[]> {
    const result = withinDays(query, filter);
    if (filter.status !== 'open' && filter.status !== 'current') {
      const own = result.where('tasks.employee_id', '=', employeeId);
      if (filter.status === 'done') return finishedPage(own, filter).execute();
      return own.orderBy('tasks.due_date').orderBy('tasks.due_time').orderBy('tasks.id').execute();
    }
    const ids = await openAndRecentIds(employeeId, filter);
    // A task finished after its id was read is no longer open.
    const byId = filter.status === 'open' ? result.where('tasks.done', 'is', null) : result;
    const rows: Row[] = [];
    for (let first = 0; first < ids.length; first += ID_LOOKUP_CHUNK) {
      const chunk = inSizedList(ids.slice(first, first + ID_LOOKUP_CHUNK));
      const found = await byId.where('tasks.id', 'in', chunk).orderBy('tasks.due_date').orderBy('tasks.due_time').orderBy('tasks.id').execute();
      // An id deleted and given to another's new task in between is not theirs to read. Checked here: named
      // in the statement, the employee had SQLite walk all their tasks in due order again.
      for (const row of found) if (row.employee_id === employeeId) rows.push(row);
    }
    // Due dates and times are ISO texts: their order as strings is their order in time, as in SQL.
    return ids.length > ID_LOOKUP_CHUNK ? rows.sort(byDue) : rows;
  }

  return {
    /** The tasks with whether a photo waits (for an answer without steps). */
    tasks: (employeeId: number, filter: TaskFilter) => readMatching(selectTasks(db), employeeId, filter),

    /** The tasks' own columns and stamps (for an answer with steps: each task's kept answer goes by its stamp). */
    stampedTasks: (employeeId: number, filter: TaskFilter) => readMatching(selectTaskColumns(db).select('tasks.stamp'), employeeId, filter),

    /**
     * The steps of these tasks (the list just read), in one query per 500 tasks: looking them up by id
     * is cheaper than running the list's query again inside the steps' one, and the steps match the
     * tasks answered even when a change lands between the two statements.
     */
    async stepsOfTasks(taskIds: number[]): Promise<StepRow[]> {
      const steps: StepRow[] = [];
      for (let first = 0; first < taskIds.length; first += ID_LOOKUP_CHUNK) {
        const chunk = inSizedList(taskIds.slice(first, first + ID_LOOKUP_CHUNK));
        steps.push(...(await inStepOrder(selectStepsWithPhotos(db).where('subtasks.task_id', 'in', chunk).orderBy('subtasks.task_id')).execute()));
      }
      return steps;
    },

    /** Where a page of finished tasks goes on from: this task's end and id, if it is the employee's and done. */
    async pagePosition(employeeId: number, taskId: number) {
      const row = await db
        .selectFrom('tasks')
        .select(['id', 'ended_at'])
        .where('id', '=', taskId)
        .where('employee_id', '=', employeeId)
        .where('done', '=', true)
        .executeTakeFirst();
      return row && { endedAt: row.ended_at === null ? null : Number(row.ended_at), id: row.id };
    },

    /** Per due date of the year: how many tasks and how many done, counted in SQL. */
    async calendarCounts(employeeId: number, year: number) {
      const rows = await db
        .selectFrom('tasks')
        .select((eb) => [
          'tasks.due_date',
          eb.fn.countAll<number>().as('total'),
          eb.fn.count<number>(eb.case().when('tasks.done', '=', true).then(1).end()).as('done'),
        ])
        .where('tasks.employee_id', '=', employeeId)
        .where('tasks.due_date', '>=', `${year}-01-01`)
        .where('tasks.due_date', '<=', `${year}-12-31`)
        .groupBy('tasks.due_date')
        .orderBy('tasks.due_date')
        .execute();
      return rows.map((row) => ({ date: row.due_date, total: Number(row.total), done: Number(row.done) }));
    },
  };
}

export type ListRepository = ReturnType<typeof createListRepository>;

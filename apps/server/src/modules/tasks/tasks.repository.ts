import { hasStepWaitingForReview, localMs, weekdaysOfMask, type Photo, type StepPicture, type Step, type Task, type TaskRoutine, type TaskWithSteps } from '@plan-dan/contract';
import type { ExpressionBuilder, SelectQueryBuilder, Transaction } from 'kysely';
import { compileOnce } from '../../db/compile-once.ts';
import type { Db, Executor } from '../../db/database.ts';
import { keptWhileUnchanged } from '../../db/kept-reads.ts';
import type { Principal, UserRef } from '../../platform/auth.ts';
import { isOpenAt, selectSessionEnd } from '../../platform/open-session.ts';
import type { Database } from '../../db/schema.ts';
import { pictureFiles, routineBehind, shareStepPicture, type StoredPicture } from './routines.repository.ts';

export type { StoredPicture } from './routines.repository.ts';

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());
const tristate = (value: boolean | number | null) => (value === null ? null : Boolean(value));

const hasPendingPhoto = (eb: ExpressionBuilder<Database, 'tasks'>) =>
  eb
    .exists(
      eb
        .selectFrom('subtasks')
        .innerJoin('task_photos', 'task_photos.subtask_id', 'subtasks.id')
        .select('subtasks.id')
        .whereRef('subtasks.task_id', '=', 'tasks.id')
        .where('subtasks.done', 'is', null),
    )
    .as('pending_review');

function selectTaskColumns(db: Executor) {
  return db
    .selectFrom('tasks')
    .select([
      'tasks.id',
      'tasks.employee_id',
      'tasks.task_name',
      'tasks.description',
      'tasks.due_date',
      'tasks.due_time',
      'tasks.priority',
      'tasks.done',
      'tasks.started_at',
      'tasks.ended_at',
      'tasks.routine_id',
    ]);
}

const selectTasks = (db: Executor) => selectTaskColumns(db).select(hasPendingPhoto);

type TaskColumns = Awaited<ReturnType<ReturnType<typeof selectTaskColumns>['executeTakeFirstOrThrow']>>;
type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['executeTakeFirstOrThrow']>>;

function toTask(row: TaskColumns, pendingReview: boolean, routines: Map<number, TaskRoutine>): Task {
  return {
    id: row.id,
    taskName: row.task_name,
    description: row.description,
    dueDate: row.due_date,
    dueTime: row.due_time,
    priority: Boolean(row.priority),
    done: row.done ? true : null,
    start: iso(row.started_at),
    end: iso(row.ended_at),
    child: { id: row.employee_id },
    pendingReview,
    routine: row.routine_id === null ? null : (routines.get(row.routine_id) ?? null),
  };
}

/** What the rows' routines are (one query, none when no row has a routine). */
async function routinesOf(db: Executor, rows: TaskColumns[]): Promise<Map<number, TaskRoutine>> {
  const ids = [...new Set(rows.flatMap((row) => (row.routine_id === null ? [] : [row.routine_id])))];
  const routines = new Map<number, TaskRoutine>();
  if (ids.length > 0) {
    const found = await db
      .selectFrom('task_routines')
      .select(['id', 'kind', 'weekdays', 'start_date', 'end_date'])
      .where('id', 'in', ids)
      .execute();
    for (const routine of found) {
      routines.set(routine.id, {
        id: routine.id,
        kind: routine.kind as TaskRoutine['kind'],
        weekdays: weekdaysOfMask(routine.weekdays),
        startDate: routine.start_date,
        endDate: routine.end_date,
      });
    }
  }
  return routines;
}

async function toTasks(db: Executor, rows: TaskRow[]): Promise<Task[]> {
  const routines = await routinesOf(db, rows);
  return rows.map((row) => toTask(row, Boolean(row.pending_review), routines));
}

export interface StoredPhoto {
  id: number;
  name: string;
  subtaskId: number;
  storageKey: string;
  contentType: string;
}

function selectStepsWithPhotos(db: Executor) {
  return db
    .selectFrom('subtasks')
    .leftJoin('task_photos', 'task_photos.subtask_id', 'subtasks.id')
    .select([
      'subtasks.id',
      'subtasks.task_id',
      'subtasks.description',
      'subtasks.need_photo',
      'subtasks.done',
      'subtasks.rejected_at',
      'subtasks.rejection_reason',
      'subtasks.rejection_count',
      'subtasks.picture_key',
      'subtasks.picture_type',
      'subtasks.picture_preview_key',
      'task_photos.id as photo_id',
      'task_photos.name as photo_name',
      'task_photos.storage_key as photo_key',
      'task_photos.content_type as photo_type',
    ]);
}

type StepRow = Awaited<ReturnType<ReturnType<typeof selectStepsWithPhotos>['executeTakeFirstOrThrow']>>;


/**
 * Tasks already written as JSON, by a key of everything their answer depends on but the hour their links
 * are signed for (the keeper keeps them per hour).
 */
export interface KeptTaskJson {
  get(key: string): string | undefined;
  /** Writes the task as JSON, keeps it under the key and answers it. */
  keep(key: string, task: TaskWithSteps): string;
}

/** Signs the links a step answer carries: its photo's and its picture's. */
export interface StepLinks {
  photo: (photo: StoredPhoto) => Photo;
  picture: (picture: StoredPicture) => StepPicture;
}

function toStep(row: StepRow, link: StepLinks): Step {
  const photo =
    row.photo_id === null || row.photo_name === null || row.photo_key === null || row.photo_type === null
      ? null
      : link.photo({ id: row.photo_id, name: row.photo_name, subtaskId: row.id, storageKey: row.photo_key, contentType: row.photo_type });
  const done = tristate(row.done);
  return {
    id: row.id,
    description: row.description,
    needPhoto: Boolean(row.need_photo),
    done,
    task: { id: row.task_id },
    photo,
    // A new photo or an approval clears the columns; `done` guards a step reopened some other way.
    rejection:
      done === false && row.rejected_at !== null
        ? { reason: row.rejection_reason, at: iso(Number(row.rejected_at))!, photo }
        : null,
    rejectionCount: Number(row.rejection_count),
    picture:
      row.picture_key === null || row.picture_type === null
        ? null
        : link.picture({ storageKey: row.picture_key, contentType: row.picture_type, previewKey: row.picture_preview_key }),
  };
}

/** The manager's refusal that `setStepDone` records with done = false (null: none, e.g. the employee unticks). */
export interface Rejection {
  at: number;
  reason: string | null;
  /** The refusing manager (the owner or a helper). */
  managerId: number;
}

/** One of a step's refusals, as the history answers it. */
export interface StoredRejection {
  reason: string | null;
  at: number;
  managerName: string | null;
}

export interface NewTask {
  employeeId: number;
  taskName: string;
  description: string;
  dueDate: string;
  dueTime: string;
  priority: boolean;
  subtasks: { description: string; needPhoto: boolean }[];
  createdAt: number;
}

export interface NewPhoto {
  subtaskId: number;
  taskId: number;
  employeeId: number;
  name: string;
  storageKey: string;
  contentType: string;
  size: number;
  createdAt: number;
}

/**
 * A task is done when it has steps and every one is done; it ends when the employee
 * finished the last of them (addendum, section 2). Run after every change to steps.
 */
async function refreshCompletion(trx: Transaction<Database>, taskId: number) {
  const { total, finished, last } = await trx
    .selectFrom('subtasks')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>(eb.case().when('done', '=', true).then(1).end()).as('finished'),
      eb.fn.max('completed_at').as('last'),
    ])
    .where('task_id', '=', taskId)
    .executeTakeFirstOrThrow();
  const done = Number(total) > 0 && Number(finished) === Number(total);
  await trx
    .updateTable('tasks')
    .set(done ? { done: true, ended_at: last === null ? null : Number(last) } : { done: null, ended_at: null })
    .where('id', '=', taskId)
    .execute();
}

/** Work of another part (an idempotency key) done first inside a change's transaction. */
export type InTransaction = (trx: Transaction<Database>) => Promise<void>;

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

const byDue = (a: { due_date: string; due_time: string; id: number }, b: { due_date: string; due_time: string; id: number }) =>
  a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.due_time < b.due_time ? -1 : a.due_time > b.due_time ? 1 : a.id - b.id;

/**
 * The employee's tasks that the filter names, in the list's order (due, or for finished ones newest end
 * first). Open and current lists are read by the ids `idsOf` finds (createOpenAndRecentIds).
 */
async function readMatching<Row extends { id: number; employee_id: number; due_date: string; due_time: string }>(
  idsOf: ReturnType<typeof createOpenAndRecentIds>,
  query: SelectQueryBuilder<Database, 'tasks', Row>,
  employeeId: number,
  filter: TaskFilter,
): Promise<Row[]> {
  let result = query;
  if (filter.from) result = result.where('tasks.due_date', '>=', filter.from);
  if (filter.to) result = result.where('tasks.due_date', '<=', filter.to);
  const horizon = filter.routineHorizon;
  if (horizon) result = result.where((eb) => eb.or([eb('tasks.routine_id', 'is', null), eb('tasks.due_date', '<=', horizon)]));
  if (filter.status === 'open' || filter.status === 'current') {
    const ids = await idsOf(employeeId, filter);
    // A task finished after its id was read is no longer open.
    if (filter.status === 'open') result = result.where('tasks.done', 'is', null);
    const rows: Row[] = [];
    for (let first = 0; first < ids.length; first += ID_LOOKUP_CHUNK) {
      const chunk = ids.slice(first, first + ID_LOOKUP_CHUNK);
      const found = await result.where('tasks.id', 'in', inSizedList(chunk)).orderBy('tasks.due_date').orderBy('tasks.due_time').orderBy('tasks.id').execute();
      // An id deleted and given to another's new task in between is not theirs to read. Checked here: named
      // in the statement, the employee had SQLite walk all their tasks in due order again.
      for (const row of found) if (row.employee_id === employeeId) rows.push(row);
    }
    // Due dates and times are ISO texts: their order as strings is their order in time, as in SQL.
    return ids.length > ID_LOOKUP_CHUNK ? rows.sort(byDue) : rows;
  }
  result = result.where('tasks.employee_id', '=', employeeId);
  if (filter.status !== 'done') return result.orderBy('tasks.due_date').orderBy('tasks.due_time').orderBy('tasks.id').execute();
  result = result.where('tasks.done', '=', true);
  const after = filter.after;
  if (after) {
    // Newest end first, tasks without an end last, then by id: the page starts just past `after`.
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
  return (filter.limit === undefined ? ordered : ordered.limit(filter.limit)).execute();
}

/** What the statement of a list's version reads (see listVersion); empty when it read no row. */
interface ListVersionRow {
  session_end?: number | null;
  manager_id?: number | null;
  version?: number | null;
  routines_behind?: number | boolean | null;
}

export function createTasksRepository(db: Db) {
  // Asked before every task list and calendar is read, with the caller's session: one round trip on PostgreSQL,
  // so that an unchanged list (a 304) costs this one statement.
  const versionFor = (role: UserRef['role']) =>
    compileOnce(db, 4, (employeeId: number, routinesThrough: string, sessionId: string, userId: number) =>
      db.selectNoFrom((eb) => [
        selectSessionEnd(db, role, sessionId, userId).as('session_end'),
        eb.selectFrom('employees').select('employees.manager_id').where('employees.id', '=', employeeId).as('manager_id'),
        eb
          .selectFrom('task_list_versions')
          .select('task_list_versions.version')
          .where('task_list_versions.employee_id', '=', employeeId)
          .as('version'),
        eb
          .exists(
            eb
              .selectFrom('task_routines')
              .select('task_routines.id')
              .where('task_routines.employee_id', '=', employeeId)
              .where((routine) => routineBehind(routine, routinesThrough)),
          )
          .as('routines_behind'),
      ]),
    );
  const versionOf = { manager: versionFor('manager'), employee: versionFor('employee') };
  /** A few per screen open now: a kept one answers a 304 on SQLite with no read while nothing changed. */
  const keptVersions = keptWhileUnchanged<ListVersionRow>(db, 10_000);

  const openAndRecentIds = createOpenAndRecentIds(db);

  /** The tasks of these rows with their steps, read in one query per 500 tasks. */
  const withSteps = async (rows: TaskColumns[], routines: Map<number, TaskRoutine>, link: StepLinks): Promise<TaskWithSteps[]> => {
    const byTask = new Map<number, Step[]>();
    for (const subtask of await repository.listStepsOfTasks(rows.map((row) => row.id), link)) {
      const group = byTask.get(subtask.task.id);
      if (group) group.push(subtask);
      else byTask.set(subtask.task.id, [subtask]);
    }
    return rows.map((row) => {
      const subtasks = byTask.get(row.id) ?? [];
      return { ...toTask(row, hasStepWaitingForReview({ subtasks }), routines), subtasks };
    });
  };

  const repository = {
    async taskOwnership(taskId: number) {
      const row = await db
        .selectFrom('tasks')
        .innerJoin('employees', 'employees.id', 'tasks.employee_id')
        .select(['tasks.id', 'tasks.employee_id', 'employees.manager_id', 'tasks.started_at'])
        .where('tasks.id', '=', taskId)
        .executeTakeFirst();
      return row && { employeeId: row.employee_id, managerId: row.manager_id, started: row.started_at !== null };
    },

    async stepOwnership(subtaskId: number) {
      const row = await db
        .selectFrom('subtasks')
        .innerJoin('tasks', 'tasks.id', 'subtasks.task_id')
        .innerJoin('employees', 'employees.id', 'tasks.employee_id')
        .select([
          'subtasks.task_id',
          'subtasks.need_photo',
          'subtasks.completed_at',
          'tasks.employee_id',
          'tasks.started_at',
          'employees.manager_id',
        ])
        .where('subtasks.id', '=', subtaskId)
        .executeTakeFirst();
      return (
        row && {
          employeeId: row.employee_id,
          managerId: row.manager_id,
          taskId: row.task_id,
          needPhoto: Boolean(row.need_photo),
          started: row.started_at !== null,
          completedAt: row.completed_at,
        }
      );
    },

    async findTask(taskId: number) {
      const row = await selectTasks(db).where('tasks.id', '=', taskId).executeTakeFirst();
      return row && (await toTasks(db, [row]))[0];
    },

    async listTasks(employeeId: number, filter: TaskFilter = {}) {
      const rows = await readMatching(openAndRecentIds, selectTasks(db), employeeId, filter);
      return toTasks(db, rows);
    },

    /** The tasks the filter names with their steps: whether a photo waits is read from the steps, not asked again per task. */
    async listTasksWithSteps(employeeId: number, filter: TaskFilter, link: StepLinks): Promise<TaskWithSteps[]> {
      const rows = await readMatching(openAndRecentIds, selectTaskColumns(db), employeeId, filter);
      return withSteps(rows, await routinesOf(db, rows), link);
    },

    /**
     * The same list written as JSON, each task's answer taken from `kept` when the task has not changed since
     * it was written (its stamp, raised by the database with every change to it, its steps or their photos;
     * its routine): after a change, only the changed tasks are read with their steps and written anew.
     */
    async listTaskJson(employeeId: number, filter: TaskFilter, link: StepLinks, kept: KeptTaskJson): Promise<string> {
      const rows = await readMatching(openAndRecentIds, selectTaskColumns(db).select('tasks.stamp'), employeeId, filter);
      const routines = await routinesOf(db, rows);
      const routineKeys = new Map<number, string>();
      const keyOf = (row: (typeof rows)[number]) => {
        let routine = '';
        if (row.routine_id !== null) {
          routine = routineKeys.get(row.routine_id) ?? JSON.stringify(routines.get(row.routine_id) ?? null);
          routineKeys.set(row.routine_id, routine);
        }
        return `${employeeId} ${row.id} ${row.stamp} ${routine}`;
      };
      const parts = rows.map((row) => kept.get(keyOf(row)));
      const missing = rows.filter((_, index) => parts[index] === undefined);
      if (missing.length > 0) {
        const written = new Map<number, string>();
        for (const [index, task] of (await withSteps(missing, routines, link)).entries()) {
          written.set(task.id, kept.keep(keyOf(missing[index]!), task));
        }
        rows.forEach((row, index) => (parts[index] ??= written.get(row.id)));
      }
      return `[${parts.join(',')}]`;
    },

    /**
     * The steps of these tasks (the list just read), in one query per 500 tasks: looking them up by id
     * is cheaper than running the list's query again inside the steps' one, and the steps match the
     * tasks answered even when a change lands between the two statements.
     */
    async listStepsOfTasks(taskIds: number[], link: StepLinks) {
      const subtasks: Step[] = [];
      for (let first = 0; first < taskIds.length; first += ID_LOOKUP_CHUNK) {
        const rows = await selectStepsWithPhotos(db)
          .where('subtasks.task_id', 'in', inSizedList(taskIds.slice(first, first + ID_LOOKUP_CHUNK)))
          .orderBy('subtasks.task_id')
          .orderBy('subtasks.id')
          .execute();
        for (const row of rows) subtasks.push(toStep(row, link));
      }
      return subtasks;
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

    /**
     * Whether the caller's session is open at `at`, whose the employee is (undefined: no such employee), their
     * task list's version (the ETag's part that changes with the data: the triggers of migration 0009 raise it
     * with every change), and whether a routine of theirs still has tasks to make up to `routinesThrough`:
     * one statement of indexed lookups, or on SQLite none while the database is unchanged since the same
     * caller last asked (db/kept-reads.ts).
     */
    async listVersion(employeeId: number, routinesThrough: string, caller: Principal, at: number) {
      const row: ListVersionRow = await keptVersions(
        `${caller.role} ${caller.id} ${employeeId} ${routinesThrough} ${caller.sessionId}`,
        async () => (await versionOf[caller.role](employeeId, routinesThrough, caller.sessionId, caller.id))[0] ?? {},
      );
      // Booleans come as 1 or 0 from SQLite.
      return {
        sessionOpen: isOpenAt(row.session_end, at),
        employee:
          row.manager_id == null
            ? undefined
            : { employeeId, managerId: row.manager_id, version: Number(row.version ?? 0), routinesBehind: Boolean(row.routines_behind) },
      };
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

    async listSteps(taskId: number, link: StepLinks) {
      const rows = await selectStepsWithPhotos(db).where('subtasks.task_id', '=', taskId).orderBy('subtasks.id').execute();
      return rows.map((row) => toStep(row, link));
    },

    async findStep(subtaskId: number, link: StepLinks) {
      const row = await selectStepsWithPhotos(db).where('subtasks.id', '=', subtaskId).executeTakeFirst();
      return row && toStep(row, link);
    },

    async insertTask(task: NewTask) {
      const id = await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('tasks')
          .values({
            employee_id: task.employeeId,
            task_name: task.taskName,
            description: task.description,
            due_date: task.dueDate,
            due_time: task.dueTime,
            priority: task.priority,
            done: null,
            started_at: null,
            ended_at: null,
            due_local_at: localMs(task.dueDate, task.dueTime),
            created_at: task.createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (task.subtasks.length > 0) {
          await trx
            .insertInto('subtasks')
            .values(task.subtasks.map((s) => ({ task_id: id, description: s.description, need_photo: s.needPhoto, done: false, completed_at: null })))
            .execute();
        }
        return id;
      });
      return (await repository.findTask(id))!;
    },

    /**
     * Deletes the task with its steps and photos; answers the storage keys of its photos and step pictures.
     * A routine's task ('Samo ovaj') leaves its day among the routine's skipped ones, so it is never made again.
     */
    async deleteTask(taskId: number) {
      return db.transaction().execute(async (trx) => {
        const task = await trx.selectFrom('tasks').select(['routine_id', 'due_date']).where('id', '=', taskId).executeTakeFirst();
        if (task && task.routine_id !== null) {
          await trx
            .insertInto('task_routine_skips')
            .values({ routine_id: task.routine_id, skipped_date: task.due_date })
            .onConflict((conflict) => conflict.columns(['routine_id', 'skipped_date']).doNothing())
            .execute();
        }
        const photos = await trx.selectFrom('task_photos').select('storage_key').where('task_id', '=', taskId).execute();
        const pictures = await trx
          .selectFrom('subtasks')
          .select(['picture_key', 'picture_preview_key'])
          .where('task_id', '=', taskId)
          .where('picture_key', 'is not', null)
          .execute();
        await trx.deleteFrom('task_photos').where('task_id', '=', taskId).execute();
        await trx.deleteFrom('subtasks').where('task_id', '=', taskId).execute();
        await trx.deleteFrom('tasks').where('id', '=', taskId).execute();
        return [...photos.map((p) => p.storage_key), ...pictures.flatMap(pictureFiles)];
      });
    },

    /**
     * Deletes every task, step and photo of the employee (inside the employee's deletion); answers the
     * storage keys of the photos and step pictures.
     */
    async deleteAllOfEmployee(trx: Executor, employeeId: number) {
      const photos = await trx.selectFrom('task_photos').select('storage_key').where('employee_id', '=', employeeId).execute();
      const pictures = await trx
        .selectFrom('subtasks')
        .innerJoin('tasks', 'tasks.id', 'subtasks.task_id')
        .select(['subtasks.picture_key', 'subtasks.picture_preview_key'])
        .where('tasks.employee_id', '=', employeeId)
        .where('subtasks.picture_key', 'is not', null)
        .execute();
      await trx.deleteFrom('task_photos').where('employee_id', '=', employeeId).execute();
      await trx
        .deleteFrom('subtasks')
        .where('task_id', 'in', (eb) => eb.selectFrom('tasks').select('id').where('employee_id', '=', employeeId))
        .execute();
      await trx.deleteFrom('tasks').where('employee_id', '=', employeeId).execute();
      const routinePictures = await trx
        .selectFrom('task_routine_step_pictures')
        .innerJoin('task_routines', 'task_routines.id', 'task_routine_step_pictures.routine_id')
        .select(['task_routine_step_pictures.picture_key', 'task_routine_step_pictures.picture_preview_key'])
        .where('task_routines.employee_id', '=', employeeId)
        .execute();
      await trx.deleteFrom('task_routines').where('employee_id', '=', employeeId).execute();
      return [...photos.map((p) => p.storage_key), ...pictures.flatMap(pictureFiles), ...routinePictures.flatMap(pictureFiles)];
    },

    /** `within`: run first in the same transaction (the request's idempotency key, which commits with the change). */
    async startTask(taskId: number, startedAt: number, within?: InTransaction) {
      await db.transaction().execute(async (trx) => {
        await within?.(trx);
        await trx.updateTable('tasks').set({ started_at: startedAt }).where('id', '=', taskId).where('started_at', 'is', null).execute();
      });
    },

    /** Ends a task that has no steps; answers false when it has some. */
    async finishStepless(taskId: number, endedAt: number, within?: InTransaction) {
      return db.transaction().execute(async (trx) => {
        const step = await trx.selectFrom('subtasks').select('id').where('task_id', '=', taskId).executeTakeFirst();
        if (step) return false;
        await within?.(trx);
        await trx.updateTable('tasks').set({ done: true, ended_at: endedAt }).where('id', '=', taskId).where('done', 'is', null).execute();
        return true;
      });
    },

    async insertStep(taskId: number, description: string, needPhoto: boolean) {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('subtasks')
          .values({ task_id: taskId, description, need_photo: needPhoto, done: false, completed_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        await refreshCompletion(trx, taskId);
        return id;
      });
    },

    /** Deletes the step and its photo; answers the storage keys of its photo and picture, where it had them. */
    async deleteStep(subtaskId: number, taskId: number) {
      return db.transaction().execute(async (trx) => {
        const photo = await trx.selectFrom('task_photos').select('storage_key').where('subtask_id', '=', subtaskId).executeTakeFirst();
        const step = await trx.selectFrom('subtasks').select(['picture_key', 'picture_preview_key']).where('id', '=', subtaskId).executeTakeFirst();
        await trx.deleteFrom('task_photos').where('subtask_id', '=', subtaskId).execute();
        await trx.deleteFrom('subtasks').where('id', '=', subtaskId).execute();
        await refreshCompletion(trx, taskId);
        return [photo?.storage_key, ...(step ? pictureFiles(step) : [])];
      });
    },

    /**
     * Sets (or with null, removes) the step's picture; answers the earlier picture's storage keys (the
     * picture and its preview), which the caller deletes once this has committed.
     */
    async setPicture(subtaskId: number, picture: StoredPicture | null, today: string) {
      return db.transaction().execute(async (trx) => {
        const previous = await trx
          .selectFrom('subtasks')
          .innerJoin('tasks', 'tasks.id', 'subtasks.task_id')
          .select(['subtasks.picture_key', 'subtasks.picture_preview_key', 'subtasks.routine_step', 'tasks.routine_id'])
          .where('subtasks.id', '=', subtaskId)
          .executeTakeFirst();
        if (!previous) return [];
        // A routine's step: the routine and its days from today on that nobody started share the picture.
        const shared =
          previous.routine_id === null || previous.routine_step === null
            ? []
            : await shareStepPicture(trx, previous.routine_id, previous.routine_step, picture, today);
        await trx
          .updateTable('subtasks')
          .set({
            picture_key: picture?.storageKey ?? null,
            picture_type: picture?.contentType ?? null,
            picture_preview_key: picture?.previewKey ?? null,
          })
          .where('id', '=', subtaskId)
          .execute();
        return [...pictureFiles(previous), ...shared];
      });
    },

    /**
     * Of these storage keys, the ones no step and no routine refers to any more, which may be deleted:
     * a routine's days share their step pictures' files. Keys of other files (photos) are answered as given.
     */
    async unreferencedFiles(keys: string[]): Promise<string[]> {
      const unique = [...new Set(keys)];
      if (unique.length === 0) return [];
      const referenced = new Set<string>();
      for (let index = 0; index < unique.length; index += 500) {
        const chunk = unique.slice(index, index + 500);
        const rows = await db
          .selectFrom('subtasks')
          .select(['picture_key as key'])
          .where('picture_key', 'in', chunk)
          .union(db.selectFrom('subtasks').select(['picture_preview_key as key']).where('picture_preview_key', 'in', chunk))
          .union(db.selectFrom('task_routine_step_pictures').select(['picture_key as key']).where('picture_key', 'in', chunk))
          .union(db.selectFrom('task_routine_step_pictures').select(['picture_preview_key as key']).where('picture_preview_key', 'in', chunk))
          .execute();
        for (const row of rows) if (row.key !== null) referenced.add(row.key);
      }
      return unique.filter((key) => !referenced.has(key));
    },

    /** The step's picture (or video) as stored, if it has one. */
    async pictureOf(subtaskId: number): Promise<StoredPicture | undefined> {
      const row = await db
        .selectFrom('subtasks')
        .select(['picture_key', 'picture_type', 'picture_preview_key'])
        .where('id', '=', subtaskId)
        .executeTakeFirst();
      if (!row || row.picture_key === null || row.picture_type === null) return undefined;
      return { storageKey: row.picture_key, contentType: row.picture_type, previewKey: row.picture_preview_key };
    },

    /**
     * Gives the step's picture a new preview (a video's poster), if the picture is still the one stored
     * under `pictureKey`, and so to every step and routine sharing that file; answers the earlier
     * previews' keys to delete, or undefined when the picture changed (or the step is gone) and nothing was set.
     */
    async setPicturePreview(subtaskId: number, pictureKey: string, previewKey: string) {
      return db.transaction().execute(async (trx) => {
        const step = await trx.selectFrom('subtasks').select('id').where('id', '=', subtaskId).where('picture_key', '=', pictureKey).executeTakeFirst();
        if (!step) return undefined;
        // The same video on a routine's other days and on the routine itself: one poster for all.
        const previous = await trx
          .selectFrom('subtasks')
          .select('picture_preview_key as key')
          .where('picture_key', '=', pictureKey)
          .union(trx.selectFrom('task_routine_step_pictures').select('picture_preview_key as key').where('picture_key', '=', pictureKey))
          .execute();
        await trx.updateTable('subtasks').set({ picture_preview_key: previewKey }).where('picture_key', '=', pictureKey).execute();
        await trx.updateTable('task_routine_step_pictures').set({ picture_preview_key: previewKey }).where('picture_key', '=', pictureKey).execute();
        return { previousKeys: previous.flatMap((row) => (row.key === null ? [] : [row.key])) };
      });
    },

    async setStepDone(
      subtaskId: number,
      taskId: number,
      done: boolean,
      completedAt: number | null,
      refusal: Rejection | null = null,
      within?: InTransaction,
    ) {
      await db.transaction().execute(async (trx) => {
        await within?.(trx);
        await trx
          .updateTable('subtasks')
          .set((eb) => ({
            done,
            completed_at: completedAt,
            rejected_at: refusal?.at ?? null,
            rejection_reason: refusal?.reason ?? null,
            ...(refusal ? { rejection_count: eb('rejection_count', '+', 1) } : {}),
          }))
          .where('id', '=', subtaskId)
          .execute();
        if (refusal) {
          await trx
            .insertInto('step_rejections')
            .values({ subtask_id: subtaskId, reason: refusal.reason, rejected_at: refusal.at, manager_id: refusal.managerId })
            .execute();
        }
        await refreshCompletion(trx, taskId);
      });
    },

    /** The step's refusals, newest first (the same instant: the later row first), at most `limit`. */
    async listRejections(subtaskId: number, limit: number): Promise<StoredRejection[]> {
      const rows = await db
        .selectFrom('step_rejections')
        .leftJoin('managers', 'managers.id', 'step_rejections.manager_id')
        .select(['step_rejections.reason', 'step_rejections.rejected_at', 'managers.name', 'managers.surname'])
        .where('step_rejections.subtask_id', '=', subtaskId)
        .orderBy('step_rejections.rejected_at', 'desc')
        .orderBy('step_rejections.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        reason: row.reason,
        at: Number(row.rejected_at),
        managerName: row.name === null ? null : `${row.name} ${row.surname ?? ''}`.trim(),
      }));
    },

    /** Puts the new photo in place of any earlier one and marks the step as waiting for review. */
    async replacePhoto(photo: NewPhoto, within?: InTransaction) {
      return db.transaction().execute(async (trx) => {
        await within?.(trx);
        const previous = await trx.selectFrom('task_photos').select('storage_key').where('subtask_id', '=', photo.subtaskId).executeTakeFirst();
        await trx.deleteFrom('task_photos').where('subtask_id', '=', photo.subtaskId).execute();
        await trx
          .insertInto('task_photos')
          .values({
            subtask_id: photo.subtaskId,
            task_id: photo.taskId,
            employee_id: photo.employeeId,
            name: photo.name,
            storage_key: photo.storageKey,
            content_type: photo.contentType,
            size: photo.size,
            created_at: photo.createdAt,
          })
          .execute();
        await trx
          .updateTable('subtasks')
          .set({ done: null, completed_at: photo.createdAt, rejected_at: null, rejection_reason: null })
          .where('id', '=', photo.subtaskId)
          .execute();
        await refreshCompletion(trx, photo.taskId);
        return previous?.storage_key;
      });
    },

    async listPhotos(filter: { taskId: number } | { employeeId: number }): Promise<StoredPhoto[]> {
      let query = db.selectFrom('task_photos').select(['id', 'name', 'subtask_id', 'storage_key', 'content_type']);
      query = 'taskId' in filter ? query.where('task_id', '=', filter.taskId) : query.where('employee_id', '=', filter.employeeId);
      const rows = await query.orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, name: r.name, subtaskId: r.subtask_id, storageKey: r.storage_key, contentType: r.content_type }));
    },
  };
  return repository;
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;

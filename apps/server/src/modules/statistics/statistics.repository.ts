import { DEADLINE_MINUTE_MS, TASK_DIFFICULTIES, type TaskDifficulty } from '@plan-dan/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The widest UTC offsets there are (UTC+14, UTC−12): a local day lies within this of the same UTC day. */
const WIDEST_OFFSET_MS = 14 * 60 * 60 * 1000;
const DAY_MS = sql.lit(86_400_000);
/** Finished within the due minute is on time, as the task lists judge lateness. */
const DEADLINE_MINUTE = sql.lit(DEADLINE_MINUTE_MS);
/** A planned 'Trajanje' is kept in minutes; the figures are in milliseconds. */
const MINUTE_MS = sql.lit(60_000);

/**
 * The zone's offset spans over the time the employee's tasks ended in: a handful of rows (two a year
 * with summer time), so joining every task to its span stays cheap on both databases.
 */
const spansOfEmployee = (employeeId: number, timeZone: string) => sql`
  select o.starts_at, o.ends_at, o.offset_ms
  from time_zone_offsets o
  where o.zone = ${timeZone}
    and o.ends_at > (select min(ended_at) from tasks where employee_id = ${employeeId} and ended_at is not null)
    and o.starts_at <= (select max(ended_at) from tasks where employee_id = ${employeeId} and ended_at is not null)`;

/**
 * The employee's finished tasks with `local_end`, the end's wall clock in the zone (the instant plus the
 * offset of its span), so days, months and deadlines are the zone's on SQLite as on PostgreSQL, and
 * `on_time`: 1 when finished by the end of the due minute, 0 after it, null without a due time recorded.
 * `where` narrows the tasks further. The one copy of "finished" and "on time": the support module's
 * progress report counts by it too (app.ts hands it over as `statisticsRules`).
 */
const finished = (employeeId: number, timeZone: string, where: RawBuilder<unknown> = sql``) => sql`
  with spans as materialized (${spansOfEmployee(employeeId, timeZone)})
  select t.id, t.task_name, t.due_date, t.due_time, t.due_local_at, t.started_at, t.ended_at, t.duration_minutes,
         t.ended_at + o.offset_ms as local_end,
         case when t.ended_at + o.offset_ms < t.due_local_at + ${DEADLINE_MINUTE} then 1
              when t.ended_at + o.offset_ms >= t.due_local_at + ${DEADLINE_MINUTE} then 0 end as on_time
  from tasks t
  join spans o on t.ended_at >= o.starts_at and t.ended_at < o.ends_at
  where t.employee_id = ${employeeId} and t.done is not null and t.ended_at is not null ${where}`;

/** The rules of Statistika other modules count by (modules never import each other: app.ts hands them over). */
export const statisticsRules = { finished };
export type StatisticsRules = typeof statisticsRules;

export interface Totals {
  finished: number;
  onTime: number;
  late: number;
  averageMs: number | null;
}

export interface DifficultyTotals {
  difficulty: TaskDifficulty;
  runs: number;
  averageMs: number;
}

export interface DayCount {
  /** Whole local days since 1970-01-01. */
  day: number;
  count: number;
}

export interface TaskName {
  taskName: string;
  runs: number;
  averageMs: number;
  /** The mean planned time over the runs that had one; null when none had. */
  plannedMs: number | null;
}

export interface Run {
  day: number;
  ms: number;
  /** The run's task's planned time, or null. */
  plannedMs: number | null;
}

export interface StepMedian {
  description: string;
  medianMs: number;
  runs: number;
  /** The mean of the step's planned time over the runs counted that had one; null when none had. */
  plannedMs: number | null;
}

export interface FinishedRow {
  taskName: string;
  dueDate: string;
  dueTime: string;
  localEnd: number;
  onTime: boolean;
  ms: number | null;
}

// pg answers bigint, numeric and counts as strings or numbers depending on the type; both become numbers here.
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Every figure is computed by the database; these functions only name the columns. */
export function createStatisticsRepository(db: Db) {
  return {
    /** How many finished, how many by their deadline and after it, and the mean time from start to end. */
    async totals(employeeId: number, timeZone: string): Promise<Totals> {
      const { rows } = await sql<{ finished: unknown; on_time: unknown; late: unknown; average_ms: unknown }>`
        with finished as (${finished(employeeId, timeZone)})
        select count(*) as finished,
               coalesce(sum(case when on_time = 1 then 1 else 0 end), 0) as on_time,
               coalesce(sum(case when on_time = 0 then 1 else 0 end), 0) as late,
               avg(case when started_at is not null then ended_at - started_at end) as average_ms
        from finished`.execute(db);
      const row = rows[0]!;
      return { finished: Number(row.finished), onTime: Number(row.on_time), late: Number(row.late), averageMs: numberOrNull(row.average_ms) };
    },

    /** Tasks finished on each local day of [fromLocal, untilLocal), given as local ms (a month's first days). */
    async perDay(employeeId: number, timeZone: string, fromLocal: number, untilLocal: number): Promise<DayCount[]> {
      // The first condition lets the (employee_id, ended_at) index pick the month's tasks.
      const inMonth = sql`and t.ended_at >= ${fromLocal - WIDEST_OFFSET_MS} and t.ended_at < ${untilLocal + WIDEST_OFFSET_MS}`;
      const { rows } = await sql<{ day: unknown; count: unknown }>`
        with finished as (${finished(employeeId, timeZone, inMonth)})
        select local_end / ${DAY_MS} as day, count(*) as count
        from finished
        where local_end >= ${fromLocal} and local_end < ${untilLocal}
        group by local_end / ${DAY_MS}`.execute(db);
      return rows.map((row) => ({ day: Number(row.day), count: Number(row.count) }));
    },

    /** Each task name finished with a start: how many times, and the mean time from start to end. */
    async taskNames(employeeId: number): Promise<TaskName[]> {
      // avg() leaves out the runs without a planned time.
      const { rows } = await sql<{ task_name: string; runs: unknown; average_ms: unknown; planned_ms: unknown }>`
        select task_name, count(*) as runs, avg(ended_at - started_at) as average_ms, avg(duration_minutes) * ${MINUTE_MS} as planned_ms
        from tasks
        where employee_id = ${employeeId} and done is not null and ended_at is not null and started_at is not null
        group by task_name`.execute(db);
      return rows.map((row) => ({ taskName: row.task_name, runs: Number(row.runs), averageMs: Number(row.average_ms), plannedMs: numberOrNull(row.planned_ms) }));
    },

    /**
     * Per difficulty, over finished tasks with a start: how many and the mean time from start to end; in
     * the contract's order (easy, medium, hard), difficulties without such a task left out.
     */
    async difficulties(employeeId: number): Promise<DifficultyTotals[]> {
      const order = sql.join(TASK_DIFFICULTIES.map((difficulty, index) => sql`when ${sql.lit(difficulty)} then ${sql.lit(index)}`), sql` `);
      const { rows } = await sql<{ difficulty: TaskDifficulty; runs: unknown; average_ms: unknown }>`
        select difficulty, count(*) as runs, avg(ended_at - started_at) as average_ms
        from tasks
        where employee_id = ${employeeId} and done is not null and ended_at is not null and started_at is not null
          and difficulty is not null
        group by difficulty
        order by case difficulty ${order} end`.execute(db);
      return rows.map((row) => ({ difficulty: row.difficulty, runs: Number(row.runs), averageMs: Number(row.average_ms) }));
    },

    /** The finished runs with a start of one task name: the local day each ended and its length, in order. */
    async runs(employeeId: number, timeZone: string, taskName?: string): Promise<(Run & { taskName: string })[]> {
      const named = taskName === undefined ? sql`and t.started_at is not null` : sql`and t.started_at is not null and t.task_name = ${taskName}`;
      const { rows } = await sql<{ task_name: string; day: unknown; ms: unknown; planned_ms: unknown }>`
        with finished as (${finished(employeeId, timeZone, named)})
        select task_name, local_end / ${DAY_MS} as day, ended_at - started_at as ms, duration_minutes * ${MINUTE_MS} as planned_ms
        from finished
        order by local_end, id`.execute(db);
      return rows.map((row) => ({ taskName: row.task_name, day: Number(row.day), ms: Number(row.ms), plannedMs: numberOrNull(row.planned_ms) }));
    },

    /**
     * Per step of one task name: the median over its runs of the time from the task's start, or from the
     * step done before it, to the step's own completion; in the order the steps usually come. With it, the
     * mean of the step's planned time over those same runs (the ones that had one).
     */
    async stepMedians(employeeId: number, taskName: string): Promise<StepMedian[]> {
      const { rows } = await sql<{ description: string; median_ms: unknown; runs: unknown; planned_ms: unknown }>`
        with durations as (
          select s.description, s.duration_minutes,
                 s.completed_at - coalesce(lag(s.completed_at) over (partition by s.task_id order by s.completed_at, s.id), t.started_at) as ms,
                 row_number() over (partition by s.task_id order by s.id) as position
          from subtasks s
          join tasks t on t.id = s.task_id
          where t.employee_id = ${employeeId} and t.task_name = ${taskName}
            and t.done is not null and t.started_at is not null and s.completed_at is not null
        ),
        ranked as (
          select description, ms, position,
                 row_number() over (partition by description order by ms) as n,
                 count(*) over (partition by description) as runs,
                 avg(duration_minutes) over (partition by description) * ${MINUTE_MS} as planned_ms
          from durations
        )
        select description, avg(ms) as median_ms, max(runs) as runs, max(planned_ms) as planned_ms
        from ranked
        where n in ((runs + 1) / 2, (runs + 2) / 2)
        group by description
        order by avg(position), description`.execute(db);
      return rows.map((row) => ({
        description: row.description,
        medianMs: Number(row.median_ms),
        runs: Number(row.runs),
        plannedMs: numberOrNull(row.planned_ms),
      }));
    },

    /** Every finished task, oldest end first, with its local end and whether it met its deadline (for the CSV). */
    async finishedTasks(employeeId: number, timeZone: string): Promise<FinishedRow[]> {
      const { rows } = await sql<{
        task_name: string;
        due_date: string;
        due_time: string;
        local_end: unknown;
        on_time: unknown;
        ms: unknown;
      }>`
        with finished as (${finished(employeeId, timeZone)})
        select task_name, due_date, due_time, local_end,
               coalesce(on_time, 0) as on_time,
               ended_at - started_at as ms
        from finished
        order by ended_at, id`.execute(db);
      return rows.map((row) => ({
        taskName: row.task_name,
        dueDate: row.due_date,
        dueTime: row.due_time,
        localEnd: Number(row.local_end),
        onTime: Number(row.on_time) === 1,
        ms: numberOrNull(row.ms),
      }));
    },
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;

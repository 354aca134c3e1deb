import { DEFAULT_MASTERY_RUNS, SUPPORT_LEVELS } from '@plan-dan/contract';
import { sql, type RawBuilder } from 'kysely';
import { isCurrentSupportRecord } from '../current-records.ts';

/**
 * The SQL pieces every figure of the slice is built from, so a run, a step's place and the mastery rule
 * each have one copy.
 */

/**
 * Every step of the employee's runs (`where` narrows the tasks, alias t) with its 1-based place in its
 * task, by (position, id) as the task shows them, and its current record's columns (all null: not recorded,
 * by the one rule of current-records.ts).
 * A run is one task on its due date.
 */
export const stepsOfRuns = (employeeId: number, where: RawBuilder<unknown>) => sql`
  select t.id as task_id, t.task_name, t.due_date, t.due_time, s.id as step_id, s.description,
         row_number() over (partition by t.id order by s.position, s.id) as position,
         r.level, r.note, r.recorded_at, r.manager_id
  from tasks t
  join subtasks s on s.task_id = t.id
  left join step_support_records r on r.subtask_id = s.id and ${isCurrentSupportRecord('r')}
  where t.employee_id = ${employeeId} ${where}`;

/**
 * Per run of `steps` with at least one current record: its steps, how many are recorded and how many
 * of those 'independent'. Runs without any record are left out of every figure.
 */
export const recordedRuns = sql`
  select task_id, task_name, due_date, due_time, count(*) as steps, count(level) as recorded,
         sum(case when level = 'independent' then 1 else 0 end) as independent
  from steps
  group by task_id, task_name, due_date, due_time
  having count(level) > 0`;

/** Runs from the latest back: 1 is the latest (by due date and time, then the task's id). */
export const latestFirst = sql`due_date desc, due_time desc, task_id desc`;

/** How intrusive a level is: 0 for 'independent' up to 5 for full physical help (SUPPORT_LEVELS' order). */
export const intrusiveness = (level: RawBuilder<unknown>) =>
  sql`case ${level} ${sql.join(
    SUPPORT_LEVELS.map((name, index) => sql`when ${sql.lit(name)} then ${sql.lit(index)}`),
    sql` `,
  )} end`;

/** The employee's criterion of a task name (column expression), the default when none is stored. */
export const criterionOf = (employeeId: number, taskName: RawBuilder<unknown>) =>
  sql`coalesce((select c.runs from support_mastery_criteria c where c.employee_id = ${employeeId} and c.task_name = ${taskName}), ${sql.lit(DEFAULT_MASTERY_RUNS)})`;

/**
 * Mastery per task name over the runs of `per_run` (recordedRuns, named by the caller, who may read it
 * too): the criterion; the streak of latest runs in a row with every step recorded independent; mastered
 * when the streak reaches the criterion; close when not, with at least `criterion` recorded runs and at
 * least 80 % of the latest `criterion` runs' records independent.
 */
export const masteryByName = (employeeId: number) => sql`
  ranked as (
    select p.task_name, p.steps, p.recorded, p.independent, ${criterionOf(employeeId, sql`p.task_name`)} as criterion,
           row_number() over (partition by p.task_name order by ${latestFirst}) as back
    from per_run p
  ),
  totals as (
    select task_name, max(criterion) as criterion, count(*) as recorded_runs,
           coalesce(min(case when independent < steps then back end), count(*) + 1) - 1 as streak,
           sum(case when back <= criterion then independent else 0 end) as latest_independent,
           sum(case when back <= criterion then recorded else 0 end) as latest_recorded
    from ranked
    group by task_name
  ),
  mastery as (
    select task_name, criterion, streak,
           case when streak >= criterion then 1 else 0 end as mastered,
           case when streak < criterion and recorded_runs >= criterion and 5 * latest_independent >= 4 * latest_recorded then 1 else 0 end as close
    from totals
  )`;

export interface MasteryRow {
  taskName: string;
  runs: number;
  streak: number;
  mastered: boolean;
  close: boolean;
}

export const masteryRow = (row: { task_name: string; criterion: unknown; streak: unknown; mastered: unknown; close: unknown }): MasteryRow => ({
  taskName: row.task_name,
  runs: Number(row.criterion),
  streak: Number(row.streak),
  mastered: Number(row.mastered) === 1,
  close: Number(row.close) === 1,
});

/** A share of two counts as a number on both databases (PostgreSQL's integer division would truncate). */
export const ratio = (part: RawBuilder<unknown>, whole: RawBuilder<unknown>) => sql`cast(${part} as double precision) / ${whole}`;

// pg answers bigint, numeric and counts as strings or numbers depending on the type; both become numbers here.
export const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

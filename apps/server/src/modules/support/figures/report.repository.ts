import type { SupportLevel } from '@plan-dan/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { toSupportHistoryEntry, type StoredSupportRow } from '../current-records.ts';
import type { SupportFeatureDeps } from '../index.ts';
import { intrusiveness, latestFirst, masteryByName, masteryRow, numberOrNull, ratio, recordedRuns, stepsOfRuns, type MasteryRow } from './runs.ts';

/** How many of a period's tasks were due, finished, and finished by their due time: per task name, or all (name null). */
export interface DueCounts {
  taskName: string | null;
  due: number;
  finished: number;
  onTime: number;
}

export interface SupportCounts {
  taskName: string;
  recordedRuns: number;
  share: number;
  firstShare: number | null;
  lastShare: number | null;
  trend: 'up' | 'steady' | 'down' | null;
}

export interface HardStep {
  taskName: string;
  position: number;
  description: string;
  recorded: number;
  needsHelp: number;
  usualLevel: SupportLevel;
}

export interface NoteRow {
  date: string;
  taskName: string;
  step: string;
  level: SupportLevel;
  note: string;
  recordedBy: { id: number; name: string } | null;
}

/** The runs due in a period (tasks as t). */
export const inPeriod = (from: string, to: string) => sql`and t.due_date >= ${from} and t.due_date <= ${to}`;

const HARDEST_STEPS = 10;
const MAX_NOTES = 200;

/** The progress report's figures of a period of days (due dates, both included). */
export function createReportRepository(db: Db, finishedTasks: SupportFeatureDeps['finishedTasks'], timeZone: string) {
  const periodSteps = (employeeId: number, from: string, to: string) => sql`steps as (${stepsOfRuns(employeeId, inPeriod(from, to))})`;

  return {
    async employee(employeeId: number) {
      const row = await db.selectFrom('employees').select(['id', 'name', 'surname']).where('id', '=', employeeId).executeTakeFirst();
      return row && { id: row.id, name: `${row.name} ${row.surname}`.trim() };
    },

    /** Tasks due in the period, finished and on time, by Statistika's rule: per task name, and the whole. */
    async dueCounts(employeeId: number, from: string, to: string): Promise<DueCounts[]> {
      const { rows } = await sql<{ task_name: string | null; due: unknown; finished: unknown; on_time: unknown }>`
        with done as (${finishedTasks(employeeId, timeZone, inPeriod(from, to))}),
        per_name as (
          select t.task_name, count(*) as due, count(d.id) as finished,
                 coalesce(sum(case when d.on_time = 1 then 1 else 0 end), 0) as on_time
          from tasks t
          left join done d on d.id = t.id
          where t.employee_id = ${employeeId} ${inPeriod(from, to)}
          group by t.task_name
        )
        select task_name, due, finished, on_time from per_name
        union all
        select null, coalesce(sum(due), 0), coalesce(sum(finished), 0), coalesce(sum(on_time), 0) from per_name`.execute(db);
      return rows.map((row) => ({ taskName: row.task_name, due: Number(row.due), finished: Number(row.finished), onTime: Number(row.on_time) }));
    },

    /**
     * Per task name, over the period's recorded runs: the share of independent records, and the share over
     * the first and the second half of those runs (ntile: with an odd count the first half has the extra
     * run); the trend when the second is more than 5 points above or below the first (in whole numbers).
     */
    async supportCounts(employeeId: number, from: string, to: string): Promise<SupportCounts[]> {
      const { rows } = await sql<{ task_name: string; recorded_runs: unknown; share: unknown; first_share: unknown; last_share: unknown; trend: SupportCounts['trend'] }>`
        with ${periodSteps(employeeId, from, to)}, per_run as (${recordedRuns}),
        halves as (
          select p.*, ntile(2) over (partition by task_name order by due_date, due_time, task_id) as half from per_run p
        ),
        sums as (
          select task_name, count(*) as recorded_runs, sum(independent) as ind, sum(recorded) as rec,
                 sum(case when half = 1 then independent else 0 end) as first_ind,
                 sum(case when half = 1 then recorded else 0 end) as first_rec,
                 sum(case when half = 2 then independent else 0 end) as last_ind,
                 sum(case when half = 2 then recorded else 0 end) as last_rec
          from halves
          group by task_name
        )
        select task_name, recorded_runs, ${ratio(sql`ind`, sql`rec`)} as share,
               case when recorded_runs >= 2 then ${ratio(sql`first_ind`, sql`first_rec`)} end as first_share,
               case when recorded_runs >= 2 then ${ratio(sql`last_ind`, sql`last_rec`)} end as last_share,
               case when recorded_runs < 2 then null
                    when 20 * (last_ind * first_rec - first_ind * last_rec) > first_rec * last_rec then 'up'
                    when 20 * (first_ind * last_rec - last_ind * first_rec) > first_rec * last_rec then 'down'
                    else 'steady' end as trend
        from sums`.execute(db);
      return rows.map((row) => ({
        taskName: row.task_name,
        recordedRuns: Number(row.recorded_runs),
        share: Number(row.share),
        firstShare: numberOrNull(row.first_share),
        lastShare: numberOrNull(row.last_share),
        trend: row.trend,
      }));
    },

    /** Each task name's mastery by the end of the period (its runs due up to `to`). */
    async masteryUntil(employeeId: number, to: string): Promise<MasteryRow[]> {
      const { rows } = await sql<{ task_name: string; criterion: unknown; streak: unknown; mastered: unknown; close: unknown }>`
        with steps as (${stepsOfRuns(employeeId, sql`and t.due_date <= ${to}`)}), per_run as (${recordedRuns}), ${masteryByName(employeeId)}
        select task_name, criterion, streak, mastered, close from mastery`.execute(db);
      return rows.map(masteryRow);
    },

    /**
     * The step places that needed help most often in the period (at most 10): with their records, the
     * level they needed most often when they needed help (ties: the more intrusive), and their text on
     * the latest recorded run. Ties: the task made first, then the earlier place.
     */
    async hardestSteps(employeeId: number, from: string, to: string): Promise<HardStep[]> {
      const { rows } = await sql<{ task_name: string; position: unknown; description: string; recorded: unknown; needs_help: unknown; usual_level: SupportLevel }>`
        with ${periodSteps(employeeId, from, to)},
        recorded_steps as (select * from steps where level is not null),
        places as (
          select task_name, position, count(*) as recorded, sum(case when level <> 'independent' then 1 else 0 end) as needs_help,
                 min(task_id) as first_task
          from recorded_steps
          group by task_name, position
        ),
        usual as (
          select task_name, position, level,
                 row_number() over (partition by task_name, position order by count(*) desc, ${intrusiveness(sql`level`)} desc) as n
          from recorded_steps
          where level <> 'independent'
          group by task_name, position, level
        ),
        texts as (
          select task_name, position, description, row_number() over (partition by task_name, position order by ${latestFirst}) as n
          from recorded_steps
        )
        select p.task_name, p.position, d.description, p.recorded, p.needs_help, u.level as usual_level
        from places p
        join usual u on u.task_name = p.task_name and u.position = p.position and u.n = 1
        join texts d on d.task_name = p.task_name and d.position = p.position and d.n = 1
        where p.needs_help > 0
        order by p.needs_help desc, p.first_task, p.position
        limit ${HARDEST_STEPS}`.execute(db);
      return rows.map((row) => ({
        taskName: row.task_name,
        position: Number(row.position),
        description: row.description,
        recorded: Number(row.recorded),
        needsHelp: Number(row.needs_help),
        usualLevel: row.usual_level,
      }));
    },

    /** The notes of the period's current records, oldest run first, then in the order recorded (at most 200). */
    async notes(employeeId: number, from: string, to: string): Promise<NoteRow[]> {
      const { rows } = await sql<StoredSupportRow & { due_date: string; task_name: string; description: string; level: SupportLevel; note: string }>`
        with ${periodSteps(employeeId, from, to)}
        select st.due_date, st.task_name, st.description, st.level, st.note, st.recorded_at, m.id as manager_id, m.name as manager_name,
               m.surname as manager_surname
        from steps st
        left join managers m on m.id = st.manager_id
        where st.level is not null and st.note is not null and st.note <> ''
        order by st.due_date, st.due_time, st.recorded_at, st.step_id
        limit ${MAX_NOTES}`.execute(db);
      return rows.map((row) => ({ date: row.due_date, taskName: row.task_name, step: row.description, level: row.level, note: row.note, recordedBy: toSupportHistoryEntry(row).recordedBy }));
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;

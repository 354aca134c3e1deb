import { DEFAULT_MASTERY_RUNS, SUPPORT_GRID_RUNS, type SupportLevel } from '@plan-dan/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { criterionOf, intrusiveness, latestFirst, masteryByName, masteryRow, ratio, recordedRuns, stepsOfRuns, type MasteryRow } from './runs.ts';

export interface RunRow {
  taskId: number;
  date: string;
  recorded: number;
  independent: number;
  share: number;
}

/** One step place on one run of the grid, with that place's figures over the grid's runs. */
export interface GridCell {
  taskId: number;
  date: string;
  /** The run's place from the latest back (1: the latest). */
  back: number;
  position: number;
  description: string;
  level: SupportLevel | null;
  recorded: number;
  needsHelp: number;
  /** The place that needed help most often in the grid's runs (the same on every cell), or null. */
  mostHelp: number | null;
}

/** Independence over time and mastery of one task name; every figure is worked out by the database. */
export function createFiguresRepository(db: Db) {
  const named = (employeeId: number, taskName: string) => sql`steps as (${stepsOfRuns(employeeId, sql`and t.task_name = ${taskName}`)})`;

  return {
    /** Every run with at least one record: how many steps were recorded and how many independent, oldest first. */
    async runs(employeeId: number, taskName: string): Promise<RunRow[]> {
      const { rows } = await sql<{ task_id: unknown; due_date: string; recorded: unknown; independent: unknown; share: unknown }>`
        with ${named(employeeId, taskName)}, per_run as (${recordedRuns})
        select task_id, due_date, recorded, independent, ${ratio(sql`independent`, sql`recorded`)} as share
        from per_run
        order by due_date, due_time, task_id`.execute(db);
      return rows.map((row) => ({
        taskId: Number(row.task_id),
        date: row.due_date,
        recorded: Number(row.recorded),
        independent: Number(row.independent),
        share: Number(row.share),
      }));
    },

    /**
     * The grid: each step place of the latest SUPPORT_GRID_RUNS recorded runs, per run oldest first, with the
     * place's records and the ones that needed help over those runs, and the place that needed help most
     * often (ties: the more intrusive help, then the earlier place).
     */
    async grid(employeeId: number, taskName: string): Promise<GridCell[]> {
      const { rows } = await sql<{
        task_id: unknown;
        due_date: string;
        back: unknown;
        position: unknown;
        description: string;
        level: SupportLevel | null;
        recorded: unknown;
        needs_help: unknown;
        most_help: unknown;
      }>`
        with ${named(employeeId, taskName)}, per_run as (${recordedRuns}),
        latest as (
          select task_id, row_number() over (order by ${latestFirst}) as back from per_run
        ),
        cells as (
          select st.task_id, st.due_date, st.position, st.description, st.level, l.back,
                 case when st.level <> 'independent' then 1 else 0 end as help,
                 case when st.level <> 'independent' then ${intrusiveness(sql`st.level`)} end as help_rank
          from steps st
          join latest l on l.task_id = st.task_id
          where l.back <= ${SUPPORT_GRID_RUNS}
        ),
        places as (
          select position, count(level) as recorded, sum(help) as needs_help, max(help_rank) as worst
          from cells
          group by position
        )
        select c.task_id, c.due_date, c.back, c.position, c.description, c.level, p.recorded, p.needs_help,
               (select position from places where needs_help > 0 order by needs_help desc, worst desc, position limit 1) as most_help
        from cells c
        join places p on p.position = c.position
        order by c.position, c.back desc`.execute(db);
      return rows.map((row) => ({
        taskId: Number(row.task_id),
        date: row.due_date,
        back: Number(row.back),
        position: Number(row.position),
        description: row.description,
        level: row.level,
        recorded: Number(row.recorded),
        needsHelp: Number(row.needs_help),
        mostHelp: row.most_help === null ? null : Number(row.most_help),
      }));
    },

    /** The task name's mastery by its criterion; without any recorded run, the criterion alone. */
    async mastery(employeeId: number, taskName: string): Promise<MasteryRow> {
      const { rows } = await sql<{ task_name: string; criterion: unknown; streak: unknown; mastered: unknown; close: unknown }>`
        with ${named(employeeId, taskName)}, ${masteryByName(employeeId)}
        select task_name, criterion, streak, mastered, close from mastery`.execute(db);
      if (rows[0]) return masteryRow(rows[0]);
      return { taskName, runs: await this.criterion(employeeId, taskName), streak: 0, mastered: false, close: false };
    },

    /** The step places that needed help, or went unrecorded, in any of the latest `criterion` recorded runs. */
    async holdingBack(employeeId: number, taskName: string): Promise<number[]> {
      const { rows } = await sql<{ position: unknown }>`
        with ${named(employeeId, taskName)}, per_run as (${recordedRuns}),
        latest as (select task_id, row_number() over (order by ${latestFirst}) as back from per_run)
        select distinct st.position
        from steps st
        join latest l on l.task_id = st.task_id
        where l.back <= ${criterionOf(employeeId, sql`${taskName}`)} and (st.level is null or st.level <> 'independent')
        order by st.position`.execute(db);
      return rows.map((row) => Number(row.position));
    },

    async criterion(employeeId: number, taskName: string): Promise<number> {
      const row = await db
        .selectFrom('support_mastery_criteria')
        .select('runs')
        .where('employee_id', '=', employeeId)
        .where('task_name', '=', taskName)
        .executeTakeFirst();
      return row?.runs ?? DEFAULT_MASTERY_RUNS;
    },

    /** Sets a task name's criterion (this module is its only writer). */
    async setCriterion(employeeId: number, taskName: string, runs: number): Promise<void> {
      await db
        .insertInto('support_mastery_criteria')
        .values({ employee_id: employeeId, task_name: taskName, runs })
        .onConflict((conflict) => conflict.columns(['employee_id', 'task_name']).doUpdateSet({ runs }))
        .execute();
    },
  };
}

export type FiguresRepository = ReturnType<typeof createFiguresRepository>;

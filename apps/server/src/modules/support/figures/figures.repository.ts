import { SUPPORT_GRID_RUNS, type SupportLevel } from '@plan-dan/contract';
import { sql, type RawBuilder } from 'kysely';
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

/** A task name's figures as the independence answer needs them (see `independence`). */
export interface IndependenceFigures {
  runs: RunRow[];
  cells: GridCell[];
  mastery: MasteryRow;
  holdingBack: number[];
}

/**
 * The columns of the one statement's rows, each kind filling its own and leaving the rest null; the nulls
 * are typed because PostgreSQL types a UNION's column from its branches pairwise, and null with null is text.
 */
const COLUMNS = {
  kind: 'varchar',
  seq: 'bigint',
  task_id: 'bigint',
  due_date: 'varchar',
  back: 'bigint',
  position: 'bigint',
  description: 'varchar',
  level: 'varchar',
  recorded: 'bigint',
  independent: 'bigint',
  share: 'double precision',
  needs_help: 'bigint',
  most_help: 'bigint',
  criterion: 'bigint',
  streak: 'bigint',
  mastered: 'bigint',
  close: 'bigint',
} as const;
type Column = keyof typeof COLUMNS;

/** One branch's select list: its own columns, and typed nulls for the others. */
const columns = (own: Partial<Record<Column, RawBuilder<unknown>>>) =>
  sql.join(
    (Object.keys(COLUMNS) as Column[]).map((name) => sql`${own[name] ?? sql`cast(null as ${sql.raw(COLUMNS[name])})`} as ${sql.ref(name)}`),
    sql`, `,
  );

type FiguresRow = { [name in Column]: unknown } & { kind: 'run' | 'cell' | 'mastery' | 'holding'; due_date: string; description: string; level: SupportLevel | null };

/** Independence over time and mastery of one task name; every figure is worked out by the database. */
export function createFiguresRepository(db: Db) {
  return {
    /**
     * Every figure of a task name in one statement, so that the runs' steps and their current records are
     * found once (they are the whole cost: a year of daily runs is thousands of steps):
     * - runs: every run with at least one record, how many steps were recorded and how many independent,
     *   oldest first;
     * - cells, the grid: each step place of the latest SUPPORT_GRID_RUNS recorded runs, per place and then
     *   per run oldest first, with the place's records and the ones that needed help over those runs, and
     *   the place that needed help most often (ties: the more intrusive help, then the earlier place);
     * - mastery by the name's criterion (without any recorded run, the criterion alone);
     * - holdingBack: the step places that needed help, or went unrecorded, in any of the latest `criterion`
     *   recorded runs.
     */
    async independence(employeeId: number, taskName: string): Promise<IndependenceFigures> {
      const { rows } = await sql<FiguresRow>`
        with steps as (${stepsOfRuns(employeeId, sql`and t.task_name = ${taskName}`)}),
        per_run as (${recordedRuns}),
        ${masteryByName(employeeId)},
        latest as (
          select task_id, row_number() over (order by ${latestFirst}) as back from per_run
        ),
        criterion as (select ${criterionOf(employeeId, sql`${taskName}`)} as runs),
        -- The few runs the grid and holdingBack look at, materialized: where PostgreSQL has no statistics yet
        -- it joins them to the thousands of steps by a loop, over a handful of rows instead of every run.
        grid_runs as materialized (select task_id, back from latest where back <= ${SUPPORT_GRID_RUNS}),
        criterion_runs as materialized (select task_id from latest where back <= (select runs from criterion)),
        cells as (
          select st.task_id, st.due_date, st.position, st.description, st.level, g.back,
                 case when st.level <> 'independent' then 1 else 0 end as help,
                 case when st.level <> 'independent' then ${intrusiveness(sql`st.level`)} end as help_rank
          from steps st
          join grid_runs g on g.task_id = st.task_id
        ),
        places as (
          select position, count(level) as recorded, sum(help) as needs_help, max(help_rank) as worst
          from cells
          group by position
        )
        select ${columns({
          kind: sql`'run'`,
          seq: sql`row_number() over (order by due_date, due_time, task_id)`,
          task_id: sql`task_id`,
          due_date: sql`due_date`,
          recorded: sql`recorded`,
          independent: sql`independent`,
          share: ratio(sql`independent`, sql`recorded`),
        })}
        from per_run
        union all
        select ${columns({
          kind: sql`'cell'`,
          seq: sql`row_number() over (order by c.position, c.back desc)`,
          task_id: sql`c.task_id`,
          due_date: sql`c.due_date`,
          back: sql`c.back`,
          position: sql`c.position`,
          description: sql`c.description`,
          level: sql`c.level`,
          recorded: sql`p.recorded`,
          needs_help: sql`p.needs_help`,
          most_help: sql`(select position from places where needs_help > 0 order by needs_help desc, worst desc, position limit 1)`,
        })}
        from cells c
        join places p on p.position = c.position
        union all
        select ${columns({
          kind: sql`'mastery'`,
          seq: sql`1`,
          criterion: sql`coalesce(m.criterion, c.runs)`,
          streak: sql`coalesce(m.streak, 0)`,
          mastered: sql`coalesce(m.mastered, 0)`,
          close: sql`coalesce(m.close, 0)`,
        })}
        from criterion c
        left join mastery m on 1 = 1
        union all
        select ${columns({ kind: sql`'holding'`, seq: sql`st.position`, position: sql`st.position` })}
        from steps st
        join criterion_runs l on l.task_id = st.task_id
        where st.level is null or st.level <> 'independent'
        group by st.position
        order by kind, seq`.execute(db);
      const of = (kind: FiguresRow['kind']) => rows.filter((row) => row.kind === kind);
      const mastery = of('mastery')[0]!;
      return {
        runs: of('run').map((row) => ({
          taskId: Number(row.task_id),
          date: row.due_date,
          recorded: Number(row.recorded),
          independent: Number(row.independent),
          share: Number(row.share),
        })),
        cells: of('cell').map((row) => ({
          taskId: Number(row.task_id),
          date: row.due_date,
          back: Number(row.back),
          position: Number(row.position),
          description: row.description,
          level: row.level,
          recorded: Number(row.recorded),
          needsHelp: Number(row.needs_help),
          mostHelp: row.most_help === null ? null : Number(row.most_help),
        })),
        mastery: masteryRow({ task_name: taskName, ...mastery }),
        holdingBack: of('holding').map((row) => Number(row.position)),
      };
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

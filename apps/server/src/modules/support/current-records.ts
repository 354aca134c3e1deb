import type { SupportHistoryEntry, SupportLevel, SupportRecord } from '@plan-dan/contract';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * The one rule of what a step's support is now (issue 32): its newest row of step_support_records (by id,
 * as rows are never changed), and a newest row without a level means 'Nije zabilježeno'. Every reader
 * (the step's record, the tasks' answers, the figures) asks through here.
 */

/**
 * Whether the step_support_records row under `alias` is its step's current record, as raw SQL for a
 * WHERE or a JOIN: the step's newest row (the index (subtask_id, id) finds it) and that row has a level.
 */
export const isCurrentSupportRecord = (alias: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(`${alias}.level`)} is not null and ${sql.ref(`${alias}.id`)} = (
    select max(support_newest.id) from step_support_records support_newest where support_newest.subtask_id = ${sql.ref(`${alias}.subtask_id`)})`;

/** A stored row with its recording manager (left-joined: null once that account was deleted). */
export interface StoredSupportRow {
  level: string | null;
  note: string | null;
  recorded_at: number | string | bigint;
  manager_id: number | null;
  manager_name: string | null;
  manager_surname: string | null;
}

const recordedByOf = (row: StoredSupportRow) =>
  row.manager_id === null || row.manager_name === null ? null : { id: row.manager_id, name: `${row.manager_name} ${row.manager_surname ?? ''}`.trim() };

/** A row as a history entry (level null: a withdrawal). The column's CHECK allows only SUPPORT_LEVELS or null. */
export const toSupportHistoryEntry = (row: StoredSupportRow): SupportHistoryEntry => ({
  level: row.level as SupportLevel | null,
  note: row.note,
  recordedAt: new Date(Number(row.recorded_at)).toISOString(),
  recordedBy: recordedByOf(row),
});

/** A current row as the step's record; undefined for a withdrawal ('Nije zabilježeno'). */
export const toSupportRecord = (row: StoredSupportRow): SupportRecord | undefined => {
  const entry = toSupportHistoryEntry(row);
  return entry.level === null ? undefined : { ...entry, level: entry.level };
};

/** Rows of step_support_records (as `r`) with the recording manager's id and name. */
export const selectSupportRows = (db: Executor) =>
  db
    .selectFrom('step_support_records as r')
    .leftJoin('managers as m', 'm.id', 'r.manager_id')
    .select(['r.id', 'r.subtask_id', 'r.level', 'r.note', 'r.recorded_at', 'm.id as manager_id', 'm.name as manager_name', 'm.surname as manager_surname']);

/** Tasks per statement: a list of thousands of tasks stays within every database's limit of parameters. */
const TASKS_PER_QUERY = 500;

/**
 * The ids repeated at the end up to the next power of two (at most TASKS_PER_QUERY), as the task lists
 * look their rows up: every count of ids would otherwise be a statement of its own to prepare and keep.
 */
const sizedIds = (ids: readonly number[]): number[] => {
  const size = Math.min(TASKS_PER_QUERY, 2 ** Math.ceil(Math.log2(Math.max(ids.length, 1))));
  return ids.length >= size ? [...ids] : ids.concat(Array.from({ length: size - ids.length }, () => ids[ids.length - 1]!));
};

/**
 * The current records of the steps of these tasks, by step id (steps without one are absent): one query
 * per 500 tasks, whatever the number of steps.
 */
export async function currentSupportOfTasks(db: Executor, taskIds: readonly number[]): Promise<Map<number, SupportRecord>> {
  const records = new Map<number, SupportRecord>();
  for (let first = 0; first < taskIds.length; first += TASKS_PER_QUERY) {
    const rows = await selectSupportRows(db)
      .innerJoin('subtasks as s', 's.id', 'r.subtask_id')
      .where('s.task_id', 'in', sizedIds(taskIds.slice(first, first + TASKS_PER_QUERY)))
      .where(isCurrentSupportRecord('r'))
      .execute();
    for (const row of rows) {
      const record = toSupportRecord(row);
      if (record) records.set(row.subtask_id, record);
    }
  }
  return records;
}

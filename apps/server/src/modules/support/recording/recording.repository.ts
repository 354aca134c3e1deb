import type { SupportLevel } from '@plan-dan/contract';
import type { Db } from '../../../db/database.ts';
import { isCurrentSupportRecord, selectSupportRows, type StoredSupportRow } from '../current-records.ts';

/** One new entry of a step's history: a level, or null to withdraw the record. */
export interface NewSupportEntry {
  stepId: number;
  level: SupportLevel | null;
  note: string | null;
  at: number;
  managerId: number;
}

/** The only writer of step_support_records: entries are added, never changed (the newest is the current one). */
export function createRecordingRepository(db: Db) {
  return {
    /** Whose the step is (its task's employee and that employee's owner) and its description; undefined when there is no such step. */
    async stepOwnership(stepId: number) {
      const row = await db
        .selectFrom('subtasks')
        .innerJoin('tasks', 'tasks.id', 'subtasks.task_id')
        .innerJoin('employees', 'employees.id', 'tasks.employee_id')
        .select(['tasks.employee_id', 'employees.manager_id', 'subtasks.description'])
        .where('subtasks.id', '=', stepId)
        .executeTakeFirst();
      return row && { employeeId: row.employee_id, managerId: row.manager_id, description: row.description };
    },

    /** Adds the entry (the database stamps the step's task); answers its id. */
    async add(entry: NewSupportEntry): Promise<number> {
      const row = await db
        .insertInto('step_support_records')
        .values({ subtask_id: entry.stepId, level: entry.level, note: entry.note, recorded_at: entry.at, manager_id: entry.managerId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Withdraws the step's current record, if it has one, in one statement (two taps at once add one
     * withdrawal at most per current record seen); answers whether there was one.
     */
    async withdraw(entry: Omit<NewSupportEntry, 'level' | 'note'>): Promise<boolean> {
      const result = await db
        .insertInto('step_support_records')
        .columns(['subtask_id', 'level', 'note', 'recorded_at', 'manager_id'])
        .expression((eb) =>
          eb
            .selectFrom('step_support_records as r')
            .select([
              'r.subtask_id',
              eb.val<string | null>(null).as('level'),
              eb.val<string | null>(null).as('note'),
              eb.val(entry.at).as('recorded_at'),
              eb.val(entry.managerId).as('manager_id'),
            ])
            .where('r.subtask_id', '=', entry.stepId)
            .where(isCurrentSupportRecord('r')),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** One entry by its id, with its recording manager. */
    entry: (id: number): Promise<StoredSupportRow | undefined> => selectSupportRows(db).where('r.id', '=', id).executeTakeFirst(),

    /** The step's entries, newest first (the first is the current one, unless it is a withdrawal). */
    history: (stepId: number): Promise<StoredSupportRow[]> =>
      selectSupportRows(db).where('r.subtask_id', '=', stepId).orderBy('r.id', 'desc').execute(),
  };
}

export type RecordingRepository = ReturnType<typeof createRecordingRepository>;

import type { SupportRecordRow } from '@plan-dan/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { isCurrentSupportRecord, toSupportHistoryEntry, type StoredSupportRow } from '../current-records.ts';
import { inPeriod } from './report.repository.ts';

/** The raw records of a period of days (due dates, both included), for the CSV beside Statistika's. */
export function createRecordsRepository(db: Db) {
  return {
    /**
     * Every record row of the period's runs, also the replaced ones, oldest run first, each step's rows in
     * order; `current` by the one rule of current-records.ts (so a withdrawal is never current: the step
     * has no record then).
     */
    async records(employeeId: number, from: string, to: string): Promise<SupportRecordRow[]> {
      const { rows } = await sql<StoredSupportRow & { due_date: string; task_name: string; task_id: unknown; position: unknown; description: string; current: unknown }>`
        with places as (
          select t.id as task_id, t.task_name, t.due_date, t.due_time, s.id as step_id, s.description,
                 row_number() over (partition by t.id order by s.position, s.id) as position
          from tasks t
          join subtasks s on s.task_id = t.id
          where t.employee_id = ${employeeId} ${inPeriod(from, to)}
        )
        select p.due_date, p.task_name, p.task_id, p.position, p.description, r.level, r.note, r.recorded_at,
               m.id as manager_id, m.name as manager_name, m.surname as manager_surname,
               case when ${isCurrentSupportRecord('r')} then 1 else 0 end as current
        from places p
        join step_support_records r on r.subtask_id = p.step_id
        left join managers m on m.id = r.manager_id
        order by p.due_date, p.due_time, p.task_id, p.position, r.id`.execute(db);
      return rows.map((row) => ({
        date: row.due_date,
        taskName: row.task_name,
        taskId: Number(row.task_id),
        position: Number(row.position),
        step: row.description,
        ...toSupportHistoryEntry(row),
        current: Number(row.current) === 1,
      }));
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;

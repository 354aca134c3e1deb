// The job coach's records of a year of a daily routine (issue 32), written straight to the tables, as
// the finished tasks are: the API records one step at a time, and the figures need a year of them.
import { localMs, SUPPORT_LEVELS } from '@plan-dan/contract';
import type { Db } from '../apps/server/src/db/database.ts';

/** A year of daily runs, each of a routine of this many steps. */
export const SUPPORT_RUNS = 365;
const SUPPORT_STEPS = 8;
export const SUPPORT_TASK_NAME = 'Jutarnja rutina';
const DAY_MS = 86_400_000;

/**
 * One run a day for the past year of one routine of eight steps, every run finished, with the support
 * each step needed recorded on most steps: the last step of every third run stays unrecorded, and every
 * fifth step has an earlier record its newest replaced (the history). The help fades over the year, from
 * full physical help to independent, a step later than the one before it, so the figures have some of
 * every level, runs with shares between 0 and 1, and a last stretch that is mastered on the early steps.
 */
export async function seedSupportRecords(db: Db, employeeId: number, managerId: number): Promise<void> {
  const now = Date.now();
  const routine = await db
    .insertInto('task_routines')
    .values({
      employee_id: employeeId,
      task_name: SUPPORT_TASK_NAME,
      description: 'Svaki dan, korak po korak',
      due_time: '08:00',
      priority: false,
      difficulty: null,
      kind: 'daily',
      weekdays: 127,
      start_date: new Date(now - SUPPORT_RUNS * DAY_MS).toISOString().slice(0, 10),
      end_date: new Date(now - DAY_MS).toISOString().slice(0, 10),
      duration_minutes: null,
      steps: JSON.stringify(Array.from({ length: SUPPORT_STEPS }, (_, step) => ({ description: `Korak ${step + 1}`, needPhoto: false }))),
      generated_through: new Date(now - DAY_MS).toISOString().slice(0, 10),
      created_at: now - SUPPORT_RUNS * DAY_MS,
      updated_at: now - SUPPORT_RUNS * DAY_MS,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const levels = [...SUPPORT_LEVELS].reverse();
  for (let first = 0; first < SUPPORT_RUNS; first += 50) {
    await db.transaction().execute(async (trx) => {
      for (let run = first; run < Math.min(first + 50, SUPPORT_RUNS); run++) {
        const startedAt = now - (SUPPORT_RUNS - run) * DAY_MS;
        const dueDate = new Date(startedAt).toISOString().slice(0, 10);
        const stepsDoneAt = Array.from({ length: SUPPORT_STEPS }, (_, step) => startedAt + (step + 1) * 120_000);
        const { id } = await trx
          .insertInto('tasks')
          .values({
            employee_id: employeeId,
            task_name: SUPPORT_TASK_NAME,
            description: 'Svaki dan, korak po korak',
            due_date: dueDate,
            due_time: '08:00',
            due_local_at: localMs(dueDate, '08:00'),
            priority: false,
            done: true,
            started_at: startedAt,
            ended_at: stepsDoneAt[SUPPORT_STEPS - 1]!,
            created_at: startedAt,
            routine_id: routine.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const steps = await trx
          .insertInto('subtasks')
          .values(
            stepsDoneAt.map((completedAt, step) => ({
              task_id: id,
              description: `Korak ${step + 1}`,
              need_photo: false,
              done: true,
              completed_at: completedAt,
              routine_step: step,
              position: step,
            })),
          )
          .returning('id')
          .execute();
        const records = steps.flatMap(({ id: subtaskId }, step) => {
          if (step === SUPPORT_STEPS - 1 && run % 3 === 0) return [];
          // Faded over the year: each level a sixth of it, each step a week behind the one before it.
          const fade = Math.floor(((run - step * 7) / SUPPORT_RUNS) * levels.length * 1.2);
          const level = levels[Math.min(levels.length - 1, Math.max(0, fade))]!;
          const recordedAt = stepsDoneAt[step]! + 30_000;
          const current = { subtask_id: subtaskId, level, note: step === 0 ? 'Bilješka' : null, recorded_at: recordedAt, manager_id: managerId };
          return (run * SUPPORT_STEPS + step) % 5 === 0
            ? [{ ...current, level: 'full_physical', note: null, recorded_at: recordedAt - 10_000 }, current]
            : [current];
        });
        if (records.length > 0) await trx.insertInto('step_support_records').values(records).execute();
      }
    });
  }
}

import { addDays, weekdayMask, type RoutineRule, type TaskDifficulty } from '@plan-dan/contract';
import type { Db, Executor } from '../../../db/database.ts';
import { deleteTasks } from '../shared/files.ts';
import { deleteUnstartedFrom, generateIn, routineBehind } from './routine-occurrences.ts';
import { movePictures, routinePictureFilesOfEmployee, type RoutineFormStep } from './routine-pictures.ts';
import { withKeptPictograms } from './routine-pictograms.ts';
import { lockRoutine, routineColumns, stepPicturesOf } from './routine-rows.ts';
import { moveVoices, routineVoiceFilesOfEmployee, stepVoicesOf } from './routine-voices.ts';

/** A routine's fields as its form gives them. */
export interface RoutineFields {
  taskName: string;
  description: string;
  dueTime: string;
  priority: boolean;
  difficulty: TaskDifficulty | null;
  durationMinutes: number | null;
  rule: RoutineRule;
  steps: RoutineFormStep[];
}

const columnsOf = (fields: RoutineFields) => ({
  task_name: fields.taskName,
  description: fields.description,
  due_time: fields.dueTime,
  priority: fields.priority,
  difficulty: fields.difficulty,
  duration_minutes: fields.durationMinutes,
  kind: fields.rule.kind,
  weekdays: fields.rule.kind === 'custom' ? weekdayMask(fields.rule.weekdays) : 0,
  start_date: fields.rule.startDate,
  end_date: fields.rule.endDate,
  steps: JSON.stringify(
    fields.steps.map((step) => ({
      description: step.description,
      needPhoto: step.needPhoto,
      durationMinutes: step.durationMinutes,
      ...(step.pictogram ? { pictogram: step.pictogram } : {}),
    })),
  ),
});

/** Routines (tasks that repeat): their rows, their occurrences made ahead, their edits and their end. */
export function createRoutinesRepository(db: Db) {
  return {
    async routineOwnership(routineId: number) {
      const row = await db
        .selectFrom('task_routines')
        .innerJoin('employees', 'employees.id', 'task_routines.employee_id')
        .select(['task_routines.employee_id', 'employees.manager_id'])
        .where('task_routines.id', '=', routineId)
        .executeTakeFirst();
      return row && { employeeId: row.employee_id, managerId: row.manager_id };
    },

    /** The routine's row and its step pictures and voices by the step's place. */
    async findRoutine(routineId: number) {
      const row = await db.selectFrom('task_routines').select(routineColumns).where('id', '=', routineId).executeTakeFirst();
      return row && { row, pictures: await stepPicturesOf(db, routineId), voices: await stepVoicesOf(db, routineId) };
    },

    /**
     * The routines (of one employee, or of everyone) whose occurrences do not reach `through` yet and
     * may still have some: one indexed lookup, answered empty when nothing is missing.
     */
    async routinesBehind(through: string, employeeId?: number) {
      let query = db.selectFrom('task_routines').select(['id', 'employee_id']).where((eb) => routineBehind(eb, through));
      if (employeeId !== undefined) query = query.where('employee_id', '=', employeeId);
      return query.execute();
    },

    /** Creates the routine's occurrences up to `through` (see generateIn); answers how many were made. */
    async generate(routineId: number, through: string, createdAt: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const routine = await lockRoutine(trx, routineId);
        return routine ? generateIn(trx, routine, through, createdAt) : 0;
      });
    },

    /** A new routine and its occurrences from `from` up to `through`, in one transaction; answers its id. */
    async insertRoutine(employeeId: number, fields: RoutineFields, from: string, through: string, createdAt: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('task_routines')
          .values({ employee_id: employeeId, ...columnsOf(fields), generated_through: addDays(from, -1), created_at: createdAt, updated_at: createdAt })
          .returning('id')
          .executeTakeFirstOrThrow();
        await generateIn(trx, (await lockRoutine(trx, id))!, through, createdAt);
        return id;
      });
    },

    /**
     * The routine's new form from `from` on: its tasks from that day that nobody started are deleted
     * and made anew by the new rules up to `through`; started, finished and earlier ones stay as they
     * are. Each step keeps its picture, pictogram and voice (keptPlaces); the routine keeps its pictogram. Answers
     * the storage keys to delete, or undefined when the routine is gone.
     */
    async updateRoutine(routineId: number, fields: RoutineFields, from: string, through: string, updatedAt: number) {
      return db.transaction().execute(async (trx) => {
        const routine = await lockRoutine(trx, routineId);
        if (!routine) return undefined;
        const keys = await deleteUnstartedFrom(trx, routineId, from);
        keys.push(...(await movePictures(trx, routine, fields.steps)), ...(await moveVoices(trx, routine, fields.steps)));
        await trx
          .updateTable('task_routines')
          .set({ ...columnsOf({ ...fields, steps: withKeptPictograms(routine, fields.steps) }), generated_through: addDays(from, -1), updated_at: updatedAt })
          .where('id', '=', routineId)
          .execute();
        await generateIn(trx, (await lockRoutine(trx, routineId))!, through, updatedAt);
        return keys;
      });
    },

    /**
     * 'Ovaj i sljedeći': the task goes, whatever its state; the routine ends the day before it, and its
     * later tasks that nobody started go too. Answers the storage keys to delete, or undefined when the
     * task is gone; a task of no routine is deleted alone.
     */
    async deleteFollowing(taskId: number, updatedAt: number) {
      return db.transaction().execute(async (trx) => {
        const task = await trx.selectFrom('tasks').select(['routine_id', 'due_date']).where('id', '=', taskId).executeTakeFirst();
        if (!task) return undefined;
        const keys = await deleteTasks(trx, [taskId]);
        if (task.routine_id === null) return keys;
        const routine = await lockRoutine(trx, task.routine_id);
        if (!routine) return keys;
        const lastDay = addDays(task.due_date, -1);
        if (routine.end_date === null || routine.end_date > lastDay) {
          await trx.updateTable('task_routines').set({ end_date: lastDay, updated_at: updatedAt }).where('id', '=', routine.id).execute();
        }
        keys.push(...(await deleteUnstartedFrom(trx, routine.id, task.due_date)));
        return keys;
      });
    },

    /** The task of the routine on that day, if it has one. */
    async occurrenceOn(routineId: number, date: string) {
      const row = await db.selectFrom('tasks').select('id').where('routine_id', '=', routineId).where('due_date', '=', date).executeTakeFirst();
      return row?.id;
    },

    /** The employee's routines with their step pictures and voices, inside the employee's deletion (after their tasks); answers their files' keys. */
    async deleteAllOfEmployee(trx: Executor, employeeId: number): Promise<string[]> {
      const keys = [...(await routinePictureFilesOfEmployee(trx, employeeId)), ...(await routineVoiceFilesOfEmployee(trx, employeeId))];
      await trx.deleteFrom('task_routines').where('employee_id', '=', employeeId).execute();
      return keys;
    },
  };
}

export type RoutinesRepository = ReturnType<typeof createRoutinesRepository>;

import {
  addDays,
  localMs,
  occurrencesBetween,
  weekdayMask,
  weekdaysOfMask,
  type Routine,
  type RoutineKind,
  type RoutineRule,
  type StepPicture,
  type TaskRoutine,
} from '@plan-dan/contract';
import type { ExpressionBuilder, Transaction } from 'kysely';
import { compileOnce } from '../../db/compile-once.ts';
import type { Db, Executor } from '../../db/database.ts';
import type { Database, TaskRoutinesTable } from '../../db/schema.ts';

/** Rows per INSERT: well within both databases' limits on bound values (SQLite 32,766; PostgreSQL 65,535). */
const INSERT_CHUNK = 500;

interface RoutineStep {
  description: string;
  needPhoto: boolean;
}

/** A step of the routine's form: `routineStep` is the place it had in the routine, whose picture it keeps. */
export type RoutineFormStep = RoutineStep & { routineStep?: number };

/** A routine's fields as its form gives them. */
export interface RoutineFields {
  taskName: string;
  description: string;
  dueTime: string;
  priority: boolean;
  rule: RoutineRule;
  steps: RoutineFormStep[];
}

/** A step's picture (or video) as stored: the file, its type and its small WebP (null when none could be made). */
export interface StoredPicture {
  storageKey: string;
  contentType: string;
  previewKey: string | null;
}

type PictureColumns = { picture_key: string | null; picture_preview_key: string | null };

/** The files of a step's picture, to delete with it once nothing refers to them. */
export const pictureFiles = (step: PictureColumns) =>
  [step.picture_key, step.picture_preview_key].filter((key): key is string => key !== null);

const pictureColumns = (picture: StoredPicture | null) => ({
  picture_key: picture?.storageKey ?? null,
  picture_type: picture?.contentType ?? null,
  picture_preview_key: picture?.previewKey ?? null,
});

/** The routine's step pictures by the step's place. */
async function stepPicturesOf(trx: Executor, routineId: number): Promise<Map<number, StoredPicture>> {
  const rows = await trx
    .selectFrom('task_routine_step_pictures')
    .select(['step_index', 'picture_key', 'picture_type', 'picture_preview_key'])
    .where('routine_id', '=', routineId)
    .execute();
  return new Map(rows.map((row) => [row.step_index, { storageKey: row.picture_key, contentType: row.picture_type, previewKey: row.picture_preview_key }]));
}

/** The routine's tasks from `from` on that nobody has started: the ones an edit or a new picture changes. */
const unstartedTasksFrom = (routineId: number, from: string) => (eb: ExpressionBuilder<Database, 'subtasks'>) =>
  eb
    .selectFrom('tasks')
    .select('tasks.id')
    .where('tasks.routine_id', '=', routineId)
    .where('tasks.due_date', '>=', from)
    .where('tasks.started_at', 'is', null)
    .where('tasks.done', 'is', null);

/**
 * A picture set on (or removed from) a routine's step on one of its days becomes the routine's picture
 * for that step: the days it makes later get it, and its tasks from `from` on that nobody started get it
 * now (sharing the same files). Answers the keys the routine and those steps referred to before, to
 * delete once nothing refers to them. A step added to one day by hand (no routine place) stays its own.
 */
export async function shareStepPicture(trx: Transaction<Database>, routineId: number, stepIndex: number, picture: StoredPicture | null, from: string) {
  const routine = await lockRoutine(trx, routineId);
  if (!routine || stepIndex >= (JSON.parse(routine.steps) as RoutineStep[]).length) return [];
  const ofStep = { routine_id: routineId, step_index: stepIndex };
  const previous = await trx
    .selectFrom('task_routine_step_pictures')
    .select(['picture_key', 'picture_preview_key'])
    .where('routine_id', '=', routineId)
    .where('step_index', '=', stepIndex)
    .executeTakeFirst();
  await trx.deleteFrom('task_routine_step_pictures').where('routine_id', '=', routineId).where('step_index', '=', stepIndex).execute();
  if (picture) {
    await trx
      .insertInto('task_routine_step_pictures')
      .values({ ...ofStep, picture_key: picture.storageKey, picture_type: picture.contentType, picture_preview_key: picture.previewKey })
      .execute();
  }
  const replaced = await trx
    .selectFrom('subtasks')
    .select(['picture_key', 'picture_preview_key'])
    .where('routine_step', '=', stepIndex)
    .where('task_id', 'in', unstartedTasksFrom(routineId, from))
    .where('picture_key', 'is not', null)
    .execute();
  await trx
    .updateTable('subtasks')
    .set(pictureColumns(picture))
    .where('routine_step', '=', stepIndex)
    .where('task_id', 'in', unstartedTasksFrom(routineId, from))
    .execute();
  return [...(previous ? pictureFiles(previous) : []), ...replaced.flatMap(pictureFiles)];
}

type RoutineRow = Pick<
  TaskRoutinesTable,
  'employee_id' | 'task_name' | 'description' | 'due_time' | 'priority' | 'kind' | 'weekdays' | 'start_date' | 'end_date' | 'steps' | 'generated_through'
> & { id: number };

const ruleOf = (row: Pick<RoutineRow, 'kind' | 'weekdays' | 'start_date' | 'end_date'>): RoutineRule => ({
  kind: row.kind as RoutineKind,
  weekdays: weekdaysOfMask(row.weekdays),
  startDate: row.start_date,
  endDate: row.end_date,
});

const refOf = (row: Pick<RoutineRow, 'id' | 'kind' | 'weekdays' | 'start_date' | 'end_date'>): TaskRoutine => ({
  id: row.id,
  kind: row.kind as RoutineKind,
  weekdays: weekdaysOfMask(row.weekdays),
  startDate: row.start_date,
  endDate: row.end_date,
});

const columnsOf = (fields: RoutineFields) => ({
  task_name: fields.taskName,
  description: fields.description,
  due_time: fields.dueTime,
  priority: fields.priority,
  kind: fields.rule.kind,
  weekdays: fields.rule.kind === 'custom' ? weekdayMask(fields.rule.weekdays) : 0,
  start_date: fields.rule.startDate,
  end_date: fields.rule.endDate,
  steps: JSON.stringify(fields.steps.map((step) => ({ description: step.description, needPhoto: step.needPhoto }))),
});

const routineColumns = [
  'id',
  'employee_id',
  'task_name',
  'description',
  'due_time',
  'priority',
  'kind',
  'weekdays',
  'start_date',
  'end_date',
  'steps',
  'generated_through',
] as const;

/**
 * The routine's row, locked to this transaction by a write to it first: creating its occurrences, an edit
 * and ending it happen one after another, on PostgreSQL (a row lock) and on SQLite (the file's write
 * lock, taken before anything is read, so a second process waits for it instead of failing).
 */
async function lockRoutine(trx: Transaction<Database>, routineId: number): Promise<RoutineRow | undefined> {
  await trx.updateTable('task_routines').set((eb) => ({ generated_through: eb.ref('generated_through') })).where('id', '=', routineId).execute();
  return trx.selectFrom('task_routines').select(routineColumns).where('id', '=', routineId).executeTakeFirst();
}

/**
 * Creates the routine's occurrences after its `generated_through` up to `through`, leaving out the days
 * deleted on their own; answers how many tasks were made. A day that has its task already is left as it
 * is (ON CONFLICT DO NOTHING on the unique routine and day), so running this twice, or on two instances
 * at once, makes each task once. Inserting tasks raises the employee's list version (migration 0009).
 */
async function generateIn(trx: Transaction<Database>, routine: RoutineRow, through: string, createdAt: number): Promise<number> {
  if (routine.generated_through >= through) return 0;
  const from = addDays(routine.generated_through, 1);
  const skipped = new Set(
    (
      await trx
        .selectFrom('task_routine_skips')
        .select('skipped_date')
        .where('routine_id', '=', routine.id)
        .where('skipped_date', '>=', from)
        .where('skipped_date', '<=', through)
        .execute()
    ).map((row) => row.skipped_date),
  );
  const dates = occurrencesBetween(ruleOf(routine), from, through).filter((date) => !skipped.has(date));
  const steps = JSON.parse(routine.steps) as RoutineStep[];
  const pictures = dates.length > 0 ? await stepPicturesOf(trx, routine.id) : new Map<number, StoredPicture>();
  let created = 0;
  for (let index = 0; index < dates.length; index += INSERT_CHUNK) {
    const inserted = await trx
      .insertInto('tasks')
      .values(
        dates.slice(index, index + INSERT_CHUNK).map((date) => ({
          employee_id: routine.employee_id,
          task_name: routine.task_name,
          description: routine.description,
          due_date: date,
          due_time: routine.due_time,
          priority: Boolean(routine.priority),
          done: null,
          started_at: null,
          ended_at: null,
          due_local_at: localMs(date, routine.due_time),
          created_at: createdAt,
          routine_id: routine.id,
        })),
      )
      .onConflict((conflict) => conflict.columns(['routine_id', 'due_date']).doNothing())
      .returning('id')
      .execute();
    created += inserted.length;
    const stepRows = inserted.flatMap(({ id }) =>
      steps.map((step, place) => ({
        task_id: id,
        description: step.description,
        need_photo: step.needPhoto,
        done: false,
        completed_at: null,
        routine_step: place,
        ...pictureColumns(pictures.get(place) ?? null),
      })),
    );
    for (let at = 0; at < stepRows.length; at += INSERT_CHUNK) {
      await trx.insertInto('subtasks').values(stepRows.slice(at, at + INSERT_CHUNK)).execute();
    }
  }
  await trx
    .updateTable('task_routines')
    .set({ generated_through: through })
    .where('id', '=', routine.id)
    .where('generated_through', '<', through)
    .execute();
  return created;
}

/**
 * Deletes the routine's tasks from `from` on that nobody has started (with their steps); answers the
 * storage keys of their step pictures (and photos, should one have any) to delete after the commit.
 */
async function deleteUnstartedFrom(trx: Transaction<Database>, routineId: number, from: string) {
  const ids = (
    await trx
      .selectFrom('tasks')
      .select('id')
      .where('routine_id', '=', routineId)
      .where('due_date', '>=', from)
      .where('started_at', 'is', null)
      .where('done', 'is', null)
      .execute()
  ).map((row) => row.id);
  return deleteTasks(trx, ids);
}

async function deleteTasks(trx: Transaction<Database>, ids: number[]) {
  const keys: string[] = [];
  for (let index = 0; index < ids.length; index += INSERT_CHUNK) {
    const chunk = ids.slice(index, index + INSERT_CHUNK);
    const photos = await trx.selectFrom('task_photos').select('storage_key').where('task_id', 'in', chunk).execute();
    const pictures = await trx
      .selectFrom('subtasks')
      .select(['picture_key', 'picture_preview_key'])
      .where('task_id', 'in', chunk)
      .where('picture_key', 'is not', null)
      .execute();
    await trx.deleteFrom('task_photos').where('task_id', 'in', chunk).execute();
    await trx.deleteFrom('subtasks').where('task_id', 'in', chunk).execute();
    await trx.deleteFrom('tasks').where('id', 'in', chunk).execute();
    keys.push(...photos.map((row) => row.storage_key), ...pictures.flatMap(pictureFiles));
  }
  return keys;
}

/**
 * An edit keeps each step's picture with the step: a step that says which place it had in the routine
 * (`routineStep`) takes that place's picture to its new place. A client that does not say keeps the
 * picture where the step at the same place still reads the same. Answers the keys no step keeps.
 */
async function movePictures(trx: Transaction<Database>, routine: RoutineRow, steps: RoutineFormStep[]) {
  const pictures = await stepPicturesOf(trx, routine.id);
  if (pictures.size === 0) return [];
  const before = JSON.parse(routine.steps) as RoutineStep[];
  const placesSaid = steps.some((step) => step.routineStep !== undefined);
  const kept = steps.flatMap((step, place) => {
    const from = placesSaid ? step.routineStep : before[place]?.description === step.description ? place : undefined;
    const picture = from === undefined ? undefined : pictures.get(from);
    return picture ? [{ place, picture, from: from! }] : [];
  });
  await trx.deleteFrom('task_routine_step_pictures').where('routine_id', '=', routine.id).execute();
  if (kept.length > 0) {
    await trx
      .insertInto('task_routine_step_pictures')
      .values(
        kept.map(({ place, picture }) => ({
          routine_id: routine.id,
          step_index: place,
          picture_key: picture.storageKey,
          picture_type: picture.contentType,
          picture_preview_key: picture.previewKey,
        })),
      )
      .execute();
  }
  const keptFrom = new Set(kept.map(({ from }) => from));
  return [...pictures].filter(([place]) => !keptFrom.has(place)).flatMap(([, picture]) => pictureFiles({ picture_key: picture.storageKey, picture_preview_key: picture.previewKey }));
}

/** A routine whose occurrences do not reach `through` yet and that may still have some (it has not ended). */
export const routineBehind = (eb: ExpressionBuilder<Database, 'task_routines'>, through: string) =>
  eb.and([
    eb('task_routines.generated_through', '<', through),
    eb.or([eb('task_routines.end_date', 'is', null), eb('task_routines.end_date', '>', eb.ref('task_routines.generated_through'))]),
  ]);

export function createRoutinesRepository(db: Db) {
  const behindOfEmployee = compileOnce(db, 2, (through: string, employeeId: number) =>
    db
      .selectFrom('task_routines')
      .select(['id', 'employee_id'])
      .where((eb) => routineBehind(eb, through))
      .where('employee_id', '=', employeeId),
  );

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

    /** The routine as its form shows it, each step with its picture (linked by `linkPicture`). */
    async findRoutine(routineId: number, linkPicture: (picture: StoredPicture) => StepPicture): Promise<Routine | undefined> {
      const row = await db.selectFrom('task_routines').select(routineColumns).where('id', '=', routineId).executeTakeFirst();
      if (!row) return undefined;
      const pictures = await stepPicturesOf(db, routineId);
      return {
        ...refOf(row),
        taskName: row.task_name,
        description: row.description,
        dueTime: row.due_time,
        priority: Boolean(row.priority),
        child: { id: row.employee_id },
        subtasks: (JSON.parse(row.steps) as RoutineStep[]).map((step, place) => {
          const picture = pictures.get(place);
          return { description: step.description, needPhoto: step.needPhoto, picture: picture ? linkPicture(picture) : null };
        }),
      };
    },

    /**
     * The routines (of one employee, or of everyone) whose occurrences do not reach `through` yet and
     * may still have some: one indexed lookup, answered empty when nothing is missing.
     */
    async routinesBehind(through: string, employeeId?: number) {
      if (employeeId !== undefined) return behindOfEmployee(through, employeeId);
      return db.selectFrom('task_routines').select(['id', 'employee_id']).where((eb) => routineBehind(eb, through)).execute();
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
          .values({
            employee_id: employeeId,
            ...columnsOf(fields),
            generated_through: addDays(from, -1),
            created_at: createdAt,
            updated_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const routine = await lockRoutine(trx, id);
        await generateIn(trx, routine!, through, createdAt);
        return id;
      });
    },

    /**
     * The routine's new form from `from` on: its tasks from that day that nobody started are deleted
     * and made anew by the new rules up to `through`; started, finished and earlier ones stay as they
     * are. Answers the storage keys to delete, or undefined when the routine is gone.
     */
    async updateRoutine(routineId: number, fields: RoutineFields, from: string, through: string, updatedAt: number) {
      return db.transaction().execute(async (trx) => {
        const routine = await lockRoutine(trx, routineId);
        if (!routine) return undefined;
        const keys = await deleteUnstartedFrom(trx, routineId, from);
        keys.push(...(await movePictures(trx, routine, fields.steps)));
        const generatedThrough = addDays(from, -1);
        await trx
          .updateTable('task_routines')
          .set({ ...columnsOf(fields), generated_through: generatedThrough, updated_at: updatedAt })
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
  };
}

export type RoutinesRepository = ReturnType<typeof createRoutinesRepository>;

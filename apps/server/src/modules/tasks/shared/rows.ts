import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

/**
 * The steps whose photo waits for the manager's decision: a step with a photo that is neither approved
 * nor rejected (done is null). The contract's `isWaitingForReview` decides it wherever steps are at hand;
 * this is its one copy in SQL, for the answers without steps and the board's count (task-rules.test.ts
 * checks that the two agree).
 */
export const stepsWaitingForReview = (db: Executor) =>
  db.selectFrom('subtasks').innerJoin('task_photos', 'task_photos.subtask_id', 'subtasks.id').where('subtasks.done', 'is', null);

/** Whether a photo of the task waits for the manager's decision. */
const waitingForReview = (db: Executor) => (eb: ExpressionBuilder<Database, 'tasks'>) =>
  eb.exists(stepsWaitingForReview(db).select('subtasks.id').where('subtasks.task_id', '=', eb.ref('tasks.id'))).as('pending_review');

/** A task's own columns, as every answer of a task needs them. */
export function selectTaskColumns(db: Executor) {
  return db
    .selectFrom('tasks')
    .select([
      'tasks.id',
      'tasks.employee_id',
      'tasks.task_name',
      'tasks.description',
      'tasks.due_date',
      'tasks.due_time',
      'tasks.priority',
      'tasks.difficulty',
      'tasks.duration_minutes',
      'tasks.done',
      'tasks.started_at',
      'tasks.ended_at',
      'tasks.routine_id',
      'tasks.pictogram',
    ]);
}

/** A task's columns and whether a photo of it waits for review, for an answer without its steps. */
export const selectTasks = (db: Executor) => selectTaskColumns(db).select(waitingForReview(db));

export type TaskColumns = Awaited<ReturnType<ReturnType<typeof selectTaskColumns>['executeTakeFirstOrThrow']>>;
export type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['executeTakeFirstOrThrow']>>;

/** A step's columns with its photo's, if it has one. */
export function selectStepsWithPhotos(db: Executor) {
  return db
    .selectFrom('subtasks')
    .leftJoin('task_photos', 'task_photos.subtask_id', 'subtasks.id')
    .select([
      'subtasks.id',
      'subtasks.task_id',
      'subtasks.description',
      'subtasks.need_photo',
      'subtasks.done',
      'subtasks.rejected_at',
      'subtasks.rejection_reason',
      'subtasks.rejection_count',
      'subtasks.picture_key',
      'subtasks.picture_type',
      'subtasks.picture_preview_key',
      'subtasks.pictogram',
      'subtasks.photo_removed_at',
      'subtasks.voice_key',
      'subtasks.voice_type',
      'subtasks.duration_minutes',
      'task_photos.id as photo_id',
      'task_photos.name as photo_name',
      'task_photos.storage_key as photo_key',
      'task_photos.content_type as photo_type',
    ]);
}

/**
 * A task's steps in their order: by place, then by id (steps made before places existed all have place 0).
 * The steps' index (task_id, position, id) gives this order without a sort.
 */
export const inStepOrder = <Row>(query: SelectQueryBuilder<Database, 'subtasks' | 'task_photos', Row>) =>
  query.orderBy('subtasks.position').orderBy('subtasks.id');

export type StepRow = Awaited<ReturnType<ReturnType<typeof selectStepsWithPhotos>['executeTakeFirstOrThrow']>>;

/** The routines these rows belong to, as a task's answer names them. */
export function selectRoutineRefs(db: Executor, routineIds: number[]) {
  return db.selectFrom('task_routines').select(['id', 'kind', 'weekdays', 'start_date', 'end_date']).where('id', 'in', routineIds);
}

export type RoutineRefRow = Awaited<ReturnType<ReturnType<typeof selectRoutineRefs>['executeTakeFirstOrThrow']>>;

/** The ids of the routines behind these rows, each once. */
export const routineIdsOf = (rows: readonly { routine_id: number | null }[]) => [
  ...new Set(rows.flatMap((row) => (row.routine_id === null ? [] : [row.routine_id]))),
];

import {
  hasStepWaitingForReview,
  pictogramDrawingPath,
  STEP_VIDEO_TYPES,
  weekdaysOfMask,
  type Photo,
  type Pictogram,
  type Step,
  type StepPicture,
  type StepVoice,
  type SupportRecord,
  type Task,
  type TaskDifficulty,
  type TaskRoutine,
  type TaskWithSteps,
} from '@plan-dan/contract';
import type { SignedLinks } from '../../../platform/signed-links.ts';
import type { RoutineRefRow, StepRow, TaskColumns } from './rows.ts';

/** A step photo as stored. */
export interface StoredPhoto {
  id: number;
  name: string;
  stepId: number;
  storageKey: string;
  contentType: string;
}

/** A step's picture (or video) as stored: the file, its type and its small WebP (null when none could be made). */
/** A step's recorded voice as stored (a routine's steps share one). */
export interface StoredVoice {
  storageKey: string;
  contentType: string;
}

export interface StoredPicture {
  storageKey: string;
  contentType: string;
  previewKey: string | null;
}

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());
const tristate = (value: boolean | number | null) => (value === null ? null : Boolean(value));

export const isStepVideoType = (mime: string) => (STEP_VIDEO_TYPES as readonly string[]).includes(mime);

/** A step's, task's or routine's pictogram as stored (the symbol's name) as the API answers it, with its drawing's address. */
export const toPictogram = (name: string | null | undefined): Pictogram | null => (name ? { name, downloadURL: pictogramDrawingPath(name) } : null);

/**
 * Rows as the API answers them: tasks, steps, routines, and the signed links of photos and step pictures
 * (a link is signed for the hour it is made in; see platform/signed-links.ts).
 */
export function createPresenter(links: SignedLinks) {
  const photo = (stored: StoredPhoto): Photo => ({
    id: stored.id,
    name: stored.name,
    subtaskId: stored.stepId,
    downloadURL: links.linkTo(stored.storageKey, stored.contentType),
  });

  const picture = (stored: StoredPicture): StepPicture => ({
    downloadURL: links.linkTo(stored.storageKey, stored.contentType),
    previewURL: stored.previewKey === null ? null : links.linkTo(stored.previewKey, 'image/webp'),
    kind: isStepVideoType(stored.contentType) ? 'video' : 'image',
  });

  const voice = (stored: StoredVoice): StepVoice => ({
    downloadURL: links.linkTo(stored.storageKey, stored.contentType),
  });

  /** `support`: the step's current support record, for a manager's answer only (null for the employee's). */
  const step = (row: StepRow, support: SupportRecord | null): Step => {
    const stepPhoto =
      row.photo_id === null || row.photo_name === null || row.photo_key === null || row.photo_type === null
        ? null
        : photo({ id: row.photo_id, name: row.photo_name, stepId: row.id, storageKey: row.photo_key, contentType: row.photo_type });
    const done = tristate(row.done);
    return {
      id: row.id,
      description: row.description,
      needPhoto: Boolean(row.need_photo),
      done,
      task: { id: row.task_id },
      photo: stepPhoto,
      // A new photo or an approval clears the columns; `done` guards a step reopened some other way.
      rejection:
        done === false && row.rejected_at !== null
          ? { reason: row.rejection_reason, at: iso(Number(row.rejected_at))!, photo: stepPhoto }
          : null,
      rejectionCount: Number(row.rejection_count),
      picture:
        row.picture_key === null || row.picture_type === null
          ? null
          : picture({ storageKey: row.picture_key, contentType: row.picture_type, previewKey: row.picture_preview_key }),
      pictogram: toPictogram(row.pictogram),
      voice: row.voice_key === null || row.voice_type === null ? null : voice({ storageKey: row.voice_key, contentType: row.voice_type }),
      durationMinutes: row.duration_minutes === null ? null : Number(row.duration_minutes),
      support,
      photoRemovedAt: iso(row.photo_removed_at === null ? null : Number(row.photo_removed_at)),
    };
  };

  return { photo, picture, voice, step };
}

export type Presenter = ReturnType<typeof createPresenter>;

export const toRoutineRef = (row: RoutineRefRow): TaskRoutine => ({
  id: row.id,
  kind: row.kind as TaskRoutine['kind'],
  weekdays: weekdaysOfMask(row.weekdays),
  startDate: row.start_date,
  endDate: row.end_date,
});

/** The routines of some tasks by id, as their answers name them. */
export const routineRefsById = (rows: RoutineRefRow[]) => new Map(rows.map((row) => [row.id, toRoutineRef(row)]));

/** A stored difficulty as the API names it (the column's CHECK allows only these, or null). */
export const difficultyOf = (stored: string | null): TaskDifficulty | null => stored as TaskDifficulty | null;

export function toTask(row: TaskColumns, pendingReview: boolean, routines: Map<number, TaskRoutine>): Task {
  return {
    id: row.id,
    taskName: row.task_name,
    description: row.description,
    dueDate: row.due_date,
    dueTime: row.due_time,
    priority: Boolean(row.priority),
    difficulty: difficultyOf(row.difficulty),
    durationMinutes: row.duration_minutes === null ? null : Number(row.duration_minutes),
    done: row.done ? true : null,
    start: iso(row.started_at),
    end: iso(row.ended_at),
    child: { id: row.employee_id },
    pendingReview,
    routine: row.routine_id === null ? null : (routines.get(row.routine_id) ?? null),
    pictogram: toPictogram(row.pictogram),
  };
}

/** A task with its steps: whether a photo waits is the contract's rule over the steps. */
export function toTaskWithSteps(row: TaskColumns, steps: Step[], routines: Map<number, TaskRoutine>): TaskWithSteps {
  return { ...toTask(row, hasStepWaitingForReview({ subtasks: steps }), routines), subtasks: steps };
}

import { z } from 'zod';
import { pictogramSchema } from './pictograms.ts';
import { supportRecordSchema } from './support.ts';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_DURATION_MINUTES,
  MAX_REJECTION_REASON_LENGTH,
  MAX_SUBTASK_LENGTH,
  MAX_SUBTASKS_PER_TASK,
  MAX_TASK_NAME_LENGTH,
  MAX_TASK_PAGE_SIZE,
  MIN_DURATION_MINUTES,
  ROUTINE_KINDS,
  TASK_DIFFICULTIES,
  TASK_LIST_STATUSES,
} from './constants.ts';
import { booleanSchema, idSchema, isoDateSchema, lineSchema, optionalTextSchema, textSchema } from './common.ts';

export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm');
const stepDescriptionSchema = textSchema(MAX_SUBTASK_LENGTH);

/** 'Trajanje': the expected minutes (1 to 240); absent or null: none, and no countdown on the phone. */
export const durationMinutesSchema = z
  .int()
  .min(MIN_DURATION_MINUTES)
  .max(MAX_DURATION_MINUTES)
  .nullish()
  .transform((value) => value ?? null);

export const newStepSchema = z.object({
  description: stepDescriptionSchema,
  needPhoto: booleanSchema.default(false),
  durationMinutes: durationMinutesSchema,
});

/**
 * How a task repeats ('Ponavljanje'): each occurrence is a task of its own on its day, with fresh steps.
 * `weekdays` (ISO, 1 Monday … 7 Sunday) only for 'custom'; `endDate` the last day it may fall on.
 */
export const repeatSchema = z.object({
  kind: z.enum(ROUTINE_KINDS),
  weekdays: z.array(z.int().min(1).max(7)).max(7).default([]),
  endDate: isoDateSchema.nullish().transform((value) => value ?? null),
});
export type Repeat = z.output<typeof repeatSchema>;

const taskFields = {
  taskName: lineSchema(MAX_TASK_NAME_LENGTH),
  description: textSchema(MAX_DESCRIPTION_LENGTH),
  /** The task's day; a routine's first day. */
  dueDate: isoDateSchema,
  dueTime: timeSchema,
  priority: booleanSchema.default(false),
  /** 'Težina'; absent or null: none (clients that do not know it). */
  difficulty: z.enum(TASK_DIFFICULTIES).nullish().transform((value) => value ?? null),
  /** The whole task's expected minutes, counted from its start; null: none. */
  durationMinutes: durationMinutesSchema,
  /** Steps created with the task, in one transaction (with every occurrence of a routine). */
  subtasks: z.array(newStepSchema).max(MAX_SUBTASKS_PER_TASK).default([]),
};

/** A routine's own rules: chosen weekdays need one at least; the end is not before the start. */
function checkRepeat(value: { dueDate: string; repeat?: Repeat | null }, context: z.core.$RefinementCtx) {
  const { repeat } = value;
  if (!repeat) return;
  if (repeat.kind === 'custom' && repeat.weekdays.length === 0) {
    context.addIssue({ code: 'custom', message: 'required', path: ['repeat', 'weekdays'] });
  }
  if (repeat.endDate !== null && repeat.endDate < value.dueDate) {
    context.addIssue({ code: 'custom', message: 'before_start', path: ['repeat', 'endDate'] });
  }
}

export const createTaskRequestSchema = z
  .object({
    ...taskFields,
    child: z.object({ id: idSchema }),
    /** Absent or null: the task happens once. Otherwise a routine is made and answered with its first task. */
    repeat: repeatSchema.nullish(),
  })
  .superRefine(checkRepeat);
export type CreateTaskRequest = z.input<typeof createTaskRequestSchema>;
export type CreateTaskData = z.output<typeof createTaskRequestSchema>;

/**
 * A routine's new form: its task's fields and how it repeats (`dueDate` its first day). A step may say
 * the place it had in the routine (`routineStep`, from 0), so its picture goes with it wherever it is now;
 * when no step says, a step keeps the picture of its place if its text is unchanged.
 */
export const updateRoutineRequestSchema = z
  .object({
    ...taskFields,
    subtasks: z
      .array(newStepSchema.extend({ routineStep: z.int().min(0).max(MAX_SUBTASKS_PER_TASK - 1).optional() }))
      .max(MAX_SUBTASKS_PER_TASK)
      .default([]),
    repeat: repeatSchema,
  })
  .superRefine(checkRepeat);
export type UpdateRoutineRequest = z.input<typeof updateRoutineRequestSchema>;
export type UpdateRoutineData = z.output<typeof updateRoutineRequestSchema>;

/**
 * A step in a task's edit: with `id`, one of the task's steps, kept with its state, photo and rejections (its
 * text and 'Potrebna slika' may change); without, a new step. The order sent is the steps' new order.
 */
export const editedStepSchema = newStepSchema.extend({ id: idSchema.optional() });
export type EditedStep = z.input<typeof editedStepSchema>;

/**
 * `PUT /api/v1/task/{id}`: the fields of `POST /api/v1/task` (without `child` and `repeat`). Without `subtasks` the
 * steps stay as they are; with them, the task's steps become the list sent (steps left out are removed).
 */
export const updateTaskRequestSchema = z.object({
  ...taskFields,
  subtasks: z.array(editedStepSchema).max(MAX_SUBTASKS_PER_TASK).optional(),
});
export type UpdateTaskRequest = z.input<typeof updateTaskRequestSchema>;
export type UpdateTaskData = z.output<typeof updateTaskRequestSchema>;

/** What a step's picture is: a picture, or a short video (MP4 or WebM). */
export const STEP_PICTURE_KINDS = ['image', 'video'] as const;
export type StepPictureKind = (typeof STEP_PICTURE_KINDS)[number];

/** The manager's picture (or short video) for a step, shown large above its text on the phone. */
export const stepPictureSchema = z.object({
  /** Signed, expiring link to the image or the video (a Range request answers 206 with that part). */
  downloadURL: z.string(),
  /**
   * Signed link to a small WebP (at most 160 px) for the manager's card: of the picture, or of the video's
   * first frame (its poster, sent by the manager's browser); null when none could be made.
   */
  previewURL: z.string().nullable(),
  /** 'video': downloadURL is an MP4 or WebM video, previewURL (if any) its poster. Older answers had no kind: a picture. */
  kind: z.enum(STEP_PICTURE_KINDS),
});
export type StepPicture = z.infer<typeof stepPictureSchema>;

/** The manager's recorded voice for a step (WebM/Opus, Ogg, MP4/AAC, MP3 or WAV); the phone's read-aloud plays it. */
export const stepVoiceSchema = z.object({
  /** Signed, expiring link to the audio (a Range request answers 206 with that part). */
  downloadURL: z.string(),
});
export type StepVoice = z.infer<typeof stepVoiceSchema>;

/** What a task says of the routine it belongs to: enough to describe it ('Ponavlja se svaki dan'). */
export const taskRoutineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ROUTINE_KINDS),
  weekdays: z.array(z.number().int()),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type TaskRoutine = z.infer<typeof taskRoutineSchema>;

/** A routine with everything its form shows. */
export const routineSchema = taskRoutineSchema.extend({
  taskName: z.string(),
  description: z.string(),
  dueTime: z.string(),
  priority: z.boolean(),
  difficulty: z.enum(TASK_DIFFICULTIES).nullable(),
  durationMinutes: z.number().int().nullable(),
  child: z.object({ id: z.number().int() }),
  /** The steps every new day gets, each with the picture and the voice its days share (or null). */
  subtasks: z.array(
    z.object({
      description: z.string(),
      needPhoto: z.boolean(),
      durationMinutes: z.number().int().nullable(),
      picture: stepPictureSchema.nullable(),
      /** The pictogram its days share (a step has a picture or a pictogram, not both), or null. */
      pictogram: pictogramSchema.nullable(),
      voice: stepVoiceSchema.nullable(),
    }),
  ),
  /** The pictogram its days show beside their name, or null. */
  pictogram: pictogramSchema.nullable(),
});
export type Routine = z.infer<typeof routineSchema>;

/** Deleting a routine's task: with following=true, this one and the routine's later ones ('Ovaj i sljedeći'). */
export const deleteTaskQuerySchema = z.object({ following: booleanSchema.optional() });

export const createStepRequestSchema = z.object({
  description: stepDescriptionSchema,
  needPhoto: booleanSchema.default(false),
  durationMinutes: durationMinutesSchema,
  task: z.object({ id: idSchema }),
});
export type CreateStepRequest = z.input<typeof createStepRequestSchema>;

/**
 * The original app sends the whole subtask back; only `done` is read, and `reason`, which it never
 * sends: the manager's optional words when refusing a photo (blank is none).
 */
export const setStepDoneRequestSchema = z
  .object({ done: booleanSchema, reason: optionalTextSchema(MAX_REJECTION_REASON_LENGTH) })
  .refine((body) => body.done === false || body.reason === null, { message: 'only_when_rejecting', path: ['reason'] });
export type SetStepDoneRequest = z.input<typeof setStepDoneRequestSchema>;

export const photoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  downloadURL: z.string(),
  subtaskId: z.number().int(),
});
export type Photo = z.infer<typeof photoSchema>;

/** The manager's latest refusal of a step's photo, shown on the phone until a new photo is sent. */
export const stepRejectionSchema = z.object({
  /** The manager's words, or null when they gave none. */
  reason: z.string().nullable(),
  /** ISO timestamp of the refusal. */
  at: z.string(),
  /** The refused photo (kept until a new one replaces it); null when the step had none. */
  photo: photoSchema.nullable(),
});
export type StepRejection = z.infer<typeof stepRejectionSchema>;

/** One of the manager's instruction materials (a JPEG, PNG or WebP picture) copied as a step's picture. */
export const stepPictureFromMaterialSchema = z.object({ materialId: idSchema });
export type StepPictureFromMaterial = z.infer<typeof stepPictureFromMaterialSchema>;

export const stepSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  needPhoto: z.boolean(),
  /** false: open or rejected; null: a photo waits for review; true: done (approved). */
  done: z.boolean().nullable(),
  task: z.object({ id: z.number().int() }),
  /** The step's current photo, if one was sent. */
  photo: photoSchema.nullable(),
  /** Set while the step is refused (done false) and no new photo has come; approving or a new photo clears it. */
  rejection: stepRejectionSchema.nullable(),
  /** The manager's picture for the step, or null. */
  picture: stepPictureSchema.nullable(),
  /** The step's pictogram from the library, or null; a step has a picture or a pictogram, never both. */
  pictogram: pictogramSchema.nullable(),
  /** The manager's recorded voice for the step, or null: the phone reads the text aloud itself. */
  voice: stepVoiceSchema.nullable(),
  /** The step's expected minutes, or null: the phone shows them shrinking once the step is the current one. */
  durationMinutes: z.number().int().nullable(),
  /** How many times the step's photo was refused, ever (approvals and new photos keep the count). */
  rejectionCount: z.number().int(),
  /** The job coach's current record of the help the step needed on this run; always null for the employee's token. */
  support: supportRecordSchema.nullable(),
  /** ISO timestamp: when the server removed the step's photo under PHOTO_RETENTION_DAYS (issue 35), or null. */
  photoRemovedAt: z.string().nullable(),
});
export type Step = z.infer<typeof stepSchema>;

/** One earlier refusal of a step's photo, in the step's refusal history. */
export const stepRejectionEntrySchema = z.object({
  /** The manager's words, or null when they gave none. */
  reason: z.string().nullable(),
  /** ISO timestamp of the refusal. */
  at: z.string(),
  /** The refusing manager (the owner or a helper); null when not known (refusals from before the history, or a manager since deleted). */
  by: z.object({ name: z.string() }).nullable(),
});
export type StepRejectionEntry = z.infer<typeof stepRejectionEntrySchema>;
/** A step's refusals, newest first. */
export const stepRejectionHistorySchema = z.array(stepRejectionEntrySchema);
export type StepRejectionHistory = z.infer<typeof stepRejectionHistorySchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  taskName: z.string(),
  description: z.string(),
  dueDate: z.string(),
  dueTime: z.string(),
  priority: z.boolean(),
  /** 'Težina', or null when none was given. */
  difficulty: z.enum(TASK_DIFFICULTIES).nullable(),
  /** The whole task's expected minutes from its start, or null. */
  durationMinutes: z.number().int().nullable(),
  /** null until every step is done; then true, set by the server. */
  done: z.boolean().nullable(),
  /** ISO timestamps: when the employee started, and finished the last step. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  child: z.object({ id: z.number().int() }),
  /** Some step has a photo waiting for the manager's decision. */
  pendingReview: z.boolean(),
  /** The routine this task is an occurrence of, or null: a task that happens once. */
  routine: taskRoutineSchema.nullable(),
  /** The task's pictogram from the library, shown beside its name, or null. */
  pictogram: pictogramSchema.nullable(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskWithStepsSchema = taskSchema.extend({ subtasks: z.array(stepSchema) });
export type TaskWithSteps = z.infer<typeof taskWithStepsSchema>;

/**
 * Which of an employee's tasks a screen asks for. Without `status`, `from` and `to`: every task, as the
 * original client asks. Sorted by due date and time, except `status=done`: newest end first.
 */
export const taskListQuerySchema = z
  .object({
    include: z.enum(['subtasks']).optional(),
    /**
     * open: not done (any due date); done: finished, newest end first, in pages; current: open ones and
     * those finished in the last RECENTLY_DONE_DAYS days (the Zadaci tab's first load).
     */
    status: z.enum(TASK_LIST_STATUSES).optional(),
    /** Due dates from and to (inclusive), YYYY-MM-DD: the calendar's day or month, the phone's "today and earlier". */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    /** With status=done: the page after this finished task (the last one of the page before). */
    before: idSchema.optional(),
    /** With status=done: the page size (default TASK_PAGE_SIZE). */
    limit: z.coerce.number().int().min(1).max(MAX_TASK_PAGE_SIZE).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from_after_to', path: ['to'] })
  .refine((query) => query.status === 'done' || (query.before === undefined && query.limit === undefined), {
    message: 'only_with_status_done',
    path: ['before'],
  });
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

/** Per day of a year: how many tasks are due and how many of them are done (the calendar's marks). */
export const taskCalendarQuerySchema = z.object({ year: z.coerce.number().int().min(1900).max(9999) });
export const taskCalendarSchema = z.object({
  year: z.number().int(),
  days: z.array(z.object({ date: z.string(), total: z.number().int(), done: z.number().int() })),
});
export type TaskCalendar = z.infer<typeof taskCalendarSchema>;
export const taskListSchema = z.array(z.union([taskWithStepsSchema, taskSchema]));

export const photosQuerySchema = z
  .object({
    taskId: idSchema.optional(),
    employeeId: idSchema.optional(),
  })
  .refine((q) => (q.taskId === undefined) !== (q.employeeId === undefined), {
    message: 'give exactly one of taskId and employeeId',
    path: ['taskId'],
  });
export const photoListSchema = z.array(photoSchema);

export const employeeIdParamsSchema = z.object({ employeeId: idSchema });
export const taskIdParamsSchema = z.object({ taskId: idSchema });

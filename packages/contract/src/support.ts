import { z } from 'zod';
import { isoDateSchema, optionalTextSchema } from './common.ts';
import { MAX_MASTERY_RUNS, MAX_REPORT_DAYS, MAX_SUPPORT_NOTE_LENGTH, MIN_MASTERY_RUNS, SUPPORT_LEVELS } from './support-constants.ts';
import { taskStatisticsQuerySchema } from './statistics.ts';

/**
 * The job coach's record of how much help each step of a run needed (issue 32). A professional's record:
 * the employee's token never reads it, and the phone shows nothing of it.
 */

const dateSchema = z.string().meta({ description: 'YYYY-MM-DD in the app’s time zone' });
const supportLevelSchema = z.enum(SUPPORT_LEVELS);

/** PUT a step's support: the most intrusive prompt the step needed on this run, and a short note. */
export const recordSupportRequestSchema = z.object({
  level: supportLevelSchema,
  note: optionalTextSchema(MAX_SUPPORT_NOTE_LENGTH),
});
export type RecordSupportRequest = z.infer<typeof recordSupportRequestSchema>;

/** Who recorded: the owner or a helper; null when that manager's account was deleted since. */
const recordedBySchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A step's current support record: task answers carry it as the step's `support` (for managers only). */
export const supportRecordSchema = z.object({
  level: supportLevelSchema,
  note: z.string().nullable(),
  /** ISO timestamp. */
  recordedAt: z.string(),
  recordedBy: recordedBySchema,
});
export type SupportRecord = z.infer<typeof supportRecordSchema>;

/** One entry of a step's history: a record, or (level null) its withdrawal back to 'Nije zabilježeno'. */
export const supportHistoryEntrySchema = supportRecordSchema.extend({ level: supportLevelSchema.nullable() });
export type SupportHistoryEntry = z.infer<typeof supportHistoryEntrySchema>;

/** GET a step's support: the current record (null: 'Nije zabilježeno') and every entry, newest first. */
export const stepSupportSchema = z.object({
  current: supportRecordSchema.nullable(),
  history: z.array(supportHistoryEntrySchema),
});
export type StepSupport = z.infer<typeof stepSupportSchema>;

/** `?name=` of a task, as the Statistika table names it. */
export const independenceQuerySchema = taskStatisticsQuerySchema;

/** A task name's mastery: the criterion, whether it is met, and what still holds it back. */
export const masterySchema = z.object({
  /** The criterion: this many latest runs in a row with every step 'Samostalno' (DEFAULT_MASTERY_RUNS unless set). */
  runs: z.number().int(),
  /** The latest `runs` runs each had every step recorded, and every one independent: 'Savladano'. */
  mastered: z.boolean(),
  /** How many of the latest runs in a row had every step recorded independent. */
  streak: z.number().int(),
  /**
   * Not mastered, but close: at least 80 % of the step records of the latest `runs` runs are independent
   * (and there are `runs` runs). The coach plans fading around `holdingBack`.
   */
  close: z.boolean(),
  /** Step positions (1-based) that needed help (or went unrecorded) in any of the latest `runs` runs, in order. */
  holdingBack: z.array(z.number().int()),
});
export type Mastery = z.infer<typeof masterySchema>;

export const independenceRunSchema = z.object({
  taskId: z.number().int(),
  /** The run's day: the task's due date. */
  date: dateSchema,
  /** Steps with a current record. */
  recorded: z.number().int(),
  /** Of them, recorded 'independent'. */
  independent: z.number().int(),
  /** independent / recorded, 0 to 1. */
  share: z.number(),
});
export type IndependenceRun = z.infer<typeof independenceRunSchema>;

/** One step place of the task across its latest runs (the grid, read without colour). */
export const independenceStepSchema = z.object({
  /** 1-based place of the step in its task. */
  position: z.number().int(),
  /** The step's text on the latest of those runs that had it. */
  description: z.string(),
  /** One per run of the grid (the latest SUPPORT_GRID_RUNS runs, oldest first); null: not recorded or no such step that day. */
  levels: z.array(z.object({ taskId: z.number().int(), date: dateSchema, level: supportLevelSchema.nullable() })),
  /** Over those runs: how many records, and how many needed any help (not 'independent'). */
  recorded: z.number().int(),
  needsHelp: z.number().int(),
});
export type IndependenceStep = z.infer<typeof independenceStepSchema>;

/** A task name's independence over time: everything the Statistika section shows, in one request. */
export const independenceSchema = z.object({
  taskName: z.string(),
  /** Every run with at least one record, oldest first. */
  runs: z.array(independenceRunSchema),
  steps: z.array(independenceStepSchema),
  /** The step place that needed help most often in the grid's runs (ties: the more intrusive help, then the earlier step); null when none needed help. */
  mostHelp: z.number().int().nullable(),
  mastery: masterySchema,
});
export type Independence = z.infer<typeof independenceSchema>;

export const masteryRequestSchema = z.object({
  name: taskStatisticsQuerySchema.shape.name,
  runs: z.number().int().min(MIN_MASTERY_RUNS).max(MAX_MASTERY_RUNS),
});
export type MasteryRequest = z.infer<typeof masteryRequestSchema>;
export const masteryCriterionSchema = z.object({ name: z.string(), runs: z.number().int() });
export type MasteryCriterion = z.infer<typeof masteryCriterionSchema>;

const dayCount = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** The period's checks compare two real dates only: a bad `from` is named alone, not `to` as well. */
const bothDates = (payload: z.core.ParsePayload) => {
  const value = payload.value as { from?: unknown; to?: unknown };
  return isoDateSchema.safeParse(value.from).success && isoDateSchema.safeParse(value.to).success;
};

/** A period of days, both included, in the app's time zone. */
export const periodQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((query) => query.from <= query.to, { message: 'from_after_to', path: ['to'], when: bothDates })
  .refine((query) => query.from > query.to || dayCount(query.from, query.to) <= MAX_REPORT_DAYS, { message: 'period_too_long', path: ['to'], when: bothDates });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

/** One task name in the report: its runs in the period, its independence and where it is heading. */
export const reportTaskSchema = z.object({
  taskName: z.string(),
  /** Runs due in the period, and of them finished, and finished by their due time. */
  due: z.number().int(),
  finished: z.number().int(),
  onTime: z.number().int(),
  /** Runs of the period with at least one support record. */
  recordedRuns: z.number().int(),
  /** Share of independent steps over the period's records (0 to 1), null without records. */
  share: z.number().nullable(),
  /** The share over the first and the second half of the period's recorded runs; null with fewer than 2 recorded runs. */
  firstShare: z.number().nullable(),
  lastShare: z.number().nullable(),
  /** lastShare against firstShare: more than 5 points up or down, else steady; null without both. */
  trend: z.enum(['up', 'steady', 'down']).nullable(),
  /** Mastered by the end of the period, by the task's criterion. */
  mastered: z.boolean(),
});
export type ReportTask = z.infer<typeof reportTaskSchema>;

/** A step that needed help in the period. */
export const reportStepSchema = z.object({
  taskName: z.string(),
  position: z.number().int(),
  description: z.string(),
  recorded: z.number().int(),
  needsHelp: z.number().int(),
  /** The level it needed most often when it needed help. */
  usualLevel: supportLevelSchema,
});
export type ReportStep = z.infer<typeof reportStepSchema>;

/** A coach's note from a current record of the period. */
export const reportNoteSchema = z.object({
  date: dateSchema,
  taskName: z.string(),
  step: z.string(),
  level: supportLevelSchema,
  note: z.string(),
  recordedBy: recordedBySchema,
});
export type ReportNote = z.infer<typeof reportNoteSchema>;

/** 'Izvještaj o napretku': one employee and a period, everything the printable page shows. */
export const progressReportSchema = z.object({
  employee: z.object({ id: z.number().int(), name: z.string() }),
  from: dateSchema,
  to: dateSchema,
  timeZone: z.string(),
  /** Tasks due in the period, finished, and finished by their due time. */
  due: z.number().int(),
  finished: z.number().int(),
  onTime: z.number().int(),
  /** Task names with a run due in the period, in Croatian alphabetical order. */
  tasks: z.array(reportTaskSchema),
  /** The steps that needed help most often (at most 10), most first. */
  hardestSteps: z.array(reportStepSchema),
  /** The coach's notes of the period, oldest first (at most 200). */
  notes: z.array(reportNoteSchema),
});
export type ProgressReport = z.infer<typeof progressReportSchema>;

/** One support record, for the CSV of raw records. */
export const supportRecordRowSchema = z.object({
  date: dateSchema,
  taskName: z.string(),
  taskId: z.number().int(),
  position: z.number().int(),
  step: z.string(),
  /** null: the record was withdrawn ('Nije zabilježeno'). */
  level: supportLevelSchema.nullable(),
  note: z.string().nullable(),
  /** ISO timestamp. */
  recordedAt: z.string(),
  recordedBy: recordedBySchema,
  /** false: a later entry replaced it. */
  current: z.boolean(),
});
export type SupportRecordRow = z.infer<typeof supportRecordRowSchema>;
export const supportRecordListSchema = z.array(supportRecordRowSchema);

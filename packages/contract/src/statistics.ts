import { z } from 'zod';
import { MAX_TASK_NAME_LENGTH, TASK_DIFFICULTIES } from './constants.ts';

const dateSchema = z.string().meta({ description: 'YYYY-MM-DD in the app’s time zone' });

/** Original shape: completed tasks per day of the current month, `{ "YYYY-MM-DD": count }`, every day listed. */
export const tasksOverTimeSchema = z.record(z.string(), z.number().int());
/** Original shape: `[onTime, late]` over the finished tasks; on time means finished by the due date and time. */
export const deadlineStatsSchema = z.tuple([z.number().int(), z.number().int()]);
/** Original shape: per task name, the seconds from start to end of each finished run, by date. */
export const taskSummarySchema = z.array(
  z.object({
    taskName: z.string(),
    taskDetails: z.array(z.object({ date: dateSchema, executionTime: z.number().int() })),
  }),
);
export type TaskSummary = z.infer<typeof taskSummarySchema>;

export const stepTimeSchema = z.object({
  description: z.string(),
  /** Median over the task's runs of the time from the task's start, or the step done before, to this step. */
  medianSeconds: z.number().int(),
  /** How many runs had this step done (older runs recorded no step times). */
  runs: z.number().int(),
  /** The mean of the minutes planned for this step ('Trajanje'), in seconds, over those runs that had them; else null. */
  plannedSeconds: z.number().int().nullable(),
});
export type StepTime = z.infer<typeof stepTimeSchema>;

/** One task name of the table: how often it was finished with a start, and its mean time. */
export const taskTotalsSchema = z.object({
  taskName: z.string(),
  runs: z.number().int(),
  averageSeconds: z.number().int(),
  /** The mean planned time ('Trajanje') over the runs that had one, in seconds; null when none had. */
  plannedSeconds: z.number().int().nullable(),
});
export type TaskTotals = z.infer<typeof taskTotalsSchema>;

/** The chosen task of the table: each run's time by date, and the time each step takes. */
export const taskStatisticsSchema = z.object({
  taskName: z.string(),
  /** One point per finished run with a start: the date it was finished and its seconds, by date. */
  runs: z.array(z.object({ date: dateSchema, seconds: z.number().int(), plannedSeconds: z.number().int().nullable() })),
  /** The steps in the order they usually come. */
  steps: z.array(stepTimeSchema),
});
export type TaskStatistics = z.infer<typeof taskStatisticsSchema>;
/** Any stored name, also one saved before control characters were refused; only NUL, which no name holds. */
export const taskStatisticsQuerySchema = z.object({
  name: z.string().min(1).max(MAX_TASK_NAME_LENGTH).refine((name) => !name.includes('\u0000'), 'control_characters'),
});

/** Everything the Statistika tab shows, in one request. */
export const statisticsSchema = z.object({
  /** The zone every date here is in (APP_TIMEZONE). */
  timeZone: z.string(),
  /** The current month, YYYY-MM. */
  month: z.string(),
  /** Finished tasks in all. */
  finished: z.number().int(),
  /** Mean seconds from start to end over finished tasks with a start; null when there is none. */
  averageSeconds: z.number().int().nullable(),
  /** Every day of the current month with the tasks finished on it. */
  days: z.array(z.object({ date: dateSchema, count: z.number().int() })),
  deadlines: z.object({ onTime: z.number().int(), late: z.number().int() }),
  /** Task names with at least one finished run that had a start, in Croatian alphabetical order. */
  tasks: z.array(taskTotalsSchema),
  /**
   * The mean time per difficulty ('Lagani', 'Srednje teški', 'Teški') over finished tasks with a start and that
   * difficulty, in the order easy, medium, hard; a difficulty without such a task is left out.
   */
  difficulties: z.array(z.object({ difficulty: z.enum(TASK_DIFFICULTIES), runs: z.number().int(), averageSeconds: z.number().int() })),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** One finished task, for the CSV the manager downloads; times are wall-clock times in the app's zone. */
export const finishedTaskSchema = z.object({
  taskName: z.string(),
  /** The date it was finished. */
  date: dateSchema,
  /** Due date and time, 'YYYY-MM-DD HH:mm'. */
  due: z.string(),
  /** When it was finished, 'YYYY-MM-DD HH:mm:ss'. */
  finishedAt: z.string(),
  /** Finished by its due date and time. */
  onTime: z.boolean(),
  /** Seconds from start to end; null when it was never started. */
  seconds: z.number().int().nullable(),
});
export type FinishedTask = z.infer<typeof finishedTaskSchema>;
export const finishedTaskListSchema = z.array(finishedTaskSchema);

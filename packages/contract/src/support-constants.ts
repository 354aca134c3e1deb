/**
 * The support feature's route paths and limits (issue 32), without zod, as '@plan-dan/contract/support-constants'
 * (and through the package's index). Only the manager's support screens (loaded lazily) and the server use them.
 */

/** The prompts a step may need, from least to most help ('Samostalno' … 'Puna fizička pomoć'). */
export const SUPPORT_LEVELS = ['independent', 'gesture', 'verbal', 'model', 'partial_physical', 'full_physical'] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];
export const MAX_SUPPORT_NOTE_LENGTH = 500;
/** A task is mastered when its latest this-many runs had every step 'Samostalno' (the default criterion). */
export const DEFAULT_MASTERY_RUNS = 5;
export const MIN_MASTERY_RUNS = 2;
export const MAX_MASTERY_RUNS = 20;
/** The grid of a task's steps shows each step's levels over at most this many latest runs. */
export const SUPPORT_GRID_RUNS = 10;
/** A progress report covers at most this many days (two years). */
export const MAX_REPORT_DAYS = 731;
export const supportRoutes = {
  /**
   * PUT `{ level, note }` records the support a step needed on its run (a later PUT replaces it; the earlier
   * stays in the history); DELETE withdraws it ('Nije zabilježeno', kept in the history); GET answers the
   * current record and the history. The owner and helpers only; the employee's token gets 403.
   */
  step: '/api/v1/task/sub/:id/support',
  /** `?name=`: a task name's runs with their share of independent steps, its steps' levels, and mastery. */
  independence: '/api/v1/statistics/:employeeId/independence',
  /** PUT `{ name, runs }`: the mastery criterion of a task name (runs in a row with every step independent). */
  mastery: '/api/v1/statistics/:employeeId/mastery',
  /** `?from=&to=`: everything 'Izvještaj o napretku' shows for the period, in one request. */
  report: '/api/v1/statistics/:employeeId/report',
  /** `?from=&to=`: every support record of the period's runs, also the replaced ones, oldest first (the CSV). */
  records: '/api/v1/statistics/:employeeId/support-records',
} as const;

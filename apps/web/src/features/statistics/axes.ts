const HOUR = 3600;
/** The completed-tasks chart goes at least this high, in steps of two (the spec's 0 to 10). */
const MIN_COUNT_TOP = 10;
const COUNT_STEP = 2;
/** The per-task chart's axis keeps at most this many labels, 0 included. */
export const MAX_TIME_TICKS = 12;
/** Multiples of an hour a coarser time axis steps by, before it counts in whole days. */
const HOUR_MULTIPLES = [1, 2, 3, 4, 6, 8, 12, 24];

export interface Axis {
  step: number;
  /** From 0 to the top, every `step`; the top is at or above the highest value. */
  ticks: number[];
}

function ticksUpTo(top: number, step: number): number[] {
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

/**
 * The y axis of tasks finished per day: from 0 in steps of 2 (only even labels), up to 10 or to the
 * even number at or above the busiest day, so no day is ever cut off.
 */
export function countAxis(maxCount: number): Axis {
  const top = Math.max(MIN_COUNT_TOP, Math.ceil(Math.max(0, maxCount) / COUNT_STEP) * COUNT_STEP);
  return { step: COUNT_STEP, ticks: ticksUpTo(top, COUNT_STEP) };
}

/**
 * The y axis of a task's run times, in seconds: from 0 in steps of an hour, as the original. Where runs
 * take so long that hourly labels would pass MAX_TIME_TICKS, the step grows to a larger multiple of an
 * hour (2, 3, 4, 6, 8, 12 hours, then whole days) instead of failing as the original did.
 */
export function timeAxis(maxSeconds: number): Axis {
  const hours = Math.max(0, maxSeconds) / HOUR;
  const needed = Math.ceil(hours / (MAX_TIME_TICKS - 1));
  const multiple = HOUR_MULTIPLES.find((candidate) => candidate >= needed) ?? Math.ceil(needed / 24) * 24;
  const step = multiple * HOUR;
  const top = Math.max(step, Math.ceil(Math.max(0, maxSeconds) / step) * step);
  return { step, ticks: ticksUpTo(top, step) };
}

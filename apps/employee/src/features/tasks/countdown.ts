import type { Step, TaskWithSteps } from '@plan-dan/contract';
import { stepState } from '@plan-dan/contract/task-rules';

/**
 * A countdown as the phone keeps it: when it began, when it was paused (null while it runs), how long
 * earlier pauses lasted, and whether its end was already announced (the sound and the vibration come once).
 * Times are the phone's milliseconds since 1970.
 */
export interface CountdownRecord {
  startedAt: number;
  pausedAt: number | null;
  pausedMs: number;
  endNoticed: boolean;
}

export function newCountdown(startedAt: number): CountdownRecord {
  return { startedAt, pausedAt: null, pausedMs: 0, endNoticed: false };
}

/** Time that counted: from the start to now (or to the pause), less the pauses; never negative. */
export function elapsedMs(record: CountdownRecord, now: number): number {
  const until = record.pausedAt ?? now;
  return Math.max(0, until - record.startedAt - record.pausedMs);
}

/** What is left as a share of the whole: 1 at the start, 0 at the end and after it. */
export function remainingFraction(record: CountdownRecord, durationMinutes: number, now: number): number {
  const total = durationMinutes * 60_000;
  return Math.min(1, Math.max(0, 1 - elapsedMs(record, now) / total));
}

export function remainingMs(record: CountdownRecord, durationMinutes: number, now: number): number {
  return Math.max(0, durationMinutes * 60_000 - elapsedMs(record, now));
}

/** How far past the expected time it runs (0 while time is left). */
export function overrunMs(record: CountdownRecord, durationMinutes: number, now: number): number {
  return Math.max(0, elapsedMs(record, now) - durationMinutes * 60_000);
}

export function isOver(record: CountdownRecord, durationMinutes: number, now: number): boolean {
  return elapsedMs(record, now) >= durationMinutes * 60_000;
}

export function pause(record: CountdownRecord, now: number): CountdownRecord {
  return record.pausedAt === null ? { ...record, pausedAt: now } : record;
}

/** Resumes: the pause's length is added to the earlier ones, so the elapsed time goes on from where it stood. */
export function resume(record: CountdownRecord, now: number): CountdownRecord {
  if (record.pausedAt === null) return record;
  return { ...record, pausedAt: null, pausedMs: record.pausedMs + Math.max(0, now - record.pausedAt) };
}

/**
 * The whole minutes left, as a person would say 'about': rounded, and at least 1 while any time is left
 * (0 means less than half a minute, said as 'less than a minute').
 */
export function minutesLeft(ms: number): number {
  return Math.round(ms / 60_000);
}

/**
 * The step the employee is on: the first that is neither done nor sent for review, of a started task
 * that is not finished. Undefined otherwise.
 */
export function currentStep(task: Pick<TaskWithSteps, 'start' | 'done' | 'subtasks'>): Step | undefined {
  if (task.start === null || task.done === true) return undefined;
  return task.subtasks.find((step) => {
    const state = stepState(step);
    return state === 'open' || state === 'rejected';
  });
}

/**
 * What a step component needs for its countdown: whether it is the current step, and for the task's first
 * step the task's start (its countdown began then); a later step's began when it became current here.
 */
export function stepCountdownProps(task: Pick<TaskWithSteps, 'start' | 'done' | 'subtasks'>, step: Step): { current: boolean; currentSince: string | null } {
  const current = currentStep(task)?.id === step.id;
  return { current, currentSince: current && task.subtasks[0]?.id === step.id ? task.start : null };
}

const STORAGE_KEY = 'planDan.countdowns';
/** Records older than this are forgotten when another is saved: the task is long over. */
const KEEP_MS = 2 * 24 * 60 * 60_000;

type Stored = Record<string, CountdownRecord>;

function isRecord(value: unknown): value is CountdownRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.startedAt === 'number' &&
    (record.pausedAt === null || typeof record.pausedAt === 'number') &&
    typeof record.pausedMs === 'number' &&
    typeof record.endNoticed === 'boolean'
  );
}

/** The kept records, read defensively: a damaged entry is as if it were not there. */
export function parseStored(raw: string | null): Stored {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isRecord(value))) as Stored;
  } catch {
    return {};
  }
}

/** Adds or replaces one record and drops the ones begun long ago. */
export function withRecord(stored: Stored, key: string, record: CountdownRecord, now: number): Stored {
  const kept = Object.entries(stored).filter(([other, value]) => other !== key && now - value.startedAt < KEEP_MS);
  return { ...Object.fromEntries(kept), [key]: record };
}

export function loadCountdown(key: string): CountdownRecord | undefined {
  try {
    return parseStored(localStorage.getItem(STORAGE_KEY))[key];
  } catch {
    return undefined;
  }
}

export function saveCountdown(key: string, record: CountdownRecord): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(withRecord(parseStored(localStorage.getItem(STORAGE_KEY)), key, record, Date.now())));
  } catch {
    // Private mode or a full storage: the countdown still runs, it is only not kept across a reload.
  }
}

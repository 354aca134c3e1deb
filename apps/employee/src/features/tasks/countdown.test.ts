import type { Step } from '@plan-dan/contract';
import { describe, expect, it } from 'vitest';
import {
  currentStep,
  elapsedMs,
  isOver,
  minutesLeft,
  newCountdown,
  overrunMs,
  parseStored,
  pause,
  remainingFraction,
  remainingMs,
  resume,
  stepCountdownProps,
  withRecord,
} from './countdown';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 28, 10, 0, 0);

function step(id: number, overrides: Partial<Step> = {}): Step {
  return {
    id,
    description: `Korak ${id}`,
    needPhoto: false,
    done: false,
    task: { id: 1 },
    photo: null,
    rejection: null,
    picture: null,
    pictogram: null,
    voice: null,
    durationMinutes: null,
    rejectionCount: 0,
    support: null,
    photoRemovedAt: null,
    ...overrides,
  };
}

describe('remaining time', () => {
  it('is whole at the start, half in the middle and nothing at the end', () => {
    const record = newCountdown(T0);
    expect(remainingFraction(record, 2, T0)).toBe(1);
    expect(remainingFraction(record, 2, T0 + MINUTE)).toBe(0.5);
    expect(remainingFraction(record, 2, T0 + 2 * MINUTE)).toBe(0);
    expect(remainingMs(record, 2, T0 + 30_000)).toBe(90_000);
  });

  it('stays whole when the phone’s clock is behind the start', () => {
    expect(remainingFraction(newCountdown(T0), 5, T0 - 10_000)).toBe(1);
    expect(elapsedMs(newCountdown(T0), T0 - 10_000)).toBe(0);
  });
});

describe('pauses', () => {
  it('hold the time while paused, however long', () => {
    const paused = pause(newCountdown(T0), T0 + MINUTE);
    expect(remainingFraction(paused, 2, T0 + MINUTE)).toBe(0.5);
    expect(remainingFraction(paused, 2, T0 + 30 * MINUTE)).toBe(0.5);
    expect(isOver(paused, 2, T0 + 30 * MINUTE)).toBe(false);
  });

  it('go on from where they stood after resuming, counting every pause', () => {
    let record = pause(newCountdown(T0), T0 + 20_000);
    record = resume(record, T0 + 5 * MINUTE);
    record = pause(record, T0 + 5 * MINUTE + 10_000);
    record = resume(record, T0 + 6 * MINUTE);
    // Counted: 20 s + 10 s, then 30 s more.
    expect(elapsedMs(record, T0 + 6 * MINUTE + 30_000)).toBe(60_000);
    expect(record.pausedAt).toBeNull();
  });

  it('pausing twice or resuming a running one changes nothing', () => {
    const paused = pause(newCountdown(T0), T0 + 1000);
    expect(pause(paused, T0 + 9000)).toBe(paused);
    const running = newCountdown(T0);
    expect(resume(running, T0 + 9000)).toBe(running);
  });
});

describe('overrun', () => {
  it('is nothing while time is left, then grows past the end', () => {
    const record = newCountdown(T0);
    expect(overrunMs(record, 2, T0 + MINUTE)).toBe(0);
    expect(isOver(record, 2, T0 + 2 * MINUTE)).toBe(true);
    expect(overrunMs(record, 2, T0 + 3 * MINUTE)).toBe(MINUTE);
    expect(remainingFraction(record, 2, T0 + 3 * MINUTE)).toBe(0);
  });
});

describe('minutesLeft', () => {
  it('says about how many minutes, rounded', () => {
    expect(minutesLeft(120_000)).toBe(2);
    expect(minutesLeft(89_000)).toBe(1);
    expect(minutesLeft(20_000)).toBe(0);
  });
});

describe('the current step', () => {
  it('is the first step neither done nor waiting for review, of a started task', () => {
    const steps = [step(1, { done: true }), step(2, { needPhoto: true, done: null, photo: { id: 9, name: 'a', downloadURL: '/a', subtaskId: 2 } }), step(3), step(4)];
    expect(currentStep({ start: new Date(T0).toISOString(), done: null, subtasks: steps })?.id).toBe(3);
    expect(currentStep({ start: null, done: null, subtasks: steps })).toBeUndefined();
    expect(currentStep({ start: new Date(T0).toISOString(), done: true, subtasks: steps })).toBeUndefined();
  });

  it('gives the first step the task’s start; a later one begins when it becomes current', () => {
    const start = new Date(T0).toISOString();
    const steps = [step(1), step(2)];
    expect(stepCountdownProps({ start, done: null, subtasks: steps }, steps[0]!)).toEqual({ current: true, currentSince: start });
    expect(stepCountdownProps({ start, done: null, subtasks: steps }, steps[1]!)).toEqual({ current: false, currentSince: null });
    const later = [step(1, { done: true }), step(2)];
    expect(stepCountdownProps({ start, done: null, subtasks: later }, later[1]!)).toEqual({ current: true, currentSince: null });
  });
});

describe('keeping the records', () => {
  it('reads only well-formed records', () => {
    expect(parseStored(null)).toEqual({});
    expect(parseStored('not json')).toEqual({});
    expect(parseStored(JSON.stringify({ 'step:1': newCountdown(T0), 'step:2': { startedAt: 'x' } }))).toEqual({ 'step:1': newCountdown(T0) });
  });

  it('forgets records begun days ago when another is saved', () => {
    const stored = { old: newCountdown(T0 - 3 * 24 * 60 * MINUTE), recent: newCountdown(T0 - MINUTE) };
    expect(Object.keys(withRecord(stored, 'new', newCountdown(T0), T0)).sort()).toEqual(['new', 'recent']);
  });
});

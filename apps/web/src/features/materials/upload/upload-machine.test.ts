import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canPause,
  canResume,
  canStart,
  initialUploadState,
  percentOf,
  uploadReducer,
  type UploadEvent,
  type UploadState,
  type UploadStatus,
} from './upload-machine';
import type { UploadProblem } from './upload-problem';

const ALL: UploadStatus[] = ['idle', 'running', 'pausing', 'paused', 'canceling', 'canceled', 'error', 'success'];
const network: UploadProblem = { reason: 'network', field: null, resumable: true };
const at = (status: UploadStatus, rest: Partial<UploadState> = {}): UploadState => ({ ...initialUploadState, status, ...rest });
const run = (events: UploadEvent[], from: UploadState = initialUploadState) => events.reduce(uploadReducer, from);

/** Where each event leads from each state; absent: not allowed (the state stays the same object). */
const EXPECTED: Record<UploadEvent['type'], Partial<Record<UploadStatus, UploadStatus>>> = {
  start: { idle: 'running', canceled: 'running', error: 'running' },
  progress: { running: 'running', pausing: 'pausing' },
  reconnecting: { running: 'running' },
  pause: { running: 'pausing' },
  paused: { pausing: 'paused' },
  resume: { paused: 'running', pausing: 'running' },
  cancel: { running: 'canceling', pausing: 'canceling' },
  canceled: { canceling: 'canceled' },
  fail: { running: 'error' },
  succeed: { running: 'success' },
  reset: { idle: 'idle', success: 'idle', canceled: 'idle', error: 'idle' },
};

const EVENTS: Record<UploadEvent['type'], UploadEvent> = {
  start: { type: 'start' },
  progress: { type: 'progress', sent: 10, total: 100 },
  reconnecting: { type: 'reconnecting' },
  pause: { type: 'pause' },
  paused: { type: 'paused' },
  resume: { type: 'resume' },
  cancel: { type: 'cancel' },
  canceled: { type: 'canceled' },
  fail: { type: 'fail', problem: network },
  succeed: { type: 'succeed' },
  reset: { type: 'reset' },
};

describe('the upload state machine', () => {
  it.each(Object.keys(EXPECTED) as UploadEvent['type'][])('"%s" goes only where the spec allows, from every state', (type) => {
    for (const status of ALL) {
      const before = at(status);
      const after = uploadReducer(before, EVENTS[type]);
      const expected = EXPECTED[type][status];
      if (expected === undefined) expect(after, `${type} from ${status}`).toBe(before);
      else expect(after.status, `${type} from ${status}`).toBe(expected);
    }
  });

  it('pauses only from running, resumes from paused or pausing, cancels from running or pausing', () => {
    expect(ALL.filter((status) => canPause(at(status)))).toEqual(['running']);
    expect(ALL.filter((status) => canResume(at(status)))).toEqual(['pausing', 'paused']);
    expect(ALL.filter((status) => canCancel(at(status)))).toEqual(['running', 'pausing']);
    expect(ALL.filter(canStart)).toEqual(['idle', 'canceled', 'error']);
  });

  it('runs a whole upload with a pause in the middle, the percent going on from where it stopped', () => {
    const paused = run([{ type: 'start' }, { type: 'progress', sent: 40, total: 100 }, { type: 'pause' }, { type: 'paused' }]);
    expect(paused).toMatchObject({ status: 'paused', percent: 40 });
    const resumed = run([{ type: 'resume' }, { type: 'progress', sent: 41, total: 100 }], paused);
    expect(resumed).toMatchObject({ status: 'running', percent: 41 });
    const done = run([{ type: 'progress', sent: 100, total: 100 }, { type: 'succeed' }], resumed);
    expect(done).toMatchObject({ status: 'success', percent: 100, allSent: true });
  });

  it('offers neither pause nor cancel once every byte is sent, and ignores both', () => {
    const finishing = run([{ type: 'start' }, { type: 'progress', sent: 100, total: 100 }]);
    expect(finishing).toMatchObject({ status: 'running', allSent: true });
    expect([canPause(finishing), canCancel(finishing)]).toEqual([false, false]);
    expect(uploadReducer(finishing, { type: 'pause' })).toBe(finishing);
    expect(uploadReducer(finishing, { type: 'cancel' })).toBe(finishing);
    expect(run([{ type: 'succeed' }], finishing).status).toBe('success');
  });

  it('a resume before the pause took hold keeps running, and the late "paused" changes nothing', () => {
    const state = run([{ type: 'start' }, { type: 'pause' }, { type: 'resume' }, { type: 'paused' }]);
    expect(state.status).toBe('running');
  });

  it('ignores progress after a pause took hold, and after a cancel', () => {
    const paused = run([{ type: 'start' }, { type: 'progress', sent: 30, total: 100 }, { type: 'pause' }, { type: 'paused' }]);
    expect(uploadReducer(paused, { type: 'progress', sent: 90, total: 100 })).toBe(paused);
    const canceling = run([{ type: 'start' }, { type: 'progress', sent: 30, total: 100 }, { type: 'cancel' }]);
    expect(uploadReducer(canceling, { type: 'progress', sent: 90, total: 100 })).toBe(canceling);
    expect(run([{ type: 'canceled' }], canceling)).toMatchObject({ status: 'canceled', percent: 0 });
  });

  it('keeps the problem of a failure and the percent reached, and forgets the problem on the next start', () => {
    const failed = run([{ type: 'start' }, { type: 'progress', sent: 62, total: 100 }, { type: 'fail', problem: network }]);
    expect(failed).toMatchObject({ status: 'error', percent: 62, problem: network });
    expect(uploadReducer(failed, { type: 'start' })).toMatchObject({ status: 'running', percent: 62, problem: null });
    // A fresh start after a cancel begins at zero.
    expect(uploadReducer(at('canceled', { percent: 0 }), { type: 'start' })).toMatchObject({ status: 'running', percent: 0 });
  });

  it('shows a lost connection while the client retries, until bytes flow again', () => {
    const lost = run([{ type: 'start' }, { type: 'progress', sent: 10, total: 100 }, { type: 'reconnecting' }]);
    expect(lost.reconnecting).toBe(true);
    expect(uploadReducer(lost, { type: 'progress', sent: 11, total: 100 }).reconnecting).toBe(false);
    expect(uploadReducer(lost, { type: 'pause' }).reconnecting).toBe(false);
  });
});

describe('percentOf', () => {
  it('is a whole, rounded percent between 0 and 100', () => {
    expect(percentOf(0, 100)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(41_943_040, 41_943_040)).toBe(100);
    expect(percentOf(150, 100)).toBe(100);
    expect(percentOf(10, 0)).toBe(0);
    expect(percentOf(Number.NaN, 100)).toBe(0);
  });
});

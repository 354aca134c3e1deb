import { describe, expect, it } from 'vitest';
import {
  hasStepWaitingForReview,
  isDeadlinePassed,
  isLate,
  isOpenTask,
  isRejected,
  isWaitingForReview,
  stepState,
  withNewPhoto,
  withReviewState,
  withTick,
} from './task-rules.ts';

const photo = { id: 1, name: '1_2_3', downloadURL: '/f', subtaskId: 2 };
const rejection = { reason: 'Slika je mutna', at: '2030-05-19T10:00:00.000Z', photo };
const step = (done: boolean | null, needPhoto: boolean, withPhoto: boolean, rejected = false) => ({
  done,
  needPhoto,
  photo: withPhoto ? photo : null,
  rejection: rejected ? { ...rejection, photo: withPhoto ? photo : null } : null,
});

describe('stepState', () => {
  it('tells open, waiting, rejected and done steps apart', () => {
    expect(stepState(step(false, false, false))).toBe('open');
    expect(stepState(step(false, true, false))).toBe('open');
    expect(stepState(step(null, true, true))).toBe('waiting');
    expect(stepState(step(false, true, true, true))).toBe('rejected');
    expect(stepState(step(true, true, true))).toBe('done');
    expect(stepState(step(true, false, false))).toBe('done');
  });

  it('calls a step waiting only when a photo is there to decide on', () => {
    expect(stepState(step(null, true, false))).toBe('open');
  });

  it("calls a step rejected by the server's rejection, whether it needs a photo or not", () => {
    // A step without a photo that the manager refused.
    expect(stepState(step(false, false, false, true))).toBe('rejected');
    // A photo step refused before any photo came.
    expect(stepState(step(false, true, false, true))).toBe('rejected');
    // Not done with a photo but no rejection (the employee's untick, or a step reopened otherwise): open.
    expect(stepState(step(false, true, true))).toBe('open');
    expect(isRejected(step(false, false, false, true))).toBe(true);
    expect(isRejected({ done: true, rejection })).toBe(false);
    expect(isRejected(step(false, false, false))).toBe(false);
  });
});

describe('isWaitingForReview', () => {
  it('is true for a step with a photo that is neither approved nor rejected', () => {
    expect(isWaitingForReview(step(null, true, true))).toBe(true);
    expect(isWaitingForReview(step(null, true, false))).toBe(false);
    expect(isWaitingForReview(step(false, true, true))).toBe(false);
    expect(isWaitingForReview(step(true, true, true))).toBe(false);
    expect(hasStepWaitingForReview({ subtasks: [step(true, false, false), step(null, true, true)] })).toBe(true);
    expect(hasStepWaitingForReview({ subtasks: [] })).toBe(false);
  });
});

describe('changes made ahead of the server', () => {
  it("works a task's pendingReview out again from its steps, keeping the task when nothing changes", () => {
    const waiting = { pendingReview: false, subtasks: [step(true, false, false), step(null, true, true)] };
    expect(withReviewState(waiting).pendingReview).toBe(true);
    const decided = { pendingReview: true, subtasks: [step(false, true, true, true)] };
    expect(withReviewState(decided).pendingReview).toBe(false);
    const same = { pendingReview: false, subtasks: [step(false, false, false)] };
    expect(withReviewState(same)).toBe(same);
  });

  it("ends a refusal with the employee's tick or untick, as the server does", () => {
    const refused = step(false, false, false, true);
    expect(withTick(refused, true)).toMatchObject({ done: true, rejection: null });
    expect(stepState(withTick(refused, false))).toBe('open');
  });

  it('makes a refused photo step wait for review once a new photo comes', () => {
    const newPhoto = { ...photo, id: 2 };
    const sent = withNewPhoto(step(false, true, true, true), newPhoto);
    expect(sent).toMatchObject({ done: null, photo: newPhoto, rejection: null });
    expect(stepState(sent)).toBe('waiting');
  });
});

describe('deadlines', () => {
  const now = { date: '2025-07-23', time: '10:00' };

  it('has passed after the due time today and any time on an earlier day', () => {
    expect(isDeadlinePassed({ dueDate: '2025-07-23', dueTime: '09:59' }, now)).toBe(true);
    expect(isDeadlinePassed({ dueDate: '2025-07-23', dueTime: '10:00' }, now)).toBe(false);
    expect(isDeadlinePassed({ dueDate: '2025-07-22', dueTime: '23:00' }, now)).toBe(true);
    expect(isDeadlinePassed({ dueDate: '2025-07-24', dueTime: '01:00' }, now)).toBe(false);
  });

  it('makes an open task late, never a finished one', () => {
    expect(isLate({ done: null, dueDate: '2025-07-22', dueTime: '08:00' }, now)).toBe(true);
    expect(isLate({ done: true, dueDate: '2025-07-22', dueTime: '08:00' }, now)).toBe(false);
    expect(isOpenTask({ done: null })).toBe(true);
    expect(isOpenTask({ done: true })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { hasStepWaitingForReview, isDeadlinePassed, isLate, isOpenTask, isWaitingForReview, stepState } from './task-rules.ts';

const photo = { id: 1, name: '1_2_3', downloadURL: '/f', subtaskId: 2 };
const step = (done: boolean | null, needPhoto: boolean, withPhoto: boolean) => ({ done, needPhoto, photo: withPhoto ? photo : null });

describe('stepState', () => {
  it('tells open, waiting, rejected and done steps apart', () => {
    expect(stepState(step(false, false, false))).toBe('open');
    expect(stepState(step(false, true, false))).toBe('open');
    expect(stepState(step(null, true, true))).toBe('waiting');
    expect(stepState(step(false, true, true))).toBe('rejected');
    expect(stepState(step(true, true, true))).toBe('done');
    expect(stepState(step(true, false, false))).toBe('done');
  });

  it('calls a step waiting only when a photo is there to decide on', () => {
    expect(stepState(step(null, true, false))).toBe('open');
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

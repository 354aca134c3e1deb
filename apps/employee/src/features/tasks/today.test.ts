import type { Step, TaskWithSteps } from '@plan-dan/contract';
import { describe, expect, it } from 'vitest';
import { groupForToday, hasWaitingStep, stepProgress } from './today';

let nextId = 1;
function buildTask(overrides: Partial<TaskWithSteps> = {}): TaskWithSteps {
  const id = nextId++;
  return {
    id,
    taskName: `Zadatak ${id}`,
    description: 'Opis',
    dueDate: '2025-07-23',
    dueTime: '12:00',
    priority: false,
    difficulty: null,
    durationMinutes: null,
    done: null,
    start: null,
    end: null,
    child: { id: 1 },
    pendingReview: false,
    routine: null,
    pictogram: null,
    subtasks: [],
    ...overrides,
  };
}

function buildStep(overrides: Partial<Step> = {}): Step {
  return { id: nextId++, description: 'Korak', needPhoto: false, done: false, task: { id: 1 }, photo: null, rejection: null, picture: null, pictogram: null, voice: null, durationMinutes: null, rejectionCount: 0, support: null, photoRemovedAt: null, ...overrides };
}

const photo = { id: 1, name: '1_2_3', downloadURL: '/files/x', subtaskId: 2 };
// 10:00 in Sarajevo on 23 July 2025 (summer time, UTC+2).
const now = new Date('2025-07-23T08:00:00Z');

describe('groupForToday', () => {
  it("keeps today's and earlier open tasks, leaves out finished and future ones", () => {
    const today = buildTask({ taskName: 'danas' });
    const earlier = buildTask({ taskName: 'jučer', dueDate: '2025-07-22' });
    const finished = buildTask({ taskName: 'gotov', done: true });
    const tomorrow = buildTask({ taskName: 'sutra', dueDate: '2025-07-24' });
    const groups = groupForToday([today, earlier, finished, tomorrow], now);
    expect([...groups.priority, ...groups.normal].map((t) => t.taskName)).toEqual(['jučer', 'danas']);
  });

  it('splits by priority and sorts each group by due time', () => {
    const tasks = [
      buildTask({ taskName: 'B', priority: true, dueTime: '15:00' }),
      buildTask({ taskName: 'a', dueTime: '22:00' }),
      buildTask({ taskName: 'A', priority: true, dueTime: '08:30' }),
      buildTask({ taskName: 'b', dueTime: '09:00' }),
    ];
    const groups = groupForToday(tasks, now);
    expect(groups.priority.map((t) => t.taskName)).toEqual(['A', 'B']);
    expect(groups.normal.map((t) => t.taskName)).toEqual(['b', 'a']);
  });

  it('uses the Sarajevo date: just after midnight there, yesterday in UTC, the new day counts', () => {
    const task = buildTask({ dueDate: '2025-07-24' });
    // 22:30 UTC on the 23rd is 00:30 on the 24th in Sarajevo.
    expect(groupForToday([task], new Date('2025-07-23T22:30:00Z')).normal).toHaveLength(1);
    expect(groupForToday([task], new Date('2025-07-23T21:30:00Z')).normal).toHaveLength(0);
  });
});

describe('steps', () => {
  it('counts approved steps only', () => {
    const task = buildTask({
      subtasks: [buildStep({ done: true }), buildStep({ done: null, needPhoto: true, photo }), buildStep()],
    });
    expect(stepProgress(task)).toEqual({ done: 1, total: 3 });
  });

  it('notices a photo waiting for review', () => {
    expect(hasWaitingStep([buildTask({ subtasks: [buildStep()] })])).toBe(false);
    expect(hasWaitingStep([buildTask({ subtasks: [buildStep({ needPhoto: true, done: null, photo })] })])).toBe(true);
    expect(hasWaitingStep(undefined)).toBe(false);
  });

  it("goes by the steps (the contract's rule), not by a task's stale pendingReview", () => {
    expect(hasWaitingStep([buildTask({ pendingReview: true, subtasks: [buildStep({ done: true })] })])).toBe(false);
    expect(hasWaitingStep([buildTask({ done: true, subtasks: [buildStep({ needPhoto: true, done: null, photo })] })])).toBe(false);
  });
});

import type { TaskWithSteps } from '@plan-dan/contract';
import type { ZonedParts } from '@plan-dan/contract/time-zone';
import { describe, expect, it } from 'vitest';
import { dayName, groupByDay, matchesDifficulty, shownInView, splitFinished, tasksInView, viewOfParam } from './task-view';

let nextId = 1;

function buildTask(overrides: Partial<TaskWithSteps> = {}): TaskWithSteps {
  const id = nextId++;
  return {
    id,
    taskName: `Zadatak ${id}`,
    description: 'Opis',
    dueDate: '2026-05-10',
    dueTime: '09:00',
    priority: false,
    difficulty: null,
    durationMinutes: null,
    done: null,
    start: null,
    end: null,
    child: { id: 7 },
    pendingReview: false,
    routine: null,
    pictogram: null,
    subtasks: [],
    ...overrides,
  };
}

// Sunday 10 May 2026, 12:00 in the app's zone.
const now = { date: '2026-05-10', time: '12:00' } as ZonedParts;
const routine = { id: 3, kind: 'daily' as const, weekdays: [], startDate: '2026-05-10', endDate: null };

describe('shownInView', () => {
  it("'Danas' shows today's tasks, finished or not, late ones of any earlier day and photos waiting on any day", () => {
    const today = buildTask({ dueTime: '18:00' });
    const todayDone = buildTask({ done: true });
    const lateYesterday = buildTask({ dueDate: '2026-05-09' });
    const doneYesterday = buildTask({ dueDate: '2026-05-09', done: true });
    const waitingTomorrow = buildTask({ dueDate: '2026-05-11', pendingReview: true });
    const tomorrow = buildTask({ dueDate: '2026-05-11' });
    expect([today, todayDone, lateYesterday, doneYesterday, waitingTomorrow, tomorrow].map((task) => shownInView(task, 'today', now))).toEqual([
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
  });

  it("'Sutra' shows only tomorrow's tasks", () => {
    expect(shownInView(buildTask({ dueDate: '2026-05-11' }), 'tomorrow', now)).toBe(true);
    expect(shownInView(buildTask({ dueDate: '2026-05-09' }), 'tomorrow', now)).toBe(false);
    expect(shownInView(buildTask({ pendingReview: true }), 'tomorrow', now)).toBe(false);
  });

  it("'Ova sedmica' covers today and the six days after, plus what is late or waiting; 'Sve' everything", () => {
    expect(shownInView(buildTask({ dueDate: '2026-05-16' }), 'week', now)).toBe(true);
    expect(shownInView(buildTask({ dueDate: '2026-05-17' }), 'week', now)).toBe(false);
    expect(shownInView(buildTask({ dueDate: '2026-05-01' }), 'week', now)).toBe(true);
    expect(shownInView(buildTask({ dueDate: '2026-05-01', done: true }), 'week', now)).toBe(false);
    expect(shownInView(buildTask({ dueDate: '2026-05-01', done: true }), 'all', now)).toBe(true);
  });
});

describe('tasksInView', () => {
  it("shows a daily routine once in 'Danas' and once a day in 'Ova sedmica'", () => {
    const days = Array.from({ length: 8 }, (_, index) => buildTask({ routine, dueDate: `2026-05-${String(10 + index).padStart(2, '0')}` }));
    expect(tasksInView(days, 'today', 'all', now)).toEqual([days[0]]);
    expect(tasksInView(days, 'tomorrow', 'all', now)).toEqual([days[1]]);
    expect(tasksInView(days, 'week', 'all', now)).toEqual(days.slice(0, 7));
    expect(groupByDay(tasksInView(days, 'week', 'all', now)).map((day) => day.tasks.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(tasksInView(days, 'all', 'all', now)).toEqual(days);
  });

  it('keeps only the chosen difficulty', () => {
    const easy = buildTask({ difficulty: 'easy' });
    const hard = buildTask({ difficulty: 'hard' });
    const none = buildTask();
    expect(tasksInView([easy, hard, none], 'today', 'hard', now)).toEqual([hard]);
    expect(tasksInView([easy, hard, none], 'today', 'all', now)).toEqual([easy, hard, none]);
    expect(matchesDifficulty(none, 'easy')).toBe(false);
  });
});

describe('groupByDay', () => {
  it('orders the days and each day by time, then id', () => {
    const late = buildTask({ dueDate: '2026-05-11', dueTime: '18:00' });
    const early = buildTask({ dueDate: '2026-05-11', dueTime: '07:00' });
    const before = buildTask({ dueDate: '2026-05-09', dueTime: '20:00' });
    expect(groupByDay([late, early, before])).toEqual([
      { date: '2026-05-09', tasks: [before] },
      { date: '2026-05-11', tasks: [early, late] },
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});

describe('splitFinished', () => {
  it('folds away finished tasks and keeps the order of both', () => {
    const a = buildTask({ done: true });
    const b = buildTask();
    const c = buildTask({ done: true });
    expect(splitFinished([a, b, c])).toEqual({ open: [b], finished: [a, c] });
  });

  it('keeps a finished task open while the coach records its support', () => {
    const a = buildTask({ done: true });
    const b = buildTask();
    const c = buildTask({ done: true });
    expect(splitFinished([a, b, c], new Set([c.id]))).toEqual({ open: [b, c], finished: [a] });
  });
});

describe('dayName', () => {
  it("names today, tomorrow and yesterday, and other days by weekday and date", () => {
    expect(dayName('2026-05-10', '2026-05-10')).toEqual({ kind: 'today' });
    expect(dayName('2026-05-11', '2026-05-10')).toEqual({ kind: 'tomorrow' });
    expect(dayName('2026-05-09', '2026-05-10')).toEqual({ kind: 'yesterday' });
    expect(dayName('2026-05-12', '2026-05-10')).toEqual({ kind: 'date', weekday: 2, date: '2026-05-12' });
  });
});

describe('viewOfParam', () => {
  it("reads the view from the address, 'Danas' for none or an unknown word", () => {
    expect(viewOfParam('sutra')).toBe('tomorrow');
    expect(viewOfParam('sedmica')).toBe('week');
    expect(viewOfParam('sve')).toBe('all');
    expect(viewOfParam(null)).toBe('today');
    expect(viewOfParam('jucer')).toBe('today');
  });
});

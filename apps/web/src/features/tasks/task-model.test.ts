import type { Step, TaskWithSteps } from '@plan-dan/contract';
import { describe, expect, it } from 'vitest';
import {
  dropStep,
  lastPageAddsNothing,
  nextDonePage,
  olderDoneTasks,
  putStep,
  rejectionNote,
  reviewRequest,
  splitByPriority,
  stepsToReview,
  tasksByDate,
  truncateStep,
} from './task-model';

let nextId = 1;

function buildStep(overrides: Partial<Step> = {}): Step {
  const id = nextId++;
  return { id, description: `Korak ${id}`, needPhoto: false, done: false, task: { id: 1 }, photo: null, rejection: null, picture: null, pictogram: null, voice: null, durationMinutes: null, rejectionCount: 0, support: null, photoRemovedAt: null, ...overrides };
}

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

const photo = (subtaskId: number) => ({ id: subtaskId, name: `1_${subtaskId}_0`, downloadURL: '/f', subtaskId });

describe('splitByPriority', () => {
  it('puts priority tasks first-list and keeps the order within each list', () => {
    const a = buildTask({ priority: true, dueTime: '08:00' });
    const b = buildTask({ dueTime: '09:00' });
    const c = buildTask({ priority: true, dueTime: '10:00' });
    expect(splitByPriority([a, b, c])).toEqual({ priority: [a, c], normal: [b] });
  });

  it('gives two empty lists for no tasks', () => {
    expect(splitByPriority([])).toEqual({ priority: [], normal: [] });
  });
});

describe('truncateStep', () => {
  it('cuts text longer than 100 characters to 100 plus ...', () => {
    const long = 'a'.repeat(101);
    expect(truncateStep(long)).toBe(`${'a'.repeat(100)}...`);
  });

  it('leaves text of 100 characters or fewer alone', () => {
    expect(truncateStep('a'.repeat(100))).toBe('a'.repeat(100));
    expect(truncateStep('Zaliti cvijeće')).toBe('Zaliti cvijeće');
  });
});

describe('reviewRequest', () => {
  it('sends a rejection with its trimmed reason', () => {
    expect(reviewRequest(false, '  Slika je mutna ')).toEqual({ done: false, reason: 'Slika je mutna' });
  });

  it('sends a rejection without words as the original client does', () => {
    expect(reviewRequest(false)).toEqual({ done: false });
    expect(reviewRequest(false, '   ')).toEqual({ done: false });
  });

  it('never sends a reason with an approval', () => {
    expect(reviewRequest(true, 'Nije gotovo')).toEqual({ done: true });
  });
});

describe('stepsToReview', () => {
  it('offers only steps with done null and a photo', () => {
    const waiting = buildStep({ needPhoto: true, done: null });
    waiting.photo = photo(waiting.id);
    const rejected = buildStep({ needPhoto: true, done: false });
    rejected.photo = photo(rejected.id);
    const nullWithoutPhoto = buildStep({ done: null });
    const done = buildStep({ done: true });
    expect(stepsToReview({ subtasks: [waiting, rejected, nullWithoutPhoto, done] })).toEqual([waiting]);
  });
});

describe('putStep and dropStep', () => {
  it('adds a step to its task only, and recomputes the waiting flag', () => {
    const task = buildTask();
    const other = buildTask();
    const step = buildStep({ task: { id: task.id }, needPhoto: true, done: null });
    step.photo = photo(step.id);

    const updated = putStep([task, other], step);
    expect(updated[0]!.subtasks).toEqual([step]);
    expect(updated[0]!.pendingReview).toBe(true);
    expect(updated[1]).toBe(other);
  });

  it('replaces an approved step and clears the waiting flag', () => {
    const step = buildStep({ needPhoto: true, done: null });
    step.photo = photo(step.id);
    const task = buildTask({ id: 500, subtasks: [{ ...step, task: { id: 500 } }], pendingReview: true });
    const [updated] = putStep([task], { ...step, task: { id: 500 }, done: true });
    expect(updated!.subtasks.map((s) => s.done)).toEqual([true]);
    expect(updated!.pendingReview).toBe(false);
  });

  it('removes a step wherever it is', () => {
    const step = buildStep();
    const task = buildTask({ subtasks: [step] });
    const other = buildTask();
    const [updated, untouched] = dropStep([task, other], step.id);
    expect(updated!.subtasks).toEqual([]);
    expect(untouched).toBe(other);
  });
});

describe('tasksByDate', () => {
  it('groups by due date and sorts each day by time', () => {
    const late = buildTask({ dueDate: '2026-05-10', dueTime: '16:00' });
    const early = buildTask({ dueDate: '2026-05-10', dueTime: '08:30' });
    const other = buildTask({ dueDate: '2026-05-11', dueTime: '12:00' });
    const byDate = tasksByDate([late, other, early]);
    expect(byDate.get('2026-05-10')).toEqual([early, late]);
    expect(byDate.get('2026-05-11')).toEqual([other]);
    expect(byDate.has('2026-05-12')).toBe(false);
  });
});

describe('older finished tasks', () => {
  it('keeps the pages in order, without the tasks the current list shows and without repeats', () => {
    const [a, b, c, d, e] = Array.from({ length: 5 }, () => buildTask({ done: true }));
    const pages = [
      [a!, b!],
      [b!, c!, d!],
      [e!],
    ];
    const older = olderDoneTasks(pages, new Set([a!.id, d!.id]));
    expect(older.map((task) => task.id)).toEqual([b!.id, c!.id, e!.id]);
    // The tasks themselves, not copies: their cards keep their identity.
    expect(older[0]).toBe(b);
  });

  it('gives nothing before the first page arrives', () => {
    expect(olderDoneTasks([], new Set([1, 2]))).toEqual([]);
  });

  it('tells when the last page brings nothing new, so the next one is read at once', () => {
    const [a, b, c] = Array.from({ length: 3 }, () => buildTask({ done: true }));
    expect(lastPageAddsNothing([], new Set())).toBe(false);
    expect(lastPageAddsNothing([[a!, b!]], new Set([a!.id, b!.id]))).toBe(true);
    expect(lastPageAddsNothing([[a!, b!]], new Set([a!.id]))).toBe(false);
    expect(lastPageAddsNothing([[a!], [a!, c!]], new Set())).toBe(false);
    expect(lastPageAddsNothing([[a!, c!], [a!, c!]], new Set())).toBe(true);
  });

  it("asks for the next page after a full page's last task, and for none after a short page", () => {
    const full = Array.from({ length: 3 }, () => buildTask({ done: true }));
    expect(nextDonePage(full, 3)).toBe(full[2]!.id);
    expect(nextDonePage(full.slice(0, 2), 3)).toBeUndefined();
    expect(nextDonePage([], 3)).toBeUndefined();
  });
});

describe('rejectionNote', () => {
  const rejection = { reason: 'Ostalo je mrvica', at: '2030-05-19T10:00:00.000Z', photo: null };

  it('says a refused photo was refused, and a refused step without a photo was sent back', () => {
    const photo = { id: 5, name: '1_2_3', subtaskId: 2, downloadURL: '/p' };
    expect(rejectionNote(buildStep({ needPhoto: true, photo, rejection: { ...rejection, photo } }))).toBe('slika odbijena');
    expect(rejectionNote(buildStep({ rejection }))).toBe('vraćeno na doradu');
  });

  it('says nothing for a step that is open, waiting or done', () => {
    expect(rejectionNote(buildStep())).toBeNull();
    expect(rejectionNote(buildStep({ done: true }))).toBeNull();
    expect(rejectionNote(buildStep({ needPhoto: true, done: null, photo: { id: 5, name: 'p', subtaskId: 2, downloadURL: '/p' } }))).toBeNull();
  });
});

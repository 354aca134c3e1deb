import type { TaskWithSteps } from '@plan-dan/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { changeTaskInList, changeTaskInPages, finishedTasksOfPages, findTask, nextBefore, toFinishedPage, type FinishedPage } from './task-pages';

function buildTask(id: number, overrides: Partial<TaskWithSteps> = {}): TaskWithSteps {
  return {
    id,
    taskName: `Zadatak ${id}`,
    description: 'Opis',
    dueDate: '2025-07-23',
    dueTime: '12:00',
    priority: false,
    difficulty: null,
    durationMinutes: null,
    done: true,
    start: '2025-07-23T08:00:00.000Z',
    end: '2025-07-23T09:00:00.000Z',
    child: { id: 1 },
    pendingReview: false,
    routine: null,
    pictogram: null,
    subtasks: [],
    ...overrides,
  };
}

const ids = (tasks: readonly TaskWithSteps[]) => tasks.map((task) => task.id);
const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => buildTask(from - index));
const pages = (...list: FinishedPage[]): InfiniteData<FinishedPage, number | undefined> => ({
  pages: list,
  pageParams: list.map((_, index) => (index === 0 ? undefined : list[index - 1]!.tasks.at(-1)!.id)),
});

describe('toFinishedPage and nextBefore', () => {
  it('shows the page size and asks for the next page after its last task when the server sent one more', () => {
    const page = toFinishedPage(range(45, 21), 20);
    expect(ids(page.tasks)).toEqual(ids(range(45, 20)));
    expect(page.more).toBe(true);
    expect(nextBefore(page)).toBe(26);
  });

  it('ends at a page that is not full, and at one exactly full', () => {
    expect(nextBefore(toFinishedPage(range(5, 5), 20))).toBeUndefined();
    const full = toFinishedPage(range(20, 20), 20);
    expect(full.tasks).toHaveLength(20);
    expect(nextBefore(full)).toBeUndefined();
  });

  it('ends at an empty page', () => {
    expect(toFinishedPage([], 20)).toEqual({ tasks: [], more: false });
    expect(nextBefore({ tasks: [], more: false })).toBeUndefined();
  });
});

describe('finishedTasksOfPages', () => {
  it('joins the pages in order and shows a task met twice once', () => {
    const data = pages({ tasks: range(10, 3), more: true }, { tasks: [buildTask(8), ...range(7, 2)], more: false });
    expect(ids(finishedTasksOfPages(data))).toEqual([10, 9, 8, 7, 6]);
  });

  it('is empty without data', () => {
    expect(finishedTasksOfPages(undefined)).toEqual([]);
  });
});

describe('changing one task in the cache', () => {
  const rename = (task: TaskWithSteps) => ({ ...task, taskName: 'novo' });

  it('changes the task in a list and keeps the same list when it is not there', () => {
    const list = range(3, 3);
    const changed = changeTaskInList(list, 2, rename);
    expect(changed.map((task) => task.taskName)).toEqual(['Zadatak 3', 'novo', 'Zadatak 1']);
    expect(list[1]!.taskName).toBe('Zadatak 2');
    expect(changeTaskInList(list, 99, rename)).toBe(list);
  });

  it('changes the task on whichever page holds it and keeps the page params', () => {
    const data = pages({ tasks: range(6, 3), more: true }, { tasks: range(3, 3), more: false });
    const changed = changeTaskInPages(data, 2, rename);
    expect(changed.pages[1]!.tasks.map((task) => task.taskName)).toEqual(['Zadatak 3', 'novo', 'Zadatak 1']);
    expect(changed.pages[0]).toEqual(data.pages[0]);
    expect(changed.pageParams).toEqual([undefined, 4]);
    expect(changeTaskInPages(data, 99, rename)).toBe(data);
  });
});

describe('findTask', () => {
  const current = [buildTask(50, { done: null, end: null })];
  const finished = pages({ tasks: range(20, 2), more: true });

  it('looks in the current list first, then in the loaded pages', () => {
    expect(findTask(current, finished, 50)?.id).toBe(50);
    expect(findTask(current, finished, 19)?.id).toBe(19);
    expect(findTask(undefined, finished, 20)?.id).toBe(20);
  });

  it('finds nothing that neither holds', () => {
    expect(findTask(current, finished, 7)).toBeUndefined();
    expect(findTask(undefined, undefined, 50)).toBeUndefined();
  });
});

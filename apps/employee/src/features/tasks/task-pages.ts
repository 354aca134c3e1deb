import type { TaskWithSteps } from '@plan-dan/contract';
import { TASK_PAGE_SIZE } from '@plan-dan/contract/constants';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * One page of 'Napredak': finished tasks, the most recently finished first. The server is asked
 * for one task more than the page shows, so the screen knows whether an older page exists
 * without a button that would load nothing.
 */
export interface FinishedPage {
  tasks: TaskWithSteps[];
  /** Another, older page follows. */
  more: boolean;
}

/** Asked of the server for a page: one more than it shows. */
export const FINISHED_PAGE_REQUEST_SIZE = TASK_PAGE_SIZE + 1;

/** Cuts the server's answer (up to pageSize + 1 tasks) into the page shown and whether more follow. */
export function toFinishedPage(rows: readonly TaskWithSteps[], pageSize: number = TASK_PAGE_SIZE): FinishedPage {
  return { tasks: rows.slice(0, pageSize), more: rows.length > pageSize };
}

/** The `before` of the next page: the id of this page's last task, or undefined when this is the last page. */
export function nextBefore(page: FinishedPage): number | undefined {
  return page.more ? page.tasks.at(-1)?.id : undefined;
}

/** All loaded pages as one list, in the server's order; a task met twice (the list moved between pages) shows once. */
export function finishedTasksOfPages(data: InfiniteData<FinishedPage, unknown> | undefined): TaskWithSteps[] {
  const seen = new Set<number>();
  const tasks: TaskWithSteps[] = [];
  for (const page of data?.pages ?? []) {
    for (const task of page.tasks) {
      if (seen.has(task.id)) continue;
      seen.add(task.id);
      tasks.push(task);
    }
  }
  return tasks;
}

type TaskChange = (task: TaskWithSteps) => TaskWithSteps;

/** The list with one task changed; the same list when the task is not in it. */
export function changeTaskInList(tasks: TaskWithSteps[], taskId: number, change: TaskChange): TaskWithSteps[] {
  if (!tasks.some((task) => task.id === taskId)) return tasks;
  return tasks.map((task) => (task.id === taskId ? change(task) : task));
}

/** The loaded pages with one task changed; the same data when the task is on none of them. */
export function changeTaskInPages<TPageParam>(
  data: InfiniteData<FinishedPage, TPageParam>,
  taskId: number,
  change: TaskChange,
): InfiniteData<FinishedPage, TPageParam> {
  if (!data.pages.some((page) => page.tasks.some((task) => task.id === taskId))) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, tasks: changeTaskInList(page.tasks, taskId, change) })) };
}

/** A task by id in the current list or in the loaded pages of finished ones. */
export function findTask(
  current: readonly TaskWithSteps[] | undefined,
  finished: InfiniteData<FinishedPage, unknown> | undefined,
  taskId: number,
): TaskWithSteps | undefined {
  return current?.find((task) => task.id === taskId) ?? finishedTasksOfPages(finished).find((task) => task.id === taskId);
}

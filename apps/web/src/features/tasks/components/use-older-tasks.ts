import type { TaskWithSteps } from '@plan-dan/contract';
import { useEffect, useMemo, useState } from 'react';
import { useOlderDoneTasks } from '../api/get-tasks';
import { lastPageAddsNothing, olderDoneTasks } from '../task-model';

/**
 * 'Prikaži starije': nothing is read until pressed; each press reads a page, and the next one while a page
 * brings only tasks shown already (finished in the last days, so in the lists above).
 */
export function useOlderTasks(employeeId: number, shown: TaskWithSteps[] | undefined) {
  const [open, setOpen] = useState(false);
  const older = useOlderDoneTasks(employeeId, open);
  const shownIds = useMemo(() => new Set((shown ?? []).map((task) => task.id)), [shown]);
  // Not deferred: the count decides whether another page is needed.
  const pages = older.data?.pages;
  const tasks = useMemo(() => olderDoneTasks(pages ?? [], shownIds), [pages, shownIds]);
  const { hasNextPage, isFetching, fetchNextPage } = older;
  const loaded = older.data !== undefined;
  const lastPageShowsNothing = useMemo(() => lastPageAddsNothing(pages ?? [], shownIds), [pages, shownIds]);
  useEffect(() => {
    if (loaded && lastPageShowsNothing && hasNextPage && !isFetching) void fetchNextPage();
  }, [loaded, lastPageShowsNothing, hasNextPage, isFetching, fetchNextPage]);

  const showMore = () => {
    if (!open) setOpen(true);
    else if (older.isError) void older.refetch();
    else void fetchNextPage();
  };

  return { tasks, loaded, fetching: isFetching, failed: older.isError, noMore: loaded && !hasNextPage, showMore };
}

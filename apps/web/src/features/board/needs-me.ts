import type { BoardEmployee } from '@plan-dan/contract';

/** The figures that ask something of the manager, from the most urgent. */
export type NeedsMeFigures = Pick<BoardEmployee, 'sos' | 'photosWaiting' | 'notStarted' | 'unread' | 'late'>;

/** True when the employee waits for the manager: an SOS, a photo to review, a task nobody started, a message, a late task. */
export const needsMe = (figures: NeedsMeFigures | undefined): boolean =>
  figures !== undefined && (figures.sos || figures.photosWaiting > 0 || figures.notStarted > 0 || figures.unread > 0 || figures.late > 0);

/**
 * The order of "needs me first": an SOS first, then photos waiting, tasks nobody started past their time,
 * unread messages and late tasks, each by its count (more first); who needs nothing keeps the list's order
 * after them. A task nobody started comes before messages: the employee may be stuck or not there, and
 * only the manager can find out (a message is already said; a started task that runs late is on its way).
 * Stable: equals keep the list's order, so the board does not shuffle when nothing changed.
 */
export function compareNeedsMe(a: NeedsMeFigures | undefined, b: NeedsMeFigures | undefined): number {
  const key = (f: NeedsMeFigures | undefined) => (f ? [f.sos ? 1 : 0, f.photosWaiting, f.notStarted, f.unread, f.late] : [0, 0, 0, 0, 0]);
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < ka.length; i += 1) {
    if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
  }
  return 0;
}

/** The items in "needs me first" order; `figuresOf` finds each item's figures (undefined: none yet). */
export function orderByNeedsMe<T>(items: readonly T[], figuresOf: (item: T) => NeedsMeFigures | undefined): T[] {
  return items
    .map((item, index) => ({ item, index, figures: figuresOf(item) }))
    .sort((a, b) => compareNeedsMe(a.figures, b.figures) || a.index - b.index)
    .map(({ item }) => item);
}

/** The board's figures by employee id. */
export const byEmployee = (employees: readonly BoardEmployee[] | undefined): Map<number, BoardEmployee> =>
  new Map((employees ?? []).map((employee) => [employee.employeeId, employee]));

/** The sum of photos waiting over the board, for the sidebar's count. */
export const totalPhotosWaiting = (employees: readonly BoardEmployee[] | undefined): number =>
  (employees ?? []).reduce((sum, employee) => sum + employee.photosWaiting, 0);

/** The day over every employee: finished and due tasks, what waits, and how many employees wait for the manager. */
export function daySummary(employees: readonly BoardEmployee[]) {
  return employees.reduce(
    (sum, e) => ({
      done: sum.done + e.today.done,
      total: sum.total + e.today.total,
      photos: sum.photos + e.photosWaiting,
      late: sum.late + e.late,
      notStarted: sum.notStarted + e.notStarted,
      unread: sum.unread + e.unread,
      sos: sum.sos + (e.sos ? 1 : 0),
      needingMe: sum.needingMe + (needsMe(e) ? 1 : 0),
    }),
    { done: 0, total: 0, photos: 0, late: 0, notStarted: 0, unread: 0, sos: 0, needingMe: 0 },
  );
}

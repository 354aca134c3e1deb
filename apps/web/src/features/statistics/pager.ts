/** Pages needed for `total` rows, never fewer than one (an empty table is page 1 of 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number kept within 1..pageCount, e.g. when rows went away while a later page was shown. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, pageSize));
}

/** The rows of a page (1-based) with their numbers in the whole list (from 1). */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): { row: T; number: number }[] {
  const start = (clampPage(page, rows.length, pageSize) - 1) * pageSize;
  return rows.slice(start, start + pageSize).map((row, index) => ({ row, number: start + index + 1 }));
}

import type { FinishedTask } from '@plan-dan/contract';
import { csvFileName as fileName, csvText } from '@/lib/csv';

/** The column titles and the on-time words, from the i18n texts. */
export interface CsvLabels {
  columns: readonly [taskName: string, date: string, due: string, finishedAt: string, onTime: string, seconds: string];
  yes: string;
  no: string;
}

/** The finished tasks as a CSV file's text: byte order mark, header row, one row per task, CRLF lines. */
export function buildCsv(rows: readonly FinishedTask[], labels: CsvLabels): string {
  return csvText(
    labels.columns,
    rows.map((row) => [
      row.taskName,
      row.date,
      row.due,
      row.finishedAt,
      row.onTime ? labels.yes : labels.no,
      row.seconds === null ? '' : String(row.seconds),
    ]),
  );
}

/** statistika-<ime>-<prezime>-<YYYY-MM-DD>.csv, safe on every system. */
export const csvFileName = (name: string, surname: string, today: string) => fileName('statistika', name, surname, today);

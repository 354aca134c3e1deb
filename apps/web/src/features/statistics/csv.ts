import type { FinishedTask } from '@plan-dan/contract';

/** The column titles and the on-time words, from the i18n texts. */
export interface CsvLabels {
  columns: readonly [taskName: string, date: string, due: string, finishedAt: string, onTime: string, seconds: string];
  yes: string;
  no: string;
}

/** Spreadsheet programs read this mark to open the file as UTF-8 (č, ć, đ, š, ž). */
const BYTE_ORDER_MARK = '\uFEFF';
/** Croatian and Bosnian spreadsheets take the comma for decimals, so fields are split by ';'. */
const SEPARATOR = ';';
const NEEDS_QUOTES = /[;"\r\n]/;
/** A spreadsheet would run a field starting so as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field as a spreadsheet reads it literally: a leading formula character gets an apostrophe in
 * front (the cell shows the text, not a result), and a field with ';', '"' or a line break is quoted.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The finished tasks as a CSV file's text: byte order mark, header row, one row per task, CRLF lines. */
export function buildCsv(rows: readonly FinishedTask[], labels: CsvLabels): string {
  const lines = [
    labels.columns,
    ...rows.map((row) => [
      row.taskName,
      row.date,
      row.due,
      row.finishedAt,
      row.onTime ? labels.yes : labels.no,
      row.seconds === null ? '' : String(row.seconds),
    ]),
  ];
  return BYTE_ORDER_MARK + lines.map((fields) => fields.map(csvField).join(SEPARATOR)).join('\r\n') + '\r\n';
}

const LETTERS: Record<string, string> = { č: 'c', ć: 'c', đ: 'd', š: 's', ž: 'z' };

/** A name as a file-name part: lower case, č/ć/đ/š/ž as plain letters, anything else a hyphen. */
function fileNamePart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[čćđšž]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** statistika-<ime>-<prezime>-<YYYY-MM-DD>.csv, safe on every system. */
export function csvFileName(name: string, surname: string, today: string): string {
  return ['statistika', fileNamePart(name), fileNamePart(surname), today].filter(Boolean).join('-') + '.csv';
}

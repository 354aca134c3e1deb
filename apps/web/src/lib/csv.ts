/**
 * CSV files for a spreadsheet, written one way for every download of the app (Statistika's finished
 * tasks, the support records of 'Izvještaj o napretku').
 */

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

/** A file's text: byte order mark, then the header and each row as a line, CRLF line ends. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return BYTE_ORDER_MARK + [header, ...rows].map((fields) => fields.map(csvField).join(SEPARATOR)).join('\r\n') + '\r\n';
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

/** <what>-<parts…>.csv in plain letters, safe on every system: csvFileName('statistika', 'Đurđa', '2026-05-04'). */
export function csvFileName(...parts: string[]): string {
  return parts.map(fileNamePart).filter(Boolean).join('-') + '.csv';
}

/** Hands the text to the browser as a downloaded file. */
export function saveCsvFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

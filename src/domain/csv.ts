/**
 * The one CSV writer (the lead export, the vehicle feed, the sample stock feeds). One rule, RFC 4180:
 *
 * - a field is quoted when it holds a comma, a double quote, CR or LF, or starts or ends with a space
 *   or tab (readers that trim would lose it); inside quotes a double quote is written twice;
 * - other fields are written as they are; `null` and `undefined` are empty, objects are JSON;
 * - a table is a header line and one line per row, each ended by CRLF.
 *
 * Files a person opens in a spreadsheet (the lead export) also pass `guardFormulas`: a field that
 * starts with = + - @, tab or CR gets an apostrophe in front, so the spreadsheet shows it as text
 * instead of running it as a formula (shoppers type those fields).
 */
export type CsvValue = string | number | boolean | object | null | undefined;

export interface CsvOptions {
  guardFormulas?: boolean;
}

const NEEDS_QUOTES = /[",\r\n]|^[ \t]|[ \t]$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field as it is written into a line. */
export function csvField(value: CsvValue, options: CsvOptions = {}): string {
  let text =
    value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (options.guardFormulas && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line's fields, comma-separated, without the line ending. */
export function csvRow(values: readonly CsvValue[], options: CsvOptions = {}): string {
  return values.map((value) => csvField(value, options)).join(',');
}

/** A whole table: the header line, then a line per row, every line ended by CRLF. */
export function csvTable(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  options: CsvOptions = {},
): string {
  return [header, ...rows].map((row) => `${csvRow(row, options)}\r\n`).join('');
}

import { parse } from 'csv-parse/sync';
import Negotiator from 'negotiator';
import { AppError, type ValidationIssue } from '../../kernel/errors.js';

/**
 * CSV as spreadsheets write it (docs/contract.md §9): RFC 4180 quoting, `,` or `;` between fields
 * (Excel writes `;` where the decimal separator is a comma), CRLF or LF, an optional UTF-8 BOM,
 * an optional header row, blank lines skipped. Every row keeps the line it starts on, so that
 * errors name it as a spreadsheet shows it (`/lines/17/quantity`).
 */
export interface CsvRow {
  /** The line (1-based, as a spreadsheet numbers rows; a header is line 1) where the row starts. */
  line: number;
  cells: string[];
}

export interface CsvTable {
  /** The columns, by name: from the header, or the expected ones in their order when there is none. */
  columns: string[];
  /** Whether the file named its columns in a header row. */
  hasHeader: boolean;
  rows: CsvRow[];
}

/** The most issues one answer reports; the last one says how many more there were. */
export const MAX_REPORTED_ISSUES = 200;

/** `,` unless the first line has more `;` than `,` outside quotes. */
function delimiterOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** A header cell as a key: case, spaces, `_` and `-` do not count (`Product ID`, `product_id`). */
const columnKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');

/**
 * Parses a CSV body. `expected` are the columns in their default order (a file without a header
 * has them in this order); the first row is a header when its first cell names one of them. A header
 * naming an unknown column, or naming one twice, is a 400; rows with more cells than columns too.
 * `required` columns must be in the header. Throws a 400 naming the line for broken quoting.
 * `dynamic`: header cells that name a column outside `expected` by a pattern (`customFields.<key>`),
 * kept as written; such columns need a header.
 */
export function parseCsv(
  text: string,
  expected: readonly string[],
  required: readonly string[],
  maxRows: number,
  dynamic?: { pattern: RegExp; hint: string },
): CsvTable {
  let body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Excel's `sep=;` first line names the separator; it stays line 1 (as an empty line) for the numbering.
  const declared = /^sep=([,;])[ \t]*(\r?\n|$)/i.exec(body);
  // (Its own line break stays, so that the parser sees the file's.)
  if (declared) body = `${declared[2] || '\n'}${body.slice(declared[0].length)}`;
  let records: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    records = parse(body, {
      delimiter: (declared?.[1] as ',' | ';' | undefined) ?? delimiterOf(body),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw AppError.validation([
      { pointer: line ? `/lines/${line}` : '', detail: `The CSV cannot be read${line ? ` (line ${line})` : ''}: ${csvReason(error)}` },
    ]);
  }
  const rows: CsvRow[] = [];
  let previousEnd = 0;
  let previousEmpty = 0;
  for (const { record, info } of records) {
    rows.push({ line: previousEnd + 1 + (info.empty_lines - previousEmpty), cells: record });
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
  }
  // A row of only empty cells (`;;` as spreadsheets write below the data) is a blank line too.
  const filled = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const first = filled[0];
  const byKey = new Map(expected.map((name) => [columnKey(name), name]));
  const hasHeader = first !== undefined && byKey.has(columnKey(first.cells[0] ?? ''));
  const issues: ValidationIssue[] = [];
  let columns = [...expected];
  if (hasHeader) {
    columns = [];
    first.cells.forEach((cell, index) => {
      const name = byKey.get(columnKey(cell)) ?? (dynamic?.pattern.test(cell.trim()) ? cell.trim() : undefined);
      if (name === undefined) {
        if (cell.trim() !== '' || index < first.cells.length - 1)
          issues.push({
            pointer: `/lines/${first.line}`,
            detail: `Unknown column "${cell}" in the header: the columns are ${expected.join(', ')}${dynamic ? `, ${dynamic.hint}` : ''}.`,
          });
      } else if (columns.includes(name)) {
        issues.push({ pointer: `/lines/${first.line}`, detail: `The header names the column "${name}" twice.` });
      }
      columns.push(name ?? '');
    });
    for (const name of required) if (!columns.includes(name)) issues.push({ pointer: `/lines/${first.line}`, detail: `The header has no column "${name}".` });
  }
  const data = hasHeader ? filled.slice(1) : filled;
  if (data.length > maxRows) {
    throw new AppError('VALIDATION__INVALID', {
      detail: `The file has ${data.length} rows; at most ${maxRows} are accepted in one request.`,
      pointer: '/lines',
      parameters: { max: maxRows, rows: data.length },
    });
  }
  for (const row of data) {
    const extra = row.cells.slice(columns.length).some((cell) => cell.trim() !== '');
    if (extra)
      issues.push({ pointer: `/lines/${row.line}`, detail: `The row has ${row.cells.length} fields; the columns are ${columns.filter(Boolean).join(', ')}.` });
  }
  if (issues.length > 0) throw AppError.validation(capped(issues));
  return { columns, hasHeader, rows: data };
}

/** A row's cell by column name (undefined when the file has no such column; '' when the row leaves it empty). */
export function cellOf(table: CsvTable, row: CsvRow, column: string): string | undefined {
  const index = table.columns.indexOf(column);
  if (index < 0) return undefined;
  return row.cells[index] ?? '';
}

/** At most MAX_REPORTED_ISSUES issues, the last saying how many were left out. */
export function capped(issues: ValidationIssue[]): ValidationIssue[] {
  if (issues.length <= MAX_REPORTED_ISSUES) return issues;
  return [
    ...issues.slice(0, MAX_REPORTED_ISSUES - 1),
    { pointer: '/lines', detail: `…and ${issues.length - MAX_REPORTED_ISSUES + 1} more problems; fix these and send the file again.` },
  ];
}

function csvReason(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'CSV_QUOTE_NOT_CLOSED') return 'a quoted field is never closed (a `"` opens it and the file ends).';
  if (code === 'INVALID_OPENING_QUOTE') return 'a `"` inside an unquoted field; quote the whole field and double the `"` inside it.';
  if (code === 'CSV_INVALID_CLOSING_QUOTE') return 'a quoted field goes on after its closing `"`; double a `"` meant inside the field.';
  return 'it is not valid CSV (RFC 4180).';
}

/** One field as RFC 4180 writes it: quoted when it holds a quote, a delimiter, a line break or edge spaces. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  if (!/[",;\r\n]|^\s|\s$/.test(text)) return text;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A row of fields, ended by CRLF (RFC 4180). */
export const csvLine = (values: readonly (string | number | null)[]) => `${values.map(csvField).join(',')}\r\n`;

/**
 * What the request's Accept header asks of an export (negotiator, as Express and Koa read it): CSV
 * (absent, `text/csv`, `*\/*`: the export's own form), JSON, or neither (then a 406).
 */
export function exportFormatOf(accept: string | undefined): 'csv' | 'json' | undefined {
  const type = new Negotiator({ headers: accept === undefined ? {} : { accept } }).mediaType(['text/csv', 'application/json']);
  return type === 'text/csv' ? 'csv' : type === 'application/json' ? 'json' : undefined;
}

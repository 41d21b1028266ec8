import { findLineItemsInOrder } from './product-list.repository.js';
import { deleteLineItemsById, mergeLineItemCustomFields, upsertLineItemRows } from './product-list.write-statements.js';
import { Readable } from 'node:stream';
import type { ServiceContext } from '../../platform/context.js';
import { now, type Db, type Trx } from '../../platform/db/database.js';
import { AppError, type ValidationIssue } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { Caller } from '../../kernel/caller.js';
import { capped, cellOf, csvLine, parseCsv, type CsvTable } from '../../platform/http/csv.js';
import { CLIENT_ID_PATTERN, isMultiLineText } from '../../platform/http/common.schemas.js';
import { inProcess } from '../../platform/db/dialect.js';
import {
  assertCustomFieldsFit,
  CUSTOM_FIELD_COLUMNS,
  customFieldsOf,
  customFieldsOfCells,
  type CustomFields,
  type CustomFieldValue,
} from '../../kernel/custom-fields.js';
import { findVisibleList } from './product-list.repository.js';
import { compactPositions, lineItemOrder, setPositions } from './product-list.write-statements.js';
import { noChanges, type ListChangeNotes } from '../../platform/live/list-events.js';
import { MAX_NOTE_LENGTH, MAX_QUANTITY } from './product-list.schemas.js';
import { itemsBefore, itemStateOf, type ItemState } from './product-list.history.js';
import { finishWrite, listNotFound, lockOrFail, SERVER_ID, writeList, type ListAnswer } from './product-list.write.js';

/**
 * A list's line items as a file (docs/contract.md §9): `GET …/export` as CSV (or the same rows as
 * JSON), `POST …/import` from CSV, merged into the list or replacing its items, all or nothing.
 */

export const EXPORT_COLUMNS = ['productId', 'quantity', 'note'] as const;
/** A product id as every other operation takes it (ClientId). */
const PRODUCT_ID = new RegExp(CLIENT_ID_PATTERN);
/** Rows per chunk of an export's answer. */
const CHUNK_ROWS = 1000;

export interface ExportRow {
  productId: string;
  quantity: number;
  note: string | null;
  /** Absent when the item has none (as in its answer). */
  customFields?: CustomFields;
}

/** The list (visible to the caller: else a 404) and its rows in position order, from one snapshot. */
export async function readExport(context: ServiceContext, caller: Caller, id: string): Promise<{ version: number; rows: ExportRow[] }> {
  if (!SERVER_ID.test(id)) throw listNotFound(id);
  // One snapshot for the version and the rows: a REPEATABLE READ transaction on PostgreSQL and MariaDB; SQLite's read connection reads one anyway.
  const read = async (db: Db | Trx) => {
    const list = await findVisibleList(db, caller, id, 'read');
    if (!list) throw listNotFound(id);
    const rows = await findLineItemsInOrder(db, caller.organizationId, id);
    // (Plain property reads: an object rest per row doubled the export's CPU.)
    return {
      version: list.version,
      rows: rows.map((row) =>
        row.custom_fields === null
          ? { productId: row.product_id, quantity: row.quantity, note: row.note }
          : { productId: row.product_id, quantity: row.quantity, note: row.note, customFields: customFieldsOf(row.custom_fields) },
      ),
    };
  };
  return !inProcess(context.readDb)
    ? context.readDb
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute((trx) => read(trx))
    : read(context.readDb);
}

/**
 * The export as CSV text, produced a chunk at a time as the client reads it: the items' custom
 * fields as `customFields.<key>` columns (every key any item has, sorted),
 * each cell as the import reads it back (customFieldCell).
 */
export function csvStream(rows: readonly ExportRow[]): Readable {
  const keySet = new Set<string>();
  for (const row of rows) if (row.customFields) for (const key of Object.keys(row.customFields)) keySet.add(key);
  const keys = [...keySet].sort();
  const lineOf =
    keys.length === 0
      ? (row: ExportRow) => csvLine([row.productId, row.quantity, row.note])
      : (row: ExportRow) => csvLine([row.productId, row.quantity, row.note, ...keys.map((key) => customFieldCell(row.customFields?.[key]))]);
  return Readable.from(
    (function* chunks() {
      yield csvLine([...EXPORT_COLUMNS, ...keys.map((key) => `customFields.${key}`)]);
      for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
        yield rows
          .slice(start, start + CHUNK_ROWS)
          .map(lineOf)
          .join('');
      }
    })(),
    { objectMode: false },
  );
}

/** The export as JSON (`Accept: application/json`), produced a chunk at a time. */
export function jsonStream(listId: string, version: number, rows: readonly ExportRow[]): Readable {
  return Readable.from(
    (function* chunks() {
      yield `{"apiAlias":"product_list_export","productListId":${JSON.stringify(listId)},"version":${version},"rows":[`;
      for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
        yield (start > 0 ? ',' : '') +
          rows
            .slice(start, start + CHUNK_ROWS)
            .map((row) => JSON.stringify(row))
            .join(',');
      }
      yield ']}';
    })(),
    { objectMode: false },
  );
}

export interface ImportRow {
  line: number;
  productId: string;
  /** Merged into the item's (a key set to null is removed); undefined: left as they are. */
  customFields?: CustomFields;
  /** undefined: the file has no quantity column (an existing item keeps its quantity, a new one gets 1). */
  quantity: number | undefined;
  /** undefined: the file has no note column (an existing item keeps its note). */
  note: string | null | undefined;
}

/** Every row checked; every problem named by its line and column, all at once. */
function importRows(table: CsvTable, mode: 'merge' | 'replace'): ImportRow[] {
  const issues: ValidationIssue[] = [];
  const seen = new Map<string, number>();
  const rows: ImportRow[] = [];
  for (const row of table.rows) {
    const at = (column: string) => `/lines/${row.line}/${column}`;
    const productId = (cellOf(table, row, 'productId') ?? '').trim();
    if (!PRODUCT_ID.test(productId)) {
      issues.push({
        pointer: at('productId'),
        detail:
          productId === ''
            ? 'The product id is missing.'
            : `"${productId.slice(0, 80)}" is not a product id: 1–64 letters, digits, ".", "_", "-", starting with a letter or digit.`,
      });
    } else if (seen.has(productId)) {
      issues.push({ pointer: at('productId'), detail: `The product "${productId}" is already on line ${seen.get(productId)}.` });
    } else {
      seen.set(productId, row.line);
    }
    const quantityCell = cellOf(table, row, 'quantity');
    let quantity: number | undefined;
    if (quantityCell !== undefined) {
      const text = quantityCell.trim();
      const minimum = mode === 'merge' ? 0 : 1;
      quantity = text === '' ? 1 : /^[0-9]{1,7}$/.test(text) ? Number(text) : Number.NaN;
      if (!(quantity >= minimum && quantity <= MAX_QUANTITY)) {
        issues.push({
          pointer: at('quantity'),
          detail: `The quantity is a whole number from ${minimum} to ${MAX_QUANTITY}${mode === 'merge' ? ' (0 removes the product)' : ''}, not "${text.slice(0, 40)}".`,
        });
      }
    }
    const noteCell = cellOf(table, row, 'note');
    if (noteCell !== undefined && noteCell.length > MAX_NOTE_LENGTH)
      issues.push({ pointer: at('note'), detail: `The note has ${noteCell.length} characters; at most ${MAX_NOTE_LENGTH}.` });
    else if (noteCell !== undefined && !isMultiLineText(noteCell))
      issues.push({ pointer: at('note'), detail: 'The note must not contain control characters other than tab and line breaks.' });
    const customFields = customFieldsOfRow(table, row, mode, issues);
    rows.push({
      line: row.line,
      productId,
      quantity,
      note: noteCell === undefined ? undefined : noteCell === '' ? null : noteCell,
      ...(customFields ? { customFields } : {}),
    });
  }
  if (issues.length > 0) throw AppError.validation(capped(issues));
  return rows;
}

/**
 * `POST …/import?mode=merge|replace`: merge upserts every row (quantity 0 removes; new products go
 * to the end in the file's order); replace makes the list exactly the file, in its order. All or
 * nothing: any bad row is a 400 naming every one, and the list is unchanged.
 */
export async function importCsv(
  context: ServiceContext,
  caller: Caller,
  id: string,
  text: string,
  mode: 'merge' | 'replace',
  expectedVersion: number | undefined,
): Promise<ListAnswer> {
  if (!SERVER_ID.test(id)) throw listNotFound(id);
  const max = context.config.PRODUCT_LIST_MAX_LINE_ITEMS;
  const table = parseCsv(text, EXPORT_COLUMNS, ['productId'], max, CUSTOM_FIELD_COLUMNS);
  const rows = importRows(table, mode);
  return writeList(context, id, async (trx) => {
    const locked = await lockOrFail(trx, caller, id, expectedVersion);
    const notes = noChanges();
    const current = await lineItemOrder(trx, caller.organizationId, id);
    const before = {
      locked,
      items: await itemsBefore(trx, caller.organizationId, id, [
        ...new Set([...rows.map((row) => row.productId), ...(mode === 'replace' ? current.map((item) => item.product_id) : [])]),
      ]),
      order: current.map((item) => item.product_id),
    };
    const wanted = new Set(rows.map((row) => row.productId));
    const zeroed = new Set(rows.filter((row) => row.quantity === 0).map((row) => row.productId));
    const removed = current.filter((item) => (mode === 'replace' ? !wanted.has(item.product_id) : zeroed.has(item.product_id)));
    await deleteLineItemsById(
      trx,
      caller.organizationId,
      id,
      removed.map((item) => item.id),
    );
    notes.removed = removed.map((item) => item.product_id);
    const kept = rows.filter((row) => row.quantity !== 0);
    const { ids, after } = await upsertRows(
      trx,
      caller.organizationId,
      id,
      kept,
      current.length,
      { quantity: table.columns.includes('quantity'), note: table.columns.includes('note'), replaceCustomFields: mode === 'replace' },
      notes,
    );
    if (mode === 'replace') {
      // The file's order; only items that move are written.
      const before = current.filter((item) => wanted.has(item.product_id)).map((item) => item.id);
      const kept = new Set(before);
      const order = ids.filter((itemId) => kept.has(itemId));
      notes.reordered = before.some((itemId, index) => itemId !== order[index]);
      await setPositions(trx, caller.organizationId, id, ids);
    } else if (removed.length > 0 || notes.added.length > 0) {
      await compactPositions(trx, caller.organizationId, id);
    }
    return finishWrite(context, trx, caller, { id, notes, before: { ...before, after } });
  });
}

/**
 * The rows upserted 500 to a statement; new items take positions after the current ones in the
 * file's order (existing ones keep theirs). Answers the line-item ids in the file's order, and each
 * written item as the statements left it (a write's `after`: its history needs no parse of the answer).
 */
export async function upsertRows(
  trx: Trx,
  organizationId: string,
  listId: string,
  rows: readonly ImportRow[],
  currentCount: number,
  columns: { quantity: boolean; note: boolean; replaceCustomFields?: boolean; fieldsPointer?: (row: ImportRow) => string },
  notes: ListChangeNotes,
): Promise<{ ids: string[]; after: Map<string, ItemState> }> {
  const at = now();
  const ids: string[] = [];
  const after = new Map<string, ItemState>();
  // Positions far past the current ones, in the file's order; the write closes them up after (compactPositions / setPositions).
  const base = currentCount + 1_000_000;
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500).map((row, index) => ({
      id: newId(),
      organization_id: organizationId,
      product_list_id: listId,
      product_id: row.productId,
      quantity: row.quantity ?? 1,
      note: row.note ?? null,
      position: base + start + index,
      created_at: at,
      updated_at: at,
    }));
    const written = await upsertLineItemRows(trx, chunk, columns);
    const byProduct = new Map<string, string>();
    for (const item of written) {
      byProduct.set(item.product_id, item.id);
      after.set(item.product_id, itemStateOf(item.quantity, item.note, item.custom_fields));
    }
    for (const row of chunk) {
      const itemId = byProduct.get(row.product_id)!;
      ids.push(itemId);
      (itemId === row.id ? notes.added : notes.changed).push(row.product_id);
    }
  }
  // Custom fields, item by item, merged by the database as a PATCH merges them (replace: the row's exactly).
  for (const row of rows) {
    if (row.customFields === undefined) continue;
    const written = await mergeLineItemCustomFields(trx, organizationId, listId, row.productId, row.customFields, columns.replaceCustomFields === true);
    assertCustomFieldsFit(written?.custom_fields ?? null, columns.fieldsPointer?.(row) ?? `/lines/${row.line}/customFields`);
    if (written) after.set(row.productId, itemStateOf(written.quantity, written.note, written.custom_fields));
  }
  return { ids, after };
}

/**
 * A CSV row's `customFields.<key>` cells (customFieldsOfCells: JSON cells are values, others text; a
 * value must be text, a number, true/false or a list of those). Merge: empty cells leave a key as it
 * is; replace: the item gets exactly the row's. Undefined when the file has no such column.
 */
function customFieldsOfRow(table: CsvTable, row: CsvTable['rows'][number], mode: 'merge' | 'replace', issues: ValidationIssue[]): CustomFields | undefined {
  const columns = table.columns.filter((column) => CUSTOM_FIELD_COLUMNS.pattern.test(column));
  if (columns.length === 0) return undefined;
  const fields = (customFieldsOfCells(columns.map((column) => [column, cellOf(table, row, column)])) ?? {}) as CustomFields;
  for (const [key, value] of Object.entries(fields)) {
    const scalars = Array.isArray(value) ? value : [value];
    if (scalars.some((scalar) => scalar !== null && typeof scalar === 'object'))
      issues.push({ pointer: `/lines/${row.line}/customFields.${key}`, detail: 'A custom field holds text, a number, true/false, null or a list of those.' });
  }
  if (mode === 'merge' && Object.keys(fields).length === 0) return undefined;
  return fields;
}

/** A custom value as a CSV cell the import reads back as the same value: text that would read as JSON is written as a JSON string. */
function customFieldCell(value: CustomFieldValue | undefined): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return JSON.stringify(value);
  try {
    JSON.parse(value);
    return JSON.stringify(value);
  } catch {
    return value;
  }
}

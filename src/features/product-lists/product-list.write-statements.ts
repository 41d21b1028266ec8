import { GUEST_ORGANIZATION_ID } from '../../kernel/guest-organization.js';
import { type Compilable, sql, type Insertable, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db, Trx } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/tables.js';
import {
  isMysql,
  isPostgres,
  lockedForWrite,
  mergedJsonObject,
  mergesJsonPatches,
  onConflictUpdate,
  rowsUpdated,
  rowUpdated,
  updateReturns,
  updateReturnsJoinedColumns,
} from '../../platform/db/dialect.js';
import { statementsOf, type Parameter } from '../../platform/db/statements.js';
import { RowParameters } from '../../platform/db/row-parameters.js';
import type { Caller } from '../../kernel/caller.js';
import { LIST_EVENTS_CHANNEL } from '../../platform/live/list-events.js';
import { touch } from '../../platform/fast/freshness.js';
import { itemStateOf as stateOfItem, type ItemState } from './product-list.history.js';
import { customFieldsOf, mergedCustomFields, mergedCustomFieldsText, type CustomFields } from '../../kernel/custom-fields.js';
import type { ListStatus, ProductListLineItemTable } from '../../platform/db/schema/product-list.table.js';
import { LIST_COLUMNS, lineItemsJsonOf, type ProductListRow } from './product-list.repository.js';
import { listGrounds, listsReachedBy, ORGANIZATION_SHARE, type ListNeed } from './product-list.reach.js';
import { shareKeysReaching } from '../../kernel/reach.js';

/**
 * The statements every write of a list runs, in this order, in one transaction (docs/contract.md §6):
 *
 * 1. `lockList`: the list, locked (PostgreSQL) and checked (visible to the caller, at the version
 *    If-Match names). Concurrent writers of one list go one after another, none loses the other's
 *    line items.
 * 2. the write's own statements (line items upserted or removed, the list deleted);
 * 3. `finishListWrite`: one new version of the list row with everything at once (version + 1,
 *    updated_at, name, description, the line-item counts) and the answer's line items as JSON. One
 *    update of the row, not two: each update of a list row writes a new entry into each of its nine
 *    indexes. The organization's lists revision moves at the end of the write's batch (`touch`,
 *    platform/fast/freshness.ts).
 *
 * On PostgreSQL step 3 is one statement (a round trip costs more there than the work), and a PATCH
 * of one line item puts step 2 into it too (finishListWrite's `upsert`); SQLite runs two, in process.
 */

/** What a write changes of the list row itself. */
export interface ListChanges {
  name?: string;
  description?: string | null;
  updatedAt: string;
  /** The employee making the change (`updatedBy`). */
  updatedBy: string;
  /** Whether the list has shares after this write (sharing writes only). */
  shared?: boolean;
  /** A new expiry (null: none). */
  expiresAt?: string | null;
  /** The custom fields as they are to be (JSON text; null: none). */
  customFields?: string | null;
  /** An approval step: the new status, with the approver's comment (submit, approve, reject). */
  status?: { status: ListStatus; comment: string | null };
  /** The write changed line items: a submitted or approved list becomes a draft again. */
  itemsChanged?: boolean;
  /**
   * The write's event around its version (list-events.ts): PostgreSQL sends it in this statement.
   * With an `upsert` in the statement, `whenUpdated` is the event where it updated an item (the
   * other: where it added one), which only the statement itself knows.
   */
  notify?: { prefix: string; suffix: string; whenUpdated?: { prefix: string; suffix: string } };
}

export type { LockedList } from '../../platform/db/schema/product-list.table.js';
import type { LockedList } from '../../platform/db/schema/product-list.table.js';

/** What a write learns of its list (LockedList), the owner's unit path by a subquery of the same statement. */
function lockedListColumns(from: SelectQueryBuilder<Database, 'product_list', object>) {
  return from
    .select([
      'product_list.id',
      'product_list.version',
      'product_list.owner_id',
      'product_list.name',
      'product_list.description',
      'product_list.status',
      'product_list.expires_at',
      'product_list.custom_fields',
      'product_list.item_count',
    ])
    .select((eb) =>
      eb
        .selectFrom('employee')
        .select('employee.unit_path')
        .whereRef('employee.organization_id', '=', 'product_list.organization_id')
        .whereRef('employee.id', '=', 'product_list.owner_id')
        .as('owner_unit_path'),
    );
}

/**
 * A list of the organization by its id alone (no reach: the caller checked it, or it is the
 * system's own write), locked for the write, while `still` holds of it (housekeeping's condition);
 * undefined when there is none.
 */
export async function lockListById(
  trx: Trx,
  organizationId: string,
  id: string,
  still?: readonly ['updated_at' | 'expires_at', '<' | '<=', string],
): Promise<LockedList | undefined> {
  let select = lockedListColumns(trx.selectFrom('product_list')).where('product_list.organization_id', '=', organizationId).where('product_list.id', '=', id);
  if (still) select = select.where(`product_list.${still[0]}`, still[1], still[2]);
  const row = await lockedForWrite(trx, select).executeTakeFirst();
  return row && { ...row, owner_unit_path: row.owner_unit_path ?? null };
}

/**
 * The list for this write, locked, or undefined when no list the caller may change for `need`
 * (edit: their own or shared with them for editing; own: their own) exists at that version.
 */
export function lockList(
  trx: Trx,
  caller: Caller,
  id: string,
  expectedVersion: number | undefined,
  need: Exclude<ListNeed, 'read'> = 'edit',
): Promise<LockedList | undefined> {
  const grounds = listGrounds(caller, need);
  const anyList = grounds[0] === 'every';
  // The caller's share keys: their id, `*` and one per unit of their path (one statement per depth).
  const keys = shareKeysReaching(caller, ORGANIZATION_SHARE);
  const conditional = expectedVersion !== undefined;
  const variant = anyList ? 'any' : `${need}|${grounds.join('+')}|${keys.length}`;
  const query = statementsOf(trx).prepared<Record<string, unknown>, LockedList>(`lockList|${variant}|${conditional}`, (parameter) => {
    let select = lockedListColumns(trx.selectFrom('product_list'))
      .where('product_list.organization_id', '=', parameter('organizationId'))
      .where('product_list.id', '=', parameter('id'));
    if (!anyList) {
      const reader = {
        organizationId: parameter('organizationId'),
        employeeId: parameter('ownerId'),
        unitId: parameter('unitId'),
        shareKeys: keys.map((_, index) => parameter(`key${index}`)),
      };
      select = select.where(listsReachedBy(trx, reader, grounds, need));
    }
    if (conditional) select = select.where('product_list.version', '=', parameter<number>('version'));
    return lockedForWrite(trx, select);
  });
  const args: Record<string, unknown> = {
    organizationId: caller.organizationId,
    id,
    ownerId: caller.employeeId,
    unitId: caller.unitId,
    version: expectedVersion,
  };
  keys.forEach((key, index) => {
    args[`key${index}`] = key;
  });
  return query.executeTakeFirst(trx, args);
}

/** The next free position of a list (1 for an empty one), as a subquery of the statement adding an item. */
const nextPosition = (listId: string) =>
  sql<number>`(select coalesce(max(p.position), 0) + 1 from product_list_line_item p where p.product_list_id = ${listId})`;

/**
 * Adds a product to a list (at the end), or updates its line item (quantity and note where given;
 * its position stays): one prepared statement per shape of the change. Answers whether it added,
 * and the item as it was before when it was there (the history's `from`). PostgreSQL reads that
 * in the same statement (its WITH sees the table as it stood before the statement: a round trip
 * saved); SQLite reads it first, in process.
 */
export async function upsertLineItem(trx: Trx, row: LineItemUpsert): Promise<UpsertedItem> {
  const shape = upsertShapeOf(row);
  const inStatement = isPostgres(trx);
  const query = statementsOf(trx).prepared<Record<string, unknown>, WrittenItem>(`upsertLineItem|${shape.key}`, (parameter) => {
    if (!inStatement) return lineItemUpsert(trx, trx, parameter, shape).returning(WRITTEN_ITEM);
    return lineItemUpsert(
      trx,
      trx.with('previous', (previous) => itemStateOf(previous, parameter)),
      parameter,
      shape,
    ).returning([...WRITTEN_ITEM, ...previousColumns()]);
  });
  const readFirst = inStatement ? undefined : await lineItemState(trx).executeTakeFirst(trx, row);
  const args = upsertArgs(row);
  if (!mergesJsonPatches(trx) && row.customFields !== undefined)
    args.mergedCustomFields = mergedCustomFieldsText(customFieldsOf(readFirst?.custom_fields), row.customFields);
  const written = await query.executeTakeFirst(trx, args);
  const previous = readFirst && stateOfItem(readFirst.quantity, readFirst.note, readFirst.custom_fields);
  return upsertedItem(row, written, previous);
}

/** A line item to add to a list, or to update where the list holds its product (upsertLineItem). */
export type LineItemUpsert = {
  /** The new line item's id (an update keeps the existing one's). */
  id: string;
  organizationId: string;
  listId: string;
  productId: string;
  quantity: number | undefined;
  note: string | null | undefined;
  customFields: CustomFields | undefined;
  at: string;
};

/** What an upsert did: whether it added, the item before (the history's `from`) and after (its `to`), and merged custom fields. */
export interface UpsertedItem {
  added: boolean;
  previous?: ItemState;
  after: ItemState;
  customFields?: CustomFields | string | null;
}

type WrittenItem = {
  id: string;
  quantity: number;
  note: string | null;
  custom_fields: CustomFields | string | null;
  previous_quantity?: number | null;
  previous_note?: string | null;
  previous_custom_fields?: CustomFields | null;
};

// The item as written: the history's `to` (listChanges), without parsing the answer's line items.
const WRITTEN_ITEM = [
  'product_list_line_item.id',
  'product_list_line_item.quantity',
  'product_list_line_item.note',
  'product_list_line_item.custom_fields',
] as const;

/** The item before the statement, from its WITH `previous` (PostgreSQL: the WITH sees the table as it stood before the statement). */
const previousColumns = () => [
  sql<number | null>`(select quantity from previous)`.as('previous_quantity'),
  sql<string | null>`(select note from previous)`.as('previous_note'),
  sql<CustomFields | null>`(select custom_fields from previous)`.as('previous_custom_fields'),
];

function upsertShapeOf(row: LineItemUpsert) {
  const hasQuantity = row.quantity !== undefined;
  const hasNote = row.note !== undefined;
  const hasCustomFields = row.customFields !== undefined;
  return { hasQuantity, hasNote, hasCustomFields, key: `${hasQuantity}|${hasNote}|${hasCustomFields}` };
}

function upsertArgs(row: LineItemUpsert): Record<string, unknown> {
  const customFields =
    row.customFields !== undefined ? { customFields: JSON.stringify(row.customFields), insertCustomFields: mergedCustomFields({}, row.customFields) } : {};
  return { ...row, insertQuantity: row.quantity ?? 1, note: row.note ?? null, ...customFields };
}

function upsertedItem(row: LineItemUpsert, written: WrittenItem | undefined, readFirst: ItemState | undefined): UpsertedItem {
  if (!written) throw new Error(`upsert: line item ${row.productId} of list ${row.listId} neither inserted nor updated`);
  const merged = row.customFields !== undefined ? { customFields: written.custom_fields } : {};
  // An update answers the existing item's id, an insert the new one.
  const added = written.id === row.id;
  const after = stateOfItem(written.quantity, written.note, written.custom_fields);
  if (added || readFirst || written.previous_quantity == null) return { added, previous: readFirst, after, ...merged };
  return { added, previous: stateOfItem(written.previous_quantity, written.previous_note ?? null, written.previous_custom_fields), after, ...merged };
}

/**
 * The INSERT … ON CONFLICT of an upsert, into `builder` (the database, or a WITH before it). Its
 * parameters: id (the new item's), organizationId, listId, productId, insertQuantity, quantity,
 * note, at, insertCustomFields and customFields, as upsertArgs names them.
 */
function lineItemUpsert(db: Db, builder: Pick<Db, 'insertInto'>, parameter: Parameter, shape: ReturnType<typeof upsertShapeOf>) {
  const insert = builder.insertInto('product_list_line_item').values({
    id: parameter('id'),
    organization_id: parameter('organizationId'),
    product_list_id: parameter('listId'),
    product_id: parameter('productId'),
    quantity: parameter<number>('insertQuantity'),
    note: parameter<string | null>('note'),
    position: nextPosition(parameter('listId')),
    created_at: parameter('at'),
    updated_at: parameter('at'),
    ...(shape.hasCustomFields ? { custom_fields: parameter<string | null>('insertCustomFields') } : {}),
  });
  return onConflictUpdate(db, insert, ['product_list_id', 'product_id'], () => ({
    updated_at: parameter('at'),
    ...(shape.hasQuantity ? { quantity: parameter<number>('quantity') } : {}),
    ...(shape.hasNote ? { note: parameter<string | null>('note') } : {}),
    // Merged as a PATCH merges (a key set to null is removed), by the database, in the same statement.
    // MariaDB: merged in process from the item read first (upsertLineItem), as `mergedCustomFields`.
    ...(shape.hasCustomFields
      ? {
          custom_fields: mergesJsonPatches(db)
            ? mergedJsonObject(db, sql.ref('product_list_line_item.custom_fields'), parameter<string>('customFields'))
            : parameter<string | null>('mergedCustomFields'),
        }
      : {}),
  }));
}

/** A line item's quantity, note and custom fields, by its list and product: the `from` of an upsert. */
function itemStateOf(db: Pick<Db, 'selectFrom'>, parameter: Parameter) {
  return db
    .selectFrom('product_list_line_item')
    .select(['quantity', 'note', 'custom_fields'])
    .where('organization_id', '=', parameter('organizationId'))
    .where('product_list_id', '=', parameter('listId'))
    .where('product_id', '=', parameter('productId'));
}

/** The same, read on its own (SQLite, in process). */
function lineItemState(trx: Trx) {
  return statementsOf(trx).prepared<Record<string, unknown>, { quantity: number; note: string | null; custom_fields: string | null }>(
    'lineItemState',
    (parameter) => itemStateOf(trx, parameter),
  );
}

/** A guest's list becomes the employee's (`to`) under `name`, a new version. */
export async function moveGuestList(
  trx: Trx,
  list: { id: string; version: number },
  to: { organizationId: string; employeeId: string },
  name: string,
  at: string,
): Promise<void> {
  await trx
    .updateTable('product_list')
    .set({ organization_id: to.organizationId, owner_id: to.employeeId, name, version: list.version + 1, updated_at: at, updated_by: to.employeeId })
    .where('organization_id', '=', GUEST_ORGANIZATION_ID)
    .where('id', '=', list.id)
    .execute();
}

/** After moveGuestList: the lists' line items follow into the organization, their stream tickets end, and both organizations' searches answer anew. */
export async function moveGuestLineItems(trx: Trx, listIds: readonly string[], organizationId: string): Promise<void> {
  await trx
    .updateTable('product_list_line_item')
    .set({ organization_id: organizationId })
    .where('organization_id', '=', GUEST_ORGANIZATION_ID)
    .where('product_list_id', 'in', listIds)
    .execute();
  await trx.deleteFrom('event_ticket').where('product_list_id', 'in', listIds).execute();
  await touch(trx, { lists: GUEST_ORGANIZATION_ID });
  await touch(trx, { lists: organizationId });
}

/** Removes these line items (by id) of the list, 500 to a statement. */
export async function deleteLineItemsById(trx: Trx, organizationId: string, listId: string, ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 500) {
    await trx
      .deleteFrom('product_list_line_item')
      .where('organization_id', '=', organizationId)
      .where('product_list_id', '=', listId)
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
  }
}

/** A line item's columns in an upsert of many (upsertLineItemRows), in their parameters' order; statements of 128 rows at most. */
const UPSERT_ROWS = new RowParameters(
  ['id', 'organization_id', 'product_list_id', 'product_id', 'quantity', 'note', 'position', 'created_at', 'updated_at'],
  128,
);

interface UpsertedRow {
  id: string;
  product_id: string;
  quantity: number;
  note: string | null;
  custom_fields: string | null;
}

/**
 * Many line items inserted, or updated where the list holds the product (quantity and note as
 * `columns` say), each answered as written. Prepared statements of 128, 64, … 1 rows (a run is
 * split into those sizes: at most eight shapes per kind, each compiled once), instead of a
 * statement built and compiled for every run: a transfer of 1,000 items spent 1.6 MB of
 * allocations per request in Kysely's building and compiling of its two 500-row statements.
 */
export async function upsertLineItemRows(trx: Trx, rows: readonly Insertable<ProductListLineItemTable>[], columns: { quantity: boolean; note: boolean }) {
  const written: UpsertedRow[] = [];
  for (let start = 0; start < rows.length; ) {
    let size = UPSERT_ROWS.rowsAtMost;
    while (size > rows.length - start) size /= 2;
    const statement = statementsOf(trx).prepared<Record<string, unknown>, UpsertedRow>(
      `upsertLineItemRows|${size}|${columns.quantity}|${columns.note}`,
      (parameter) =>
        onConflictUpdate(
          trx,
          trx.insertInto('product_list_line_item').values(UPSERT_ROWS.rows(parameter, size) as Insertable<ProductListLineItemTable>[]),
          ['product_list_id', 'product_id'],
          (inserted) => ({
            updated_at: inserted('updated_at'),
            ...(columns.quantity ? { quantity: inserted('quantity') } : {}),
            ...(columns.note ? { note: inserted('note') } : {}),
          }),
        ).returning(['id', 'product_id', 'quantity', 'note', 'custom_fields']),
    );
    written.push(...(await statement.execute(trx, UPSERT_ROWS.fill(rows, start, size))));
    start += size;
  }
  return written;
}

/** A line item's custom fields merged with `fields` by the database, as a PATCH merges them (`replace`: exactly these); answers it as written. */
export async function mergeLineItemCustomFields(trx: Trx, organizationId: string, listId: string, productId: string, fields: CustomFields, replace: boolean) {
  const reread = () =>
    trx
      .selectFrom('product_list_line_item')
      .select(['quantity', 'note', 'custom_fields'])
      .where('organization_id', '=', organizationId)
      .where('product_list_id', '=', listId)
      .where('product_id', '=', productId);
  // MariaDB: merged in process (mergesJsonPatches), on the item locked first.
  const merged = mergesJsonPatches(trx)
    ? mergedJsonObject(trx, replace ? sql`null` : sql.ref('product_list_line_item.custom_fields'), JSON.stringify(fields))
    : mergedCustomFieldsText(replace ? {} : customFieldsOf((await lockedForWrite(trx, reread()).executeTakeFirst())?.custom_fields), fields);
  const update = trx
    .updateTable('product_list_line_item')
    .set({ custom_fields: merged })
    .where('organization_id', '=', organizationId)
    .where('product_list_id', '=', listId)
    .where('product_id', '=', productId)
    .returning(['quantity', 'note', 'custom_fields']);
  return rowUpdated(trx, update, () => reread().executeTakeFirst());
}

/** A list's shares become these rows (250 to a statement). */
export async function replaceShares(
  trx: Trx,
  organizationId: string,
  listId: string,
  rows: readonly { employee_id: string; access: 'read' | 'edit' }[],
  at: string,
): Promise<void> {
  await trx.deleteFrom('product_list_share').where('organization_id', '=', organizationId).where('product_list_id', '=', listId).execute();
  for (let start = 0; start < rows.length; start += 250) {
    await trx
      .insertInto('product_list_share')
      .values(
        rows.slice(start, start + 250).map((row) => ({
          organization_id: organizationId,
          product_list_id: listId,
          employee_id: row.employee_id,
          access: row.access,
          created_at: at,
        })),
      )
      .execute();
  }
}

/** After removals: positions 1…n again, in the order the items stood (only the items that move are written). */
export async function compactPositions(trx: Trx, organizationId: string, listId: string): Promise<void> {
  if (isMysql(trx)) {
    // MySQL's UPDATE joins its sources instead of a FROM.
    await sql`UPDATE product_list_line_item
      JOIN (SELECT id, row_number() OVER (ORDER BY position, id) AS ranked_position FROM product_list_line_item
            WHERE organization_id = ${organizationId} AND product_list_id = ${listId}) AS ranked ON product_list_line_item.id = ranked.id
      SET product_list_line_item.position = ranked.ranked_position
      WHERE product_list_line_item.position <> ranked.ranked_position`.execute(trx);
    return;
  }
  await sql`UPDATE product_list_line_item SET position = ranked.rank
    FROM (SELECT id, row_number() OVER (ORDER BY position, id) AS rank FROM product_list_line_item
          WHERE organization_id = ${organizationId} AND product_list_id = ${listId}) AS ranked
    WHERE product_list_line_item.id = ranked.id AND product_list_line_item.position <> ranked.rank`.execute(trx);
}

/** The list's line-item ids in position order (moves and reorders work on it). */
export async function lineItemOrder(trx: Trx, organizationId: string, listId: string): Promise<{ id: string; product_id: string }[]> {
  return trx
    .selectFrom('product_list_line_item')
    .select(['id', 'product_id'])
    .where('organization_id', '=', organizationId)
    .where('product_list_id', '=', listId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Positions 1…n in the order of `ids` (every line item of the list, once): one statement, only moved items written. */
export async function setPositions(trx: Trx, organizationId: string, listId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const order = JSON.stringify(ids);
  if (isPostgres(trx)) {
    await sql`UPDATE product_list_line_item SET position = ranked.rank
      FROM (SELECT value AS id, ordinality AS rank FROM json_array_elements_text(${order}::json) WITH ORDINALITY) AS ranked
      WHERE product_list_line_item.organization_id = ${organizationId} AND product_list_line_item.product_list_id = ${listId}
        AND product_list_line_item.id = ranked.id AND product_list_line_item.position <> ranked.rank`.execute(trx);
    return;
  }
  if (isMysql(trx)) {
    await sql`UPDATE product_list_line_item
      JOIN json_table(${order}, '$[*]' columns (ranked_position for ordinality, id varchar(64) path '$')) AS ranked ON product_list_line_item.id = ranked.id
      SET product_list_line_item.position = ranked.ranked_position
      WHERE product_list_line_item.organization_id = ${organizationId} AND product_list_line_item.product_list_id = ${listId}
        AND product_list_line_item.position <> ranked.ranked_position`.execute(trx);
    return;
  }
  // SQLite would walk the list's items and scan the ids for each (n²): the unary + keeps it from
  // using the list's index, so it walks the ids and finds each item by its key.
  await sql`UPDATE product_list_line_item SET position = ranked.rank
    FROM (SELECT value AS id, key + 1 AS rank FROM json_each(${order})) AS ranked
    WHERE product_list_line_item.id = ranked.id AND +product_list_line_item.organization_id = ${organizationId}
      AND +product_list_line_item.product_list_id = ${listId} AND product_list_line_item.position <> ranked.rank`.execute(trx);
}

/**
 * Step 3 above; answers the list row as written and its line items as JSON. With `upsert` (a
 * PATCH's one line item, step 2), it upserts the item too and answers what it did as `upserted`:
 * on PostgreSQL in the same statement (its WITH upserts the item, and the line items the
 * statement counts and answers are the list's others as they stood, the statement's snapshot,
 * and the item as the WITH wrote it: a round trip less for the commonest write, issue 24); on
 * SQLite first, in process (upsertLineItem).
 */
export async function finishListWrite(trx: Trx, organizationId: string, id: string, changes: ListChanges, upsert?: LineItemUpsert): Promise<FinishedWrite> {
  const write = listWriteOf(organizationId, id, changes);
  return updateReturnsJoinedColumns(trx) ? finishInOneStatement(trx, write, upsert) : finishInSteps(trx, write, upsert);
}

/** What finishing a list write answers: the row as written, its line items as JSON, and what an upsert did. */
type FinishedWrite = { row: ProductListRow; lineItemsJson: string; upserted?: UpsertedItem };

/** A list write's finishing statement, as its parts: the arguments, the row's changes, and its shape (the prepared statement's key). */
interface ListWrite {
  organizationId: string;
  id: string;
  notify: ListChanges['notify'];
  args: Record<string, unknown>;
  rowChanges: (parameter: Parameter) => Record<string, unknown>;
  shape: string;
}

function listWriteOf(organizationId: string, id: string, changes: ListChanges): ListWrite {
  const hasName = changes.name !== undefined;
  const hasDescription = changes.description !== undefined;
  const hasShared = changes.shared !== undefined;
  const hasExpiry = changes.expiresAt !== undefined;
  const hasCustomFields = changes.customFields !== undefined;
  const hasStatus = changes.status !== undefined;
  const resetsStatus = changes.itemsChanged === true && !hasStatus;
  const notify = changes.notify;
  const args = {
    organizationId,
    id,
    updatedAt: changes.updatedAt,
    updatedBy: changes.updatedBy,
    name: changes.name,
    description: changes.description,
    shared: changes.shared ? 1 : 0,
    expiresAt: changes.expiresAt ?? null,
    customFields: changes.customFields ?? null,
    status: changes.status?.status,
    statusComment: changes.status?.comment ?? null,
    channel: LIST_EVENTS_CHANNEL,
    prefix: notify?.prefix,
    suffix: notify?.suffix,
    prefixUpdated: notify?.whenUpdated?.prefix ?? notify?.prefix,
    suffixUpdated: notify?.whenUpdated?.suffix ?? notify?.suffix,
  };
  // A change of a submitted or approved list's items makes it a draft again (its approval was of other items).
  const awaitingOrApproved = sql`${sql.ref('product_list.status')} in ('submitted', 'approved')`;
  const rowChanges = (parameter: Parameter) => ({
    updated_at: parameter('updatedAt'),
    updated_by: parameter('updatedBy'),
    ...(hasName ? { name: parameter('name') } : {}),
    ...(hasDescription ? { description: parameter<string | null>('description') } : {}),
    ...(hasShared ? { shared: parameter<number>('shared') } : {}),
    ...(hasExpiry ? { expires_at: parameter<string | null>('expiresAt') } : {}),
    ...(hasCustomFields ? { custom_fields: parameter<string | null>('customFields') } : {}),
    ...(hasStatus
      ? {
          status: parameter<ListStatus>('status'),
          status_changed_by: parameter('updatedBy'),
          status_changed_at: parameter('updatedAt'),
          status_comment: parameter<string | null>('statusComment'),
        }
      : {}),
    // `status` last: MariaDB assigns left to right, and a later assignment would read the status already changed.
    ...(resetsStatus
      ? {
          status_changed_by: sql<
            string | null
          >`case when ${awaitingOrApproved} then ${parameter('updatedBy')} else ${sql.ref('product_list.status_changed_by')} end`,
          status_changed_at: sql<
            string | null
          >`case when ${awaitingOrApproved} then ${parameter('updatedAt')} else ${sql.ref('product_list.status_changed_at')} end`,
          status_comment: sql<string | null>`case when ${awaitingOrApproved} then null else ${sql.ref('product_list.status_comment')} end`,
          status: sql<ListStatus>`case when ${awaitingOrApproved} then 'draft' else ${sql.ref('product_list.status')} end`,
        }
      : {}),
  });
  const shape = `${hasName}|${hasDescription}|${hasShared}|${hasExpiry}|${hasStatus}|${resetsStatus}|${hasCustomFields}`;
  return { organizationId, id, notify, args, rowChanges, shape };
}

/** PostgreSQL: the item's upsert (if any), the counts, the row and the event's NOTIFY in one statement. */
async function finishInOneStatement(
  trx: Trx,
  { organizationId, id, notify, args, rowChanges, shape }: ListWrite,
  upsert?: LineItemUpsert,
): Promise<FinishedWrite> {
  const upsertShape = upsert && upsertShapeOf(upsert);
  type Finished = ProductListRow & { items: string; notified?: unknown } & Partial<ItemInFinish>;
  const finish = statementsOf(trx).prepared<Record<string, unknown>, Finished>(
    `finishListWrite|${shape}|${notify !== undefined}|${upsertShape?.key ?? 'no upsert'}`,
    (parameter) => {
      const item = itemParameterOf(parameter);
      // Where the WITH updated an item (it had one before), the event says "changed", else "added".
      const eventPart = (name: 'prefix' | 'suffix') =>
        upsertShape
          ? sql<string>`case when exists (select 1 from previous) then ${parameter(`${name}Updated`)}::text else ${parameter(name)}::text end`
          : sql<string>`${parameter(name)}::text`;
      const lineItems = upsertShape
        ? sql`(select * from product_list_line_item where organization_id = ${parameter('organizationId')} and product_list_id = ${parameter('id')} and product_id <> ${item('productId')} union all select * from up)`
        : undefined;
      const from = (
        upsertShape
          ? trx.with('previous', (previous) => itemStateOf(previous, item)).with('up', (qc) => lineItemUpsert(trx, qc, item, upsertShape).returningAll())
          : trx
      ) as Pick<Db, 'updateTable'>;
      return (
        from
          .updateTable('product_list')
          .from(summaryOf(trx, parameter, lineItems).as('summary'))
          .set((eb) => ({
            ...rowChanges(parameter),
            version: eb('product_list.version', '+', 1),
            item_count: eb.ref('summary.count'),
            total_quantity: eb.ref('summary.total'),
          }))
          .where('product_list.organization_id', '=', parameter('organizationId'))
          .where('product_list.id', '=', parameter('id'))
          .returning([...LIST_COLUMNS.map((column) => `product_list.${column}` as const), 'summary.items'])
          .$if(upsertShape !== undefined, (query) =>
            query.returning([
              sql<string>`(select id from up)`.as('item_id'),
              sql<number>`(select quantity from up)`.as('item_quantity'),
              sql<string | null>`(select note from up)`.as('item_note'),
              sql<CustomFields | null>`(select custom_fields from up)`.as('item_custom_fields'),
              ...previousColumns(),
            ]),
          )
          // The event leaves with the commit, in commit order, carrying the version this statement wrote.
          .$if(notify !== undefined, (query) =>
            query.returning(
              sql<string>`pg_notify(${parameter('channel')}, ${eventPart('prefix')} || product_list.version::text || ${eventPart('suffix')})`.as('notified'),
            ),
          )
      );
    },
  );
  const itemArgs = upsert ? Object.fromEntries(Object.entries(upsertArgs(upsert)).map(([key, value]) => [`item_${key}`, value])) : {};
  const finished = await finish.executeTakeFirst(trx, { ...args, ...itemArgs });
  if (!finished) throw new Error(`finish: product list ${id} vanished inside its own write`);
  const {
    items,
    notified: _notified,
    item_id,
    item_quantity,
    item_note,
    item_custom_fields,
    previous_quantity,
    previous_note,
    previous_custom_fields,
    ...row
  } = finished;
  await touch(trx, { lists: organizationId });
  const upserted =
    upsert &&
    upsertedItem(
      upsert,
      item_id === undefined
        ? undefined
        : {
            id: item_id,
            quantity: item_quantity!,
            note: item_note ?? null,
            custom_fields: item_custom_fields ?? null,
            previous_quantity,
            previous_note,
            previous_custom_fields,
          },
      undefined,
    );
  return { row, lineItemsJson: items, upserted };
}

/** SQLite: the item's upsert (if any), the counts and items in one pass, then the row: three statements in process. */
async function finishInSteps(trx: Trx, { organizationId, id, args, rowChanges, shape }: ListWrite, upsert?: LineItemUpsert): Promise<FinishedWrite> {
  const upserted = upsert && (await upsertLineItem(trx, upsert));
  // An aggregate without GROUP BY answers one row, also for no line items (0, 0, "[]").
  const summary = statementsOf(trx).prepared<Record<string, unknown>, { count: number; total: number; items: string }>('listSummary', (parameter) =>
    summaryOf(trx, parameter),
  );
  const { count, total, items } = (await summary.executeTakeFirst(trx, args))!;
  const update = statementsOf(trx).prepared<Record<string, unknown>, ProductListRow>(`finishListRow|${shape}`, (parameter) => {
    const query = trx
      .updateTable('product_list')
      .set((eb) => ({
        ...rowChanges(parameter),
        version: eb('version', '+', 1),
        item_count: parameter<number>('count'),
        total_quantity: parameter<number>('total'),
      }))
      .where('organization_id', '=', parameter('organizationId'))
      .where('id', '=', parameter('id'));
    // MariaDB's UPDATE answers no rows: the row is read after it, below.
    return updateReturns(trx) ? query.returning(LIST_COLUMNS) : (query as unknown as Compilable<ProductListRow>);
  });
  const returned = await update.executeTakeFirst(trx, { ...args, count, total });
  const row = updateReturns(trx) ? returned : await listRowAsWritten(trx, organizationId, id);
  if (!row) throw new Error(`finish: product list ${id} vanished inside its own write`);
  await touch(trx, { lists: organizationId });
  return { row, lineItemsJson: items, upserted };
}

/** The list's row as this transaction wrote it (where an UPDATE answers no rows: MariaDB). */
function listRowAsWritten(trx: Trx, organizationId: string, id: string): Promise<ProductListRow | undefined> {
  const read = statementsOf(trx).prepared<{ organizationId: string; id: string }, ProductListRow>('listRowAsWritten', (parameter) =>
    trx.selectFrom('product_list').select(LIST_COLUMNS).where('organization_id', '=', parameter('organizationId')).where('id', '=', parameter('id')),
  );
  return read.executeTakeFirst(trx, { organizationId, id });
}

/** What the finishing statement answers of its upsert (PostgreSQL): the item as written, and as it was. */
type ItemInFinish = { item_id: string; item_quantity: number; item_note: string | null; item_custom_fields: CustomFields | null } & Pick<
  WrittenItem,
  'previous_quantity' | 'previous_note' | 'previous_custom_fields'
>;

/** The upsert's parameters inside the finishing statement, apart from the list's own (both have an `id` and `customFields`). */
const itemParameterOf = (parameter: Parameter): Parameter => ((name: string) => parameter(`item_${name}`)) as Parameter;

/** Counts, total quantity and the answer's JSON of a list's line items, in one pass. */
function summaryOf(db: Db, parameter: Parameter, items?: RawBuilder<unknown>) {
  // `items`: the line items as a derived table (finishListWrite with an upsert); lineItemsJsonOf names its columns `product_list_line_item.*`.
  if (items)
    return db
      .selectFrom(items.as('product_list_line_item'))
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        sql<number>`coalesce(sum(product_list_line_item.quantity), 0)`.as('total'),
        lineItemsJsonOf(db).as('items'),
      ]);
  return db
    .selectFrom('product_list_line_item')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('total'),
      lineItemsJsonOf(db).as('items'),
    ])
    .where('organization_id', '=', parameter('organizationId'))
    .where('product_list_id', '=', parameter('id'));
}

/** Removes the list's line items of these products; answers what they held (the history's `from`). */
export function deleteItemsOfProducts(trx: Trx, organizationId: string, listId: string, productIds: readonly string[]) {
  return trx
    .deleteFrom('product_list_line_item')
    .where('organization_id', '=', organizationId)
    .where('product_list_id', '=', listId)
    .where('product_id', 'in', productIds)
    .returning(['product_id', 'quantity', 'note', 'custom_fields'])
    .execute();
}

/** The list's line items named by their id or their product id. */
export function findItemsByIdOrProduct(trx: Trx, organizationId: string, listId: string, names: readonly string[]) {
  return trx
    .selectFrom('product_list_line_item')
    .select(['id', 'product_id', 'quantity', 'note', 'custom_fields'])
    .where('organization_id', '=', organizationId)
    .where('product_list_id', '=', listId)
    .where((eb) => eb.or([eb('id', 'in', names), eb('product_id', 'in', names)]))
    .execute();
}

/**
 * Every share of the organization's lists with this key goes (a unit's, when the unit is deleted);
 * each list it was on is a new version whose `shared` says whether any share is left. Answers the
 * shares removed and the lists written.
 */
export async function removeSharesWithKey(trx: Trx, organizationId: string, key: string, at: string) {
  const lists = await trx
    .deleteFrom('product_list_share')
    .where('organization_id', '=', organizationId)
    .where('employee_id', '=', key)
    .returning(['product_list_id', 'access'])
    .execute();
  if (lists.length === 0) return { lists, written: [] };
  const ids = lists.map((list) => list.product_list_id);
  const update = trx
    .updateTable('product_list')
    .set((eb) => ({
      version: eb('version', '+', 1),
      updated_at: at,
      shared: eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('product_list_share')
              .select('product_list_share.product_list_id')
              .whereRef('product_list_share.product_list_id', '=', 'product_list.id'),
          ),
        )
        .then(1)
        .else(0)
        .end(),
    }))
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .returning(['id', 'version', 'owner_id']);
  const written = await rowsUpdated(trx, update, () =>
    trx.selectFrom('product_list').select(['id', 'version', 'owner_id']).where('organization_id', '=', organizationId).where('id', 'in', ids).execute(),
  );
  return { lists, written };
}

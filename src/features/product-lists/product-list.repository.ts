import { GUEST_ORGANIZATION_ID } from '../../kernel/guest-organization.js';
import { touch } from '../../platform/fast/freshness.js';
import type { ProductListCustomValueTable } from '../../platform/db/schema/product-list.table.js';
import { customFieldsOf, customValues, type CustomFields } from '../../kernel/custom-fields.js';
import { sql, type ExpressionBuilder, type Insertable, type Selectable, type SqlBool } from 'kysely';
import { isPostgres, jsonArrayAggText, jsonColumn } from '../../platform/db/dialect.js';
import type { Db, Trx } from '../../platform/db/database.js';
import type { ProductListLineItemTable, ProductListTable } from '../../platform/db/schema/product-list.table.js';
import type { LineItem, ProductList } from './product-list.schemas.js';
import type { Caller } from '../../kernel/caller.js';
import { statementsOf } from '../../platform/db/statements.js';
import type { SortField } from '../criteria/index.js';
import {
  holderOf,
  listGrounds,
  listsReachedBy,
  listsSharedWith,
  ownerInBranch,
  reachesAllLists,
  readerOf,
  sharesReaching,
  strongestShare,
  type ListNeed,
} from './product-list.reach.js';

export type ProductListRow = Selectable<ProductListTable>;

/**
 * Every column of a list, named: statements prepared on the server (server-statements.ts) never
 * select `*`, so a column added by a later migration cannot change a prepared result's shape.
 */
export const LIST_COLUMNS = [
  'id',
  'organization_id',
  'owner_id',
  'name',
  'description',
  'item_count',
  'total_quantity',
  'created_at',
  'updated_at',
  'version',
  'updated_by',
  'shared',
  'expires_at',
  'status',
  'status_changed_by',
  'status_changed_at',
  'status_comment',
  'custom_fields',
] as const satisfies readonly (keyof ProductListTable)[];
export type LineItemRow = Selectable<ProductListLineItemTable>;

export function toProductList(row: ProductListRow, lineItems?: readonly LineItemFields[]): ProductList {
  const list: ProductList = {
    apiAlias: 'product_list',
    id: row.id,
    organizationId: row.organization_id,
    ownerId: row.owner_id,
    name: row.name,
    description: row.description,
    itemCount: row.item_count,
    totalQuantity: row.total_quantity,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    updatedBy: row.updated_by,
    shared: row.shared === 1,
    expiresAt: row.expires_at,
    status: row.status,
    statusChangedBy: row.status_changed_by,
    statusChangedAt: row.status_changed_at,
    statusComment: row.status_comment,
    customFields: customFieldsOf(row.custom_fields),
  };
  if (lineItems) list.lineItems = lineItems.map(toLineItem);
  return list;
}

/** What an answer shows of a line item; reads select only these columns (materializing rows is what costs). */
export const LINE_ITEM_COLUMNS = ['id', 'product_id', 'quantity', 'note', 'position', 'created_at', 'updated_at', 'custom_fields'] as const;
export type LineItemFields = Pick<LineItemRow, (typeof LINE_ITEM_COLUMNS)[number]>;

export function toLineItem(row: LineItemFields): LineItem {
  return {
    apiAlias: 'product_list_line_item',
    id: row.id,
    productId: row.product_id,
    quantity: row.quantity,
    note: row.note,
    position: row.position,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(row.custom_fields === null ? {} : { customFields: customFieldsOf(row.custom_fields) }),
  };
}

/**
 * The lists a caller may see (or edit, or own): every list query starts here, so scoping to the
 * organization, the owner, the branch and the shares cannot be forgotten. `product_list.read.all`
 * and `.edit.all` reach the lists whose owner is in the caller's branch (unit-reach.ts): every
 * list at organization level.
 */
export function visibleLists(db: Db | Trx, caller: Caller, need: ListNeed = 'read', sharesWithCaller = true) {
  const query = db.selectFrom('product_list').where('product_list.organization_id', '=', caller.organizationId);
  const grounds = listGrounds(caller, need, sharesWithCaller);
  if (grounds[0] === 'every') return query;
  // Without shares or a branch a member's lists are one range of the owner indexes, pages walk them in order.
  if (grounds.length === 1) return query.where('product_list.owner_id', '=', caller.employeeId);
  return query.where(listsReachedBy(db, readerOf(caller), grounds, need));
}

/**
 * A member's lists for a search (not reaching every list of a branch): their own and the ones
 * shared with them. `base` is all of them (the search counts and aggregates over it): their own and
 * the shared ones found by their own indexes (the owner index; the share index, then each list by
 * its key) and joined to the list rows. The same rows as visibleLists' "owner or shared"
 * condition, which a planner answers by walking the organization's sort index and testing every
 * list: with 18,000 lists in the organization that was 3–4 ms per search on SQLite.
 *
 * `parts` are the same lists in two disjoint parts, each walked in the search's order on its own:
 * their own lists, one range of the owner's sort indexes, and the shared lists they do not own, by
 * key. A page takes the first rows of each and merges them (criteria.apply.ts), so its cost grows
 * with the page and the shared lists, not with the member's own lists.
 *
 * The organization scope of the rows found by key is written with a unary `+` on SQLite, so that
 * its planner, which keeps no statistics, does not walk the organization's sort index instead.
 */
export function membersLists(db: Db | Trx, caller: Caller) {
  const reach = db
    .selectFrom('product_list')
    .select('product_list.id')
    .where('product_list.organization_id', '=', caller.organizationId)
    .where('product_list.owner_id', '=', caller.employeeId)
    .union(sharesReaching(db, caller.organizationId, holderOf(caller)).select('product_list_share.product_list_id as id'));
  const base = db.selectFrom(reach.as('reach')).innerJoin('product_list', 'product_list.id', 'reach.id').where(scopeOfRowsByKey(db, caller.organizationId));
  const sharedNotOwn = db
    .selectFrom('product_list')
    .where(scopeOfRowsByKey(db, caller.organizationId))
    .where((eb) => eb.or([eb('product_list.owner_id', '<>', caller.employeeId), eb('product_list.owner_id', 'is', null)]))
    .where('product_list.id', 'in', listsSharedWith(db, caller.organizationId, holderOf(caller), 'read'));
  return { base, parts: [visibleLists(db, caller, 'read', false), sharedNotOwn] };
}

/** `product_list.organization_id = …` for rows found by their key (SQLite: with a unary `+`, see membersLists). */
export function scopeOfRowsByKey(db: Db | Trx, organizationId: string) {
  return isPostgres(db)
    ? sql<SqlBool>`${sql.ref('product_list.organization_id')} = ${organizationId}`
    : sql<SqlBool>`+${sql.ref('product_list.organization_id')} = ${organizationId}`;
}

/**
 * A list the caller may see, by its id; undefined when there is none, or when its own expiry
 * (`expiresAt`) has passed: from that moment a list is gone for every read and write, on every
 * instance, while housekeeping removes its rows later (docs/contract.md §2).
 */
export async function findVisibleList(db: Db | Trx, caller: Caller, id: string, need: ListNeed = 'read') {
  const row = await visibleLists(db, caller, need)
    .select(LIST_COLUMNS.map((column) => `product_list.${column}` as const))
    .where('product_list.id', '=', id)
    .executeTakeFirst();
  return row && !hasExpired(row) ? row : undefined;
}

/** A list's line items with what a copy, a move or an export carries, in position order. */
export function findLineItemsInOrder(db: Db | Trx, organizationId: string, listId: string) {
  return db
    .selectFrom('product_list_line_item')
    .select(['id', 'product_id', 'quantity', 'note', 'custom_fields'])
    .where('organization_id', '=', organizationId)
    .where('product_list_id', '=', listId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The organization's listSharing policy (docs/contract.md §3). */
export async function findListSharing(db: Db | Trx, organizationId: string) {
  const row = await db.selectFrom('organization').select('list_sharing').where('id', '=', organizationId).executeTakeFirstOrThrow();
  return row.list_sharing;
}

/** A list's shares, by share key. */
export function findShareRows(db: Db | Trx, organizationId: string, listId: string) {
  return db
    .selectFrom('product_list_share')
    .select(['employee_id', 'access'])
    .where('organization_id', '=', organizationId)
    .where('product_list_id', '=', listId)
    .orderBy('employee_id')
    .execute();
}

/** The organizations that delete lists unchanged for some days, and after how many. */
export async function organizationsWithRetention(db: Db): Promise<{ id: string; days: number }[]> {
  const rows = await db.selectFrom('organization').select(['id', 'list_retention_days']).where('list_retention_days', 'is not', null).execute();
  return rows.map((row) => ({ id: row.id, days: row.list_retention_days! }));
}

/** Up to `limit` lists of the organization unchanged since `before`, the longest unchanged first. */
export function findIdleLists(db: Db, organizationId: string, before: string, limit: number) {
  return db
    .selectFrom('product_list')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** Up to `limit` lists whose own expiry is at or before `moment`, the earliest first (of every organization). */
export function findExpiredLists(db: Db, moment: string, limit: number) {
  return db
    .selectFrom('product_list')
    .select(['organization_id', 'id'])
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', moment)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** The earliest expiry of any list, or null. */
export async function findNextExpiry(db: Db): Promise<string | null> {
  const next = await db
    .selectFrom('product_list')
    .select((eb) => eb.fn.min<string | null>('expires_at').as('next'))
    .where('expires_at', 'is not', null)
    .executeTakeFirst();
  return next?.next ?? null;
}

/** A guest's lists, the oldest first. */
export function findGuestLists(db: Db | Trx, guestId: string) {
  return db
    .selectFrom('product_list')
    .select(['id', 'name', 'description', 'custom_fields', 'version'])
    .where('organization_id', '=', GUEST_ORGANIZATION_ID)
    .where('owner_id', '=', guestId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The names of an employee's own lists. */
export async function listNamesOf(db: Db | Trx, organizationId: string, ownerId: string): Promise<string[]> {
  const rows = await db.selectFrom('product_list').select('name').where('organization_id', '=', organizationId).where('owner_id', '=', ownerId).execute();
  return rows.map((row) => row.name);
}

/** A list's version, whoever may see it (a stream ending for a caller who no longer may: live/). */
export function findListVersion(db: Db, organizationId: string, id: string) {
  return db.selectFrom('product_list').select('version').where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
}

/** The line items of these products (at most 500) as they are now: the `from` side of a write's history. */
export function findLineItemStates(trx: Trx, organizationId: string, listId: string, productIds: readonly string[]) {
  return trx
    .selectFrom('product_list_line_item')
    .select(['product_id', 'quantity', 'note', 'custom_fields'])
    .where('organization_id', '=', organizationId)
    .where('product_list_id', '=', listId)
    .where('product_id', 'in', productIds)
    .execute();
}

/** Whether a list's own expiry has passed (`expiresAt` at or before now): it is gone, though its row may still be there. */
export function hasExpired(row: { expires_at: string | null }, now = Date.now()): boolean {
  return row.expires_at !== null && Date.parse(row.expires_at) <= now;
}

/**
 * The condition of lists not expired at `now` (an ISO timestamp; a prepared search's placeholder
 * for it): every search of lists has it, so pages, totals and aggregations leave an expired list
 * out from its `expiresAt` on.
 */
export function notExpiredAt(now: string) {
  // biome-ignore lint/suspicious/noExplicitAny: Criteria builds on a query of any table (lists, employees); the caller's rows type the answer
  return (eb: ExpressionBuilder<any, 'product_list'>) => eb.or([eb('product_list.expires_at', 'is', null), eb('product_list.expires_at', '>', now)]);
}

/**
 * What the caller may do with a list as the search answers it (`access`): owner, edit or read, in
 * SQL over a list row of a query the caller may see (visibleLists).
 */
export function accessOf(db: Db | Trx, caller: Caller) {
  const owner = sql<string>`case when ${sql.ref('product_list.owner_id')} = ${caller.employeeId} then 'owner'`;
  if (reachesAllLists(caller, 'edit')) {
    if (caller.unitId === null) return sql<string>`${owner} else 'edit' end`;
    return sql<string>`${owner} when ${ownerInBranch(caller.organizationId, caller.unitId)} then 'edit' else coalesce((${strongestShare(db, caller.organizationId, holderOf(caller))}), 'read') end`;
  }
  return sql<string>`${owner} else coalesce((${strongestShare(db, caller.organizationId, holderOf(caller))}), 'read') end`;
}

/** A list's line items as the answer's JSON, for the reads not answered with the session (product-list.with-session.ts): prepared once per database. */
function lineItemsJsonStatement(db: Db | Trx) {
  return statementsOf(db).prepared<{ organizationId: string; listId: string }, { items: string }>('lineItemsJson', (parameter) =>
    db
      .selectFrom('product_list_line_item')
      .select(lineItemsJsonOf(db).as('items'))
      .where('organization_id', '=', parameter('organizationId'))
      .where('product_list_id', '=', parameter('listId')),
  );
}

/** A line item's fields as the answer shows them, in the order of the LineItem schema, with their columns. */
export const LINE_ITEM_FIELDS = [
  ['id', 'id'],
  ['productId', 'product_id'],
  ['quantity', 'quantity'],
  ['note', 'note'],
  ['position', 'position'],
  ['createdAt', 'created_at'],
  ['updatedAt', 'updated_at'],
] as const;

/**
 * A list's line items as one JSON array, built by the database in position order; the
 * columns are qualified, so that it also serves inside a subquery over a list (the detail read).
 */
export function lineItemsJsonOf(db: Db) {
  const column = (name: string) => sql.ref(`product_list_line_item.${name}`);
  // `customFields` only on items that have any: most have none, and every byte of an item is paid on every read.
  return jsonArrayAggText(
    db,
    [['apiAlias', sql.lit('product_list_line_item')], ...LINE_ITEM_FIELDS.map(([field, name]) => [field, column(name)] as const)],
    sql`${column('position')}, ${column('id')}`,
    { key: 'customFields', column: column('custom_fields'), value: jsonColumn(db, column('custom_fields')) },
  );
}

/** The line items of one list as a JSON array built by the database (the detail read: no row objects per item). */
export async function findLineItemsJson(db: Db, organizationId: string, listId: string): Promise<string> {
  const row = await lineItemsJsonStatement(db).executeTakeFirst(db, { organizationId, listId });
  return row?.items ?? '[]';
}

/** Line items of one list in position order. */
export function findLineItems(db: Db | Trx, organizationId: string, listId: string) {
  return db
    .selectFrom('product_list_line_item')
    .select(LINE_ITEM_COLUMNS)
    .where('organization_id', '=', organizationId)
    .where('product_list_id', '=', listId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The line items of a page of lists, in one query (no N+1), in the order asked (by columns), then by position. */
export async function findLineItemsOfLists(
  db: Db | Trx,
  organizationId: string,
  listIds: readonly string[],
  sort: readonly { column: 'position' | 'product_id' | 'quantity'; order: SortField['order'] }[] = [],
): Promise<Map<string, LineItemRow[]>> {
  const byList = new Map<string, LineItemRow[]>(listIds.map((id) => [id, []]));
  if (listIds.length === 0) return byList;
  let query = db
    .selectFrom('product_list_line_item')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('product_list_id', 'in', listIds)
    .orderBy('product_list_id');
  for (const entry of sort) query = query.orderBy(entry.column, entry.order === 'DESC' ? 'desc' : 'asc');
  const rows = await query.orderBy('position').orderBy('id').execute();
  for (const row of rows) byList.get(row.product_list_id)?.push(row);
  return byList;
}

/**
 * A new list and its first line items. PostgreSQL inserts both in one statement (the line items'
 * foreign key is checked at the statement's end, when the list is there): a round trip saved on
 * every create, where a round trip costs more than the work. SQLite runs two, in process.
 * Chunks keep every statement well under both databases' limits on bound parameters.
 */
export async function insertListWithItems(trx: Trx, row: Insertable<ProductListTable>, items: Insertable<ProductListLineItemTable>[]) {
  const first = items.slice(0, LINE_ITEMS_PER_INSERT);
  if (isPostgres(trx) && first.length > 0) {
    await trx
      .with('list', (db) => db.insertInto('product_list').values(row))
      .insertInto('product_list_line_item')
      .values(first)
      .execute();
  } else {
    await trx.insertInto('product_list').values(row).execute();
    if (first.length > 0) await trx.insertInto('product_list_line_item').values(first).execute();
  }
  await insertLineItems(trx, items.slice(LINE_ITEMS_PER_INSERT));
  await touch(trx, { lists: row.organization_id });
}

const LINE_ITEMS_PER_INSERT = 500;

async function insertLineItems(trx: Trx, rows: Insertable<ProductListLineItemTable>[]) {
  for (let start = 0; start < rows.length; start += LINE_ITEMS_PER_INSERT) {
    await trx
      .insertInto('product_list_line_item')
      .values(rows.slice(start, start + LINE_ITEMS_PER_INSERT))
      .execute();
  }
}

export async function deleteList(trx: Trx, organizationId: string, id: string): Promise<void> {
  await trx.deleteFrom('product_list').where('organization_id', '=', organizationId).where('id', '=', id).execute();
  await touch(trx, { lists: organizationId });
}

/** The rows of a list's custom values: one per scalar, one per element of a list value. */
export function customValueRows(listId: string, fields: CustomFields): Insertable<ProductListCustomValueTable>[] {
  return customValues(fields).map((value) => ({ product_list_id: listId, ...value }));
}

/** A list's custom values as its custom fields are now (JSON text; null: none): the old rows go, the new ones come. */
export async function writeCustomValues(trx: Trx, listId: string, fieldsText: string | null, replacing: boolean): Promise<void> {
  if (replacing) await trx.deleteFrom('product_list_custom_value').where('product_list_id', '=', listId).execute();
  const rows = fieldsText === null ? [] : customValueRows(listId, JSON.parse(fieldsText) as CustomFields);
  for (let start = 0; start < rows.length; start += 500)
    await trx
      .insertInto('product_list_custom_value')
      .values(rows.slice(start, start + 500))
      .execute();
}

import { sql, type Insertable, type InsertResult, type Selectable } from 'kysely';
import { jsonArrayAggText, updateReturnsJoinedColumns } from '../db/dialect.js';
import type { Db, Trx } from '../db/database.js';
import type { ProductListLineItemTable, ProductListTable } from './product-list.table.js';
import type { LineItem, ProductList } from './product-list.schemas.js';
import type { Caller } from '../auth/caller.js';
import { can } from '../auth/caller.js';
import { prepareQuery, preparedVariant, type PreparedQuery } from '../db/prepared.js';

export type ProductListRow = Selectable<ProductListTable>;

/**
 * Every column of a list, named: statements prepared on the server (pg-round-trips.ts) never
 * select `*`, so a column added by a later migration cannot change a prepared result's shape.
 */
export const LIST_COLUMNS = ['id', 'organization_id', 'owner_id', 'name', 'description', 'item_count', 'total_quantity', 'created_at', 'updated_at', 'version'] as const satisfies readonly (keyof ProductListTable)[];
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
  };
  if (lineItems) list.lineItems = lineItems.map(toLineItem);
  return list;
}

/** What an answer shows of a line item; reads select only these columns (materializing rows is what costs). */
export const LINE_ITEM_COLUMNS = ['id', 'product_id', 'quantity', 'note', 'created_at', 'updated_at'] as const;
export type LineItemFields = Pick<LineItemRow, (typeof LINE_ITEM_COLUMNS)[number]>;

export function toLineItem(row: LineItemFields): LineItem {
  return {
    apiAlias: 'product_list_line_item',
    id: row.id,
    productId: row.product_id,
    quantity: row.quantity,
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The lists a caller may see: the organization's (with `product_list.read.all`) or their own.
 * Every list query starts here, so scoping cannot be forgotten.
 */
export function visibleLists(db: Db | Trx, caller: Caller, permission: 'product_list.read.all' | 'product_list.edit.all' = 'product_list.read.all') {
  const query = db.selectFrom('product_list').where('product_list.organization_id', '=', caller.organizationId);
  return can(caller, permission) ? query : query.where('product_list.owner_id', '=', caller.employeeId);
}

export function findVisibleList(db: Db | Trx, caller: Caller, id: string, permission?: 'product_list.read.all' | 'product_list.edit.all') {
  return visibleLists(db, caller, permission).selectAll().where('product_list.id', '=', id).executeTakeFirst();
}

interface DetailQueries {
  revision: PreparedQuery<{ organizationId: string }, { revision: number | string | null }>;
  lineItemsJson: PreparedQuery<{ organizationId: string; listId: string }, { items: string }>;
  lineItemsSummary: PreparedQuery<{ organizationId: string; listId: string }, LineItemsSummary>;
  setCounts: PreparedQuery<{ organizationId: string; id: string; count: number; total: number }, ProductListRow>;
  markChanged: PreparedQuery<{ organizationId: string; shard: number }, InsertResult>;
  summarizeAndMarkChanged: PreparedQuery<{ organizationId: string; id: string; shard: number }, ProductListRow & { items: string }>;
}

const detailQueries = new WeakMap<Db, DetailQueries>();

/** The queries of the detail read and of every list write, prepared once per database. */
function detailQueriesOf(db: Db): DetailQueries {
  let queries = detailQueries.get(db);
  if (!queries) {
    queries = {
      revision: prepareQuery(db, (parameter) => db.selectFrom('product_list_revision').select((eb) => eb.fn.sum<number | string | null>('revision').as('revision'))
        .where('organization_id', '=', parameter('organizationId'))),
      markChanged: prepareQuery(db, (parameter) => db.insertInto('product_list_revision')
        .values({ organization_id: parameter('organizationId'), shard: parameter<number>('shard'), revision: 1 })
        .onConflict((conflict) => conflict.columns(['organization_id', 'shard']).doUpdateSet((eb) => ({ revision: eb('product_list_revision.revision', '+', 1) })))),
      lineItemsJson: prepareQuery(db, (parameter) => db.selectFrom('product_list_line_item')
        .select(lineItemsJsonOf(db).as('items'))
        .where('organization_id', '=', parameter('organizationId')).where('product_list_id', '=', parameter('listId'))),
      lineItemsSummary: prepareQuery(db, (parameter) => db.selectFrom('product_list_line_item')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('total'), lineItemsJsonOf(db).as('items')])
        .where('organization_id', '=', parameter('organizationId')).where('product_list_id', '=', parameter('listId'))),
      setCounts: prepareQuery(db, (parameter) => db.updateTable('product_list')
        .set({ item_count: parameter<number>('count'), total_quantity: parameter<number>('total') })
        .where('organization_id', '=', parameter('organizationId')).where('id', '=', parameter('id'))
        .returning(LIST_COLUMNS)),
      // PostgreSQL only (dialect.ts, updateReturnsJoinedColumns): the three statements above in one.
      summarizeAndMarkChanged: prepareQuery(db, (parameter) => db
        .with('marked', (query) => query.insertInto('product_list_revision')
          .values({ organization_id: parameter('organizationId'), shard: parameter<number>('shard'), revision: 1 })
          .onConflict((conflict) => conflict.columns(['organization_id', 'shard']).doUpdateSet((eb) => ({ revision: eb('product_list_revision.revision', '+', 1) }))))
        .updateTable('product_list')
        .from(db.selectFrom('product_list_line_item')
          .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('total'), lineItemsJsonOf(db).as('items')])
          .where('organization_id', '=', parameter('organizationId')).where('product_list_id', '=', parameter('id'))
          .as('summary'))
        .set((eb) => ({ item_count: eb.ref('summary.count'), total_quantity: eb.ref('summary.total') }))
        .where('product_list.organization_id', '=', parameter('organizationId')).where('product_list.id', '=', parameter('id'))
        .returning([...LIST_COLUMNS.map((column) => `product_list.${column}` as const), 'summary.items'])),
    };
    detailQueries.set(db, queries);
  }
  return queries;
}

/** A line item's fields as the answer shows them, in the order of the LineItem schema, with their columns. */
export const LINE_ITEM_FIELDS = [
  ['id', 'id'], ['productId', 'product_id'], ['quantity', 'quantity'], ['note', 'note'], ['createdAt', 'created_at'], ['updatedAt', 'updated_at'],
] as const;

/**
 * A list's line items as one JSON array, built by the database in the order they were added;
 * `table` names the line-item table as the query does (qualified inside a subquery).
 */
export function lineItemsJsonOf(db: Db, table = 'product_list_line_item') {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return jsonArrayAggText(db, [['apiAlias', sql.lit('product_list_line_item')], ...LINE_ITEM_FIELDS.map(([field, name]) => [field, column(name)] as const)], column('id'));
}

/** What a write needs of a list's line items after changing them: counts and the answer's JSON. */
interface LineItemsSummary {
  count: number;
  total: number;
  items: string;
}

/**
 * After a write changed line items: one pass over them gives the counts and the answer's JSON, the
 * counts are stored on the list, and the organization's lists revision moves (markListsChanged),
 * inside the write's transaction. Answers the list row. On PostgreSQL this is one statement (a
 * round trip costs more there than the work), on SQLite three.
 */
export async function summarizeAndMarkChanged(db: Db, trx: Trx, organizationId: string, id: string): Promise<{ row: ProductListRow; lineItemsJson: string }> {
  const queries = detailQueriesOf(db);
  const shard = revisionShard();
  if (updateReturnsJoinedColumns(db)) {
    const updated = await queries.summarizeAndMarkChanged.executeTakeFirst({ organizationId, id, shard }, trx);
    if (!updated) throw new Error(`summarize: product list ${id} vanished inside its own write`);
    const { items, ...row } = updated;
    return { row, lineItemsJson: items };
  }
  // An aggregate without GROUP BY answers one row, also for no line items (0, 0, "[]").
  const { count, total, items } = (await queries.lineItemsSummary.executeTakeFirst({ organizationId, listId: id }, trx))!;
  const row = await queries.setCounts.executeTakeFirst({ organizationId, id, count, total }, trx);
  if (!row) throw new Error(`summarize: product list ${id} vanished inside its own write`);
  await queries.markChanged.execute({ organizationId, shard }, trx);
  return { row, lineItemsJson: items };
}

/** The line items of one list as a JSON array built by the database (the detail read: no row objects per item). */
export async function findLineItemsJson(db: Db, organizationId: string, listId: string): Promise<string> {
  const row = await detailQueriesOf(db).lineItemsJson.executeTakeFirst({ organizationId, listId });
  return row?.items ?? '[]';
}

/** Counters per organization (migration 0005): enough that concurrent writers rarely share one. */
export const REVISION_SHARDS = 32;

/**
 * The organization's lists revision: the sum of its counters. Every change of any of its lists
 * moves one counter (markListsChanged, in the change's own transaction), so the sum only grows, and
 * an answer built from the lists at revision n stays true while the revision reads n.
 */
export async function findListsRevision(db: Db, organizationId: string): Promise<number> {
  const row = await detailQueriesOf(db).revision.executeTakeFirst({ organizationId });
  // PostgreSQL's SUM of integers is a bigint, which pg hands over as text.
  return Number(row?.revision ?? 0);
}

/**
 * Every write of a list or its line items calls this inside its transaction, last, so on PostgreSQL
 * the counter's row is locked only until the commit, and always after the list's own row.
 * Tests prove each write endpoint moves the revision.
 */
export async function markListsChanged(db: Db, trx: Trx, organizationId: string): Promise<void> {
  await detailQueriesOf(db).markChanged.execute({ organizationId, shard: revisionShard() }, trx);
}

function revisionShard(): number {
  return Math.floor(Math.random() * REVISION_SHARDS);
}

/** Line items of one list in a stable order: the order they were added (ids are time-ordered). */
export function findLineItems(db: Db | Trx, organizationId: string, listId: string) {
  return db.selectFrom('product_list_line_item').select(LINE_ITEM_COLUMNS)
    .where('organization_id', '=', organizationId).where('product_list_id', '=', listId)
    .orderBy('id').execute();
}

/** The line items of a page of lists, in one query (no N+1). */
export async function findLineItemsOfLists(db: Db, organizationId: string, listIds: readonly string[]): Promise<Map<string, LineItemRow[]>> {
  const byList = new Map<string, LineItemRow[]>(listIds.map((id) => [id, []]));
  if (listIds.length === 0) return byList;
  const rows = await db.selectFrom('product_list_line_item').selectAll()
    .where('organization_id', '=', organizationId).where('product_list_id', 'in', listIds)
    .orderBy('product_list_id').orderBy('id').execute();
  for (const row of rows) byList.get(row.product_list_id)?.push(row);
  return byList;
}

export function insertList(trx: Trx, row: Insertable<ProductListTable>) {
  return trx.insertInto('product_list').values(row).execute();
}

export async function insertLineItems(trx: Trx, rows: Insertable<ProductListLineItemTable>[]) {
  // Chunks keep every statement well under both databases' limits on bound parameters.
  for (let start = 0; start < rows.length; start += 500) {
    await trx.insertInto('product_list_line_item').values(rows.slice(start, start + 500)).execute();
  }
}

/**
 * Takes the list for this write: bumps its version (and applies name/description). On PostgreSQL
 * this UPDATE takes the row lock, so concurrent writers of one list go one after another and none
 * loses the other's line items. Answers undefined when no visible list (at that version) exists.
 */
export function claimList(db: Db, trx: Trx, caller: Caller, id: string, changes: { name?: string; description?: string | null; updatedAt: string }, expectedVersion: number | undefined) {
  const hasName = changes.name !== undefined;
  const hasDescription = changes.description !== undefined;
  const anyList = can(caller, 'product_list.edit.all');
  const conditional = expectedVersion !== undefined;
  const query = preparedVariant<{ organizationId: string; id: string; ownerId: string; updatedAt: string; name: unknown; description: unknown; version: unknown }, { id: string; version: number }>(
    db, `claimList|${hasName}|${hasDescription}|${anyList}|${conditional}`, (parameter) => {
      let update = db.updateTable('product_list')
        .set((eb) => ({
          version: eb('version', '+', 1),
          updated_at: parameter('updatedAt'),
          ...(hasName ? { name: parameter('name') } : {}),
          ...(hasDescription ? { description: parameter<string | null>('description') } : {}),
        }))
        .where('organization_id', '=', parameter('organizationId'))
        .where('id', '=', parameter('id'));
      if (!anyList) update = update.where('owner_id', '=', parameter('ownerId'));
      if (conditional) update = update.where('version', '=', parameter<number>('version'));
      return update.returning(['id', 'version']);
    });
  return query.executeTakeFirst({
    organizationId: caller.organizationId, id, ownerId: caller.employeeId, updatedAt: changes.updatedAt,
    name: changes.name, description: changes.description, version: expectedVersion,
  }, trx);
}

/**
 * Adds a product to a list, or updates its line item (quantity and note where given): one
 * prepared statement per shape of the change.
 */
export function upsertLineItem(db: Db, trx: Trx, row: { id: string; organizationId: string; listId: string; productId: string; quantity: number | undefined; note: string | null | undefined; at: string }) {
  const hasQuantity = row.quantity !== undefined;
  const hasNote = row.note !== undefined;
  const query = preparedVariant<Record<string, unknown>, never>(db, `upsertLineItem|${hasQuantity}|${hasNote}`, (parameter) => db.insertInto('product_list_line_item').values({
    id: parameter('id'), organization_id: parameter('organizationId'), product_list_id: parameter('listId'), product_id: parameter('productId'),
    quantity: parameter<number>('insertQuantity'), note: parameter<string | null>('note'), created_at: parameter('at'), updated_at: parameter('at'),
  }).onConflict((conflict) => conflict.columns(['product_list_id', 'product_id']).doUpdateSet({
    updated_at: parameter('at'),
    ...(hasQuantity ? { quantity: parameter<number>('quantity') } : {}),
    ...(hasNote ? { note: parameter<string | null>('note') } : {}),
  })));
  return query.execute({ ...row, insertQuantity: row.quantity ?? 1, note: row.note ?? null }, trx);
}

export function deleteList(trx: Trx, organizationId: string, id: string) {
  return trx.deleteFrom('product_list').where('organization_id', '=', organizationId).where('id', '=', id).execute();
}

/** A list's line items: checked, added, changed, moved and removed, inside a list's write (product-list.write.ts). */
import { type ListAnswer, finishWrite, lockOrFail, permissionDenied, tooManyLineItems, writeList } from './product-list.write.js';
import { assertCustomFieldsFit } from '../../kernel/custom-fields.js';
import type { ServiceContext } from '../../platform/context.js';
import type { Trx } from '../../platform/db/database.js';
import { now } from '../../platform/db/database.js';
import { AppError, repeatedKeys } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { Caller } from '../../kernel/caller.js';
import { can } from '../../kernel/caller.js';
import {
  compactPositions,
  deleteLineItemsById,
  deleteItemsOfProducts,
  findItemsByIdOrProduct,
  lineItemOrder,
  setPositions,
  upsertLineItem,
} from './product-list.write-statements.js';
import { noChanges, type ListChangeNotes } from '../../platform/live/list-events.js';
import { itemStateOf, type ItemState } from './product-list.history.js';
import type { LineItemChange, LineItemInput } from './product-list.schemas.js';

/** Each product at most once per request; the limit of line items per list. */
export function checkLineItems(items: readonly (LineItemInput | LineItemChange)[], maxLineItems: number): void {
  const { issues } = repeatedKeys(
    items.map((item) => item.productId),
    (index) => `/lineItems/${index}/productId`,
    (key, first) => `The product "${key}" is already in entry ${first} of this request.`,
  );
  if (issues.length > 0) throw AppError.validation(issues);
  if (items.length > maxLineItems) throw tooManyLineItems(maxLineItems);
}

/** PATCH's `position`s, in the order of the entries (1 = first; past the end = last). Answers the product ids' order before, when anything moved. */
export async function moveLineItems(
  trx: Trx,
  organizationId: string,
  listId: string,
  moves: readonly { productId: string; position: number }[],
): Promise<string[] | undefined> {
  const order = await lineItemOrder(trx, organizationId, listId);
  const productsBefore = order.map((item) => item.product_id);
  const before = order.map((item) => item.id).join();
  for (const move of moves) {
    const from = order.findIndex((item) => item.product_id === move.productId);
    if (from < 0) continue;
    const [item] = order.splice(from, 1);
    order.splice(Math.min(move.position - 1, order.length), 0, item!);
  }
  const ids = order.map((item) => item.id);
  if (ids.join() === before) return undefined;
  await setPositions(trx, organizationId, listId, ids);
  return productsBefore;
}

/**
 * Line-item changes are applied, never a whole-list overwrite (docs/contract.md §6): quantity 0 removes,
 * otherwise the product is inserted or its line item updated (quantity and note where given).
 * Answers what changed and the touched items as they were before (the history's `from`): the
 * removed ones from their DELETE, the others from their upsert.
 */
export async function applyLineItemChanges(
  trx: Trx,
  organizationId: string,
  listId: string,
  items: readonly LineItemChange[],
): Promise<{ notes: ListChangeNotes; previous: Map<string, ItemState>; after: Map<string, ItemState> }> {
  const notes = noChanges();
  const removed = items.filter((item) => item.quantity === 0).map((item) => item.productId);
  const previous = new Map<string, ItemState>();
  const after = new Map<string, ItemState>();
  if (removed.length > 0) {
    const deleted = await deleteItemsOfProducts(trx, organizationId, listId, removed);
    notes.removed = deleted.map((row) => row.product_id);
    for (const row of deleted) previous.set(row.product_id, itemStateOf(row.quantity, row.note, row.custom_fields));
    // Positions close up before new items go to the end.
    if (deleted.length > 0) await compactPositions(trx, organizationId, listId);
  }
  const at = now();
  for (const [index, item] of items.entries()) {
    if (item.quantity === 0) continue;
    const written = await upsertLineItem(trx, {
      id: newId(),
      organizationId,
      listId,
      productId: item.productId,
      quantity: item.quantity,
      note: item.note,
      customFields: item.customFields,
      at,
    });
    // The merged fields must fit as a list's do; a breach undoes the whole write.
    if (written.customFields !== undefined) assertCustomFieldsFit(written.customFields, `/lineItems/${index}/customFields`);
    (written.added ? notes.added : notes.changed).push(item.productId);
    if (written.previous) previous.set(item.productId, written.previous);
    after.set(item.productId, written.after);
  }
  return { notes, previous, after };
}

/**
 * `POST /product-lists/{id}/reorder`: the list's line items in exactly this order. 409 (and
 * nothing changes) when the ids are not exactly the list's current line items.
 */
export async function reorderLineItems(
  context: ServiceContext,
  caller: Caller,
  id: string,
  ids: readonly string[],
  expectedVersion: number | undefined,
): Promise<ListAnswer> {
  const { issues, firstIndex: seen } = repeatedKeys(
    ids,
    (index) => `/lineItemIds/${index}`,
    (key, first) => `The line item "${key}" is already in entry ${first}.`,
  );
  if (issues.length > 0) throw AppError.validation(issues);
  return writeList(context, id, async (trx) => {
    const locked = await lockOrFail(trx, caller, id, expectedVersion);
    const current = await lineItemOrder(trx, caller.organizationId, id);
    const known = new Set(current.map((item) => item.id));
    const unknown = ids.filter((itemId) => !known.has(itemId));
    const missing = current.filter((item) => !seen.has(item.id)).map((item) => item.id);
    if (unknown.length > 0 || missing.length > 0) {
      throw new AppError('PRODUCT_LIST__ORDER_MISMATCH', {
        detail: `The order must name exactly the list's ${current.length} line items${missing.length > 0 ? `; missing: ${missing.slice(0, 20).join(', ')}` : ''}${unknown.length > 0 ? `; not in the list: ${unknown.slice(0, 20).join(', ')}` : ''}. Read the list and try again.`,
        pointer: '/lineItemIds',
        parameters: { missing: missing.slice(0, 100), unknown: unknown.slice(0, 100) },
      });
    }
    const notes = noChanges();
    notes.reordered = current.some((item, index) => item.id !== ids[index]);
    if (notes.reordered) await setPositions(trx, caller.organizationId, id, ids);
    return finishWrite(context, trx, caller, { id, notes, before: { locked, items: new Map(), order: current.map((item) => item.product_id) } });
  });
}

/** `items` as sent: one id, a comma-separated string, or an array; blanks dropped, repeats once. */
export function parseItems(items: string | string[]): string[] {
  const parts = (Array.isArray(items) ? items : [items]).flatMap((entry) => entry.split(','));
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part.length > 0))];
}

/** Removes exactly the named entries (line-item ids or product ids), all or none. */
export async function removeLineItems(
  context: ServiceContext,
  caller: Caller,
  id: string,
  items: string | string[],
  expectedVersion: number | undefined,
): Promise<ListAnswer> {
  if (!can(caller, 'product_list.edit')) throw permissionDenied('product_list.edit');
  const names = parseItems(items);
  if (names.length === 0) throw AppError.validation([{ pointer: '/items', detail: 'Name at least one line-item id or product id.' }]);
  return writeList(context, id, async (trx) => {
    const locked = await lockOrFail(trx, caller, id, expectedVersion);
    const found = await findItemsByIdOrProduct(trx, caller.organizationId, id, names);
    assertItemsNamed(names, found, 'this product list', 'removed');
    await deleteLineItemsById(
      trx,
      caller.organizationId,
      id,
      found.map((row) => row.id),
    );
    await compactPositions(trx, caller.organizationId, id);
    const items = new Map(found.map((row) => [row.product_id, itemStateOf(row.quantity, row.note, row.custom_fields)]));
    return finishWrite(context, trx, caller, { id, notes: { ...noChanges(), removed: found.map((row) => row.product_id) }, before: { locked, items } });
  });
}

/** Every name (a line-item id or a product id) is one of `items`; else a 404 at `/items` naming the ones not in `list`, and nothing was `done`. */
export function assertItemsNamed(
  names: readonly string[],
  items: readonly { id: string; product_id: string }[],
  list: 'this product list' | 'the source list',
  done: 'removed' | 'transferred',
): void {
  const missing = names.filter((name) => !items.some((item) => item.id === name || item.product_id === name));
  if (missing.length > 0) {
    throw new AppError('PRODUCT_LIST__LINE_ITEM_NOT_FOUND', {
      detail: `Not in ${list}: ${missing.join(', ')}. Nothing was ${done}.`,
      pointer: '/items',
      parameters: { missing },
    });
  }
}

/** `DELETE /product-lists/product/{productId}/{productListId}`. */
export async function removeProduct(context: ServiceContext, caller: Caller, productId: string, listId: string): Promise<void> {
  await writeList(context, listId, async (trx) => {
    const locked = await lockOrFail(trx, caller, listId, undefined);
    const [removed] = await deleteItemsOfProducts(trx, caller.organizationId, listId, [productId]);
    if (!removed) {
      throw new AppError('PRODUCT_LIST__LINE_ITEM_NOT_FOUND', { detail: `The product "${productId}" is not in this product list.`, parameters: { productId } });
    }
    await compactPositions(trx, caller.organizationId, listId);
    const { event } = await finishWrite(context, trx, caller, {
      id: listId,
      notes: { ...noChanges(), removed: [productId] },
      before: { locked, items: new Map([[productId, itemStateOf(removed.quantity, removed.note, removed.custom_fields)]]) },
    });
    return { result: undefined, event };
  });
}

import { customFieldChanges, customFieldsOf, type CustomFields } from '../../kernel/custom-fields.js';
import type { Trx } from '../../platform/db/database.js';
import { changesOf, type Changes, type PendingEvent } from '../../platform/outbox/outbox.js';
import type { EventType } from '../../kernel/event-types.js';
import type { ListChangeNotes } from '../../platform/live/list-events.js';
import type { LockedList } from '../../platform/db/schema/product-list.table.js';
import { findLineItemStates, type ProductListRow } from './product-list.repository.js';

/**
 * What a list's events say (platform/outbox/outbox.ts): `changes` of the list's own fields, and of its line
 * items by product id as `lineItems.<productId>: {from: {quantity, note} | null, to: … | null}`.
 * The `from` side is what the write read before it changed anything (it reads only the products it
 * touches); the `to` side comes from the answer's line items, which the write builds anyway.
 */

export interface ItemState {
  quantity: number;
  note: string | null;
  /** Only when the item has any (history of items without stays `{quantity, note}`). */
  customFields?: CustomFields;
}

/** Whether two states of an item read the same, as their JSON would (without writing it: a transfer compares a thousand). */
function sameItemState(a: ItemState | null, b: ItemState | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.quantity !== b.quantity || a.note !== b.note) return false;
  if (a.customFields === undefined || b.customFields === undefined) return a.customFields === b.customFields;
  return JSON.stringify(a.customFields) === JSON.stringify(b.customFields);
}

/** An item's state for history, from its columns (custom fields as stored: an object, JSON text or null). */
export function itemStateOf(quantity: number, note: string | null, customFields: CustomFields | string | null | undefined): ItemState {
  const fields = customFieldsOf(customFields);
  return Object.keys(fields).length > 0 ? { quantity, note, customFields: fields } : { quantity, note };
}

/** What a write knew of the list before it changed it. */
export interface ListBefore {
  locked: LockedList;
  items: ReadonlyMap<string, ItemState>;
  /** The product ids in position order, where the write read them (writes that may reorder). */
  order?: readonly string[];
  /**
   * The touched items as the write's own statements left them (a removed one: absent), where it
   * knows them all: the `to` side then needs no parse of the answer's line items (PATCH: 5 % of its CPU).
   */
  after?: ReadonlyMap<string, ItemState>;
}

/** The line items of these products as they are now (the `from` side of a write). */
export async function itemsBefore(trx: Trx, organizationId: string, listId: string, productIds: readonly string[]): Promise<Map<string, ItemState>> {
  const items = new Map<string, ItemState>();
  for (let start = 0; start < productIds.length; start += 500) {
    const rows = await findLineItemStates(trx, organizationId, listId, productIds.slice(start, start + 500));
    for (const row of rows) items.set(row.product_id, itemStateOf(row.quantity, row.note, row.custom_fields));
  }
  return items;
}

/** The changes of a finished list write: its fields, and every line item it added, changed or removed. */
export function listChanges(
  before: ListBefore,
  row: Pick<ProductListRow, 'name' | 'description' | 'status' | 'expires_at' | 'custom_fields'>,
  notes: ListChangeNotes,
  lineItemsJson: string,
): Changes {
  const changes = changesOf(before.locked, row, ['name', 'description', 'status']);
  if (before.locked.expires_at !== row.expires_at) changes.expiresAt = { from: before.locked.expires_at, to: row.expires_at };
  Object.assign(changes, customFieldChanges(before.locked.custom_fields, row.custom_fields));
  const touched = [...notes.added, ...notes.changed, ...notes.removed];
  const reordered = notes.reordered && before.order !== undefined;
  if (touched.length === 0 && !reordered) return changes;
  let after = before.after;
  if (!after || reordered) {
    const parsed = new Map<string, ItemState>();
    const wanted = new Set(touched);
    const items = JSON.parse(lineItemsJson) as { productId: string; quantity: number; note: string | null; customFields?: CustomFields }[];
    for (const item of items) {
      if (wanted.has(item.productId)) parsed.set(item.productId, itemStateOf(item.quantity, item.note, item.customFields));
    }
    if (reordered) changes.order = { from: before.order, to: items.map((item) => item.productId) };
    after = parsed;
  }
  for (const productId of touched) {
    const from = before.items.get(productId) ?? null;
    const to = after.get(productId) ?? null;
    if (!sameItemState(from, to)) changes[`lineItems.${productId}`] = { from, to };
  }
  return changes;
}

/** The changes of a new list: every field and line item from nothing. */
export function createdChanges(
  row: Pick<ProductListRow, 'name' | 'description' | 'custom_fields'>,
  items: readonly { productId: string; quantity: number; note: string | null; customFields?: CustomFields | string | null }[],
): Changes {
  const changes = changesOf(null, row, ['name', 'description']);
  Object.assign(changes, customFieldChanges(null, row.custom_fields));
  for (const item of items) changes[`lineItems.${item.productId}`] = { from: null, to: itemStateOf(item.quantity, item.note, item.customFields) };
  return changes;
}

export function listEvent(
  type: EventType,
  id: string,
  version: number | null,
  scopePath: string | null,
  changes: Changes,
  extra: Record<string, unknown> = {},
): PendingEvent {
  return { type, resource: { type: 'product_list', id, version }, scopePath, data: { changes, ...extra } };
}

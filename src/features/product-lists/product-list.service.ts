import {
  type ItemUpsertInFinish,
  type ListAnswer,
  SERVER_ID,
  finishWrite,
  listNotFound,
  lockOrFail,
  permissionDenied,
  writeList,
} from './product-list.write.js';
import { applyLineItemChanges, checkLineItems, moveLineItems } from './product-list.line-items.js';
import { assertGuestRoom } from '../identity/index.js';
import { writeCustomValues } from './product-list.repository.js';
import { customFieldsOf, mergedCustomFields } from '../../kernel/custom-fields.js';
import type { ServiceContext } from '../../platform/context.js';
import type { Trx } from '../../platform/db/database.js';
import { now } from '../../platform/db/database.js';
import { AppError, type ValidationIssue } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { Caller } from '../../kernel/caller.js';
import { can } from '../../kernel/caller.js';
import { createIdempotently, type IdempotentRequest, type StoredAnswer } from '../../platform/idempotency/idempotent-create.js';
import { deleteList, findLineItems, findVisibleList, insertListWithItems, toProductList, type ProductListRow } from './product-list.repository.js';
import { trimmedName } from '../../platform/http/validation.js';
import type { LockedList } from './product-list.write-statements.js';
import { eventOf, noChanges, withVersion, type ListEvent } from '../../platform/live/list-events.js';
import { createdChanges, listEvent, type ListBefore } from './product-list.history.js';
import { actorOf, recordEvent, type Actor, type Changes } from '../../platform/outbox/outbox.js';
import type { ProductList, ProductListCreate, ProductListPatch } from './product-list.schemas.js';

export const listLocation = (id: string) => `/store-api/product-lists/detail/${id}`;

async function loadList(trx: Trx, caller: Caller, id: string): Promise<ProductList> {
  const row = await findVisibleList(trx, caller, id);
  if (!row) throw listNotFound(id);
  return toProductList(row, await findLineItems(trx, caller.organizationId, id));
}

/** `expiresAt` as a list takes it: a moment in the future (400 otherwise), kept in ISO form; null or absent: none. */
export function futureExpiry(expiresAt: string | null | undefined): string | null | undefined {
  if (expiresAt === undefined || expiresAt === null) return expiresAt;
  const at = Date.parse(expiresAt);
  if (!Number.isFinite(at) || at <= Date.now())
    throw AppError.validation([{ pointer: '/expiresAt', detail: 'expiresAt must be a moment in the future (ISO 8601), or null for none.' }]);
  return new Date(at).toISOString();
}

/** A new list's item; its custom fields as stored (JSON text, or null). */
interface NewItem {
  productId: string;
  quantity: number;
  note: string | null;
  customFields: string | null;
}

/** A new list with its items; its counts are known from the items, so nothing is read back. */
async function insertNewList(
  context: ServiceContext,
  trx: Trx,
  caller: Caller,
  fields: { name: string; description: string | null; expiresAt?: string | null; customFields?: string | null },
  items: readonly NewItem[],
  from?: string,
): Promise<ProductList> {
  if (caller.guest) await assertGuestRoom(context, trx, caller);
  const at = now();
  const row: ProductListRow & { custom_fields: string | null } = {
    id: newId(),
    organization_id: caller.organizationId,
    owner_id: caller.employeeId,
    name: fields.name,
    description: fields.description,
    item_count: items.length,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    created_at: at,
    updated_at: at,
    version: 1,
    updated_by: caller.employeeId,
    shared: 0,
    expires_at: fields.expiresAt ?? null,
    status: 'draft',
    status_changed_by: null,
    status_changed_at: null,
    status_comment: null,
    custom_fields: fields.customFields ?? null,
  };
  const lineItems = items.map((item, index) => ({
    id: newId(),
    organization_id: caller.organizationId,
    product_list_id: row.id,
    product_id: item.productId,
    quantity: item.quantity,
    note: item.note,
    position: index + 1,
    created_at: at,
    updated_at: at,
    custom_fields: item.customFields,
  }));
  await insertListWithItems(trx, row, lineItems);
  if (row.custom_fields !== null) await writeCustomValues(trx, row.id, row.custom_fields, false);
  await recordEvent(
    trx,
    caller.organizationId,
    actorOf(caller),
    listEvent('product_list.created', row.id, 1, caller.unitPath, createdChanges(row, items), from ? { duplicatedFrom: from } : {}),
  );
  return toProductList(row, lineItems);
}

export async function createProductList(
  context: ServiceContext,
  caller: Caller,
  input: ProductListCreate,
  request: IdempotentRequest,
): Promise<StoredAnswer<ProductList>> {
  const name = trimmedName(input.name, '/name');
  const items = input.lineItems ?? [];
  checkLineItems(items, context.config.PRODUCT_LIST_MAX_LINE_ITEMS);
  return createIdempotently<ProductList>(context.db, context.writer, caller, request, async (trx) => {
    const list = await insertNewList(
      context,
      trx,
      caller,
      { name, description: input.description ?? null, expiresAt: futureExpiry(input.expiresAt), customFields: mergedCustomFields({}, input.customFields) },
      items.map((item, index) => ({
        productId: item.productId,
        quantity: item.quantity ?? 1,
        note: item.note ?? null,
        customFields: mergedCustomFields({}, item.customFields, `/lineItems/${index}/customFields`),
      })),
    );
    return { status: 201, body: list, location: listLocation(list.id) };
  });
}

export async function duplicateProductList(context: ServiceContext, caller: Caller, id: string, name: string | undefined): Promise<ProductList> {
  if (!SERVER_ID.test(id)) throw listNotFound(id);
  const copyName = name === undefined ? undefined : trimmedName(name, '/name');
  return context.writer.run(async (trx) => {
    const source = await loadList(trx, caller, id);
    const fallback = `${source.name} (copy)`.slice(0, 255);
    return insertNewList(
      context,
      trx,
      caller,
      { name: copyName ?? fallback, description: source.description, customFields: mergedCustomFields(source.customFields, undefined) },
      (source.lineItems ?? []).map((item) => ({
        productId: item.productId,
        quantity: item.quantity,
        note: item.note,
        customFields: mergedCustomFields(item.customFields ?? {}, undefined),
      })),
      source.id,
    );
  });
}

export async function patchProductList(
  context: ServiceContext,
  caller: Caller,
  id: string,
  patch: ProductListPatch,
  expectedVersion: number | undefined,
): Promise<ListAnswer> {
  const changes = {
    ...(patch.name !== undefined ? { name: trimmedName(patch.name, '/name') } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.expiresAt !== undefined ? { expiresAt: futureExpiry(patch.expiresAt) } : {}),
  };
  const items = patch.lineItems ?? [];
  checkLineItems(items, Number.MAX_SAFE_INTEGER);
  const issues: ValidationIssue[] = [];
  items.forEach((item, index) => {
    if (item.quantity === 0 && item.position !== undefined)
      issues.push({ pointer: `/lineItems/${index}/position`, detail: 'A removed item (quantity 0) has no position.' });
  });
  if (issues.length > 0) throw AppError.validation(issues);
  // One line item added or updated (the commonest PATCH): its upsert runs with the write's finish
  // (finishListWrite: on PostgreSQL in the same statement).
  const single = items.length === 1 && items[0]!.quantity !== 0 && items[0]!.position === undefined ? items[0]! : undefined;
  return writeList(context, id, async (trx) => {
    const locked = await lockOrFail(trx, caller, id, expectedVersion);
    let notes = noChanges();
    let before: ListBefore = { locked, items: new Map(), after: new Map() };
    if (!single) {
      const applied = await applyLineItemChanges(trx, caller.organizationId, id, items);
      notes = applied.notes;
      before = { locked, items: applied.previous, after: applied.after };
      const moves = items.filter((item) => item.position !== undefined);
      if (moves.length > 0) {
        const order = await moveLineItems(trx, caller.organizationId, id, moves as { productId: string; position: number }[]);
        notes.reordered = order !== undefined;
        if (order) before.order = order;
      }
    }
    notes.renamed = changes.name !== undefined;
    notes.described = changes.description !== undefined;
    const customFields = patch.customFields === undefined ? {} : { customFields: mergedCustomFields(customFieldsOf(locked.custom_fields), patch.customFields) };
    if (customFields.customFields !== undefined) await writeCustomValues(trx, id, customFields.customFields, true);
    const upsert: ItemUpsertInFinish | undefined = single
      ? {
          item: {
            id: newId(),
            organizationId: caller.organizationId,
            listId: id,
            productId: single.productId,
            quantity: single.quantity,
            note: single.note,
            customFields: single.customFields,
            at: now(),
          },
          fieldsPointer: '/lineItems/0/customFields',
        }
      : undefined;
    return finishWrite(context, trx, caller, { id, notes, before, changes: { ...changes, ...customFields }, upsert });
  });
}

export async function deleteProductList(context: ServiceContext, caller: Caller, id: string, expectedVersion: number | undefined): Promise<void> {
  if (!can(caller, 'product_list.delete')) throw permissionDenied('product_list.delete');
  await writeList(context, id, async (trx) => {
    const locked = await lockOrFail(trx, caller, id, expectedVersion, 'own');
    const event = await removeLockedList(context, trx, caller.organizationId, id, locked, { actor: actorOf(caller), updatedBy: caller.employeeId });
    return { result: undefined, event };
  });
}

/**
 * Deletes a list its write has locked, as every deletion does: searches and caches forget it, its
 * streams get `list.deleted`, history keeps `product_list.deleted` (with `extra`, such as a reason).
 * Answers the list event, for writeList.
 */
export async function removeLockedList(
  context: ServiceContext,
  trx: Trx,
  organizationId: string,
  id: string,
  locked: Pick<LockedList, 'version' | 'name' | 'description' | 'owner_unit_path'>,
  by: { actor: Actor; updatedBy: string; extra?: Record<string, unknown> },
): Promise<ListEvent> {
  await deleteList(trx, organizationId, id);
  const event = withVersion(eventOf('list.deleted', organizationId, id, now(), by.updatedBy, noChanges()), locked.version + 1);
  await context.listEvents?.notifyIn(trx, event);
  await recordEvent(
    trx,
    organizationId,
    by.actor,
    listEvent('product_list.deleted', id, locked.version + 1, locked.owner_unit_path, changesOfDeleted(locked), by.extra),
  );
  return event;
}

/** A deleted list's history: its fields, to nothing. */
function changesOfDeleted(locked: Pick<LockedList, 'name' | 'description'>): Changes {
  return { name: { from: locked.name, to: null }, ...(locked.description !== null ? { description: { from: locked.description, to: null } } : {}) };
}

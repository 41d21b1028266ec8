/**
 * The frame of every write of a list: lock it within the caller's reach (or say why not), finish it
 * (one new version, the answer, the event), commit it and hand the event to the streams.
 */
import { assertCustomFieldsFit } from '../../kernel/custom-fields.js';
import { compactJson } from '../../platform/db/dialect.js';
import type { ServiceContext } from '../../platform/context.js';
import type { Trx } from '../../platform/db/database.js';
import { now } from '../../platform/db/database.js';
import { AppError } from '../../kernel/errors.js';
import type { Caller } from '../../kernel/caller.js';
import { findVisibleList, hasExpired, toProductList, type ProductListRow } from './product-list.repository.js';
import type { ListNeed } from './product-list.reach.js';
import { finishListWrite, lockList, type LineItemUpsert, type ListChanges, type LockedList } from './product-list.write-statements.js';
import { eventOf, payloadAround, withVersion, type ListChangeNotes, type ListEvent } from '../../platform/live/list-events.js';
import { listChanges, listEvent, type ListBefore } from './product-list.history.js';
import { actorOf, recordEvent, type Changes } from '../../platform/outbox/outbox.js';
import type { EventType } from '../../kernel/event-types.js';

export const SERVER_ID = /^[0-9a-f]{32}$/;

export function listNotFound(id: string): AppError {
  return new AppError('PRODUCT_LIST__NOT_FOUND', { detail: `No product list with id "${id}".`, parameters: { id } });
}

export function permissionDenied(permission: string): AppError {
  return new AppError('AUTH__PERMISSION_DENIED', { detail: `This needs the permission "${permission}".`, parameters: { permission } });
}

/** A list answer already serialized, with its version (for the ETag). */
export interface ListAnswer {
  version: number;
  body: string;
}

/** The list without line items ends in "}": the items, built as JSON by the database, go before it. */
export function listAnswerOf(row: ProductListRow, lineItemsJson: string): ListAnswer {
  const list = JSON.stringify(toProductList(row));
  return { version: row.version, body: `${list.slice(0, -1)},"lineItems":${compactJson(lineItemsJson)}}` };
}

/**
 * Locks the list for a write (product-list.write-statements.ts) or explains why not: 404 when the
 * caller may not see or change it, 412 when If-Match names another version. Every write that locks
 * ends by moving the lists revision (finishListWrite, or the repository's `touch`): last, so the counter's
 * row (PostgreSQL locks it until the commit) is held as briefly as possible.
 */
export async function lockOrFail(
  trx: Trx,
  caller: Caller,
  id: string,
  expectedVersion: number | undefined,
  need: Exclude<ListNeed, 'read'> = 'edit',
): Promise<LockedList> {
  if (!SERVER_ID.test(id)) throw listNotFound(id);
  const locked = await lockList(trx, caller, id, expectedVersion, need);
  // An expired list is gone for writes too (findVisibleList says so below for the other cases).
  if (locked && hasExpired(locked)) throw listNotFound(id);
  if (locked) return locked;
  const visible = await findVisibleList(trx, caller, id, need);
  if (!visible) {
    // A list the caller may read but not change this way: say so (it is no secret that it exists).
    if (!(await findVisibleList(trx, caller, id, 'read'))) throw listNotFound(id);
    throw new AppError('AUTH__PERMISSION_DENIED', {
      detail:
        need === 'own'
          ? 'Only the list\'s owner (or a holder of "product_list.edit.all") may delete or share it.'
          : 'This list is shared with you for reading only.',
      parameters: { permission: 'product_list.edit.all' },
    });
  }
  throw new AppError('REQUEST__PRECONDITION_FAILED', {
    detail: `The product list is at version ${visible.version}, not the one If-Match names.`,
    parameters: { currentVersion: visible.version },
  });
}

/**
 * Recounts after line-item changes and enforces the limit (a breach undoes the whole write), then
 * answers the list as the detail read would. (The answer is not offered to the detail cache:
 * writes replacing cached answers made old-generation garbage, +70 MiB RSS in the benchmark.)
 */
/** One list's write as finishWrite takes it: which list, what changed and what it was before. */
export interface ListWrite {
  id: string;
  notes: ListChangeNotes;
  before: ListBefore;
  /** Fields of the list row this write sets besides its version and `updatedAt`/`updatedBy`. */
  changes?: Omit<ListChanges, 'updatedAt' | 'updatedBy' | 'notify'>;
  /** The event's type (`product_list.changed` unless given), more changes and details for history. */
  history?: { type?: EventType; changes?: Changes; extra?: Record<string, unknown> };
  /** A PATCH's one item, upserted in the finishing statement on PostgreSQL. */
  upsert?: ItemUpsertInFinish;
}

export async function finishWrite(
  context: ServiceContext,
  trx: Trx,
  caller: Caller,
  { id, notes, before, changes = {}, history = {}, upsert }: ListWrite,
): Promise<Written<ListAnswer>> {
  const at = now();
  // An upsert in the finishing statement adds or updates, and only the statement knows which: the
  // event PostgreSQL sends with it is made both ways, the statement picks one.
  const withItem = (updated: boolean): ListChangeNotes =>
    !upsert ? notes : updated ? { ...notes, changed: [...notes.changed, upsert.item.productId] } : { ...notes, added: [...notes.added, upsert.item.productId] };
  const eventWith = (eventNotes: ListChangeNotes) => eventOf('list.changed', caller.organizationId, id, at, caller.employeeId, eventNotes);
  const notify = context.listEvents?.throughDatabase
    ? { ...payloadAround(eventWith(withItem(false))), ...(upsert ? { whenUpdated: payloadAround(eventWith(withItem(true))) } : {}) }
    : undefined;
  const itemsChanged = upsert !== undefined || notes.added.length + notes.changed.length + notes.removed.length > 0;
  const { row, lineItemsJson, upserted } = await finishListWrite(
    trx,
    caller.organizationId,
    id,
    { ...changes, updatedAt: at, updatedBy: caller.employeeId, ...(itemsChanged ? { itemsChanged } : {}), ...(notify ? { notify } : {}) },
    upsert?.item,
  );
  if (upsert && upserted) {
    // The merged fields must fit as a list's do; a breach undoes the whole write.
    if (upserted.customFields !== undefined) assertCustomFieldsFit(upserted.customFields, upsert.fieldsPointer);
    notes = withItem(!upserted.added);
    const items = new Map(before.items);
    if (upserted.previous) items.set(upsert.item.productId, upserted.previous);
    before = { ...before, items, after: new Map(before.after).set(upsert.item.productId, upserted.after) };
  }
  // A breach throws, and the writer rolls the whole write back, the revision's move and the event included.
  if (row.item_count > context.config.PRODUCT_LIST_MAX_LINE_ITEMS) throw tooManyLineItems(context.config.PRODUCT_LIST_MAX_LINE_ITEMS);
  // Last: the event's sequence holds the organization's counter until the commit (platform/outbox/outbox.ts).
  await recordEvent(
    trx,
    caller.organizationId,
    actorOf(caller),
    listEvent(
      history.type ?? 'product_list.changed',
      id,
      row.version,
      before.locked.owner_unit_path,
      // Onto the changes just made, not spread into a copy (a transfer's hold a thousand keys).
      Object.assign(listChanges(before, row, notes, lineItemsJson), history.changes),
      history.extra,
    ),
  );
  return { result: listAnswerOf(row, lineItemsJson), event: withVersion(eventWith(notes), row.version) };
}

/** A line item's upsert that finishWrite runs with its finishing statement (in it, on PostgreSQL), and where its custom fields' errors point. */
export interface ItemUpsertInFinish {
  item: LineItemUpsert;
  fieldsPointer: string;
}

/** A write's answer and its event, handed to the streams once the write has committed. */
export interface Written<T> {
  result: T;
  event?: ListEvent;
}

/**
 * Runs a write of the list `listId` (its lane: write.ts); its event reaches this instance's streams
 * after the commit (SQLite; PostgreSQL sends it with the commit).
 */
export async function writeList<T>(context: ServiceContext, listId: string, work: (trx: Trx) => Promise<Written<T>>): Promise<T> {
  const { result, event } = await context.writer.run(work, listId);
  context.listEvents?.committed(event);
  return result;
}

/** The 400 of a list that would hold more line items than PRODUCT_LIST_MAX_LINE_ITEMS. */
export function tooManyLineItems(maxLineItems: number): AppError {
  return new AppError('PRODUCT_LIST__TOO_MANY_LINE_ITEMS', {
    detail: `A product list holds at most ${maxLineItems} line items.`,
    pointer: '/lineItems',
    parameters: { max: maxLineItems },
  });
}

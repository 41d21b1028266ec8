import { assertGuestRoom, type SessionReader, sessionPartOf, type SessionWithEmployee } from '../identity/index.js';
import { writeCustomValues } from './product-list.repository.js';
import { assertCustomFieldsFit, customFieldsOf, mergedCustomFields } from '../../kernel/custom-fields.js';
import { compactJson } from '../../platform/db/dialect.js';
import type { ServiceContext } from '../../platform/context.js';
import type { Trx } from '../../platform/db/database.js';
import { now } from '../../platform/db/database.js';
import { AppError, repeatedKeys, type ValidationIssue } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { Caller } from '../../kernel/caller.js';
import { can } from '../../kernel/caller.js';
import { createIdempotently, type IdempotentRequest, type StoredAnswer } from '../../platform/idempotency/idempotent-create.js';
import {
  deleteList,
  findLineItems,
  findLineItemsJson,
  findVisibleList,
  hasExpired,
  insertListWithItems,
  toProductList,
  type ListNeed,
  type ProductListRow,
} from './product-list.repository.js';
import { answerCacheOf } from '../../platform/fast/answer-cache.js';
import { trimmedName } from '../../platform/http/validation.js';
import {
  compactPositions,
  deleteItems,
  deleteItemsOfProducts,
  findItemsByIdOrProduct,
  finishListWrite,
  lineItemOrder,
  lockList,
  setPositions,
  upsertLineItem,
  type LineItemUpsert,
  type ListChanges,
  type LockedList,
} from './product-list.write-statements.js';
import { markListsChanged } from '../../platform/fast/lists-revision.js';
import { eventOf, noChanges, payloadAround, withVersion, type ListChangeNotes, type ListEvent } from '../../platform/live/list-events.js';
import { EpochMemo } from '../../platform/fast/epoch-memo.js';
import { isOrganizationWide, reachesPath } from '../../kernel/reach.js';
import type { ChangeEpochs } from '../../platform/fast/change-epochs.js';
import { findListWithSession, findRevisionWithSession, listPartOf } from './product-list.with-session.js';
import { createdChanges, itemStateOf, listChanges, listEvent, type ItemState, type ListBefore } from './product-list.history.js';
import { actorOf, recordEvent, type Actor, type Changes } from '../../platform/outbox/outbox.js';
import type { EventType } from '../../kernel/event-types.js';
import type { LineItemChange, LineItemInput, ProductList, ProductListCreate, ProductListPatch } from './product-list.schemas.js';

export const SERVER_ID = /^[0-9a-f]{32}$/;

export function listNotFound(id: string): AppError {
  return new AppError('PRODUCT_LIST__NOT_FOUND', { detail: `No product list with id "${id}".`, parameters: { id } });
}

export const listLocation = (id: string) => `/store-api/product-lists/detail/${id}`;

/** Each product at most once per request; the limit of line items per list. */
function checkLineItems(items: readonly (LineItemInput | LineItemChange)[], maxLineItems: number): void {
  const { issues } = repeatedKeys(
    items.map((item) => item.productId),
    (index) => `/lineItems/${index}/productId`,
    (key, first) => `The product "${key}" is already in entry ${first} of this request.`,
  );
  if (issues.length > 0) throw AppError.validation(issues);
  if (items.length > maxLineItems) throw tooManyLineItems(maxLineItems);
}

function tooManyLineItems(maxLineItems: number): AppError {
  return new AppError('PRODUCT_LIST__TOO_MANY_LINE_ITEMS', {
    detail: `A product list holds at most ${maxLineItems} line items.`,
    pointer: '/lineItems',
    parameters: { max: maxLineItems },
  });
}

async function loadList(trx: Trx, caller: Caller, id: string): Promise<ProductList> {
  const row = await findVisibleList(trx, caller, id);
  if (!row) throw listNotFound(id);
  return toProductList(row, await findLineItems(trx, caller.organizationId, id));
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

/** What the detail route's guard read in its one statement with the session. */
export interface ListRead {
  session: SessionWithEmployee | undefined;
  row?: ProductListRow;
  /** The strongest share of the list with the caller (personally, with the organization or a unit above them), if any. */
  shareAccess?: 'read' | 'edit' | null;
  /** The path of the unit of the list's owner (null: organization level, or no owner): who reaches it with `.read.all`. */
  ownerUnitPath?: string | null;
  /** The line items as JSON, when the statement built them (the answer for this version was not cached). */
  lineItemsJson?: string;
  /** Keeps the row in memory (SQLite served by this process): once its answer is cached. */
  remember?: () => void;
}

/** A list row as one caller reads it: with the caller's share of it. */
interface RememberedList {
  row: ProductListRow;
  shareAccess: 'read' | 'edit' | null;
  ownerUnitPath: string | null;
}

/** A remembered list row's key: the caller's, since it carries the caller's share. */
const rememberedListKey = (session: SessionWithEmployee, id: string) => `${session.organization_id}|${session.employee_id}|${id}`;

/** What a search reads before it asks its cache: the organization's lists revision and earliest expiry (ms; Infinity: none). */
export interface ListsState {
  revision: number;
  earliestExpiry: number;
}

const listMemos = new WeakMap<ChangeEpochs, { rows: EpochMemo<RememberedList>; revisions: EpochMemo<ListsState> }>();

/**
 * SQLite served by this process alone: list rows, exact while that list was not written since
 * (nor anything that moves the whole `lists` group: employees, units), and the organizations' lists
 * revisions, exact while no revision moved (change-epochs.ts).
 */
export function listMemoOf(context: Pick<ServiceContext, 'epochs'>) {
  const epochs = context.epochs;
  if (!epochs) return undefined;
  let memo = listMemos.get(epochs);
  // biome-ignore lint/suspicious/noAssignInExpressions: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  if (!memo) listMemos.set(epochs, (memo = { rows: new EpochMemo(epochs, 'lists', 50_000), revisions: new EpochMemo(epochs, 'revisions', 10_000) }));
  return memo;
}

/**
 * The detail read's session and list in one round trip (product-list.with-session.ts), with the
 * line items only when the answer cache has no answer for the list's current version. On SQLite
 * served by this process both may come from memory, and then no statement runs at all.
 */
export async function readListWithSession(context: ServiceContext, sessions: SessionReader, tokenHash: string, id: string): Promise<ListRead> {
  if (!SERVER_ID.test(id)) return { session: await sessions.find(tokenHash) };
  const memo = listMemoOf(context)?.rows;
  const sessionEpoch = sessions.epoch();
  const listEpoch = memo?.epoch();
  const listMark = memo?.listMark();
  const knownSession = sessions.remembered(tokenHash);
  // Remembered per caller: the row with the caller's share of it (a share's change counts as its list's).
  const known = knownSession ? memo?.get(rememberedListKey(knownSession, id)) : undefined;
  if (knownSession && known) return { session: knownSession, row: known.row, shareAccess: known.shareAccess, ownerUnitPath: known.ownerUnitPath };
  const cachedVersion = answerCacheOf(context).versionOf(id);
  const found = await findListWithSession(context.readDb, tokenHash, id, cachedVersion ?? -1);
  if (!found) return { session: undefined };
  const session = sessionPartOf(found);
  sessions.remember(tokenHash, session, sessionEpoch);
  const row = listPartOf(found);
  const shareAccess = found.share_access;
  const ownerUnitPath = found.owner_unit_path;
  // getProductListAnswer keeps the row once its answer is cached: a row without its answer saves
  // nothing (the line items would still need a statement), it would only hold memory.
  const remember =
    row && memo && listEpoch !== undefined && listMark !== undefined
      ? () => memo.set(rememberedListKey(session, id), { row, shareAccess, ownerUnitPath }, listEpoch, { id, mark: listMark })
      : undefined;
  return { session, row, shareAccess, ownerUnitPath, lineItemsJson: found.items ?? undefined, remember };
}

/**
 * The search's session and the organization's lists revision and earliest expiry in one round
 * trip (or from memory on SQLite: both move only with a write that moves the revision).
 */
export async function readRevisionWithSession(
  context: ServiceContext,
  sessions: SessionReader,
  tokenHash: string,
): Promise<{ session: SessionWithEmployee | undefined; lists?: ListsState }> {
  const memo = listMemoOf(context)?.revisions;
  const sessionEpoch = sessions.epoch();
  const revisionEpoch = memo?.epoch();
  const knownSession = sessions.remembered(tokenHash);
  const known = knownSession ? memo?.get(knownSession.organization_id) : undefined;
  if (knownSession && known !== undefined) return { session: knownSession, lists: known };
  const found = await findRevisionWithSession(context.readDb, tokenHash);
  if (!found) return { session: undefined };
  const session = sessionPartOf(found);
  sessions.remember(tokenHash, session, sessionEpoch);
  // PostgreSQL's SUM of integers is a bigint (a number here, see loadPg); none at all is 0.
  const lists = {
    revision: Number(found.revision ?? 0),
    earliestExpiry: found.earliest_expiry === null ? Number.POSITIVE_INFINITY : Date.parse(found.earliest_expiry),
  };
  if (memo && revisionEpoch !== undefined) memo.set(session.organization_id, lists, revisionEpoch);
  return { session, lists };
}

/**
 * The detail read, answered as serialized JSON with its version, from what `readListWithSession`
 * read: the list row every time (visibility and version), the line items only when this version
 * was not answered before.
 */
export async function getProductListAnswer(context: ServiceContext, caller: Caller, id: string, read: ListRead): Promise<ListAnswer> {
  const row = read.row;
  const visible =
    row !== undefined &&
    row.organization_id === caller.organizationId &&
    !hasExpired(row) &&
    (row.owner_id === caller.employeeId ||
      (read.shareAccess !== null && read.shareAccess !== undefined) ||
      (can(caller, 'product_list.read.all') && (isOrganizationWide(caller) || (row.owner_id !== null && reachesPath(caller, read.ownerUnitPath ?? null)))));
  if (!visible) throw listNotFound(id);
  const cache = answerCacheOf(context);
  let body = cache.get(row.id, row.version);
  if (body === undefined) {
    // The list as JSON without line items ends in "}": the items, built as JSON by the database, go before it.
    body = listAnswerOf(row, read.lineItemsJson ?? (await findLineItemsJson(context.readDb, caller.organizationId, id))).body;
    cache.offer(row.id, row.version, body);
  }
  if (cache.versionOf(row.id) === row.version) read.remember?.();
  return { version: row.version, body };
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
  await markListsChanged(context.db, trx, caller.organizationId);
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

/**
 * Locks the list for a write (product-list.write-statements.ts) or explains why not: 404 when the
 * caller may not see or change it, 412 when If-Match names another version. Every write that locks
 * ends by moving the lists revision (finishListWrite, or markListsChanged): last, so the counter's
 * row (PostgreSQL locks it until the commit) is held as briefly as possible.
 */
export async function lockOrFail(
  context: ServiceContext,
  trx: Trx,
  caller: Caller,
  id: string,
  expectedVersion: number | undefined,
  need: Exclude<ListNeed, 'read'> = 'edit',
): Promise<LockedList> {
  if (!SERVER_ID.test(id)) throw listNotFound(id);
  const locked = await lockList(context.db, trx, caller, id, expectedVersion, need);
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
    context.db,
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
      { ...listChanges(before, row, notes, lineItemsJson), ...history.changes },
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
    const locked = await lockOrFail(context, trx, caller, id, expectedVersion);
    let notes = noChanges();
    let before: ListBefore = { locked, items: new Map(), after: new Map() };
    if (!single) {
      const applied = await applyLineItemChanges(context, trx, caller.organizationId, id, items);
      notes = applied.notes;
      before = { locked, items: applied.previous, after: applied.after };
      const moves = items.filter((item) => item.position !== undefined);
      if (moves.length > 0) {
        const order = await moveLineItems(context, trx, caller.organizationId, id, moves as { productId: string; position: number }[]);
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

/** PATCH's `position`s, in the order of the entries (1 = first; past the end = last). Answers the product ids' order before, when anything moved. */
async function moveLineItems(
  context: ServiceContext,
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
  await setPositions(context.db, trx, organizationId, listId, ids);
  return productsBefore;
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
    const locked = await lockOrFail(context, trx, caller, id, expectedVersion);
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
    if (notes.reordered) await setPositions(context.db, trx, caller.organizationId, id, ids);
    return finishWrite(context, trx, caller, { id, notes, before: { locked, items: new Map(), order: current.map((item) => item.product_id) } });
  });
}

/**
 * Line-item changes are applied, never a whole-list overwrite (docs/contract.md §6): quantity 0 removes,
 * otherwise the product is inserted or its line item updated (quantity and note where given).
 * Answers what changed and the touched items as they were before (the history's `from`): the
 * removed ones from their DELETE, the others from their upsert.
 */
async function applyLineItemChanges(
  context: ServiceContext,
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
    const written = await upsertLineItem(context.db, trx, {
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

export async function deleteProductList(context: ServiceContext, caller: Caller, id: string, expectedVersion: number | undefined): Promise<void> {
  if (!can(caller, 'product_list.delete')) throw permissionDenied('product_list.delete');
  await writeList(context, id, async (trx) => {
    const locked = await lockOrFail(context, trx, caller, id, expectedVersion, 'own');
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
  await markListsChanged(context.db, trx, organizationId);
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

function permissionDenied(permission: string): AppError {
  return new AppError('AUTH__PERMISSION_DENIED', { detail: `This needs the permission "${permission}".`, parameters: { permission } });
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
    const locked = await lockOrFail(context, trx, caller, id, expectedVersion);
    const found = await findItemsByIdOrProduct(trx, caller.organizationId, id, names);
    const missing = names.filter((name) => !found.some((row) => row.id === name || row.product_id === name));
    if (missing.length > 0) {
      throw new AppError('PRODUCT_LIST__LINE_ITEM_NOT_FOUND', {
        detail: `Not in this product list: ${missing.join(', ')}. Nothing was removed.`,
        pointer: '/items',
        parameters: { missing },
      });
    }
    await deleteItems(
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

/** `DELETE /product-lists/product/{productId}/{productListId}`. */
export async function removeProduct(context: ServiceContext, caller: Caller, productId: string, listId: string): Promise<void> {
  await writeList(context, listId, async (trx) => {
    const locked = await lockOrFail(context, trx, caller, listId, undefined);
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

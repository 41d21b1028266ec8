import { statementsOf } from '../../platform/db/statements.js';
import { SERVER_ID, listAnswerOf, listNotFound } from './product-list.write.js';
import { type SessionReader, sessionPartOf, type SessionWithEmployee } from '../identity/index.js';
import type { ServiceContext } from '../../platform/context.js';
import type { Caller } from '../../kernel/caller.js';
import { findLineItemsJson, hasExpired, type ProductListRow } from './product-list.repository.js';
import { answerCacheOf } from '../../platform/fast/answer-cache.js';
import { EpochMemo } from '../../platform/fast/epoch-memo.js';
import { reachesListRow } from './product-list.reach.js';
import { findListWithSession, findRevisionWithSession, listPartOf } from './product-list.with-session.js';

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
  /** Keeps the row in memory (SQLite served by this process, PostgreSQL by this instance alone): once its answer is cached. */
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

/**
 * SQLite served by this process, or PostgreSQL by this instance alone (pool-change-epochs.ts): list rows, exact while that list was not written since
 * (nor anything that moves the whole `lists` group: employees, units), and the organizations' lists
 * revisions, exact while no revision moved (change-epochs.ts).
 */
export function listMemoOf(context: Pick<ServiceContext, 'db' | 'epochs'>) {
  const epochs = context.epochs;
  if (!epochs) return undefined;
  return statementsOf(context.db).kept(listMemoOf, () => ({
    rows: new EpochMemo<RememberedList>(epochs, 'lists', 50_000),
    revisions: new EpochMemo<ListsState>(epochs, 'revisions', 10_000),
  }));
}

/**
 * The detail read's session and list in one round trip (product-list.with-session.ts), with the
 * line items only when the answer cache has no answer for the list's current version. On SQLite
 * served by this process (PostgreSQL by this instance alone) both may come from memory, and then
 * no statement runs at all.
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
 * trip (or from memory on SQLite, or PostgreSQL alone: both move only with a write that moves the revision).
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

/** A list's answer as read: its JSON as text, or as the answer cache's bytes. */
export interface KeptListAnswer {
  version: number;
  body: string | Buffer;
}

/**
 * The detail read, answered as serialized JSON with its version, from what `readListWithSession`
 * read: the list row every time (visibility and version), the line items only when this version
 * was not answered before.
 */
export async function getProductListAnswer(context: ServiceContext, caller: Caller, id: string, read: ListRead): Promise<KeptListAnswer> {
  const row = read.row;
  const visible =
    row !== undefined &&
    row.organization_id === caller.organizationId &&
    !hasExpired(row) &&
    reachesListRow(caller, 'read', { ownerId: row.owner_id, ownerUnitPath: read.ownerUnitPath ?? null, shareAccess: read.shareAccess });
  if (!visible) throw listNotFound(id);
  const answer = await keptListAnswer(context, row, { lineItemsJson: read.lineItemsJson });
  if (answerCacheOf(context).versionOf(row.id) === row.version) read.remember?.();
  return answer;
}

/**
 * A list's answer at the version of `row` (a row the caller may read): the answer cache's, or
 * built from its line items (`lineItemsJson` when read already, else read from `db`, the read
 * connection unless named) and offered to it.
 */
export async function keptListAnswer(
  context: ServiceContext,
  row: ProductListRow,
  { lineItemsJson, db = context.readDb }: { lineItemsJson?: string; db?: ServiceContext['readDb'] } = {},
): Promise<KeptListAnswer> {
  const cache = answerCacheOf(context);
  const kept = cache.get(row.id, row.version);
  if (kept !== undefined) return { version: row.version, body: kept };
  const built = listAnswerOf(row, lineItemsJson ?? (await findLineItemsJson(db, row.organization_id, row.id))).body;
  return { version: row.version, body: cache.offer(row.id, row.version, built) ?? built };
}

import type { ListStatus } from '../../platform/db/schema/product-list.table.js';
import type { CustomFields } from '../../kernel/custom-fields.js';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { KeyColumn } from '../../platform/db/dialect.js';
import { statementsOf } from '../../platform/db/statements.js';
import { keyedReader } from '../../platform/fast/read-batcher.js';
import { SESSION_COLUMNS, SESSION_KEYS, sessionsOfRequests, type SessionWithEmployee } from '../identity/index.js';
import { lineItemsJsonOf, type ProductListRow } from './product-list.repository.js';
import { strongestShare } from './product-list.reach.js';

/**
 * The two hottest reads, each in one statement with the caller's session (one database round trip
 * per authenticated read, prepared: issue 11): the guard checks the session part, the service the
 * rest. Both scope to the session's organization in SQL. On PostgreSQL, the reads of one turn of
 * the event loop share that statement (read-batcher.ts): each request is a row of `request`.
 */

/** The detail read's row: the session, and the list when it exists in the employee's organization. */
export interface ListWithSessionRow extends SessionWithEmployee {
  n: number;
  list_id: string | null;
  list_organization_id: string | null;
  list_owner_id: string | null;
  list_name: string | null;
  list_description: string | null;
  list_item_count: number | null;
  list_total_quantity: number | null;
  list_created_at: string | null;
  list_updated_at: string | null;
  list_version: number | null;
  list_updated_by: string | null;
  list_shared: number | null;
  list_expires_at: string | null;
  list_status: ListStatus | null;
  list_status_changed_by: string | null;
  list_status_changed_at: string | null;
  list_status_comment: string | null;
  list_custom_fields: CustomFields | string | null;
  /** The path of the unit of the list's owner; null when the owner is at organization level, or gone. */
  owner_unit_path: string | null;
  /** The strongest share of the list with the employee (personally, with the organization or a unit above them). */
  share_access: 'read' | 'edit' | null;
  /** The line items as JSON, unless the list is at `cachedVersion`. */
  items: string | null;
}

/**
 * The search's row: the session, and its organization's lists revision, the sum of its counters.
 * Every change of any of its lists moves one counter (product-list.write-statements.ts, in the
 * change's own transaction), so the sum only grows, and an answer built from the lists at revision
 * n stays true while the revision reads n.
 */
export interface SessionWithRevisionRow extends SessionWithEmployee {
  n: number;
  revision: number | string | null;
  /** The earliest `expiresAt` of the organization's lists (null: none has one): a search's answer holds until then. */
  earliest_expiry: string | null;
}

const DETAIL_KEYS: readonly KeyColumn[] = [
  ['token_hash', 'text'],
  ['list_id', 'text'],
  ['cached_version', 'integer'],
];

function prepare(db: Db) {
  const detail = statementsOf(db).prepared<Record<string, unknown>, ListWithSessionRow>('listWithSession', (parameter) =>
    sessionsOfRequests<{ token_hash: string; list_id: string; cached_version: number }>(db, DETAIL_KEYS, parameter)
      .leftJoin('product_list', (join) =>
        join.onRef('product_list.id', '=', 'request.list_id').onRef('product_list.organization_id', '=', 'employee.organization_id'),
      )
      .select((eb) => [
        'request.n',
        ...SESSION_COLUMNS,
        'product_list.id as list_id',
        'product_list.organization_id as list_organization_id',
        'product_list.owner_id as list_owner_id',
        'product_list.name as list_name',
        'product_list.description as list_description',
        'product_list.item_count as list_item_count',
        'product_list.total_quantity as list_total_quantity',
        'product_list.created_at as list_created_at',
        'product_list.updated_at as list_updated_at',
        'product_list.version as list_version',
        'product_list.updated_by as list_updated_by',
        'product_list.shared as list_shared',
        'product_list.expires_at as list_expires_at',
        'product_list.status as list_status',
        'product_list.status_changed_by as list_status_changed_by',
        'product_list.status_changed_at as list_status_changed_at',
        'product_list.status_comment as list_status_comment',
        'product_list.custom_fields as list_custom_fields',
        // The owner's unit path: whether a unit-level caller's branch holds the list (unit-reach.ts).
        eb
          .selectFrom('employee as list_owner')
          .select('list_owner.unit_path')
          .whereRef('list_owner.organization_id', '=', 'product_list.organization_id')
          .whereRef('list_owner.id', '=', 'product_list.owner_id')
          .as('owner_unit_path'),
        // Only a shared list has shares to look up (the flag is in the row already).
        eb
          .case()
          .when('product_list.shared', '=', 1)
          .then(
            strongestShare(db, sql.ref<string>('employee.organization_id'), {
              employeeId: sql.ref<string>('employee.id'),
              unitPath: sql.ref<string | null>('employee.unit_path'),
            }),
          )
          .end()
          .as('share_access'),
        // CASE evaluates the subquery only when its condition holds: a cached answer costs no line
        // items. (Whether the caller may see them is decided after, from the row, the share and the
        // caller's permissions; a list the caller may not see is answered 404, its items unused.)
        eb
          .case()
          .when(eb('product_list.version', '<>', eb.ref('request.cached_version')))
          .then(
            eb
              .selectFrom('product_list_line_item')
              .select(lineItemsJsonOf(db).as('items'))
              .whereRef('product_list_line_item.organization_id', '=', 'product_list.organization_id')
              .whereRef('product_list_line_item.product_list_id', '=', 'product_list.id'),
          )
          .end()
          .as('items'),
      ]),
  );
  const revision = statementsOf(db).prepared<Record<string, unknown>, SessionWithRevisionRow>('revisionWithSession', (parameter) =>
    sessionsOfRequests<{ token_hash: string }>(db, SESSION_KEYS, parameter).select((eb) => [
      'request.n',
      ...SESSION_COLUMNS,
      eb
        .selectFrom('product_list_revision')
        .select((inner) => inner.fn.sum<number>('product_list_revision.revision').as('total'))
        .whereRef('product_list_revision.organization_id', '=', 'employee.organization_id')
        .as('revision'),
      // One seek in the partial index of lists with an expiry (migration 0024); it moves only with a
      // list's write, which moves the revision too.
      eb
        .selectFrom('product_list')
        .select((inner) => inner.fn.min<string>('product_list.expires_at').as('earliest'))
        .whereRef('product_list.organization_id', '=', 'employee.organization_id')
        .where('product_list.expires_at', 'is not', null)
        .as('earliest_expiry'),
    ]),
  );
  return {
    detail: keyedReader<readonly [string, string, number], ListWithSessionRow>(db, DETAIL_KEYS, detail),
    revision: keyedReader<readonly [string], SessionWithRevisionRow>(db, SESSION_KEYS, revision),
  };
}

/** The batched reads of a database (their counts feed /metrics), kept with its statements. */
export function withSessionReadsOf(db: Db) {
  return statementsOf(db).kept(prepare, () => prepare(db));
}

/** The session behind `tokenHash` and the list `listId` of its organization (line items unless at `cachedVersion`). */
export function findListWithSession(db: Db, tokenHash: string, listId: string, cachedVersion: number): Promise<ListWithSessionRow | undefined> {
  return withSessionReadsOf(db).detail.read([tokenHash, listId, cachedVersion]);
}

/** The session behind `tokenHash` and its organization's lists revision (product-list.repository.ts). */
export function findRevisionWithSession(db: Db, tokenHash: string): Promise<SessionWithRevisionRow | undefined> {
  return withSessionReadsOf(db).revision.read([tokenHash]);
}

/** The list part of a detail row, or undefined when there is no such list in the organization. */
export function listPartOf(row: ListWithSessionRow): ProductListRow | undefined {
  if (row.list_id === null) return undefined;
  return {
    id: row.list_id,
    organization_id: row.list_organization_id!,
    owner_id: row.list_owner_id,
    name: row.list_name!,
    description: row.list_description,
    item_count: row.list_item_count!,
    total_quantity: row.list_total_quantity!,
    created_at: row.list_created_at!,
    updated_at: row.list_updated_at!,
    version: row.list_version!,
    updated_by: row.list_updated_by,
    shared: row.list_shared!,
    expires_at: row.list_expires_at,
    status: row.list_status!,
    status_changed_by: row.list_status_changed_by,
    status_changed_at: row.list_status_changed_at,
    status_comment: row.list_status_comment,
    custom_fields: row.list_custom_fields,
  };
}

import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db, Trx } from '../../platform/db/database.js';
import { can, type Caller } from '../../kernel/caller.js';
import { employeesOfBranch, isOrganizationWide, reachesPath, shareKeysReaching, unitShareReachesPath } from '../../kernel/reach.js';

/**
 * Who reaches a list, for what (docs/contract.md §2): the one rule, and its two forms. A caller
 * reaches lists on *grounds* (`listGrounds`): every list of the organization, their own, those whose
 * owner is in their unit's branch, those shared with them. From the grounds come both the SQL
 * condition every list query and every write's lock start with (`listsReachedBy`, through
 * visibleLists and lockList) and the check of a list row read with the session, which the detail
 * read makes in memory (`reachesListRow`). test/features/product-lists/list-reach.test.ts drives
 * both forms, and the lock, with one table of callers, needs and lists, on every database.
 */

/**
 * What a caller needs of a list: to read it (their own, shared with them, or any with
 * `product_list.read.all`), to edit it (their own, shared with them for editing, or any with
 * `product_list.edit.all`), or to own it (delete, share: their own, or any with `product_list.edit.all`).
 */
export type ListNeed = 'read' | 'edit' | 'own';

/** Whether the caller's permissions alone reach every list of the organization for `need`. */
export function reachesAllLists(caller: Caller, need: ListNeed): boolean {
  return can(caller, need === 'read' ? 'product_list.read.all' : 'product_list.edit.all');
}

/** A value, or a column (or parameter) of the statement a subquery stands in (`sql.ref('employee.id')`). */
export type Operand = string | Expression<string>;

/**
 * Whom a share must name to reach someone: the share keys of a caller known in memory
 * (shareKeysReaching: their id, `*`, their units), or, inside a statement that reads the session,
 * the employee's id and unit path as columns.
 */
export type ShareHolder = { keys: readonly Operand[] } | { employeeId: Expression<string>; unitPath: Expression<string | null> };

/** The shares that reach the holder: their own, their organization's (`*`) and their units' (unit-reach.ts). */
export function sharesReaching(db: Db | Trx, organizationId: Operand, holder: ShareHolder) {
  const shares = db.selectFrom('product_list_share').where('product_list_share.organization_id', '=', organizationId);
  if ('keys' in holder) return shares.where('product_list_share.employee_id', 'in', holder.keys);
  return shares.where((eb) =>
    eb.or([
      eb('product_list_share.employee_id', 'in', [holder.employeeId, ORGANIZATION_SHARE]),
      unitShareReachesPath(sql.ref('product_list_share.employee_id'), holder.unitPath),
    ]),
  );
}

/** The share keys reaching a caller. */
export function holderOf(caller: Pick<Caller, 'employeeId' | 'unitPath'>): { keys: readonly Operand[] } {
  return { keys: shareKeysReaching(caller, ORGANIZATION_SHARE) };
}

/** The ids of the lists shared with the holder (personally, with their organization or a unit above them), for editing if `need` is edit. */
export function listsSharedWith(db: Db | Trx, organizationId: Operand, holder: ShareHolder, need: ListNeed) {
  const query = sharesReaching(db, organizationId, holder).select('product_list_share.product_list_id');
  return need === 'edit' ? query.where('product_list_share.access', '=', 'edit') : query;
}

/**
 * The strongest share reaching the holder of the list `product_list` of the statement this
 * subquery stands in: 'edit', 'read' or null. 'edit' sorts before 'read', so it is the MIN.
 */
export function strongestShare(db: Db | Trx, organizationId: Operand, holder: ShareHolder) {
  return sharesReaching(db, organizationId, holder)
    .where('product_list_share.product_list_id', '=', sql.ref<string>('product_list.id'))
    .select((eb) => eb.fn.min<'read' | 'edit'>('product_list_share.access').as('access'));
}

/** The `employee_id` of a share with the whole organization (no employee id can be "*": ClientId). */
export const ORGANIZATION_SHARE = '*';

/** The condition "the list's owner is in the unit's branch" (lists of deleted owners are organization level only). */
export function ownerInBranch(organizationId: Operand, unitId: Operand): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref('product_list.owner_id')} in (${employeesOfBranch(organizationId, unitId)})`;
}

/** Who asks for lists: a caller's values, or the parameters of a prepared statement standing for them (lockList). */
export interface ListReader {
  organizationId: Operand;
  employeeId: Operand;
  /** Their unit (null at organization level): with `branch`, the lists whose owner is in its branch. */
  unitId: Operand | null;
  shareKeys: readonly Operand[];
}

/** A caller as a ListReader. */
export function readerOf(caller: Caller): ListReader {
  return {
    organizationId: caller.organizationId,
    employeeId: caller.employeeId,
    unitId: caller.unitId,
    shareKeys: shareKeysReaching(caller, ORGANIZATION_SHARE),
  };
}

/** A ground on which a caller reaches lists (see above). */
export type ListGround = 'every' | 'own' | 'branch' | 'shared';

/**
 * The grounds on which the caller reaches lists for `need`: `every` alone for an organization-level
 * holder of `.read.all` (read) or `.edit.all` (edit, own); else their own, with that permission the
 * lists of their branch, and (unless they need to own it, or the query leaves shares out) the lists
 * shared with them.
 */
export function listGrounds(caller: Caller, need: ListNeed, sharesWithCaller = true): readonly ListGround[] {
  const all = reachesAllLists(caller, need);
  if (all && isOrganizationWide(caller)) return EVERY;
  const shared = need !== 'own' && sharesWithCaller;
  return all ? (shared ? OWN_BRANCH_SHARED : OWN_BRANCH) : shared ? OWN_SHARED : OWN;
}

const EVERY: readonly ListGround[] = ['every'];
const OWN: readonly ListGround[] = ['own'];
const OWN_SHARED: readonly ListGround[] = ['own', 'shared'];
const OWN_BRANCH: readonly ListGround[] = ['own', 'branch'];
const OWN_BRANCH_SHARED: readonly ListGround[] = ['own', 'branch', 'shared'];

/** What a list row read with the session says of it: its owner, the owner's unit path, and the strongest share reaching the caller. */
export interface ListFacts {
  ownerId: string | null;
  ownerUnitPath: string | null;
  shareAccess: 'read' | 'edit' | null | undefined;
}

/** The rule in memory: whether the caller reaches a list of their organization with these facts for `need`. */
export function reachesListRow(caller: Caller, need: ListNeed, facts: ListFacts): boolean {
  return listGrounds(caller, need).some((ground) => GROUND_HOLDS[ground](caller, need, facts));
}

const GROUND_HOLDS: Record<ListGround, (caller: Caller, need: ListNeed, facts: ListFacts) => boolean> = {
  every: () => true,
  own: (caller, _, facts) => facts.ownerId === caller.employeeId,
  // Lists of deleted owners (no owner) are reached at organization level only.
  branch: (caller, _, facts) => facts.ownerId !== null && reachesPath(caller, facts.ownerUnitPath),
  shared: (_, need, facts) => (need === 'edit' ? facts.shareAccess === 'edit' : facts.shareAccess !== null && facts.shareAccess !== undefined),
};

/**
 * The rule in SQL, over the row `product_list` of the statement: the lists the reader reaches on
 * `grounds` (not `every`, which needs no condition).
 */
export function listsReachedBy(db: Db | Trx, reader: ListReader, grounds: readonly ListGround[], need: ListNeed) {
  // biome-ignore lint/suspicious/noExplicitAny: a condition for any statement over product_list (searches, locks)
  return (eb: ExpressionBuilder<any, any>) => eb.or(grounds.map((ground) => GROUND_SQL[ground](eb, db, reader, need)));
}

type GroundSql = (
  // biome-ignore lint/suspicious/noExplicitAny: as above
  eb: ExpressionBuilder<any, any>,
  db: Db | Trx,
  reader: ListReader,
  need: ListNeed,
) => Expression<SqlBool>;

const GROUND_SQL: Record<ListGround, GroundSql> = {
  every: () => sql<SqlBool>`1 = 1`,
  own: (eb, _, reader) => eb('product_list.owner_id', '=', reader.employeeId),
  branch: (_, __, reader) => (reader.unitId === null ? sql<SqlBool>`1 = 0` : ownerInBranch(reader.organizationId, reader.unitId)),
  shared: (eb, db, reader, need) => eb('product_list.id', 'in', listsSharedWith(db, reader.organizationId, { keys: reader.shareKeys }, need)),
};

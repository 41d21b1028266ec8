import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Caller } from './caller.js';

/**
 * Who reaches whom: the one place that decides the branch rule (docs/contract.md §2), for every
 * query and every check of the service. An employee in unit U acts within U's branch: U and every
 * unit below it. An employee at organization level (no unit) acts organization-wide.
 *
 * A unit's `path` holds the ids from the top unit down to it, joined by "/". Ids are 32 hex digits,
 * so "the unit with path P is in U's branch" is "U's id is one of P's ids", in memory
 * (`reachesPath`) and in SQL (`path LIKE '%<U>%'`, the same on both databases, over one
 * organization's units). The caller's own path is read with the session (session.repository.ts),
 * so a move counts on the caller's next request, on every instance.
 *
 * test/features/units/organization-units.test.ts holds the one table of cases these functions answer.
 */

export const MAX_UNIT_DEPTH = 5;
export const PATH_SEPARATOR = '/';

/** The units of a path, from the top down. */
export function unitIdsOf(path: string): string[] {
  return path.split(PATH_SEPARATOR);
}

/** What of a caller decides their reach. */
export type Reach = Pick<Caller, 'organizationId' | 'unitId'>;

/** Whether the caller acts organization-wide (an employee at organization level). */
export function isOrganizationWide(caller: Pick<Caller, 'unitId'>): boolean {
  return caller.unitId === null;
}

/**
 * Whether the caller reaches an employee or a unit whose unit path is `path` (null: the
 * organization level, which only organization-level callers reach).
 */
export function reachesPath(caller: Pick<Caller, 'unitId'>, path: string | null): boolean {
  if (caller.unitId === null) return true;
  return path !== null && unitIdsOf(path).includes(caller.unitId);
}

/** Whether the unit at `path` is strictly below the caller's unit: the units `organization_unit.create|edit|delete` manage. */
export function reachesStrictlyBelow(caller: Pick<Caller, 'unitId'>, path: string): boolean {
  if (caller.unitId === null) return true;
  const ids = unitIdsOf(path);
  const at = ids.indexOf(caller.unitId);
  return at >= 0 && at < ids.length - 1;
}

/** A value, or a column of the statement a subquery stands in. */
type Operand = string | Expression<string>;

/** Whether `path` (an SQL text) holds the unit id `unitId`: the SQL form of reachesPath. */
export function pathHolds(path: Expression<string | null>, unitId: Operand): Expression<SqlBool> {
  const id = typeof unitId === 'string' ? sql.val(unitId) : unitId;
  return sql<SqlBool>`${path} like '%' || ${id} || '%'`;
}

/**
 * The ids of the units of `unitId`'s branch, itself and every unit below it, as a subquery (the
 * statement it is put in adds the parentheses). Written as SQL text rather than with the query
 * builder so the rule needs no database handle: the same text the builder gave.
 */
export function unitsOfBranch(organizationId: Operand, unitId: Operand): RawBuilder<string> {
  return sql<string>`select ${sql.ref('branch_unit.id')} from ${sql.table('organization_unit')} as ${sql.id('branch_unit')} where ${sql.ref('branch_unit.organization_id')} = ${organizationId} and ${pathHolds(sql.ref('branch_unit.path'), unitId)}`;
}

/**
 * The condition "the unit in `unitColumn` is in `unitId`'s branch", as raw SQL for a statement
 * whose own row names the organization (`organizationColumn`): what the employee search's
 * `unitBranch` filter adds.
 */
export function unitColumnInBranch(unitColumn: string, organizationColumn: string, unitId: string): Expression<SqlBool> {
  // Only a whole unit id names a branch: a part of one (or a LIKE wildcard) would match others.
  if (!UNIT_ID.test(unitId)) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${sql.ref(unitColumn)} in (select branch_unit.id from organization_unit as branch_unit where branch_unit.organization_id = ${sql.ref(organizationColumn)} and ${pathHolds(sql.ref('branch_unit.path'), unitId)})`;
}

/** A unit id as the server makes them (ids.ts): the only text `pathHolds` may look for. */
const UNIT_ID = /^[0-9a-f]{32}$/;

/** The ids of the employees of `unitId`'s branch, as a subquery (the statement adds the parentheses). */
export function employeesOfBranch(organizationId: Operand, unitId: Operand): RawBuilder<string> {
  return sql<string>`select ${sql.ref('branch_employee.id')} from ${sql.table('employee')} as ${sql.id('branch_employee')} where ${sql.ref('branch_employee.organization_id')} = ${organizationId} and ${sql.ref('branch_employee.unit_id')} in (${unitsOfBranch(organizationId, unitId)})`;
}

/**
 * Where an employee goes as the columns of their row: the unit and the copy of its path (null,
 * null: the organization level). Every write that places an employee sets both at once.
 */
export function unitColumnsOf(unit: { id: string; path: string } | null): { unit_id: string | null; unit_path: string | null } {
  return { unit_id: unit?.id ?? null, unit_path: unit?.path ?? null };
}

/**
 * The condition "the employee of this row is in the caller's reach", on the row's unit column, or
 * undefined when the caller reaches the whole organization (no condition at all: organization-level
 * callers run exactly the statements they ran before units).
 */
export function employeeInReach(caller: Reach, unitColumn: string): Expression<SqlBool> | undefined {
  if (caller.unitId === null) return undefined;
  return sql<SqlBool>`${sql.ref(unitColumn)} in (${unitsOfBranch(caller.organizationId, caller.unitId)})`;
}

/** The condition "the unit of this row is in the caller's reach", or undefined for organization-level callers. */
export function unitInReach(caller: Reach, pathColumn: string) {
  if (caller.unitId === null) return undefined;
  return pathHolds(sql.ref(pathColumn), caller.unitId);
}

/** The `employee_id` of a list's share with a unit starts so (no employee id holds ":", ClientId). */
const UNIT_SHARE_PREFIX = 'unit:';
export const unitShareKey = (unitId: string) => `${UNIT_SHARE_PREFIX}${unitId}`;

/** The unit a share key names, or undefined for a share with an employee or the organization. */
export function unitOfShareKey(key: string): string | undefined {
  return key.startsWith(UNIT_SHARE_PREFIX) ? key.slice(UNIT_SHARE_PREFIX.length) : undefined;
}

/**
 * The share keys that reach the caller: their own id, the organization's (`*`), and a share with
 * each unit above them or theirs (a unit's share reaches its whole branch).
 */
export function shareKeysReaching(caller: Pick<Caller, 'employeeId' | 'unitPath'>, organizationShare: string): string[] {
  return [caller.employeeId, organizationShare, ...(caller.unitPath === null ? [] : unitIdsOf(caller.unitPath).map(unitShareKey))];
}

/**
 * In a statement that reads the caller's unit path as a column (the detail read with its session):
 * "the share of this row is with a unit above the caller, or theirs". The pattern is a literal, not
 * a parameter: SQLite re-prepares a statement whose LIKE pattern is a bound parameter at every
 * execution (for its LIKE optimization), which cost the detail read 40 µs even when the CASE around
 * it never ran (issue 24).
 */
export function unitShareReachesPath(shareKey: Expression<string>, callerPath: Expression<string | null>): Expression<SqlBool> {
  return sql<SqlBool>`(${shareKey} like ${sql.lit(`${UNIT_SHARE_PREFIX}%`)} and ${pathHolds(callerPath, sql<string>`substr(${shareKey}, ${UNIT_SHARE_PREFIX.length + 1})`)})`;
}

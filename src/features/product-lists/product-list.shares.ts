import { findListSharing, findShareRows } from './product-list.repository.js';
import { replaceShares } from './product-list.write-statements.js';
import type { ServiceContext } from '../../platform/context.js';
import type { Trx } from '../../platform/db/database.js';
import { now } from '../../platform/db/database.js';
import { AppError, repeatedKeys, type ValidationIssue } from '../../kernel/errors.js';
import type { Caller } from '../../kernel/caller.js';
import { findVisibleList } from './product-list.repository.js';
import { ORGANIZATION_SHARE } from './product-list.reach.js';
import type { LockedList } from './product-list.write-statements.js';
import { noChanges } from '../../platform/live/list-events.js';
import { isOrganizationWide, reachesPath, unitOfShareKey, unitShareKey } from '../../kernel/reach.js';
import { outsideBranch, findUnitsByIds } from '../units/index.js';
import { employeesInReach, lockEmployeesOf } from '../identity/index.js';
import type { Changes } from '../../platform/outbox/outbox.js';
import type { ProductListShares, ProductListSharesInput } from './product-list.schemas.js';

import { finishWrite, listNotFound, lockOrFail, SERVER_ID, writeList } from './product-list.write.js';

/**
 * A list's shares (`GET|PUT /product-lists/{id}/shares`, docs/contract.md §2): with the whole
 * organization, units (their branch) and colleagues, each read or edit; who may name whom.
 */
/** `GET /product-lists/{id}/shares`: whoever may read the list may see with whom it is shared. */
export async function getShares(context: ServiceContext, caller: Caller, id: string): Promise<ProductListShares> {
  if (!SERVER_ID.test(id)) throw listNotFound(id);
  const list = await findVisibleList(context.readDb, caller, id, 'read');
  if (!list) throw listNotFound(id);
  return sharesOf(list.id, list.version, await findShareRows(context.readDb, caller.organizationId, id));
}

function sharesOf(listId: string, version: number, rows: readonly { employee_id: string; access: 'read' | 'edit' }[]): ProductListShares {
  const units = rows.flatMap((row) => {
    const unitId = unitOfShareKey(row.employee_id);
    return unitId === undefined ? [] : [{ unitId, access: row.access }];
  });
  return {
    apiAlias: 'product_list_shares',
    productListId: listId,
    organization: rows.find((row) => row.employee_id === ORGANIZATION_SHARE)?.access ?? null,
    employees: rows
      .filter((row) => row.employee_id !== ORGANIZATION_SHARE && unitOfShareKey(row.employee_id) === undefined)
      .map((row) => ({ employeeId: row.employee_id, access: row.access })),
    units,
    version,
  };
}

/**
 * Who a share may name: colleagues and units of the caller's reach (the organization at
 * organization level); the whole organization from a unit too, unless the organization's
 * `listSharing` is `branch` (a unit-level caller then shares within their branch). An employee
 * outside the reach is unknown (400, as a read is a 404); a unit outside it a 403, as everywhere a
 * unit is a destination (destinationUnit).
 */
async function checkShareTargets(trx: Trx, caller: Caller, list: LockedList, input: ProductListSharesInput, issues: ValidationIssue[]): Promise<void> {
  if (input.organization && !isOrganizationWide(caller)) {
    const sharing = await findListSharing(trx, caller.organizationId);
    if (sharing === 'branch') {
      throw new AppError('AUTH__PERMISSION_DENIED', {
        detail: 'Your organization keeps lists of a unit within its branch (listSharing "branch"): share with your units or colleagues instead.',
        pointer: '/organization',
        parameters: { permission: 'product_list.edit' },
      });
    }
  }
  const employees = input.employees ?? [];
  const ids = [...new Set(employees.map((share) => share.employeeId))];
  const found = ids.length === 0 ? [] : await employeesInReach(trx, caller).select('employee.id').where('employee.id', 'in', ids).execute();
  const known = new Set(found.map((row) => row.id));
  employees.forEach((share, index) => {
    if (!known.has(share.employeeId))
      issues.push({
        pointer: `/employees/${index}/employeeId`,
        detail: `No employee with id "${share.employeeId}" in this organization${isOrganizationWide(caller) ? '' : ' within your branch'}.`,
      });
    else if (share.employeeId === list.owner_id)
      issues.push({ pointer: `/employees/${index}/employeeId`, detail: 'The owner has every access to their own list already.' });
  });
  // Shares with units take their turn with unit writes: a unit deleted meanwhile takes its shares along.
  const units = input.units ?? [];
  if (units.length === 0) return;
  await lockEmployeesOf(trx, caller.organizationId);
  const unitsFound = new Map(
    (
      await findUnitsByIds(
        trx,
        caller.organizationId,
        units.map((share) => share.unitId),
      )
    ).map((unit) => [unit.id, unit]),
  );
  units.forEach((share, index) => {
    const unit = unitsFound.get(share.unitId);
    const pointer = `/units/${index}/unitId`;
    if (!unit) issues.push({ pointer, detail: `No organization unit with id "${share.unitId}" in this organization.` });
    else if (!reachesPath(caller, unit.path)) throw outsideBranch(pointer, 'product_list.edit', `The unit "${share.unitId}"`);
  });
}

/**
 * `PUT /product-lists/{id}/shares`: the list's shares become exactly these (idempotent). Only the
 * owner or a holder of `product_list.edit.all` shares; every employee named must be a colleague of
 * the same organization, not the owner; every unit one of its units (each reaches its branch). A
 * new version of the list, so that every cached answer, search and open session sees the change on
 * its next request.
 */
export async function putShares(
  context: ServiceContext,
  caller: Caller,
  id: string,
  input: ProductListSharesInput,
  expectedVersion: number | undefined,
): Promise<ProductListShares> {
  const employees = input.employees ?? [];
  const units = input.units ?? [];
  const { issues } = repeatedKeys(
    employees.map((share) => share.employeeId),
    (index) => `/employees/${index}/employeeId`,
    (key, first) => `The employee "${key}" is already in entry ${first}.`,
  );
  issues.push(
    ...repeatedKeys(
      units.map((share) => share.unitId),
      (index) => `/units/${index}/unitId`,
      (key, first) => `The unit "${key}" is already in entry ${first}.`,
    ).issues,
  );
  if (issues.length > 0) throw AppError.validation(issues);
  return writeList(context, id, async (trx) => {
    const list = await lockOrFail(trx, caller, id, expectedVersion, 'own');
    await checkShareTargets(trx, caller, list, input, issues);
    if (issues.length > 0) throw AppError.validation(issues);
    const at = now();
    const previous = await findShareRows(trx, caller.organizationId, id);
    const rows = [
      ...(input.organization ? [{ employee_id: ORGANIZATION_SHARE, access: input.organization }] : []),
      ...employees.map((share) => ({ employee_id: share.employeeId, access: share.access })),
      ...units.map((share) => ({ employee_id: unitShareKey(share.unitId), access: share.access })),
    ];
    await replaceShares(trx, caller.organizationId, id, rows, at);
    const sorted = [...rows].sort((a, b) => (a.employee_id < b.employee_id ? -1 : a.employee_id > b.employee_id ? 1 : 0));
    const sharesFrom = sharesOf(id, list.version, previous);
    const sharesTo = sharesOf(id, list.version + 1, sorted);
    const shareChanges: Changes = {};
    for (const field of ['organization', 'employees', 'units'] as const) {
      if (JSON.stringify(sharesFrom[field]) !== JSON.stringify(sharesTo[field]))
        shareChanges[`shares.${field}`] = { from: sharesFrom[field], to: sharesTo[field] };
    }
    const { event } = await finishWrite(context, trx, caller, {
      id,
      notes: { ...noChanges(), shared: true },
      before: { locked: list, items: new Map() },
      changes: { shared: rows.length > 0 },
      history: { type: 'product_list.shared', changes: shareChanges },
    });
    return { result: sharesOf(id, event!.data.version, sorted), event };
  });
}

import type { ServiceContext } from '../../platform/context.js';
import type { Db, Trx } from '../../platform/db/database.js';
import { now } from '../../platform/db/database.js';
import { AppError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { Caller } from '../../kernel/caller.js';
import type { Permission } from '../../kernel/permissions.js';
import { assertVersion } from '../../platform/http/versioning.js';
import { trimmedName } from '../../platform/http/validation.js';
import { employeeEvent, lockEmployeesOf, moveEmployeesOfUnit, unitPathsOf } from '../identity/index.js';
import {
  childPath,
  contentsOf,
  deepestIn,
  findChildren,
  findSiblingNamed,
  findUnit,
  insertUnit,
  moveSubtree,
  deleteUnitRow,
  updateUnit,
  toUnit,
  type UnitRow,
} from './organization-unit.repository.js';
import { MAX_UNIT_DEPTH, reachesPath, reachesStrictlyBelow, unitIdsOf, unitShareKey } from '../../kernel/reach.js';
import type { OrganizationUnit, OrganizationUnitCreate, OrganizationUnitPatch } from './organization-unit.schemas.js';
import { actorOf, changesOf, recordEvent, recordEvents, type PendingEvent } from '../../platform/outbox/outbox.js';
import type { EventType } from '../../kernel/event-types.js';
import { listEvent, removeSharesWithKey } from '../product-lists/index.js';

const UNIT_FIELDS = ['name', 'parentId', 'path'] as const;

/** A unit's event, read by those whose branch holds the unit (its path before a deletion, after otherwise). */
function unitEvent(type: EventType, before: UnitRow | null, after: UnitRow | null, extra: Record<string, unknown> = {}): PendingEvent {
  const row = (after ?? before)!;
  return {
    type,
    resource: { type: 'organization_unit', id: row.id, version: after ? after.version : row.version + 1 },
    scopePath: row.path,
    data: { changes: changesOf(before ? toUnit(before) : null, after ? toUnit(after) : null, UNIT_FIELDS), ...extra },
  };
}

export function unitNotFound(id: string): AppError {
  return new AppError('ORGANIZATION_UNIT__NOT_FOUND', { detail: `No organization unit with id "${id}".`, parameters: { id } });
}

function tooDeep(depth: number, pointer?: string): AppError {
  return new AppError('ORGANIZATION_UNIT__TOO_DEEP', {
    detail: `The tree would be ${depth} levels deep here; it has at most ${MAX_UNIT_DEPTH}.`,
    pointer,
    parameters: { depth, max: MAX_UNIT_DEPTH },
  });
}

function cycle(pointer: string): AppError {
  return new AppError('ORGANIZATION_UNIT__CYCLE', { detail: 'A unit cannot go under itself or under a unit below it.', pointer });
}

function duplicateName(name: string, pointer?: string): AppError {
  return new AppError('ORGANIZATION_UNIT__DUPLICATE_NAME', {
    detail: `A unit there is named "${name}" already (names are unique among siblings, ignoring case).`,
    pointer,
    parameters: { name },
  });
}

export function outsideBranch(pointer: string, permission: Permission, what: string): AppError {
  return new AppError('AUTH__PERMISSION_DENIED', {
    detail: `${what} is outside your branch: you act within your own unit and the units below it.`,
    pointer,
    parameters: { permission },
  });
}

/**
 * Where a client sends someone or something (a new unit's parent, an employee's unit, where a
 * deleted unit's contents go): null is the organization level, which only organization-level
 * callers reach; a unit must be one of the organization (400 at `pointer` otherwise) and in the
 * caller's branch (403).
 */
export async function destinationUnit(db: Db | Trx, caller: Caller, unitId: string | null, pointer: string, permission: Permission): Promise<UnitRow | null> {
  if (unitId === null) {
    if (caller.unitId !== null) throw outsideBranch(pointer, permission, 'The organization level');
    return null;
  }
  const unit = await findUnit(db, caller.organizationId, unitId);
  if (!unit) throw AppError.validation([{ pointer, detail: `No organization unit with id "${unitId}" in this organization.` }]);
  if (!reachesPath(caller, unit.path)) throw outsideBranch(pointer, permission, `The unit "${unitId}"`);
  return unit;
}

/** A unit the caller may read: in their branch (404 otherwise, as a foreign one). */
async function unitInBranch(db: Db | Trx, caller: Caller, id: string): Promise<UnitRow> {
  const row = await findUnit(db, caller.organizationId, id);
  if (!row || !reachesPath(caller, row.path)) throw unitNotFound(id);
  return row;
}

/** A unit the caller may change or delete: strictly below their own unit (their own is managed from above). */
async function unitToManage(trx: Trx, caller: Caller, id: string, permission: Permission): Promise<UnitRow> {
  await lockEmployeesOf(trx, caller.organizationId);
  const row = await unitInBranch(trx, caller, id);
  if (!reachesStrictlyBelow(caller, row.path)) {
    throw new AppError('AUTH__PERMISSION_DENIED', {
      detail: 'Your own unit is managed from above: you manage the units below it.',
      parameters: { permission },
    });
  }
  return row;
}

export async function getUnit(context: ServiceContext, caller: Caller, id: string): Promise<OrganizationUnit> {
  return toUnit(await unitInBranch(context.readDb, caller, id));
}

export async function createUnit(context: ServiceContext, caller: Caller, input: OrganizationUnitCreate): Promise<OrganizationUnit> {
  const name = trimmedName(input.name, '/name');
  return context.writer.run(async (trx) => {
    await lockEmployeesOf(trx, caller.organizationId);
    const parent = await destinationUnit(trx, caller, input.parentId === undefined ? caller.unitId : input.parentId, '/parentId', 'organization_unit.create');
    const depth = (parent?.depth ?? 0) + 1;
    if (depth > MAX_UNIT_DEPTH) throw tooDeep(depth, '/parentId');
    if (await findSiblingNamed(trx, caller.organizationId, parent?.id ?? null, name.toLowerCase())) throw duplicateName(name, '/name');
    const at = now();
    const id = newId();
    const row: UnitRow = {
      organization_id: caller.organizationId,
      id,
      parent_id: parent?.id ?? null,
      name,
      name_normalized: name.toLowerCase(),
      depth,
      path: childPath(parent, id),
      created_at: at,
      updated_at: at,
      version: 1,
    };
    await insertUnit(trx, row);
    await recordEvent(trx, caller.organizationId, actorOf(caller), unitEvent('organization_unit.created', null, row));
    return toUnit(row);
  });
}

/** `PATCH /organization-unit/{id}`: a new name, or a new parent (the unit moves with everything below it). */
export async function patchUnit(
  context: ServiceContext,
  caller: Caller,
  id: string,
  patch: OrganizationUnitPatch,
  expectedVersion: number | undefined,
): Promise<OrganizationUnit> {
  const name = patch.name === undefined ? undefined : trimmedName(patch.name, '/name');
  return context.writer.run(async (trx) => {
    const row = await unitToManage(trx, caller, id, 'organization_unit.edit');
    assertVersion(row.version, expectedVersion);
    let parentId = row.parent_id;
    let path = row.path;
    let depth = row.depth;
    let moved = false;
    if (patch.parentId !== undefined && patch.parentId !== row.parent_id) {
      if (patch.parentId === row.id) throw cycle('/parentId');
      const parent = await destinationUnit(trx, caller, patch.parentId, '/parentId', 'organization_unit.edit');
      if (parent && unitIdsOf(parent.path).includes(row.id)) throw cycle('/parentId');
      depth = (parent?.depth ?? 0) + 1;
      const deepest = (await deepestIn(trx, caller.organizationId, row.path)) - row.depth + depth;
      if (deepest > MAX_UNIT_DEPTH) throw tooDeep(deepest, '/parentId');
      parentId = parent?.id ?? null;
      path = childPath(parent, row.id);
      moved = true;
    }
    const newName = name ?? row.name;
    if (newName === row.name && !moved) return toUnit(row);
    if (
      (newName.toLowerCase() !== row.name_normalized || moved) &&
      (await findSiblingNamed(trx, caller.organizationId, parentId, newName.toLowerCase(), row.id))
    ) {
      throw duplicateName(newName, name !== undefined ? '/name' : '/parentId');
    }
    const at = now();
    // A move rewrites the subtree's paths and depths (and versions, the unit's own included).
    if (moved) await moveSubtree(trx, caller.organizationId, row.path, path, depth - row.depth, at);
    const updated = await updateUnit(trx, caller.organizationId, id, {
      name: newName,
      name_normalized: newName.toLowerCase(),
      parent_id: parentId,
      updated_at: at,
      ...(moved ? {} : { version: row.version + 1 }),
    });
    await recordEvent(trx, caller.organizationId, actorOf(caller), unitEvent(moved ? 'organization_unit.moved' : 'organization_unit.changed', row, updated));
    return toUnit(updated);
  });
}

/**
 * `DELETE /organization-unit/{id}`: an empty unit goes; one holding employees or units goes only
 * with `moveTo` (a unit id, or `root`), where they go in the same transaction. Shares of lists
 * with the unit go with it.
 */
export async function deleteUnit(
  context: ServiceContext,
  caller: Caller,
  id: string,
  moveTo: string | undefined,
  expectedVersion: number | undefined,
): Promise<void> {
  await context.writer.run(async (trx) => {
    const row = await unitToManage(trx, caller, id, 'organization_unit.delete');
    assertVersion(row.version, expectedVersion);
    const contents = await contentsOf(trx, caller.organizationId, id);
    const at = now();
    const events: PendingEvent[] = [];
    if (contents.employees + contents.childUnits > 0) {
      if (moveTo === undefined) {
        throw new AppError('ORGANIZATION_UNIT__NOT_EMPTY', {
          detail: `The unit holds ${contents.employees} employee(s) and ${contents.childUnits} unit(s); say where they go (?moveTo=<unit id> or ?moveTo=root).`,
          parameters: contents,
        });
      }
      const target = await destinationUnit(trx, caller, moveTo === 'root' ? null : moveTo, '/moveTo', 'organization_unit.delete');
      if (target && unitIdsOf(target.path).includes(row.id)) throw cycle('/moveTo');
      const children = await findChildren(trx, caller.organizationId, id);
      if (children.length > 0) {
        // Each child subtree moves up or across by the same number of levels.
        const change = (target?.depth ?? 0) - row.depth;
        const deepest = (await deepestIn(trx, caller.organizationId, row.path)) + change;
        if (deepest > MAX_UNIT_DEPTH) throw tooDeep(deepest, '/moveTo');
        for (const child of children) {
          const taken = await findSiblingNamed(trx, caller.organizationId, target?.id ?? null, child.name_normalized);
          if (taken) throw duplicateName(child.name, '/moveTo');
          await moveSubtree(trx, caller.organizationId, child.path, childPath(target, child.id), change, at);
          await updateUnit(trx, caller.organizationId, child.id, { parent_id: target?.id ?? null });
        }
      }
      const employees = await moveEmployeesOfUnit(trx, caller.organizationId, id, target, at);
      // Each employee's unit changed: one event each, as if moved one by one.
      events.push(
        ...employees.map((employee) =>
          employeeEvent('employee.unit_changed', { ...employee, unit_id: row.id, unit_path: row.path, version: employee.version - 1 }, employee, {
            unitDeleted: row.id,
          }),
        ),
      );
    }
    events.push(...(await removeUnitShares(trx, caller.organizationId, id, at)));
    await deleteUnitRow(trx, caller.organizationId, id);
    await recordEvents(trx, caller.organizationId, actorOf(caller), [
      unitEvent('organization_unit.deleted', row, null, moveTo !== undefined ? { movedTo: moveTo } : {}),
      ...events,
    ]);
  });
}

/** A deleted unit's shares go with it; each list they were on is a new version (its `shared` may change): answers their events. */
async function removeUnitShares(trx: Trx, organizationId: string, unitId: string, at: string): Promise<PendingEvent[]> {
  const key = unitShareKey(unitId);
  const { lists, written } = await removeSharesWithKey(trx, organizationId, key, at);
  if (lists.length === 0) return [];
  const owners = await unitPathsOf(trx, organizationId, [...new Set(written.flatMap((list) => (list.owner_id === null ? [] : [list.owner_id])))]);
  const pathOf = new Map(owners.map((owner) => [owner.id, owner.unit_path]));
  const accessOf = new Map(lists.map((list) => [list.product_list_id, list.access]));
  return written.map((list) =>
    listEvent(
      'product_list.shared',
      list.id,
      list.version,
      list.owner_id === null ? null : (pathOf.get(list.owner_id) ?? null),
      { [`shares.units.${unitId}`]: { from: accessOf.get(list.id) ?? null, to: null } },
      { unitDeleted: unitId },
    ),
  );
}

import type { ServiceContext } from '../../../platform/context.js';
import { findEmployeesByIds } from '../../identity/index.js';
import { patchEmployee } from '../../employees/index.js';
import { findUnit, type UnitRow, createUnit, deleteUnit, patchUnit } from '../../units/index.js';
import { answersAttribute, GROUP_SCHEMA, type ScimAttributesQuery, type ScimGroup } from './scim.schemas.js';
import { employeesOfUnits, unitsAsGroups } from './scim.repository.js';
import { listPage, operationsOf, parseEqFilter, scimCaller, ScimFailure } from './scim.users.js';

/**
 * SCIM Groups are organization units (any depth; a group created by SCIM sits directly under the
 * organization). An employee is in one unit, so joining a group moves them out of the one they were
 * in; leaving it puts them at organization level.
 */

async function membersOf(context: ServiceContext, organizationId: string, unitIds: readonly string[]) {
  if (unitIds.length === 0) return new Map<string, { value: string; display?: string }[]>();
  const rows = await employeesOfUnits(context.db, organizationId, unitIds);
  const members = new Map<string, { value: string; display?: string }[]>();
  for (const row of rows) {
    const list = members.get(row.unit_id!) ?? [];
    list.push({ value: row.id, ...(row.email !== null ? { display: row.email } : {}) });
    members.set(row.unit_id!, list);
  }
  return members;
}

function toScimGroup(unit: UnitRow, members: { value: string; display?: string }[], baseUrl: string): ScimGroup {
  return {
    schemas: [GROUP_SCHEMA],
    id: unit.id,
    displayName: unit.name,
    members,
    meta: {
      resourceType: 'Group',
      created: unit.created_at,
      lastModified: unit.updated_at,
      location: `${baseUrl}/Groups/${encodeURIComponent(unit.id)}`,
      version: `W/"${unit.version}"`,
    },
  };
}

function groupNotFound(id: string): ScimFailure {
  return new ScimFailure(404, `No group has the id "${id}".`);
}

export async function getGroup(
  context: ServiceContext,
  organizationId: string,
  id: string,
  baseUrl: string,
  shape: ScimAttributesQuery = {},
): Promise<ScimGroup> {
  const unit = await findUnit(context.db, organizationId, id);
  if (!unit) throw groupNotFound(id);
  return toScimGroup(unit, answersAttribute(shape, 'members') ? ((await membersOf(context, organizationId, [id])).get(id) ?? []) : [], baseUrl);
}

/** Groups; their members only when the answer holds them (Entra ID looks groups up with `excludedAttributes=members`). */
export async function listGroups(
  context: ServiceContext,
  organizationId: string,
  query: { filter?: string; startIndex?: number; count?: number } & ScimAttributesQuery,
  baseUrl: string,
) {
  const units = unitsAsGroups(context.db, organizationId, query.filter === undefined ? undefined : parseEqFilter(query.filter, ['displayName']).value);
  return listPage(units, ['created_at', 'id'], query, async (found) => {
    const members = answersAttribute(query, 'members')
      ? await membersOf(
          context,
          organizationId,
          found.map((unit) => unit.id),
        )
      : new Map<string, { value: string; display?: string }[]>();
    return found.map((unit) => toScimGroup(unit, members.get(unit.id) ?? [], baseUrl));
  });
}

function displayNameOf(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 255)
    throw new ScimFailure(400, 'displayName is a string of 1–255 characters.', 'invalidValue');
  return value;
}

function memberIdsOf(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : [value];
  return entries.map((entry) => {
    const id = typeof entry === 'object' && entry !== null ? (entry as { value?: unknown }).value : undefined;
    if (typeof id !== 'string' || id === '' || id.length > 64) throw new ScimFailure(400, 'members are [{"value": "<user id>"}].', 'invalidValue');
    return id;
  });
}

/** Moves employees into the unit (or out of it, to organization level), each through the employee service. */
async function moveMembers(
  context: ServiceContext,
  organizationId: string,
  ids: readonly string[],
  unitId: string | null,
  requestId: string | null,
  onlyFrom?: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await findEmployeesByIds(context.db, organizationId, unique);
  const known = new Map(found.map((row) => [row.id, row]));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length > 0) throw new ScimFailure(400, `No user has the id "${missing[0]}".`, 'invalidValue');
  const caller = scimCaller(organizationId, requestId);
  for (const id of unique) {
    const row = known.get(id)!;
    if (row.unit_id === unitId || (onlyFrom !== undefined && row.unit_id !== onlyFrom)) continue;
    await patchEmployee(context, caller, id, { unitId }, undefined);
  }
}

/** The group's members become exactly these: the others go to organization level. */
async function setMembers(context: ServiceContext, organizationId: string, unitId: string, ids: readonly string[], requestId: string | null): Promise<void> {
  const current = (await membersOf(context, organizationId, [unitId])).get(unitId) ?? [];
  const wanted = new Set(ids);
  await moveMembers(
    context,
    organizationId,
    current.map((member) => member.value).filter((id) => !wanted.has(id)),
    null,
    requestId,
    unitId,
  );
  await moveMembers(context, organizationId, ids, unitId, requestId);
}

export async function createGroup(
  context: ServiceContext,
  organizationId: string,
  body: Record<string, unknown>,
  requestId: string | null,
  baseUrl: string,
): Promise<ScimGroup> {
  const name = displayNameOf(body.displayName);
  const members = body.members === undefined ? [] : memberIdsOf(body.members);
  const unit = await createUnit(context, scimCaller(organizationId, requestId), { name, parentId: null });
  await moveMembers(context, organizationId, members, unit.id, requestId);
  return getGroup(context, organizationId, unit.id, baseUrl);
}

export async function replaceGroup(
  context: ServiceContext,
  organizationId: string,
  id: string,
  body: Record<string, unknown>,
  requestId: string | null,
  baseUrl: string,
): Promise<ScimGroup> {
  const unit = await findUnit(context.db, organizationId, id);
  if (!unit) throw groupNotFound(id);
  const name = displayNameOf(body.displayName);
  if (name.trim() !== unit.name) await patchUnit(context, scimCaller(organizationId, requestId), id, { name }, undefined);
  await setMembers(context, organizationId, id, body.members === undefined ? [] : memberIdsOf(body.members), requestId);
  return getGroup(context, organizationId, id, baseUrl);
}

/**
 * `PATCH /Groups/{id}`: `displayName` replaced; `members` added (moved here), removed (by
 * `members[value eq "<id>"]`, or `members` with a value list; none named: all) or replaced. Every
 * operation is read and checked (its values, that every member named exists) before anything is
 * written; the name changes first, then members move one by one (each through the employee service).
 */
export async function patchGroup(
  context: ServiceContext,
  organizationId: string,
  id: string,
  body: Record<string, unknown>,
  requestId: string | null,
  baseUrl: string,
): Promise<ScimGroup> {
  if (!(await findUnit(context.db, organizationId, id))) throw groupNotFound(id);
  let name: string | undefined;
  const moves: { kind: 'add' | 'remove' | 'replace'; ids?: string[] }[] = [];
  for (const operation of operationsOf(body)) {
    const path = operation.path?.trim();
    const filtered = path === undefined ? undefined : /^members\[\s*value\s+eq\s+"([^"]+)"\s*\]$/i.exec(path);
    if (path === undefined) {
      const value = operation.value as Record<string, unknown> | null;
      if (typeof value !== 'object' || value === null || Array.isArray(value) || operation.op === 'remove')
        throw new ScimFailure(400, 'An operation without a path takes an object of attributes.', 'invalidValue');
      if (value.displayName !== undefined) name = displayNameOf(value.displayName);
      if (value.members !== undefined) moves.push({ kind: operation.op === 'replace' ? 'replace' : 'add', ids: memberIdsOf(value.members) });
    } else if (path.toLowerCase() === 'displayname') {
      if (operation.op === 'remove') throw new ScimFailure(400, 'displayName cannot be removed.', 'mutability');
      name = displayNameOf(operation.value);
    } else if (filtered) {
      if (operation.op !== 'remove') throw new ScimFailure(400, 'A filtered members path is for remove.', 'invalidPath');
      moves.push({ kind: 'remove', ids: [filtered[1]!] });
    } else if (path.toLowerCase() === 'members') {
      moves.push({ kind: operation.op, ...(operation.op === 'remove' && operation.value === undefined ? {} : { ids: memberIdsOf(operation.value) }) });
    } else {
      throw new ScimFailure(400, `A group's ${path} is not an attribute this service keeps (displayName, members).`, 'invalidPath');
    }
  }
  const named = [...new Set(moves.flatMap((move) => move.ids ?? []))];
  const found = new Set((await findEmployeesByIds(context.db, organizationId, named)).map((row) => row.id));
  const missing = named.find((memberId) => !found.has(memberId));
  if (missing !== undefined) throw new ScimFailure(400, `No user has the id "${missing}".`, 'invalidValue');
  if (name !== undefined) await patchUnit(context, scimCaller(organizationId, requestId), id, { name }, undefined);
  for (const move of moves) {
    if (move.kind === 'add') await moveMembers(context, organizationId, move.ids!, id, requestId);
    else if (move.kind === 'replace') await setMembers(context, organizationId, id, move.ids!, requestId);
    else {
      const ids = move.ids ?? ((await membersOf(context, organizationId, [id])).get(id) ?? []).map((member) => member.value);
      await moveMembers(context, organizationId, ids, null, requestId, id);
    }
  }
  return getGroup(context, organizationId, id, baseUrl);
}

/** `DELETE /Groups/{id}`: the unit goes; its employees and units move to organization level. */
export async function deleteGroup(context: ServiceContext, organizationId: string, id: string, requestId: string | null): Promise<void> {
  if (!(await findUnit(context.db, organizationId, id))) throw groupNotFound(id);
  await deleteUnit(context, scimCaller(organizationId, requestId), id, 'root', undefined);
}

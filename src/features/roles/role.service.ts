import type { ServiceContext } from '../../platform/context.js';
import type { Trx } from '../../platform/db/database.js';
import { now } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/dialect.js';
import { AppError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { Caller } from '../../kernel/caller.js';
import { isManaging, missingFrom, PERMISSION_DESCRIPTIONS, PERMISSIONS, type Permission } from '../../kernel/permissions.js';
import { assertVersion } from '../../platform/http/versioning.js';
import { trimmedName } from '../../platform/http/validation.js';
import { countHoldersOf, employeeEvent, lockEmployeesOf, replaceRoleOfHolders } from '../identity/index.js';
import {
  countActiveManagers,
  deleteRoleRow,
  findRole,
  insertRole,
  permissionsOfRoles,
  permissionsText,
  roleRowPermissions,
  toRole,
  updateRole,
} from './role.repository.js';
import type { PermissionList, Role, RoleCreate, RolePatch } from './role.schemas.js';
import { actorOf, changesOf, recordEvent, recordEvents, type PendingEvent } from '../../platform/outbox/outbox.js';
import type { EventType } from '../../kernel/event-types.js';

const ROLE_FIELDS = ['name', 'description', 'permissions'] as const;

/** A role's event (roles are the organization's: read at organization level). */
function roleEvent(type: EventType, before: Role | null, after: Role | null): PendingEvent {
  const role = (after ?? before)!;
  return {
    type,
    resource: { type: 'role', id: role.id, version: after ? after.version : role.version + 1 },
    scopePath: null,
    data: { changes: changesOf(before, after, ROLE_FIELDS) },
  };
}

export function roleNotFound(id: string): AppError {
  return new AppError('ROLE__NOT_FOUND', { detail: `No role with id "${id}" in this organization.`, parameters: { id } });
}

/**
 * No escalation (docs/contract.md §2): a caller grants only permissions they hold themselves, and
 * acts only on roles and employees whose permissions they hold all of (else one could lower, or
 * take over, someone who may do more).
 */
export function assertHoldsAll(caller: Caller, wanted: Iterable<Permission>, what: string, pointer?: string): void {
  const missing = missingFrom(caller.permissions, wanted);
  if (missing.length === 0) return;
  throw new AppError('AUTH__PERMISSION_DENIED', {
    detail: `${what} needs permissions you do not hold: ${missing.join(', ')}.`,
    pointer,
    parameters: { permission: missing[0], missing },
  });
}

/** The permissions of a role to give an employee; a name that is no role of the organization is a 400 at `pointer`. */
export async function roleToAssign(trx: Trx, caller: Caller, role: string, pointer: string): Promise<ReadonlySet<Permission>> {
  const permissions = (await permissionsOfRoles(trx, caller.organizationId, [role])).get(role);
  if (!permissions) throw AppError.validation([{ pointer, detail: `No role "${role}" in this organization: admin, member or the id of one of its roles.` }]);
  assertHoldsAll(caller, permissions, `Giving the role "${role}"`, pointer);
  return permissions;
}

export function lastManager(detail: string): AppError {
  return new AppError('ROLE__LAST_MANAGER', { detail });
}

function duplicateName(name: string): AppError {
  return new AppError('ROLE__DUPLICATE_NAME', { detail: `The organization has a role named "${name}" already.`, pointer: '/name', parameters: { name } });
}

async function orDuplicateName<T>(work: Promise<T>, name: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(name);
    throw error;
  }
}

export async function getRole(context: ServiceContext, caller: Caller, id: string): Promise<Role> {
  const row = await findRole(context.readDb, caller.organizationId, id);
  if (!row) throw roleNotFound(id);
  return toRole(row);
}

/**
 * Roles are the organization's, and a role's change reaches every employee holding it, in every
 * unit: defining, changing and deleting roles is for organization-level employees (the routes'
 * guards say so). Unit-level employees read roles and give them within their branch (without escalation).
 */
export const ROLES_ORGANIZATION_LEVEL = "Roles are the organization's and reach every unit: only organization-level employees define, change or delete them.";

export async function createRole(context: ServiceContext, caller: Caller, input: RoleCreate): Promise<Role> {
  const name = trimmedName(input.name, '/name');
  const permissions = input.permissions as Permission[];
  assertHoldsAll(caller, permissions, 'Granting these permissions', '/permissions');
  const at = now();
  const row = {
    organization_id: caller.organizationId,
    id: newId(),
    name,
    name_normalized: name.toLowerCase(),
    description: input.description ?? null,
    permissions: permissionsText(permissions),
    built_in: 0,
    created_at: at,
    updated_at: at,
    version: 1,
  };
  await orDuplicateName(
    context.writer.run(async (trx) => {
      await insertRole(trx, row);
      await recordEvent(trx, caller.organizationId, actorOf(caller), roleEvent('role.created', null, toRole(row)));
    }),
    name,
  );
  return toRole(row);
}

/** A custom role for a write, after the organization's employee writes took their turn; built-in roles cannot be written. */
async function roleForWrite(trx: Trx, caller: Caller, id: string, expectedVersion: number | undefined) {
  await lockEmployeesOf(trx, caller.organizationId);
  const row = await findRole(trx, caller.organizationId, id);
  if (!row) throw roleNotFound(id);
  if (row.built_in === 1) {
    throw new AppError('ROLE__BUILT_IN', {
      detail: `The built-in role "${row.id}" cannot be changed or deleted; define a role of your own instead.`,
      parameters: { id: row.id },
    });
  }
  assertVersion(row.version, expectedVersion);
  assertHoldsAll(caller, roleRowPermissions(row), `Changing the role "${row.name}"`);
  return row;
}

/**
 * `PATCH /role/{id}`: the new permissions count for every employee holding the role from their
 * very next request, on every instance: the session read joins the role (session.repository.ts).
 */
export async function patchRole(context: ServiceContext, caller: Caller, id: string, patch: RolePatch, expectedVersion: number | undefined): Promise<Role> {
  const name = patch.name === undefined ? undefined : trimmedName(patch.name, '/name');
  if (patch.permissions !== undefined) assertHoldsAll(caller, patch.permissions as Permission[], 'Granting these permissions', '/permissions');
  return orDuplicateName(
    context.writer.run(async (trx) => {
      const row = await roleForWrite(trx, caller, id, expectedVersion);
      const changes = {
        ...(name !== undefined ? { name, name_normalized: name.toLowerCase() } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.permissions !== undefined ? { permissions: permissionsText(patch.permissions) } : {}),
      };
      const unchanged = Object.entries(changes).every(([key, value]) => row[key as keyof typeof row] === value);
      if (unchanged) return toRole(row);
      const updated = await updateRole(trx, caller.organizationId, id, row.version, changes, now());
      if (isManaging(roleRowPermissions(row)) && !isManaging(roleRowPermissions(updated)) && (await countActiveManagers(trx, caller.organizationId)) === 0) {
        throw lastManager(
          'Without these permissions nobody active in the organization could manage roles and employees (employee.edit and role.edit); give them to another employee first.',
        );
      }
      await recordEvent(trx, caller.organizationId, actorOf(caller), roleEvent('role.changed', toRole(row), toRole(updated)));
      return toRole(updated);
    }),
    name ?? '',
  );
}

/**
 * `DELETE /role/{id}`: a role nobody holds goes; a role in use goes only with a `replacement` that
 * its employees get in the same transaction (their sessions go on, with the replacement's permissions).
 */
export async function deleteRole(
  context: ServiceContext,
  caller: Caller,
  id: string,
  replacement: string | undefined,
  expectedVersion: number | undefined,
): Promise<void> {
  await context.writer.run(async (trx) => {
    const row = await roleForWrite(trx, caller, id, expectedVersion);
    const events: PendingEvent[] = [];
    const holders = await countHoldersOf(trx, caller.organizationId, id);
    if (holders > 0) {
      if (replacement === undefined) {
        throw new AppError('ROLE__IN_USE', {
          detail: `${holders} employee${holders === 1 ? ' holds' : 's hold'} this role; name the role they get instead (?replacement=<role id>), or give them another role first.`,
          parameters: { employees: holders },
        });
      }
      if (replacement === id) throw AppError.validation([{ pointer: '/replacement', detail: 'The replacement must be another role.' }]);
      const replacementPermissions = await roleToAssign(trx, caller, replacement, '/replacement');
      const moved = await replaceRoleOfHolders(trx, caller.organizationId, id, replacement, now());
      // Each holder's role changed: one event each, as if changed one by one.
      events.push(
        ...moved.map((employee) =>
          employeeEvent('employee.role_changed', { ...employee, role: id, version: employee.version - 1 }, employee, { roleDeleted: id }),
        ),
      );
      if (isManaging(roleRowPermissions(row)) && !isManaging(replacementPermissions) && (await countActiveManagers(trx, caller.organizationId)) === 0) {
        throw lastManager('With this replacement nobody active in the organization could manage roles and employees (employee.edit and role.edit).');
      }
    }
    await deleteRoleRow(trx, caller.organizationId, id);
    events.push(roleEvent('role.deleted', toRole(row), null));
    await recordEvents(trx, caller.organizationId, actorOf(caller), events);
  });
}

/** `GET /permissions`: every permission with what it allows, grouped by what it is about. */
export function permissionList(): PermissionList {
  const groups = new Map<string, { name: string; description: string }[]>();
  for (const name of PERMISSIONS) {
    const group = name.split('.')[0]!;
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push({ name, description: PERMISSION_DESCRIPTIONS[name] });
  }
  return { apiAlias: 'b2b_permission_list', groups: [...groups].map(([group, permissions]) => ({ group, permissions })) };
}

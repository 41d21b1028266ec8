import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../platform/db/database.js';
import { orThrow, rowUpdated } from '../../platform/db/dialect.js';
import { isBuiltInRole, isManaging, permissionsOf, type Permission } from '../../kernel/permissions.js';
import type { RoleTable } from '../../platform/db/schema/role.table.js';
import type { Role } from './role.schemas.js';

export type RoleRow = Selectable<RoleTable>;

/** A role's permissions as stored: sorted JSON text, so equal sets have equal text (permissionsOf keeps parsed sets by text). */
export function permissionsText(permissions: Iterable<string>): string {
  return JSON.stringify([...new Set(permissions)].sort());
}

export function roleRowPermissions(row: Pick<RoleRow, 'id' | 'permissions'>): ReadonlySet<Permission> {
  return permissionsOf(row.id, row.permissions);
}

export function toRole(row: RoleRow): Role {
  return {
    apiAlias: 'b2b_role',
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    description: row.description,
    permissions: [...roleRowPermissions(row)].sort(),
    builtIn: row.built_in === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

export function findRole(db: Db | Trx, organizationId: string, id: string) {
  return db.selectFrom('role').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
}

/** The built-in roles' rows of a new organization (migration 0007 made them for the existing ones). */
export function builtInRoleRows(organizationId: string, at: string): RoleRow[] {
  return [
    { id: 'admin', description: 'Built-in: every permission.' },
    { id: 'member', description: 'Built-in: their own profile and their own product lists.' },
  ].map(({ id, description }) => ({
    organization_id: organizationId,
    id,
    name: id,
    name_normalized: id,
    description,
    permissions: null,
    built_in: 1,
    created_at: at,
    updated_at: at,
    version: 1,
  }));
}

/**
 * The permissions of the named roles of an organization, by id: built-in ones from the code, the
 * others from their rows. A name that is no role of the organization is absent from the map.
 */
export async function permissionsOfRoles(db: Db | Trx, organizationId: string, ids: Iterable<string>): Promise<Map<string, ReadonlySet<Permission>>> {
  const wanted = [...new Set(ids)];
  const found = new Map<string, ReadonlySet<Permission>>();
  for (const id of wanted) if (isBuiltInRole(id)) found.set(id, permissionsOf(id));
  const custom = wanted.filter((id) => !isBuiltInRole(id));
  if (custom.length > 0) {
    const rows = await db.selectFrom('role').select(['id', 'permissions']).where('organization_id', '=', organizationId).where('id', 'in', custom).execute();
    for (const row of rows) found.set(row.id, roleRowPermissions(row));
  }
  return found;
}

/**
 * Active organization-level employees who can manage roles and employees (permissions.ts,
 * MANAGER_PERMISSIONS), apart from `exceptIds`; a unit-level manager reaches their branch only, so
 * they do not count: the count the last-manager rule checks, read inside
 * the write that could lower it (after lockEmployeesOf on PostgreSQL).
 */
export async function countActiveManagers(trx: Trx | Db, organizationId: string, exceptIds: readonly string[] = []): Promise<number> {
  const custom = await trx.selectFrom('role').select(['id', 'permissions']).where('organization_id', '=', organizationId).where('built_in', '=', 0).execute();
  const managing = ['admin', ...custom.filter((row) => isManaging(roleRowPermissions(row))).map((row) => row.id)];
  let query = trx
    .selectFrom('employee')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'active')
    .where('role', 'in', managing)
    .where('unit_id', 'is', null);
  if (exceptIds.length > 0) query = query.where('id', 'not in', exceptIds);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertRole(trx: Trx, row: RoleRow): Promise<void> {
  await trx.insertInto('role').values(row).execute();
}

/** Writes `changes` as the role's next version, if it is still at `version`; answers the row written. */
export async function updateRole(
  trx: Trx,
  organizationId: string,
  id: string,
  version: number,
  changes: Partial<Pick<RoleRow, 'name' | 'name_normalized' | 'description' | 'permissions'>>,
  at: string,
) {
  const update = trx
    .updateTable('role')
    .set({ ...changes, updated_at: at, version: version + 1 })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll();
  const reread = () => trx.selectFrom('role').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
  return orThrow(await rowUpdated(trx, update, reread), update);
}

export async function deleteRoleRow(trx: Trx, organizationId: string, id: string): Promise<void> {
  await trx.deleteFrom('role').where('organization_id', '=', organizationId).where('id', '=', id).execute();
}

export async function insertRoles(trx: Trx, rows: readonly RoleRow[]): Promise<void> {
  await trx
    .insertInto('role')
    .values([...rows])
    .execute();
}

import { touch } from '../../platform/fast/freshness.js';
import { sql, type Selectable } from 'kysely';
import type { Db, Trx } from '../../platform/db/database.js';
import { orThrow, rowUpdated } from '../../platform/db/dialect.js';
import type { OrganizationUnitTable } from '../../platform/db/schema/organization-unit.table.js';
import type { OrganizationUnit } from './organization-unit.schemas.js';
import { PATH_SEPARATOR, unitIdsOf } from '../../kernel/reach.js';

export type UnitRow = Selectable<OrganizationUnitTable>;

export function toUnit(row: UnitRow): OrganizationUnit {
  return {
    apiAlias: 'b2b_organization_unit',
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    parentId: row.parent_id,
    depth: row.depth,
    path: unitIdsOf(row.path),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

export const childPath = (parent: Pick<UnitRow, 'path'> | null, id: string) => (parent ? `${parent.path}${PATH_SEPARATOR}${id}` : id);

export function findUnit(db: Db | Trx, organizationId: string, id: string) {
  return db.selectFrom('organization_unit').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
}

export function findUnitsByIds(db: Db | Trx, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([] as UnitRow[]);
  return db.selectFrom('organization_unit').selectAll().where('organization_id', '=', organizationId).where('id', 'in', ids).execute();
}

/** Every unit of an organization (a tree of a few hundred units at most, in practice): for resolving paths of names. */
export function findUnitsOf(db: Db | Trx, organizationId: string) {
  return db.selectFrom('organization_unit').selectAll().where('organization_id', '=', organizationId).execute();
}

/** A unit under `parentId` (null: the top) named `nameNormalized`, other than `exceptId`. */
export function findSiblingNamed(trx: Trx, organizationId: string, parentId: string | null, nameNormalized: string, exceptId?: string) {
  let query = trx
    .selectFrom('organization_unit')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .where('name_normalized', '=', nameNormalized);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export function insertUnit(trx: Trx, row: UnitRow) {
  return trx.insertInto('organization_unit').values(row).execute();
}

/** The units of the subtree at `path` (the unit itself included). */
function subtree(trx: Trx, organizationId: string, path: string) {
  return trx
    .selectFrom('organization_unit')
    .where('organization_id', '=', organizationId)
    .where(sql<boolean>`path like ${`${path}%`}`);
}

/** The depth of the deepest unit of the subtree at `path`. */
export async function deepestIn(trx: Trx, organizationId: string, path: string): Promise<number> {
  const row = await subtree(trx, organizationId, path)
    .select((eb) => eb.fn.max<number>('depth').as('depth'))
    .executeTakeFirst();
  return Number(row?.depth ?? 0);
}

/**
 * Moves a subtree: every unit whose path starts with `oldPath` gets `newPath` instead of that
 * start, and its depth moves by `depthChange`; each is a new version (its path is in its answer).
 */
export async function moveSubtree(trx: Trx, organizationId: string, oldPath: string, newPath: string, depthChange: number, at: string): Promise<void> {
  await trx
    .updateTable('organization_unit')
    .set((eb) => ({
      path: sql<string>`${newPath} || substr(path, ${oldPath.length + 1})`,
      depth: eb('depth', '+', depthChange),
      updated_at: at,
      version: eb('version', '+', 1),
    }))
    .where('organization_id', '=', organizationId)
    .where(sql<boolean>`path like ${`${oldPath}%`}`)
    .execute();
  // The employees' copies of their units' paths move with them (not a change of the employee: no new version).
  await trx
    .updateTable('employee')
    .set({ unit_path: sql<string>`${newPath} || substr(unit_path, ${oldPath.length + 1})` })
    .where('organization_id', '=', organizationId)
    .where(sql<boolean>`unit_path like ${`${oldPath}%`}`)
    .execute();
  await touch(trx, { reach: organizationId });
}

/** What a unit holds: its employees and its child units. */
export async function contentsOf(trx: Trx, organizationId: string, id: string): Promise<{ employees: number; childUnits: number }> {
  const employees = await trx
    .selectFrom('employee')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('unit_id', '=', id)
    .executeTakeFirstOrThrow();
  const children = await trx
    .selectFrom('organization_unit')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('parent_id', '=', id)
    .executeTakeFirstOrThrow();
  return { employees: Number(employees.count), childUnits: Number(children.count) };
}

export function findChildren(trx: Trx, organizationId: string, parentId: string | null) {
  return trx
    .selectFrom('organization_unit')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .execute();
}

/**
 * Finds units as a file names them: by id, or by the path of names from the top (`Sales/North`,
 * ignoring case and the spaces around each name). A name holding "/" is named by its id.
 */
export function unitFinder(units: readonly UnitRow[]): (reference: string) => UnitRow | undefined {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const byParentAndName = new Map(units.map((unit) => [`${unit.parent_id ?? ''}/${unit.name_normalized}`, unit]));
  return (reference) => {
    const known = byId.get(reference);
    if (known) return known;
    let unit: UnitRow | undefined;
    for (const name of reference.split('/')) {
      unit = byParentAndName.get(`${unit?.id ?? ''}/${name.trim().toLowerCase()}`);
      if (!unit) return undefined;
    }
    return unit;
  };
}

/** Writes these columns of the unit; answers the row written. */
export async function updateUnit(trx: Trx, organizationId: string, id: string, changes: Partial<Omit<UnitRow, 'organization_id' | 'id'>>) {
  const update = trx.updateTable('organization_unit').set(changes).where('organization_id', '=', organizationId).where('id', '=', id).returningAll();
  const reread = () => trx.selectFrom('organization_unit').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
  return orThrow(await rowUpdated(trx, update, reread), update);
}

export async function deleteUnitRow(trx: Trx, organizationId: string, id: string): Promise<void> {
  await trx.deleteFrom('organization_unit').where('organization_id', '=', organizationId).where('id', '=', id).execute();
  await touch(trx, { reach: organizationId });
}

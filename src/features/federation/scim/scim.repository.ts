import type { Db, Trx } from '../../../platform/db/database.js';

/** SCIM's rows: the organization's token (its hash), each user's SCIM attributes, and the reads of users and groups. */

/** The organization's one SCIM token becomes this one (a new token replaces the old). */
export async function replaceScimToken(trx: Trx, organizationId: string, tokenHash: string, createdAt: string): Promise<void> {
  await trx.deleteFrom('scim_token').where('organization_id', '=', organizationId).execute();
  await trx.insertInto('scim_token').values({ organization_id: organizationId, token_hash: tokenHash, created_at: createdAt }).execute();
}

/** Revokes the organization's SCIM token; answers whether there was one. */
export async function deleteScimToken(trx: Trx, organizationId: string): Promise<boolean> {
  const result = await trx.deleteFrom('scim_token').where('organization_id', '=', organizationId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The organization whose SCIM token has this hash. */
export function findScimTokenOrganization(db: Db, tokenHash: string) {
  return db.selectFrom('scim_token').select('organization_id').where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** The organization's employees with their SCIM attributes and unit name: the rows of /Users. */
export function usersOf(db: Db | Trx, organizationId: string) {
  return db
    .selectFrom('employee')
    .leftJoin('scim_user', (join) =>
      join.onRef('scim_user.organization_id', '=', 'employee.organization_id').onRef('scim_user.employee_id', '=', 'employee.id'),
    )
    .leftJoin('organization_unit', (join) =>
      join.onRef('organization_unit.organization_id', '=', 'employee.organization_id').onRef('organization_unit.id', '=', 'employee.unit_id'),
    )
    .selectAll('employee')
    .select(['scim_user.user_name', 'scim_user.external_id', 'scim_user.display_name', 'organization_unit.name as unit_name'])
    .where('employee.organization_id', '=', organizationId);
}

/** Whether another user of the organization (not `employeeId`) has this userName, ignoring case. */
export async function userNameTaken(db: Db | Trx, organizationId: string, userName: string, employeeId?: string): Promise<boolean> {
  let taken = db
    .selectFrom('scim_user')
    .select('employee_id')
    .where('organization_id', '=', organizationId)
    .where('user_name_normalized', '=', userName.toLowerCase());
  if (employeeId !== undefined) taken = taken.where('employee_id', '!=', employeeId);
  return (await taken.executeTakeFirst()) !== undefined;
}

/** What SCIM keeps of a user beside the employee row. */
export interface ScimAttributes {
  userName: string;
  externalId: string | null;
  displayName: string | null;
}

/** A user's SCIM attributes as given (`exists`: they have a row already). */
export async function writeScimUser(trx: Trx, organizationId: string, employeeId: string, attributes: ScimAttributes, exists: boolean): Promise<void> {
  const values = {
    user_name: attributes.userName,
    user_name_normalized: attributes.userName.toLowerCase(),
    external_id: attributes.externalId,
    display_name: attributes.displayName,
  };
  if (exists) await trx.updateTable('scim_user').set(values).where('organization_id', '=', organizationId).where('employee_id', '=', employeeId).execute();
  else
    await trx
      .insertInto('scim_user')
      .values({ organization_id: organizationId, employee_id: employeeId, ...values })
      .execute();
}

/** A user's SCIM attributes, or undefined when SCIM never named them. */
export function findScimUser(db: Db | Trx, organizationId: string, employeeId: string) {
  return db.selectFrom('scim_user').selectAll().where('organization_id', '=', organizationId).where('employee_id', '=', employeeId).executeTakeFirst();
}

/** The employees of these units (a group's members), by id. */
export function employeesOfUnits(db: Db, organizationId: string, unitIds: readonly string[]) {
  return db
    .selectFrom('employee')
    .select(['id', 'unit_id', 'email'])
    .where('organization_id', '=', organizationId)
    .where('unit_id', 'in', unitIds)
    .orderBy('id')
    .execute();
}

/** The organization's units (the rows of /Groups), those named so (ignoring case) when `name` is given. */
export function unitsAsGroups(db: Db, organizationId: string, name?: string) {
  const units = db.selectFrom('organization_unit').selectAll().where('organization_id', '=', organizationId);
  return name === undefined ? units : units.where('name_normalized', '=', name.trim().toLowerCase());
}

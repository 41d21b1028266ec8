import type { Insertable } from 'kysely';
import type { Db, Trx } from '../../../platform/db/database.js';
import type { OrganizationSsoTable, SsoAuthorizationTable, SsoCodeTable } from '../../../platform/db/schema/sso.table.js';

/** Single sign-on's rows: an organization's settings, sign-ins under way, one-time codes, remembered subjects. */

type SsoRow = OrganizationSsoTable;

export function findSettings(db: Db | Trx, organizationId: string): Promise<SsoRow | undefined> {
  return db.selectFrom('organization_sso').selectAll().where('organization_id', '=', organizationId).executeTakeFirst();
}

/** The organization's settings, new or replacing the ones there (`exists`). */
export async function saveSettings(trx: Trx, row: SsoRow, exists: boolean): Promise<void> {
  if (exists) await trx.updateTable('organization_sso').set(row).where('organization_id', '=', row.organization_id).execute();
  else await trx.insertInto('organization_sso').values(row).execute();
}

/** The settings go, with the subjects remembered and the sign-ins under way. */
export async function deleteSettings(trx: Trx, organizationId: string): Promise<void> {
  await forgetIdentities(trx, organizationId);
  await trx.deleteFrom('sso_authorization').where('organization_id', '=', organizationId).execute();
  await trx.deleteFrom('organization_sso').where('organization_id', '=', organizationId).execute();
}

export async function recordRefusal(trx: Trx, organizationId: string, refusal: { at: string; code: string; reason: string }): Promise<void> {
  await trx
    .updateTable('organization_sso')
    .set({ last_refusal_at: refusal.at, last_refusal_code: refusal.code, last_refusal_reason: refusal.reason })
    .where('organization_id', '=', organizationId)
    .execute();
}

export async function insertAuthorization(trx: Trx, row: Insertable<SsoAuthorizationTable>): Promise<void> {
  await trx.insertInto('sso_authorization').values(row).execute();
}

/** The sign-in under way with this state, taken (used once). */
export function takeAuthorization(trx: Trx, organizationId: string, stateHash: string) {
  return trx
    .deleteFrom('sso_authorization')
    .where('state_hash', '=', stateHash)
    .where('organization_id', '=', organizationId)
    .returningAll()
    .executeTakeFirst();
}

export async function insertCode(trx: Trx, row: Insertable<SsoCodeTable>): Promise<void> {
  await trx.insertInto('sso_code').values(row).execute();
}

/** The one-time code, taken (used once). */
export function takeCode(trx: Trx, codeHash: string) {
  return trx.deleteFrom('sso_code').where('code_hash', '=', codeHash).returningAll().executeTakeFirst();
}

/** The employee a provider's subject signed in as before. */
export function employeeOfSubject(trx: Trx, organizationId: string, subject: string) {
  return trx
    .selectFrom('sso_identity')
    .innerJoin('employee', (join) =>
      join.onRef('employee.organization_id', '=', 'sso_identity.organization_id').onRef('employee.id', '=', 'sso_identity.employee_id'),
    )
    .select(['employee.id', 'employee.status'])
    .where('sso_identity.organization_id', '=', organizationId)
    .where('sso_identity.subject', '=', subject)
    .executeTakeFirst();
}

/** The subject an employee signs in as, if one is remembered. */
export function subjectOfEmployee(trx: Trx, organizationId: string, employeeId: string) {
  return trx
    .selectFrom('sso_identity')
    .select('subject')
    .where('organization_id', '=', organizationId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
}

export async function rememberIdentity(trx: Trx, organizationId: string, subject: string, employeeId: string, at: string): Promise<void> {
  await trx.insertInto('sso_identity').values({ organization_id: organizationId, subject, employee_id: employeeId, created_at: at }).execute();
}

/** The subjects remembered (a new issuer's subjects are other people's). */
export async function forgetIdentities(trx: Trx, organizationId: string): Promise<void> {
  await trx.deleteFrom('sso_identity').where('organization_id', '=', organizationId).execute();
}

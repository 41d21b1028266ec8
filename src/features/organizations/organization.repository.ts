import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../platform/db/database.js';
import { orThrow, rowUpdated } from '../../platform/db/dialect.js';
import type { OrganizationTable } from '../../platform/db/schema/organization.table.js';

/** Whether the organization requires a second factor of everyone who signs in. */
export async function requiresSecondFactor(db: Db | Trx, organizationId: string): Promise<boolean> {
  const row = await db.selectFrom('organization').select('require_second_factor').where('id', '=', organizationId).executeTakeFirst();
  return row?.require_second_factor === 1;
}

export async function insertOrganization(trx: Trx, row: Insertable<OrganizationTable>): Promise<void> {
  await trx.insertInto('organization').values(row).execute();
}

export function findOrganization(db: Db | Trx, id: string) {
  return db.selectFrom('organization').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function updateOrganization(trx: Trx, id: string, changes: Updateable<OrganizationTable>) {
  const update = trx.updateTable('organization').set(changes).where('id', '=', id).returningAll();
  return orThrow(await rowUpdated(trx, update, () => findOrganization(trx, id)), update);
}

/** Whether any organization but this one exists. */
export async function anyOrganizationBut(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('organization').select('id').where('id', '!=', id).limit(1).executeTakeFirst()) !== undefined;
}

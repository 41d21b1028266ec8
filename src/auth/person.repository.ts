import type { Insertable, Selectable } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import { now } from '../db/database.js';
import { newId } from '../ids.js';
import type { PersonTable } from './person.table.js';

export type PersonRow = Selectable<PersonTable>;

export function findPerson(db: Db | Trx, id: string): Promise<PersonRow | undefined> {
  return db.selectFrom('person').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPersonByEmail(db: Db | Trx, email: string): Promise<PersonRow | undefined> {
  return db.selectFrom('person').selectAll().where('email_normalized', '=', email.toLowerCase()).executeTakeFirst();
}

/** A new person's row: their login, and the organization they join first. */
export function newPersonRow(email: string | null | undefined, passwordHash: string | null, organizationId: string, at: string = now()): Insertable<PersonTable> & { id: string } {
  return { id: newId(), email: email ?? null, email_normalized: email ? email.toLowerCase() : null, password_hash: passwordHash, last_organization_id: organizationId, created_at: at, updated_at: at };
}

export function insertPeople(trx: Trx | Db, rows: Insertable<PersonTable>[]) {
  return trx.insertInto('person').values(rows).execute();
}

export function updatePerson(trx: Trx | Db, id: string, changes: Partial<Pick<PersonRow, 'email' | 'email_normalized' | 'password_hash' | 'last_organization_id'>>) {
  return trx.updateTable('person').set({ ...changes, updated_at: now() }).where('id', '=', id).execute();
}

/** The person's employee records, in every organization, with the organization's name. */
export function recordsOfPerson(db: Db | Trx, personId: string) {
  return db.selectFrom('employee').innerJoin('organization', 'organization.id', 'employee.organization_id')
    .select(['employee.organization_id', 'employee.id', 'employee.status', 'organization.name'])
    .where('employee.person_id', '=', personId).orderBy('organization.name').orderBy('employee.organization_id').execute();
}

/** How many employee records the person has (1: theirs to change by the one organization). */
export async function recordCountOf(db: Db | Trx, personId: string): Promise<number> {
  const row = await db.selectFrom('employee').select((eb) => eb.fn.countAll<number>().as('n')).where('person_id', '=', personId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Ends every session of the person, in every organization (a new password, say). */
export async function deleteSessionsOfPerson(trx: Trx | Db, personId: string): Promise<void> {
  const records = await trx.selectFrom('employee').select(['organization_id', 'id']).where('person_id', '=', personId).execute();
  for (const record of records) {
    await trx.deleteFrom('session').where('organization_id', '=', record.organization_id).where('employee_id', '=', record.id).execute();
  }
}

/** A person with no employee record left goes (their login ends with their last organization). */
export async function deletePersonIfAlone(trx: Trx, personId: string): Promise<void> {
  if ((await recordCountOf(trx, personId)) === 0) await trx.deleteFrom('person').where('id', '=', personId).execute();
}

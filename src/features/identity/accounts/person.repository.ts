import { touch } from '../../../platform/fast/freshness.js';
import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Database } from '../../../platform/db/tables.js';
import type { Db, Trx } from '../../../platform/db/database.js';
import { now } from '../../../platform/db/database.js';
import { newId } from '../../../kernel/ids.js';
import { statementsOf } from '../../../platform/db/statements.js';
import type { PersonTable } from '../../../platform/db/schema/person.table.js';

export type PersonRow = Selectable<PersonTable>;

export function findPerson(db: Db | Trx, id: string): Promise<PersonRow | undefined> {
  return db.selectFrom('person').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPersonByEmail(db: Db | Trx, email: string): Promise<PersonRow | undefined> {
  return db.selectFrom('person').selectAll().where('email_normalized', '=', email.toLowerCase()).executeTakeFirst();
}

/** A new person's row: their login, and the organization they join first. */
export function newPersonRow(
  email: string | null | undefined,
  passwordHash: string | null,
  organizationId: string,
  at: string = now(),
): Insertable<PersonTable> & { id: string } {
  return {
    id: newId(),
    email: email ?? null,
    email_normalized: email ? email.toLowerCase() : null,
    password_hash: passwordHash,
    last_organization_id: organizationId,
    created_at: at,
    updated_at: at,
  };
}

export function insertPeople(trx: Trx | Db, rows: Insertable<PersonTable>[]) {
  return trx.insertInto('person').values(rows).execute();
}

export function updatePerson(
  trx: Trx | Db,
  id: string,
  changes: Partial<Pick<PersonRow, 'email' | 'email_normalized' | 'password_hash' | 'last_organization_id'>>,
) {
  return trx
    .updateTable('person')
    .set({ ...changes, updated_at: now() })
    .where('id', '=', id)
    .execute();
}

/** The person's employee records that are not inactive, in every organization, with the organization's name. */
export function recordsOfPerson(db: Db | Trx, personId: string) {
  return recordsQuery(db, personId).execute();
}

/** The same, built once per database (`GET /account/me`). */
export function recordsOfPersonPrepared(db: Db, personId: string) {
  return statementsOf(db)
    .prepared<{ personId: string }, PersonRecord>('recordsOfPerson', (parameter) => recordsQuery(db, parameter('personId')))
    .execute(db, {
      personId,
    });
}

export type PersonRecord = Awaited<ReturnType<typeof recordsOfPerson>>[number];

function recordsQuery(db: Db | Trx, personId: string) {
  return db
    .selectFrom('employee')
    .innerJoin('organization', 'organization.id', 'employee.organization_id')
    .select(['employee.organization_id', 'employee.id', 'employee.status', 'organization.name'])
    .where('employee.person_id', '=', personId)
    .where('employee.status', '!=', 'inactive')
    .orderBy('organization.name')
    .orderBy('employee.organization_id');
}

/** Of these people, those with employee records in more than one organization (their login is theirs, not one organization's). */
export async function sharedPeople(db: Db | Trx, personIds: readonly string[]): Promise<Set<string>> {
  if (personIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('employee')
    .select('person_id')
    .where('person_id', 'in', [...new Set(personIds)])
    .groupBy('person_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return new Set(rows.map((row) => row.person_id));
}

/** The sessions of a person's records (in `organizationIds` only, when given): a condition on `session`. */
function sessionsOfPerson(personId: string, organizationIds?: readonly string[]) {
  return (eb: ExpressionBuilder<Database, 'session'>) =>
    eb.and([
      eb(
        'session.employee_id',
        'in',
        eb
          .selectFrom('employee')
          .select('employee.id')
          .where('employee.person_id', '=', personId)
          .whereRef('employee.organization_id', '=', 'session.organization_id'),
      ),
      ...(organizationIds ? [eb('session.organization_id', 'in', organizationIds)] : []),
    ]);
}

/** Ends every session of the person, in every organization (a new password, say). */
export async function deleteSessionsOfPerson(trx: Trx | Db, personId: string): Promise<void> {
  await trx.deleteFrom('session').where(sessionsOfPerson(personId)).execute();
}

/** Whether the person's sessions (in `organizationIds` only, when given) may only enroll a second factor. */
export async function setSessionsEnrollOnly(trx: Trx, personId: string, enrollOnly: boolean, organizationIds?: readonly string[]): Promise<void> {
  if (organizationIds?.length === 0) return;
  // Single sign-on's sessions rely on the identity provider's factors: never enroll-only.
  await trx
    .updateTable('session')
    .set({ enroll_only: enrollOnly ? 1 : 0 })
    .where(sessionsOfPerson(personId, organizationIds))
    .where('via_sso', '=', 0)
    .execute();
  // Restricted in these organizations: their open event streams check their sessions at once.
  if (enrollOnly) for (const organizationId of organizationIds ?? []) await touch(trx, { sessions: organizationId });
}

/** A person with no employee record left goes (their login ends with their last organization). */
export async function deletePersonIfAlone(trx: Trx, personId: string): Promise<void> {
  await trx
    .deleteFrom('person')
    .where('id', '=', personId)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('employee').select('employee.id').where('employee.person_id', '=', personId))))
    .execute();
}

import { touch } from '../../../platform/fast/freshness.js';
import { sql } from 'kysely';
import { now, type Db, type Trx } from '../../../platform/db/database.js';
import { lockedForWrite, onConflictIgnore } from '../../../platform/db/dialect.js';
import { GUEST_ORGANIZATION_ID } from '../../../kernel/guest-organization.js';
import { deleteEmployee } from '../accounts/employee.repository.js';

/** The guests' rows: their organization, records, sessions and the lists they hold (guest.service.ts has the rules). */

/** The guests' organization, made by the first guest. */
export async function ensureGuestOrganization(trx: Trx, at: string): Promise<void> {
  const insert = trx
    .insertInto('organization')
    .values({ id: GUEST_ORGANIZATION_ID, name: 'Guests', created_at: at, updated_at: at, list_retention_days: null });
  await onConflictIgnore(trx, insert, ['id']).execute();
}

/** The guest record behind an unexpired session of this token hash. */
export function findGuestByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('session')
    .innerJoin('employee', (join) => join.onRef('employee.organization_id', '=', 'session.organization_id').onRef('employee.id', '=', 'session.employee_id'))
    .select(['employee.id', 'employee.person_id'])
    .where('session.token_hash', '=', tokenHash)
    .where('session.organization_id', '=', GUEST_ORGANIZATION_ID)
    .where('session.expires_at', '>', now())
    .executeTakeFirst();
}

/** Locks a guest's record for the rest of the write (PostgreSQL; SQLite has one writer); answers whether it is there. */
export async function lockGuest(trx: Trx, employeeId: string): Promise<boolean> {
  const row = await lockedForWrite(
    trx,
    trx.selectFrom('employee').select('id').where('organization_id', '=', GUEST_ORGANIZATION_ID).where('id', '=', employeeId),
  ).executeTakeFirst();
  return row !== undefined;
}

/** A guest's sessions, record and person (its lists are gone or adopted first: their owner key restricts). */
export async function removeGuest(trx: Trx, guest: { employeeId: string; personId: string }): Promise<void> {
  await deleteEmployee(trx, GUEST_ORGANIZATION_ID, guest.employeeId);
  await trx.deleteFrom('person').where('id', '=', guest.personId).execute();
}

/** How many lists the guest holds. */
export async function countGuestLists(trx: Trx, employeeId: string): Promise<number> {
  const { count } = await trx
    .selectFrom('product_list')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', GUEST_ORGANIZATION_ID)
    .where('owner_id', '=', employeeId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The guest's lists (their line items and custom values follow by their keys). */
export async function deleteGuestLists(trx: Trx, employeeId: string): Promise<void> {
  await trx.deleteFrom('product_list').where('organization_id', '=', GUEST_ORGANIZATION_ID).where('owner_id', '=', employeeId).execute();
  await touch(trx, { lists: GUEST_ORGANIZATION_ID });
}

/** Up to `limit` guests no session stands for. */
export function findIdleGuests(db: Db, limit: number) {
  return guestsWithoutSession(db).select(['employee.id', 'employee.person_id']).limit(limit).execute();
}

/** Locks the guest if still no session stands for it (a session that appeared meanwhile keeps it). */
export async function lockIdleGuest(trx: Trx, employeeId: string): Promise<boolean> {
  return (await lockedForWrite(trx, guestsWithoutSession(trx).select('employee.id').where('employee.id', '=', employeeId)).executeTakeFirst()) !== undefined;
}

/** The guests no session stands for (expired after GUEST_TTL_DAYS unused, or logged out). */
function guestsWithoutSession(db: Db | Trx) {
  return db
    .selectFrom('employee')
    .where('employee.organization_id', '=', GUEST_ORGANIZATION_ID)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('session')
            .select(sql.lit(1).as('one'))
            .where('session.organization_id', '=', GUEST_ORGANIZATION_ID)
            .whereRef('session.employee_id', '=', 'employee.id'),
        ),
      ),
    );
}

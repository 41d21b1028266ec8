import type { Db, Trx } from '../../../platform/db/database.js';
import type { PersonRow } from '../accounts/person.repository.js';

/** A person's second factor: the TOTP secret and last step on the person row, recovery codes by their hash. */

/** The TOTP step moves to `step` only forward (also when two requests race with neighbouring codes); answers whether it moved. */
export async function moveTotpStep(trx: Trx, personId: string, step: number): Promise<boolean> {
  const moved = await trx
    .updateTable('person')
    .set({ totp_last_step: step })
    .where('id', '=', personId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Uses up the recovery code with this hash; answers whether the person had it. */
export async function useRecoveryCode(trx: Trx, personId: string, codeHash: string): Promise<boolean> {
  const used = await trx.deleteFrom('recovery_code').where('person_id', '=', personId).where('code_hash', '=', codeHash).executeTakeFirst();
  return Number(used.numDeletedRows) === 1;
}

/** The person behind an employee record. */
export function findPersonOfEmployee(db: Db | Trx, organizationId: string, employeeId: string): Promise<PersonRow | undefined> {
  return db
    .selectFrom('person')
    .selectAll()
    .where('id', '=', (eb) =>
      eb.selectFrom('employee').select('employee.person_id').where('employee.organization_id', '=', organizationId).where('employee.id', '=', employeeId),
    )
    .executeTakeFirst();
}

/** A secret enrolled, not yet on. */
export async function setPendingSecret(trx: Trx, personId: string, secret: string, at: string): Promise<void> {
  await trx.updateTable('person').set({ totp_pending_secret: secret, updated_at: at }).where('id', '=', personId).execute();
}

/** The enrolled secret on, at this step, with these recovery codes (their hashes) instead of any before. */
export async function turnOnSecondFactor(trx: Trx, personId: string, secret: string, step: number, codeHashes: readonly string[], at: string): Promise<void> {
  await trx
    .updateTable('person')
    .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step, updated_at: at })
    .where('id', '=', personId)
    .execute();
  await trx.deleteFrom('recovery_code').where('person_id', '=', personId).execute();
  await trx
    .insertInto('recovery_code')
    .values(codeHashes.map((hash) => ({ person_id: personId, code_hash: hash, created_at: at })))
    .execute();
}

/** The person's second factor off: its secret (and one being enrolled), its last step and its recovery codes gone. */
export async function clearSecondFactor(trx: Trx, personId: string, at: string): Promise<void> {
  await trx
    .updateTable('person')
    .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, updated_at: at })
    .where('id', '=', personId)
    .execute();
  await trx.deleteFrom('recovery_code').where('person_id', '=', personId).execute();
}

/** The organizations of the person's records that require a second factor. */
export async function organizationsRequiringSecondFactor(trx: Trx, personId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('employee')
    .innerJoin('organization', 'organization.id', 'employee.organization_id')
    .select('employee.organization_id')
    .where('employee.person_id', '=', personId)
    .where('organization.require_second_factor', '=', 1)
    .execute();
  return rows.map((row) => row.organization_id);
}

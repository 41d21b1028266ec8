import type { Db, Trx } from '../../../platform/db/database.js';

/** A password login's wait for its second factor (migration 0016): by the hash of its token. */
export interface NewChallenge {
  token_hash: string;
  person_id: string;
  organization_id: string;
  employee_id: string;
  accepting: 0 | 1;
  expires_at: string;
  via_sso: 0 | 1;
}

export async function insertChallenge(trx: Trx, challenge: NewChallenge): Promise<void> {
  await trx
    .insertInto('login_challenge')
    .values({ ...challenge, attempts: 0 })
    .execute();
}

/** The challenge with its person's password hash (the throttle's key). */
export function findChallengeWithPerson(db: Db, tokenHash: string) {
  return db
    .selectFrom('login_challenge')
    .innerJoin('person', 'person.id', 'login_challenge.person_id')
    .selectAll('login_challenge')
    .select('person.password_hash')
    .where('login_challenge.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function findChallenge(trx: Trx, tokenHash: string) {
  return trx.selectFrom('login_challenge').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function deleteChallenge(trx: Trx, tokenHash: string): Promise<void> {
  await trx.deleteFrom('login_challenge').where('token_hash', '=', tokenHash).execute();
}

export async function setChallengeAttempts(trx: Trx, tokenHash: string, attempts: number): Promise<void> {
  await trx.updateTable('login_challenge').set({ attempts }).where('token_hash', '=', tokenHash).execute();
}

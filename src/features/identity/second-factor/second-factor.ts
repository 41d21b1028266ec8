import { touch } from '../../../platform/fast/freshness.js';
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { ServiceContext } from '../../../platform/context.js';
import type { Db, Trx } from '../../../platform/db/database.js';
import { now } from '../../../platform/db/database.js';
import { AppError } from '../../../kernel/errors.js';
import type { Caller } from '../../../kernel/caller.js';
import { hashToken } from '../../../kernel/tokens.js';
import { setSessionsEnrollOnly, type PersonRow } from '../accounts/person.repository.js';
import { actorOf, recordEvent } from '../../../platform/outbox/outbox.js';
import type { EventType } from '../../../kernel/event-types.js';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s; one step of clock drift either way. */
const PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;
const RECOVERY_CODES = 10;
const ISSUER = 'Store API';

function totpOf(secret: string, label = 'login'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** The time step a TOTP code belongs to when it is valid now (±1 step), whether used or not; undefined otherwise. */
function validStep(secret: string, code: string, at: number): number | undefined {
  const token = code.replace(/\s/g, '');
  if (token.length !== DIGITS || !/^\d+$/.test(token)) return undefined;
  const delta = totpOf(secret).validate({ token, timestamp: at, window: WINDOW });
  return delta === null ? undefined : Math.floor(at / 1000 / PERIOD) + delta;
}

/**
 * The time step a TOTP code belongs to when it is valid now (±1 step) and newer than the last one
 * accepted (a code works once, also a neighbour step's); undefined otherwise.
 */
export function acceptedStep(secret: string, code: string, lastStep: number | null, at: number = Date.now()): number | undefined {
  const step = validStep(secret, code, at);
  return step === undefined || (lastStep !== null && step <= lastStep) ? undefined : step;
}

/** A recovery code as people type it: case, spaces and dashes do not matter. */
function normalizedRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function newRecoveryCode(): string {
  const text = randomBytes(8).toString('hex');
  return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8, 12)}-${text.slice(12)}`;
}

/** What became of a second factor's code: accepted, a TOTP code valid now but used already (the one that confirmed enrollment, say), or wrong. */
export type CodeOutcome = 'accepted' | 'used' | 'wrong';

/** What a person is told of a code that was not accepted: which it was, and what to do. */
export const CODE_REFUSALS: Record<Exclude<CodeOutcome, 'accepted'>, string> = {
  used: 'This code was used already (each code works once, the one that confirmed your enrollment too): enter the next one your app shows.',
  wrong: 'The code is wrong or expired: enter the one your app shows now, or one of your recovery codes.',
};

/**
 * A second factor's code for a person: a TOTP code (moves their last step) or one of their
 * recovery codes (used up). Answers what became of it; everything in the caller's write.
 */
export async function useSecondFactorCode(trx: Trx, person: PersonRow, code: string): Promise<CodeOutcome> {
  if (person.totp_secret === null) return 'wrong';
  const step = validStep(person.totp_secret, code, Date.now());
  if (step !== undefined) {
    if (person.totp_last_step !== null && step <= person.totp_last_step) return 'used';
    // The step moves only forward, also when two requests race with neighbouring codes.
    const moved = await trx
      .updateTable('person')
      .set({ totp_last_step: step })
      .where('id', '=', person.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1 ? 'accepted' : 'used';
  }
  const used = await trx
    .deleteFrom('recovery_code')
    .where('person_id', '=', person.id)
    .where('code_hash', '=', hashToken(normalizedRecoveryCode(code)))
    .executeTakeFirst();
  return Number(used.numDeletedRows) === 1 ? 'accepted' : 'wrong';
}

async function personOf(db: Db | Trx, caller: Caller): Promise<PersonRow> {
  const person = await db
    .selectFrom('person')
    .selectAll()
    .where('id', '=', (eb) =>
      eb
        .selectFrom('employee')
        .select('employee.person_id')
        .where('employee.organization_id', '=', caller.organizationId)
        .where('employee.id', '=', caller.employeeId),
    )
    .executeTakeFirst();
  if (!person) throw new AppError('AUTH__CONTEXT_TOKEN_INVALID', { detail: 'The session has ended; log in again.' });
  return person;
}

function secondFactorEvent(type: EventType, caller: Caller) {
  return { type, resource: { type: 'employee' as const, id: caller.employeeId, version: null }, scopePath: caller.unitPath, data: { changes: {} } };
}

/**
 * `POST /account/second-factor/totp`: a new secret to enroll, not yet on (a code of it confirms it).
 * Asked again before confirming, it is replaced. A person with a second factor on turns it off first.
 */
export async function enrollTotp(context: ServiceContext, caller: Caller): Promise<{ secret: string; otpauthUri: string }> {
  return context.writer.run(async (trx) => {
    const person = await personOf(trx, caller);
    if (person.totp_secret !== null) {
      throw new AppError('AUTH__SECOND_FACTOR_ACTIVE', {
        detail: 'Your second factor is on already; turn it off (DELETE …/second-factor/totp with a code) to enroll another.',
      });
    }
    const secret = new Secret({ size: 20 }).base32;
    await trx.updateTable('person').set({ totp_pending_secret: secret, updated_at: now() }).where('id', '=', person.id).execute();
    return { secret, otpauthUri: totpOf(secret, person.email ?? caller.employeeId).toString() };
  });
}

/** `POST /account/second-factor/totp/confirm`: a code of the enrolled secret turns it on; answers ten recovery codes, this once. */
export async function confirmTotp(context: ServiceContext, caller: Caller, code: string): Promise<string[]> {
  return context.writer.run(async (trx) => {
    const person = await personOf(trx, caller);
    if (person.totp_pending_secret === null) {
      throw new AppError('AUTH__SECOND_FACTOR_NOT_ENROLLED', { detail: 'Nothing to confirm: enroll first (POST …/second-factor/totp).' });
    }
    const step = acceptedStep(person.totp_pending_secret, code, null);
    if (step === undefined) throw AppError.validation([{ pointer: '/code', detail: 'The code is wrong or expired: enter the one your app shows now.' }]);
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const at = now();
    await trx
      .updateTable('person')
      .set({ totp_secret: person.totp_pending_secret, totp_pending_secret: null, totp_last_step: step, updated_at: at })
      .where('id', '=', person.id)
      .execute();
    await trx.deleteFrom('recovery_code').where('person_id', '=', person.id).execute();
    await trx
      .insertInto('recovery_code')
      .values(codes.map((recovery) => ({ person_id: person.id, code_hash: hashToken(normalizedRecoveryCode(recovery)), created_at: at })))
      .execute();
    // Sessions that could only enroll may now do what their roles allow.
    await setSessionsEnrollOnly(trx, person.id, false);
    await recordEvent(trx, caller.organizationId, actorOf(caller), secondFactorEvent('account.second_factor_enabled', caller));
    return codes;
  });
}

/** The person's second factor off: its secret (and one being enrolled), its last step and its recovery codes gone. */
export async function clearSecondFactor(trx: Trx, personId: string): Promise<void> {
  await trx
    .updateTable('person')
    .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, updated_at: now() })
    .where('id', '=', personId)
    .execute();
  await trx.deleteFrom('recovery_code').where('person_id', '=', personId).execute();
}

/** `DELETE /account/second-factor/totp`: a code (TOTP or recovery) turns the second factor off; the recovery codes go with it. */
export async function disableTotp(context: ServiceContext, caller: Caller, code: string): Promise<void> {
  await context.writer.run(async (trx) => {
    const person = await personOf(trx, caller);
    if (person.totp_secret === null) {
      throw new AppError('AUTH__SECOND_FACTOR_NOT_ENROLLED', { detail: 'Your second factor is off.' });
    }
    const outcome = await useSecondFactorCode(trx, person, code);
    if (outcome !== 'accepted') throw AppError.validation([{ pointer: '/code', detail: CODE_REFUSALS[outcome] }]);
    await clearSecondFactor(trx, person.id);
    // Where an organization requires a second factor, the person's sessions may only enroll again.
    const requiring = (
      await trx
        .selectFrom('employee')
        .innerJoin('organization', 'organization.id', 'employee.organization_id')
        .select('employee.organization_id')
        .where('employee.person_id', '=', person.id)
        .where('organization.require_second_factor', '=', 1)
        .execute()
    ).map((record) => record.organization_id);
    await setSessionsEnrollOnly(trx, person.id, true, requiring);
    // Their open event streams there check their sessions at once.
    for (const organizationId of requiring) await touch(trx, { sessions: organizationId });
    await recordEvent(trx, caller.organizationId, actorOf(caller), secondFactorEvent('account.second_factor_disabled', caller));
  });
}

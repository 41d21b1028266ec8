import {
  clearSecondFactor,
  findPersonOfEmployee,
  moveTotpStep,
  organizationsRequiringSecondFactor,
  setPendingSecret,
  turnOnSecondFactor,
  useRecoveryCode,
} from './second-factor.repository.js';
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
    return (await moveTotpStep(trx, person.id, step)) ? 'accepted' : 'used';
  }
  return (await useRecoveryCode(trx, person.id, hashToken(normalizedRecoveryCode(code)))) ? 'accepted' : 'wrong';
}

async function personOf(db: Db | Trx, caller: Caller): Promise<PersonRow> {
  const person = await findPersonOfEmployee(db, caller.organizationId, caller.employeeId);
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
    await setPendingSecret(trx, person.id, secret, now());
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
    const hashes = codes.map((recovery) => hashToken(normalizedRecoveryCode(recovery)));
    await turnOnSecondFactor(trx, person.id, person.totp_pending_secret, step, hashes, at);
    // Sessions that could only enroll may now do what their roles allow.
    await setSessionsEnrollOnly(trx, person.id, false);
    await recordEvent(trx, caller.organizationId, actorOf(caller), secondFactorEvent('account.second_factor_enabled', caller));
    return codes;
  });
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
    await clearSecondFactor(trx, person.id, now());
    // Where an organization requires a second factor, the person's sessions may only enroll again.
    await setSessionsEnrollOnly(trx, person.id, true, await organizationsRequiringSecondFactor(trx, person.id));
    await recordEvent(trx, caller.organizationId, actorOf(caller), secondFactorEvent('account.second_factor_disabled', caller));
  });
}

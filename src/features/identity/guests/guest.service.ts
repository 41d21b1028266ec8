import { AppError } from '../../../kernel/errors.js';
import type { Trx } from '../../../platform/db/database.js';
import { newToken, hashToken } from '../../../kernel/tokens.js';
import { insertSession, type SessionOrigin } from '../sessions/session.repository.js';
import { sessionExpiry } from '../../../kernel/time.js';
import { insertPeople, newPersonRow } from '../accounts/person.repository.js';
import { newEmployeeRow } from '../accounts/employee.repository.js';
import { insertEmployees } from '../accounts/employee.repository.js';
import type { Caller } from '../../../kernel/caller.js';
import type { LoginContext } from '../../../platform/context.js';
import type { ServiceContext } from '../../../platform/context.js';
import { GUEST_ORGANIZATION_ID } from '../../../kernel/guest-organization.js';
import {
  countGuestLists,
  deleteGuestLists,
  ensureGuestOrganization,
  findGuestByTokenHash,
  findIdleGuests,
  lockGuest,
  lockIdleGuest,
  removeGuest,
} from './guest.repository.js';
import type { Actor } from '../../../platform/outbox/outbox.js';

/**
 * Guests (docs/contract.md §3, "Guests"): a visitor who has not signed in keeps product lists under
 * a guest context token, and a login that carries that token makes the lists the employee's.
 *
 * A guest is a person without email or password and an active `member` record of the guests'
 * organization (guest-organization.ts), so every list rule, query and index serves guests unchanged:
 * a member reads and changes their own lists only, and guests share none (the guards admit a guest
 * on the list routes only: auth.hooks.ts). What is the guests' alone: their session slides for
 * GUEST_TTL_DAYS, they hold at most GUEST_MAX_LISTS lists, nothing of theirs is recorded in history
 * or sent as events, and housekeeping removes a guest (and its lists) once its session is gone.
 */

export interface GuestStart {
  contextToken: string;
  expiresAt: string;
}

/** `POST /account/guest`: a new guest and its session; GUESTS_PER_ADDRESS a window per client address. */
export async function startGuest(app: LoginContext, origin: SessionOrigin & { clientAddress: string }): Promise<GuestStart> {
  const key = `guest:${origin.clientAddress}`;
  const admission = await app.loginThrottles.guests.acquire(key);
  if (admission.status !== 'go') {
    const wait = admission.status === 'blocked' ? admission.retryAfterSeconds : 1;
    throw new AppError('AUTH__TOO_MANY_ATTEMPTS', {
      detail: `Too many guests were started from this address; try again in ${wait} seconds.`,
      parameters: { retryAfter: wait },
      headers: { 'retry-after': String(wait) },
    });
  }
  // Every guest started counts for the window, as a failed login does.
  try {
    const contextToken = newToken();
    const { createdAt, expiresAt } = sessionExpiry(app.config.GUEST_TTL_DAYS * 86_400);
    await app.writer.run(async (trx) => {
      await ensureGuestOrganization(trx, createdAt);
      // A person without email or password (no one can log in as a guest), an active member.
      const person = newPersonRow(null, null, GUEST_ORGANIZATION_ID, createdAt);
      const employee = newEmployeeRow(GUEST_ORGANIZATION_ID, {}, null, 'active', person.id, createdAt);
      await insertPeople(trx, [person]);
      await insertEmployees(trx, [employee]);
      await insertSession(trx, {
        tokenHash: hashToken(contextToken),
        employeeId: employee.id,
        organizationId: GUEST_ORGANIZATION_ID,
        createdAt,
        expiresAt,
        ...origin,
      });
    });
    return { contextToken, expiresAt };
  } finally {
    await app.loginThrottles.guests.release(key, true);
  }
}

/** A guest's records, found by the token of its unexpired session. */
export interface Guest {
  employeeId: string;
  personId: string;
}

/** The guest behind a context token a login carries, if it is one (any other token is no guest's, and ignored). */
export async function findGuestOfToken(context: ServiceContext, token: unknown): Promise<Guest | undefined> {
  if (typeof token !== 'string' || token === '' || token.length > 256) return undefined;
  const row = await findGuestByTokenHash(context.db, hashToken(token));
  return row ? { employeeId: row.id, personId: row.person_id } : undefined;
}

/** Where a guest's lists go at a login: the employee who logged in. */
export interface Adopter {
  organizationId: string;
  employeeId: string;
  unitPath: string | null;
  actor: Actor;
}

/**
 * What happens to a guest's lists when the guest logs in (features/product-lists:
 * product-list.adoption.ts): given at start (main/app.ts), so identity names no product list.
 * Runs inside the login's write, after the guest's record is locked.
 */
export type GuestListsHandover = (trx: Trx, guest: Guest, to: Adopter) => Promise<void>;

declare module '../../../platform/context.js' {
  interface ServiceContext {
    /** What a login does with the lists of the guest it came from (guest.service.ts). */
    guestListsHandover: GuestListsHandover;
  }
}

/**
 * Inside the login's write: the guest's lists become the employee's (the handover above), then the
 * guest ends (its sessions, record and person). A guest already adopted by a racing login has
 * nothing left.
 */
export async function endGuestAtLogin(context: ServiceContext, trx: Trx, guest: Guest, to: Adopter): Promise<void> {
  // Locks the guest against its own writes under way (a new list takes the same lock: assertGuestRoom).
  if (!(await lockGuest(trx, guest.employeeId))) return;
  await context.guestListsHandover(trx, guest, to);
  await removeGuest(trx, guest);
}

/** Before a guest's new list (create, duplicate): at most GUEST_MAX_LISTS, counted under the guest's lock. */
export async function assertGuestRoom(context: ServiceContext, trx: Trx, caller: Caller): Promise<void> {
  // Adopted by a login meanwhile: the guest's token no longer stands for anyone.
  if (!(await lockGuest(trx, caller.employeeId)))
    throw new AppError('AUTH__CONTEXT_TOKEN_INVALID', {
      detail: "This guest has logged in (its lists went with the login) or has expired; use the login's token.",
    });
  const count = await countGuestLists(trx, caller.employeeId);
  const max = context.config.GUEST_MAX_LISTS;
  if (count >= max) {
    throw new AppError('PRODUCT_LIST__GUEST_LIMIT', {
      detail: `A guest may keep ${max} product lists; delete one, or log in (the lists become yours) to keep more.`,
      parameters: { max },
    });
  }
}

/** Guests handled per housekeeping run: a long backlog goes over several runs. */
const GUESTS_PER_RUN = 500;

/**
 * Housekeeping: guests without a session (it expired after GUEST_TTL_DAYS unused, or the guest
 * logged out) go with their lists (line items and custom values follow by their keys). Nothing is
 * recorded: guests have no history. Answers how many guests it removed.
 */
export async function deleteIdleGuests(context: ServiceContext): Promise<number> {
  const idle = await findIdleGuests(context.db, GUESTS_PER_RUN);
  if (idle.length === 0) return 0;
  return context.writer.run(async (trx) => {
    let deleted = 0;
    for (const guest of idle) {
      // Checked again under the guest's lock: a session of it that appeared meanwhile keeps it.
      if (!(await lockIdleGuest(trx, guest.id))) continue;
      await deleteGuestLists(trx, guest.id);
      await removeGuest(trx, { employeeId: guest.id, personId: guest.person_id });
      deleted += 1;
    }
    return deleted;
  });
}

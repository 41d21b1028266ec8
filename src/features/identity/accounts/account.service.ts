import { AppError } from '../../../kernel/errors.js';
import { now } from '../../../platform/db/database.js';
import { newToken, hashToken } from '../../../kernel/tokens.js';
import { insertSession, deleteSession, deleteSessionOf, findSessionsOf, type SessionOrigin } from '../sessions/session.repository.js';
import type { Caller } from '../../../kernel/caller.js';
import type { AccountSessions } from './account.schemas.js';
import { sessionExpiry } from '../../../kernel/time.js';
import {
  deleteInvitation,
  findAccountRow,
  findEmployee,
  findRecordOfPersonIn,
  findEmployeeByLogin,
  recordLogin,
  toEmployee,
  updateEmployee,
  type EmployeeRow,
  type LoginRecord,
} from './employee.repository.js';
import { findPerson, recordsOfPerson, recordsOfPersonPrepared, updatePerson, type PersonRecord } from './person.repository.js';
import { CODE_REFUSALS, useSecondFactorCode, type CodeOutcome } from '../second-factor/second-factor.service.js';
import type { PersonOrganization } from './account.schemas.js';
import { employeeEvent } from './employee.history.js';
import type { Db, Trx } from '../../../platform/db/database.js';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Admission, LoginThrottles } from '../../../platform/throttle/throttle.js';
import type { ServiceContext } from '../../../platform/context.js';
import { createHash } from 'node:crypto';
import type { Employee } from './employee.schemas.js';
import { recordEvent, type Actor, type PendingEvent } from '../../../platform/outbox/outbox.js';
import type { EventType } from '../../../kernel/event-types.js';
import { endGuestAtLogin } from '../guests/guest.service.js';
import { deleteChallenge, findChallenge, findChallengeWithPerson, insertChallenge, setChallengeAttempts } from './login-challenge.repository.js';
import { requiresSecondFactor } from '../../organizations/index.js';

/** What logins need beyond the services' context: the throttles (the Fastify instance has both). */
export type { LoginContext } from '../../../platform/context.js';
import type { LoginContext } from '../../../platform/context.js';
export type { LoginOrigin } from '../sessions/auth.hooks.js';
import type { LoginOrigin } from '../sessions/auth.hooks.js';

export interface LoginResult {
  contextToken: string;
  employee: Employee;
  /** Every organization the person belongs to (active or invited there). */
  organizations: PersonOrganization[];
}

/**
 * The organizations a person belongs to, as the login and `GET /account/me` answer them; a session
 * of single sign-on is told of its own organization only (`onlyOrganizationId`): its provider
 * vouched for the person there, not for who they are elsewhere.
 */
export async function organizationsOf(db: Db | Trx, personId: string, onlyOrganizationId?: string): Promise<PersonOrganization[]> {
  return organizationsFrom(await recordsOfPerson(db, personId), onlyOrganizationId);
}

function organizationsFrom(records: readonly PersonRecord[], onlyOrganizationId: string | undefined): PersonOrganization[] {
  return records
    .filter((record) => onlyOrganizationId === undefined || record.organization_id === onlyOrganizationId)
    .map((record) => ({ id: record.organization_id, name: record.name, employeeId: record.id, status: record.status as 'active' | 'invited' }));
}

/**
 * `GET /account/me`: the caller's employee, permissions, second factor and organizations, by two
 * statements built once (the employee with their person's second factor; their organizations).
 */
export async function readAccount(db: Db, caller: Caller) {
  const row = await findAccountRow(db, caller.organizationId, caller.employeeId);
  if (!row) throw new AppError('AUTH__CONTEXT_TOKEN_INVALID', { detail: 'The session has ended; log in again.' });
  const { second_factor: secondFactor, ...employee } = row;
  const records = await recordsOfPersonPrepared(db, row.person_id);
  return {
    ...toEmployee(employee),
    permissions: [...caller.permissions],
    secondFactor: Boolean(secondFactor),
    organizations: organizationsFrom(records, caller.viaSso ? caller.organizationId : undefined),
  };
}

const INVALID = 'The username or the password is wrong, or the account cannot log in.';

/**
 * Logs in by email or employee id (docs/contract.md §3). Unknown user, wrong password, invited or inactive
 * account: the same 401 after the same work (one Argon2id verification), so none can be told apart.
 * Failures count per person and per client address; an attempt is admitted before its password
 * is verified, so concurrent attempts cannot outrun the limit (throttle.ts); past it, 429.
 */
export async function login(
  app: LoginContext,
  username: string,
  password: string,
  organizationId: string | undefined,
  origin: LoginOrigin,
): Promise<LoginResult> {
  const employee = await findEmployeeByLogin(app.db, username.trim(), organizationId);
  const personKey = throttleKeyOf(employee, username, organizationId);
  const addressKey = `addr:${origin.address}`;
  return throttledAttempt(app.loginThrottles, personKey, addressKey, async (settle) => {
    const passwordMatches = await app.passwords.verify(employee?.password_hash, password);
    // Invited here, with the password the person already has (from another organization): signing in accepts.
    const accepting = employee?.status === 'invited' && passwordMatches;
    if (!employee || !passwordMatches || (employee.status !== 'active' && !accepting)) {
      // History keeps a failed login of a known account (never the password tried); a name that is nobody's belongs to no organization.
      if (employee) await recordFailedLogin(app, employee, passwordMatches ? `account ${employee.status}` : 'wrong password', origin);
      throw new AppError('AUTH__INVALID_CREDENTIALS', { detail: INVALID });
    }
    settle('succeeded');
    // The organization's policy, answered only to a person who proved their password (it tells a guesser nothing).
    if (employee.password_login !== 1) {
      await recordFailedLogin(app, employee, 'password login disabled', origin);
      throw new AppError('AUTH__PASSWORD_LOGIN_DISABLED', { detail: 'Your organization signs in through its single sign-on, not by password.' });
    }
    // A person with a second factor: the password was right; the code completes the login.
    if (employee.totp_secret !== null) {
      // Neither a failure nor a success: the person's failed codes keep counting until the code is right.
      settle('pending');
      throw await secondFactorChallenge(app, employee, accepting);
    }
    return openLoginSession(app, employee, origin, accepting);
  });
}

type Outcome = 'failed' | 'pending' | 'succeeded';

/**
 * A login attempt (a password, or a second factor's code), admitted on both throttles before its
 * work (admitAttempt). What the work settles decides what it counts: a failure counts for the
 * window (also when the work throws before settling), a success forgives the person's failures,
 * `pending` does neither.
 */
async function throttledAttempt<T>(
  throttles: LoginThrottles,
  personKey: string,
  addressKey: string,
  work: (settle: (outcome: Outcome) => void) => Promise<T>,
): Promise<T> {
  await admitAttempt(throttles, personKey, addressKey);
  const state: { outcome: Outcome } = { outcome: 'failed' };
  try {
    return await work((outcome) => {
      state.outcome = outcome;
    });
  } finally {
    const failed = state.outcome === 'failed';
    await Promise.all([throttles.byAccount.release(personKey, failed), throttles.byAddress.release(addressKey, failed)]);
    if (state.outcome === 'succeeded') await throttles.byAccount.reset(personKey);
  }
}

/**
 * Whom a login's failures count against: the person, however they name themselves (their email,
 * or an employee id of theirs), so five wrong passwords by email leave none to try by id. The key
 * carries a tag of the person's password hash: a new password (an administrator's PATCH,
 * `store-api password reset`) opens the account on every instance at once, and the new password
 * gets the full count. A name that is nobody's counts as that name, so an unknown account is
 * throttled like a real one.
 */
function throttleKeyOf(employee: Pick<LoginRecord, 'person_id' | 'password_hash'> | undefined, username: string, organizationId?: string): string {
  if (employee) {
    const passwordTag = createHash('sha256')
      .update(employee.password_hash ?? '')
      .digest('hex')
      .slice(0, 12);
    return `person:${employee.person_id}/${passwordTag}`;
  }
  return `user:${organizationId === undefined ? '' : `${organizationId}/`}${username.trim().toLowerCase()}`;
}

const CHALLENGE_SECONDS = 300;
const CHALLENGE_ATTEMPTS = 5;

/** The 401 of a password login whose person has a second factor: a challenge (5 minutes, 5 attempts) the code completes. */
export async function secondFactorChallenge(
  app: ServiceContext,
  employee: Pick<LoginRecord, 'person_id' | 'organization_id' | 'id'>,
  accepting: boolean,
  viaSso = false,
): Promise<AppError> {
  const challenge = newToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000).toISOString();
  await app.writer.run((trx) =>
    insertChallenge(trx, {
      token_hash: hashToken(challenge),
      person_id: employee.person_id,
      organization_id: employee.organization_id,
      employee_id: employee.id,
      accepting: accepting ? 1 : 0,
      expires_at: expiresAt,
      via_sso: viaSso ? 1 : 0,
    }),
  );
  return new AppError('AUTH__SECOND_FACTOR_REQUIRED', {
    detail:
      'The password is right; send a code of your authenticator app (or a recovery code) with this challenge to POST /store-api/account/login/second-factor.',
    parameters: { challenge, expiresAt },
  });
}

/**
 * `POST /account/login/second-factor`: completes a password login with a TOTP code (each works once,
 * one step of clock drift either way) or a recovery code (used up). Attempts count on the person's
 * and the address's throttles as logins do; a challenge takes 5 wrong codes, then a new password
 * login is needed. An unknown, used or expired challenge and a wrong code are the same 401.
 */
export async function completeSecondFactor(app: LoginContext, challenge: string, code: string, origin: LoginOrigin): Promise<LoginResult> {
  const refused = (detail: string) => new AppError('AUTH__SECOND_FACTOR_INVALID', { detail });
  const challengeGone = () =>
    refused('The challenge is unknown, used or expired, or took too many wrong codes: log in with your password again for a new one.');
  const tokenHash = hashToken(challenge);
  const pending = await findChallengeWithPerson(app.db, tokenHash);
  if (!pending || pending.expires_at <= now()) throw challengeGone();
  const personKey = throttleKeyOf(pending, '');
  return throttledAttempt(app.loginThrottles, personKey, `addr:${origin.address}`, async (settle) => {
    const outcome = await app.writer.run(async (trx): Promise<CodeOutcome | 'gone'> => {
      const current = await findChallenge(trx, tokenHash);
      if (!current) return 'gone';
      const fresh = await findPerson(trx, current.person_id);
      const used = fresh ? await useSecondFactorCode(trx, fresh, code) : 'wrong';
      if (used === 'accepted') {
        await deleteChallenge(trx, tokenHash);
        return used;
      }
      if (current.attempts + 1 >= CHALLENGE_ATTEMPTS) await deleteChallenge(trx, tokenHash);
      else await setChallengeAttempts(trx, tokenHash, current.attempts + 1);
      return used;
    });
    if (outcome === 'gone') throw challengeGone();
    if (outcome !== 'accepted') throw refused(CODE_REFUSALS[outcome]);
    const record = await findEmployeeByLogin(app.db, pending.employee_id, pending.organization_id);
    if (!record || (record.status !== 'active' && !(record.status === 'invited' && pending.accepting === 1))) throw challengeGone();
    const result = await openLoginSession(
      app,
      record,
      origin,
      pending.accepting === 1 && record.status === 'invited',
      undefined,
      pending.via_sso === 1 ? 'sso' : undefined,
    );
    settle('succeeded');
    return result;
  });
}

/** How long an attempt waits for the attempts of its person or address under way before a 429. */
const BUSY_WAIT_MS = 10_000;

/**
 * Admits a login attempt on both throttles before its password is verified (throttle.ts): when
 * the attempts already under way fill a key, it waits for them (they may succeed), at most
 * BUSY_WAIT_MS; when its failures do, it is a 429 for the rest of the window.
 */
async function admitAttempt(throttles: LoginThrottles, personKey: string, addressKey: string): Promise<void> {
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    const [person, address] = await Promise.all([throttles.byAccount.acquire(personKey), throttles.byAddress.acquire(addressKey)]);
    if (person.status === 'go' && address.status === 'go') return;
    await Promise.all([
      person.status === 'go' && throttles.byAccount.release(personKey, false),
      address.status === 'go' && throttles.byAddress.release(addressKey, false),
    ]);
    if (person.status === 'blocked' || address.status === 'blocked' || Date.now() >= deadline) throw tooManyAttempts(person, address);
    await sleep(20);
  }
}

/** The 429 of a login, naming the way back: waiting, or a new password for a locked account. */
function tooManyAttempts(person: Admission, address: Admission): AppError {
  const wait = Math.max(1, ...[person, address].map((admission) => (admission.status === 'blocked' ? admission.retryAfterSeconds : 0)));
  const detail =
    person.status === 'blocked'
      ? `Too many failed logins for this account; try again in ${wait} seconds. A new password opens it at once: an administrator sets one (PATCH /store-api/employee/{id} with "password"), or an operator runs \`store-api password reset --login <email or id>\`.`
      : address.status === 'blocked'
        ? `Too many failed logins from this address; try again in ${wait} seconds.`
        : 'Too many logins for this account are under way; try again in a second.';
  return new AppError('AUTH__TOO_MANY_ATTEMPTS', { detail, parameters: { retryAfter: wait }, headers: { 'retry-after': String(wait) } });
}

/** A login's entry in history: about the employee, read by those whose branch holds them. */
function loginEvent(type: EventType, employee: EmployeeRow, data: Record<string, unknown>): PendingEvent {
  return { type, resource: { type: 'employee', id: employee.id, version: employee.version }, scopePath: employee.unit_path, data: { changes: {}, ...data } };
}

async function recordFailedLogin(app: ServiceContext, employee: EmployeeRow, reason: string, origin: LoginOrigin): Promise<void> {
  // Nobody proved who they are: the actor is anonymous.
  const actor: Actor = { type: 'anonymous', id: null, requestId: origin.requestId };
  await app.writer.run((trx) =>
    recordEvent(trx, employee.organization_id, actor, loginEvent('account.login_failed', employee, { reason, address: origin.address })),
  );
}

/**
 * The session of a login (or a switch): the session, the login time and its history entry in one
 * write (one shared commit with whatever else is written). `accepting`: the record was invited, and
 * the person signing in accepts it. The organization becomes the person's last one. A guest's lists
 * are adopted in the same write (features/identity/guests/guest.service.ts).
 */
async function openLoginSession(
  app: ServiceContext,
  employee: EmployeeRow & { last_organization_id: string | null },
  origin: LoginOrigin,
  accepting: boolean,
  endingTokenHash?: string,
  method?: 'sso',
): Promise<LoginResult> {
  const contextToken = newToken();
  const loggedInAt = now();
  const actor = { type: 'employee' as const, id: employee.id, requestId: origin.requestId };
  const record = await app.writer.run(async (trx) => {
    let current: EmployeeRow = { ...employee, last_login_at: loggedInAt };
    if (accepting) {
      const found = await findEmployee(trx, employee.organization_id, employee.id);
      if (found?.status === 'invited') {
        current = await updateEmployee(trx, found, { status: 'active', last_login_at: loggedInAt, updated_at: loggedInAt });
        await deleteInvitation(trx, employee.organization_id, employee.id);
        await recordEvent(trx, employee.organization_id, actor, employeeEvent('employee.activated', found, current, { invitationAccepted: true }));
      }
    } else {
      await recordLogin(trx, employee.organization_id, employee.id, loggedInAt);
    }
    if (endingTokenHash !== undefined) await deleteSession(trx, endingTokenHash);
    // Single sign-on vouches for the person in this organization only: its session is bound here
    // (never enroll-only: the provider's own factors count), and it does not become the person's last organization.
    const viaSso = method === 'sso';
    const enrollOnly = !viaSso && (await mayOnlyEnroll(trx, employee.organization_id, employee.person_id));
    await insertSession(trx, {
      ...newSession(app, contextToken, employee.id, employee.organization_id, { userAgent: origin.userAgent, clientAddress: origin.address }),
      enrollOnly,
      viaSso,
    });
    if (!viaSso && employee.last_organization_id !== employee.organization_id)
      await updatePerson(trx, employee.person_id, { last_organization_id: employee.organization_id });
    await recordEvent(
      trx,
      employee.organization_id,
      actor,
      loginEvent('account.logged_in', employee, {
        address: origin.address,
        ...(endingTokenHash !== undefined ? { switched: true } : {}),
        ...(method ? { method } : {}),
      }),
    );
    if (origin.guest)
      await endGuestAtLogin(app, trx, origin.guest, { organizationId: employee.organization_id, employeeId: employee.id, unitPath: current.unit_path, actor });
    return current;
  });
  return {
    contextToken,
    employee: toEmployee(record),
    organizations: await organizationsOf(app.db, employee.person_id, method === 'sso' ? employee.organization_id : undefined),
  };
}

/**
 * A sign-in whose person was proved by other means than a password (single sign-on's exchange):
 * as a password login from there on: a person with a second factor answers its challenge, an
 * invitation is accepted, an inactive record is refused by the caller.
 */
export async function signInVerified(app: ServiceContext, record: LoginRecord, origin: LoginOrigin, method: 'sso'): Promise<LoginResult> {
  const accepting = record.status === 'invited';
  if (record.totp_secret !== null) throw await secondFactorChallenge(app, record, accepting, true);
  return openLoginSession(app, record, origin, accepting, undefined, method);
}

/**
 * `POST /account/switch-organization`: a new session in another organization of the same person
 * (an invitation there is accepted), and the old session ends. An organization the person does not
 * belong to, or where they are inactive, is a 404 as one that does not exist.
 */
export async function switchOrganization(app: ServiceContext, caller: Caller, organizationId: string, origin: LoginOrigin): Promise<LoginResult> {
  assertNotSsoSession(caller, 'Moving to another organization');
  const self = await findEmployee(app.db, caller.organizationId, caller.employeeId);
  const target = self && (await findRecordOfPersonIn(app.db, self.person_id, organizationId));
  if (!target || target.status === 'inactive') {
    throw new AppError('ORGANIZATION__NOT_FOUND', {
      detail: `You belong to no organization with id "${organizationId}".`,
      pointer: '/organizationId',
      parameters: { id: organizationId },
    });
  }
  return openLoginSession(app, target, origin, target.status === 'invited', caller.tokenHash);
}

/**
 * A session of single sign-on is bound to its organization: the provider vouched for the person
 * there only (an organization's provider may name anyone), so what is the person's, everywhere,
 * needs the person's own login: another organization, their second factor.
 */
export function assertNotSsoSession(caller: Caller, what: string): void {
  if (caller.viaSso === true) {
    throw new AppError('AUTH__SSO_SESSION_BOUND', {
      detail: `${what} needs a login of your own (password and second factor): this session came through the organization's single sign-on, which speaks for you in this organization only.`,
    });
  }
}

function newSession(app: ServiceContext, contextToken: string, employeeId: string, organizationId: string, origin: SessionOrigin) {
  return { tokenHash: hashToken(contextToken), employeeId, organizationId, ...origin, ...sessionExpiry(app.config.SESSION_TTL_SECONDS) };
}

/** A new session for an employee; answers the token, which is never stored. */
export async function openSession(app: ServiceContext, employeeId: string, organizationId: string, origin: SessionOrigin): Promise<string> {
  const contextToken = newToken();
  await app.writer.run(async (trx) => {
    const employee = await findEmployee(trx, organizationId, employeeId);
    const enrollOnly = employee !== undefined && (await mayOnlyEnroll(trx, organizationId, employee.person_id));
    await insertSession(trx, { ...newSession(app, contextToken, employeeId, organizationId, origin), enrollOnly });
  });
  return contextToken;
}

/** Whether a new session of this person here may only enroll a second factor: the organization requires one, and they have none. */
async function mayOnlyEnroll(db: Db | Trx, organizationId: string, personId: string): Promise<boolean> {
  if (!(await requiresSecondFactor(db, organizationId))) return false;
  const person = await findPerson(db, personId);
  return person?.totp_secret === null;
}

export async function logout(app: ServiceContext, tokenHash: string): Promise<void> {
  await app.writer.run((trx) => deleteSession(trx, tokenHash));
}

/** The caller's sessions that have not expired (every device they are logged in on), the last used first. */
export async function listSessions(app: ServiceContext, caller: Caller): Promise<AccountSessions> {
  const rows = await findSessionsOf(app.readDb, caller.organizationId, caller.employeeId, now());
  return {
    apiAlias: 'b2b_session_collection',
    total: rows.length,
    elements: rows.map((row) => ({
      apiAlias: 'b2b_session' as const,
      id: row.id ?? '',
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at ?? row.created_at,
      expiresAt: row.expires_at,
      userAgent: row.user_agent,
      clientAddress: row.client_address,
      current: row.token_hash === caller.tokenHash,
    })),
  };
}

/**
 * Ends one of the caller's sessions (another device's, or this one): its row goes, so its token is
 * refused on the very next request on every instance (each reads the session with the request; on
 * SQLite the deletion moves the remembered sessions' epoch). Another employee's session is a 404.
 */
export async function endSession(app: ServiceContext, caller: Caller, id: string): Promise<void> {
  const ended = await app.writer.run((trx) => deleteSessionOf(trx, caller.organizationId, caller.employeeId, id));
  if (!ended) throw new AppError('SESSION__NOT_FOUND', { detail: `You have no session with id "${id}".`, parameters: { id } });
}

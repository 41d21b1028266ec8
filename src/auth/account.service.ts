import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { now } from '../db/database.js';
import { newToken, hashToken } from './tokens.js';
import { insertSession, deleteSession } from './session.repository.js';
import { sessionExpiry } from './auth.hooks.js';
import { findEmployeeByLogin, recordLogin, toEmployee, type EmployeeRow } from '../employees/employee.repository.js';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoginThrottles } from '../app.js';
import type { Employee } from '../employees/employee.schemas.js';

export interface LoginResult {
  contextToken: string;
  employee: Employee;
}

const INVALID = 'The username or the password is wrong, or the account cannot log in.';

/**
 * Logs in by email or employee id (docs/contract.md §3). Unknown user, wrong password, invited or inactive
 * account: the same 401 after the same work (one Argon2id verification), so none can be told apart.
 * Failures count per username and per client address; an attempt is admitted before its password
 * is verified, so concurrent attempts cannot outrun the limit (throttle.ts); past it, 429.
 */
export async function login(app: FastifyInstance, username: string, password: string, clientAddress: string, organizationId?: string): Promise<LoginResult> {
  const usernameKey = `user:${organizationId === undefined ? '' : `${organizationId}/`}${username.trim().toLowerCase()}`;
  const addressKey = `addr:${clientAddress}`;
  const { byUsername, byAddress } = app.loginThrottles;
  await admitAttempt(app.loginThrottles, usernameKey, addressKey);
  let failed = true;
  try {
    const employee = await findEmployeeByLogin(app.db, username.trim(), organizationId);
    const passwordMatches = await app.passwords.verify(employee?.password_hash, password);
    if (!employee || !passwordMatches || employee.status !== 'active') throw new AppError('AUTH__INVALID_CREDENTIALS', { detail: INVALID });
    failed = false;
    return await openLoginSession(app, employee);
  } finally {
    // A failure counts for the window; a success forgives the username's failures.
    await Promise.all([byUsername.release(usernameKey, failed), byAddress.release(addressKey, failed)]);
    if (!failed) await byUsername.reset(usernameKey);
  }
}

/** How long an attempt waits for the attempts of its username or address under way before a 429. */
const BUSY_WAIT_MS = 10_000;

/**
 * Admits a login attempt on both throttles before its password is verified (throttle.ts): when
 * the attempts already under way fill a key, it waits for them (they may succeed), at most
 * BUSY_WAIT_MS; when its failures do, it is a 429 for the rest of the window.
 */
async function admitAttempt(throttles: LoginThrottles, usernameKey: string, addressKey: string): Promise<void> {
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    const [user, address] = await Promise.all([throttles.byUsername.acquire(usernameKey), throttles.byAddress.acquire(addressKey)]);
    if (user.status === 'go' && address.status === 'go') return;
    await Promise.all([user.status === 'go' && throttles.byUsername.release(usernameKey, false), address.status === 'go' && throttles.byAddress.release(addressKey, false)]);
    const waits = [user, address].flatMap((admission) => (admission.status === 'blocked' ? [admission.retryAfterSeconds] : []));
    if (waits.length > 0 || Date.now() >= deadline) {
      const wait = waits.length > 0 ? Math.max(...waits) : 1;
      throw new AppError('AUTH__TOO_MANY_ATTEMPTS', {
        detail: waits.length > 0 ? `Too many failed logins; try again in ${wait} seconds.` : 'Too many logins for this account are under way; try again in a second.',
        parameters: { retryAfter: wait },
        headers: { 'retry-after': String(wait) },
      });
    }
    await sleep(20);
  }
}

async function openLoginSession(app: FastifyInstance, employee: EmployeeRow): Promise<LoginResult> {
  const contextToken = newToken();
  const loggedInAt = now();
  // The session and the login time in one write (one shared commit with whatever else is written).
  await app.writer.run(async (trx) => {
    await insertSession(trx, newSession(app, contextToken, employee.id, employee.organization_id));
    await recordLogin(trx, employee.organization_id, employee.id, loggedInAt);
  });
  return { contextToken, employee: toEmployee({ ...employee, last_login_at: loggedInAt }) };
}

function newSession(app: FastifyInstance, contextToken: string, employeeId: string, organizationId: string) {
  return { tokenHash: hashToken(contextToken), employeeId, organizationId, ...sessionExpiry(app.config.SESSION_TTL_SECONDS) };
}

/** A new session for an employee; answers the token, which is never stored. */
export async function openSession(app: FastifyInstance, employeeId: string, organizationId: string): Promise<string> {
  const contextToken = newToken();
  await app.writer.run((trx) => insertSession(trx, newSession(app, contextToken, employeeId, organizationId)));
  return contextToken;
}

export async function logout(app: FastifyInstance, tokenHash: string): Promise<void> {
  await app.writer.run((trx) => deleteSession(trx, tokenHash));
}

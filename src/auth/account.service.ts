import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { now } from '../db/database.js';
import { newToken, hashToken } from './tokens.js';
import { insertSession, deleteSession } from './session.repository.js';
import { sessionExpiry } from './auth.hooks.js';
import { findEmployeeByLogin, recordLogin, toEmployee } from '../employees/employee.repository.js';
import type { Employee } from '../employees/employee.schemas.js';

export interface LoginResult {
  contextToken: string;
  employee: Employee;
}

const INVALID = 'The username or the password is wrong, or the account cannot log in.';

/**
 * Logs in by email or employee id (DESIGN §3). Unknown user, wrong password, invited or inactive
 * account: the same 401 after the same work (one Argon2id verification), so none can be told apart.
 * Attempts count per username and per client address from their start (a success gives its count
 * back); past the limit of failures the answer is 429 (throttle.ts).
 */
export async function login(app: FastifyInstance, username: string, password: string, clientAddress: string): Promise<LoginResult> {
  const usernameKey = `user:${username.trim().toLowerCase()}`;
  const addressKey = `addr:${clientAddress}`;
  const { byUsername, byAddress } = app.loginThrottles;
  // Counted before the password is verified, so that concurrent attempts cannot outrun the limit.
  const [usernameWait, addressWait] = await Promise.all([byUsername.acquire(usernameKey), byAddress.acquire(addressKey)]);
  if (usernameWait > 0 || addressWait > 0) {
    await Promise.all([usernameWait === 0 && byUsername.release(usernameKey), addressWait === 0 && byAddress.release(addressKey)]);
    const wait = Math.max(usernameWait, addressWait);
    throw new AppError('AUTH__TOO_MANY_ATTEMPTS', {
      detail: `Too many failed logins; try again in ${wait} seconds.`,
      parameters: { retryAfter: wait },
      headers: { 'retry-after': String(wait) },
    });
  }

  const employee = await findEmployeeByLogin(app.db, username.trim());
  const passwordMatches = await app.passwords.verify(employee?.password_hash, password);
  // A failure keeps the attempts counted; a success forgives the username and gives the address its attempt back.
  if (!employee || !passwordMatches || employee.status !== 'active') throw new AppError('AUTH__INVALID_CREDENTIALS', { detail: INVALID });
  await Promise.all([byUsername.reset(usernameKey), byAddress.release(addressKey)]);

  const contextToken = newToken();
  const loggedInAt = now();
  // The session and the login time in one write (one shared commit with whatever else is written).
  await app.writer.run(async (trx) => {
    await insertSession(trx, newSession(app, contextToken, employee.id, employee.organization_id));
    await recordLogin(trx, employee.id, loggedInAt);
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

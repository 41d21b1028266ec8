import type { Db, Trx } from '../../../platform/db/database.js';
import { statementsOf, type Parameter } from '../../../platform/db/statements.js';
import { keyRows, type KeyColumn } from '../../../platform/db/dialect.js';
import type { EmployeeStatus } from '../../../platform/db/schema/employee.table.js';
import { touch } from '../../../platform/fast/freshness.js';
import { newId } from '../../../kernel/ids.js';

/** Where a session was opened from: shown to its person (GET /store-api/account/sessions). */
export interface SessionOrigin {
  userAgent: string | null;
  clientAddress: string | null;
}

export function insertSession(
  db: Db | Trx,
  session: {
    tokenHash: string;
    employeeId: string;
    organizationId: string;
    createdAt: string;
    expiresAt: string;
    enrollOnly?: boolean;
    viaSso?: boolean;
  } & SessionOrigin,
) {
  return db
    .insertInto('session')
    .values({
      token_hash: session.tokenHash,
      id: newId(),
      employee_id: session.employeeId,
      organization_id: session.organizationId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      last_used_at: session.createdAt,
      user_agent: session.userAgent === null ? null : session.userAgent.slice(0, 255),
      client_address: session.clientAddress === null ? null : session.clientAddress.slice(0, 64),
      enroll_only: session.enrollOnly ? 1 : 0,
      via_sso: session.viaSso ? 1 : 0,
    })
    .execute();
}

/** An employee's sessions that have not expired, the last used first. */
export function findSessionsOf(db: Db, organizationId: string, employeeId: string, at: string) {
  return db
    .selectFrom('session')
    .select(['token_hash', 'id', 'created_at', 'last_used_at', 'expires_at', 'user_agent', 'client_address'])
    .where('organization_id', '=', organizationId)
    .where('employee_id', '=', employeeId)
    .where('expires_at', '>', at)
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Ends one of an employee's sessions by its public id; answers whether there was one. */
export async function deleteSessionOf(trx: Trx, organizationId: string, employeeId: string, id: string): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('session')
    .where('organization_id', '=', organizationId)
    .where('employee_id', '=', employeeId)
    .where('id', '=', id)
    .returning('token_hash')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** What a guard needs of a session (SessionWithEmployee), for statements that read it with something else. */
export const SESSION_COLUMNS = [
  'session.token_hash',
  'session.expires_at',
  'employee.id as employee_id',
  'employee.organization_id',
  'employee.role',
  'employee.status',
  'role.permissions as role_permissions',
  'employee.unit_id',
  'employee.unit_path',
  'session.enroll_only',
  'session.via_sso',
] as const;

/** The keys of a session read: the token hash of each request (dialect.ts, keyRows). */
export const SESSION_KEYS: readonly KeyColumn[] = [['token_hash', 'text']];

/**
 * The sessions behind several token hashes (`request.token_hash`, see keyRows), each with its
 * employee and the key's position `n`: the statement every guarded call reads its session with,
 * batched on PostgreSQL (read-batcher.ts).
 */
export function prepareFindSessionsWithEmployee(db: Db) {
  return statementsOf(db).prepared<Record<string, unknown>, SessionWithEmployee & { n: number }>('sessionsWithEmployee', (parameter) =>
    sessionsOfRequests<{ token_hash: string }>(db, SESSION_KEYS, parameter).select(['request.n', ...SESSION_COLUMNS]),
  );
}

/**
 * The start of every statement that reads sessions for several requests: the requests' keys as
 * rows of `request` (`columns`, a `token_hash` first), each joined to its session, employee and
 * the employee's role. The role's permissions and the employee's unit path (a column of the
 * employee row, kept by every move) come in the same row, so a changed role, or a moved employee
 * or unit, counts on the very next request, on every instance, at no extra round trip
 * (docs/contract.md §2). No further relation joins here: PostgreSQL plans these named statements
 * anew at every execution, and two more relations cost the detail read 60 % of its speed.
 */
export function sessionsOfRequests<Keys extends { token_hash: string }>(db: Db, columns: readonly KeyColumn[], parameter: Parameter) {
  return db
    .selectFrom(keyRows<Keys, 'request'>(db, 'request', columns, parameter))
    .innerJoin('session', 'session.token_hash', 'request.token_hash')
    .innerJoin('employee', (join) => join.onRef('employee.organization_id', '=', 'session.organization_id').onRef('employee.id', '=', 'session.employee_id'))
    .leftJoin('role', (join) => join.onRef('role.organization_id', '=', 'employee.organization_id').onRef('role.id', '=', 'employee.role'));
}

/** The session's own columns of a row that a combined statement answered. */
export function sessionPartOf(row: SessionWithEmployee): SessionWithEmployee {
  return {
    token_hash: row.token_hash,
    expires_at: row.expires_at,
    employee_id: row.employee_id,
    organization_id: row.organization_id,
    role: row.role,
    status: row.status,
    role_permissions: row.role_permissions,
    unit_id: row.unit_id,
    unit_path: row.unit_path,
    enroll_only: row.enroll_only,
    via_sso: row.via_sso,
  };
}

export interface SessionWithEmployee {
  token_hash: string;
  expires_at: string;
  employee_id: string;
  organization_id: string;
  role: string;
  status: EmployeeStatus;
  /** The custom role's permissions as JSON text; null for a built-in role (permissions.ts). */
  role_permissions: string | null;
  /** The employee's unit and its path; null at organization level. */
  unit_id: string | null;
  unit_path: string | null;
  /** 1: the session may only enroll a second factor (session.table.ts). */
  enroll_only: number;
  /** 1: opened through single sign-on, bound to its organization (session.table.ts). */
  via_sso: number;
}

/** The sliding expiry moves forward, and the last use with it (auth.hooks.ts: at most once a minute). */
export function extendSession(db: Db | Trx, tokenHash: string, expiresAt: string, usedAt: string) {
  return db.updateTable('session').set({ expires_at: expiresAt, last_used_at: usedAt }).where('token_hash', '=', tokenHash).execute();
}

export function deleteSession(db: Db | Trx, tokenHash: string) {
  return db.deleteFrom('session').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of an employee (password change, deactivation, deletion: docs/contract.md §3). */
export function deleteSessionsOf(db: Db | Trx, organizationId: string, employeeId: string) {
  return db.deleteFrom('session').where('organization_id', '=', organizationId).where('employee_id', '=', employeeId).execute();
}

export function deleteExpiredSessions(db: Db | Trx, before: string) {
  return db.deleteFrom('session').where('expires_at', '<', before).execute();
}

/** The organization requires a second factor: the open sessions of its employees without one may only enroll one (single sign-on's sessions rely on the identity provider's factors: never). */
export async function restrictSessionsWithoutSecondFactor(trx: Trx, organizationId: string): Promise<void> {
  const without = trx
    .selectFrom('employee')
    .innerJoin('person', 'person.id', 'employee.person_id')
    .select('employee.id')
    .where('employee.organization_id', '=', organizationId)
    .where('person.totp_secret', 'is', null);
  await trx
    .updateTable('session')
    .set({ enroll_only: 1 })
    .where('organization_id', '=', organizationId)
    .where('employee_id', 'in', without)
    .where('via_sso', '=', 0)
    .execute();
  // Open event streams check their sessions at once, on every instance.
  await touch(trx, { sessions: organizationId });
}

/** The organization no longer requires a second factor: every session may do what its role allows again. */
export async function liftEnrollOnly(trx: Trx, organizationId: string): Promise<void> {
  await trx.updateTable('session').set({ enroll_only: 0 }).where('organization_id', '=', organizationId).where('enroll_only', '=', 1).execute();
  await touch(trx, { sessions: organizationId });
}

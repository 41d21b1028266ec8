import type { Db, Trx } from '../db/database.js';
import { prepareQuery } from '../db/prepared.js';
import type { EmployeeRole, EmployeeStatus } from '../employees/employee.table.js';

export function insertSession(db: Db | Trx, session: { tokenHash: string; employeeId: string; organizationId: string; createdAt: string; expiresAt: string }) {
  return db.insertInto('session').values({
    token_hash: session.tokenHash,
    employee_id: session.employeeId,
    organization_id: session.organizationId,
    created_at: session.createdAt,
    expires_at: session.expiresAt,
  }).execute();
}

/** The session and the employee behind it, in one query: it runs before every guarded call, so it is prepared once. */
export function prepareFindSessionWithEmployee(db: Db) {
  return prepareQuery<{ tokenHash: string }, SessionWithEmployee>(db, (parameter) => db.selectFrom('session')
    .innerJoin('employee', 'employee.id', 'session.employee_id')
    .select(['session.token_hash', 'session.expires_at', 'employee.id as employee_id', 'employee.organization_id', 'employee.role', 'employee.status'])
    .where('session.token_hash', '=', parameter('tokenHash')));
}

export interface SessionWithEmployee {
  token_hash: string;
  expires_at: string;
  employee_id: string;
  organization_id: string;
  role: EmployeeRole;
  status: EmployeeStatus;
}

export function extendSession(db: Db | Trx, tokenHash: string, expiresAt: string) {
  return db.updateTable('session').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
}

export function deleteSession(db: Db | Trx, tokenHash: string) {
  return db.deleteFrom('session').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of an employee (password change, deactivation, deletion: DESIGN §3). */
export function deleteSessionsOf(db: Db | Trx, organizationId: string, employeeId: string) {
  return db.deleteFrom('session').where('organization_id', '=', organizationId).where('employee_id', '=', employeeId).execute();
}

export function deleteExpiredSessions(db: Db | Trx, before: string) {
  return db.deleteFrom('session').where('expires_at', '<', before).execute();
}

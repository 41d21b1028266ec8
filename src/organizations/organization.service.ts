import { randomBytes } from 'node:crypto';
import { now, type Db } from '../db/database.js';
import { newId } from '../ids.js';
import type { PasswordHasher } from '../auth/passwords.js';
import { toEmployee } from '../employees/employee.repository.js';
import { builtInRoleRows } from '../roles/role.repository.js';
import type { Employee } from '../employees/employee.schemas.js';
import type { Organization } from './organization.schemas.js';
import { AppError } from '../errors.js';
import { isUniqueViolation } from '../db/dialect.js';
import type { Writer } from '../db/write.js';
import { CLI_ACTOR, recordEvent, type Actor } from '../events/outbox.js';
import { employeeEvent } from '../employees/employee.history.js';

export interface NewOrganization {
  name: string;
  adminEmail: string;
  /** Generated (and answered once) when absent. */
  adminPassword?: string;
}

export interface CreatedOrganization {
  organization: Organization;
  admin: Employee;
  /** The admin's password in clear: shown once to whoever created the organization, never stored. */
  adminPassword: string;
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** An organization with its first admin, in one transaction. */
/** `actor`: the CLI (`store-api org create`), or the system at first start; history's first entry names it. */
export async function createOrganization(writer: Writer, passwords: PasswordHasher, input: NewOrganization, actor: Actor = CLI_ACTOR): Promise<CreatedOrganization> {
  const adminPassword = input.adminPassword ?? generatePassword();
  const passwordHash = await passwords.hash(adminPassword);
  const at = now();
  const organizationRow = { id: newId(), name: input.name.trim(), created_at: at, updated_at: at };
  const adminRow = {
    id: newId(),
    organization_id: organizationRow.id,
    email: input.adminEmail,
    email_normalized: input.adminEmail.toLowerCase(),
    first_name: null,
    last_name: null,
    role: 'admin' as const,
    status: 'active' as const,
    unit_id: null,
    unit_path: null,
    password_hash: passwordHash,
    last_login_at: null,
    created_at: at,
    updated_at: at,
    version: 1,
  };
  try {
    await writer.run(async (trx) => {
      await trx.insertInto('organization').values(organizationRow).execute();
      await trx.insertInto('role').values(builtInRoleRows(organizationRow.id, at)).execute();
      await trx.insertInto('employee').values(adminRow).execute();
      await recordEvent(trx, organizationRow.id, actor, employeeEvent('employee.created', null, adminRow));
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('EMPLOYEE__DUPLICATE_EMAIL', { detail: 'An employee with this email already exists.', pointer: '/adminEmail' });
    }
    throw error;
  }
  return {
    organization: { apiAlias: 'b2b_organization', id: organizationRow.id, name: organizationRow.name, createdAt: at, updatedAt: at },
    admin: toEmployee(adminRow),
    adminPassword,
  };
}

export async function hasAnyOrganization(db: Db): Promise<boolean> {
  const row = await db.selectFrom('organization').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

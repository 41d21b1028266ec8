import { randomBytes } from 'node:crypto';
import { now, type Db } from '../../platform/db/database.js';
import { newId } from '../../kernel/ids.js';
import type { PasswordHasher } from '../../platform/passwords/passwords.js';
import {
  toEmployee,
  type Employee,
  employeeEvent,
  insertEmployees,
  lockEmployeesOf,
  insertPeople,
  newPersonRow,
  restrictSessionsWithoutSecondFactor,
  liftEnrollOnly,
} from '../identity/index.js';
import { builtInRoleRows, insertRoles } from '../roles/index.js';
import { anyOrganizationBut, findOrganization, insertOrganization, updateOrganization } from './organization.repository.js';
import type { Organization, OrganizationPatch } from './organization.schemas.js';
import type { OrganizationTable } from '../../platform/db/schema/organization.table.js';
import { AppError } from '../../kernel/errors.js';
import { isUniqueViolation } from '../../platform/db/dialect.js';
import type { Writer } from '../../platform/db/write.js';
import type { Trx } from '../../platform/db/database.js';
import { actorOf, changesOf, CLI_ACTOR, recordEvent, type Actor, type PendingEvent } from '../../platform/outbox/outbox.js';
import type { Selectable } from 'kysely';
import type { ServiceContext } from '../../platform/context.js';
import type { Caller } from '../../kernel/caller.js';
import { assertVersion } from '../../platform/http/versioning.js';
import { trimmedName } from '../../platform/http/validation.js';
import { hasSso } from '../federation/index.js';
import { GUEST_ORGANIZATION_ID } from '../../kernel/guest-organization.js';

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
export async function createOrganization(
  writer: Writer,
  passwords: PasswordHasher,
  input: NewOrganization,
  actor: Actor = CLI_ACTOR,
): Promise<CreatedOrganization> {
  const adminPassword = input.adminPassword ?? generatePassword();
  const passwordHash = await passwords.hash(adminPassword);
  const at = now();
  const organizationRow: OrganizationRow = {
    id: newId(),
    name: input.name.trim(),
    created_at: at,
    updated_at: at,
    version: 1,
    password_login: 1,
    require_second_factor: 0,
    list_retention_days: null,
    list_sharing: 'organization',
  };
  // The first admin is a new person: an email that names someone already is refused (409), as the operator chooses it.
  const person = newPersonRow(input.adminEmail, passwordHash, organizationRow.id, at);
  const adminRow = {
    id: newId(),
    organization_id: organizationRow.id,
    person_id: person.id,
    email: input.adminEmail,
    email_normalized: input.adminEmail.toLowerCase(),
    first_name: null,
    last_name: null,
    role: 'admin' as const,
    status: 'active' as const,
    unit_id: null,
    unit_path: null,
    last_login_at: null,
    created_at: at,
    updated_at: at,
    version: 1,
    custom_fields: null,
  };
  try {
    await writer.run(async (trx) => {
      await insertOrganization(trx, organizationRow);
      await insertRoles(trx, builtInRoleRows(organizationRow.id, at));
      await insertPeople(trx, [person]);
      await insertEmployees(trx, [adminRow]);
      await recordEvent(trx, organizationRow.id, actor, employeeEvent('employee.created', null, adminRow));
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('EMPLOYEE__DUPLICATE_EMAIL', { detail: 'An employee with this email already exists.', pointer: '/adminEmail' });
    }
    throw error;
  }
  return {
    organization: toOrganization(organizationRow),
    admin: toEmployee(adminRow),
    adminPassword,
  };
}

/** Whether any organization exists but the guests' (made by the first guest, guest-organization.ts). */
export async function hasAnyOrganization(db: Db): Promise<boolean> {
  return anyOrganizationBut(db, GUEST_ORGANIZATION_ID);
}

export type OrganizationRow = Selectable<OrganizationTable>;

export function toOrganization(row: OrganizationRow): Organization {
  return {
    apiAlias: 'b2b_organization',
    id: row.id,
    name: row.name,
    passwordLogin: row.password_login === 1,
    requireSecondFactor: row.require_second_factor === 1,
    listRetentionDays: row.list_retention_days,
    listSharing: row.list_sharing,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

const ORGANIZATION_FIELDS = ['name', 'passwordLogin', 'requireSecondFactor', 'listRetentionDays', 'listSharing'] as const;

/** The organization's entry in history (organization level: no unit's reader sees it). */
function organizationEvent(before: OrganizationRow, after: OrganizationRow): PendingEvent {
  return {
    type: 'organization.changed',
    resource: { type: 'organization', id: after.id, version: after.version },
    scopePath: null,
    data: { changes: changesOf(toOrganization(before), toOrganization(after), ORGANIZATION_FIELDS) },
  };
}

/**
 * `requireSecondFactor` on: the open sessions of the organization's employees without a second
 * factor may only enroll one from their next request on (every instance reads the session with the
 * request); off: every session may do what its role allows again.
 */
async function restrictSessionsToEnrollment(trx: Trx, organizationId: string, required: boolean): Promise<void> {
  if (required) await restrictSessionsWithoutSecondFactor(trx, organizationId);
  else await liftEnrollOnly(trx, organizationId);
}

/** `GET /organization`: the caller's organization, its name and policies. */
export async function getOrganization(context: ServiceContext, caller: Caller): Promise<Organization> {
  const row = await findOrganization(context.readDb, caller.organizationId);
  return toOrganization(row);
}

/**
 * `PATCH /organization`: the name and the policies, at organization level. A policy that would lock
 * everyone out is refused (409) and changes nothing: password logins stay on while the
 * organization has no single sign-on. Requiring a second factor restricts the sessions of those
 * without one to enrolling it, at once. Writes of the organization's employees take turns with it on
 * PostgreSQL (the organization's row lock), so the version check holds.
 */
export async function patchOrganization(
  context: ServiceContext,
  caller: Caller,
  patch: OrganizationPatch,
  expectedVersion: number | undefined,
): Promise<Organization> {
  const name = patch.name === undefined ? undefined : trimmedName(patch.name, '/name');
  return context.writer.run(async (trx) => {
    await lockEmployeesOf(trx, caller.organizationId);
    const row = await findOrganization(trx, caller.organizationId);
    assertVersion(row.version, expectedVersion);
    if (patch.passwordLogin === false && row.password_login === 1 && !(await hasSso(trx, caller.organizationId))) {
      throw new AppError('ORGANIZATION__SSO_REQUIRED', {
        detail: 'Password logins stay on while the organization has no single sign-on: without either, nobody could sign in.',
        pointer: '/passwordLogin',
      });
    }
    const changed: OrganizationRow = {
      ...row,
      ...(name !== undefined ? { name } : {}),
      ...(patch.passwordLogin !== undefined ? { password_login: patch.passwordLogin ? 1 : 0 } : {}),
      ...(patch.requireSecondFactor !== undefined ? { require_second_factor: patch.requireSecondFactor ? 1 : 0 } : {}),
      ...(patch.listRetentionDays !== undefined ? { list_retention_days: patch.listRetentionDays } : {}),
      ...(patch.listSharing !== undefined ? { list_sharing: patch.listSharing } : {}),
    };
    const changes = changesOf(toOrganization(row), toOrganization(changed), ORGANIZATION_FIELDS);
    // Nothing changes: no new version, no history entry.
    if (Object.keys(changes).length === 0) return toOrganization(row);
    const updated = await updateOrganization(trx, caller.organizationId, {
      name: changed.name,
      password_login: changed.password_login,
      require_second_factor: changed.require_second_factor,
      list_retention_days: changed.list_retention_days,
      list_sharing: changed.list_sharing,
      updated_at: now(),
      version: row.version + 1,
    });
    if (updated.require_second_factor !== row.require_second_factor) {
      await restrictSessionsToEnrollment(trx, caller.organizationId, updated.require_second_factor === 1);
    }
    await recordEvent(trx, caller.organizationId, actorOf(caller), organizationEvent(row, updated));
    return toOrganization(updated);
  });
}

import {
  clearSecondFactor,
  deleteSessionsOf,
  deleteEmployee as deleteEmployeeRow,
  deleteSharesWith,
  deleteInvitation,
  findEmployee,
  findEmployeeByLogin,
  findEmployeeForWrite,
  findEmployeeInReach,
  findInvitation,
  insertEmployees,
  lockEmployeesOf,
  releaseProductListsOf,
  toEmployee,
  updateEmployee,
  upsertInvitation,
  type EmployeeRow,
  newEmployeeRow,
  employeeChangeType,
  employeeEvent,
  secondFactorChallenge,
  findEmployeeByEmail,
  deletePersonIfAlone,
  deleteSessionsOfPerson,
  findPerson,
  findPersonByEmail,
  insertPeople,
  newPersonRow,
  sharedPeople,
  updatePerson,
  type Employee,
  type EmployeeCreate,
  type EmployeeInvite,
  type EmployeePatch,
  type Invitation,
  type InvitedEmployee,
} from '../identity/index.js';
import type { Updateable } from 'kysely';
import type { ServiceContext } from '../../platform/context.js';
import type { Trx } from '../../platform/db/database.js';
import { now } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/dialect.js';
import { AppError } from '../../kernel/errors.js';
import type { Caller } from '../../kernel/caller.js';
import { can } from '../../kernel/caller.js';
import { hashToken, newToken } from '../../kernel/tokens.js';
import { assertVersion } from '../../platform/http/versioning.js';
import { destinationUnit } from '../units/index.js';
import { unitColumnsOf } from '../../kernel/reach.js';
import type { EmployeeTable } from '../../platform/db/schema/employee.table.js';
import { permissionsOfRoles, countActiveManagers, assertHoldsAll, roleToAssign } from '../roles/index.js';
import { isManaging, type Permission } from '../../kernel/permissions.js';
import { actorOf, recordEvent, CLI_ACTOR } from '../../platform/outbox/outbox.js';
import { customFieldsOf, mergedCustomFields } from '../../kernel/custom-fields.js';

export function notFound(id: string): AppError {
  return new AppError('EMPLOYEE__NOT_FOUND', { detail: `No employee with id "${id}".`, parameters: { id } });
}

export async function getEmployee(context: ServiceContext, caller: Caller, id: string): Promise<Employee> {
  const row = await findEmployeeInReach(context.readDb, caller, id);
  if (!row) throw notFound(id);
  return toEmployee(row);
}

/**
 * Ids and emails are unique in their organization (docs/contract.md §2); an email names one person
 * across the service, who may be an employee of several organizations. A collision names the
 * field, never another organization or its record.
 */
async function assertLoginNamesFree(
  trx: Trx,
  organizationId: string,
  id: string | undefined,
  email: string | null | undefined,
  pointerPrefix = '',
): Promise<void> {
  if (id !== undefined && (await findEmployee(trx, organizationId, id))) throw duplicateId(id, `${pointerPrefix}/id`);
  if (email && (await findEmployeeByEmail(trx, organizationId, email))) throw duplicateEmail(`${pointerPrefix}/email`);
}

/**
 * The person a new employee record is of: the one the email names already (an employee of another
 * organization: the record is an invitation they accept by signing in, and no password is set for
 * them), else a new person with this email and password.
 */
export async function personForNewRecord(
  trx: Trx,
  organizationId: string,
  email: string | null | undefined,
  passwordHash: string | null,
): Promise<{ id: string; existing: boolean }> {
  const existing = email ? await findPersonByEmail(trx, email) : undefined;
  if (existing) return { id: existing.id, existing: true };
  const person = newPersonRow(email, passwordHash, organizationId);
  await insertPeople(trx, [person]);
  return { id: person.id, existing: false };
}

/** A person's login (email, password) is theirs to change by an organization only while they belong to it alone. */
async function assertPersonOwnedHere(trx: Trx, row: EmployeeRow, field: 'email' | 'password', pointer: string): Promise<void> {
  if ((await sharedPeople(trx, [row.person_id])).size > 0) {
    throw new AppError('EMPLOYEE__PERSON_SHARED', {
      detail: `This person also belongs to other organizations: their ${field} is theirs to change (${field === 'password' ? 'PATCH of their own record with currentPassword' : 'by the person, or by an operator'}), not one organization's.`,
      pointer,
    });
  }
}

/** The permissions an employee holds through their role (none for a role that no longer exists). */
async function permissionsOfEmployee(trx: Trx, row: EmployeeRow): Promise<ReadonlySet<Permission>> {
  return (await permissionsOfRoles(trx, row.organization_id, [row.role])).get(row.role) ?? new Set();
}

/**
 * Acting on another employee (changing, deleting, inviting again) needs every permission they
 * hold: else one could lower, or take over, an employee who may do more (no escalation).
 */
async function assertMayActOn(trx: Trx, caller: Caller, row: EmployeeRow, what: string): Promise<ReadonlySet<Permission>> {
  const held = await permissionsOfEmployee(trx, row);
  if (row.id !== caller.employeeId) assertHoldsAll(caller, held, what);
  return held;
}

export function duplicateId(id: string, pointer: string): AppError {
  return new AppError('EMPLOYEE__DUPLICATE_ID', { detail: `The employee id "${id}" is already taken.`, pointer, parameters: { id } });
}

export function duplicateEmail(pointer: string): AppError {
  return new AppError('EMPLOYEE__DUPLICATE_EMAIL', { detail: 'An employee with this email already exists.', pointer });
}

/** Turns a unique violation that lost a race into the same 409 as the check before it. */
async function orConflict<T>(work: Promise<T>, pointer: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('EMPLOYEE__DUPLICATE_EMAIL', { detail: 'An employee with this id or email already exists.', pointer });
    }
    throw error;
  }
}

/**
 * The unit of a new employee (the caller's own by default). Naming a unit, the write takes its turn
 * with the organization's other employee and unit writes (lockEmployeesOf), so a unit deleted at
 * the same moment cannot leave the new employee in a unit that no longer exists.
 */
async function unitForNewEmployee(trx: Trx, caller: Caller, unitId: string | null | undefined) {
  const wanted = unitId === undefined ? caller.unitId : unitId;
  if (wanted !== null) await lockEmployeesOf(trx, caller.organizationId);
  return destinationUnit(trx, caller, wanted, '/unitId', 'employee.create');
}

async function issueInvitation(context: ServiceContext, trx: Trx, employee: EmployeeRow): Promise<Invitation> {
  const token = newToken();
  const createdAt = now();
  const expiresAt = new Date(Date.parse(createdAt) + context.config.INVITATION_TTL_SECONDS * 1000).toISOString();
  await upsertInvitation(trx, { employeeId: employee.id, organizationId: employee.organization_id, tokenHash: hashToken(token), expiresAt, createdAt });
  return { apiAlias: 'b2b_employee_invitation', token, expiresAt };
}

/** `POST /employee`: with a password the employee is active at once; without, invited. */
export async function createEmployee(context: ServiceContext, caller: Caller, input: EmployeeCreate): Promise<Employee | InvitedEmployee> {
  const passwordHash = input.password === undefined ? null : await context.passwords.hash(input.password);
  return context.writer.run(async (trx) => {
    await roleToAssign(trx, caller, input.role ?? 'member', '/role');
    await assertLoginNamesFree(trx, caller.organizationId, input.id, input.email);
    const unit = await unitForNewEmployee(trx, caller, input.unitId);
    const person = await orConflict(personForNewRecord(trx, caller.organizationId, input.email, passwordHash), '/email');
    const active = passwordHash !== null && !person.existing;
    const row = newEmployeeRow(caller.organizationId, input, unit, active ? 'active' : 'invited', person.id, now());
    await orConflict(insertEmployees(trx, [row]), '/email');
    const invitation = active ? undefined : await issueInvitation(context, trx, row);
    await recordEvent(
      trx,
      caller.organizationId,
      actorOf(caller),
      employeeEvent(active ? 'employee.created' : 'employee.invited', null, row, person.existing ? { existingPerson: true } : {}),
    );
    return invitation ? { ...toEmployee(row), invitation } : toEmployee(row);
  });
}

/** `POST /employee/add`: an invitation. The answer carries the one-time token. */
export async function inviteEmployee(context: ServiceContext, caller: Caller, input: EmployeeInvite): Promise<InvitedEmployee> {
  return context.writer.run(async (trx) => {
    await roleToAssign(trx, caller, input.role ?? 'member', '/role');
    await assertLoginNamesFree(trx, caller.organizationId, input.id, input.email);
    const unit = await unitForNewEmployee(trx, caller, input.unitId);
    const person = await orConflict(personForNewRecord(trx, caller.organizationId, input.email, null), '/email');
    const row = newEmployeeRow(caller.organizationId, input, unit, 'invited', person.id, now());
    await orConflict(insertEmployees(trx, [row]), '/email');
    const invitation = await issueInvitation(context, trx, row);
    await recordEvent(trx, caller.organizationId, actorOf(caller), employeeEvent('employee.invited', null, row));
    return { ...toEmployee(row), invitation };
  });
}

export async function reinviteEmployee(context: ServiceContext, caller: Caller, id: string): Promise<InvitedEmployee> {
  return context.writer.run(async (trx) => {
    const row = await findEmployeeInReach(trx, caller, id);
    if (!row) throw notFound(id);
    await assertMayActOn(trx, caller, row, 'Inviting this employee again');
    if (row.status !== 'invited') {
      throw new AppError('EMPLOYEE__NOT_INVITED', {
        detail: `The employee is ${row.status}; only invited employees can be invited again.`,
        parameters: { status: row.status },
      });
    }
    const invitation = await issueInvitation(context, trx, row);
    await recordEvent(trx, caller.organizationId, actorOf(caller), employeeEvent('employee.invited', row, row, { invitedAgain: true }));
    return { ...toEmployee(row), invitation };
  });
}

/**
 * Sets the password of an invited employee and activates them; the token works once. A person who
 * has a password already (an employee of another organization) proves it instead: an invitation
 * never sets the password of someone who has one.
 */
export async function acceptInvitation(context: ServiceContext, token: string, password: string, requestId: string | null = null): Promise<EmployeeRow> {
  const invalid = new AppError('AUTH__INVITATION_INVALID', { detail: 'The invitation token is unknown, used or expired.' });
  const invitation = await findInvitation(context.db, hashToken(token));
  if (!invitation || Date.parse(invitation.expires_at) <= Date.now()) throw invalid;
  const invited = await findEmployee(context.db, invitation.organization_id, invitation.employee_id);
  const person = invited && (await findPerson(context.db, invited.person_id));
  if (!person) throw invalid;
  const passwordHash = person.password_hash === null ? await context.passwords.hash(password) : undefined;
  if (passwordHash === undefined && !(await context.passwords.verify(person.password_hash, password))) {
    throw new AppError('AUTH__INVALID_CREDENTIALS', { detail: 'You have a login already: accept with your own password.' });
  }
  // A person with a second factor completes with a code, as a login: the completed login accepts the invitation.
  if (person.totp_secret !== null) throw await secondFactorChallenge(context, invited, true);
  return context.writer.run(async (trx) => {
    await lockEmployeesOf(trx, invitation.organization_id);
    const current = await findInvitation(trx, invitation.token_hash);
    if (!current) throw invalid;
    const employee = await findEmployee(trx, current.organization_id, current.employee_id);
    if (employee?.status !== 'invited') throw invalid;
    await deleteInvitation(trx, employee.organization_id, employee.id);
    // Accepting logs the person in (the route opens their session): their first login here.
    const at = now();
    await updatePerson(trx, employee.person_id, {
      last_organization_id: employee.organization_id,
      ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
    });
    const accepted = await updateEmployee(trx, employee, { status: 'active', updated_at: at, last_login_at: at });
    await recordEvent(
      trx,
      employee.organization_id,
      { type: 'employee', id: employee.id, requestId },
      employeeEvent('employee.activated', employee, accepted, { invitationAccepted: true }),
    );
    return accepted;
  });
}

/** Fields only holders of `employee.edit` may change; one's own profile is names and password. */
const ADMIN_ONLY_FIELDS = ['email', 'role', 'status', 'unitId', 'customFields'] as const;

export interface PatchResult {
  employee: Employee;
  /** Set when the caller changed their own password: their sessions ended, this is the new one. */
  sessionEnded: boolean;
}

export async function patchEmployee(
  context: ServiceContext,
  caller: Caller,
  id: string,
  patch: EmployeePatch,
  expectedVersion: number | undefined,
): Promise<PatchResult> {
  const isSelf = id === caller.employeeId;
  const mayEdit = can(caller, 'employee.edit');
  if (!mayEdit) {
    const forbidden = ADMIN_ONLY_FIELDS.filter((field) => patch[field] !== undefined);
    if (forbidden.length > 0) {
      throw new AppError('AUTH__PERMISSION_DENIED', {
        detail: `Changing ${forbidden.join(', ')} needs the permission "employee.edit".`,
        pointer: `/${forbidden[0]}`,
        parameters: { permission: 'employee.edit' },
      });
    }
  }
  const existing = await findEmployeeInReach(context.db, caller, id);
  if (!existing) throw notFound(id);
  if (patch.password !== undefined && isSelf) {
    // One's own password needs the current one, so a stolen session cannot take the account over.
    if (patch.currentPassword === undefined) {
      throw AppError.validation([{ pointer: '/currentPassword', detail: 'The current password is required to change your own password.' }]);
    }
    const person = await findPerson(context.db, existing.person_id);
    if (!(await context.passwords.verify(person?.password_hash, patch.currentPassword))) {
      throw AppError.validation([{ pointer: '/currentPassword', detail: 'The current password is wrong.' }]);
    }
  }
  const passwordHash = patch.password === undefined ? undefined : await context.passwords.hash(patch.password);

  return context.writer.run(async (trx) => {
    const row = await findEmployeeForWrite(trx, caller, id);
    if (!row) throw notFound(id);
    assertVersion(row.version, expectedVersion);
    const heldBefore = await assertMayActOn(trx, caller, row, 'Changing this employee');
    const heldAfter = patch.role !== undefined && patch.role !== row.role ? await roleToAssign(trx, caller, patch.role, '/role') : heldBefore;
    const changes: Updateable<EmployeeTable> = {};
    if (patch.firstName !== undefined) changes.first_name = patch.firstName;
    if (patch.lastName !== undefined) changes.last_name = patch.lastName;
    if (patch.customFields !== undefined) changes.custom_fields = mergedCustomFields(customFieldsOf(row.custom_fields), patch.customFields);
    const personChanges: Parameters<typeof updatePerson>[2] = {};
    if (patch.email !== undefined && (patch.email?.toLowerCase() ?? null) !== row.email_normalized) {
      await assertPersonOwnedHere(trx, row, 'email', '/email');
      // An email names one person: another person's (here or elsewhere) is taken.
      if (patch.email && (await findPersonByEmail(trx, patch.email))) throw duplicateEmail('/email');
      Object.assign(personChanges, { email: patch.email, email_normalized: patch.email ? patch.email.toLowerCase() : null });
    }
    if (patch.email !== undefined && patch.email !== row.email) {
      changes.email = patch.email;
      changes.email_normalized = patch.email ? patch.email.toLowerCase() : null;
    }
    if (patch.role !== undefined) changes.role = patch.role;
    const moved = patch.unitId !== undefined && patch.unitId !== row.unit_id;
    if (moved) Object.assign(changes, unitColumnsOf(await destinationUnit(trx, caller, patch.unitId!, '/unitId', 'employee.edit')));
    let status = row.status;
    if (passwordHash !== undefined) {
      if (!isSelf) await assertPersonOwnedHere(trx, row, 'password', '/password');
      personChanges.password_hash = passwordHash;
      if (row.status === 'invited') status = 'active';
    }
    if (patch.status !== undefined) {
      if (patch.status === 'active' && row.status === 'invited' && passwordHash === undefined) {
        throw new AppError('EMPLOYEE__PASSWORD_REQUIRED', {
          detail: 'An invited employee becomes active by accepting the invitation or getting a password.',
          pointer: '/status',
        });
      }
      status = patch.status;
    }
    if (status !== row.status) changes.status = status;
    if (Object.keys(changes).length === 0 && Object.keys(personChanges).length === 0) return { employee: toEmployee(row), sessionEnded: false };
    if (Object.keys(personChanges).length > 0) await orConflict(updatePerson(trx, row.person_id, personChanges), '/email');

    await assertManagerRemains(trx, row, heldBefore, heldAfter, status, changes.unit_id === undefined ? row.unit_id : changes.unit_id);
    changes.updated_at = now();
    const updated = await orConflict(updateEmployee(trx, row, changes), '/email');
    if (status === 'active' && row.status === 'invited') await deleteInvitation(trx, caller.organizationId, id);
    const endSessions = passwordHash !== undefined || status !== 'active';
    // A new password is the person's: their sessions end in every organization.
    if (passwordHash !== undefined) await deleteSessionsOfPerson(trx, row.person_id);
    else if (endSessions) await deleteSessionsOf(trx, caller.organizationId, id);
    await recordEvent(
      trx,
      caller.organizationId,
      actorOf(caller),
      employeeEvent(employeeChangeType(row, updated, passwordHash !== undefined), row, updated, passwordHash !== undefined ? { passwordChanged: true } : {}),
    );
    return { employee: toEmployee(updated), sessionEnded: endSessions && isSelf };
  });
}

/**
 * The last active organization-level employee who can manage roles and employees (employee.edit
 * and role.edit, as every admin) cannot lose that role, be deactivated, be moved into a unit or be
 * deleted (409).
 */
async function assertManagerRemains(
  trx: Trx,
  row: EmployeeRow,
  heldBefore: ReadonlySet<Permission>,
  heldAfter: ReadonlySet<Permission> | undefined,
  status: string,
  unitId: string | null = row.unit_id,
): Promise<void> {
  const wasManager = isManaging(heldBefore) && row.status === 'active' && row.unit_id === null;
  const staysManager = heldAfter !== undefined && isManaging(heldAfter) && status === 'active' && unitId === null;
  if (!wasManager || staysManager) return;
  if ((await countActiveManagers(trx, row.organization_id, [row.id])) === 0) {
    throw new AppError('EMPLOYEE__LAST_ADMIN', {
      detail:
        'This is the last active organization-level employee who can manage roles and employees (an admin, say); give another organization-level employee such a role first.',
    });
  }
}

export async function deleteEmployee(context: ServiceContext, caller: Caller, id: string, expectedVersion: number | undefined): Promise<void> {
  await context.writer.run(async (trx) => {
    const row = await findEmployeeForWrite(trx, caller, id);
    if (!row) throw notFound(id);
    assertVersion(row.version, expectedVersion);
    const held = await assertMayActOn(trx, caller, row, 'Deleting this employee');
    await assertManagerRemains(trx, row, held, undefined, 'deleted');
    await releaseProductListsOf(trx, caller.organizationId, id);
    await deleteSharesWith(trx, caller.organizationId, id);
    // Sessions and the invitation go with the row (ON DELETE CASCADE), so they end at once.
    await deleteSessionsOf(trx, caller.organizationId, id);
    await deleteInvitation(trx, caller.organizationId, id);
    await deleteEmployeeRow(trx, caller.organizationId, id);
    await deletePersonIfAlone(trx, row.person_id);
    await recordEvent(trx, caller.organizationId, actorOf(caller), employeeEvent('employee.deleted', row, null));
  });
}

/**
 * `store-api password reset`: an operator's way back into an account whose password is lost (the
 * first admin's, say). Sets the password, activates an invited employee, ends every session and
 * the pending invitation. No HTTP route reaches it: it needs access to the database.
 */
export async function resetPassword(
  context: Pick<ServiceContext, 'writer' | 'db' | 'passwords'>,
  login: string,
  password: string,
  options: { withoutSecondFactor?: boolean } = {},
): Promise<Employee> {
  const found = await findEmployeeByLogin(context.db, login.trim());
  if (!found) throw new AppError('EMPLOYEE__NOT_FOUND', { detail: `No employee has the email or id "${login}".`, parameters: { login } });
  const passwordHash = await context.passwords.hash(password);
  return context.writer.run(async (trx) => {
    // The operator's command reaches the whole organization.
    const row = await findEmployeeForWrite(trx, { organizationId: found.organization_id, unitId: null }, found.id);
    if (!row) throw notFound(found.id);
    const status = row.status === 'invited' ? 'active' : row.status;
    await updatePerson(trx, row.person_id, { password_hash: passwordHash });
    const updated = await updateEmployee(trx, row, { status, updated_at: now() });
    await deleteInvitation(trx, row.organization_id, row.id);
    await deleteSessionsOfPerson(trx, row.person_id);
    // A lost authenticator (and lost recovery codes): the operator turns the second factor off too.
    const secondFactorOff = options.withoutSecondFactor === true && found.totp_secret !== null;
    if (secondFactorOff) await clearSecondFactor(trx, row.person_id, now());
    await recordEvent(
      trx,
      row.organization_id,
      CLI_ACTOR,
      employeeEvent(employeeChangeType(row, updated, true), row, updated, {
        passwordChanged: true,
        ...(secondFactorOff ? { secondFactorDisabled: true } : {}),
      }),
    );
    return toEmployee(updated);
  });
}

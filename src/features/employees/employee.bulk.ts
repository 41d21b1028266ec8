import { actorOf, recordEvents, type PendingEvent } from '../../platform/outbox/outbox.js';
import {
  employeeChangeType,
  employeeEvent,
  deleteSessionsOf,
  deleteSessionsOfPerson,
  insertPeople,
  newPersonRow,
  sharedPeople,
  updatePerson,
  findPeopleByEmails,
  findEmployeesByIds,
  insertEmployees,
  lockEmployeesOf,
  toEmployee,
  updateEmployee,
  type EmployeeRow,
  type NewEmployeeRow,
  type Employee,
  type EmployeeRecord,
} from '../identity/index.js';
import type { Updateable } from 'kysely';
import type { ServiceContext } from '../../platform/context.js';
import { now, type Trx } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/dialect.js';
import { AppError, repeatedKeys, type ValidationIssue } from '../../kernel/errors.js';
import type { Caller } from '../../kernel/caller.js';
import { can } from '../../kernel/caller.js';
import type { EmployeeTable } from '../../platform/db/schema/employee.table.js';
import { customFieldChanges, customFieldsOf, mergedCustomFields } from '../../kernel/custom-fields.js';
import { countActiveManagers, permissionsOfRoles, assertHoldsAll } from '../roles/index.js';
import { duplicateEmail, duplicateId } from './employee.service.js';
import { findUnitsOf, unitFinder, type UnitRow } from '../units/index.js';
import { reachesPath, unitColumnsOf } from '../../kernel/reach.js';

/**
 * The units of a submission: which existing employees the caller reaches, and the unit each record
 * names (`unitId`: an id or null; `unit`, as CSV files name it: an id or a path of names). A unit
 * that does not exist is a 400 at its pointer; one outside the caller's branch, or the organization
 * level for a unit-level caller, a 403 (the submission stops there, as for roles).
 */
async function unitsOfRecords(trx: Trx, caller: Caller, records: readonly EmployeeRecord[]) {
  const named = records.some(namesUnit);
  // Records in units take their turn with unit writes (a unit deleted meanwhile would leave them in none).
  if (named || caller.unitId !== null) await lockEmployeesOf(trx, caller.organizationId);
  const find = unitFinder(named ? await findUnitsOf(trx, caller.organizationId) : []);
  return {
    of(record: EmployeeRecord, index: number, issues: ValidationIssue[]): UnitRow | null | undefined {
      if (record.unitId !== undefined && record.unit !== undefined) {
        issues.push({ pointer: `/${index}/unit`, detail: 'Name the unit once: "unitId" or "unit".' });
        return undefined;
      }
      const reference = record.unitId ?? record.unit;
      if (reference === undefined) return undefined;
      const pointer = `/${index}/${record.unitId !== undefined ? 'unitId' : 'unit'}`;
      let unit: UnitRow | undefined;
      if (reference !== null) {
        unit = find(reference);
        if (!unit) {
          issues.push({ pointer, detail: `No organization unit "${reference}" in this organization (a unit id, or a path of names such as Sales/North).` });
          return undefined;
        }
      }
      if (!reachesPath(caller, unit?.path ?? null)) {
        throw new AppError('AUTH__PERMISSION_DENIED', {
          detail: `${unit ? `The unit "${reference}"` : 'The organization level'} is outside your branch: you act within your own unit and the units below it.`,
          pointer,
          parameters: { permission: 'employee.create' },
        });
      }
      return unit ?? null;
    },
  };
}

const namesUnit = (record: EmployeeRecord) => record.unitId !== undefined || record.unit !== undefined;

export interface BulkResult {
  apiAlias: 'b2b_employee_bulk_result';
  created: number;
  updated: number;
  elements: Employee[];
}

/** Two records of one submission may not name the same id or email: the second is reported. */
function repeatsWithin(records: readonly EmployeeRecord[]): ValidationIssue[] {
  const ids = repeatedKeys(
    records.map((record) => record.id),
    (index) => `/${index}/id`,
    (key, first) => `The id "${key}" is already used by record ${first} of this submission.`,
  );
  const emails = repeatedKeys(
    records.map((record) => record.email?.toLowerCase() || undefined),
    (index) => `/${index}/email`,
    (_key, first) => `This email is already used by record ${first} of this submission.`,
  );
  // In the order of the records, as one pass over them reported them.
  return [...ids.issues, ...emails.issues].sort((a, b) => Number(a.pointer.split('/')[1]) - Number(b.pointer.split('/')[1]));
}

/**
 * `POST /employees`: creates or updates every record, all or nothing (docs/contract.md §1). A new record
 * without a password is `invited`; a password activates an invited employee and ends the
 * sessions of an existing one. Passwords are hashed before the transaction, on the password
 * threads (passwords.ts), so the write itself stays short.
 */
export async function upsertEmployees(context: ServiceContext, caller: Caller, records: readonly EmployeeRecord[]): Promise<BulkResult> {
  const repeats = repeatsWithin(records);
  if (repeats.length > 0) throw AppError.validation(repeats);
  const hashes = await Promise.all(records.map((record) => (record.password === undefined ? undefined : context.passwords.hash(record.password))));

  // A concurrent submission (on any instance) may insert one of these ids or emails between our
  // read and our insert: the unique index refuses ours, and the submission runs again, now seeing
  // those rows (updates of our own organization's employees, or a 409 naming the conflict).
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await context.writer.run(async (trx) => applyRecords(trx, caller, records, hashes));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= 3) throw new AppError('EMPLOYEE__DUPLICATE_EMAIL', { detail: 'An employee with one of these ids or emails already exists.' });
    }
  }
}

async function applyRecords(trx: Trx, caller: Caller, records: readonly EmployeeRecord[], hashes: readonly (string | undefined)[]): Promise<BulkResult> {
  const touched = await readTouched(trx, caller, records, hashes);
  const unitIds = await checkRecords(trx, caller, records, hashes, touched);
  return writeRecords(trx, caller, records, hashes, touched, unitIds);
}

/** What a submission's records touch, read once before they are checked and written. */
interface Touched {
  /** The records' existing employees, by id (read again under the organization's lock when there are updates). */
  existing: Map<string, EmployeeRow>;
  /** The people the records' emails name, and their record here if they have one. */
  people: Map<string | null, Awaited<ReturnType<typeof findPeopleByEmails>>[number]>;
  /** People whose login (email, password) belongs to other organizations too. */
  shared: Set<string>;
  /** The permissions of every role named, and of every role an updated employee holds now. */
  roles: Awaited<ReturnType<typeof permissionsOfRoles>>;
}

async function readTouched(trx: Trx, caller: Caller, records: readonly EmployeeRecord[], hashes: readonly (string | undefined)[]): Promise<Touched> {
  const ids = records.map((record) => record.id);
  let existing = new Map((await findEmployeesByIds(trx, caller.organizationId, ids)).map((row) => [row.id, row]));
  // Updates take their turn with the organization's other employee writes (identity/accounts/employee.repository.ts)
  // and read their rows again under the lock; a submission of new employees only inserts, and a
  // racing insert of the same id makes it run again (upsertEmployees), then as an update.
  if (existing.size > 0) {
    await lockEmployeesOf(trx, caller.organizationId);
    existing = new Map((await findEmployeesByIds(trx, caller.organizationId, ids)).map((row) => [row.id, row]));
  }
  const emails = records.flatMap((record) => (record.email ? [record.email.toLowerCase()] : []));
  // Emails are unique per organization and name one person.
  const people = new Map((await findPeopleByEmails(trx, caller.organizationId, emails)).map((person) => [person.email_normalized, person]));
  // Whose logins (email, password) this organization may change: people of one organization only.
  const changingLogins = records.flatMap((record, index) => {
    const row = existing.get(record.id);
    return row && ((record.email !== undefined && record.email !== row.email) || hashes[index] !== undefined) ? [row.person_id] : [];
  });
  const shared = await sharedPeople(trx, changingLogins);
  const roles = await permissionsOfRoles(trx, caller.organizationId, [
    ...records.flatMap((record) => (record.role === undefined ? [] : [record.role])),
    ...[...existing.values()].map((row) => row.role),
    'member',
  ]);
  return { existing, people, shared, roles };
}

/**
 * Every record checked before anything is written: ids and emails taken, people shared with other
 * organizations, roles given, units within the caller's branch. Answers the unit each record sets
 * (null: organization level; absent: a new record gets the caller's unit, an update keeps its own).
 */
async function checkRecords(
  trx: Trx,
  caller: Caller,
  records: readonly EmployeeRecord[],
  hashes: readonly (string | undefined)[],
  { existing, people, shared, roles }: Touched,
): Promise<Map<number, UnitRow | null>> {
  const unitIds = new Map<number, UnitRow | null>();
  const issues: ValidationIssue[] = [];
  const units = await unitsOfRecords(trx, caller, records);
  records.forEach((record, index) => {
    const row = existing.get(record.id);
    // An id outside the caller's branch is taken, as in another organization's: nothing more is said of it.
    if (row && !reachesPath(caller, row.unit_path)) throw duplicateId(record.id, `/${index}/id`);
    const unit = units.of(record, index, issues);
    if (unit !== undefined) unitIds.set(index, unit);
    const person = record.email ? people.get(record.email.toLowerCase()) : undefined;
    const holder = person?.record_id ?? undefined;
    // An email of another employee here is taken, unless its holder is in this submission with
    // another email. A person's email without a record here: a new record joins that person
    // (invited), an existing one cannot take it (it names someone else).
    if (
      holder !== undefined &&
      holder !== record.id &&
      !records.some((other) => other.id === holder && other.email !== undefined && other.email?.toLowerCase() !== record.email?.toLowerCase())
    ) {
      throw duplicateEmail(`/${index}/email`);
    }
    if (row && person && holder === undefined && person.id !== row.person_id) throw duplicateEmail(`/${index}/email`);
    if (row && shared.has(row.person_id)) {
      const field = record.email !== undefined && record.email !== row.email ? 'email' : 'password';
      throw new AppError('EMPLOYEE__PERSON_SHARED', {
        detail: `The employee "${row.id}" also belongs to other organizations: their ${field} is theirs to change, not one organization's.`,
        pointer: `/${index}/${field}`,
      });
    }
    // A new employee without a role is a member: giving that role is checked as any other.
    const role = record.role ?? (row ? undefined : 'member');
    if (role !== undefined) {
      const granted = roles.get(role);
      if (!granted) issues.push({ pointer: `/${index}/role`, detail: `No role "${role}" in this organization: admin, member or the id of one of its roles.` });
      else if (!row || row.role !== role)
        assertHoldsAll(caller, granted, `Giving the role "${role}"`, record.role === undefined ? `/${index}` : `/${index}/role`);
    }
    if (row && row.id !== caller.employeeId) assertHoldsAll(caller, roles.get(row.role) ?? [], `Changing the employee "${row.id}"`, `/${index}`);
    if (row && row.status === 'invited' && record.status === 'active' && hashes[index] === undefined) {
      issues.push({ pointer: `/${index}/status`, detail: 'An invited employee becomes active by accepting the invitation or getting a password.' });
    }
  });
  if (existing.size > 0 && !can(caller, 'employee.edit')) {
    throw new AppError('AUTH__PERMISSION_DENIED', {
      detail: 'Updating existing employees needs the permission "employee.edit".',
      parameters: { permission: 'employee.edit' },
    });
  }
  if (issues.length > 0) throw AppError.validation(issues);
  return unitIds;
}

/** The records written: new people and employees in a few statements, updates one by one; their events last. */
async function writeRecords(
  trx: Trx,
  caller: Caller,
  records: readonly EmployeeRecord[],
  hashes: readonly (string | undefined)[],
  { existing, people }: Touched,
  unitIds: Map<number, UnitRow | null>,
): Promise<BulkResult> {
  const at = now();
  const inserts: NewEmployeeRow[] = [];
  const newPeople: ReturnType<typeof newPersonRow>[] = [];
  const events: PendingEvent[] = [];
  const results: Employee[] = [];
  let updated = 0;
  for (const [index, record] of records.entries()) {
    const passwordHash = hashes[index];
    const row = existing.get(record.id);
    if (!row) {
      const email = record.email ?? null;
      // A person who exists already (an employee elsewhere) joins invited, keeping their own password.
      const known = email ? people.get(email.toLowerCase()) : undefined;
      const person = known ? undefined : newPersonRow(email, passwordHash ?? null, caller.organizationId, at);
      if (person) newPeople.push(person);
      const status = passwordHash && !known ? (record.status ?? 'active') : record.status === 'inactive' ? 'inactive' : 'invited';
      const inserted: NewEmployeeRow = {
        id: record.id,
        organization_id: caller.organizationId,
        person_id: known?.id ?? person!.id,
        email,
        email_normalized: email?.toLowerCase() ?? null,
        first_name: record.firstName ?? null,
        last_name: record.lastName ?? null,
        role: record.role ?? 'member',
        status,
        unit_id: caller.unitId,
        unit_path: caller.unitPath,
        ...(unitIds.has(index) ? unitColumnsOf(unitIds.get(index)!) : {}),
        last_login_at: null,
        created_at: at,
        updated_at: at,
        version: 1,
        custom_fields: mergedCustomFields({}, record.customFields, `/${index}/customFields`),
      };
      inserts.push(inserted);
      results.push(toEmployee(inserted));
      events.push(employeeEvent(status === 'invited' ? 'employee.invited' : 'employee.created', null, inserted, { bulk: true }));
      continue;
    }
    const changes = rowChangesOf(row, record, passwordHash, index);
    const loginChanges = {
      ...(changes.email !== undefined ? { email: changes.email, email_normalized: changes.email_normalized } : {}),
      ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
    };
    if (Object.keys(loginChanges).length > 0) await updatePerson(trx, row.person_id, loginChanges);
    const unit = unitIds.get(index);
    if (unit !== undefined && (unit?.id ?? null) !== row.unit_id) {
      Object.assign(changes, unitColumnsOf(unit));
    }
    if (Object.keys(changes).length === 0 && passwordHash === undefined) {
      results.push(toEmployee(row));
      continue;
    }
    const saved = await updateEmployee(trx, row, { ...changes, updated_at: at });
    if (passwordHash !== undefined) await deleteSessionsOfPerson(trx, row.person_id);
    else if (changes.status !== undefined && changes.status !== 'active') await deleteSessionsOf(trx, caller.organizationId, row.id);
    updated += 1;
    results.push(toEmployee(saved));
    events.push(
      employeeEvent(employeeChangeType(row, saved, passwordHash !== undefined), row, saved, {
        bulk: true,
        ...(passwordHash !== undefined ? { passwordChanged: true } : {}),
      }),
    );
  }
  // One statement per few hundred rows keeps a 1000-record submission to a handful of round trips.
  for (let start = 0; start < newPeople.length; start += 250) await insertPeople(trx, newPeople.slice(start, start + 250));
  for (let start = 0; start < inserts.length; start += 250) await insertEmployees(trx, inserts.slice(start, start + 250));
  if ((await countActiveManagers(trx, caller.organizationId)) === 0) {
    throw new AppError('EMPLOYEE__LAST_ADMIN', {
      detail: 'The submission would leave the organization without an active organization-level employee who can manage roles and employees (an admin, say).',
    });
  }
  await recordEvents(trx, caller.organizationId, actorOf(caller), events);
  return { apiAlias: 'b2b_employee_bulk_result', created: inserts.length, updated, elements: results };
}

function rowChangesOf(row: EmployeeRow, record: EmployeeRecord, passwordHash: string | undefined, index: number): Updateable<EmployeeTable> {
  const changes: Updateable<EmployeeTable> = {};
  if (record.customFields !== undefined) {
    const merged = mergedCustomFields(customFieldsOf(row.custom_fields), record.customFields, `/${index}/customFields`);
    if (Object.keys(customFieldChanges(row.custom_fields, merged)).length > 0) changes.custom_fields = merged;
  }
  if (record.email !== undefined && record.email !== row.email) {
    changes.email = record.email;
    changes.email_normalized = record.email?.toLowerCase() ?? null;
  }
  if (record.firstName !== undefined && record.firstName !== row.first_name) changes.first_name = record.firstName;
  if (record.lastName !== undefined && record.lastName !== row.last_name) changes.last_name = record.lastName;
  if (record.role !== undefined && record.role !== row.role) changes.role = record.role;
  let status = record.status ?? row.status;
  if (passwordHash !== undefined && row.status === 'invited' && record.status === undefined) status = 'active';
  if (status !== row.status) changes.status = status;
  return changes;
}

import { touch } from '../../../platform/fast/freshness.js';
import type { Selectable, Updateable } from 'kysely';
import type { Db, Trx } from '../../../platform/db/database.js';
import { inProcess, isPostgres, lockedForWrite, onConflictUpdate, rowsUpdated, rowUpdated, updateReturns } from '../../../platform/db/dialect.js';
import { statementsOf } from '../../../platform/db/statements.js';
import { AppError } from '../../../kernel/errors.js';
import type { EmployeeTable } from '../../../platform/db/schema/employee.table.js';
import type { Employee } from './employee.schemas.js';
import { customFieldsOf, customValues, mergedCustomFields, type CustomFields } from '../../../kernel/custom-fields.js';
import { employeeInReach, unitColumnsOf, type Reach } from '../../../kernel/reach.js';
import { newId } from '../../../kernel/ids.js';

export type EmployeeRow = Selectable<EmployeeTable>;
/** A new employee's row: its custom fields as JSON text (or null), as they are written. */
export type NewEmployeeRow = EmployeeRow & { custom_fields: string | null };

export function toEmployee(row: EmployeeRow): Employee {
  return {
    apiAlias: 'b2b_employee',
    id: row.id,
    organizationId: row.organization_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    status: row.status,
    unitId: row.unit_id,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    customFields: customFieldsOf(row.custom_fields),
  };
}

/** Every column of an employee row, listed: a prepared statement names its columns (server-statements.ts). */
const EMPLOYEE_COLUMNS = [
  'id',
  'organization_id',
  'person_id',
  'email',
  'email_normalized',
  'first_name',
  'last_name',
  'role',
  'status',
  'unit_id',
  'unit_path',
  'last_login_at',
  'created_at',
  'updated_at',
  'version',
  'custom_fields',
] as const satisfies readonly (keyof EmployeeTable)[];
// A column added to the table and not to the list fails the build here.
const everyColumnListed: Exclude<keyof EmployeeTable, (typeof EMPLOYEE_COLUMNS)[number]> extends never ? true : never = true;
void everyColumnListed;

/** The caller's own employee row, and whether their person has a second factor (`GET /account/me`): built once per database. */
export function findAccountRow(db: Db, organizationId: string, id: string) {
  return statementsOf(db)
    .prepared<{ organizationId: string; id: string }, EmployeeRow & { second_factor: boolean | number }>('findAccountRow', (parameter) =>
      db
        .selectFrom('employee')
        .innerJoin('person', 'person.id', 'employee.person_id')
        .select(EMPLOYEE_COLUMNS.map((column) => `employee.${column}` as const))
        .select((eb) => eb('person.totp_secret', 'is not', null).as('second_factor'))
        .where('employee.organization_id', '=', parameter('organizationId'))
        .where('employee.id', '=', parameter('id')),
    )
    .executeTakeFirst(db, { organizationId, id });
}

export function findEmployee(db: Db | Trx, organizationId: string, id: string) {
  return db.selectFrom('employee').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
}

/** The employees a caller reaches (their branch; the whole organization at organization level): every query of employees for a caller starts here. */
export function employeesInReach(db: Db | Trx, caller: Reach) {
  const query = db.selectFrom('employee').where('employee.organization_id', '=', caller.organizationId);
  const inReach = employeeInReach(caller, 'employee.unit_id');
  return inReach ? query.where(inReach) : query;
}

/** An employee the caller reaches, or undefined (another organization's, or outside the caller's branch: the same 404). */
export function findEmployeeInReach(db: Db | Trx, caller: Reach, id: string) {
  return employeesInReach(db, caller).selectAll('employee').where('employee.id', '=', id).executeTakeFirst();
}

/** The organization's employee with this email (any case): id and status (a new record's email must be free; single sign-on finds people by it). */
export function findEmployeeByEmail(db: Db | Trx, organizationId: string, email: string) {
  return db
    .selectFrom('employee')
    .select(['id', 'status'])
    .where('organization_id', '=', organizationId)
    .where('email_normalized', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** How many of the organization's employees hold the role. */
export async function countHoldersOf(db: Db | Trx, organizationId: string, roleId: string): Promise<number> {
  const row = await db
    .selectFrom('employee')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('role', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every holder of role `from` gets role `to` (a new version each); answers their rows as written. */
export async function replaceRoleOfHolders(trx: Trx, organizationId: string, from: string, to: string, at: string) {
  return updateEmployeesWhere(trx, organizationId, 'role', from, { role: to, updated_at: at });
}

/** The person's employee record in the organization, with the organization the person used last. */
export function findRecordOfPersonIn(db: Db | Trx, personId: string, organizationId: string) {
  return db
    .selectFrom('employee')
    .innerJoin('person', 'person.id', 'employee.person_id')
    .selectAll('employee')
    .select('person.last_organization_id')
    .where('employee.person_id', '=', personId)
    .where('employee.organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** Every employee of the unit goes to `target` (null: the organization level), a new version each; answers their rows as written. */
export async function moveEmployeesOfUnit(trx: Trx, organizationId: string, unitId: string, target: { id: string; path: string } | null, at: string) {
  const moved = await updateEmployeesWhere(trx, organizationId, 'unit_id', unitId, { ...unitColumnsOf(target), updated_at: at });
  await touch(trx, { reach: organizationId });
  return moved;
}

/** The unit paths of these employees (the ones still there). */
export async function unitPathsOf(db: Db | Trx, organizationId: string, ids: readonly string[]): Promise<{ id: string; unit_path: string | null }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('employee').select(['id', 'unit_path']).where('organization_id', '=', organizationId).where('id', 'in', ids).execute();
}

export function findEmployeesByIds(db: Db | Trx, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([] as EmployeeRow[]);
  return db.selectFrom('employee').selectAll().where('organization_id', '=', organizationId).where('id', 'in', ids).execute();
}

/** An employee record as a login sees it: with its person's login and its organization's policies. */
export type LoginRecord = EmployeeRow & {
  password_hash: string | null;
  last_organization_id: string | null;
  totp_secret: string | null;
  password_login: number;
  require_second_factor: number;
};

/**
 * The employee record a login names (docs/contract.md §3). An email names a person, who may be an
 * employee of several organizations: `organizationId` picks the record; without it, the
 * organization used last, else the first where they are active (else invited). An employee id is
 * unique only in its organization: with `organizationId` it is looked up there; without, it names
 * a record only when exactly one organization has that id.
 */
export async function findEmployeeByLogin(db: Db, username: string, organizationId?: string): Promise<LoginRecord | undefined> {
  let query = db
    .selectFrom('employee')
    .innerJoin('person', 'person.id', 'employee.person_id')
    .innerJoin('organization', 'organization.id', 'employee.organization_id')
    .selectAll('employee')
    .select(['person.password_hash', 'person.last_organization_id', 'person.totp_secret', 'organization.password_login', 'organization.require_second_factor']);
  // An id cannot hold "@" (ClientId), an email must: the name's form says which it is.
  const byEmail = username.includes('@');
  query = byEmail ? query.where('person.email_normalized', '=', username.toLowerCase()) : query.where('employee.id', '=', username);
  if (organizationId !== undefined) query = query.where('employee.organization_id', '=', organizationId);
  if (!byEmail || organizationId !== undefined) {
    const rows = await query.limit(2).execute();
    return rows.length === 1 ? rows[0] : undefined;
  }
  const rows = await query.orderBy('employee.created_at').orderBy('employee.organization_id').execute();
  const rank = (row: LoginRecord) =>
    row.organization_id === row.last_organization_id && row.status !== 'inactive' ? 0 : row.status === 'active' ? 1 : row.status === 'invited' ? 2 : 3;
  return rows.reduce<LoginRecord | undefined>((best, row) => (best === undefined || rank(row) < rank(best) ? row : best), undefined);
}

/** The people these emails name, with whether they hold a record in the organization already. */
export function findPeopleByEmails(db: Db | Trx, organizationId: string, emailsNormalized: readonly string[]) {
  if (emailsNormalized.length === 0) return Promise.resolve([] as { id: string; email_normalized: string | null; record_id: string | null }[]);
  return db
    .selectFrom('person')
    .leftJoin('employee', (join) => join.onRef('employee.person_id', '=', 'person.id').on('employee.organization_id', '=', organizationId))
    .select(['person.id', 'person.email_normalized', 'employee.id as record_id'])
    .where('person.email_normalized', 'in', emailsNormalized)
    .execute();
}

/** New employees, with the searchable values of their custom fields. */
export async function insertEmployees(trx: Trx | Db, rows: NewEmployeeRow[]) {
  await trx.insertInto('employee').values(rows).execute();
  await insertCustomValues(trx, rows);
}

/** An employee's searchable custom values as its custom fields are now (JSON text; null: none): the old rows go, the new ones come. */
export async function replaceEmployeeCustomValues(trx: Trx, organizationId: string, employeeId: string, fieldsText: string | null): Promise<void> {
  await trx.deleteFrom('employee_custom_value').where('organization_id', '=', organizationId).where('employee_id', '=', employeeId).execute();
  await insertCustomValues(trx, [{ organization_id: organizationId, id: employeeId, custom_fields: fieldsText }]);
}

/** One row of `employee_custom_value` per scalar of each employee's custom fields (custom-fields.ts), a few hundred per statement. */
async function insertCustomValues(trx: Trx | Db, employees: readonly Pick<NewEmployeeRow, 'organization_id' | 'id' | 'custom_fields'>[]) {
  const values = employees.flatMap((employee) =>
    employee.custom_fields === null
      ? []
      : customValues(JSON.parse(employee.custom_fields) as CustomFields).map((value) => ({
          organization_id: employee.organization_id,
          employee_id: employee.id,
          ...value,
        })),
  );
  for (let start = 0; start < values.length; start += 500)
    await trx
      .insertInto('employee_custom_value')
      .values(values.slice(start, start + 500))
      .execute();
}

/**
 * Employee writes of one organization take turns: on PostgreSQL each write transaction first locks
 * the organization's row, so the version check, the last-admin rule and an invitation's single use
 * hold under READ COMMITTED (SQLite has one writer already). `FOR NO KEY UPDATE` does not wait for,
 * nor block, inserts that reference the organization (those take `FOR KEY SHARE`). MariaDB has no
 * such lock: FOR UPDATE there, and inserts of the organization's rows with a foreign key to it
 * (lists, employees) wait for the employee write to commit (docs/decisions.md, "MariaDB and MySQL").
 */
export async function lockEmployeesOf(trx: Trx, organizationId: string): Promise<void> {
  if (inProcess(trx)) return;
  const organization = trx.selectFrom('organization').select('id').where('id', '=', organizationId);
  await (isPostgres(trx) ? organization.forNoKeyUpdate() : organization.forUpdate()).execute();
}

/** An employee read for a write: after the organization's employee writes took their turn (lockEmployeesOf). */
export async function findEmployeeForWrite(trx: Trx, caller: Reach, id: string) {
  await lockEmployeesOf(trx, caller.organizationId);
  return findEmployeeInReach(trx, caller, id);
}

/**
 * Writes the changes of the row read at `row.version` and moves it to the next version. The
 * version condition is in the statement itself: a row changed since it was read is a 412, never a
 * lost update.
 */
export async function updateEmployee(
  trx: Trx,
  row: Pick<EmployeeRow, 'organization_id' | 'id' | 'version'>,
  changes: Updateable<EmployeeTable>,
): Promise<EmployeeRow> {
  const update = trx
    .updateTable('employee')
    .set({ ...changes, version: row.version + 1 })
    .where('organization_id', '=', row.organization_id)
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returningAll();
  const updated = await rowUpdated(trx, update, () => employeeRow(trx, row.organization_id, row.id));
  if (!updated) {
    throw new AppError('REQUEST__PRECONDITION_FAILED', { detail: 'The employee changed while this request was applied; read it again.' });
  }
  if (changes.custom_fields !== undefined) await replaceEmployeeCustomValues(trx, row.organization_id, row.id, changes.custom_fields);
  // A move changes who reaches whose lists: cached searches and open streams see it at once.
  if (changes.unit_id !== undefined) await touch(trx, { reach: row.organization_id });
  return updated;
}

export function deleteEmployee(trx: Trx, organizationId: string, id: string) {
  return trx.deleteFrom('employee').where('organization_id', '=', organizationId).where('id', '=', id).execute();
}

export function recordLogin(db: Db | Trx, organizationId: string, id: string, at: string) {
  return db.updateTable('employee').set({ last_login_at: at }).where('organization_id', '=', organizationId).where('id', '=', id).execute();
}

export function upsertInvitation(
  trx: Trx | Db,
  invitation: { employeeId: string; organizationId: string; tokenHash: string; expiresAt: string; createdAt: string },
) {
  const insert = trx.insertInto('employee_invitation').values({
    employee_id: invitation.employeeId,
    organization_id: invitation.organizationId,
    token_hash: invitation.tokenHash,
    expires_at: invitation.expiresAt,
    created_at: invitation.createdAt,
  });
  return onConflictUpdate(trx, insert, ['organization_id', 'employee_id'], () => ({
    token_hash: invitation.tokenHash,
    expires_at: invitation.expiresAt,
    created_at: invitation.createdAt,
  })).execute();
}

export function findInvitation(db: Db | Trx, tokenHash: string) {
  return db.selectFrom('employee_invitation').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function deleteInvitation(trx: Trx | Db, organizationId: string, employeeId: string) {
  return trx.deleteFrom('employee_invitation').where('organization_id', '=', organizationId).where('employee_id', '=', employeeId).execute();
}

/** A deleted employee's shares go with them, at once (the lists they reached stop answering them). */
export function deleteSharesWith(trx: Trx, organizationId: string, employeeId: string) {
  return trx.deleteFrom('product_list_share').where('organization_id', '=', organizationId).where('employee_id', '=', employeeId).execute();
}

/** Lists of a deleted employee stay in the organization, owned by nobody (docs/contract.md §2); a new version, as every change. */
export async function releaseProductListsOf(trx: Trx, organizationId: string, employeeId: string): Promise<void> {
  await trx
    .updateTable('product_list')
    .set((eb) => ({ owner_id: null, version: eb('version', '+', 1) }))
    .where('organization_id', '=', organizationId)
    .where('owner_id', '=', employeeId)
    .execute();
  await touch(trx, { lists: organizationId });
}

/** A new employee's row: ids, the login's lower-cased email, the unit's columns, version 1. */
export function newEmployeeRow(
  organizationId: string,
  fields: { id?: string; email?: string | null; firstName?: string | null; lastName?: string | null; role?: string; customFields?: CustomFields },
  unit: { id: string; path: string } | null,
  status: EmployeeRow['status'],
  personId: string,
  at: string,
): NewEmployeeRow {
  const email = fields.email ?? null;
  return {
    id: fields.id ?? newId(),
    organization_id: organizationId,
    person_id: personId,
    email,
    email_normalized: email ? email.toLowerCase() : null,
    first_name: fields.firstName ?? null,
    last_name: fields.lastName ?? null,
    role: fields.role ?? 'member',
    status,
    ...unitColumnsOf(unit),
    last_login_at: null,
    created_at: at,
    updated_at: at,
    version: 1,
    custom_fields: mergedCustomFields({}, fields.customFields),
  };
}

/** The employee's row as it is (in `trx`: as this transaction wrote it). */
function employeeRow(trx: Trx, organizationId: string, id: string): Promise<EmployeeRow | undefined> {
  return trx.selectFrom('employee').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
}

/**
 * Every employee whose `column` is `value` gets `changes`, a new version each; answers their rows
 * as written. Where an UPDATE answers no rows (MariaDB), their ids are locked first and read again
 * after (rowsUpdated).
 */
async function updateEmployeesWhere(
  trx: Trx,
  organizationId: string,
  column: 'role' | 'unit_id',
  value: string,
  changes: Updateable<EmployeeTable>,
): Promise<EmployeeRow[]> {
  const update = (ids?: readonly string[]) =>
    trx
      .updateTable('employee')
      .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
      .where('organization_id', '=', organizationId)
      .where(column, '=', value)
      .$if(ids !== undefined, (query) => query.where('id', 'in', ids!))
      .returningAll();
  if (updateReturns(trx)) return update().execute();
  const locked = await lockedForWrite(
    trx,
    trx.selectFrom('employee').select('id').where('organization_id', '=', organizationId).where(column, '=', value),
  ).execute();
  if (locked.length === 0) return [];
  const ids = locked.map((row) => row.id);
  return rowsUpdated(trx, update(ids), () =>
    trx.selectFrom('employee').selectAll().where('organization_id', '=', organizationId).where('id', 'in', ids).execute(),
  );
}

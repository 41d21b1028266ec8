import { findScimUser, type ScimAttributes, userNameTaken, usersOf, writeScimUser } from './scim.repository.js';
import type { SelectQueryBuilder } from 'kysely';
import { now, type Db, type Trx } from '../../../platform/db/database.js';
import type { ServiceContext } from '../../../platform/context.js';
import type { Caller } from '../../../kernel/caller.js';
import { PERMISSIONS } from '../../../kernel/permissions.js';
import {
  findEmployee,
  findEmployeeByEmail,
  insertEmployees,
  lockEmployeesOf,
  type EmployeeRow,
  newEmployeeRow,
  type EmployeePatch,
  employeeEvent,
} from '../../identity/index.js';
import { deleteEmployee, patchEmployee, personForNewRecord } from '../../employees/index.js';
import { actorOf, recordEvent } from '../../../platform/outbox/outbox.js';
import { isUniqueViolation } from '../../../platform/db/dialect.js';
import { LIST_SCHEMA, USER_SCHEMA, type ScimUser } from './scim.schemas.js';
import { nearestOf } from '../../../platform/http/validation-issues.js';

/** A SCIM failure, answered in SCIM's error schema (scim.routes.ts). */
export class ScimFailure extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: string,
  ) {
    super(detail);
  }
}

/**
 * The organization's SCIM client as a caller of the employee and unit services: every permission,
 * at organization level, named `scim` in history. Its id cannot be an employee's ("@" is not
 * allowed in ids), so it is never "itself".
 */
export function scimCaller(organizationId: string, requestId: string | null): Caller {
  return {
    employeeId: '@scim',
    organizationId,
    role: 'admin',
    permissions: new Set(PERMISSIONS),
    tokenHash: '',
    unitId: null,
    unitPath: null,
    requestId,
    actor: 'scim',
  };
}

type UserRow = EmployeeRow & { user_name: string | null; external_id: string | null; display_name: string | null; unit_name: string | null };

export function toScimUser(row: UserRow, baseUrl: string): ScimUser {
  return {
    schemas: [USER_SCHEMA],
    id: row.id,
    ...(row.external_id !== null ? { externalId: row.external_id } : {}),
    userName: row.user_name ?? row.email ?? row.id,
    ...(row.display_name !== null ? { displayName: row.display_name } : {}),
    name: { ...(row.first_name !== null ? { givenName: row.first_name } : {}), ...(row.last_name !== null ? { familyName: row.last_name } : {}) },
    emails: row.email === null ? [] : [{ value: row.email, type: 'work', primary: true }],
    // An invited employee is one the provider may already count as active: they have not signed in yet.
    active: row.status !== 'inactive',
    groups: row.unit_id === null ? [] : [{ value: row.unit_id, display: row.unit_name ?? row.unit_id }],
    meta: {
      resourceType: 'User',
      created: row.created_at,
      lastModified: row.updated_at,
      location: `${baseUrl}/Users/${encodeURIComponent(row.id)}`,
      version: `W/"${row.version}"`,
    },
  };
}

function userNotFound(id: string): ScimFailure {
  return new ScimFailure(404, `No user has the id "${id}".`);
}

export async function getUser(context: ServiceContext, organizationId: string, id: string, baseUrl: string): Promise<ScimUser> {
  const row = await usersOf(context.db, organizationId).where('employee.id', '=', id).executeTakeFirst();
  if (!row) throw userNotFound(id);
  return toScimUser(row, baseUrl);
}

/** `<attribute> eq "<value>"`, the one filter identity providers send to find a user or group before creating it. */
export function parseEqFilter(filter: string, attributes: readonly string[]): { attribute: string; value: string } {
  const match = /^\s*([A-Za-z][\w.:-]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i.exec(filter);
  const attribute = match ? attributes.find((name) => name.toLowerCase() === match[1]!.toLowerCase()) : undefined;
  if (!match || !attribute) {
    throw new ScimFailure(400, `Only ${attributes.map((name) => `${name} eq "…"`).join(', ')} filters are supported.`, 'invalidFilter');
  }
  return { attribute, value: match[2]!.replace(/\\(.)/g, '$1') };
}

/** A page of resources as SCIM answers it (RFC 7644 §3.4.2). */
export interface ScimListPage<Resource> {
  schemas: string[];
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: Resource[];
}

/**
 * The page SCIM asks for of `rows` (`startIndex` 1-based, `count` at most 200, default 100), oldest
 * first (`order`: the creation and id columns), with the total; `answer` turns the page's rows into resources.
 */
export async function listPage<Row, Resource>(
  // biome-ignore lint/suspicious/noExplicitAny: Criteria builds on a query of any table (lists, employees); the caller's rows type the answer
  rows: SelectQueryBuilder<any, any, Row>,
  order: readonly [created: string, id: string],
  query: { startIndex?: number; count?: number },
  answer: (rows: Row[]) => Promise<Resource[]> | Resource[],
): Promise<ScimListPage<Resource>> {
  const startIndex = query.startIndex ?? 1;
  const limit = Math.min(query.count ?? 100, 200);
  const [counted, found] = await Promise.all([
    rows
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow() as Promise<{ total: number | string }>,
    limit === 0
      ? Promise.resolve([] as Row[])
      : rows
          .orderBy(order[0])
          .orderBy(order[1])
          .limit(limit)
          .offset(startIndex - 1)
          .execute(),
  ]);
  return { schemas: [LIST_SCHEMA], totalResults: Number(counted.total), startIndex, itemsPerPage: found.length, Resources: await answer(found) };
}

export async function listUsers(
  context: ServiceContext,
  organizationId: string,
  query: { filter?: string; startIndex?: number; count?: number },
  baseUrl: string,
) {
  let rows = usersOf(context.db, organizationId);
  if (query.filter !== undefined) {
    const { attribute, value } = parseEqFilter(query.filter, ['userName', 'externalId', 'emails.value', 'emails']);
    const lowered = value.toLowerCase();
    if (attribute === 'userName') {
      rows = rows.where((eb) =>
        eb.or([
          eb('scim_user.user_name_normalized', '=', lowered),
          eb.and([eb('scim_user.user_name_normalized', 'is', null), eb('employee.email_normalized', '=', lowered)]),
        ]),
      );
    } else if (attribute === 'externalId') {
      rows = rows.where('scim_user.external_id', '=', value);
    } else {
      rows = rows.where('employee.email_normalized', '=', lowered);
    }
  }
  return listPage(rows, ['employee.created_at', 'employee.id'], query, (found) => found.map((row) => toScimUser(row, baseUrl)));
}

/** The attributes of a User this service keeps, as a request states them (undefined: not stated). */
interface UserChanges {
  userName?: string;
  externalId?: string | null;
  displayName?: string | null;
  email?: string;
  givenName?: string | null;
  familyName?: string | null;
  active?: boolean;
}

// The `email` format the rest of the API checks (ajv-formats).
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: intended: the pattern names the characters refused, or the string is hostile input
const CONTROL = /[\u0000-\u001F\u007F\uD800-\uDFFF]/;

function text(value: unknown, attribute: string, max: number, nullable = false): string | null {
  if (value === null && nullable) return null;
  if (typeof value !== 'string' || value.length > max || CONTROL.test(value) || (!nullable && value.trim() === '')) {
    throw new ScimFailure(400, `${attribute} must be a string of at most ${max} characters without control characters.`, 'invalidValue');
  }
  return nullable && value.trim() === '' ? null : value.trim();
}

function email(value: unknown, attribute: string): string {
  const address = text(value, attribute, 254)!;
  if (!EMAIL.test(address)) throw new ScimFailure(400, `${attribute} is not an email address.`, 'invalidValue');
  return address;
}

/** SCIM booleans; Entra ID sends `"True"` and `"False"` as strings in PATCH operations. */
function boolean(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw new ScimFailure(400, `${attribute} must be true or false.`, 'invalidValue');
}

/** The primary email of `emails` (else the first, else the one of type work). */
function primaryEmail(value: unknown): string | undefined {
  if (!Array.isArray(value)) throw new ScimFailure(400, 'emails must be an array.', 'invalidValue');
  const entries = value.filter((entry): entry is { value?: unknown; primary?: unknown; type?: unknown } => typeof entry === 'object' && entry !== null);
  const chosen =
    entries.find((entry) => entry.primary === true || entry.primary === 'true' || entry.primary === 'True') ??
    entries.find((entry) => entry.type === 'work') ??
    entries[0];
  return chosen === undefined ? undefined : email(chosen.value, 'emails.value');
}

const CORE_PREFIX = 'urn:ietf:params:scim:schemas:core:2.0:user:';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:user';

/**
 * The attributes of RFC 7643's User (§4.1) and of its enterprise extension (§4.3) this service does
 * not keep, lower-cased: accepted and ignored, so a provider's whole profile does not fail a
 * request (GET /Schemas lists what is kept). `id`, `meta` and `groups` are read-only (a group moves
 * a user). Anything else is no attribute of a User: a 400 `invalidPath` naming the nearest, never a
 * change silently dropped.
 */
const IGNORED = new Set([
  'nickname',
  'profileurl',
  'title',
  'usertype',
  'preferredlanguage',
  'locale',
  'timezone',
  'password',
  'phonenumbers',
  'ims',
  'photos',
  'addresses',
  'entitlements',
  'roles',
  'x509certificates',
  'name.formatted',
  'name.middlename',
  'name.honorificprefix',
  'name.honorificsuffix',
  'emails.type',
  'emails.primary',
  'emails.display',
]);
const ENTERPRISE_ATTRIBUTES = new Set(['employeenumber', 'costcenter', 'organization', 'division', 'department', 'manager']);
const READ_ONLY = new Set(['id', 'meta', 'groups']);
/** The names a mistyped path is compared with, as RFC 7643 spells them. */
const USER_ATTRIBUTE_NAMES = [
  'userName',
  'externalId',
  'displayName',
  'active',
  'name',
  'name.givenName',
  'name.familyName',
  'emails',
  'emails.value',
  'nickName',
  'profileUrl',
  'title',
  'userType',
  'preferredLanguage',
  'locale',
  'timezone',
  'phoneNumbers',
  'addresses',
  'id',
  'meta',
  'groups',
];

/** What a path names: lower-cased, without the core schema's URN and without value filters (`emails[type eq "work"].value` → `emails.value`). */
function attributeOf(path: string): string {
  const name = path.trim().toLowerCase();
  return (name.startsWith(CORE_PREFIX) ? name.slice(CORE_PREFIX.length) : name).replace(/\[[^\]]*\]/g, '');
}

/** Whether an attribute this service does not keep is one of a User's: the enterprise extension, another extension's URN, or RFC 7643's. */
function isIgnoredAttribute(name: string): boolean {
  if (name === ENTERPRISE || name.startsWith(`${ENTERPRISE}:`)) {
    const rest = name.slice(ENTERPRISE.length + 1).split('.')[0]!;
    return name === ENTERPRISE || ENTERPRISE_ATTRIBUTES.has(rest);
  }
  // Another extension's attributes (an Entra ID custom extension): its schema is not this service's to judge.
  if (name.startsWith('urn:') && !name.startsWith('urn:ietf:params:scim:schemas:core:')) return true;
  return IGNORED.has(name) || (IGNORED.has(name.split('.')[0]!) && !['name', 'emails'].includes(name.split('.')[0]!));
}

function invalidPath(path: string): ScimFailure {
  const nearest = nearestOf(path.replace(/\[[^\]]*\]/g, ''), USER_ATTRIBUTE_NAMES);
  return new ScimFailure(
    400,
    `"${path}" is not an attribute of a User${nearest === undefined ? '' : `: did you mean "${nearest}"?`} (GET /Schemas lists them).`,
    'invalidPath',
  );
}

/**
 * One attribute of a request (a whole resource's key, or a PATCH operation's path) onto the
 * changes. `patching`: a PATCH names its targets, so a read-only one is a 400 `mutability`; a whole
 * resource (POST, PUT) may carry them back as it read them, and they are ignored (RFC 7644 §3.5.1).
 */
function applyAttribute(changes: UserChanges, path: string, value: unknown, remove: boolean, patching: boolean): void {
  const name = attributeOf(path);
  if (name === 'username') {
    if (remove) throw new ScimFailure(400, 'userName cannot be removed.', 'mutability');
    changes.userName = text(value, 'userName', 320)!;
  } else if (name === 'externalid') {
    changes.externalId = remove ? null : text(value, 'externalId', 255, true);
  } else if (name === 'displayname') {
    changes.displayName = remove ? null : text(value, 'displayName', 255, true);
  } else if (name === 'active') {
    if (remove) throw new ScimFailure(400, 'active cannot be removed.', 'mutability');
    changes.active = boolean(value, 'active');
  } else if (name === 'name.givenname') {
    changes.givenName = remove ? null : text(value, 'name.givenName', 255, true);
  } else if (name === 'name.familyname') {
    changes.familyName = remove ? null : text(value, 'name.familyName', 255, true);
  } else if (name === 'name') {
    if (remove) {
      changes.givenName = null;
      changes.familyName = null;
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [key, part] of Object.entries(value)) applyAttribute(changes, `name.${key}`, part, false, patching);
    } else {
      throw new ScimFailure(400, 'name must be an object.', 'invalidValue');
    }
  } else if (name === 'emails') {
    if (remove) throw new ScimFailure(400, 'An employee keeps an email.', 'mutability');
    const address = primaryEmail(value);
    if (address !== undefined) changes.email = address;
  } else if (name === 'emails.value') {
    if (remove) throw new ScimFailure(400, 'An employee keeps an email.', 'mutability');
    changes.email = email(value, 'emails.value');
  } else if (READ_ONLY.has(name.split('.')[0]!)) {
    if (patching)
      throw new ScimFailure(400, `${path} is read-only${name.startsWith('groups') ? ': a user joins a group through PATCH /Groups/{id}' : ''}.`, 'mutability');
  } else if (!isIgnoredAttribute(name)) {
    throw invalidPath(path);
  }
}

/** The attributes of a whole User (POST, PUT, a PATCH operation without a path). */
function applyResource(changes: UserChanges, body: Record<string, unknown>, patching: boolean): void {
  for (const [key, value] of Object.entries(body)) {
    if (key === 'schemas') continue;
    applyAttribute(changes, key, value, false, patching);
  }
}

function emailOf(changes: UserChanges): string {
  const address = changes.email ?? (changes.userName !== undefined && EMAIL.test(changes.userName) ? changes.userName : undefined);
  if (address === undefined) throw new ScimFailure(400, 'An employee needs an email: a userName that is one, or emails.', 'invalidValue');
  return address;
}

function uniqueness(detail: string): ScimFailure {
  return new ScimFailure(409, detail, 'uniqueness');
}

/** A userName another user of the organization has (case-insensitively) is a 409 `uniqueness`; the unique index catches a race. */
async function assertUserNameFree(db: Db | Trx, organizationId: string, userName: string, employeeId?: string): Promise<void> {
  if (await userNameTaken(db, organizationId, userName, employeeId)) throw uniqueness(`Another user has the userName "${userName}".`);
}

/**
 * `POST /Users`: a new active employee (`member`, at organization level; a group moves them) of
 * a person who signs in through single sign-on (or with the password they have elsewhere). A
 * userName or email someone in the organization has already is a 409 `uniqueness`.
 */
export async function createUser(
  context: ServiceContext,
  organizationId: string,
  body: Record<string, unknown>,
  requestId: string | null,
  baseUrl: string,
): Promise<ScimUser> {
  const changes: UserChanges = {};
  applyResource(changes, body, false);
  if (changes.userName === undefined) throw new ScimFailure(400, 'userName is required.', 'invalidValue');
  const address = emailOf(changes);
  const userName = changes.userName;
  const caller = scimCaller(organizationId, requestId);
  try {
    const id = await context.writer.run(async (trx) => {
      await lockEmployeesOf(trx, organizationId);
      const clash = await findEmployeeByEmail(trx, organizationId, address);
      if (clash) throw uniqueness(`A user with the email "${address}" exists already (id ${clash.id}).`);
      await assertUserNameFree(trx, organizationId, userName);
      const person = await personForNewRecord(trx, organizationId, address, null);
      const row = newEmployeeRow(
        organizationId,
        { email: address, firstName: changes.givenName ?? null, lastName: changes.familyName ?? null, role: 'member' },
        null,
        changes.active === false ? 'inactive' : 'active',
        person.id,
        now(),
      );
      await insertEmployees(trx, [row]);
      await writeScimUser(trx, organizationId, row.id, { userName, externalId: changes.externalId ?? null, displayName: changes.displayName ?? null }, false);
      await recordEvent(
        trx,
        organizationId,
        actorOf(caller),
        employeeEvent('employee.created', null, row, { provisioned: 'scim', ...(person.existing ? { existingPerson: true } : {}) }),
      );
      return row.id;
    });
    return await getUser(context, organizationId, id, baseUrl);
  } catch (error) {
    if (isUniqueViolation(error)) throw uniqueness('A user with this userName or email exists already.');
    throw error;
  }
}

/**
 * The changes onto the employee (through the employee service: its rules, sessions and history
 * hold) and the SCIM attributes. A userName that is the login (the employee's email) follows it:
 * an email changed without a userName moves the userName along. A userName of its own (a UPN
 * other than the email) stays its own; a userName never moves the login.
 */
async function applyChanges(
  context: ServiceContext,
  organizationId: string,
  id: string,
  changes: UserChanges,
  requestId: string | null,
  replace: boolean,
): Promise<void> {
  const row = await findEmployee(context.db, organizationId, id);
  if (!row) throw userNotFound(id);
  const current = await findScimUser(context.db, organizationId, id);
  const currentUserName = current?.user_name ?? row.email ?? row.id;
  const tied = row.email_normalized !== null && currentUserName.toLowerCase() === row.email_normalized;
  if (tied && changes.email !== undefined && changes.userName === undefined && changes.email.toLowerCase() !== row.email_normalized)
    changes.userName = changes.email;
  const patch: EmployeePatch = {};
  if (changes.email !== undefined && changes.email.toLowerCase() !== row.email_normalized) patch.email = changes.email;
  if (changes.givenName !== undefined && changes.givenName !== row.first_name) patch.firstName = changes.givenName;
  if (changes.familyName !== undefined && changes.familyName !== row.last_name) patch.lastName = changes.familyName;
  if (changes.active === false && row.status !== 'inactive') patch.status = 'inactive';
  if (changes.active === true && row.status === 'inactive') patch.status = 'active';
  // A taken userName refuses the whole request before anything is written.
  if (changes.userName !== undefined) await assertUserNameFree(context.db, organizationId, changes.userName, id);
  if (Object.keys(patch).length > 0) await patchEmployee(context, scimCaller(organizationId, requestId), id, patch, undefined);
  if (changes.userName === undefined && changes.externalId === undefined && changes.displayName === undefined && !replace) return;
  const kept = (given: string | null | undefined, before: string | null | undefined) => (given !== undefined ? given : replace ? null : (before ?? null));
  const attributes: ScimAttributes = {
    userName: changes.userName ?? currentUserName,
    externalId: kept(changes.externalId, current?.external_id),
    displayName: kept(changes.displayName, current?.display_name),
  };
  if (current && current.user_name === attributes.userName && current.external_id === attributes.externalId && current.display_name === attributes.displayName)
    return;
  if (!current && changes.userName === undefined && attributes.externalId === null && attributes.displayName === null) return;
  try {
    await context.writer.run((trx) => writeScimUser(trx, organizationId, id, attributes, current !== undefined));
  } catch (error) {
    if (isUniqueViolation(error)) throw uniqueness('Another user has this userName.');
    throw error;
  }
}

/** `PUT /Users/{id}`: the User as given (attributes it leaves out that this service keeps are cleared, but the email). */
export async function replaceUser(
  context: ServiceContext,
  organizationId: string,
  id: string,
  body: Record<string, unknown>,
  requestId: string | null,
  baseUrl: string,
): Promise<ScimUser> {
  const changes: UserChanges = { givenName: null, familyName: null, externalId: null, displayName: null };
  applyResource(changes, body, false);
  if (changes.userName === undefined) throw new ScimFailure(400, 'userName is required.', 'invalidValue');
  if (changes.email === undefined && EMAIL.test(changes.userName)) changes.email = changes.userName;
  await applyChanges(context, organizationId, id, changes, requestId, true);
  return getUser(context, organizationId, id, baseUrl);
}

/**
 * `PATCH /Users/{id}`: `add`, `replace` and `remove` operations (any case: Entra ID sends `Replace`),
 * with a path (`active`, `userName`, `externalId`, `name.givenName`, `emails[type eq "work"].value`…)
 * or without one and an object of attributes (as Okta sends `{"active": false}`). Every operation is
 * read and checked before anything is written: one unknown path refuses them all.
 *
 * Written by hand rather than with scim-patch: that library applies operations to a resource
 * without its schema (`"path": "activ"` adds an attribute `activ`; `"path": "id"` overwrites the
 * id), so the check of every path against the User schema, which is the point, would be ours anyway.
 */
export async function patchUser(
  context: ServiceContext,
  organizationId: string,
  id: string,
  body: Record<string, unknown>,
  requestId: string | null,
  baseUrl: string,
): Promise<ScimUser> {
  const changes: UserChanges = {};
  for (const operation of operationsOf(body)) {
    if (operation.path === undefined) {
      if (operation.op === 'remove') throw new ScimFailure(400, 'A remove operation names its path.', 'noTarget');
      if (typeof operation.value !== 'object' || operation.value === null || Array.isArray(operation.value))
        throw new ScimFailure(400, 'An operation without a path takes an object of attributes.', 'invalidValue');
      applyResource(changes, operation.value as Record<string, unknown>, true);
    } else {
      applyAttribute(changes, operation.path, operation.value, operation.op === 'remove', true);
    }
  }
  await applyChanges(context, organizationId, id, changes, requestId, false);
  return getUser(context, organizationId, id, baseUrl);
}

export interface PatchOperation {
  op: 'add' | 'replace' | 'remove';
  path?: string;
  value?: unknown;
}

/** The operations of a PatchOp body, checked (RFC 7644 §3.5.2); at most 100. */
export function operationsOf(body: Record<string, unknown>): PatchOperation[] {
  const operations = body.Operations ?? body.operations;
  if (!Array.isArray(operations) || operations.length === 0 || operations.length > 100)
    throw new ScimFailure(400, 'A PATCH carries 1–100 Operations.', 'invalidSyntax');
  return operations.map((operation: unknown) => {
    if (typeof operation !== 'object' || operation === null) throw new ScimFailure(400, 'Each operation is an object.', 'invalidSyntax');
    const { op, path, value } = operation as { op?: unknown; path?: unknown; value?: unknown };
    const kind = typeof op === 'string' ? op.toLowerCase() : '';
    if (kind !== 'add' && kind !== 'replace' && kind !== 'remove') throw new ScimFailure(400, 'op is add, replace or remove.', 'invalidSyntax');
    if (path !== undefined && (typeof path !== 'string' || path.length > 512)) throw new ScimFailure(400, 'path is a string.', 'invalidPath');
    return { op: kind, ...(path !== undefined && path !== '' ? { path } : {}), value };
  });
}

/** `DELETE /Users/{id}`: the employee is deleted as `DELETE /employee/{id}` deletes one (their lists released). */
export async function deleteUser(context: ServiceContext, organizationId: string, id: string, requestId: string | null): Promise<void> {
  if (!(await findEmployee(context.db, organizationId, id))) throw userNotFound(id);
  await deleteEmployee(context, scimCaller(organizationId, requestId), id, undefined);
}

/**
 * The authorization matrix (OWASP API Top 10: broken object- and function-level authorization):
 * every endpoint, called by every kind of caller, answers exactly the status its cell names. Every
 * cell runs on targets (a list of Acme's admin, another Acme employee, an invitation) that no write
 * has touched: they are made again after every cell whose write succeeded, so a write in one cell
 * cannot decide another. The grid is printed and kept in
 * docs/authorization-matrix.md (this test fails when the file differs from the table below).
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { DIALECTS } from '../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, login, type TestApp } from '../helpers/app.js';

const CALLERS = [
  'no key',
  'wrong key',
  'no session',
  'expired',
  'logged out',
  'deleted',
  'member',
  'reader',
  'editor',
  'admin',
  'unit manager',
  'other org',
  'guest',
] as const;
type CallerKind = (typeof CALLERS)[number];

interface Targets {
  /** A product list of Acme's admin. */
  listId: string;
  /** An active Acme employee other than the caller. */
  employeeId: string;
  /** An invited Acme employee, and its invitation token. */
  invitedId: string;
  token: string;
  /** A custom role of Acme that nobody holds. */
  roleId: string;
  /** The unit manager's unit, and a unit below it holding one employee. */
  parentUnitId: string;
  unitId: string;
  branchEmployeeId: string;
  /** A webhook of Acme (delivering nothing: the matrix runs without deliveries). */
  webhookId: string;
  /** A session of the active employee above (theirs alone to end). */
  sessionId: string;
}

interface Row {
  name: string;
  request: (targets: Targets) => InjectOptions;
  /** The exact status per caller, in the order of CALLERS but the guest. */
  expected: readonly number[];
  /**
   * The guest's: by default a 403 wherever a session is needed (a guest may call the list routes and
   * log out only), and what a caller without a session gets elsewhere.
   */
  guest?: number;
}

/** A row's statuses for every caller of CALLERS, the guest's last. */
const expectedOf = (row: Row): number[] => [...row.expected, row.guest ?? (row.expected[2] === 401 ? 403 : row.expected[2]!)];

/** A path with its placeholders filled from this cell's targets. */
const at = (path: string) => (targets: Targets) =>
  path
    .replace('{list}', targets.listId)
    .replace('{employee}', targets.employeeId)
    .replace('{invited}', targets.invitedId)
    .replace('{role}', targets.roleId)
    .replace('{unit}', targets.unitId)
    .replace('{parent}', targets.parentUnitId)
    .replace('{branch}', targets.branchEmployeeId)
    .replace('{webhook}', targets.webhookId)
    .replace('{session}', targets.sessionId);

// The callers:     no key wrong  no ses expir  out    deleted member reader editor admin  unit   other
const PUBLIC = [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200];
const SESSION_OK = [401, 401, 401, 401, 401, 401, 200, 200, 200, 200, 200, 200];
/** Holders of the permission: Acme's admin (organization level), the unit manager (an admin in a unit), another organization's admin. */
const ADMIN_ONLY = (ok: number, unit: number, other: number) => [401, 401, 401, 401, 401, 401, 403, 403, 403, ok, unit, other];
/**
 * Rows on Acme's admin's list: the member has no share, the reader a read share, the editor an edit
 * share; the list's owner is at organization level, outside the unit manager's branch (404).
 */
const LIST = (member: number, reader: number, editor: number, ok: number) => [401, 401, 401, 401, 401, 401, member, reader, editor, ok, 404, 404];

const ROWS: Row[] = [
  { name: 'GET /_info/version', request: () => ({ method: 'GET', url: '/store-api/_info/version' }), expected: PUBLIC },
  { name: 'GET /_info/openapi3.json', request: () => ({ method: 'GET', url: '/store-api/_info/openapi3.json' }), expected: PUBLIC },
  {
    name: 'POST /account/login',
    request: () => ({ method: 'POST', url: '/store-api/account/login', payload: { username: 'matrix-login@acme.example', password: 'matrix-password-1' } }),
    expected: [401, 401, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'POST /account/logout',
    request: () => ({ method: 'POST', url: '/store-api/account/logout' }),
    expected: [401, 401, 401, 401, 401, 401, 204, 204, 204, 204, 204, 204],
    guest: 204,
  },
  { name: 'GET /account/me', request: () => ({ method: 'GET', url: '/store-api/account/me' }), expected: SESSION_OK },
  {
    name: 'POST /account/switch-organization (one they do not belong to)',
    request: () => ({ method: 'POST', url: '/store-api/account/switch-organization', payload: { organizationId: '00000000000000000000000000000000' } }),
    expected: [401, 401, 401, 401, 401, 401, 404, 404, 404, 404, 404, 404],
  },
  {
    name: 'POST /account/login/second-factor (an unknown challenge)',
    request: () => ({ method: 'POST', url: '/store-api/account/login/second-factor', payload: { challenge: 'not-a-challenge', code: '123456' } }),
    expected: [401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401],
    guest: 401,
  },
  {
    name: 'POST /account/second-factor/totp',
    request: () => ({ method: 'POST', url: '/store-api/account/second-factor/totp' }),
    expected: [401, 401, 401, 401, 401, 401, 201, 201, 201, 201, 201, 201],
  },
  {
    name: 'POST /account/second-factor/totp/confirm (a wrong code)',
    request: () => ({ method: 'POST', url: '/store-api/account/second-factor/totp/confirm', payload: { code: 'abcdef' } }),
    expected: [401, 401, 401, 401, 401, 401, 400, 400, 400, 400, 400, 400],
  },
  {
    name: 'DELETE /account/second-factor/totp (none on)',
    request: () => ({ method: 'DELETE', url: '/store-api/account/second-factor/totp', payload: { code: '123456' } }),
    expected: [401, 401, 401, 401, 401, 401, 409, 409, 409, 409, 409, 409],
  },
  { name: 'GET /account/sessions', request: () => ({ method: 'GET', url: '/store-api/account/sessions' }), expected: SESSION_OK },
  {
    name: "DELETE /account/sessions/{id} (a colleague's)",
    request: (targets) => ({ method: 'DELETE', url: at('/store-api/account/sessions/{session}')(targets) }),
    expected: [401, 401, 401, 401, 401, 401, 404, 404, 404, 404, 404, 404],
  },
  { name: 'GET /employees', request: () => ({ method: 'GET', url: '/store-api/employees' }), expected: ADMIN_ONLY(200, 200, 200) },
  { name: 'POST /employees/search', request: () => ({ method: 'POST', url: '/store-api/employees/search', payload: {} }), expected: ADMIN_ONLY(200, 200, 200) },
  {
    name: 'POST /employees (bulk, existing id)',
    request: (targets) => ({ method: 'POST', url: '/store-api/employees', payload: [{ id: targets.employeeId, lastName: 'Bulk' }] }),
    expected: ADMIN_ONLY(200, 409, 200),
  },
  {
    name: 'POST /employee',
    request: () => ({ method: 'POST', url: '/store-api/employee', payload: { email: `new-${Math.random().toString(36).slice(2)}@x.example` } }),
    expected: ADMIN_ONLY(201, 201, 201),
  },
  {
    name: 'POST /employee/add',
    request: () => ({ method: 'POST', url: '/store-api/employee/add', payload: { email: `inv-${Math.random().toString(36).slice(2)}@x.example` } }),
    expected: ADMIN_ONLY(201, 201, 201),
  },
  {
    name: 'POST /employee/invitation/accept',
    request: (targets) => ({
      method: 'POST',
      url: '/store-api/employee/invitation/accept',
      payload: { token: targets.token, password: 'accepted-password-1' },
    }),
    expected: [401, 401, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'POST /employee/reinvite/{invited}',
    request: (targets) => ({ method: 'POST', url: at('/store-api/employee/reinvite/{invited}')(targets) }),
    expected: ADMIN_ONLY(200, 404, 404),
  },
  {
    name: 'GET /employee/{employee}',
    request: (targets) => ({ method: 'GET', url: at('/store-api/employee/{employee}')(targets) }),
    expected: ADMIN_ONLY(200, 404, 404),
  },
  {
    name: 'PATCH /employee/{employee}',
    request: (targets) => ({ method: 'PATCH', url: at('/store-api/employee/{employee}')(targets), payload: { lastName: 'Changed' } }),
    expected: ADMIN_ONLY(200, 404, 404),
  },
  {
    name: 'PATCH /employee/{employee} (role)',
    request: (targets) => ({ method: 'PATCH', url: at('/store-api/employee/{employee}')(targets), payload: { role: 'admin' } }),
    expected: ADMIN_ONLY(200, 404, 404),
  },
  {
    name: 'DELETE /employee/{employee}',
    request: (targets) => ({ method: 'DELETE', url: at('/store-api/employee/{employee}')(targets) }),
    expected: ADMIN_ONLY(204, 404, 404),
  },
  { name: 'POST /product-lists (search)', request: () => ({ method: 'POST', url: '/store-api/product-lists', payload: {} }), expected: SESSION_OK, guest: 200 },
  {
    name: 'POST /product-lists/create',
    request: () => ({ method: 'POST', url: '/store-api/product-lists/create', payload: { name: 'Matrix' } }),
    expected: [401, 401, 401, 401, 401, 401, 201, 201, 201, 201, 201, 201],
    guest: 201,
  },
  {
    name: 'GET /product-lists/detail/{list}',
    request: (targets) => ({ method: 'GET', url: at('/store-api/product-lists/detail/{list}')(targets) }),
    expected: LIST(404, 200, 200, 200),
    guest: 404,
  },
  {
    name: 'PATCH /product-lists/{list}',
    request: (targets) => ({ method: 'PATCH', url: at('/store-api/product-lists/{list}')(targets), payload: { name: 'Changed' } }),
    expected: LIST(404, 403, 200, 200),
    guest: 404,
  },
  {
    name: 'DELETE /product-lists/{list} (items)',
    request: (targets) => ({ method: 'DELETE', url: at('/store-api/product-lists/{list}')(targets), payload: { items: ['P-1'] } }),
    expected: LIST(404, 403, 200, 200),
    guest: 404,
  },
  {
    name: 'DELETE /product-lists/{list}',
    request: (targets) => ({ method: 'DELETE', url: at('/store-api/product-lists/{list}')(targets) }),
    expected: LIST(404, 403, 403, 204),
    guest: 404,
  },
  {
    name: 'DELETE /product-lists/product/P-1/{list}',
    request: (targets) => ({ method: 'DELETE', url: at('/store-api/product-lists/product/P-1/{list}')(targets) }),
    expected: LIST(404, 403, 204, 204),
    guest: 404,
  },
  {
    name: 'POST /product-lists/{list}/duplicate',
    request: (targets) => ({ method: 'POST', url: at('/store-api/product-lists/{list}/duplicate')(targets), payload: {} }),
    expected: LIST(404, 201, 201, 201),
    guest: 404,
  },
  {
    name: 'GET /product-lists/{list}/shares',
    request: (targets) => ({ method: 'GET', url: at('/store-api/product-lists/{list}/shares')(targets) }),
    expected: LIST(404, 200, 200, 200),
  },
  {
    name: 'POST /product-lists/{list}/reorder (stale order)',
    request: (targets) => ({ method: 'POST', url: at('/store-api/product-lists/{list}/reorder')(targets), payload: { lineItemIds: ['no-such-item'] } }),
    expected: LIST(404, 403, 409, 409),
    guest: 404,
  },
  {
    name: 'GET /product-lists/{list}/export',
    request: (targets) => ({ method: 'GET', url: at('/store-api/product-lists/{list}/export')(targets) }),
    expected: LIST(404, 200, 200, 200),
    guest: 404,
  },
  {
    name: 'POST /product-lists/{list}/import',
    request: (targets) => ({
      method: 'POST',
      url: at('/store-api/product-lists/{list}/import')(targets),
      headers: { 'content-type': 'text/csv' },
      payload: 'P-2,1',
    }),
    expected: LIST(404, 403, 200, 200),
    guest: 404,
  },
  // The stream itself (GET …/events) answers without end: its refusals are tested in lists-files-order-events.test.ts.
  {
    name: 'POST /product-lists/{list}/events/ticket',
    request: (targets) => ({ method: 'POST', url: at('/store-api/product-lists/{list}/events/ticket')(targets) }),
    expected: LIST(404, 201, 201, 201),
  },
  {
    name: 'PUT /product-lists/{list}/shares',
    request: (targets) => ({ method: 'PUT', url: at('/store-api/product-lists/{list}/shares')(targets), payload: { organization: 'read' } }),
    expected: LIST(404, 403, 403, 200),
  },
  {
    name: "POST /product-lists/{list}/submit (the owner's only)",
    request: (targets) => ({ method: 'POST', url: at('/store-api/product-lists/{list}/submit')(targets) }),
    expected: LIST(404, 403, 403, 200),
  },
  {
    name: 'POST /product-lists/{list}/reject',
    request: (targets) => ({ method: 'POST', url: at('/store-api/product-lists/{list}/reject')(targets), payload: { comment: 'no' } }),
    expected: [401, 401, 401, 401, 401, 401, 403, 403, 403, 403, 404, 404],
  },
  {
    name: 'POST /product-lists/{list}/transfer (copy to itself)',
    request: (targets) => ({
      method: 'POST',
      url: at('/store-api/product-lists/{list}/transfer')(targets),
      payload: { targetId: targets.listId, mode: 'copy' },
    }),
    expected: [401, 401, 401, 401, 401, 401, 400, 400, 400, 400, 400, 400],
    guest: 400,
  },
  { name: 'GET /permissions', request: () => ({ method: 'GET', url: '/store-api/permissions' }), expected: ADMIN_ONLY(200, 200, 200) },
  { name: 'POST /roles (search)', request: () => ({ method: 'POST', url: '/store-api/roles', payload: {} }), expected: ADMIN_ONLY(200, 200, 200) },
  {
    name: 'POST /role',
    request: () => ({
      method: 'POST',
      url: '/store-api/role',
      payload: { name: `Role ${Math.random().toString(36).slice(2)}`, permissions: ['product_list.read'] },
    }),
    expected: ADMIN_ONLY(201, 403, 201),
  },
  { name: 'GET /role/{role}', request: (targets) => ({ method: 'GET', url: at('/store-api/role/{role}')(targets) }), expected: ADMIN_ONLY(200, 200, 404) },
  {
    name: 'PATCH /role/{role}',
    request: (targets) => ({
      method: 'PATCH',
      url: at('/store-api/role/{role}')(targets),
      payload: { permissions: ['product_list.read', 'product_list.edit'] },
    }),
    expected: ADMIN_ONLY(200, 403, 404),
  },
  {
    name: 'DELETE /role/{role}',
    request: (targets) => ({ method: 'DELETE', url: at('/store-api/role/{role}')(targets) }),
    expected: ADMIN_ONLY(204, 403, 404),
  },
  {
    name: 'PATCH /employee/{employee} (custom role)',
    request: (targets) => ({ method: 'PATCH', url: at('/store-api/employee/{employee}')(targets), payload: { role: targets.roleId } }),
    expected: ADMIN_ONLY(200, 404, 404),
  },
  {
    name: 'POST /organization-unit',
    request: (targets) => ({
      method: 'POST',
      url: '/store-api/organization-unit',
      payload: { name: `Unit ${Math.random().toString(36).slice(2)}`, parentId: targets.unitId },
    }),
    expected: ADMIN_ONLY(201, 201, 400),
  },
  {
    name: 'POST /organization-units (search)',
    request: () => ({ method: 'POST', url: '/store-api/organization-units', payload: {} }),
    expected: ADMIN_ONLY(200, 200, 200),
  },
  {
    name: 'GET /organization-unit/{unit}',
    request: (targets) => ({ method: 'GET', url: at('/store-api/organization-unit/{unit}')(targets) }),
    expected: ADMIN_ONLY(200, 200, 404),
  },
  {
    name: 'GET /organization-unit/{parent}',
    request: (targets) => ({ method: 'GET', url: at('/store-api/organization-unit/{parent}')(targets) }),
    expected: ADMIN_ONLY(200, 200, 404),
  },
  {
    name: 'PATCH /organization-unit/{unit}',
    request: (targets) => ({
      method: 'PATCH',
      url: at('/store-api/organization-unit/{unit}')(targets),
      payload: { name: `Renamed ${Math.random().toString(36).slice(2)}` },
    }),
    expected: ADMIN_ONLY(200, 200, 404),
  },
  {
    name: 'PATCH /organization-unit/{parent}',
    request: (targets) => ({
      method: 'PATCH',
      url: at('/store-api/organization-unit/{parent}')(targets),
      payload: { name: `Renamed ${Math.random().toString(36).slice(2)}` },
    }),
    expected: ADMIN_ONLY(200, 403, 404),
  },
  {
    name: 'DELETE /organization-unit/{unit}?moveTo={parent}',
    request: (targets) => ({ method: 'DELETE', url: at('/store-api/organization-unit/{unit}?moveTo={parent}')(targets) }),
    expected: ADMIN_ONLY(204, 204, 404),
  },
  {
    name: 'DELETE /organization-unit/{unit}?moveTo=root',
    request: (targets) => ({ method: 'DELETE', url: at('/store-api/organization-unit/{unit}?moveTo=root')(targets) }),
    expected: ADMIN_ONLY(204, 403, 404),
  },
  {
    name: 'GET /employee/{branch}',
    request: (targets) => ({ method: 'GET', url: at('/store-api/employee/{branch}')(targets) }),
    expected: ADMIN_ONLY(200, 200, 404),
  },
  {
    name: 'PATCH /employee/{branch} (unit)',
    request: (targets) => ({ method: 'PATCH', url: at('/store-api/employee/{branch}')(targets), payload: { unitId: targets.parentUnitId } }),
    expected: ADMIN_ONLY(200, 200, 404),
  },
  { name: 'POST /audit-log', request: () => ({ method: 'POST', url: '/store-api/audit-log', payload: {} }), expected: ADMIN_ONLY(200, 200, 200) },
  {
    name: 'GET /product-lists/{list}/history',
    request: (targets) => ({ method: 'GET', url: at('/store-api/product-lists/{list}/history')(targets) }),
    expected: LIST(404, 200, 200, 200),
  },
  {
    name: 'GET /employee/{employee}/history',
    request: (targets) => ({ method: 'GET', url: at('/store-api/employee/{employee}/history')(targets) }),
    expected: ADMIN_ONLY(200, 404, 404),
  },
  {
    name: 'GET /employee/{branch}/history',
    request: (targets) => ({ method: 'GET', url: at('/store-api/employee/{branch}/history')(targets) }),
    expected: ADMIN_ONLY(200, 200, 404),
  },
  { name: 'GET /organization', request: () => ({ method: 'GET', url: '/store-api/organization' }), expected: ADMIN_ONLY(200, 200, 200) },
  {
    name: 'PATCH /organization',
    request: () => ({ method: 'PATCH', url: '/store-api/organization', payload: { listRetentionDays: 400 } }),
    expected: ADMIN_ONLY(200, 403, 200),
  },
  { name: 'GET /organization/sso (none set up)', request: () => ({ method: 'GET', url: '/store-api/organization/sso' }), expected: ADMIN_ONLY(404, 404, 404) },
  {
    name: 'PUT /organization/sso (an http:// issuer)',
    request: () => ({
      method: 'PUT',
      url: '/store-api/organization/sso',
      payload: { issuer: 'http://127.0.0.1:9/', clientId: 'shop', clientSecret: 'secret' },
    }),
    expected: ADMIN_ONLY(400, 403, 400),
  },
  {
    name: 'DELETE /organization/sso (none set up)',
    request: () => ({ method: 'DELETE', url: '/store-api/organization/sso' }),
    expected: ADMIN_ONLY(404, 403, 404),
  },
  // A browser opens these itself: neither key nor session counts; returnTo decides first.
  {
    name: 'GET /sso/{organization}/redirect (returnTo elsewhere)',
    request: () => ({ method: 'GET', url: '/store-api/sso/00000000000000000000000000000000/redirect?returnTo=https%3A%2F%2Fevil.test%2F' }),
    expected: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  },
  {
    name: 'GET /sso/{organization}/callback (no sign-in under way)',
    request: () => ({ method: 'GET', url: '/store-api/sso/00000000000000000000000000000000/callback?state=forged&code=forged' }),
    expected: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  },
  {
    name: 'POST /account/sso/exchange (an unknown code)',
    request: () => ({ method: 'POST', url: '/store-api/account/sso/exchange', payload: { code: 'forged' } }),
    expected: [401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401],
    guest: 401,
  },
  {
    name: 'DELETE /organization/scim-token (none yet)',
    request: () => ({ method: 'DELETE', url: '/store-api/organization/scim-token' }),
    expected: ADMIN_ONLY(404, 403, 404),
  },
  {
    name: 'POST /webhook',
    request: () => ({ method: 'POST', url: '/store-api/webhook', payload: { url: 'https://93.184.215.14/matrix', events: ['*'] } }),
    expected: ADMIN_ONLY(201, 403, 201),
  },
  { name: 'POST /webhooks (search)', request: () => ({ method: 'POST', url: '/store-api/webhooks', payload: {} }), expected: ADMIN_ONLY(200, 403, 200) },
  {
    name: 'GET /webhook/{webhook}',
    request: (targets) => ({ method: 'GET', url: at('/store-api/webhook/{webhook}')(targets) }),
    expected: ADMIN_ONLY(200, 403, 404),
  },
  {
    name: 'PATCH /webhook/{webhook}',
    request: (targets) => ({ method: 'PATCH', url: at('/store-api/webhook/{webhook}')(targets), payload: { status: 'disabled' } }),
    expected: ADMIN_ONLY(200, 403, 404),
  },
  {
    name: 'GET /webhook/{webhook}/deliveries',
    request: (targets) => ({ method: 'GET', url: at('/store-api/webhook/{webhook}/deliveries')(targets) }),
    expected: ADMIN_ONLY(200, 403, 404),
  },
  {
    name: 'POST /webhook/{webhook}/redeliver',
    request: (targets) => ({ method: 'POST', url: at('/store-api/webhook/{webhook}/redeliver')(targets), payload: { fromSequence: 1 } }),
    expected: ADMIN_ONLY(200, 403, 404),
  },
  {
    name: 'DELETE /webhook/{webhook}',
    request: (targets) => ({ method: 'DELETE', url: at('/store-api/webhook/{webhook}')(targets) }),
    expected: ADMIN_ONLY(204, 403, 404),
  },
  {
    name: 'PATCH /employee/{branch} (to organization level)',
    request: (targets) => ({ method: 'PATCH', url: at('/store-api/employee/{branch}')(targets), payload: { unitId: null } }),
    expected: ADMIN_ONLY(200, 403, 404),
  },
  {
    name: 'PUT /product-lists/{list}/shares (unit)',
    request: (targets) => ({
      method: 'PUT',
      url: at('/store-api/product-lists/{list}/shares')(targets),
      payload: { units: [{ unitId: targets.unitId, access: 'read' }] },
    }),
    expected: LIST(404, 403, 403, 200),
  },
];

/** The grid as Markdown: endpoints down, callers across. */
function renderGrid(): string {
  const header = `| Endpoint | ${CALLERS.join(' | ')} |`;
  const rule = `|---|${CALLERS.map(() => '---').join('|')}|`;
  const rows = ROWS.map((row) => `| \`${row.name}\` | ${expectedOf(row).join(' | ')} |`);
  return [
    '# Authorization matrix',
    '',
    'The exact status every endpoint answers to every kind of caller; `test/system/authorization-matrix.test.ts`',
    'runs each cell on both databases and fails when this file and its table differ.',
    '',
    'Callers: **no key** (no `sw-access-key`), **wrong key** (an unknown one), **no session** (a valid key, no',
    '`sw-context-token`), **expired**, **logged out** and **deleted** (the session of an employee since deleted)',
    'all with a valid key; **member**, **reader**, **editor** (members the target list is shared with for reading,',
    'for editing) and **admin** of Acme, who owns the targets; **unit manager**: an Acme employee with the `admin` role',
    "in a unit (every permission, within that unit's branch); **other org**: an admin of another organization;",
    '**guest**: a guest (`POST /account/guest`), who may work with product lists of its own and log out only (403',
    '`AUTH__GUEST_NOT_ALLOWED` elsewhere), so every list of Acme is a 404 to it.',
    "Targets: a product list of Acme's admin, another Acme employee, an invited Acme employee, a custom role of",
    "Acme; a unit below the unit manager's (`{unit}`) holding one employee (`{branch}`), and the unit manager's own",
    'unit (`{parent}`). The list, the employee and the invited one are at organization level: outside the unit',
    "manager's branch, they are a 404 to them, as to another organization; roles are written at organization level",
    "only (403), and a unit's own manager cannot change their own unit or move anyone out of it (403).",
    "A member sees only their own lists and those shared with them, so another's list is a 404 to them, as",
    'to another organization (an id of another organization is never told apart from an unknown one); a list',
    'shared for reading only is a 403 to writes. Only owners (and `product_list.edit.all`) delete and share.',
    'Login, invitation acceptance and the single sign-on exchange need only the key: a context token sent with them is ignored',
    "(but a guest's, whose lists a login makes the employee's).",
    "Single sign-on's redirect and callback are opened by a browser itself: they take neither key nor session.",
    '',
    header,
    rule,
    ...rows,
    '',
  ].join('\n');
}

const DOC = new URL('../../../docs/authorization-matrix.md', import.meta.url);

test('docs/authorization-matrix.md is the table this test runs', () => {
  const grid = renderGrid();
  if (process.env.UPDATE_DOCS === '1') writeFileSync(DOC, grid);
  assert.equal(readFileSync(DOC, 'utf8'), grid, 'run UPDATE_DOCS=1 npm test -- to rewrite the file');
});

async function headersOf(setup: TestApp, kind: CallerKind): Promise<Record<string, string>> {
  const { app, acme, globex } = setup;
  const key = { 'sw-access-key': ACCESS_KEY };
  const freshSession = async () => ({ ...key, 'sw-context-token': await login(app, acme.memberEmail, acme.memberPassword) });
  switch (kind) {
    case 'no key':
      return {};
    case 'wrong key':
      return { 'sw-access-key': 'SWSCWRONGKEY00000000000001' };
    case 'no session':
      return key;
    case 'expired': {
      const headers = await freshSession();
      await app.db
        .updateTable('session')
        .set({ expires_at: '2020-01-01T00:00:00.000Z' })
        .where('token_hash', '=', (await import('../../src/kernel/tokens.js')).hashToken(headers['sw-context-token']))
        .execute();
      return headers;
    }
    case 'logged out': {
      const headers = await freshSession();
      assert.equal((await app.inject({ method: 'POST', url: '/store-api/account/logout', headers })).statusCode, 204);
      return headers;
    }
    case 'deleted': {
      const id = `gone-${Math.random().toString(36).slice(2)}`;
      const created = await app.inject({
        method: 'POST',
        url: '/store-api/employee',
        headers: acme.headers,
        payload: { id, email: `${id}@acme.example`, role: 'admin', password: 'gone-password-1' },
      });
      assert.equal(created.statusCode, 201, created.body);
      const headers = { ...key, 'sw-context-token': await login(app, id, 'gone-password-1') };
      assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/employee/${id}`, headers: acme.headers })).statusCode, 204);
      return headers;
    }
    case 'member':
      return freshSession();
    case 'reader':
      return { ...key, 'sw-context-token': await login(app, 'matrix-reader@acme.example', 'matrix-password-1') };
    case 'editor':
      return { ...key, 'sw-context-token': await login(app, 'matrix-editor@acme.example', 'matrix-password-1') };
    case 'admin':
      return { ...key, 'sw-context-token': await login(app, acme.adminEmail, acme.adminPassword) };
    case 'unit manager':
      return { ...key, 'sw-context-token': await login(app, 'matrix-unit-manager@acme.example', 'matrix-password-1') };
    case 'other org':
      return { ...key, 'sw-context-token': await login(app, globex.adminEmail, globex.adminPassword) };
    case 'guest': {
      const guest = await app.inject({ method: 'POST', url: '/store-api/account/guest', headers: key });
      assert.equal(guest.statusCode, 201, guest.body);
      return { ...key, 'sw-context-token': guest.json().contextToken };
    }
  }
}

async function freshTargets(setup: TestApp, parentUnitId: string): Promise<Targets> {
  const { app, acme } = setup;
  const suffix = Math.random().toString(36).slice(2);
  const created = await app.inject({
    method: 'POST',
    url: '/store-api/product-lists/create',
    headers: acme.headers,
    payload: { name: 'Target', lineItems: [{ productId: 'P-1' }, { productId: 'P-2' }] },
  });
  const employee = await app.inject({
    method: 'POST',
    url: '/store-api/employee',
    headers: acme.headers,
    payload: { id: `target-${suffix}`, email: `target-${suffix}@acme.example`, password: 'target-password-1' },
  });
  const invited = await app.inject({
    method: 'POST',
    url: '/store-api/employee/add',
    headers: acme.headers,
    payload: { id: `invited-${suffix}`, email: `invited-${suffix}@acme.example` },
  });
  const role = await app.inject({
    method: 'POST',
    url: '/store-api/role',
    headers: acme.headers,
    payload: { name: `Target ${suffix}`, permissions: ['product_list.read'] },
  });
  for (const res of [created, employee, invited, role]) assert.equal(res.statusCode, 201, res.body);
  const shared = await app.inject({
    method: 'PUT',
    url: `/store-api/product-lists/${created.json().id}/shares`,
    headers: acme.headers,
    payload: {
      employees: [
        { employeeId: 'matrix-reader', access: 'read' },
        { employeeId: 'matrix-editor', access: 'edit' },
      ],
    },
  });
  assert.equal(shared.statusCode, 200, shared.body);
  const unit = await app.inject({
    method: 'POST',
    url: '/store-api/organization-unit',
    headers: acme.headers,
    payload: { name: `Target ${suffix}`, parentId: parentUnitId },
  });
  assert.equal(unit.statusCode, 201, unit.body);
  const branch = await app.inject({
    method: 'POST',
    url: '/store-api/employee',
    headers: acme.headers,
    payload: { id: `branch-${suffix}`, email: `branch-${suffix}@acme.example`, unitId: unit.json().id, password: 'target-password-1' },
  });
  assert.equal(branch.statusCode, 201, branch.body);
  const webhook = await app.inject({
    method: 'POST',
    url: '/store-api/webhook',
    headers: acme.headers,
    payload: { url: 'https://93.184.215.14/target', events: ['*'] },
  });
  assert.equal(webhook.statusCode, 201, webhook.body);
  const colleague = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(app, `target-${suffix}`, 'target-password-1') };
  const sessions = await app.inject({ method: 'GET', url: '/store-api/account/sessions', headers: colleague });
  assert.equal(sessions.statusCode, 200, sessions.body);
  return {
    sessionId: sessions.json().elements[0].id,
    listId: created.json().id,
    employeeId: employee.json().id,
    invitedId: invited.json().id,
    token: invited.json().invitation.token,
    roleId: role.json().id,
    parentUnitId,
    unitId: unit.json().id,
    branchEmployeeId: branch.json().id,
    webhookId: webhook.json().id,
  };
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: authorization matrix`, { skip: dialect.skip }, () => {
    test('every endpoint × every caller answers exactly its cell', async (t) => {
      const setup = await buildTestApp(t, dialect.name, {
        PASSWORD_HASHES_QUEUED_PER_ADDRESS: 100,
        LOGIN_MAX_FAILURES_PER_ADDRESS: 100_000,
        GUESTS_PER_ADDRESS: 100_000,
        WEBHOOK_CONCURRENCY: 0,
      });
      const { app, acme } = setup;
      // The login row logs in as this employee; the fixtures' admin session is a login of its own.
      const loginTarget = await app.inject({
        method: 'POST',
        url: '/store-api/employee',
        headers: acme.headers,
        payload: { email: 'matrix-login@acme.example', password: 'matrix-password-1' },
      });
      assert.equal(loginTarget.statusCode, 201, loginTarget.body);
      for (const id of ['matrix-reader', 'matrix-editor']) {
        const colleague = await app.inject({
          method: 'POST',
          url: '/store-api/employee',
          headers: acme.headers,
          payload: { id, email: `${id}@acme.example`, password: 'matrix-password-1' },
        });
        assert.equal(colleague.statusCode, 201, colleague.body);
      }
      // The unit manager: an admin in a unit of their own; the targets' units are below it.
      const matrixUnit = await app.inject({ method: 'POST', url: '/store-api/organization-unit', headers: acme.headers, payload: { name: 'Matrix unit' } });
      assert.equal(matrixUnit.statusCode, 201, matrixUnit.body);
      const unitManager = await app.inject({
        method: 'POST',
        url: '/store-api/employee',
        headers: acme.headers,
        payload: {
          id: 'matrix-unit-manager',
          email: 'matrix-unit-manager@acme.example',
          role: 'admin',
          unitId: matrixUnit.json().id,
          password: 'matrix-password-1',
        },
      });
      assert.equal(unitManager.statusCode, 201, unitManager.body);
      const actual: number[][] = [];
      const mismatches: string[] = [];
      // Targets and callers' sessions are made again after every cell that changed something (a
      // write that succeeded). A refusal, or a read, changes nothing (the contract says so, and a
      // cell that broke it would show in the cells after it), so the next cell may use the same.
      let targets: Targets | undefined;
      const sessions = new Map<CallerKind, Record<string, string>>();
      for (const row of ROWS) {
        const statuses: number[] = [];
        for (const [index, kind] of CALLERS.entries()) {
          targets ??= await freshTargets(setup, matrixUnit.json().id);
          const request = row.request(targets);
          let caller = sessions.get(kind);
          if (!caller) {
            caller = await headersOf(setup, kind);
            sessions.set(kind, caller);
          }
          const res = await app.inject({ ...request, headers: { ...caller, ...(request.headers as Record<string, string> | undefined) } });
          if (!['GET', 'HEAD'].includes(String(request.method ?? 'GET').toUpperCase()) && res.statusCode < 400) {
            targets = undefined;
            sessions.clear();
          }
          statuses.push(res.statusCode);
          if (res.statusCode !== expectedOf(row)[index])
            mismatches.push(`${row.name} as ${kind}: expected ${expectedOf(row)[index]}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400) {
            const body = res.json();
            assert.ok(Array.isArray(body.errors) && body.errors[0].status === String(res.statusCode), `${row.name} as ${kind}: not the envelope: ${res.body}`);
          }
        }
        actual.push(statuses);
      }
      const width = Math.max(...ROWS.map((row) => row.name.length));
      t.diagnostic(`${''.padEnd(width)}  ${CALLERS.map((kind) => kind.padStart(10)).join('')}`);
      ROWS.forEach((row, index) => {
        t.diagnostic(`${row.name.padEnd(width)}  ${actual[index]!.map((status) => String(status).padStart(10)).join('')}`);
      });
      assert.deepEqual(mismatches, []);
    });
  });
}

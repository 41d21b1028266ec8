import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, login, type TestApp } from '../../helpers/app.js';
import type { Caller } from '../../../src/kernel/caller.js';
import type { Permission } from '../../../src/kernel/permissions.js';
import { visibleLists } from '../../../src/features/product-lists/product-list.repository.js';
import { reachesListRow, type ListNeed } from '../../../src/features/product-lists/product-list.reach.js';
import { findListWithSession } from '../../../src/features/product-lists/product-list.with-session.js';
import { hashToken } from '../../../src/kernel/tokens.js';
import { lockList } from '../../../src/features/product-lists/product-list.write-statements.js';

type Headers = Record<string, string>;

/**
 * The one table of the list rule (product-list.reach.ts): for each caller and need, the lists they
 * reach. The tree: Sales > North, and Service. Lists: North's member's own, Service's member's own,
 * an organization-level member's own and three they shared (with the organization to read, with
 * Sales to read, with Service's member to edit), and one whose owner was deleted.
 */
const LISTS = ['north', 'service', 'org', 'orgAll', 'orgSales', 'orgService', 'orphan'] as const;
type ListName = (typeof LISTS)[number];

const ALL: Permission[] = ['product_list.read.all', 'product_list.edit.all'];
const CALLERS: Record<string, { employee: string; permissions: Permission[] }> = {
  'admin (organization level, .read.all and .edit.all)': { employee: 'admin', permissions: ALL },
  'Sales manager (.read.all and .edit.all)': { employee: 'salesManager', permissions: ALL },
  'Sales reader (.read.all only)': { employee: 'salesManager', permissions: ['product_list.read.all'] },
  'North member': { employee: 'northMember', permissions: [] },
  'Service member': { employee: 'serviceMember', permissions: [] },
  'organization-level member': { employee: 'orgMember', permissions: [] },
};

const REACH: { caller: keyof typeof CALLERS; need: ListNeed; reaches: ListName[] }[] = [
  { caller: 'admin (organization level, .read.all and .edit.all)', need: 'read', reaches: [...LISTS] },
  { caller: 'admin (organization level, .read.all and .edit.all)', need: 'edit', reaches: [...LISTS] },
  { caller: 'admin (organization level, .read.all and .edit.all)', need: 'own', reaches: [...LISTS] },
  // The branch holds North's list, not the orphan (no owner: organization level only); shares with Sales and everyone.
  { caller: 'Sales manager (.read.all and .edit.all)', need: 'read', reaches: ['north', 'orgAll', 'orgSales'] },
  { caller: 'Sales manager (.read.all and .edit.all)', need: 'edit', reaches: ['north'] },
  { caller: 'Sales manager (.read.all and .edit.all)', need: 'own', reaches: ['north'] },
  { caller: 'Sales reader (.read.all only)', need: 'read', reaches: ['north', 'orgAll', 'orgSales'] },
  { caller: 'Sales reader (.read.all only)', need: 'edit', reaches: [] },
  { caller: 'Sales reader (.read.all only)', need: 'own', reaches: [] },
  // A share with Sales reaches the units below it.
  { caller: 'North member', need: 'read', reaches: ['north', 'orgAll', 'orgSales'] },
  { caller: 'North member', need: 'edit', reaches: ['north'] },
  { caller: 'North member', need: 'own', reaches: ['north'] },
  { caller: 'Service member', need: 'read', reaches: ['service', 'orgAll', 'orgService'] },
  { caller: 'Service member', need: 'edit', reaches: ['service', 'orgService'] },
  { caller: 'Service member', need: 'own', reaches: ['service'] },
  { caller: 'organization-level member', need: 'read', reaches: ['org', 'orgAll', 'orgSales', 'orgService'] },
  { caller: 'organization-level member', need: 'edit', reaches: ['org', 'orgAll', 'orgSales', 'orgService'] },
  { caller: 'organization-level member', need: 'own', reaches: ['org', 'orgAll', 'orgSales', 'orgService'] },
];

async function call(setup: TestApp, method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) {
  const res = await setup.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? undefined : res.json();
}

/** The tree, its people and their lists, made through the API. */
async function seed(setup: TestApp) {
  const admin = setup.acme.headers;
  const sales = await call(setup, 'POST', '/store-api/organization-unit', admin, { name: 'Sales', parentId: null });
  const north = await call(setup, 'POST', '/store-api/organization-unit', admin, { name: 'North', parentId: sales.id });
  const service = await call(setup, 'POST', '/store-api/organization-unit', admin, { name: 'Service', parentId: null });
  const person = async (id: string, unitId: string | null, role = 'member') => {
    const email = `${id}@reach.example`;
    await call(setup, 'POST', '/store-api/employee', admin, { id, email, role, unitId, password: `${id}-password-1` });
    return { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(setup.app, email, `${id}-password-1`) };
  };
  const people = {
    salesManager: await person('sales-manager', sales.id, 'admin'),
    northMember: await person('north-member', north.id),
    serviceMember: await person('service-member', service.id),
    orgMember: await person('org-member', null),
    leaver: await person('leaver', north.id),
  };
  const list = async (owner: Headers, name: string) => (await call(setup, 'POST', '/store-api/product-lists/create', owner, { name })).id as string;
  const ids: Record<ListName, string> = {
    north: await list(people.northMember, 'north'),
    service: await list(people.serviceMember, 'service'),
    org: await list(people.orgMember, 'org'),
    orgAll: await list(people.orgMember, 'orgAll'),
    orgSales: await list(people.orgMember, 'orgSales'),
    orgService: await list(people.orgMember, 'orgService'),
    orphan: await list(people.leaver, 'orphan'),
  };
  await call(setup, 'PUT', `/store-api/product-lists/${ids.orgAll}/shares`, people.orgMember, { organization: 'read' });
  await call(setup, 'PUT', `/store-api/product-lists/${ids.orgSales}/shares`, people.orgMember, { units: [{ unitId: sales.id, access: 'read' }] });
  await call(setup, 'PUT', `/store-api/product-lists/${ids.orgService}/shares`, people.orgMember, {
    employees: [{ employeeId: 'service-member', access: 'edit' }],
  });
  await call(setup, 'DELETE', '/store-api/employee/leaver', admin);
  const tokens: Record<string, string> = { admin: admin['sw-context-token']! };
  for (const [name, headers] of Object.entries(people)) tokens[name] = headers['sw-context-token']!;
  return { ids, tokens };
}

/** A caller as the guards make one, from the employee's row and the permissions of the case. */
async function callerOf(setup: TestApp, employee: string, permissions: Permission[]): Promise<Caller> {
  const id = {
    admin: setup.acme.adminId,
    salesManager: 'sales-manager',
    northMember: 'north-member',
    serviceMember: 'service-member',
    orgMember: 'org-member',
  }[employee]!;
  const row = await setup.app.db
    .selectFrom('employee')
    .select(['unit_id', 'unit_path', 'role'])
    .where('organization_id', '=', setup.acme.organizationId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    employeeId: id,
    organizationId: setup.acme.organizationId,
    role: row.role,
    permissions: new Set(permissions),
    tokenHash: 'none',
    unitId: row.unit_id,
    unitPath: row.unit_path,
    requestId: null,
  };
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: who reaches a list, in SQL, in a write's lock and in memory`, { skip: dialect.skip }, () => {
    test('one table of callers, needs and lists drives the three forms of the rule', async (t) => {
      const setup = await buildTestApp(t, dialect.name);
      const { ids, tokens } = await seed(setup);
      const nameOf = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
      const db = setup.app.db;
      for (const row of REACH) {
        const { employee, permissions } = CALLERS[row.caller]!;
        const caller = await callerOf(setup, employee, permissions);
        const expected = [...row.reaches].sort();
        const what = `${row.caller}, ${row.need}`;

        // SQL: the condition every list query starts with.
        const found = await visibleLists(db, caller, row.need).select('product_list.id').execute();
        assert.deepEqual(found.map((list) => nameOf.get(list.id)).sort(), expected, `${what}: visibleLists`);

        // In memory: from the row the detail read reads with the caller's session (its owner, the
        // owner's unit path, the strongest share reaching the caller), as the detail read checks it.
        const inMemory: string[] = [];
        for (const name of LISTS) {
          const read = await findListWithSession(setup.app.readDb, hashToken(tokens[employee]!), ids[name], 0);
          assert.ok(read?.list_id, `${what}: the detail read finds ${name}`);
          const facts = { ownerId: read.list_owner_id, ownerUnitPath: read.owner_unit_path, shareAccess: read.share_access };
          if (reachesListRow(caller, row.need, facts)) inMemory.push(name);
        }
        assert.deepEqual(inMemory.sort(), expected, `${what}: reachesListRow`);

        // A write's lock (edit and own; its prepared statement is the same rule with parameters).
        if (row.need === 'read') continue;
        const need = row.need;
        const locked = await db.transaction().execute(async (trx) => {
          const names: string[] = [];
          for (const name of LISTS) if (await lockList(trx, caller, ids[name], undefined, need)) names.push(name);
          return names;
        });
        assert.deepEqual(locked.sort(), expected, `${what}: lockList`);
      }
    });
  });
}

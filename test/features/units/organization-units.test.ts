import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { DIALECTS } from '../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError, login, TEST_CONFIG_OVERRIDES, type TestApp } from '../../helpers/app.js';
import { openSse } from '../../helpers/sse.js';
import { buildApp, type App } from '../../../src/main/app.js';
import { loadConfig } from '../../../src/kernel/config.js';
import { createDatabase } from '../../../src/platform/db/database.js';
import { reachesPath, reachesStrictlyBelow } from '../../../src/kernel/reach.js';
import { redisUnavailable, THROUGH_REDIS } from '../../helpers/redis.js';

/** MariaDB's instances share access changes through Redis: why that cannot be tested here, if it cannot. */
const REDIS_SKIP = DIALECTS.some((dialect) => dialect.name === 'mysql' && !dialect.skip) ? await redisUnavailable() : undefined;

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function client(app: App) {
  return (method: Method, url: string, headers: Headers, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** A new active employee of the organization behind `adminHeaders`, in `unitId`, logged in. */
async function employeeIn(setup: TestApp, id: string, unitId: string | null, role = 'member', adminHeaders = setup.acme.headers): Promise<Headers> {
  const email = `${id}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await setup.app.inject({
    method: 'POST',
    url: '/store-api/employee',
    headers: adminHeaders,
    payload: { id, email, role, unitId, password: `${id}-password-1` },
  });
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().unitId, unitId);
  return { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(setup.app, email, `${id}-password-1`) };
}

/**
 * The tree of the tests: Holding > Sales > North, Holding > Sales > South, Holding > Service.
 * Managers (role admin) in Sales and in North; members in every unit and at organization level;
 * each member owns one list.
 */
async function seedTree(setup: TestApp) {
  const call = client(setup.app);
  const admin = setup.acme.headers;
  const unit = async (name: string, parentId: string | null) => {
    const res = await call('POST', '/store-api/organization-unit', admin, { name, parentId });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.headers.location, `/store-api/organization-unit/${res.json().id}`);
    return res.json() as { id: string; path: string[]; depth: number; version: number };
  };
  const holding = await unit('Holding', null);
  const sales = await unit('Sales', holding.id);
  const north = await unit('North', sales.id);
  const south = await unit('South', sales.id);
  const service = await unit('Service', holding.id);
  const units = { holding, sales, north, south, service };
  const people = {
    salesManager: await employeeIn(setup, 'sales-manager', sales.id, 'admin'),
    northManager: await employeeIn(setup, 'north-manager', north.id, 'admin'),
    orgMember: await employeeIn(setup, 'org-member', null),
    salesMember: await employeeIn(setup, 'sales-member', sales.id),
    northMember: await employeeIn(setup, 'north-member', north.id),
    southMember: await employeeIn(setup, 'south-member', south.id),
    serviceMember: await employeeIn(setup, 'service-member', service.id),
  };
  const lists: Record<string, string> = {};
  for (const owner of ['orgMember', 'salesMember', 'northMember', 'southMember', 'serviceMember'] as const) {
    const res = await call('POST', '/store-api/product-lists/create', people[owner], { name: `${owner}'s list`, lineItems: [{ productId: `SKU-${owner}` }] });
    assert.equal(res.statusCode, 201, res.body);
    lists[owner] = res.json().id;
  }
  return { units, people, lists };
}

/** Every employee's copy of their unit's path is the unit's path (the invariant every move keeps). */
async function assertUnitPathsKept(setup: TestApp): Promise<void> {
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from employee e
    left join organization_unit u on u.organization_id = e.organization_id and u.id = e.unit_id
    where coalesce(e.unit_path, '') <> coalesce(u.path, '') or (e.unit_id is not null and u.id is null)`.execute(setup.app.db);
  assert.equal(Number(rows[0]?.count), 0, "an employee's unit_path differs from their unit's path");
}

/** The one table of the branch rule (unit-reach.ts): for each caller, whom they reach. */
const REACH: { caller: string; reaches: string[] }[] = [
  { caller: 'admin (organization level)', reaches: ['orgMember', 'salesMember', 'northMember', 'southMember', 'serviceMember'] },
  { caller: 'salesManager', reaches: ['salesMember', 'northMember', 'southMember'] },
  { caller: 'northManager', reaches: ['northMember'] },
];

describe('the branch rule in memory', () => {
  test('reachesPath and reachesStrictlyBelow', () => {
    const [a, b, c, d] = ['a'.repeat(32), 'b'.repeat(32), 'c'.repeat(32), 'd'.repeat(32)];
    const cases: [string | null, string | null, boolean, boolean][] = [
      // caller's unit, target path, reaches, strictly below
      [null, null, true, true],
      [null, `${a}/${b}`, true, true],
      [a, null, false, false],
      [a, a, true, false],
      [a, `${a}/${b}`, true, true],
      [b, `${a}/${b}/${c}`, true, true],
      [b, `${a}`, false, false],
      [c, `${a}/${b}`, false, false],
      [d, `${a}/${b}/${c}`, false, false],
    ];
    for (const [unitId, path, reaches, below] of cases) {
      assert.equal(reachesPath({ unitId }, path), reaches, `${unitId} → ${path}`);
      if (path !== null) assert.equal(reachesStrictlyBelow({ unitId }, path), below, `${unitId} below → ${path}`);
    }
  });
});

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: organization units`, { skip: dialect.skip }, () => {
    test('a tree: create, read, rename, move with the subtree, cycles, depth, names, If-Match, search, delete with moveTo', async (t) => {
      const setup = await buildTestApp(t, dialect.name);
      const call = client(setup.app);
      const admin = setup.acme.headers;
      const { units } = await seedTree(setup);
      assert.deepEqual([units.north.depth, units.north.path], [3, [units.holding.id, units.sales.id, units.north.id]]);

      const read = await call('GET', `/store-api/organization-unit/${units.north.id}`, admin);
      assert.equal(read.statusCode, 200, read.body);
      assert.equal(read.headers.etag, '"1"');
      assert.deepEqual(read.json(), {
        ...units.north,
        apiAlias: 'b2b_organization_unit',
        organizationId: setup.acme.organizationId,
        name: 'North',
        parentId: units.sales.id,
        createdAt: read.json().createdAt,
        updatedAt: read.json().updatedAt,
      });

      // Names: trimmed, unique among siblings ignoring case; the same name elsewhere is fine.
      expectError(
        await call('POST', '/store-api/organization-unit', admin, { name: ' north ', parentId: units.sales.id }),
        409,
        'ORGANIZATION_UNIT__DUPLICATE_NAME',
        '/name',
      );
      expectError(await call('POST', '/store-api/organization-unit', admin, { name: '   ', parentId: units.sales.id }), 400, 'VALIDATION__INVALID', '/name');
      const northOfService = await call('POST', '/store-api/organization-unit', admin, { name: 'North', parentId: units.service.id });
      assert.equal(northOfService.statusCode, 201, northOfService.body);
      expectError(
        await call('PATCH', `/store-api/organization-unit/${units.south.id}`, admin, { name: 'NORTH' }),
        409,
        'ORGANIZATION_UNIT__DUPLICATE_NAME',
        '/name',
      );
      expectError(await call('POST', '/store-api/organization-unit', admin, { name: 'X', parentId: 'f'.repeat(32) }), 400, 'VALIDATION__INVALID', '/parentId');

      // Depth: five levels at most, also for a subtree that moves.
      const level4 = (await call('POST', '/store-api/organization-unit', admin, { name: 'Team', parentId: units.north.id })).json();
      const level5 = await call('POST', '/store-api/organization-unit', admin, { name: 'Desk', parentId: level4.id });
      assert.equal(level5.json().depth, 5);
      const tooDeep = expectError(
        await call('POST', '/store-api/organization-unit', admin, { name: 'Chair', parentId: level5.json().id }),
        409,
        'ORGANIZATION_UNIT__TOO_DEEP',
      );
      assert.deepEqual(tooDeep.meta?.parameters, { depth: 6, max: 5 });
      expectError(
        await call('PATCH', `/store-api/organization-unit/${units.sales.id}`, admin, { parentId: units.service.id }),
        409,
        'ORGANIZATION_UNIT__TOO_DEEP',
        '/parentId',
      );

      // Cycles: under itself, or under a unit below it.
      expectError(
        await call('PATCH', `/store-api/organization-unit/${units.sales.id}`, admin, { parentId: units.sales.id }),
        409,
        'ORGANIZATION_UNIT__CYCLE',
        '/parentId',
      );
      expectError(
        await call('PATCH', `/store-api/organization-unit/${units.sales.id}`, admin, { parentId: level4.id }),
        409,
        'ORGANIZATION_UNIT__CYCLE',
        '/parentId',
      );

      // A move carries the subtree: North (with Team and Desk) goes to the top.
      expectError(
        await call('PATCH', `/store-api/organization-unit/${units.north.id}`, { ...admin, 'if-match': '"7"' }, { parentId: null }),
        412,
        'REQUEST__PRECONDITION_FAILED',
      );
      const moved = await call(
        'PATCH',
        `/store-api/organization-unit/${units.north.id}`,
        { ...admin, 'if-match': '"1"' },
        { parentId: null, name: 'North Region' },
      );
      assert.equal(moved.statusCode, 200, moved.body);
      assert.deepEqual(
        [moved.json().name, moved.json().parentId, moved.json().depth, moved.json().path, moved.json().version],
        ['North Region', null, 1, [units.north.id], 2],
      );
      const desk = (await call('GET', `/store-api/organization-unit/${level5.json().id}`, admin)).json();
      assert.deepEqual([desk.depth, desk.path], [3, [units.north.id, level4.id, level5.json().id]]);

      // Search: every unit, with counts; filters by parent and depth.
      const top = await call('POST', '/store-api/organization-units', admin, {
        filter: [{ type: 'equals', field: 'parentId', value: null }],
        sort: [{ field: 'name', order: 'ASC' }],
        'total-count-mode': 'exact',
      });
      assert.equal(top.statusCode, 200, top.body);
      assert.deepEqual(
        top.json().elements.map((unit: { name: string; childCount: number; employeeCount: number }) => [unit.name, unit.childCount, unit.employeeCount]),
        [
          ['Holding', 2, 0],
          ['North Region', 1, 2],
        ],
      );
      const deep = await call('POST', '/store-api/organization-units', admin, {
        filter: [{ type: 'range', field: 'depth', parameters: { gte: 3 } }],
        'total-count-mode': 'exact',
      });
      assert.equal(deep.json().total, 3);

      // Delete: a unit holding anything needs moveTo; the counts say what it holds.
      const notEmpty = expectError(await call('DELETE', `/store-api/organization-unit/${units.sales.id}`, admin), 409, 'ORGANIZATION_UNIT__NOT_EMPTY');
      assert.deepEqual(notEmpty.meta?.parameters, { employees: 2, childUnits: 1 });
      expectError(
        await call('DELETE', `/store-api/organization-unit/${units.sales.id}?moveTo=${units.south.id}`, admin),
        409,
        'ORGANIZATION_UNIT__CYCLE',
        '/moveTo',
      );
      expectError(
        await call('DELETE', `/store-api/organization-unit/${units.sales.id}?moveTo=${'f'.repeat(32)}`, admin),
        400,
        'VALIDATION__INVALID',
        '/moveTo',
      );
      // Service has a "North" already: Sales' child South would not collide, so this goes through.
      const deleted = await call('DELETE', `/store-api/organization-unit/${units.sales.id}?moveTo=${units.service.id}`, admin);
      assert.equal(deleted.statusCode, 204, deleted.body);
      expectError(await call('GET', `/store-api/organization-unit/${units.sales.id}`, admin), 404, 'ORGANIZATION_UNIT__NOT_FOUND');
      const south = (await call('GET', `/store-api/organization-unit/${units.south.id}`, admin)).json();
      assert.deepEqual([south.parentId, south.depth, south.path], [units.service.id, 3, [units.holding.id, units.service.id, units.south.id]]);
      const salesPeople = await call('POST', '/store-api/employees/search', admin, {
        filter: [{ type: 'equalsAny', field: 'id', value: ['sales-manager', 'sales-member'] }],
      });
      assert.deepEqual(
        salesPeople.json().elements.map((employee: { unitId: string }) => employee.unitId),
        [units.service.id, units.service.id],
      );
      // To the organization level; an empty unit goes without moveTo.
      assert.equal((await call('DELETE', `/store-api/organization-unit/${units.service.id}?moveTo=root`, admin)).statusCode, 204);
      const southAfter = (await call('GET', `/store-api/organization-unit/${units.south.id}`, admin)).json();
      assert.deepEqual([southAfter.parentId, southAfter.depth, southAfter.path], [null, 1, [units.south.id]]);
      assert.equal((await call('GET', '/store-api/employee/sales-member', admin)).json().unitId, null);
      await assertUnitPathsKept(setup);
      // Service's "North" went to the top with it; empty, it goes without moveTo.
      const northTop = (await call('GET', `/store-api/organization-unit/${northOfService.json().id}`, admin)).json();
      assert.deepEqual([northTop.parentId, northTop.depth], [null, 1]);
      assert.equal((await call('DELETE', `/store-api/organization-unit/${northOfService.json().id}`, admin)).statusCode, 204);
    });

    test("another organization's units, members and the unknown: 404, 400 and 403 on every path", async (t) => {
      const setup = await buildTestApp(t, dialect.name);
      const call = client(setup.app);
      const { units } = await seedTree(setup);
      const globex = setup.globex.headers;
      const id = units.sales.id;
      expectError(await call('GET', `/store-api/organization-unit/${id}`, globex), 404, 'ORGANIZATION_UNIT__NOT_FOUND');
      expectError(await call('PATCH', `/store-api/organization-unit/${id}`, globex, { name: 'Mine' }), 404, 'ORGANIZATION_UNIT__NOT_FOUND');
      expectError(await call('DELETE', `/store-api/organization-unit/${id}?moveTo=root`, globex), 404, 'ORGANIZATION_UNIT__NOT_FOUND');
      expectError(await call('POST', '/store-api/organization-unit', globex, { name: 'Mine', parentId: id }), 400, 'VALIDATION__INVALID', '/parentId');
      assert.equal((await call('POST', '/store-api/organization-units', globex, {})).json().total, 0);
      expectError(await call('POST', '/store-api/employee', globex, { email: 'x@globex.example', unitId: id }), 400, 'VALIDATION__INVALID', '/unitId');
      expectError(await call('PATCH', `/store-api/employee/${setup.globex.memberId}`, globex, { unitId: id }), 400, 'VALIDATION__INVALID', '/unitId');
      expectError(await call('POST', '/store-api/employees', globex, [{ id: 'g-1', unitId: id }]), 400, 'VALIDATION__INVALID', '/0/unitId');
      const list = (await call('POST', '/store-api/product-lists/create', globex, { name: 'G' })).json();
      expectError(
        await call('PUT', `/store-api/product-lists/${list.id}/shares`, globex, { units: [{ unitId: id, access: 'read' }] }),
        400,
        'VALIDATION__INVALID',
        '/units/0/unitId',
      );
      // Units of another organization as a filter find nothing.
      assert.equal(
        (
          await call('POST', '/store-api/employees/search', globex, {
            filter: [{ type: 'equals', field: 'unitBranch', value: id }],
            'total-count-mode': 'exact',
          })
        ).json().total,
        0,
      );
      // Members hold no unit permission.
      for (const [method, url, body] of [
        ['POST', '/store-api/organization-unit', { name: 'M' }],
        ['POST', '/store-api/organization-units', {}],
        ['GET', `/store-api/organization-unit/${id}`],
        ['PATCH', `/store-api/organization-unit/${id}`, { name: 'M' }],
        ['DELETE', `/store-api/organization-unit/${id}`],
      ] as const) {
        expectError(await call(method, url, setup.acme.memberHeaders, body), 403, 'AUTH__PERMISSION_DENIED');
      }
      // Bad shapes.
      expectError(await call('PATCH', `/store-api/organization-unit/${id}`, setup.acme.headers, {}), 400, 'VALIDATION__INVALID');
      expectError(await call('POST', '/store-api/organization-unit', setup.acme.headers, { name: 'x'.repeat(256) }), 400, 'VALIDATION__INVALID', '/name');
      expectError(
        await call('POST', '/store-api/employees/search', setup.acme.headers, { filter: [{ type: 'contains', field: 'unitBranch', value: id }] }),
        400,
        'CRITERIA__INVALID',
        '/filter/0/type',
      );
      expectError(
        await call('POST', '/store-api/employees/search', setup.acme.headers, { filter: [{ type: 'equals', field: 'unitBranch', value: null }] }),
        400,
        'CRITERIA__INVALID',
        '/filter/0/value',
      );
    });

    test('the branch rule over HTTP: employees and lists each caller reaches (one table)', async (t) => {
      const setup = await buildTestApp(t, dialect.name);
      const call = client(setup.app);
      const { people, lists } = await seedTree(setup);
      const callers: Record<string, Headers> = {
        'admin (organization level)': setup.acme.headers,
        salesManager: people.salesManager,
        northManager: people.northManager,
      };
      const employeeIds: Record<string, string> = {
        orgMember: 'org-member',
        salesMember: 'sales-member',
        northMember: 'north-member',
        southMember: 'south-member',
        serviceMember: 'service-member',
      };
      for (const { caller, reaches } of REACH) {
        const headers = callers[caller]!;
        for (const target of Object.keys(employeeIds)) {
          const expected = reaches.includes(target);
          const employee = await call('GET', `/store-api/employee/${employeeIds[target]}`, headers);
          assert.equal(employee.statusCode, expected ? 200 : 404, `${caller} reads employee ${target}: ${employee.body}`);
          const list = await call('GET', `/store-api/product-lists/detail/${lists[target]}`, headers);
          assert.equal(list.statusCode, expected ? 200 : 404, `${caller} reads the list of ${target}: ${list.body}`);
          const patch = await call('PATCH', `/store-api/product-lists/${lists[target]}`, headers, { lineItems: [{ productId: 'X-1' }] });
          assert.equal(patch.statusCode, expected ? 200 : 404, `${caller} changes the list of ${target}: ${patch.body}`);
        }
        // Searches, totals and aggregations hold the branch only (the caller's own lists aside: managers own none).
        const found = await call('POST', '/store-api/product-lists', headers, {
          'total-count-mode': 'exact',
          aggregations: [{ name: 'owners', type: 'terms', field: 'ownerId' }],
        });
        assert.equal(found.statusCode, 200, found.body);
        const owners = reaches.map((target) => employeeIds[target]).sort();
        assert.equal(found.json().total, reaches.length, caller);
        assert.deepEqual(
          found
            .json()
            .aggregations.owners.buckets.map((bucket: { key: string }) => bucket.key)
            .sort(),
          owners,
        );
        assert.ok(found.json().elements.every((list: { access: string }) => list.access === 'edit'));
        // The seed's own member is at organization level: only the admin reaches them.
        const members = caller.startsWith('admin') ? [...owners, setup.acme.memberId].sort() : owners;
        const staff = await call('POST', '/store-api/employees/search', headers, {
          filter: [{ type: 'equals', field: 'role', value: 'member' }],
          'total-count-mode': 'exact',
          aggregations: [{ name: 'units', type: 'terms', field: 'unitId' }],
        });
        assert.deepEqual(
          staff
            .json()
            .elements.map((employee: { id: string }) => employee.id)
            .sort(),
          members,
        );
        assert.equal(staff.json().total, members.length);
        assert.equal(
          staff.json().aggregations.units.buckets.reduce((sum: number, bucket: { count: number }) => sum + bucket.count, 0),
          members.length,
        );
        const listed = await call('GET', '/store-api/employees?role=member', headers);
        assert.equal(listed.json().total, members.length);
      }
      // unitBranch and unitId filters.
      const branch = await call('POST', '/store-api/employees/search', setup.acme.headers, {
        filter: [
          { type: 'equals', field: 'unitBranch', value: (await call('GET', '/store-api/employee/sales-member', setup.acme.headers)).json().unitId },
          { type: 'equals', field: 'role', value: 'member' },
        ],
      });
      assert.deepEqual(
        branch
          .json()
          .elements.map((employee: { id: string }) => employee.id)
          .sort(),
        ['north-member', 'sales-member', 'south-member'],
      );
      // Only a whole unit id names a branch: a part of one, or a LIKE wildcard, names none.
      const salesId = (await call('GET', '/store-api/employee/sales-member', setup.acme.headers)).json().unitId as string;
      for (const value of [salesId.slice(0, 8), '%', '_'.repeat(32)]) {
        assert.equal(
          (
            await call('POST', '/store-api/employees/search', setup.acme.headers, {
              filter: [{ type: 'equals', field: 'unitBranch', value }],
              'total-count-mode': 'exact',
            })
          ).json().total,
          0,
          value,
        );
      }
      const atTop = await call('POST', '/store-api/employees/search', setup.acme.headers, { filter: [{ type: 'equals', field: 'unitId', value: null }] });
      assert.deepEqual(
        atTop
          .json()
          .elements.map((employee: { id: string }) => employee.id)
          .sort(),
        [setup.acme.adminId, setup.acme.memberId, 'org-member'].sort(),
      );
    });

    test('a unit manager tries every way out of their branch', async (t) => {
      const setup = await buildTestApp(t, dialect.name);
      const call = client(setup.app);
      const { units, people, lists } = await seedTree(setup);
      const manager = people.salesManager;
      const me = await call('GET', '/store-api/account/me', manager);
      assert.deepEqual([me.json().unitId, me.json().role], [units.sales.id, 'admin']);

      // Employees: created into the branch (by default the manager's own unit), never out of it.
      const created = await call('POST', '/store-api/employee', manager, { email: 'new@acme.example', password: 'new-password-1' });
      assert.equal(created.json().unitId, units.sales.id);
      const intoNorth = await call('POST', '/store-api/employee/add', manager, { email: 'invited@acme.example', unitId: units.north.id });
      assert.equal(intoNorth.statusCode, 201, intoNorth.body);
      expectError(
        await call('POST', '/store-api/employee', manager, { email: 'out@acme.example', unitId: units.service.id }),
        403,
        'AUTH__PERMISSION_DENIED',
        '/unitId',
      );
      expectError(
        await call('POST', '/store-api/employee/add', manager, { email: 'out@acme.example', unitId: null }),
        403,
        'AUTH__PERMISSION_DENIED',
        '/unitId',
      );
      expectError(await call('PATCH', '/store-api/employee/north-member', manager, { unitId: units.service.id }), 403, 'AUTH__PERMISSION_DENIED', '/unitId');
      expectError(await call('PATCH', '/store-api/employee/north-member', manager, { unitId: null }), 403, 'AUTH__PERMISSION_DENIED', '/unitId');
      expectError(await call('PATCH', '/store-api/employee/service-member', manager, { firstName: 'Mine' }), 404, 'EMPLOYEE__NOT_FOUND');
      expectError(await call('DELETE', '/store-api/employee/service-member', manager), 404, 'EMPLOYEE__NOT_FOUND');
      expectError(await call('DELETE', `/store-api/employee/${setup.acme.adminId}`, manager), 404, 'EMPLOYEE__NOT_FOUND');
      expectError(await call('POST', '/store-api/employee/reinvite/service-member', manager), 404, 'EMPLOYEE__NOT_FOUND');
      const within = await call('PATCH', '/store-api/employee/north-member', manager, { unitId: units.south.id });
      assert.equal(within.json().unitId, units.south.id);
      // Bulk, JSON and CSV: the same rules, all or nothing.
      expectError(
        await call('POST', '/store-api/employees', manager, [{ id: 'b-1' }, { id: 'b-2', unitId: units.service.id }]),
        403,
        'AUTH__PERMISSION_DENIED',
        '/1/unitId',
      );
      expectError(await call('POST', '/store-api/employees', manager, [{ id: 'service-member', firstName: 'Taken' }]), 409, 'EMPLOYEE__DUPLICATE_ID', '/0/id');
      expectError(await call('GET', '/store-api/employee/b-1', manager), 404, 'EMPLOYEE__NOT_FOUND');
      const csv = await setup.app.inject({
        method: 'POST',
        url: '/store-api/employees',
        headers: { ...manager, 'content-type': 'text/csv' },
        payload: 'id,email,unit\nc-1,c1@acme.example,holding/sales/NORTH\nc-2,c2@acme.example,\n',
      });
      assert.equal(csv.statusCode, 200, csv.body);
      assert.deepEqual(
        csv.json().elements.map((employee: { unitId: string }) => employee.unitId),
        [units.north.id, units.sales.id],
      );
      const csvOut = await setup.app.inject({
        method: 'POST',
        url: '/store-api/employees',
        headers: { ...manager, 'content-type': 'text/csv' },
        payload: 'id,unit\nc-3,Holding/Service\n',
      });
      expectError(csvOut, 403, 'AUTH__PERMISSION_DENIED', '/lines/2/unit');
      const csvUnknown = await setup.app.inject({
        method: 'POST',
        url: '/store-api/employees',
        headers: { ...setup.acme.headers, 'content-type': 'text/csv' },
        payload: 'id,unit\nc-4,Holding/Nowhere\n',
      });
      expectError(csvUnknown, 400, 'VALIDATION__INVALID', '/lines/2/unit');

      // Units: strictly below their own; their own and its siblings are managed from above.
      const team = await call('POST', '/store-api/organization-unit', manager, { name: 'Team' });
      assert.deepEqual([team.statusCode, team.json().parentId], [201, units.sales.id]);
      expectError(
        await call('POST', '/store-api/organization-unit', manager, { name: 'Sibling', parentId: units.holding.id }),
        403,
        'AUTH__PERMISSION_DENIED',
        '/parentId',
      );
      expectError(await call('POST', '/store-api/organization-unit', manager, { name: 'Top', parentId: null }), 403, 'AUTH__PERMISSION_DENIED', '/parentId');
      expectError(await call('PATCH', `/store-api/organization-unit/${units.sales.id}`, manager, { name: 'Mine' }), 403, 'AUTH__PERMISSION_DENIED');
      expectError(await call('DELETE', `/store-api/organization-unit/${units.sales.id}?moveTo=root`, manager), 403, 'AUTH__PERMISSION_DENIED');
      expectError(await call('GET', `/store-api/organization-unit/${units.holding.id}`, manager), 404, 'ORGANIZATION_UNIT__NOT_FOUND');
      expectError(await call('PATCH', `/store-api/organization-unit/${units.service.id}`, manager, { name: 'Mine' }), 404, 'ORGANIZATION_UNIT__NOT_FOUND');
      expectError(
        await call('PATCH', `/store-api/organization-unit/${units.north.id}`, manager, { parentId: units.service.id }),
        403,
        'AUTH__PERMISSION_DENIED',
        '/parentId',
      );
      expectError(await call('DELETE', `/store-api/organization-unit/${units.north.id}?moveTo=root`, manager), 403, 'AUTH__PERMISSION_DENIED', '/moveTo');
      const seen = await call('POST', '/store-api/organization-units', manager, { 'total-count-mode': 'exact' });
      assert.deepEqual(
        seen
          .json()
          .elements.map((unit: { name: string }) => unit.name)
          .sort(),
        ['North', 'Sales', 'South', 'Team'],
      );
      const renamed = await call('PATCH', `/store-api/organization-unit/${units.north.id}`, manager, { name: 'Nord', parentId: team.json().id });
      assert.deepEqual([renamed.statusCode, renamed.json().depth], [200, 4]);

      // Roles are the organization's.
      expectError(await call('POST', '/store-api/role', manager, { name: 'Mine', permissions: ['product_list.read'] }), 403, 'AUTH__PERMISSION_DENIED');
      assert.equal((await call('POST', '/store-api/roles', manager, {})).statusCode, 200);

      // Shares: units and colleagues within the branch; the whole organization as the organization's listSharing says.
      const own = (await call('POST', '/store-api/product-lists/create', manager, { name: 'Manager list' })).json();
      const companyWide = await call('PUT', `/store-api/product-lists/${own.id}/shares`, manager, { organization: 'read' });
      assert.deepEqual([companyWide.statusCode, companyWide.json().organization], [200, 'read'], companyWide.body);
      assert.equal(
        (await call('GET', `/store-api/product-lists/detail/${own.id}`, people.serviceMember)).statusCode,
        200,
        'a colleague of another branch reads it',
      );
      const branchOnly = await call('PATCH', '/store-api/organization', setup.acme.headers, { listSharing: 'branch' });
      assert.deepEqual([branchOnly.statusCode, branchOnly.json().listSharing], [200, 'branch'], branchOnly.body);
      expectError(await call('PATCH', '/store-api/organization', manager, { listSharing: 'organization' }), 403, 'AUTH__PERMISSION_DENIED');
      expectError(
        await call('PUT', `/store-api/product-lists/${own.id}/shares`, manager, { organization: 'read' }),
        403,
        'AUTH__PERMISSION_DENIED',
        '/organization',
      );
      assert.equal(
        (await call('PUT', `/store-api/product-lists/${own.id}/shares`, setup.acme.headers, { organization: 'read' })).statusCode,
        200,
        'organization level shares with the organization whatever the setting',
      );
      expectError(await call('PATCH', '/store-api/organization', setup.acme.headers, { listSharing: 'company' }), 400, 'VALIDATION__INVALID', '/listSharing');
      expectError(
        await call('PUT', `/store-api/product-lists/${own.id}/shares`, manager, { units: [{ unitId: units.service.id, access: 'read' }] }),
        403,
        'AUTH__PERMISSION_DENIED',
        '/units/0/unitId',
      );
      expectError(
        await call('PUT', `/store-api/product-lists/${own.id}/shares`, manager, { employees: [{ employeeId: 'service-member', access: 'read' }] }),
        400,
        'VALIDATION__INVALID',
        '/employees/0/employeeId',
      );
      expectError(
        await call('PUT', `/store-api/product-lists/${lists.serviceMember}/shares`, manager, { units: [{ unitId: units.sales.id, access: 'read' }] }),
        404,
        'PRODUCT_LIST__NOT_FOUND',
      );
      expectError(await call('POST', `/store-api/product-lists/${lists.serviceMember}/duplicate`, manager, {}), 404, 'PRODUCT_LIST__NOT_FOUND');
      expectError(await call('GET', `/store-api/product-lists/${lists.orgMember}/shares`, manager), 404, 'PRODUCT_LIST__NOT_FOUND');

      // The last organization-level manager stays at organization level.
      const admin = setup.acme.headers;
      expectError(await call('PATCH', `/store-api/employee/${setup.acme.adminId}`, admin, { unitId: units.sales.id }), 409, 'EMPLOYEE__LAST_ADMIN');
      expectError(await call('POST', '/store-api/employees', admin, [{ id: setup.acme.adminId, unitId: units.sales.id }]), 409, 'EMPLOYEE__LAST_ADMIN');
      await assertUnitPathsKept(setup);
    });

    test("a list shared with a unit reaches its branch; access, the shared filter and the shares answer count it; the unit's deletion ends it", async (t) => {
      const setup = await buildTestApp(t, dialect.name);
      const call = client(setup.app);
      const { units, people, lists } = await seedTree(setup);
      const list = lists.orgMember!;
      const put = await call('PUT', `/store-api/product-lists/${list}/shares`, people.orgMember, {
        units: [{ unitId: units.sales.id, access: 'edit' }],
        employees: [{ employeeId: 'service-member', access: 'read' }],
      });
      assert.equal(put.statusCode, 200, put.body);
      assert.deepEqual(
        [put.json().units, put.json().employees, put.json().organization],
        [[{ unitId: units.sales.id, access: 'edit' }], [{ employeeId: 'service-member', access: 'read' }], null],
      );
      assert.deepEqual((await call('GET', `/store-api/product-lists/${list}/shares`, people.northMember)).json().units, [
        { unitId: units.sales.id, access: 'edit' },
      ]);
      for (const [who, status] of [
        ['salesMember', 200],
        ['northMember', 200],
        ['southMember', 200],
        ['serviceMember', 200],
      ] as const) {
        assert.equal((await call('GET', `/store-api/product-lists/detail/${list}`, people[who])).statusCode, status, who);
      }
      const patched = await call('PATCH', `/store-api/product-lists/${list}`, people.northMember, { lineItems: [{ productId: 'from-north' }] });
      assert.equal(patched.statusCode, 200, patched.body);
      expectError(
        await call('PATCH', `/store-api/product-lists/${list}`, people.serviceMember, { lineItems: [{ productId: 'from-service' }] }),
        403,
        'AUTH__PERMISSION_DENIED',
      );
      const shared = await call('POST', '/store-api/product-lists', people.southMember, { filter: [{ type: 'equals', field: 'shared', value: true }] });
      assert.deepEqual(
        shared.json().elements.map((element: { id: string; access: string }) => [element.id, element.access]),
        [[list, 'edit']],
      );
      // Outside the branch (organization level, or a unit beside it): not shared.
      expectError(await call('GET', `/store-api/product-lists/detail/${list}`, setup.acme.memberHeaders), 404, 'PRODUCT_LIST__NOT_FOUND');
      // Moving an employee out of the branch takes the share away at once.
      assert.equal((await call('PATCH', '/store-api/employee/south-member', setup.acme.headers, { unitId: units.service.id })).statusCode, 200);
      expectError(await call('GET', `/store-api/product-lists/detail/${list}`, people.southMember), 404, 'PRODUCT_LIST__NOT_FOUND');
      assert.equal(
        (await call('POST', '/store-api/product-lists', people.southMember, { filter: [{ type: 'equals', field: 'shared', value: true }] })).json().elements
          .length,
        0,
      );
      // The unit goes, and its share with it: the list is a new version.
      const before = (await call('GET', `/store-api/product-lists/detail/${list}`, people.orgMember)).json().version;
      assert.equal((await call('DELETE', `/store-api/organization-unit/${units.sales.id}?moveTo=root`, setup.acme.headers)).statusCode, 204);
      const after = await call('GET', `/store-api/product-lists/detail/${list}`, people.orgMember);
      assert.equal(after.json().version, before + 1);
      assert.deepEqual((await call('GET', `/store-api/product-lists/${list}/shares`, people.orgMember)).json().units, []);
      expectError(await call('GET', `/store-api/product-lists/detail/${list}`, people.northMember), 404, 'PRODUCT_LIST__NOT_FOUND');
    });

    test('moves count on the very next request: sessions, cached reads and searches, and a stream that loses its list ends with revoked', async (t) => {
      const setup = await buildTestApp(t, dialect.name, { EVENTS_HEARTBEAT_SECONDS: 300 });
      const call = client(setup.app);
      const { units, people, lists } = await seedTree(setup);
      const manager = people.northManager;
      // Warm every cache: the detail read twice (answer cache, memo), the search twice.
      for (let round = 0; round < 2; round += 1) {
        assert.equal((await call('GET', `/store-api/product-lists/detail/${lists.northMember}`, manager)).statusCode, 200);
        assert.equal((await call('POST', '/store-api/product-lists', manager, {})).json().elements.length, 1);
      }
      const base = await setup.app.listen({ host: '127.0.0.1', port: 0 });
      const stream = await openSse(`${base}/store-api/product-lists/${lists.northMember}/events`, manager);
      t.after(() => stream.close());
      assert.equal((await stream.next())?.event, 'ready');
      // The list's owner moves out of North: the manager loses the list at once.
      assert.equal((await call('PATCH', '/store-api/employee/north-member', setup.acme.headers, { unitId: units.south.id })).statusCode, 200);
      expectError(await call('GET', `/store-api/product-lists/detail/${lists.northMember}`, manager), 404, 'PRODUCT_LIST__NOT_FOUND');
      assert.equal((await call('POST', '/store-api/product-lists', manager, {})).json().elements.length, 0);
      assert.equal((await stream.next())?.event, 'revoked');
      assert.equal(await stream.next(), undefined);
      // North moves under South: its manager now reaches nothing above North, still North's own.
      assert.equal((await call('PATCH', `/store-api/organization-unit/${units.north.id}`, setup.acme.headers, { parentId: units.south.id })).statusCode, 200);
      expectError(await call('GET', `/store-api/product-lists/detail/${lists.southMember}`, manager), 404, 'PRODUCT_LIST__NOT_FOUND');
      // The manager moves up to Sales: they reach the whole Sales branch at once.
      assert.equal((await call('PATCH', '/store-api/employee/north-manager', setup.acme.headers, { unitId: units.sales.id })).statusCode, 200);
      assert.equal((await call('GET', `/store-api/product-lists/detail/${lists.southMember}`, manager)).statusCode, 200);
      assert.equal((await call('POST', '/store-api/product-lists', manager, { 'total-count-mode': 'exact' })).json().total, 3);
      assert.equal((await call('GET', '/store-api/account/me', manager)).json().unitId, units.sales.id);
      await assertUnitPathsKept(setup);
    });

    test('creates, invitations, bulk records and unit shares racing the deletion of their unit leave nothing in a unit that is gone', async (t) => {
      const setup = await buildTestApp(t, dialect.name);
      const call = client(setup.app);
      const admin = setup.acme.headers;
      const list = (await call('POST', '/store-api/product-lists/create', admin, { name: 'Raced' })).json();
      for (let round = 0; round < 3; round += 1) {
        const unit = (await call('POST', '/store-api/organization-unit', admin, { name: `Doomed ${round}` })).json();
        const racers = await Promise.all([
          ...Array.from({ length: 6 }, (_, index) =>
            call('POST', '/store-api/employee', admin, { email: `race-${round}-${index}@acme.example`, unitId: unit.id }),
          ),
          call('POST', '/store-api/employee/add', admin, { email: `race-${round}-invite@acme.example`, unitId: unit.id }),
          call('POST', '/store-api/employees', admin, [{ id: `race-${round}-bulk`, unitId: unit.id }]),
          call('PUT', `/store-api/product-lists/${list.id}/shares`, admin, { units: [{ unitId: unit.id, access: 'read' }] }),
          call('DELETE', `/store-api/organization-unit/${unit.id}?moveTo=root`, admin),
        ]);
        // Each either went first (and then moved to the organization level) or found no such unit.
        for (const answer of racers) assert.ok([200, 201, 204, 400].includes(answer.statusCode), answer.body);
        await assertUnitPathsKept(setup);
        assert.deepEqual((await call('GET', `/store-api/product-lists/${list.id}/shares`, admin)).json().units, []);
      }
    });

    if (dialect.name !== 'sqlite')
      test('two instances: a move through one counts on the other at once', { skip: dialect.name === 'mysql' ? REDIS_SKIP : undefined }, async (t) => {
        // MariaDB's instances hear each other's access changes through Redis.
        const shared = dialect.name === 'mysql' ? THROUGH_REDIS : {};
        const setup = await buildTestApp(t, dialect.name, shared);
        const call = client(setup.app);
        const { units, people, lists } = await seedTree(setup);
        const secondDb = createDatabase({ url: (setup.database as typeof setup.database & { url: string }).url, poolSize: 5 });
        const other = await buildApp(loadConfig({}, { ...TEST_CONFIG_OVERRIDES, ...shared }), secondDb, { logger: false });
        t.after(async () => {
          await other.close();
          await secondDb.close();
        });
        const manager = people.salesManager;
        const base = await setup.app.listen({ host: '127.0.0.1', port: 0 });
        for (let round = 0; round < 2; round += 1)
          assert.equal((await call('GET', `/store-api/product-lists/detail/${lists.southMember}`, manager)).statusCode, 200);
        const stream = await openSse(`${base}/store-api/product-lists/${lists.southMember}/events`, manager);
        t.after(() => stream.close());
        assert.equal((await stream.next())?.event, 'ready');
        const moved = await other.inject({
          method: 'PATCH',
          url: `/store-api/organization-unit/${units.south.id}`,
          headers: setup.acme.headers,
          payload: { parentId: units.service.id },
        });
        assert.equal(moved.statusCode, 200, moved.body);
        expectError(await call('GET', `/store-api/product-lists/detail/${lists.southMember}`, manager), 404, 'PRODUCT_LIST__NOT_FOUND');
        expectError(await call('GET', '/store-api/employee/south-member', manager), 404, 'EMPLOYEE__NOT_FOUND');
        assert.equal((await stream.next())?.event, 'revoked');
        const back = await other.inject({
          method: 'PATCH',
          url: '/store-api/employee/south-member',
          headers: setup.acme.headers,
          payload: { unitId: units.north.id },
        });
        assert.equal(back.statusCode, 200, back.body);
        assert.equal((await call('GET', `/store-api/product-lists/detail/${lists.southMember}`, manager)).statusCode, 200);
      });
  });
}

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError, login, TEST_CONFIG_OVERRIDES, type TestApp } from '../../helpers/app.js';
import { PERMISSIONS } from '../../../src/kernel/permissions.js';
import { buildApp, type App } from '../../../src/main/app.js';
import { loadConfig } from '../../../src/kernel/config.js';
import { createDatabase } from '../../../src/platform/db/database.js';

type Headers = Record<string, string>;

/** A helper bound to one app: inject and answer the response. */
function client(app: App) {
  return (method: string, url: string, headers: Headers, payload?: unknown) =>
    app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** A new active employee of the organization behind `adminHeaders`, logged in. */
async function colleague(setup: TestApp, id: string, role = 'member', adminHeaders = setup.acme.headers): Promise<Headers> {
  const email = `${id}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await setup.app.inject({
    method: 'POST',
    url: '/store-api/employee',
    headers: adminHeaders,
    payload: { id, email, role, password: `${id}-password-1` },
  });
  assert.equal(res.statusCode, 201, res.body);
  return { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(setup.app, email, `${id}-password-1`) };
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: custom roles`, { skip: dialect.skip }, () => {
    test("CRUD, search, the permission list; built-in roles are fixed; another organization's role is a 404", async (t) => {
      const setup = await buildTestApp(t, dialect.name);
      const { app, acme, globex } = setup;
      const call = client(app);

      const permissions = await call('GET', '/store-api/permissions', acme.headers);
      assert.equal(permissions.statusCode, 200, permissions.body);
      const listed = permissions.json().groups.flatMap((group: { group: string; permissions: { name: string; description: string }[] }) =>
        group.permissions.map((permission) => {
          assert.ok(permission.name.startsWith(`${group.group}.`) && permission.description.length > 10);
          return permission.name;
        }),
      );
      assert.deepEqual(listed.sort(), [...PERMISSIONS].sort());

      const created = await call('POST', '/store-api/role', acme.headers, {
        name: ' Buyer ',
        description: 'Orders for the team.',
        permissions: ['product_list.read', 'employee.read', 'product_list.read.all', 'product_list.read'],
      });
      assert.equal(created.statusCode, 201, created.body);
      const role = created.json();
      assert.deepEqual(
        [role.name, role.builtIn, role.version, role.permissions],
        ['Buyer', false, 1, ['employee.read', 'product_list.read', 'product_list.read.all']],
      );
      assert.equal(created.headers.location, `/store-api/role/${role.id}`);
      assert.equal(created.headers.etag, '"1"');
      assert.deepEqual((await call('GET', `/store-api/role/${role.id}`, acme.headers)).json(), role);

      expectError(await call('POST', '/store-api/role', acme.headers, { name: 'BUYER', permissions: [] }), 409, 'ROLE__DUPLICATE_NAME', '/name');
      expectError(await call('POST', '/store-api/role', acme.headers, { name: 'admin', permissions: [] }), 409, 'ROLE__DUPLICATE_NAME', '/name');
      expectError(
        await call('POST', '/store-api/role', acme.headers, { name: 'X', permissions: ['product_list.fly'] }),
        400,
        'VALIDATION__INVALID',
        '/permissions/0',
      );
      expectError(await call('POST', '/store-api/role', acme.headers, { name: '   ', permissions: [] }), 400, 'VALIDATION__INVALID', '/name');
      expectError(await call('POST', '/store-api/role', acme.headers, { name: 'No permissions key' }), 400, 'VALIDATION__INVALID');

      const search = await call('POST', '/store-api/roles', acme.headers, { sort: [{ field: 'name', order: 'ASC' }] });
      assert.deepEqual(
        search.json().elements.map((element: { name: string }) => element.name),
        ['Buyer', 'admin', 'member'],
      );
      const custom = await call('POST', '/store-api/roles', acme.headers, {
        filter: [{ type: 'equals', field: 'builtIn', value: false }],
        includes: { b2b_role: ['id', 'name'] },
      });
      assert.deepEqual(custom.json().elements, [{ apiAlias: 'b2b_role', id: role.id, name: 'Buyer' }]);
      expectError(
        await call('POST', '/store-api/roles', acme.headers, { filter: [{ type: 'equals', field: 'builtIn', value: 'maybe' }] }),
        400,
        'CRITERIA__INVALID',
        '/filter/0/value',
      );

      const renamed = await call('PATCH', `/store-api/role/${role.id}`, { ...acme.headers, 'if-match': '"1"' }, { name: 'Senior buyer' });
      assert.deepEqual([renamed.statusCode, renamed.json().name, renamed.json().version], [200, 'Senior buyer', 2]);
      expectError(
        await call('PATCH', `/store-api/role/${role.id}`, { ...acme.headers, 'if-match': '"1"' }, { name: 'Late' }),
        412,
        'REQUEST__PRECONDITION_FAILED',
      );
      expectError(await call('PATCH', '/store-api/role/admin', acme.headers, { permissions: [] }), 409, 'ROLE__BUILT_IN');
      expectError(await call('DELETE', '/store-api/role/member', acme.headers), 409, 'ROLE__BUILT_IN');
      const builtIn = await call('GET', '/store-api/role/member', acme.headers);
      assert.deepEqual([builtIn.json().builtIn, builtIn.json().permissions.includes('product_list.read.all')], [true, false]);

      // Another organization: every path answers as for an unknown id; the id cannot be given to its employees.
      for (const [method, payload] of [
        ['GET', undefined],
        ['PATCH', { name: 'Stolen' }],
        ['DELETE', undefined],
      ] as const) {
        expectError(await call(method, `/store-api/role/${role.id}`, globex.headers, payload), 404, 'ROLE__NOT_FOUND');
      }
      expectError(await call('PATCH', `/store-api/employee/${globex.memberId}`, globex.headers, { role: role.id }), 400, 'VALIDATION__INVALID', '/role');
      expectError(await call('POST', '/store-api/employees', globex.headers, [{ id: 'g-1', role: role.id }]), 400, 'VALIDATION__INVALID', '/0/role');
      assert.equal((await call('POST', '/store-api/roles', globex.headers, {})).json().total, 2);

      // A role in use goes only with a replacement, which its employees get at once.
      assert.equal((await call('PATCH', `/store-api/employee/${acme.memberId}`, acme.headers, { role: role.id })).json().role, role.id);
      const inUse = expectError(await call('DELETE', `/store-api/role/${role.id}`, acme.headers), 409, 'ROLE__IN_USE');
      assert.equal(inUse.meta?.parameters && (inUse.meta.parameters as { employees: number }).employees, 1);
      expectError(await call('DELETE', `/store-api/role/${role.id}?replacement=nope`, acme.headers), 400, 'VALIDATION__INVALID', '/replacement');
      assert.equal((await call('DELETE', `/store-api/role/${role.id}?replacement=member`, acme.headers)).statusCode, 204);
      assert.equal((await call('GET', `/store-api/employee/${acme.memberId}`, acme.headers)).json().role, 'member');
      expectError(await call('GET', `/store-api/role/${role.id}`, acme.headers), 404, 'ROLE__NOT_FOUND');
      const me = await call('GET', '/store-api/account/me', acme.memberHeaders);
      assert.equal(me.statusCode, 200, "the session goes on, with the replacement's permissions");
      assert.equal(me.json().permissions.includes('employee.read'), false);
    });

    test("a changed role counts on its holders' very next request; the same session gains and loses a permission", async (t) => {
      const setup = await buildTestApp(t, dialect.name);
      const { app, acme } = setup;
      const call = client(app);
      const role = (await call('POST', '/store-api/role', acme.headers, { name: 'Viewer', permissions: ['product_list.read'] })).json();
      const viewer = await colleague(setup, 'viewer', role.id);
      expectError(await call('GET', '/store-api/employees', viewer), 403, 'AUTH__PERMISSION_DENIED');
      expectError(await call('GET', '/store-api/employees', viewer), 403, 'AUTH__PERMISSION_DENIED');
      await call('PATCH', `/store-api/role/${role.id}`, acme.headers, { permissions: ['product_list.read', 'employee.read'] });
      assert.equal((await call('GET', '/store-api/employees', viewer)).statusCode, 200);
      assert.equal((await call('GET', '/store-api/employees', viewer)).statusCode, 200);
      await call('PATCH', `/store-api/role/${role.id}`, acme.headers, { permissions: ['product_list.read'] });
      expectError(await call('GET', '/store-api/employees', viewer), 403, 'AUTH__PERMISSION_DENIED');
      // The lists it sees follow its permissions too (the search's cached answers are per permissions).
      const adminList = (await call('POST', '/store-api/product-lists/create', acme.headers, { name: 'Admin only' })).json();
      const search = async () => (await call('POST', '/store-api/product-lists', viewer, {})).json().elements.map((list: { id: string }) => list.id);
      const detail = async () => (await call('GET', `/store-api/product-lists/detail/${adminList.id}`, viewer)).statusCode;
      assert.deepEqual([await search(), await detail()], [[], 404]);
      await call('PATCH', `/store-api/role/${role.id}`, acme.headers, { permissions: ['product_list.read', 'product_list.read.all'] });
      assert.deepEqual([await search(), await detail()], [[adminList.id], 200]);
      await call('PATCH', `/store-api/role/${role.id}`, acme.headers, { permissions: ['product_list.read'] });
      assert.deepEqual([await search(), await detail()], [[], 404]);
    });

    test('no escalation: nobody grants, gives or acts beyond the permissions they hold', async (t) => {
      const setup = await buildTestApp(t, dialect.name);
      const { app, acme } = setup;
      const call = client(app);
      // HR holds what members hold (so it may act on members) and manages employees and roles, no more.
      const hrPermissions = [
        'account.profile',
        'product_list.read',
        'product_list.create',
        'product_list.edit',
        'product_list.delete',
        'employee.read',
        'employee.create',
        'employee.edit',
        'role.read',
        'role.create',
        'role.edit',
        'role.delete',
      ];
      const hrRole = (await call('POST', '/store-api/role', acme.headers, { name: 'HR', permissions: hrPermissions })).json();
      const hr = await colleague(setup, 'hr', hrRole.id);

      // Roles: only permissions held; only roles whose permissions are all held.
      expectError(
        await call('POST', '/store-api/role', hr, { name: 'Sneaky', permissions: ['employee.read', 'product_list.read.all'] }),
        403,
        'AUTH__PERMISSION_DENIED',
        '/permissions',
      );
      const small = await call('POST', '/store-api/role', hr, { name: 'Small', permissions: ['employee.read'] });
      assert.equal(small.statusCode, 201, small.body);
      expectError(
        await call('PATCH', `/store-api/role/${hrRole.id}`, hr, { permissions: [...hrPermissions, 'employee.delete'] }),
        403,
        'AUTH__PERMISSION_DENIED',
        '/permissions',
      );
      const bigRole = (await call('POST', '/store-api/role', acme.headers, { name: 'Big', permissions: ['employee.read', 'product_list.edit.all'] })).json();
      expectError(await call('PATCH', `/store-api/role/${bigRole.id}`, hr, { name: 'Smaller now' }), 403, 'AUTH__PERMISSION_DENIED');
      expectError(await call('DELETE', `/store-api/role/${bigRole.id}`, hr), 403, 'AUTH__PERMISSION_DENIED');

      // Employees: no role beyond one's own, on creation, invitation, update or in bulk.
      expectError(
        await call('POST', '/store-api/employee', hr, { email: 'new-admin@acme.example', role: 'admin', password: 'new-admin-pass-1' }),
        403,
        'AUTH__PERMISSION_DENIED',
        '/role',
      );
      expectError(
        await call('POST', '/store-api/employee/add', hr, { email: 'inv-big@acme.example', role: bigRole.id }),
        403,
        'AUTH__PERMISSION_DENIED',
        '/role',
      );
      expectError(await call('PATCH', `/store-api/employee/${acme.memberId}`, hr, { role: 'admin' }), 403, 'AUTH__PERMISSION_DENIED', '/role');
      expectError(await call('PATCH', '/store-api/employee/hr', hr, { role: 'admin' }), 403, 'AUTH__PERMISSION_DENIED', '/role');
      expectError(await call('POST', '/store-api/employees', hr, [{ id: 'bulk-admin', role: 'admin' }]), 403, 'AUTH__PERMISSION_DENIED', '/0/role');
      // Nor act on an employee who may do more: no password reset of an admin, no demotion of one.
      expectError(await call('PATCH', `/store-api/employee/${acme.adminId}`, hr, { password: 'taken-over-pass-1' }), 403, 'AUTH__PERMISSION_DENIED');
      expectError(await call('PATCH', `/store-api/employee/${acme.adminId}`, hr, { role: 'member' }), 403, 'AUTH__PERMISSION_DENIED');
      expectError(await call('POST', '/store-api/employees', hr, [{ id: acme.adminId, status: 'inactive' }]), 403, 'AUTH__PERMISSION_DENIED', '/0');
      // A new employee without a role is a member: a recruiter without the member's permissions cannot make one.
      const recruiterRole = (await call('POST', '/store-api/role', acme.headers, { name: 'Recruiter', permissions: ['employee.create'] })).json();
      const recruiter = await colleague(setup, 'recruiter', recruiterRole.id);
      expectError(await call('POST', '/store-api/employees', recruiter, [{ id: 'plain-member' }]), 403, 'AUTH__PERMISSION_DENIED', '/0');
      expectError(await call('POST', '/store-api/employee', recruiter, { email: 'plain@acme.example' }), 403, 'AUTH__PERMISSION_DENIED', '/role');
      expectError(await call('GET', '/store-api/employee/plain-member', acme.headers), 404, 'EMPLOYEE__NOT_FOUND');
      // Within its reach it works: a member becomes Small, a new employee gets Small.
      assert.equal((await call('PATCH', `/store-api/employee/${acme.memberId}`, hr, { role: small.json().id })).statusCode, 200);
      assert.equal(
        (await call('POST', '/store-api/employee', hr, { email: 'small@acme.example', role: small.json().id, password: 'small-password-1' })).statusCode,
        201,
      );
      // Nothing of the refused requests was written.
      assert.equal((await call('GET', `/store-api/employee/${acme.adminId}`, acme.headers)).json().role, 'admin');
      assert.equal((await call('GET', `/store-api/role/${hrRole.id}`, acme.headers)).json().version, 1);
      assert.ok(await login(app, acme.adminEmail, acme.adminPassword));
    });

    test('the organization always keeps an active employee who can manage roles and employees', async (t) => {
      const setup = await buildTestApp(t, dialect.name);
      const { app, acme } = setup;
      const call = client(app);
      expectError(await call('PATCH', `/store-api/employee/${acme.adminId}`, acme.headers, { role: 'member' }), 409, 'EMPLOYEE__LAST_ADMIN');
      const member = ['account.profile', 'product_list.read', 'product_list.create', 'product_list.edit', 'product_list.delete'];
      const lead = (
        await call('POST', '/store-api/role', acme.headers, {
          name: 'Lead',
          permissions: [...member, 'employee.read', 'employee.edit', 'role.read', 'role.edit', 'role.delete'],
        })
      ).json();
      const leadHeaders = await colleague(setup, 'lead', lead.id);
      // Now the lead manages too, so the admin may step down.
      assert.equal((await call('PATCH', `/store-api/employee/${acme.adminId}`, acme.headers, { role: 'member' })).statusCode, 200);
      // The lead is the last one: the role may not lose what makes it managing, nor be replaced by one without it.
      expectError(
        await call('PATCH', `/store-api/role/${lead.id}`, leadHeaders, {
          permissions: [...member, 'employee.read', 'employee.edit', 'role.read', 'role.delete'],
        }),
        409,
        'ROLE__LAST_MANAGER',
      );
      expectError(await call('DELETE', `/store-api/role/${lead.id}?replacement=member`, leadHeaders), 409, 'ROLE__LAST_MANAGER');
      expectError(await call('PATCH', '/store-api/employee/lead', leadHeaders, { status: 'inactive' }), 409, 'EMPLOYEE__LAST_ADMIN');
      expectError(await call('PATCH', '/store-api/employee/lead', leadHeaders, { role: 'member' }), 409, 'EMPLOYEE__LAST_ADMIN');
      assert.equal((await call('GET', `/store-api/role/${lead.id}`, leadHeaders)).json().permissions.includes('role.edit'), true);
      // A role change that keeps managing is fine.
      assert.equal((await call('PATCH', `/store-api/role/${lead.id}`, leadHeaders, { name: 'Team lead' })).statusCode, 200);
    });
  });

  describe(`${dialect.name}: shared lists`, { skip: dialect.skip }, () => {
    test('share read, then edit, with a colleague and the organization; never delete or re-share; unsharing counts at once', async (t) => {
      const setup = await buildTestApp(t, dialect.name);
      const { app, acme, globex } = setup;
      const call = client(app);
      const owner = acme.memberHeaders;
      const bob = await colleague(setup, 'bob');
      const cleo = await colleague(setup, 'cleo');
      const list = (await call('POST', '/store-api/product-lists/create', owner, { name: 'Weekly', lineItems: [{ productId: 'SW-1', quantity: 2 }] })).json();
      const own = (await call('POST', '/store-api/product-lists/create', owner, { name: 'Private' })).json();
      const detail = (headers: Headers) => call('GET', `/store-api/product-lists/detail/${list.id}`, headers);
      const searchIds = async (headers: Headers, body: unknown = {}) =>
        (await call('POST', '/store-api/product-lists', headers, body))
          .json()
          .elements.map(
            (element: { id: string; access?: string }) =>
              `${element.id === list.id ? 'weekly' : element.id === own.id ? 'private' : element.id}:${element.access}`,
          );

      expectError(await detail(bob), 404, 'PRODUCT_LIST__NOT_FOUND');
      assert.deepEqual(await searchIds(bob), []);
      const put = await call(
        'PUT',
        `/store-api/product-lists/${list.id}/shares`,
        { ...owner, 'if-match': '"1"' },
        { employees: [{ employeeId: 'bob', access: 'read' }] },
      );
      assert.equal(put.statusCode, 200, put.body);
      assert.deepEqual(put.json(), {
        apiAlias: 'product_list_shares',
        productListId: list.id,
        organization: null,
        employees: [{ employeeId: 'bob', access: 'read' }],
        units: [],
        version: 2,
      });
      assert.equal(put.headers.etag, '"2"');
      // Idempotent: the same set again is the same answer (one more version: a write is a write).
      assert.deepEqual(
        (await call('PUT', `/store-api/product-lists/${list.id}/shares`, owner, { employees: [{ employeeId: 'bob', access: 'read' }] })).json().employees,
        [{ employeeId: 'bob', access: 'read' }],
      );

      const read = await detail(bob);
      assert.equal(read.statusCode, 200, read.body);
      assert.deepEqual([read.json().shared, read.json().lineItems.length, read.json().updatedBy], [true, 1, acme.memberId]);
      assert.deepEqual(await searchIds(bob), ['weekly:read']);
      assert.deepEqual(await searchIds(owner, { sort: [{ field: 'name', order: 'DESC' }] }), ['weekly:owner', 'private:owner']);
      assert.deepEqual(await searchIds(owner, { filter: [{ type: 'equals', field: 'shared', value: true }] }), ['weekly:owner']);
      assert.deepEqual(await searchIds(owner, { filter: [{ type: 'equals', field: 'shared', value: false }] }), ['private:owner']);
      assert.deepEqual(
        await searchIds(acme.headers, { filter: [{ type: 'equals', field: 'ownerId', value: acme.memberId }], sort: [{ field: 'name', order: 'DESC' }] }),
        ['weekly:edit', 'private:edit'],
      );
      assert.deepEqual(await searchIds(bob, { associations: { lineItems: {} } }), ['weekly:read']);
      assert.deepEqual(await searchIds(cleo), []);
      assert.equal((await call('GET', `/store-api/product-lists/${list.id}/shares`, bob)).json().employees.length, 1);

      // Read only: no change, no deletion, no sharing; duplicating makes a list of bob's own.
      expectError(await call('PATCH', `/store-api/product-lists/${list.id}`, bob, { name: 'Mine now' }), 403, 'AUTH__PERMISSION_DENIED');
      expectError(await call('DELETE', `/store-api/product-lists/${list.id}`, bob, { items: ['SW-1'] }), 403, 'AUTH__PERMISSION_DENIED');
      expectError(await call('DELETE', `/store-api/product-lists/product/SW-1/${list.id}`, bob), 403, 'AUTH__PERMISSION_DENIED');
      expectError(
        await call('PUT', `/store-api/product-lists/${list.id}/shares`, bob, { employees: [{ employeeId: 'cleo', access: 'edit' }] }),
        403,
        'AUTH__PERMISSION_DENIED',
      );
      const copy = await call('POST', `/store-api/product-lists/${list.id}/duplicate`, bob, {});
      assert.deepEqual([copy.statusCode, copy.json().ownerId, copy.json().shared], [201, 'bob', false]);

      // Edit: changes, and says who changed it; still no deletion and no re-sharing.
      await call('PUT', `/store-api/product-lists/${list.id}/shares`, owner, { employees: [{ employeeId: 'bob', access: 'edit' }] });
      const changed = await call('PATCH', `/store-api/product-lists/${list.id}`, bob, { lineItems: [{ productId: 'SW-2', quantity: 1 }] });
      assert.equal(changed.statusCode, 200, changed.body);
      assert.deepEqual([changed.json().updatedBy, changed.json().itemCount, changed.json().ownerId], ['bob', 2, acme.memberId]);
      assert.deepEqual(await searchIds(bob), ['weekly:edit', `${copy.json().id}:owner`]);
      expectError(await call('DELETE', `/store-api/product-lists/${list.id}`, bob), 403, 'AUTH__PERMISSION_DENIED');
      expectError(await call('PUT', `/store-api/product-lists/${list.id}/shares`, bob, {}), 403, 'AUTH__PERMISSION_DENIED');

      // The whole organization, for reading; a personal edit share is stronger.
      await call('PUT', `/store-api/product-lists/${list.id}/shares`, owner, { organization: 'read', employees: [{ employeeId: 'bob', access: 'edit' }] });
      assert.equal((await detail(cleo)).statusCode, 200);
      assert.deepEqual(await searchIds(cleo), ['weekly:read']);
      assert.deepEqual(await searchIds(bob), ['weekly:edit', `${copy.json().id}:owner`]);
      expectError(await call('PATCH', `/store-api/product-lists/${list.id}`, cleo, { name: 'x' }), 403, 'AUTH__PERMISSION_DENIED');

      // Unsharing counts on the very next request, also for a list read (and remembered) just before.
      assert.equal((await detail(bob)).statusCode, 200);
      assert.equal((await detail(bob)).statusCode, 200);
      const unshared = await call('PUT', `/store-api/product-lists/${list.id}/shares`, owner, {});
      assert.deepEqual([unshared.json().organization, unshared.json().employees], [null, []]);
      expectError(await detail(bob), 404, 'PRODUCT_LIST__NOT_FOUND');
      expectError(await detail(cleo), 404, 'PRODUCT_LIST__NOT_FOUND');
      expectError(await call('PATCH', `/store-api/product-lists/${list.id}`, bob, { name: 'x' }), 404, 'PRODUCT_LIST__NOT_FOUND');
      assert.deepEqual(await searchIds(bob), [`${copy.json().id}:owner`]);
      assert.equal((await detail(owner)).json().shared, false);

      // Deleting the colleague takes their shares with them.
      await call('PUT', `/store-api/product-lists/${list.id}/shares`, owner, { employees: [{ employeeId: 'cleo', access: 'edit' }] });
      assert.equal((await detail(cleo)).statusCode, 200);
      assert.equal((await call('DELETE', '/store-api/employee/cleo', acme.headers)).statusCode, 204);
      assert.deepEqual((await call('GET', `/store-api/product-lists/${list.id}/shares`, owner)).json().employees, []);

      // What cannot be shared, and another organization.
      const invalid = (body: unknown, pointer: string) =>
        call('PUT', `/store-api/product-lists/${list.id}/shares`, owner, body).then((res) => expectError(res, 400, 'VALIDATION__INVALID', pointer));
      await invalid({ employees: [{ employeeId: 'nobody', access: 'read' }] }, '/employees/0/employeeId');
      await invalid({ employees: [{ employeeId: acme.memberId, access: 'read' }] }, '/employees/0/employeeId');
      await invalid(
        {
          employees: [
            { employeeId: 'bob', access: 'read' },
            { employeeId: 'bob', access: 'edit' },
          ],
        },
        '/employees/1/employeeId',
      );
      await invalid({ employees: [{ employeeId: globex.memberId, access: 'read' }] }, '/employees/0/employeeId');
      await invalid({ employees: [{ employeeId: 'bob', access: 'admin' }] }, '/employees/0/access');
      await invalid({ organization: 'all' }, '/organization');
      expectError(await call('PUT', `/store-api/product-lists/${list.id}/shares`, { ...owner, 'if-match': '"1"' }, {}), 412, 'REQUEST__PRECONDITION_FAILED');
      expectError(await call('GET', `/store-api/product-lists/${list.id}/shares`, globex.headers), 404, 'PRODUCT_LIST__NOT_FOUND');
      expectError(await call('PUT', `/store-api/product-lists/${list.id}/shares`, globex.headers, { organization: 'edit' }), 404, 'PRODUCT_LIST__NOT_FOUND');
      expectError(await call('PUT', '/store-api/product-lists/not-a-list/shares', owner, {}), 404, 'PRODUCT_LIST__NOT_FOUND');
      // The owner may delete a shared list; the shares go with it.
      await call('PUT', `/store-api/product-lists/${list.id}/shares`, owner, { organization: 'edit' });
      assert.equal((await call('DELETE', `/store-api/product-lists/${list.id}`, owner)).statusCode, 204);
      expectError(await detail(bob), 404, 'PRODUCT_LIST__NOT_FOUND');
    });

    // Several instances share PostgreSQL only (one process serves a SQLite file: sqlite-lock.ts).
    if (dialect.name === 'postgres')
      test("two instances on one database: a role change and an unsharing on one count on the other's next request", async (t) => {
        const setup = await buildTestApp(t, dialect.name);
        const { app, acme, database } = setup;
        const second = createDatabase({ url: (database as typeof database & { url: string }).url, poolSize: 3 });
        const other = await buildApp(loadConfig({}, TEST_CONFIG_OVERRIDES), second, { logger: false });
        t.after(async () => {
          await other.close();
          await second.close();
        });
        const one = client(app);
        const two = client(other);
        const role = (await one('POST', '/store-api/role', acme.headers, { name: 'Watcher', permissions: ['product_list.read'] })).json();
        const watcher = await colleague(setup, 'watcher', role.id);
        const list = (await one('POST', '/store-api/product-lists/create', acme.memberHeaders, { name: 'Shared' })).json();
        await one('PUT', `/store-api/product-lists/${list.id}/shares`, acme.memberHeaders, { employees: [{ employeeId: 'watcher', access: 'read' }] });
        for (let round = 0; round < 3; round += 1) {
          expectError(await two('GET', '/store-api/employees', watcher), 403, 'AUTH__PERMISSION_DENIED');
          assert.equal((await two('GET', `/store-api/product-lists/detail/${list.id}`, watcher)).statusCode, 200);
          await one('PATCH', `/store-api/role/${role.id}`, acme.headers, { permissions: ['product_list.read', 'employee.read'] });
          await one('PUT', `/store-api/product-lists/${list.id}/shares`, acme.memberHeaders, {});
          assert.equal((await two('GET', '/store-api/employees', watcher)).statusCode, 200);
          expectError(await two('GET', `/store-api/product-lists/detail/${list.id}`, watcher), 404, 'PRODUCT_LIST__NOT_FOUND');
          await one('PATCH', `/store-api/role/${role.id}`, acme.headers, { permissions: ['product_list.read'] });
          await one('PUT', `/store-api/product-lists/${list.id}/shares`, acme.memberHeaders, { employees: [{ employeeId: 'watcher', access: 'read' }] });
        }
      });
  });
}

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError, login } from '../../helpers/app.js';

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: employees`, { skip: dialect.skip }, () => {
    test('bulk submission: array or single object; created and updated; invited without a password', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const res = await app.inject({
        method: 'POST',
        url: '/store-api/employees',
        headers: acme.headers,
        payload: [
          { id: 'emp-1', password: 'password-one', email: 'One@Acme.example', firstName: 'Ann' },
          { id: 'emp-2', lastName: 'Bo' },
        ],
      });
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.created, 2);
      assert.equal(body.updated, 0);
      assert.deepEqual(
        body.elements.map((employee: { id: string; status: string; apiAlias: string }) => [employee.apiAlias, employee.id, employee.status]),
        [
          ['b2b_employee', 'emp-1', 'active'],
          ['b2b_employee', 'emp-2', 'invited'],
        ],
      );
      assert.ok(!res.body.includes('password'), 'no password or hash in the answer');
      assert.ok(await login(app, 'one@acme.example', 'password-one'), 'an email logs in case-insensitively');
      assert.ok(await login(app, 'emp-1', 'password-one'), 'so does the id');

      const single = await app.inject({ method: 'POST', url: '/store-api/employees', headers: acme.headers, payload: { id: 'emp-2', firstName: 'Bea' } });
      assert.equal(single.statusCode, 200, single.body);
      assert.deepEqual(
        [single.json().created, single.json().updated, single.json().elements[0].firstName, single.json().elements[0].version],
        [0, 1, 'Bea', 2],
      );
    });

    test('bulk submission is all or nothing: a bad record is a 400 naming it, and nothing is written', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const good = { id: 'keep-out', email: 'fine@acme.example' };
      const cases: [unknown, string][] = [
        [[good, { id: 'x2' }, { id: 'x3' }, { id: 'x4', email: 'not-an-email' }], '/3/email'],
        [[good, { id: 'bad id!' }], '/1/id'],
        [[good, { id: 'x', password: 'short' }], '/1/password'],
        [[good, { id: 'x', role: 'owner' }], '/1/role'],
        [[good, { id: 'x', unknown: 1 }], '/1/unknown'],
        [[good, { email: 'no-id@acme.example' }], '/1/id'],
        [[good, { id: 'keep-out' }], '/1/id'],
        [[good, { id: 'y', email: 'FINE@acme.example' }], '/1/email'],
      ];
      for (const [payload, pointer] of cases) {
        expectError(
          await app.inject({ method: 'POST', url: '/store-api/employees', headers: acme.headers, payload: payload as object }),
          400,
          'VALIDATION__INVALID',
          pointer,
        );
      }
      expectError(await app.inject({ method: 'POST', url: '/store-api/employees', headers: acme.headers, payload: [] }), 400, 'VALIDATION__INVALID');
      const tooMany = Array.from({ length: 1001 }, (_, index) => ({ id: `e-${index}` }));
      expectError(await app.inject({ method: 'POST', url: '/store-api/employees', headers: acme.headers, payload: tooMany }), 400, 'VALIDATION__INVALID');
      expectError(await app.inject({ method: 'GET', url: '/store-api/employee/keep-out', headers: acme.headers }), 404, 'EMPLOYEE__NOT_FOUND');
    });

    test("employee ids belong to their organization: another organization's id is free, emails are unique per organization and name one person, logins by id name the organization", async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name);
      const twin = acme.memberId;
      // Globex imports from its own ERP: the same id as Acme's member is simply a new Globex employee.
      const bulk = await app.inject({
        method: 'POST',
        url: '/store-api/employees',
        headers: globex.headers,
        payload: [{ id: 'fresh' }, { id: twin, lastName: 'Globex twin', password: 'globex-twin-pass' }],
      });
      assert.equal(bulk.statusCode, 200, bulk.body);
      assert.deepEqual([bulk.json().created, bulk.json().updated], [2, 0]);
      assert.ok(!bulk.body.includes(acme.organizationId));
      const acmeMember = await app.inject({ method: 'GET', url: `/store-api/employee/${twin}`, headers: acme.headers });
      assert.deepEqual(
        [acmeMember.json().organizationId, acmeMember.json().lastName, acmeMember.json().version],
        [acme.organizationId, 'Acme', 1],
        "Acme's employee is untouched",
      );
      const globexTwin = await app.inject({ method: 'GET', url: `/store-api/employee/${twin}`, headers: globex.headers });
      assert.deepEqual([globexTwin.json().organizationId, globexTwin.json().lastName], [globex.organizationId, 'Globex twin']);
      // Within one organization an id is still taken.
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/employee/add', headers: globex.headers, payload: { id: twin, email: 'new@globex.example' } }),
        409,
        'EMPLOYEE__DUPLICATE_ID',
        '/id',
      );
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/employee', headers: acme.headers, payload: { id: twin, email: 'other@acme.example' } }),
        409,
        'EMPLOYEE__DUPLICATE_ID',
        '/id',
      );
      // An email names one person: another organization adds them as an invited record of that person (test/features/identity/accounts/people.test.ts);
      // here it is taken once per organization, and an existing record cannot take another person's.
      const joined = await app.inject({
        method: 'POST',
        url: '/store-api/employees',
        headers: globex.headers,
        payload: [{ id: 'g1', email: acme.memberEmail.toUpperCase() }],
      });
      assert.deepEqual([joined.statusCode, joined.json().elements[0].status], [200, 'invited']);
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/employee', headers: globex.headers, payload: { email: acme.memberEmail } }),
        409,
        'EMPLOYEE__DUPLICATE_EMAIL',
        '/email',
      );
      expectError(
        await app.inject({ method: 'PATCH', url: `/store-api/employee/${twin}`, headers: globex.headers, payload: { email: acme.adminEmail } }),
        409,
        'EMPLOYEE__DUPLICATE_EMAIL',
        '/email',
      );

      // A login by an id two organizations have must name the organization; an email never needs it.
      const loginAs = (payload: Record<string, string>) =>
        app.inject({ method: 'POST', url: '/store-api/account/login', headers: { 'sw-access-key': ACCESS_KEY }, payload });
      expectError(await loginAs({ username: twin, password: acme.memberPassword }), 401, 'AUTH__INVALID_CREDENTIALS');
      const acmeLogin = await loginAs({ username: twin, password: acme.memberPassword, organization: acme.organizationId });
      assert.equal(acmeLogin.statusCode, 200, acmeLogin.body);
      assert.equal(acmeLogin.json().employee.organizationId, acme.organizationId);
      const globexLogin = await loginAs({ username: twin, password: 'globex-twin-pass', organization: globex.organizationId });
      assert.equal(globexLogin.statusCode, 200, globexLogin.body);
      assert.equal(globexLogin.json().employee.organizationId, globex.organizationId);
      expectError(await loginAs({ username: twin, password: acme.memberPassword, organization: globex.organizationId }), 401, 'AUTH__INVALID_CREDENTIALS');
      assert.equal((await loginAs({ username: acme.memberEmail, password: acme.memberPassword })).statusCode, 200);
      // Each session is its own employee's.
      const me = await app.inject({
        method: 'GET',
        url: '/store-api/account/me',
        headers: { 'sw-access-key': ACCESS_KEY, 'sw-context-token': globexLogin.json().contextToken },
      });
      assert.deepEqual([me.json().organizationId, me.json().lastName], [globex.organizationId, 'Globex twin']);

      // Deleting Globex's twin leaves Acme's, its session and its lists alone.
      const acmeHeaders = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': acmeLogin.json().contextToken };
      const list = await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acmeHeaders, payload: { name: 'Twin list' } });
      assert.equal(list.statusCode, 201);
      assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/employee/${twin}`, headers: globex.headers })).statusCode, 204);
      assert.equal((await app.inject({ method: 'GET', url: '/store-api/account/me', headers: acmeHeaders })).statusCode, 200);
      const kept = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${list.json().id}`, headers: acmeHeaders });
      assert.equal(kept.json().ownerId, twin);
      expectError(
        await app.inject({
          method: 'GET',
          url: '/store-api/account/me',
          headers: { 'sw-access-key': ACCESS_KEY, 'sw-context-token': globexLogin.json().contextToken },
        }),
        401,
        'AUTH__CONTEXT_TOKEN_INVALID',
      );
      expectError(await app.inject({ method: 'GET', url: '/store-api/employee/fresh', headers: acme.headers }), 404, 'EMPLOYEE__NOT_FOUND');
    });

    test('create: 201 + Location + ETag; with a password active, without invited with an invitation', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const active = await app.inject({
        method: 'POST',
        url: '/store-api/employee',
        headers: acme.headers,
        payload: { email: 'a@acme.example', firstName: 'A', role: 'admin', password: 'password-a1' },
      });
      assert.equal(active.statusCode, 201, active.body);
      assert.equal(active.headers.location, `/store-api/employee/${active.json().id}`);
      assert.equal(active.headers.etag, '"1"');
      assert.equal(active.json().status, 'active');
      assert.equal(active.json().invitation, undefined);
      const invited = await app.inject({
        method: 'POST',
        url: '/store-api/employee',
        headers: acme.headers,
        payload: { id: 'inv-1', email: 'i@acme.example' },
      });
      assert.equal(invited.json().status, 'invited');
      assert.equal(typeof invited.json().invitation.token, 'string');
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/employee', headers: acme.headers, payload: { firstName: 'no email' } }),
        400,
        'VALIDATION__INVALID',
        '/email',
      );
    });

    test('invite, accept once, reinvite: the old token dies; active employees cannot be reinvited', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const added = await app.inject({
        method: 'POST',
        url: '/store-api/employee/add',
        headers: acme.headers,
        payload: { email: 'new@acme.example', firstName: 'Nia' },
      });
      assert.equal(added.statusCode, 201, added.body);
      const { id, status, invitation } = added.json();
      assert.equal(status, 'invited');
      assert.ok(Date.parse(invitation.expiresAt) > Date.now());
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/account/login',
          headers: { 'sw-access-key': ACCESS_KEY },
          payload: { username: 'new@acme.example', password: 'whatever-1' },
        }),
        401,
        'AUTH__INVALID_CREDENTIALS',
      );

      const again = await app.inject({ method: 'POST', url: `/store-api/employee/reinvite/${id}`, headers: acme.headers });
      assert.equal(again.statusCode, 200, again.body);
      const accept = (token: string) =>
        app.inject({
          method: 'POST',
          url: '/store-api/employee/invitation/accept',
          headers: { 'sw-access-key': ACCESS_KEY },
          payload: { token, password: 'chosen-password' },
        });
      expectError(await accept(invitation.token), 401, 'AUTH__INVITATION_INVALID');
      const accepted = await accept(again.json().invitation.token);
      assert.equal(accepted.statusCode, 200, accepted.body);
      assert.equal(accepted.json().employee.status, 'active');
      assert.ok(accepted.json().employee.lastLoginAt, 'accepting logs the person in: their first login');
      const me = await app.inject({
        method: 'GET',
        url: '/store-api/account/me',
        headers: { 'sw-access-key': ACCESS_KEY, 'sw-context-token': accepted.json().contextToken },
      });
      assert.equal(me.json().id, id);
      expectError(await accept(again.json().invitation.token), 401, 'AUTH__INVITATION_INVALID');
      expectError(await app.inject({ method: 'POST', url: `/store-api/employee/reinvite/${id}`, headers: acme.headers }), 409, 'EMPLOYEE__NOT_INVITED');
      expectError(await accept('x'.repeat(43)), 401, 'AUTH__INVITATION_INVALID');
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/employee/invitation/accept',
          headers: { 'sw-access-key': ACCESS_KEY },
          payload: { token: 't', password: 'short' },
        }),
        400,
        'VALIDATION__INVALID',
        '/password',
      );
    });

    test('read: admins any employee of their organization, members only themselves, foreign ones 404', async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name);
      const own = await app.inject({ method: 'GET', url: `/store-api/employee/${acme.memberId}`, headers: acme.memberHeaders });
      assert.equal(own.statusCode, 200);
      assert.equal(own.headers.etag, `"${own.json().version}"`);
      assert.equal((await app.inject({ method: 'GET', url: `/store-api/employee/${acme.memberId}`, headers: acme.headers })).statusCode, 200);
      expectError(await app.inject({ method: 'GET', url: `/store-api/employee/${acme.adminId}`, headers: acme.memberHeaders }), 403, 'AUTH__PERMISSION_DENIED');
      expectError(await app.inject({ method: 'GET', url: `/store-api/employee/${acme.memberId}`, headers: globex.headers }), 404, 'EMPLOYEE__NOT_FOUND');
      expectError(
        await app.inject({ method: 'PATCH', url: `/store-api/employee/${acme.memberId}`, headers: globex.headers, payload: { firstName: 'x' } }),
        404,
        'EMPLOYEE__NOT_FOUND',
      );
      expectError(await app.inject({ method: 'DELETE', url: `/store-api/employee/${acme.memberId}`, headers: globex.headers }), 404, 'EMPLOYEE__NOT_FOUND');
      expectError(await app.inject({ method: 'GET', url: '/store-api/employees', headers: acme.memberHeaders }), 403, 'AUTH__PERMISSION_DENIED');
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/employees', headers: acme.memberHeaders, payload: [{ id: 'm' }] }),
        403,
        'AUTH__PERMISSION_DENIED',
      );
    });

    test('update: partial, versioned, If-Match; members change only their names and password', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const url = `/store-api/employee/${acme.memberId}`;
      const renamed = await app.inject({ method: 'PATCH', url, headers: { ...acme.headers, 'if-match': '"1"' }, payload: { lastName: 'Renamed' } });
      assert.equal(renamed.statusCode, 200, renamed.body);
      assert.deepEqual([renamed.json().lastName, renamed.json().firstName, renamed.json().version, renamed.headers.etag], ['Renamed', 'Mia', 2, '"2"']);
      expectError(
        await app.inject({ method: 'PATCH', url, headers: { ...acme.headers, 'if-match': '"1"' }, payload: { lastName: 'Stale' } }),
        412,
        'REQUEST__PRECONDITION_FAILED',
      );
      expectError(await app.inject({ method: 'PATCH', url, headers: acme.memberHeaders, payload: { role: 'admin' } }), 403, 'AUTH__PERMISSION_DENIED', '/role');
      expectError(
        await app.inject({ method: 'PATCH', url, headers: acme.memberHeaders, payload: { password: 'new-password-1' } }),
        400,
        'VALIDATION__INVALID',
        '/currentPassword',
      );
      expectError(
        await app.inject({ method: 'PATCH', url, headers: acme.memberHeaders, payload: { password: 'new-password-1', currentPassword: 'wrong-password' } }),
        400,
        'VALIDATION__INVALID',
        '/currentPassword',
      );
      expectError(
        await app.inject({ method: 'PATCH', url, headers: acme.headers, payload: { email: acme.adminEmail } }),
        409,
        'EMPLOYEE__DUPLICATE_EMAIL',
        '/email',
      );
      expectError(await app.inject({ method: 'PATCH', url, headers: acme.headers, payload: {} }), 400, 'VALIDATION__INVALID');

      const changed = await app.inject({
        method: 'PATCH',
        url,
        headers: acme.memberHeaders,
        payload: { password: 'new-password-1', currentPassword: acme.memberPassword },
      });
      assert.equal(changed.statusCode, 200, changed.body);
      const fresh = String(changed.headers['sw-context-token']);
      expectError(await app.inject({ method: 'GET', url: '/store-api/account/me', headers: acme.memberHeaders }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
      assert.equal(
        (await app.inject({ method: 'GET', url: '/store-api/account/me', headers: { 'sw-access-key': ACCESS_KEY, 'sw-context-token': fresh } })).statusCode,
        200,
      );
      assert.ok(await login(app, acme.memberEmail, 'new-password-1'));
    });

    test('the last active admin cannot be demoted, deactivated or deleted', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const url = `/store-api/employee/${acme.adminId}`;
      expectError(await app.inject({ method: 'PATCH', url, headers: acme.headers, payload: { role: 'member' } }), 409, 'EMPLOYEE__LAST_ADMIN');
      expectError(await app.inject({ method: 'PATCH', url, headers: acme.headers, payload: { status: 'inactive' } }), 409, 'EMPLOYEE__LAST_ADMIN');
      expectError(await app.inject({ method: 'DELETE', url, headers: acme.headers }), 409, 'EMPLOYEE__LAST_ADMIN');
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/employees', headers: acme.headers, payload: [{ id: acme.adminId, role: 'member' }] }),
        409,
        'EMPLOYEE__LAST_ADMIN',
      );
      const promoted = await app.inject({ method: 'PATCH', url: `/store-api/employee/${acme.memberId}`, headers: acme.headers, payload: { role: 'admin' } });
      assert.equal(promoted.statusCode, 200);
      const demoted = await app.inject({ method: 'PATCH', url, headers: acme.headers, payload: { role: 'member' } });
      assert.equal(demoted.statusCode, 200, demoted.body);
    });

    test('deactivation and deletion end sessions at once; deleted employees are gone', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const second = await app.inject({
        method: 'POST',
        url: '/store-api/employee',
        headers: acme.headers,
        payload: { id: 'second', email: 's@acme.example', password: 'password-s1' },
      });
      assert.equal(second.statusCode, 201);
      const token = await login(app, 'second', 'password-s1');
      const headers = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': token };
      assert.equal((await app.inject({ method: 'GET', url: '/store-api/account/me', headers })).statusCode, 200);
      assert.equal(
        (await app.inject({ method: 'PATCH', url: '/store-api/employee/second', headers: acme.headers, payload: { status: 'inactive' } })).statusCode,
        200,
      );
      expectError(await app.inject({ method: 'GET', url: '/store-api/account/me', headers }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/account/login',
          headers: { 'sw-access-key': ACCESS_KEY },
          payload: { username: 'second', password: 'password-s1' },
        }),
        401,
        'AUTH__INVALID_CREDENTIALS',
      );

      const memberToken = acme.memberHeaders;
      const deleted = await app.inject({ method: 'DELETE', url: `/store-api/employee/${acme.memberId}`, headers: acme.headers });
      assert.equal(deleted.statusCode, 204);
      expectError(await app.inject({ method: 'GET', url: '/store-api/account/me', headers: memberToken }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
      expectError(await app.inject({ method: 'GET', url: `/store-api/employee/${acme.memberId}`, headers: acme.headers }), 404, 'EMPLOYEE__NOT_FOUND');
      expectError(await app.inject({ method: 'DELETE', url: `/store-api/employee/${acme.memberId}`, headers: acme.headers }), 404, 'EMPLOYEE__NOT_FOUND');
    });

    test('list and search: query parameters and Criteria, scoped to the organization', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      await app.inject({
        method: 'POST',
        url: '/store-api/employees',
        headers: acme.headers,
        payload: [
          { id: 'z-1', lastName: 'Zed' },
          { id: 'a-1', lastName: 'Aalto', password: 'password-a1' },
        ],
      });
      const list = await app.inject({ method: 'GET', url: '/store-api/employees?sort=-lastName&limit=2&page=1', headers: acme.headers });
      assert.equal(list.statusCode, 200, list.body);
      assert.equal(list.json().total, 4, 'only Acme: admin, member and two records');
      assert.deepEqual(
        list.json().elements.map((employee: { id: string }) => employee.id),
        ['z-1', acme.memberId],
      );
      const invited = await app.inject({ method: 'GET', url: '/store-api/employees?status=invited', headers: acme.headers });
      assert.deepEqual(
        invited.json().elements.map((employee: { id: string }) => employee.id),
        ['z-1'],
      );
      expectError(await app.inject({ method: 'GET', url: '/store-api/employees?sort=password', headers: acme.headers }), 400, 'CRITERIA__INVALID');
      expectError(await app.inject({ method: 'GET', url: '/store-api/employees?limit=0', headers: acme.headers }), 400, 'VALIDATION__INVALID');

      const search = await app.inject({
        method: 'POST',
        url: '/store-api/employees/search',
        headers: acme.headers,
        // A term no hex id can contain ("abe" once matched the admin's random id).
        payload: {
          term: 'aalto',
          includes: { b2b_employee: ['id', 'lastName'] },
          aggregations: [{ name: 'roles', type: 'terms', field: 'role' }],
          'total-count-mode': 'exact',
        },
      });
      assert.equal(search.statusCode, 200, search.body);
      assert.deepEqual(search.json().elements, [{ apiAlias: 'b2b_employee', id: 'a-1', lastName: 'Aalto' }]);
      assert.equal(search.json().aggregations.roles.buckets[0].key, 'member');
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/employees/search',
          headers: acme.headers,
          payload: { filter: [{ type: 'equals', field: 'passwordHash', value: 'x' }] },
        }),
        400,
        'CRITERIA__INVALID',
        '/filter/0/field',
      );
    });
  });
}

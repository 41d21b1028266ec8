import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError } from '../../../helpers/app.js';

const loginAs = (username: unknown, password: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/store-api/account/login',
  headers: { 'sw-access-key': ACCESS_KEY, ...headers },
  payload: { username, password } as object,
});

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: sessions`, { skip: dialect.skip }, () => {
    test('login answers the token in body and header; a sent token is ignored; me and logout', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const res = await app.inject(loginAs(acme.memberEmail.toUpperCase(), acme.memberPassword, { 'sw-context-token': 'stale-token' }));
      assert.equal(res.statusCode, 200, res.body);
      const { contextToken, employee } = res.json();
      assert.equal(res.headers['sw-context-token'], contextToken);
      assert.ok(contextToken.length >= 43, '256 bits, base64url');
      assert.equal(employee.id, acme.memberId);
      assert.ok(!res.body.includes(acme.memberPassword));
      const headers = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': contextToken };
      const me = await app.inject({ method: 'GET', url: '/store-api/account/me', headers });
      assert.deepEqual(
        [me.json().id, me.json().apiAlias, me.json().permissions.includes('product_list.create'), me.json().permissions.includes('employee.read')],
        [acme.memberId, 'b2b_employee', true, false],
      );
      assert.ok(me.json().lastLoginAt);
      // The employee part is the employee as an admin reads it (every field, custom ones included).
      const { permissions: _permissions, secondFactor: _secondFactor, organizations: _organizations, ...asEmployee } = me.json();
      assert.deepEqual(asEmployee, (await app.inject({ method: 'GET', url: `/store-api/employee/${acme.memberId}`, headers: acme.headers })).json());
      assert.equal((await app.inject({ method: 'POST', url: '/store-api/account/logout', headers })).statusCode, 204);
      expectError(await app.inject({ method: 'GET', url: '/store-api/account/me', headers }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
      expectError(await app.inject({ method: 'POST', url: '/store-api/account/logout', headers }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
    });

    test("a person sees their sessions (device, address, last use) and ends another device's at once; never someone else's", async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const open = async (agent: string) => {
        const res = await app.inject(loginAs(acme.memberEmail, acme.memberPassword, { 'user-agent': agent }));
        assert.equal(res.statusCode, 200, res.body);
        return { 'sw-access-key': ACCESS_KEY, 'sw-context-token': res.json().contextToken as string };
      };
      const laptop = await open('Laptop/1.0');
      const phone = await open('Phone/2.0');
      const listed = await app.inject({ method: 'GET', url: '/store-api/account/sessions', headers: laptop });
      assert.equal(listed.statusCode, 200, listed.body);
      const sessions = listed.json() as {
        apiAlias: string;
        total: number;
        elements: {
          id: string;
          userAgent: string | null;
          clientAddress: string | null;
          current: boolean;
          createdAt: string;
          lastUsedAt: string;
          expiresAt: string;
        }[];
      };
      assert.equal(sessions.apiAlias, 'b2b_session_collection');
      // The fixture's own login, the laptop and the phone; the laptop's is the current one.
      assert.equal(sessions.total, 3);
      assert.deepEqual(
        sessions.elements.filter((session) => session.current).map((session) => session.userAgent),
        ['Laptop/1.0'],
      );
      const phoneSession = sessions.elements.find((session) => session.userAgent === 'Phone/2.0')!;
      assert.equal(phoneSession.clientAddress, '127.0.0.1');
      assert.match(phoneSession.id, /^[0-9a-f]{32}$/);
      assert.ok(Date.parse(phoneSession.expiresAt) > Date.parse(phoneSession.lastUsedAt));
      // Nothing of a token or its hash is shown.
      const hashes = (await app.db.selectFrom('session').select('token_hash').execute()).map((row) => row.token_hash);
      for (const secret of [...hashes, laptop['sw-context-token'], phone['sw-context-token']]) assert.ok(!listed.body.includes(secret));

      // Someone else (the admin) cannot end the member's session, nor see it.
      const adminsView = await app.inject({ method: 'GET', url: '/store-api/account/sessions', headers: acme.headers });
      assert.ok(adminsView.json().elements.every((session: { id: string }) => session.id !== phoneSession.id));
      expectError(
        await app.inject({ method: 'DELETE', url: `/store-api/account/sessions/${phoneSession.id}`, headers: acme.headers }),
        404,
        'SESSION__NOT_FOUND',
      );
      assert.equal((await app.inject({ method: 'GET', url: '/store-api/account/me', headers: phone })).statusCode, 200);

      // The laptop ends the phone's session: the phone's very next request is refused; the laptop goes on.
      assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/account/sessions/${phoneSession.id}`, headers: laptop })).statusCode, 204);
      expectError(await app.inject({ method: 'GET', url: '/store-api/account/me', headers: phone }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
      expectError(await app.inject({ method: 'DELETE', url: `/store-api/account/sessions/${phoneSession.id}`, headers: laptop }), 404, 'SESSION__NOT_FOUND');
      const after = await app.inject({ method: 'GET', url: '/store-api/account/sessions', headers: laptop });
      assert.equal(after.json().total, 2);
      // Ending one's own current session is a logout.
      const current = after.json().elements.find((session: { current: boolean }) => session.current).id;
      assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/account/sessions/${current}`, headers: laptop })).statusCode, 204);
      expectError(await app.inject({ method: 'GET', url: '/store-api/account/sessions', headers: laptop }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
      // Bad ids are a 404 or a 400, never a 500.
      expectError(
        await app.inject({ method: 'DELETE', url: `/store-api/account/sessions/${'x'.repeat(65)}`, headers: acme.headers }),
        400,
        'VALIDATION__INVALID',
      );
      expectError(
        await app.inject({ method: 'DELETE', url: '/store-api/account/sessions/%27%20or%201%3D1', headers: acme.headers }),
        404,
        'SESSION__NOT_FOUND',
      );
    });

    test('unknown user and wrong password get the same answer; only the hash is stored', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const wrong = await app.inject(loginAs(acme.memberEmail, 'not-the-password'));
      const unknown = await app.inject(loginAs('nobody@nowhere.example', 'not-the-password'));
      expectError(wrong, 401, 'AUTH__INVALID_CREDENTIALS');
      assert.equal(wrong.body, unknown.body);
      assert.equal(wrong.statusCode, unknown.statusCode);
      const rows = await app.db.selectFrom('session').select('token_hash').execute();
      const token = acme.headers['sw-context-token']!;
      assert.ok(rows.every((row) => row.token_hash !== token && /^[0-9a-f]{64}$/.test(row.token_hash)));
      const stored = await app.db
        .selectFrom('person')
        .innerJoin('employee', 'employee.person_id', 'person.id')
        .select('person.password_hash')
        .where('employee.id', '=', acme.memberId)
        .executeTakeFirstOrThrow();
      assert.match(String(stored.password_hash), /^\$argon2id\$/);
    });

    test('failed logins are throttled per account (429 + Retry-After); a success resets the count', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name, { LOGIN_MAX_FAILURES_PER_USERNAME: 3 });
      for (let attempt = 0; attempt < 2; attempt += 1)
        expectError(await app.inject(loginAs(acme.memberEmail, 'wrong-password')), 401, 'AUTH__INVALID_CREDENTIALS');
      assert.equal((await app.inject(loginAs(acme.memberEmail, acme.memberPassword))).statusCode, 200, 'a success resets');
      for (let attempt = 0; attempt < 3; attempt += 1)
        expectError(await app.inject(loginAs(acme.memberEmail, 'wrong-password')), 401, 'AUTH__INVALID_CREDENTIALS');
      const throttled = await app.inject(loginAs(acme.memberEmail, acme.memberPassword));
      expectError(throttled, 429, 'AUTH__TOO_MANY_ATTEMPTS');
      assert.ok(Number(throttled.headers['retry-after']) > 0);
      assert.equal((await app.inject(loginAs(acme.adminEmail, acme.adminPassword))).statusCode, 200, 'other usernames are not affected');
    });

    test('failed logins are throttled per client address', async (t) => {
      const { app } = await buildTestApp(t, dialect.name, { LOGIN_MAX_FAILURES_PER_ADDRESS: 4 });
      for (let attempt = 0; attempt < 4; attempt += 1)
        expectError(await app.inject(loginAs(`user-${attempt}@x.example`, 'wrong-password')), 401, 'AUTH__INVALID_CREDENTIALS');
      expectError(await app.inject(loginAs('another@x.example', 'wrong-password')), 429, 'AUTH__TOO_MANY_ATTEMPTS');
    });

    test('an expired session is dead', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const unknown = expectError(
        await app.inject({
          method: 'GET',
          url: '/store-api/account/me',
          headers: { ...acme.headers, 'sw-context-token': 'never-issued-token-0000000000000000000000000' },
        }),
        401,
        'AUTH__CONTEXT_TOKEN_INVALID',
      );
      assert.match(unknown.detail, /never issued/);
      await app.db.updateTable('session').set({ expires_at: '2020-01-01T00:00:00.000Z' }).execute();
      const expired = expectError(await app.inject({ method: 'GET', url: '/store-api/account/me', headers: acme.headers }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
      assert.match(expired.detail, /has expired/);
    });

    test('access key and context token are required where docs/contract.md §3 says', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      expectError(await app.inject({ method: 'GET', url: '/store-api/account/me' }), 401, 'AUTH__ACCESS_KEY_INVALID');
      expectError(
        await app.inject({
          method: 'GET',
          url: '/store-api/account/me',
          headers: { 'sw-access-key': 'SWSCUNKNOWNKEY', 'sw-context-token': acme.headers['sw-context-token']! },
        }),
        401,
        'AUTH__ACCESS_KEY_INVALID',
      );
      expectError(await app.inject(loginAs(acme.memberEmail, acme.memberPassword, { 'sw-access-key': '' })), 401, 'AUTH__ACCESS_KEY_INVALID');
      expectError(
        await app.inject({ method: 'GET', url: '/store-api/account/me', headers: { 'sw-access-key': ACCESS_KEY } }),
        401,
        'AUTH__CONTEXT_TOKEN_INVALID',
      );
      expectError(
        await app.inject({ method: 'GET', url: '/store-api/account/me', headers: { 'sw-access-key': ACCESS_KEY, 'sw-context-token': 'x'.repeat(300) } }),
        401,
        'AUTH__CONTEXT_TOKEN_INVALID',
      );
      assert.equal((await app.inject({ method: 'GET', url: '/store-api/_info/openapi3.json' })).statusCode, 200);
      assert.equal((await app.inject({ method: 'GET', url: '/store-api/_info/version' })).statusCode, 200);
      assert.equal((await app.inject({ method: 'GET', url: '/health/live' })).statusCode, 200);
    });
  });

  describe(`${dialect.name}: errors`, { skip: dialect.skip }, () => {
    test('routing, parsing and validation errors all answer the envelope', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name, { BODY_LIMIT_BYTES: 2048 });
      expectError(await app.inject({ method: 'GET', url: '/store-api/nothing-here', headers: acme.headers }), 404, 'ROUTE__NOT_FOUND');
      const wrongMethod = await app.inject({ method: 'PUT', url: '/store-api/employee/x', headers: acme.headers, payload: {} });
      expectError(wrongMethod, 405, 'ROUTE__METHOD_NOT_ALLOWED');
      assert.match(String(wrongMethod.headers.allow), /PATCH/);
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/account/login',
          headers: { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json' },
          payload: '{"username":',
        }),
        400,
        'REQUEST__MALFORMED_JSON',
      );
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/account/login',
          headers: { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json' },
          payload: '{"__proto__":{"x":1},"username":"a","password":"b"}',
        }),
        400,
        'REQUEST__MALFORMED_JSON',
      );
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/account/login',
          headers: { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/xml' },
          payload: '<x/>',
        }),
        415,
        'REQUEST__UNSUPPORTED_MEDIA_TYPE',
      );
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/employee', headers: acme.headers, payload: { email: 'a@b.example', firstName: 'x'.repeat(5000) } }),
        413,
        'REQUEST__BODY_TOO_LARGE',
      );
      const many = await app.inject({
        method: 'POST',
        url: '/store-api/employee',
        headers: acme.headers,
        payload: { email: 'nope', role: 'not a role!', password: 'short' },
      });
      for (const pointer of ['/email', '/role', '/password']) expectError(many, 400, 'VALIDATION__INVALID', pointer);
    });

    test('no malformed input produces a 500', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const bodies: unknown[] = [
        null,
        [],
        [null],
        'text',
        0,
        true,
        { id: null },
        { email: ['a'] },
        { '': 1 },
        { id: '\u0000' },
        { name: '\ud800' },
        { lineItems: 'x' },
        { lineItems: [{ productId: { $gt: '' } }] },
        { constructor: { prototype: {} } },
        { items: [[]] },
        JSON.parse(`${'{"a":'.repeat(50)}1${'}'.repeat(50)}`),
      ];
      const routes: [string, string][] = [
        ['POST', '/store-api/employees'],
        ['POST', '/store-api/employee'],
        ['POST', '/store-api/employee/add'],
        ['POST', '/store-api/employees/search'],
        ['PATCH', `/store-api/employee/${acme.memberId}`],
        ['POST', '/store-api/employee/invitation/accept'],
        ['POST', '/store-api/account/login'],
        ['POST', '/store-api/product-lists'],
        ['POST', '/store-api/product-lists/create'],
        ['PATCH', `/store-api/product-lists/${'a'.repeat(32)}`],
        ['DELETE', `/store-api/product-lists/${'a'.repeat(32)}`],
        ['POST', `/store-api/product-lists/${'a'.repeat(32)}/duplicate`],
      ];
      for (const [method, url] of routes) {
        for (const body of bodies) {
          const res = await app.inject({
            method: method as 'POST',
            url,
            headers: { ...acme.headers, 'content-type': 'application/json', 'if-match': 'garbage' },
            payload: JSON.stringify(body),
          });
          assert.ok(res.statusCode < 500, `${method} ${url} ${JSON.stringify(body)} → ${res.statusCode} ${res.body}`);
          if (res.statusCode >= 400) assert.ok(Array.isArray(res.json().errors), res.body);
        }
      }
      for (const url of [
        `/store-api/employee/${'x'.repeat(300)}`,
        '/store-api/employee/%ZZ',
        '/store-api/product-lists/detail/%00',
        `/store-api/product-lists/product/${'p'.repeat(200)}/x`,
      ]) {
        const res = await app.inject({ method: 'GET', url, headers: acme.headers });
        assert.ok(res.statusCode < 500 && Array.isArray(res.json().errors), `${url} → ${res.statusCode} ${res.body}`);
      }
    });

    test('an unexpected failure is a 500 with a request id and no details; readiness reports the database', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      assert.equal((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode, 200);
      await app.db.schema.dropTable('idempotency_key').execute();
      const res = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: { ...acme.headers, 'idempotency-key': 'k' },
        payload: { name: 'x' },
      });
      const error = expectError(res, 500, 'SERVER__INTERNAL_ERROR');
      assert.match(String((error.meta?.parameters as { requestId?: string })?.requestId), /^[0-9a-f-]{36}$/);
      assert.ok(!/idempotency_key|select|insert|at .*\.js/i.test(res.body), res.body);
    });
  });
}

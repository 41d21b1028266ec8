import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError } from '../../helpers/app.js';

/** What a newcomer meets first: errors in people's words, a throttle per person, the ways back (issue 27). */
for (const dialect of DIALECTS) {
  describe(`${dialect.name}: errors in people's words`, { skip: dialect.skip }, () => {
    test('validation says what a field must be: empty, one of, a type, one error for a string-or-array', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const empty = expectError(
        await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: '' } }),
        400,
        'VALIDATION__INVALID',
        '/name',
      );
      assert.equal(empty.detail, 'The field "name" must not be empty.');
      const long = expectError(
        await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'x'.repeat(256) } }),
        400,
        'VALIDATION__INVALID',
        '/name',
      );
      assert.equal(long.detail, 'The field "name" must be at most 255 characters long.');
      const typed = expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/product-lists/create',
          headers: acme.headers,
          payload: { name: 7, lineItems: [{ productId: 'a', quantity: 1.5 }] },
        }),
        400,
        'VALIDATION__INVALID',
        '/name',
      );
      assert.equal(typed.detail, 'The field "name" must be a string.');
      const whole = expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/product-lists/create',
          headers: acme.headers,
          payload: { name: 'n', lineItems: [{ productId: 'a', quantity: 1.5 }] },
        }),
        400,
        'VALIDATION__INVALID',
        '/lineItems/0/quantity',
      );
      assert.equal(whole.detail, 'The field "quantity" must be a whole number.');

      const list = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: acme.headers,
        payload: { name: 'Weekly', lineItems: [{ productId: 'SKU-2', quantity: 1 }] },
      });
      assert.equal(list.statusCode, 201, list.body);
      const id = list.json().id as string;
      // An array of objects where strings are wanted: one error, at the entry, not one per anyOf branch.
      const items = await app.inject({
        method: 'DELETE',
        url: `/store-api/product-lists/${id}`,
        headers: acme.headers,
        payload: { items: [{ productId: 'SKU-2' }] },
      });
      const entry = expectError(items, 400, 'VALIDATION__INVALID', '/items/0');
      assert.equal(items.json().errors.length, 1, items.body);
      assert.equal(entry.detail, 'Entry 0 of "items" must be a string.');
      // A value of none of the branches' types: one error at the field naming them all.
      const neither = await app.inject({ method: 'DELETE', url: `/store-api/product-lists/${id}`, headers: acme.headers, payload: { items: 5 } });
      assert.equal(neither.json().errors.length, 1, neither.body);
      assert.equal(expectError(neither, 400, 'VALIDATION__INVALID', '/items').detail, 'The field "items" must be a string or an array.');

      const share = expectError(
        await app.inject({
          method: 'PUT',
          url: `/store-api/product-lists/${id}/shares`,
          headers: acme.headers,
          payload: { employees: [{ employeeId: acme.memberId, access: 'write' }] },
        }),
        400,
        'VALIDATION__INVALID',
        '/employees/0/access',
      );
      assert.equal(share.detail, 'The field "access" must be one of: read, edit.');
      assert.deepEqual(share.meta, { parameters: { allowedValues: ['read', 'edit'] } });
      const query = expectError(
        await app.inject({
          method: 'POST',
          url: `/store-api/product-lists/${id}/import?mode=append`,
          headers: { ...acme.headers, 'content-type': 'text/csv' },
          payload: 'a,1',
        }),
        400,
        'VALIDATION__INVALID',
        '/querystring/mode',
      );
      assert.equal(query.detail, 'The query parameter "mode" must be one of: merge, replace.');
      assert.equal(
        (await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.headers })).json().lineItems.length,
        1,
        'nothing changed',
      );
      // A query parameter the operation does not take is named, with the one meant, never a silent default page.
      const typo = await app.inject({ method: 'GET', url: `/store-api/product-lists/${id}/history?limt=3`, headers: acme.headers });
      const unknown = expectError(typo, 400, 'VALIDATION__INVALID', '/querystring/limt');
      assert.equal(unknown.detail, 'The query parameter "limt" is not known here. Did you mean "limit"? This operation takes: limit, beforeSequence.');
      assert.equal((await app.inject({ method: 'GET', url: `/store-api/product-lists/${id}/history?limit=1`, headers: acme.headers })).statusCode, 200);
      // A body's unknown field is named with the one meant too.
      assert.equal(
        expectError(
          await app.inject({ method: 'PATCH', url: `/store-api/product-lists/${id}`, headers: acme.headers, payload: { nme: 'x' } }),
          400,
          'VALIDATION__INVALID',
          '/nme',
        ).detail,
        'The field "nme" is not allowed here. Did you mean "name"?',
      );
    });

    test('a wrong content type names what the route takes; 413 names the limit and its variable', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name, { BODY_LIMIT_BYTES: 2048, IMPORT_BODY_LIMIT_BYTES: 3 * 1024 * 1024 });
      const list = (await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Files' } })).json();
      // curl --data-binary sends application/x-www-form-urlencoded unless told otherwise.
      const curlDefault = expectError(
        await app.inject({
          method: 'POST',
          url: `/store-api/product-lists/${list.id}/import`,
          headers: { ...acme.headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'productId,quantity\nA,1\n',
        }),
        415,
        'REQUEST__UNSUPPORTED_MEDIA_TYPE',
      );
      assert.match(curlDefault.detail, /takes a CSV file: Content-Type: text\/csv \(it was application\/x-www-form-urlencoded\)/);
      assert.deepEqual(curlDefault.meta, { parameters: { accepted: ['text/csv'] } });
      const json = expectError(
        await app.inject({ method: 'POST', url: `/store-api/product-lists/${list.id}/import`, headers: acme.headers, payload: { productId: 'A' } }),
        415,
        'REQUEST__UNSUPPORTED_MEDIA_TYPE',
      );
      assert.match(json.detail, /text\/csv \(it was application\/json\)/);
      // The file itself with a forgotten content type (-H 'content-type: application/json'): the 415 naming text/csv, not "not valid JSON".
      const csvAsJson = expectError(
        await app.inject({
          method: 'POST',
          url: `/store-api/product-lists/${list.id}/import`,
          headers: { ...acme.headers, 'content-type': 'application/json' },
          payload: 'productId,quantity\nA,1\n',
        }),
        415,
        'REQUEST__UNSUPPORTED_MEDIA_TYPE',
      );
      assert.match(csvAsJson.detail, /takes a CSV file: Content-Type: text\/csv \(it was application\/json\)/);
      const bulk = expectError(
        await app.inject({ method: 'POST', url: '/store-api/employees', headers: { ...acme.headers, 'content-type': 'text/plain' }, payload: 'x' }),
        415,
        'REQUEST__UNSUPPORTED_MEDIA_TYPE',
      );
      assert.match(bulk.detail, /application\/json or text\/csv \(it was text\/plain\)/);
      const plain = expectError(
        await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: { ...acme.headers, 'content-type': 'text/csv' }, payload: 'a' }),
        415,
        'REQUEST__UNSUPPORTED_MEDIA_TYPE',
      );
      assert.match(plain.detail, /must be JSON: Content-Type: application\/json \(it was text\/csv\)/);

      const tooLarge = expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/product-lists/create',
          headers: acme.headers,
          payload: { name: 'x', description: 'y'.repeat(3000) },
        }),
        413,
        'REQUEST__BODY_TOO_LARGE',
      );
      assert.equal(tooLarge.detail, 'The request body is larger than 2048 bytes, the limit that BODY_LIMIT_BYTES sets.');
      assert.deepEqual(tooLarge.meta, { parameters: { limit: 2048, variable: 'BODY_LIMIT_BYTES' } });
      const file = expectError(
        await app.inject({
          method: 'POST',
          url: `/store-api/product-lists/${list.id}/import`,
          headers: { ...acme.headers, 'content-type': 'text/csv' },
          payload: 'A,1\n'.repeat(800_000),
        }),
        413,
        'REQUEST__BODY_TOO_LARGE',
      );
      assert.equal(file.detail, 'The request body is larger than 3 MiB (3145728 bytes), the limit that IMPORT_BODY_LIMIT_BYTES sets.');
    });

    test('a wrong method is a 405 and an unknown path a 404 whatever the body; / leads to the docs page', async (t) => {
      const { app } = await buildTestApp(t, dialect.name);
      const big = 'x'.repeat(1024 * 1024 + 10);
      const put = expectError(
        await app.inject({ method: 'PUT', url: '/store-api/_info/version', headers: { 'content-type': 'application/json' }, payload: big }),
        405,
        'ROUTE__METHOD_NOT_ALLOWED',
      );
      assert.match(put.detail, /PUT is not allowed on this path; allowed: GET/);
      expectError(
        await app.inject({ method: 'PUT', url: '/store-api/_info/version', headers: { 'content-type': 'application/xml' }, payload: '<x/>' }),
        405,
        'ROUTE__METHOD_NOT_ALLOWED',
      );
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/nowhere', headers: { 'content-type': 'application/json' }, payload: big }),
        404,
        'ROUTE__NOT_FOUND',
      );
      const root = await app.inject({ method: 'GET', url: '/' });
      assert.equal(root.statusCode, 302);
      assert.equal(root.headers.location, '/store-api/_info/swagger.html');
      const elsewhere = expectError(await app.inject({ method: 'GET', url: '/api/lists' }), 404, 'ROUTE__NOT_FOUND');
      assert.match(elsewhere.detail, /under \/store-api: the docs page is \/store-api\/_info\/swagger.html/);
    });
  });

  describe(`${dialect.name}: one login throttle per person`, { skip: dialect.skip }, () => {
    const loginAs = (username: string, password: string) => ({
      method: 'POST' as const,
      url: '/store-api/account/login',
      headers: { 'sw-access-key': ACCESS_KEY },
      payload: { username, password },
    });

    test('email and id count together; the 429 names the way back, and a new password opens the account', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name, { LOGIN_MAX_FAILURES_PER_USERNAME: 3, LOGIN_MAX_FAILURES_PER_ADDRESS: 1000 });
      for (const username of [acme.memberEmail, acme.memberId, acme.memberEmail.toUpperCase()]) {
        expectError(await app.inject(loginAs(username, 'wrong-password')), 401, 'AUTH__INVALID_CREDENTIALS');
      }
      for (const username of [acme.memberId, acme.memberEmail]) {
        const locked = await app.inject(loginAs(username, acme.memberPassword));
        const error = expectError(locked, 429, 'AUTH__TOO_MANY_ATTEMPTS');
        assert.match(error.detail, /Too many failed logins for this account; try again in \d+ seconds/);
        assert.match(error.detail, /store-api password reset --login/);
        assert.ok(Number(locked.headers['retry-after']) > 0);
      }
      assert.equal((await app.inject(loginAs(acme.adminEmail, acme.adminPassword))).statusCode, 200, 'other people are not affected');
      // An unknown name is throttled like a person, so a 429 tells nobody whether an account exists.
      for (let attempt = 0; attempt < 3; attempt += 1)
        expectError(await app.inject(loginAs('nobody@acme.example', 'wrong-password')), 401, 'AUTH__INVALID_CREDENTIALS');
      expectError(await app.inject(loginAs('nobody@acme.example', 'wrong-password')), 429, 'AUTH__TOO_MANY_ATTEMPTS');

      const reset = await app.inject({
        method: 'PATCH',
        url: `/store-api/employee/${acme.memberId}`,
        headers: acme.headers,
        payload: { password: 'a-new-password-1' },
      });
      assert.equal(reset.statusCode, 200, reset.body);
      expectError(await app.inject(loginAs(acme.memberEmail, acme.memberPassword)), 401, 'AUTH__INVALID_CREDENTIALS');
      assert.equal((await app.inject(loginAs(acme.memberId, 'a-new-password-1'))).statusCode, 200, 'the new password opens the account');
    });
  });
}

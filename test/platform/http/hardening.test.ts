/**
 * Inputs found from outside that once answered 500, and the headers every answer carries.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import { buildTestApp, expectError } from '../../helpers/app.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: hostile input`, { skip: dialect.skip }, () => {
    test('a body of 5,000 nested arrays is a 400 on every JSON route, and nothing changes', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const routes: [string, string][] = [
        ['POST', '/store-api/product-lists'],
        ['POST', '/store-api/product-lists/create'],
        ['POST', '/store-api/employees/search'],
        ['POST', '/store-api/employees'],
        ['POST', '/store-api/employee'],
        ['POST', '/store-api/account/login'],
      ];
      for (const [method, url] of routes) {
        const res = await app.inject({
          method: method as 'POST',
          url,
          headers: { ...acme.headers, 'content-type': 'application/json' },
          payload: nested(5000),
        });
        expectError(res, 400, 'REQUEST__MALFORMED_JSON');
      }
      // Objects nest the same way, and brackets inside strings do not count.
      const deepObject = `${'{"a":'.repeat(100)}1${'}'.repeat(100)}`;
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/product-lists',
          headers: { ...acme.headers, 'content-type': 'application/json' },
          payload: deepObject,
        }),
        400,
        'REQUEST__MALFORMED_JSON',
      );
      const bracketsInName = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: acme.headers,
        payload: { name: '[['.repeat(100) },
      });
      assert.equal(bracketsInName.statusCode, 201, bracketsInName.body);
      const search = await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: { 'total-count-mode': 'exact' } });
      assert.equal(search.json().total, 1);
    });

    test('control characters and unpaired surrogates in names and notes are a 400 at the field, on create and PATCH', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const created = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: acme.headers,
        payload: { name: 'Clean', description: 'two\nlines\tand a tab' },
      });
      assert.equal(created.statusCode, 201, created.body);
      const id = created.json().id as string;
      for (const bad of ['a\u0000b', 'a\u0007b', 'line\nbreak', 'a\u007fb', 'lone \ud800 high', 'lone \udc00 low']) {
        expectError(
          await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: bad } }),
          400,
          'VALIDATION__INVALID',
          '/name',
        );
        expectError(
          await app.inject({ method: 'PATCH', url: `/store-api/product-lists/${id}`, headers: acme.headers, payload: { name: bad } }),
          400,
          'VALIDATION__INVALID',
          '/name',
        );
        expectError(
          await app.inject({ method: 'PATCH', url: `/store-api/employee/${acme.memberId}`, headers: acme.headers, payload: { lastName: bad } }),
          400,
          'VALIDATION__INVALID',
          '/lastName',
        );
      }
      expectError(
        await app.inject({
          method: 'PATCH',
          url: `/store-api/product-lists/${id}`,
          headers: acme.headers,
          payload: { lineItems: [{ productId: 'P-1', note: 'a\u0000b' }] },
        }),
        400,
        'VALIDATION__INVALID',
        '/lineItems/0/note',
      );
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/employees', headers: acme.headers, payload: [{ id: 'e-1', firstName: '\u0000' }] }),
        400,
        'VALIDATION__INVALID',
        '/0/firstName',
      );
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/account/login',
          headers: { 'sw-access-key': acme.headers['sw-access-key']! },
          payload: { username: 'a\u0000', password: 'x' },
        }),
        400,
        'VALIDATION__INVALID',
        '/username',
      );
      // NUL in a path id or a search term never reaches the database.
      expectError(
        await app.inject({ method: 'GET', url: '/store-api/product-lists/detail/a%00b', headers: acme.headers }),
        400,
        'VALIDATION__INVALID',
        '/params/id',
      );
      expectError(await app.inject({ method: 'GET', url: '/store-api/employee/a%00b', headers: acme.headers }), 400, 'VALIDATION__INVALID', '/params/id');
      expectError(
        await app.inject({ method: 'GET', url: '/store-api/employees?term=a%00b', headers: acme.headers }),
        400,
        'VALIDATION__INVALID',
        '/querystring/term',
      );
      const criteria = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists',
        headers: acme.headers,
        payload: { term: 'a\u0000b', filter: [{ type: 'equals', field: 'name', value: '\u0000' }] },
      });
      assert.equal(criteria.statusCode, 400, criteria.body);
      // Nothing changed; text people write (accents, right-to-left, combining marks, emoji) is kept exactly.
      const detail = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.headers });
      assert.deepEqual([detail.json().name, detail.json().version], ['Clean', 1]);
      const text = 'Ünïcödé \u202eטקסט\u202c e\u0301 🧰';
      const patched = await app.inject({ method: 'PATCH', url: `/store-api/product-lists/${id}`, headers: acme.headers, payload: { name: text } });
      assert.equal(patched.statusCode, 200, patched.body);
      assert.equal((await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.headers })).json().name, text);
    });

    test('malformed JSON says what is wrong and where', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const send = (payload: string) =>
        app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: { ...acme.headers, 'content-type': 'application/json' }, payload });
      const trailing = expectError(await send('{"name":"x",\n}'), 400, 'REQUEST__MALFORMED_JSON');
      assert.match(trailing.detail, /line 2, column 1/);
      const cut = expectError(await send('{"name":"x"'), 400, 'REQUEST__MALFORMED_JSON');
      assert.match(cut.detail, /line 1, column 12/);
      const polluted = expectError(await send('{"__proto__":{"admin":true},"name":"x"}'), 400, 'REQUEST__MALFORMED_JSON');
      assert.match(polluted.detail, /prototype/);
    });

    test('answers are compact JSON on both databases: the same bytes JSON.stringify writes', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const created = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: acme.headers,
        payload: {
          name: 'Bytes "quoted" : colon',
          lineItems: [
            { productId: 'A', note: 'x" : y' },
            { productId: 'B', quantity: 2 },
          ],
        },
      });
      const id = created.json().id as string;
      const answers = [
        created,
        await app.inject({ method: 'PATCH', url: `/store-api/product-lists/${id}`, headers: acme.headers, payload: { lineItems: [{ productId: 'C' }] } }),
        await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.headers }),
        await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.headers }),
        await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: {} }),
        await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: { associations: { lineItems: {} } } }),
      ];
      for (const answer of answers) {
        assert.ok(answer.statusCode < 300, answer.body);
        assert.equal(answer.body, JSON.stringify(JSON.parse(answer.body)));
      }
    });

    test('answers are private to their caller and never sniffed; ETag revalidation still answers 304', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const created = await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Mine' } });
      const url = `/store-api/product-lists/detail/${created.json().id}`;
      const answers = [
        created,
        await app.inject({ method: 'GET', url, headers: acme.headers }),
        await app.inject({ method: 'GET', url, headers: { ...acme.headers, 'if-none-match': '"1"' } }),
        await app.inject({ method: 'GET', url }),
        await app.inject({ method: 'GET', url: '/store-api/nowhere', headers: acme.headers }),
        await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: { limit: 'x' } }),
      ];
      assert.deepEqual(
        answers.map((answer) => answer.statusCode),
        [201, 200, 304, 401, 404, 400],
      );
      assert.deepEqual([answers[2]!.body, answers[2]!.headers['content-length'] ?? '0'], ['', '0'], 'a 304 has no body and says no length');
      for (const answer of answers) {
        assert.equal(answer.headers['x-content-type-options'], 'nosniff');
        assert.equal(answer.headers['cache-control'], 'private, no-cache');
        assert.match(String(answer.headers.vary), /sw-context-token/);
        assert.equal(answer.headers['x-frame-options'], 'SAMEORIGIN');
        assert.match(String(answer.headers['content-security-policy']), /default-src 'none'/);
      }
    });
  });
}

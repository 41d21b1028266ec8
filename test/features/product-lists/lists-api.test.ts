import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import { buildTestApp, expectError, type TestApp } from '../../helpers/app.js';

type Headers = Record<string, string>;

async function createList(app: TestApp['app'], headers: Headers, payload: unknown, extra: Headers = {}) {
  const res = await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: { ...headers, ...extra }, payload: payload as object });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

const detail = (app: TestApp['app'], headers: Headers, id: string, extra: Headers = {}) =>
  app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: { ...headers, ...extra } });

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: product lists`, { skip: dialect.skip }, () => {
    let fixture: TestApp;
    const setup = async (t: TestContext, overrides = {}) => {
      fixture = await buildTestApp(t, dialect.name, overrides);
      return fixture;
    };

    test('create: 201, Location, ETag, trimmed name, line items with counts', async (t) => {
      const { app, acme } = await setup(t);
      const res = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: acme.memberHeaders,
        payload: {
          name: '  Weekly re-order  ',
          description: 'Mondays',
          lineItems: [{ productId: 'SKU-1', quantity: 3, note: 'blue' }, { productId: 'SKU-2' }],
        },
      });
      assert.equal(res.statusCode, 201, res.body);
      const list = res.json();
      assert.equal(res.headers.location, `/store-api/product-lists/detail/${list.id}`);
      assert.equal(res.headers.etag, '"1"');
      assert.match(list.id, /^[0-9a-f]{32}$/);
      assert.equal(list.apiAlias, 'product_list');
      assert.equal(list.name, 'Weekly re-order');
      assert.equal(list.ownerId, acme.memberId);
      assert.equal(list.organizationId, acme.organizationId);
      assert.equal(list.itemCount, 2);
      assert.equal(list.totalQuantity, 4);
      assert.deepEqual(
        list.lineItems.map((item: { productId: string; quantity: number; note: string | null; apiAlias: string }) => [
          item.apiAlias,
          item.productId,
          item.quantity,
          item.note,
        ]),
        [
          ['product_list_line_item', 'SKU-1', 3, 'blue'],
          ['product_list_line_item', 'SKU-2', 1, null],
        ],
      );
    });

    test('create: bad input is a 400 naming each field, and nothing is created', async (t) => {
      const { app, acme } = await setup(t, { PRODUCT_LIST_MAX_LINE_ITEMS: 3 });
      const cases: [unknown, string][] = [
        [{}, '/name'],
        [{ name: '   ' }, '/name'],
        [{ name: 'x'.repeat(256) }, '/name'],
        [{ name: 'ok', description: 'd'.repeat(2001) }, '/description'],
        [{ name: 'ok', lineItems: [{ productId: 'p', quantity: 0 }] }, '/lineItems/0/quantity'],
        [{ name: 'ok', lineItems: [{ productId: 'p', quantity: 1_000_001 }] }, '/lineItems/0/quantity'],
        [{ name: 'ok', lineItems: [{ productId: 'p', quantity: 1.5 }] }, '/lineItems/0/quantity'],
        [{ name: 'ok', lineItems: [{ productId: 'p', note: 'n'.repeat(1001) }] }, '/lineItems/0/note'],
        [{ name: 'ok', lineItems: [{ productId: 'bad id!' }] }, '/lineItems/0/productId'],
        [{ name: 'ok', lineItems: [{ productId: 'p' }, { productId: 'p' }] }, '/lineItems/1/productId'],
        [{ name: 'ok', extra: 1 }, '/extra'],
        [{ name: 5 }, '/name'],
      ];
      for (const [payload, pointer] of cases) {
        const res = await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: payload as object });
        expectError(res, 400, 'VALIDATION__INVALID', pointer);
      }
      const tooMany = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: acme.headers,
        payload: { name: 'big', lineItems: ['a', 'b', 'c', 'd'].map((productId) => ({ productId })) },
      });
      expectError(tooMany, 400, 'PRODUCT_LIST__TOO_MANY_LINE_ITEMS', '/lineItems');
      const all = await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: { 'total-count-mode': 'exact' } });
      assert.equal(all.json().total, 0);
    });

    test('create: Idempotency-Key replays the first answer; another body with the key is a 409', async (t) => {
      const { app, acme } = await setup(t);
      const payload = { name: 'Once', lineItems: [{ productId: 'p1' }] };
      const first = await createList(app, acme.headers, payload, { 'idempotency-key': 'order-42' });
      const again = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: { ...acme.headers, 'idempotency-key': 'order-42' },
        payload,
      });
      assert.equal(again.statusCode, 201);
      assert.deepEqual(again.json(), first);
      assert.equal(again.headers.location, `/store-api/product-lists/detail/${first.id}`);
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/product-lists/create',
          headers: { ...acme.headers, 'idempotency-key': 'order-42' },
          payload: { name: 'Other' },
        }),
        409,
        'IDEMPOTENCY__KEY_REUSED',
      );
      // Concurrent repeats still create one list.
      const concurrent = await Promise.all(
        Array.from({ length: 6 }, () =>
          app.inject({
            method: 'POST',
            url: '/store-api/product-lists/create',
            headers: { ...acme.headers, 'idempotency-key': 'burst' },
            payload: { name: 'Burst' },
          }),
        ),
      );
      assert.ok(
        concurrent.every((res) => res.statusCode === 201),
        concurrent.map((res) => res.body).join('\n'),
      );
      assert.equal(new Set(concurrent.map((res) => res.json().id)).size, 1);
      const search = await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: { 'total-count-mode': 'exact' } });
      assert.equal(search.json().total, 2);
      // Keys are the sender's: another employee may use the same key for their own list.
      const members = await createList(app, acme.memberHeaders, payload, { 'idempotency-key': 'order-42' });
      assert.notEqual(members.id, first.id);
    });

    test('detail: line items in a stable order, ETag, If-None-Match → 304', async (t) => {
      const { app, acme } = await setup(t);
      const list = await createList(app, acme.headers, { name: 'L', lineItems: [{ productId: 'c' }, { productId: 'a' }, { productId: 'b' }] });
      const res = await detail(app, acme.headers, list.id);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers.etag, '"1"');
      assert.deepEqual(
        res.json().lineItems.map((item: { productId: string }) => item.productId),
        ['c', 'a', 'b'],
      );
      const fresh = await detail(app, acme.headers, list.id, { 'if-none-match': '"1"' });
      assert.equal(fresh.statusCode, 304);
      assert.equal(fresh.body, '');
      assert.equal((await detail(app, acme.headers, list.id, { 'if-none-match': '"7"' })).statusCode, 200);
    });

    test('patch: name, description, upsert by productId, quantity 0 removes; If-Match → 412', async (t) => {
      const { app, acme } = await setup(t);
      const list = await createList(app, acme.memberHeaders, { name: 'L', lineItems: [{ productId: 'a', quantity: 2, note: 'keep' }, { productId: 'b' }] });
      const res = await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${list.id}`,
        headers: { ...acme.memberHeaders, 'if-match': '"1"' },
        payload: {
          name: ' Renamed ',
          description: null,
          lineItems: [
            { productId: 'a', quantity: 5 },
            { productId: 'b', quantity: 0 },
            { productId: 'c', note: 'new' },
          ],
        },
      });
      assert.equal(res.statusCode, 200, res.body);
      const updated = res.json();
      assert.equal(res.headers.etag, '"2"');
      assert.equal(updated.version, 2);
      assert.equal(updated.name, 'Renamed');
      assert.equal(updated.description, null);
      assert.deepEqual(
        updated.lineItems.map((item: { productId: string; quantity: number; note: string | null }) => [item.productId, item.quantity, item.note]),
        [
          ['a', 5, 'keep'],
          ['c', 1, 'new'],
        ],
      );
      assert.equal(updated.itemCount, 2);
      assert.equal(updated.totalQuantity, 6);
      expectError(
        await app.inject({
          method: 'PATCH',
          url: `/store-api/product-lists/${list.id}`,
          headers: { ...acme.memberHeaders, 'if-match': '"1"' },
          payload: { name: 'stale' },
        }),
        412,
        'REQUEST__PRECONDITION_FAILED',
      );
      expectError(
        await app.inject({ method: 'PATCH', url: `/store-api/product-lists/${list.id}`, headers: acme.memberHeaders, payload: {} }),
        400,
        'VALIDATION__INVALID',
      );
      expectError(
        await app.inject({
          method: 'PATCH',
          url: `/store-api/product-lists/${list.id}`,
          headers: acme.memberHeaders,
          payload: { lineItems: [{ productId: 'x', quantity: -1 }] },
        }),
        400,
        'VALIDATION__INVALID',
        '/lineItems/0/quantity',
      );
      assert.equal((await detail(app, acme.memberHeaders, list.id)).json().name, 'Renamed', 'a failed patch changed nothing');
    });

    test('patch: the line-item limit is a 400 and the list stays as it was', async (t) => {
      const { app, acme } = await setup(t, { PRODUCT_LIST_MAX_LINE_ITEMS: 2 });
      const list = await createList(app, acme.headers, { name: 'L', lineItems: [{ productId: 'a' }, { productId: 'b' }] });
      const res = await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${list.id}`,
        headers: acme.headers,
        payload: { name: 'N', lineItems: [{ productId: 'c' }] },
      });
      expectError(res, 400, 'PRODUCT_LIST__TOO_MANY_LINE_ITEMS', '/lineItems');
      const after = (await detail(app, acme.headers, list.id)).json();
      assert.equal(after.name, 'L');
      assert.equal(after.version, 1);
      assert.equal(after.itemCount, 2);
    });

    test('no lost updates: concurrent patches adding different products all land', async (t) => {
      const { app, acme } = await setup(t);
      const list = await createList(app, acme.headers, { name: 'Shared' });
      const products = Array.from({ length: 12 }, (_, index) => `P-${index}`);
      const results = await Promise.all(
        products.map((productId) =>
          app.inject({
            method: 'PATCH',
            url: `/store-api/product-lists/${list.id}`,
            headers: acme.headers,
            payload: { lineItems: [{ productId, quantity: 2 }] },
          }),
        ),
      );
      assert.ok(
        results.every((res) => res.statusCode === 200),
        results.map((res) => res.body).join('\n'),
      );
      const after = (await detail(app, acme.headers, list.id)).json();
      assert.deepEqual(after.lineItems.map((item: { productId: string }) => item.productId).sort(), [...products].sort());
      assert.equal(after.itemCount, 12);
      assert.equal(after.totalQuantity, 24);
      assert.equal(after.version, 13);
    });

    test('delete with items: string, comma-separated, array; line-item or product ids; unknown → 404 and nothing removed', async (t) => {
      const { app, acme } = await setup(t);
      const list = await createList(app, acme.headers, { name: 'L', lineItems: ['a', 'b', 'c', 'd', 'e'].map((productId) => ({ productId })) });
      const lineItemOf = (productId: string) => list.lineItems.find((item: { productId: string }) => item.productId === productId).id;
      const remove = (items: unknown, headers = acme.headers) =>
        app.inject({ method: 'DELETE', url: `/store-api/product-lists/${list.id}`, headers, payload: { items } as object });

      const missing = expectError(await remove(['a', 'nope', 'zzz']), 404, 'PRODUCT_LIST__LINE_ITEM_NOT_FOUND');
      assert.deepEqual((missing.meta?.parameters as { missing: string[] } | undefined)?.missing, ['nope', 'zzz']);
      assert.equal((await detail(app, acme.headers, list.id)).json().itemCount, 5, 'nothing removed');

      const one = await remove('a');
      assert.equal(one.statusCode, 200, one.body);
      assert.equal(one.json().itemCount, 4);
      const several = await remove(`b, ${lineItemOf('c')}`);
      assert.deepEqual(
        several.json().lineItems.map((item: { productId: string }) => item.productId),
        ['d', 'e'],
      );
      const array = await remove([lineItemOf('d')]);
      assert.deepEqual(
        array.json().lineItems.map((item: { productId: string }) => item.productId),
        ['e'],
      );
      expectError(await remove(''), 400, 'VALIDATION__INVALID', '/items');
      expectError(await remove(5), 400, 'VALIDATION__INVALID');
      expectError(
        await app.inject({ method: 'DELETE', url: `/store-api/product-lists/${list.id}`, headers: acme.headers, payload: { item: 'e' } }),
        400,
        'VALIDATION__INVALID',
        '/item',
      );
    });

    test('delete without a body: 204, then 404; If-Match guards it', async (t) => {
      const { app, acme } = await setup(t);
      const list = await createList(app, acme.headers, { name: 'L', lineItems: [{ productId: 'a' }] });
      expectError(
        await app.inject({ method: 'DELETE', url: `/store-api/product-lists/${list.id}`, headers: { ...acme.headers, 'if-match': '"9"' } }),
        412,
        'REQUEST__PRECONDITION_FAILED',
      );
      const gone = await app.inject({
        method: 'DELETE',
        url: `/store-api/product-lists/${list.id}`,
        headers: { ...acme.headers, 'content-type': 'application/json' },
      });
      assert.equal(gone.statusCode, 204);
      assert.equal(gone.body, '');
      expectError(await detail(app, acme.headers, list.id), 404, 'PRODUCT_LIST__NOT_FOUND');
      expectError(await app.inject({ method: 'DELETE', url: `/store-api/product-lists/${list.id}`, headers: acme.headers }), 404, 'PRODUCT_LIST__NOT_FOUND');
    });

    test('remove product from list: {id} is the product, {productListId} the list', async (t) => {
      const { app, acme, globex } = await setup(t);
      const list = await createList(app, acme.memberHeaders, { name: 'L', lineItems: [{ productId: 'SKU-1', quantity: 2 }, { productId: 'SKU-2' }] });
      const res = await app.inject({ method: 'DELETE', url: `/store-api/product-lists/product/SKU-1/${list.id}`, headers: acme.memberHeaders });
      assert.equal(res.statusCode, 204);
      const after = (await detail(app, acme.memberHeaders, list.id)).json();
      assert.deepEqual(
        after.lineItems.map((item: { productId: string }) => item.productId),
        ['SKU-2'],
      );
      assert.equal(after.totalQuantity, 1);
      expectError(
        await app.inject({ method: 'DELETE', url: `/store-api/product-lists/product/SKU-1/${list.id}`, headers: acme.memberHeaders }),
        404,
        'PRODUCT_LIST__LINE_ITEM_NOT_FOUND',
      );
      expectError(
        await app.inject({ method: 'DELETE', url: `/store-api/product-lists/product/SKU-2/${list.id}`, headers: globex.headers }),
        404,
        'PRODUCT_LIST__NOT_FOUND',
      );
      expectError(
        await app.inject({ method: 'DELETE', url: `/store-api/product-lists/product/SKU-2/${'f'.repeat(32)}`, headers: acme.headers }),
        404,
        'PRODUCT_LIST__NOT_FOUND',
      );
    });

    test('duplicate: a copy with its items, owned by the caller', async (t) => {
      const { app, acme } = await setup(t);
      const list = await createList(app, acme.memberHeaders, { name: 'Base', description: 'd', lineItems: [{ productId: 'a', quantity: 2, note: 'n' }] });
      const copy = await app.inject({ method: 'POST', url: `/store-api/product-lists/${list.id}/duplicate`, headers: acme.headers, payload: { name: 'Mine' } });
      assert.equal(copy.statusCode, 201, copy.body);
      const body = copy.json();
      assert.equal(copy.headers.location, `/store-api/product-lists/detail/${body.id}`);
      assert.notEqual(body.id, list.id);
      assert.equal(body.name, 'Mine');
      assert.equal(body.ownerId, acme.adminId);
      assert.deepEqual(
        body.lineItems.map((item: { productId: string; quantity: number; note: string }) => [item.productId, item.quantity, item.note]),
        [['a', 2, 'n']],
      );
      assert.notEqual(body.lineItems[0].id, list.lineItems[0].id);
      const unnamed = await app.inject({ method: 'POST', url: `/store-api/product-lists/${list.id}/duplicate`, headers: acme.memberHeaders });
      assert.equal(unnamed.json().name, 'Base (copy)');
    });

    test('members see and change only their own lists; admins all of their organization', async (t) => {
      const { app, acme } = await setup(t);
      const adminList = await createList(app, acme.headers, { name: 'Admin list' });
      const memberList = await createList(app, acme.memberHeaders, { name: 'Member list' });
      expectError(await detail(app, acme.memberHeaders, adminList.id), 404, 'PRODUCT_LIST__NOT_FOUND');
      expectError(
        await app.inject({ method: 'PATCH', url: `/store-api/product-lists/${adminList.id}`, headers: acme.memberHeaders, payload: { name: 'x' } }),
        404,
        'PRODUCT_LIST__NOT_FOUND',
      );
      expectError(
        await app.inject({ method: 'DELETE', url: `/store-api/product-lists/${adminList.id}`, headers: acme.memberHeaders }),
        404,
        'PRODUCT_LIST__NOT_FOUND',
      );
      expectError(
        await app.inject({ method: 'POST', url: `/store-api/product-lists/${adminList.id}/duplicate`, headers: acme.memberHeaders }),
        404,
        'PRODUCT_LIST__NOT_FOUND',
      );
      assert.equal((await detail(app, acme.headers, memberList.id)).statusCode, 200);
      const patched = await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${memberList.id}`,
        headers: acme.headers,
        payload: { name: 'By admin' },
      });
      assert.equal(patched.statusCode, 200);
      const memberSees = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists',
        headers: acme.memberHeaders,
        payload: { 'total-count-mode': 'exact' },
      });
      assert.deepEqual(
        memberSees.json().elements.map((list: { id: string }) => list.id),
        [memberList.id],
      );
      const adminSees = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists',
        headers: acme.headers,
        payload: { 'total-count-mode': 'exact', sort: [{ field: 'name' }] },
      });
      assert.deepEqual(
        adminSees.json().elements.map((list: { name: string }) => list.name),
        ['Admin list', 'By admin'],
      );
    });

    test('another organization: every path answers 404, never the list', async (t) => {
      const { app, acme, globex } = await setup(t);
      const list = await createList(app, acme.headers, { name: 'Secret', lineItems: [{ productId: 'a' }] });
      const url = `/store-api/product-lists/${list.id}`;
      expectError(await detail(app, globex.headers, list.id), 404, 'PRODUCT_LIST__NOT_FOUND');
      expectError(await app.inject({ method: 'PATCH', url, headers: globex.headers, payload: { name: 'x' } }), 404, 'PRODUCT_LIST__NOT_FOUND');
      expectError(await app.inject({ method: 'DELETE', url, headers: globex.headers, payload: { items: 'a' } }), 404, 'PRODUCT_LIST__NOT_FOUND');
      expectError(await app.inject({ method: 'DELETE', url, headers: globex.headers }), 404, 'PRODUCT_LIST__NOT_FOUND');
      expectError(await app.inject({ method: 'POST', url: `${url}/duplicate`, headers: globex.headers }), 404, 'PRODUCT_LIST__NOT_FOUND');
      const search = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists',
        headers: globex.headers,
        payload: { ids: [list.id], 'total-count-mode': 'exact' },
      });
      assert.equal(search.json().total, 0);
      assert.equal((await detail(app, acme.headers, list.id)).json().name, 'Secret', 'still there, unchanged');
    });

    test('a deleted owner leaves the list to the organization: admins see it, ownerId null', async (t) => {
      const { app, acme } = await setup(t);
      const list = await createList(app, acme.memberHeaders, { name: 'Orphan' });
      assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/employee/${acme.memberId}`, headers: acme.headers })).statusCode, 204);
      const res = await detail(app, acme.headers, list.id);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().ownerId, null);
    });

    test('cached search answers follow every write: create, patch, remove items, remove product, duplicate, delete, owner deleted', async (t) => {
      const { app, acme, globex } = await setup(t);
      const body = { sort: [{ field: 'name' }], associations: { lineItems: {} }, 'total-count-mode': 'exact' };
      type Element = { name: string; ownerId: string | null; itemCount: number; lineItems: { productId: string }[] };
      // Asked twice each time: the second request is the one an answer cache would serve.
      const search = async (headers: Headers) => {
        const first = await app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: body });
        const second = await app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: body });
        assert.equal(second.statusCode, 200, second.body);
        assert.equal(second.body, first.body);
        assert.match(String(second.headers['content-type']), /^application\/json/);
        return (second.json().elements as Element[]).map(
          (list) =>
            `${list.name}:${list.ownerId === null ? 'nobody' : list.ownerId === acme.memberId ? 'member' : 'admin'}:${list.itemCount}:${list.lineItems.map((item) => item.productId).join('+')}`,
        );
      };
      assert.deepEqual(await search(acme.headers), []);
      const list = await createList(app, acme.memberHeaders, { name: 'B', lineItems: [{ productId: 'p1' }, { productId: 'p2' }, { productId: 'p3' }] });
      assert.deepEqual(await search(acme.headers), ['B:member:3:p1+p2+p3']);
      assert.deepEqual(await search(acme.memberHeaders), ['B:member:3:p1+p2+p3']);
      await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${list.id}`,
        headers: acme.memberHeaders,
        payload: { name: 'C', lineItems: [{ productId: 'p4' }] },
      });
      assert.deepEqual(await search(acme.headers), ['C:member:4:p1+p2+p3+p4']);
      await app.inject({ method: 'DELETE', url: `/store-api/product-lists/${list.id}`, headers: acme.memberHeaders, payload: { items: 'p1' } });
      assert.deepEqual(await search(acme.memberHeaders), ['C:member:3:p2+p3+p4']);
      await app.inject({ method: 'DELETE', url: `/store-api/product-lists/product/p2/${list.id}`, headers: acme.memberHeaders });
      assert.deepEqual(await search(acme.headers), ['C:member:2:p3+p4']);
      const copy = await app.inject({ method: 'POST', url: `/store-api/product-lists/${list.id}/duplicate`, headers: acme.headers, payload: { name: 'A' } });
      assert.equal(copy.statusCode, 201);
      assert.deepEqual(await search(acme.headers), ['A:admin:2:p3+p4', 'C:member:2:p3+p4']);
      assert.deepEqual(await search(acme.memberHeaders), ['C:member:2:p3+p4'], 'a member still sees only their own');
      assert.deepEqual(await search(globex.headers), [], 'another organization sees none of it');
      assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/product-lists/${copy.json().id}`, headers: acme.headers })).statusCode, 204);
      assert.deepEqual(await search(acme.headers), ['C:member:2:p3+p4']);
      assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/employee/${acme.memberId}`, headers: acme.headers })).statusCode, 204);
      assert.deepEqual(await search(acme.headers), ['C:nobody:2:p3+p4']);
      // A write that fails changes nothing, and the answer stays the same.
      expectError(
        await app.inject({
          method: 'PATCH',
          url: `/store-api/product-lists/${list.id}`,
          headers: { ...acme.headers, 'if-match': '"1"' },
          payload: { name: 'Z' },
        }),
        412,
        'REQUEST__PRECONDITION_FAILED',
      );
      assert.deepEqual(await search(acme.headers), ['C:nobody:2:p3+p4']);
    });

    test('search elements built in SQL answer exactly what the row path answers', async (t) => {
      const { app, acme } = await setup(t);
      // Names are single-line text; descriptions may break lines and carry tabs.
      const names = ['Ünïcödé "quoted" \\ back\\slash', 'right-to-left \u202eטקסט\u202c / combining e\u0301', 'emoji 🧰 list', 'plain', "it's"];
      for (const [index, name] of names.entries()) {
        await createList(app, index % 2 ? acme.memberHeaders : acme.headers, {
          name,
          description: index % 3 ? `d${index} </script>\nline\tbreak` : null,
          lineItems: Array.from({ length: index }, (_, item) => ({ productId: `P-${item}`, quantity: item + 1 })),
        });
      }
      const bodies: object[] = [
        {},
        { sort: [{ field: 'name' }], limit: 2, page: 2 },
        { sort: [{ field: 'itemCount', order: 'DESC' }], 'total-count-mode': 'exact' },
        { 'total-count-mode': 'next-pages', limit: 1 },
        { includes: { product_list: ['name', 'itemCount', 'ownerId'] } },
        { includes: { product_list_line_item: ['productId'] } },
        {
          term: 'list',
          aggregations: [
            { name: 'owners', type: 'terms', field: 'ownerId' },
            { name: 'items', type: 'sum', field: 'itemCount' },
          ],
        },
        { filter: [{ type: 'equals', field: 'description', value: null }] },
      ];
      for (const headers of [acme.headers, acme.memberHeaders]) {
        for (const body of bodies) {
          const fast = await app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: body });
          const rows = await app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: { ...body, associations: { lineItems: {} } } });
          assert.equal(fast.statusCode, 200, fast.body);
          assert.equal(rows.statusCode, 200, rows.body);
          const expected = rows.json();
          for (const element of expected.elements) delete element.lineItems;
          assert.deepEqual(fast.json(), expected, JSON.stringify(body));
          assert.deepEqual(Object.keys(fast.json().elements[0] ?? {}), Object.keys(expected.elements[0] ?? {}), 'fields in the same order');
        }
      }
      const { ProductList } = await import('../../../src/features/product-lists/product-list.schemas.js');
      const { ELEMENT_FIELDS } = await import('../../../src/features/product-lists/product-list.search.js');
      assert.deepEqual(
        ELEMENT_FIELDS.map(([field]) => field),
        Object.keys(ProductList.properties).filter((key) => key !== 'apiAlias' && key !== 'lineItems'),
        'every field of the schema, in its order',
      );
    });

    test('detail: line items built as JSON in SQL answer exactly what a write answers', async (t) => {
      const { app, acme } = await setup(t);
      const empty = await createList(app, acme.headers, { name: 'Empty "one"' });
      const emptyDetail = await detail(app, acme.headers, empty.id);
      assert.deepEqual(emptyDetail.json(), empty);
      assert.deepEqual(emptyDetail.json().lineItems, []);
      const list = await createList(app, acme.headers, {
        name: 'Full',
        lineItems: [{ productId: 'B', quantity: 3, note: 'Ünï "q" \\ 🧰\n' }, { productId: 'A' }],
      });
      const patched = await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${list.id}`,
        headers: acme.headers,
        payload: { lineItems: [{ productId: 'C', note: null }] },
      });
      assert.equal(patched.statusCode, 200);
      const read = await detail(app, acme.headers, list.id);
      assert.deepEqual(read.json(), patched.json());
      assert.deepEqual(Object.keys(read.json()), Object.keys(patched.json()), 'fields in the same order');
      assert.deepEqual(
        read.json().lineItems.map((item: object) => Object.keys(item)),
        patched.json().lineItems.map((item: object) => Object.keys(item)),
      );
      const { LineItem } = await import('../../../src/features/product-lists/product-list.schemas.js');
      const { LINE_ITEM_FIELDS } = await import('../../../src/features/product-lists/product-list.repository.js');
      // (customFields: built apart, only for items that have any.)
      assert.deepEqual(
        LINE_ITEM_FIELDS.map(([field]) => field),
        Object.keys(LineItem.properties).filter((key) => key !== 'apiAlias' && key !== 'customFields'),
      );
    });

    test('search answers are cached within ANSWER_CACHE_MIB, and 0 turns the cache off', async (t) => {
      for (const mib of [0, 1]) {
        const { app, acme } = await buildTestApp(t, dialect.name, { ANSWER_CACHE_MIB: mib });
        await createList(app, acme.headers, { name: 'One' });
        const ask = () => app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: { page: 1 } });
        const answers = [await ask(), await ask(), await ask()];
        assert.deepEqual(
          answers.map((res) => res.statusCode),
          [200, 200, 200],
        );
        assert.deepEqual(new Set(answers.map((res) => res.body)).size, 1);
        const { answerCacheOf } = await import('../../../src/platform/fast/answer-cache.js');
        assert.equal(answerCacheOf(app).size.entries, mib === 0 ? 0 : 1);
      }
    });

    test('search: filters, sort, paging, term, includes, associations, aggregations, total modes', async (t) => {
      const { app, acme } = await setup(t);
      for (const [name, items] of [
        ['Alpha', 1],
        ['beta', 3],
        ['Gamma', 0],
        ['delta', 2],
      ] as const) {
        await createList(app, acme.headers, {
          name,
          description: `${name} list`,
          lineItems: Array.from({ length: items }, (_, index) => ({ productId: `${name}-${index}`, quantity: 2 })),
        });
      }
      const search = async (payload: unknown) => {
        const res = await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: payload as object });
        assert.equal(res.statusCode, 200, res.body);
        return res.json();
      };
      const all = await search({ sort: [{ field: 'itemCount', order: 'DESC' }], 'total-count-mode': 'exact' });
      assert.equal(all.apiAlias, 'dal_entity_search_result');
      assert.equal(all.entity, 'product_list');
      assert.equal(all.total, 4);
      assert.deepEqual(
        all.elements.map((list: { name: string }) => list.name),
        ['beta', 'delta', 'Alpha', 'Gamma'],
      );
      assert.equal(all.elements[0].lineItems, undefined, 'no line items unless asked');

      const page = await search({ sort: [{ field: 'itemCount', order: 'DESC' }], limit: 2, page: 2, 'total-count-mode': 'exact' });
      assert.deepEqual([page.page, page.limit, page.total], [2, 2, 4]);
      assert.deepEqual(
        page.elements.map((list: { name: string }) => list.name),
        ['Alpha', 'Gamma'],
      );

      const filtered = await search({
        filter: [
          { type: 'range', field: 'itemCount', parameters: { gte: 1, lt: 3 } },
          { type: 'equals', field: 'ownerId', value: acme.adminId },
        ],
        sort: [{ field: 'name' }],
      });
      assert.deepEqual(
        filtered.elements.map((list: { name: string }) => list.name),
        ['Alpha', 'delta'],
      );

      const term = await search({ term: 'ALPH' });
      assert.deepEqual(
        term.elements.map((list: { name: string }) => list.name),
        ['Alpha'],
      );

      const shaped = await search({
        term: 'beta',
        includes: { product_list: ['id', 'name', 'lineItems'], product_list_line_item: ['productId'] },
        associations: { lineItems: {} },
      });
      assert.deepEqual(Object.keys(shaped.elements[0]).sort(), ['apiAlias', 'id', 'lineItems', 'name']);
      assert.deepEqual(
        shaped.elements[0].lineItems,
        ['beta-0', 'beta-1', 'beta-2'].map((productId) => ({ apiAlias: 'product_list_line_item', productId })),
      );

      const aggregated = await search({
        limit: 1,
        aggregations: [
          { name: 'items', type: 'sum', field: 'itemCount' },
          { name: 'most', type: 'max', field: 'totalQuantity' },
        ],
      });
      assert.equal(aggregated.aggregations.items.sum, 6);
      assert.equal(aggregated.aggregations.most.max, 6);
      assert.equal(aggregated.total, 1, 'total-count-mode none: the elements returned');

      const nextPages = await search({ limit: 1, 'total-count-mode': 'next-pages' });
      assert.equal(nextPages.total, 4);
    });

    test('search: undocumented fields and bad criteria are a 400 naming them', async (t) => {
      const { app, acme } = await setup(t);
      const bad = async (payload: unknown, pointer: string) =>
        expectError(
          await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: payload as object }),
          400,
          'CRITERIA__INVALID',
          pointer,
        );
      await bad({ filter: [{ type: 'equals', field: 'organizationId', value: 'x' }] }, '/filter/0/field');
      await bad({ sort: [{ field: 'description' }] }, '/sort/0/field');
      await bad({ limit: 501 }, '/limit');
      await bad({ page: 0 }, '/page');
      await bad({ filter: [{ type: 'fuzzy', field: 'name', value: 'x' }] }, '/filter/0/type');
      await bad({ associations: { owner: {} } }, '/associations/owner');
      await bad({ 'total-count-mode': 'maybe' }, '/total-count-mode');
      const notObject = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists',
        payload: '[1,2]',
        headers: { ...acme.headers, 'content-type': 'application/json' },
      });
      expectError(notObject, 400, 'CRITERIA__INVALID');
    });

    test('guards: no access key 401, no session 401, unknown list ids 404', async (t) => {
      const { app, acme } = await setup(t);
      const list = await createList(app, acme.headers, { name: 'L' });
      expectError(await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${list.id}` }), 401, 'AUTH__ACCESS_KEY_INVALID');
      expectError(
        await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${list.id}`, headers: { 'sw-access-key': acme.headers['sw-access-key']! } }),
        401,
        'AUTH__CONTEXT_TOKEN_INVALID',
      );
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/product-lists/create',
          headers: { 'sw-access-key': acme.headers['sw-access-key']! },
          payload: { name: 'x' },
        }),
        401,
        'AUTH__CONTEXT_TOKEN_INVALID',
      );
      for (const id of ['nope', '0'.repeat(32), 'ABCDEF'.repeat(6), '%E0%A4%A']) {
        const res = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.headers });
        assert.ok(res.statusCode === 404 || res.statusCode === 400, `${id}: ${res.statusCode}`);
        assert.ok(Array.isArray(res.json().errors));
      }
      expectError(
        await app.inject({ method: 'PUT', url: `/store-api/product-lists/${list.id}`, headers: acme.headers, payload: {} }),
        405,
        'ROUTE__METHOD_NOT_ALLOWED',
      );
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/product-lists/create',
          headers: { ...acme.headers, 'content-type': 'text/plain' },
          payload: 'name',
        }),
        415,
        'REQUEST__UNSUPPORTED_MEDIA_TYPE',
      );
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/product-lists/create',
          headers: { ...acme.headers, 'content-type': 'application/json' },
          payload: '{"name": ',
        }),
        400,
        'REQUEST__MALFORMED_JSON',
      );
    });

    test('body over the limit is a 413', async (t) => {
      const { app, acme } = await setup(t, { BODY_LIMIT_BYTES: 2048 });
      const res = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: acme.headers,
        payload: { name: 'x', description: 'd'.repeat(4000) },
      });
      expectError(res, 413, 'REQUEST__BODY_TOO_LARGE');
    });
  });
}

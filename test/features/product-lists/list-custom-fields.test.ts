/**
 * Custom fields of lists (issue 26, item 2, lists): set on create, merged on PATCH (null removes a
 * key), hostile keys, values and sizes refused, history per key, copied by duplicate, and searched
 * as `customFields.<key>` with every filter, each value compared with values of its own kind.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import { buildTestApp, expectError } from '../../helpers/app.js';

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: custom fields of lists`, { skip: dialect.skip }, () => {
    test('set, merged, refused when hostile, in history, copied, and searched by every filter', async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name);
      const headers = acme.memberHeaders;
      const create = (name: string, customFields?: unknown, as = headers) =>
        app.inject({
          method: 'POST',
          url: '/store-api/product-lists/create',
          headers: as,
          payload: { name, ...(customFields !== undefined ? { customFields } : {}) },
        });

      const first = await create('Alpha', { costCenter: 'CC-1', budget: 1200, urgent: true, tags: ['winter', 'kitchen'], dueOn: '2026-12-01', dropped: null });
      assert.equal(first.statusCode, 201, first.body);
      assert.deepEqual(first.json().customFields, { costCenter: 'CC-1', budget: 1200, urgent: true, tags: ['winter', 'kitchen'], dueOn: '2026-12-01' });
      const second = (await create('Beta', { costCenter: 'CC-2', budget: '1200', urgent: false, tags: 'kitchen', dueOn: '2027-02-15' })).json();
      await create('Gamma', { budget: 99.5 });
      const plain = (await create('Delta')).json();
      assert.deepEqual(plain.customFields, {});
      (await create('Elsewhere', { costCenter: 'CC-1' }, globex.memberHeaders)).json();

      // Hostile keys, values and sizes: a 400 at the field, nothing stored.
      for (const [customFields, pointer] of [
        [{ 'Bad-Key': 1 }, '/customFields'],
        [{ '1st': 1 }, '/customFields'],
        [{ ['k'.repeat(65)]: 1 }, '/customFields'],
        [{ nested: { deeper: 1 } }, '/customFields/nested'],
        [{ list: [[1]] }, '/customFields/list'],
        [{ huge: 'x'.repeat(9000) }, '/customFields'],
        ['not an object', '/customFields'],
      ] as const) {
        const res = await create('Refused', customFields);
        assert.equal(res.statusCode, 400, `${JSON.stringify(customFields).slice(0, 60)}: ${res.body}`);
        assert.ok(
          res.json().errors.some((error: { source?: { pointer?: string } }) => error.source?.pointer?.startsWith(pointer)),
          res.body,
        );
      }

      // PATCH merges: a changed key, a removed one (null), a new one; the result must fit too.
      const patched = await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${first.json().id}`,
        headers,
        payload: { customFields: { budget: 1500, tags: null, approver: 'mia' } },
      });
      assert.equal(patched.statusCode, 200, patched.body);
      assert.deepEqual(patched.json().customFields, { costCenter: 'CC-1', budget: 1500, urgent: true, dueOn: '2026-12-01', approver: 'mia' });
      assert.equal(patched.json().version, first.json().version + 1);
      const big = Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`note${index}`, 'y'.repeat(900)]));
      expectError(
        await app.inject({ method: 'PATCH', url: `/store-api/product-lists/${first.json().id}`, headers, payload: { customFields: big } }),
        400,
        'VALIDATION__INVALID',
        '/customFields',
      );
      const unchanged = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${first.json().id}`, headers });
      assert.deepEqual([unchanged.json().version, unchanged.json().customFields.budget], [patched.json().version, 1500]);
      const history = (await app.inject({ method: 'GET', url: `/store-api/product-lists/${first.json().id}/history`, headers })).json().elements;
      assert.deepEqual(history[0].data.changes['customFields.budget'], { from: 1200, to: 1500 });
      assert.deepEqual(history[0].data.changes['customFields.tags'], { from: ['winter', 'kitchen'], to: null });
      assert.deepEqual(history[0].data.changes['customFields.approver'], { from: null, to: 'mia' });
      const copy = await app.inject({ method: 'POST', url: `/store-api/product-lists/${second.id}/duplicate`, headers, payload: {} });
      assert.deepEqual(copy.json().customFields, second.customFields);
      await app.inject({ method: 'DELETE', url: `/store-api/product-lists/${copy.json().id}`, headers });

      // Searches: each filter, a value meeting only values of its own kind.
      const search = (filter: unknown) =>
        app.inject({
          method: 'POST',
          url: '/store-api/product-lists',
          headers,
          payload: { filter: [filter], includes: { product_list: ['name', 'customFields'] } },
        });
      const names = async (filter: unknown) => {
        const res = await search(filter);
        assert.equal(res.statusCode, 200, res.body);
        return res
          .json()
          .elements.map((list: { name: string }) => list.name)
          .sort();
      };
      assert.deepEqual(await names({ type: 'equals', field: 'customFields.costCenter', value: 'CC-1' }), ['Alpha']);
      assert.deepEqual(await names({ type: 'equals', field: 'customFields.budget', value: 1500 }), ['Alpha']);
      assert.deepEqual(await names({ type: 'equals', field: 'customFields.budget', value: '1200' }), ['Beta']);
      assert.deepEqual(await names({ type: 'equals', field: 'customFields.budget', value: 99.5 }), ['Gamma']);
      assert.deepEqual(await names({ type: 'equals', field: 'customFields.urgent', value: true }), ['Alpha']);
      assert.deepEqual(await names({ type: 'equals', field: 'customFields.urgent', value: false }), ['Beta']);
      assert.deepEqual(await names({ type: 'equals', field: 'customFields.tags', value: 'kitchen' }), ['Beta']);
      assert.deepEqual(await names({ type: 'equals', field: 'customFields.costCenter', value: null }), ['Delta', 'Gamma']);
      assert.deepEqual(await names({ type: 'equalsAny', field: 'customFields.costCenter', value: ['CC-2', null] }), ['Beta', 'Delta', 'Gamma']);
      assert.deepEqual(await names({ type: 'range', field: 'customFields.budget', parameters: { gte: 100, lte: 2000 } }), ['Alpha']);
      assert.deepEqual(await names({ type: 'range', field: 'customFields.budget', parameters: { lt: 1000 } }), ['Gamma']);
      assert.deepEqual(await names({ type: 'range', field: 'customFields.dueOn', parameters: { gte: '2027-01-01' } }), ['Beta']);
      assert.deepEqual(await names({ type: 'contains', field: 'customFields.costCenter', value: 'cc-' }), ['Alpha', 'Beta']);
      assert.deepEqual(await names({ type: 'prefix', field: 'customFields.approver', value: 'MI' }), ['Alpha']);
      assert.deepEqual(await names({ type: 'prefix', field: 'customFields.budget', value: '12' }), ['Beta']);
      assert.deepEqual(await names({ type: 'not', operator: 'and', queries: [{ type: 'equals', field: 'customFields.costCenter', value: 'CC-1' }] }), [
        'Beta',
        'Delta',
        'Gamma',
      ]);
      const found = (await search({ type: 'equals', field: 'customFields.costCenter', value: 'CC-2' })).json().elements[0];
      assert.deepEqual(found.customFields, second.customFields);

      // What a search of custom fields refuses.
      expectError(await search({ type: 'range', field: 'customFields.budget', parameters: { gte: 1, lte: 'z' } }), 400, 'CRITERIA__INVALID');
      expectError(await search({ type: 'equals', field: 'customFields.Bad-Key', value: 1 }), 400, 'CRITERIA__INVALID');
      expectError(await search({ type: 'range', field: 'customFields.urgent', parameters: { gte: true } }), 400, 'CRITERIA__INVALID');
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: { sort: [{ field: 'customFields.Bad-Key', order: 'ASC' }] } }),
        400,
        'CRITERIA__INVALID',
      );

      // Sorted by a custom field: without the key, then numbers as numbers (99.5 before 1500), then texts; descending the reverse.
      const sortedNames = async (order: 'ASC' | 'DESC', page = 1, limit = 10) => {
        const res = await app.inject({
          method: 'POST',
          url: '/store-api/product-lists',
          headers,
          payload: { sort: [{ field: 'customFields.budget', order }], page, limit, includes: { product_list: ['name'] } },
        });
        assert.equal(res.statusCode, 200, res.body);
        return res.json().elements.map((list: { name: string }) => list.name);
      };
      assert.deepEqual(await sortedNames('ASC'), ['Delta', 'Gamma', 'Alpha', 'Beta']);
      assert.deepEqual(await sortedNames('DESC'), ['Beta', 'Alpha', 'Gamma', 'Delta']);
      // Page by page, the same order (asked twice: the second time a page may start from a remembered anchor).
      for (const order of ['ASC', 'DESC'] as const) {
        for (let round = 0; round < 2; round += 1) {
          const pages = [];
          for (let page = 1; page <= 4; page += 1) pages.push(...(await sortedNames(order, page, 1)));
          assert.deepEqual(pages, await sortedNames(order));
        }
      }
      // With a filter, and text as the second sort field.
      const filtered = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists',
        headers,
        payload: {
          filter: [{ type: 'range', field: 'customFields.budget', parameters: { gte: 0 } }],
          sort: 'customFields.budget,name',
          includes: { product_list: ['name'] },
        },
      });
      assert.equal(filtered.statusCode, 200, filtered.body);
      assert.deepEqual(
        filtered.json().elements.map((list: { name: string }) => list.name),
        ['Gamma', 'Alpha'],
      );
      // The admin's search (the organization's lists, not a member's own and shared ones) sorts the same way.
      const adminSorted = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists',
        headers: acme.headers,
        payload: { sort: [{ field: 'customFields.budget', order: 'DESC' }], includes: { product_list: ['name'] } },
      });
      assert.equal(adminSorted.statusCode, 200, adminSorted.body);
      assert.deepEqual(
        adminSorted.json().elements.map((list: { name: string }) => list.name),
        await sortedNames('DESC'),
      );
    });
  });
}

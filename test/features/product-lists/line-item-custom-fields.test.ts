/**
 * Custom fields of line items (issue 26, item 2): set with the items of a create, merged by PATCH's
 * upsert in the database (null removes a key; the merged object must fit), in history, copied by
 * duplicate, carried by transfers (merged into the target's item), in CSV columns both ways (export
 * reads back as written) and in the JSON export.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import { buildTestApp, expectError } from '../../helpers/app.js';

type Item = { productId: string; quantity: number; note?: string | null; customFields?: Record<string, unknown> };
/** Each item's custom fields ({} for an item without: the answer leaves the key out). */
const fieldsOf = (items: Item[]) => Object.fromEntries(items.map((item) => [item.productId, item.customFields ?? {}]));

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: line-item custom fields`, { skip: dialect.skip }, () => {
    test('create, PATCH merge, limits, history, duplicate, transfer, CSV and JSON export and import', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const headers = acme.headers;
      const created = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers,
        payload: { name: 'Fields', lineItems: [{ productId: 'P1', customFields: { shelf: 'B-12', batch: 7, tags: ['cold', 'heavy'] } }, { productId: 'P2' }] },
      });
      assert.equal(created.statusCode, 201, created.body);
      assert.deepEqual(fieldsOf(created.json().lineItems), { P1: { shelf: 'B-12', batch: 7, tags: ['cold', 'heavy'] }, P2: {} });
      const id = created.json().id as string;
      const detail = async () => {
        const res = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers });
        assert.equal(res.statusCode, 200, res.body);
        return res.json() as { version: number; lineItems: Item[] };
      };
      assert.deepEqual(fieldsOf((await detail()).lineItems), { P1: { shelf: 'B-12', batch: 7, tags: ['cold', 'heavy'] }, P2: {} });

      // PATCH merges into the item's fields (the database merges; null removes); a new item gets them as given, nulls dropped.
      const patched = await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${id}`,
        headers,
        payload: {
          lineItems: [
            { productId: 'P1', customFields: { batch: 8, tags: null, checked: true } },
            { productId: 'P3', quantity: 2, customFields: { shelf: 'A-1', gone: null } },
          ],
        },
      });
      assert.equal(patched.statusCode, 200, patched.body);
      assert.deepEqual(fieldsOf(patched.json().lineItems), { P1: { shelf: 'B-12', batch: 8, checked: true }, P2: {}, P3: { shelf: 'A-1' } });
      const history = (await app.inject({ method: 'GET', url: `/store-api/product-lists/${id}/history`, headers })).json().elements[0];
      assert.deepEqual(history.data.changes['lineItems.P1'], {
        from: { quantity: 1, note: null, customFields: { shelf: 'B-12', batch: 7, tags: ['cold', 'heavy'] } },
        to: { quantity: 1, note: null, customFields: { shelf: 'B-12', batch: 8, checked: true } },
      });
      assert.deepEqual(history.data.changes['lineItems.P3'], { from: null, to: { quantity: 2, note: null, customFields: { shelf: 'A-1' } } });
      // Removing the last key leaves {}; a quantity-only change leaves the fields alone.
      const cleared = await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${id}`,
        headers,
        payload: {
          lineItems: [
            { productId: 'P3', customFields: { shelf: null } },
            { productId: 'P1', quantity: 5 },
          ],
        },
      });
      assert.deepEqual(fieldsOf(cleared.json().lineItems), { P1: { shelf: 'B-12', batch: 8, checked: true }, P2: {}, P3: {} });

      // Refused: a bad key at its pointer, and a merge that would not fit (nothing changes).
      const version = (await detail()).version;
      expectError(
        await app.inject({
          method: 'PATCH',
          url: `/store-api/product-lists/${id}`,
          headers,
          payload: { lineItems: [{ productId: 'P1', customFields: { 'Bad-Key': 1 } }] },
        }),
        400,
        'VALIDATION__INVALID',
        '/lineItems/0/customFields/Bad-Key',
      );
      for (const key of ['a', 'b']) {
        const res = await app.inject({
          method: 'PATCH',
          url: `/store-api/product-lists/${id}`,
          headers,
          payload: { lineItems: [{ productId: 'P2', customFields: { [key]: 'x'.repeat(5000) } }] },
        });
        if (key === 'a') assert.equal(res.statusCode, 200, res.body);
        else expectError(res, 400, 'VALIDATION__INVALID', '/lineItems/0/customFields');
      }
      const afterRefusal = await detail();
      assert.equal(afterRefusal.version, version + 1);
      assert.deepEqual(Object.keys(fieldsOf(afterRefusal.lineItems).P2!), ['a']);
      await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${id}`,
        headers,
        payload: { lineItems: [{ productId: 'P2', customFields: { a: null } }] },
      });

      // Duplicate copies them; a transfer carries them, merged into the target's item (the source's win).
      const copy = await app.inject({ method: 'POST', url: `/store-api/product-lists/${id}/duplicate`, headers, payload: {} });
      assert.equal(copy.statusCode, 201, copy.body);
      assert.deepEqual(fieldsOf(copy.json().lineItems).P1, { shelf: 'B-12', batch: 8, checked: true });
      const target = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers,
        payload: { name: 'Target', lineItems: [{ productId: 'P1', customFields: { shelf: 'Z-9', mine: 'yes' } }] },
      });
      const moved = await app.inject({
        method: 'POST',
        url: `/store-api/product-lists/${copy.json().id}/transfer`,
        headers,
        payload: { targetId: target.json().id, mode: 'move' },
      });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.deepEqual(fieldsOf(moved.json().target.lineItems), { P1: { shelf: 'B-12', mine: 'yes', batch: 8, checked: true }, P2: {}, P3: {} });
      // The history's `to` side of every item written is the item as answered (merged fields included).
      const historyMatches = async (list: { id: string; lineItems: Item[] }, productIds: string[]) => {
        const changes = (await app.inject({ method: 'GET', url: `/store-api/product-lists/${list.id}/history`, headers })).json().elements[0].data.changes;
        for (const productId of productIds) {
          const item = list.lineItems.find((candidate) => candidate.productId === productId)!;
          const fields = item.customFields ?? {};
          assert.deepEqual(
            changes[`lineItems.${productId}`]?.to,
            { quantity: item.quantity, note: item.note, ...(Object.keys(fields).length > 0 ? { customFields: fields } : {}) },
            productId,
          );
        }
      };
      await historyMatches(moved.json().target, ['P1', 'P2', 'P3']);

      // Export: a column per key; text that would read as JSON is written as a JSON string, so it reads back as text.
      await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${id}`,
        headers,
        payload: { lineItems: [{ productId: 'P2', customFields: { shelf: '42', code: '007' } }] },
      });
      const csv = await app.inject({ method: 'GET', url: `/store-api/product-lists/${id}/export`, headers });
      assert.equal(csv.statusCode, 200, csv.body);
      const lines = csv.body.split('\r\n');
      assert.equal(lines[0], 'productId,quantity,note,customFields.batch,customFields.checked,customFields.code,customFields.shelf');
      assert.equal(lines[1], 'P1,5,,8,true,,B-12');
      assert.equal(lines[2], 'P2,1,,,,007,"""42"""');
      const json = await app.inject({ method: 'GET', url: `/store-api/product-lists/${id}/export`, headers: { ...headers, accept: 'application/json' } });
      assert.deepEqual(json.json().rows[1].customFields, { shelf: '42', code: '007' });
      assert.equal('customFields' in created.json().lineItems[1], false, 'an item without custom fields leaves the key out');
      // The export imported into an empty list (replace) gives the same fields.
      const empty = await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers, payload: { name: 'Empty' } });
      const replaced = await app.inject({
        method: 'POST',
        url: `/store-api/product-lists/${empty.json().id}/import?mode=replace`,
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: csv.body,
      });
      assert.equal(replaced.statusCode, 200, replaced.body);
      assert.deepEqual(fieldsOf(replaced.json().lineItems), fieldsOf((await detail()).lineItems));
      // Merge: empty cells leave a key, null removes it, JSON cells are values.
      const merged = await app.inject({
        method: 'POST',
        url: `/store-api/product-lists/${empty.json().id}/import`,
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: 'productId,customFields.batch,customFields.shelf\nP1,null,\nP2,"[1,2]",C-3\n',
      });
      assert.equal(merged.statusCode, 200, merged.body);
      assert.deepEqual(fieldsOf(merged.json().lineItems).P1, { shelf: 'B-12', checked: true });
      assert.deepEqual(fieldsOf(merged.json().lineItems).P2, { shelf: 'C-3', code: '007', batch: [1, 2] });
      await historyMatches(merged.json(), ['P1', 'P2']);
      // A removed item's history names the fields it had.
      assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/product-lists/product/P1/${id}`, headers })).statusCode, 204);
      const removal = (await app.inject({ method: 'GET', url: `/store-api/product-lists/${id}/history`, headers })).json().elements[0];
      assert.deepEqual(removal.data.changes['lineItems.P1'], {
        from: { quantity: 5, note: null, customFields: { shelf: 'B-12', batch: 8, checked: true } },
        to: null,
      });
      const nested = await app.inject({
        method: 'POST',
        url: `/store-api/product-lists/${empty.json().id}/import`,
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: 'productId,customFields.batch\nP1,[[1]]\n',
      });
      expectError(nested, 400, 'VALIDATION__INVALID', '/lines/2/customFields.batch');
    });
  });
}

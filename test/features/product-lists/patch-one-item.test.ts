import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildTestApp, expectError } from '../../helpers/app.js';
import { DIALECTS } from '../../helpers/dialects.js';
import { openSse, type SseStream } from '../../helpers/sse.js';

/**
 * A PATCH of one line item, the commonest write (issue 24): on PostgreSQL its upsert runs inside the
 * statement that finishes the write (product-list.write-statements.ts, finishListWrite with an upsert), so the
 * statement alone knows whether it added or updated the item. The answer, the history, the live
 * event and the limits must say what the write did, as for any other PATCH, on both databases.
 */
interface Item {
  productId: string;
  quantity: number;
  note: string | null;
  position: number;
  customFields?: Record<string, unknown>;
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: a PATCH of one line item`, { skip: dialect.skip }, () => {
    test('adds or updates as the answer, the history and the live event say; limits undo it; one statement less on PostgreSQL', async (t) => {
      // No webhook dispatcher: its poll would be counted among the statements.
      const setup = await buildTestApp(t, dialect.name, { PRODUCT_LIST_MAX_LINE_ITEMS: 3, WEBHOOK_CONCURRENCY: 0 });
      const { app, acme, database } = setup;
      const created = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: acme.headers,
        payload: { name: 'One at a time', lineItems: [{ productId: 'A', quantity: 2, customFields: { shelf: 'B-1', batch: 7 } }] },
      });
      assert.equal(created.statusCode, 201, created.body);
      const { id } = created.json();
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const streams: SseStream[] = [];
      t.after(() =>
        streams.forEach((stream) => {
          stream.close();
        }),
      );
      const stream = await openSse(`${base}/store-api/product-lists/${id}/events`, acme.headers);
      streams.push(stream);
      assert.equal((await stream.next())?.event, 'ready');
      const patch = (payload: Record<string, unknown>) =>
        app.inject({ method: 'PATCH', url: `/store-api/product-lists/${id}`, headers: acme.headers, payload });
      const detail = async () => (await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.headers })).json();
      const lastHistory = async () =>
        (await app.inject({ method: 'GET', url: `/store-api/product-lists/${id}/history`, headers: acme.headers })).json().elements[0];
      const items = (list: { lineItems: Item[] }) =>
        list.lineItems.map((item) => [item.position, item.productId, item.quantity, item.note, item.customFields ?? {}]);

      // A new product: added at the end; counts and total as the detail read answers them.
      const added = await patch({ lineItems: [{ productId: 'B', quantity: 3, note: 'blue' }] });
      assert.equal(added.statusCode, 200, added.body);
      assert.deepEqual(items(added.json()), [
        [1, 'A', 2, null, { shelf: 'B-1', batch: 7 }],
        [2, 'B', 3, 'blue', {}],
      ]);
      assert.deepEqual([added.json().version, added.json().itemCount, added.json().totalQuantity], [2, 2, 5]);
      assert.deepEqual(added.json(), await detail());
      assert.deepEqual((await lastHistory()).data.changes, { 'lineItems.B': { from: null, to: { quantity: 3, note: 'blue' } } });
      const addedEvent = JSON.parse((await stream.next())!.data);
      assert.deepEqual([addedEvent.version, addedEvent.changes, addedEvent.items], [2, ['items.added'], { added: ['B'], changed: [], removed: [] }]);

      // An existing one: updated in place (custom fields merged, a note kept), with a rename in the same PATCH.
      const updated = await patch({ name: 'Renamed', lineItems: [{ productId: 'A', quantity: 5, customFields: { batch: 8, shelf: null, checked: true } }] });
      assert.equal(updated.statusCode, 200, updated.body);
      assert.deepEqual(items(updated.json()), [
        [1, 'A', 5, null, { batch: 8, checked: true }],
        [2, 'B', 3, 'blue', {}],
      ]);
      assert.deepEqual([updated.json().name, updated.json().version, updated.json().itemCount, updated.json().totalQuantity], ['Renamed', 3, 2, 8]);
      assert.deepEqual(updated.json(), await detail());
      assert.deepEqual((await lastHistory()).data.changes, {
        name: { from: 'One at a time', to: 'Renamed' },
        'lineItems.A': {
          from: { quantity: 2, note: null, customFields: { shelf: 'B-1', batch: 7 } },
          to: { quantity: 5, note: null, customFields: { batch: 8, checked: true } },
        },
      });
      const updatedEvent = JSON.parse((await stream.next())!.data);
      assert.deepEqual(
        [updatedEvent.version, updatedEvent.changes, updatedEvent.items],
        [3, ['items.changed', 'renamed'], { added: [], changed: ['A'], removed: [] }],
      );

      // Limits undo the whole write: the list's item limit (3 here), and custom fields past their size.
      assert.equal((await patch({ lineItems: [{ productId: 'C' }] })).statusCode, 200);
      expectError(await patch({ name: 'Never', lineItems: [{ productId: 'D' }] }), 400, 'PRODUCT_LIST__TOO_MANY_LINE_ITEMS');
      const big = await patch({ lineItems: [{ productId: 'A', customFields: { f1: 'x'.repeat(3000), f2: 'y'.repeat(3000) } }] });
      assert.equal(big.statusCode, 200, big.body);
      // Each part fits; merged into the item's they would not.
      expectError(
        await patch({ lineItems: [{ productId: 'A', customFields: { f3: 'z'.repeat(3000) } }] }),
        400,
        'VALIDATION__INVALID',
        '/lineItems/0/customFields',
      );
      const after = await detail();
      assert.deepEqual([after.name, after.version, after.itemCount, items(after).map((item) => item[1])], ['Renamed', 5, 3, ['A', 'B', 'C']]);
      assert.deepEqual(Object.keys(after.lineItems[0].customFields).sort(), ['batch', 'checked', 'f1', 'f2']);
      assert.deepEqual([JSON.parse((await stream.next())!.data).version, JSON.parse((await stream.next())!.data).version], [4, 5]);

      // Statements: a PATCH of two items runs one upsert more than a PATCH of one on both databases
      // (SQLite reads each item before its upsert); on PostgreSQL the one item's upsert is inside the
      // finishing statement, so the difference is two statements there too.
      const count = async (payload: Record<string, unknown>) => {
        const before = database.stats.statements;
        assert.equal((await patch(payload)).statusCode, 200);
        return database.stats.statements - before;
      };
      const one = await count({ lineItems: [{ productId: 'A', quantity: 6 }] });
      const two = await count({
        lineItems: [
          { productId: 'A', quantity: 7 },
          { productId: 'B', quantity: 4 },
        ],
      });
      assert.equal(two - one, 2, `one item: ${one} statements, two items: ${two}`);
    });
  });
}

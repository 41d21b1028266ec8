import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createAPIClient } from '@shopware/api-client';
import { DIALECTS } from '../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp } from '../helpers/app.js';

// Shopware's own JavaScript client, over a real socket: the conventions (headers, context token
// taken from the answer, JSON bodies, paths) must be the ones it speaks.
for (const dialect of DIALECTS) {
  describe(`${dialect.name}: @shopware/api-client`, { skip: dialect.skip }, () => {
    test('logs in and works with product lists', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      // Any operation name and path: the client's types are Shopware's, the protocol is what counts here.
      // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
      const client = createAPIClient<any>({ baseURL: `${address}/store-api`, accessToken: ACCESS_KEY });
      let contextToken: string | undefined;
      client.hook('onContextChanged', (token: string) => {
        contextToken = token;
      });

      const login = await client.invoke('loginCustomer post /account/login', { body: { username: acme.memberEmail, password: acme.memberPassword } });
      assert.equal(login.status, 200);
      assert.ok(contextToken, 'the client took the context token from the answer');

      const created = await client.invoke('createProductList post /product-lists/create', {
        body: { name: 'From the client', lineItems: [{ productId: 'SKU-1', quantity: 2 }] },
      });
      assert.equal(created.status, 201);
      const id = created.data.id as string;

      const patched = await client.invoke('updateProductList patch /product-lists/{id}', {
        pathParams: { id },
        body: { lineItems: [{ productId: 'SKU-2', quantity: 1 }] },
      });
      assert.equal(patched.data.itemCount, 2);

      const found = await client.invoke('readProductLists post /product-lists', { body: { limit: 5, associations: { lineItems: {} } } });
      assert.equal(found.data.apiAlias, 'dal_entity_search_result');
      assert.deepEqual(
        found.data.elements.map((list: { id: string }) => list.id),
        [id],
      );

      const detail = await client.invoke('readProductList get /product-lists/detail/{id}', { pathParams: { id } });
      assert.deepEqual(
        detail.data.lineItems.map((item: { productId: string }) => item.productId),
        ['SKU-1', 'SKU-2'],
      );

      const removed = await client.invoke('removeProduct delete /product-lists/product/{id}/{productListId}', {
        pathParams: { id: 'SKU-1', productListId: id },
      });
      assert.equal(removed.status, 204);

      await assert.rejects(
        client.invoke('readProductList get /product-lists/detail/{id}', { pathParams: { id: 'f'.repeat(32) } }),
        (error: { status?: number; details?: { errors?: { code: string }[] } }) => {
          assert.equal(error.status, 404);
          assert.equal(error.details?.errors?.[0]?.code, 'PRODUCT_LIST__NOT_FOUND');
          return true;
        },
      );

      const deleted = await client.invoke('deleteProductList delete /product-lists/{id}', { pathParams: { id } });
      assert.equal(deleted.status, 204);
      const logout = await client.invoke('logoutCustomer post /account/logout', {});
      assert.equal(logout.status, 204);
    });
  });
}

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { createDatabase } from '../src/db/database.js';
import { DatabaseInUseError } from '../src/db/sqlite-lock.js';
import { DIALECTS } from './dialects.js';
import { buildTestApp, expectError, login, ACCESS_KEY } from './helpers/app.js';

/**
 * Issue 11, item 3: an authenticated read costs at most one statement (session, visibility and
 * version together), and on SQLite, served by one process, none while nothing changed; what comes
 * from memory is exact: the very next read after a write sees it.
 */
for (const dialect of DIALECTS) {
  describe(`${dialect.name}: round trips of the hot reads`, { skip: dialect.skip }, () => {
    test('a cached detail read and a cached search are one statement each on PostgreSQL, none on SQLite', async (t) => {
      // No webhook dispatcher: its poll would be counted among the statements.
      const { app, database, acme } = await buildTestApp(t, dialect.name, { WEBHOOK_CONCURRENCY: 0 });
      const created = await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Counted', lineItems: [{ productId: 'A' }] } });
      const { id } = created.json();
      const detail = () => app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.headers });
      const search = () => app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: { limit: 5 } });
      for (let warm = 0; warm < 3; warm += 1) {
        assert.equal((await detail()).statusCode, 200);
        assert.equal((await search()).statusCode, 200);
      }
      const perRead = dialect.name === 'postgres' ? 1 : 0;
      for (const read of [detail, search]) {
        const before = database.stats.statements;
        for (let time = 0; time < 10; time += 1) assert.equal((await read()).statusCode, 200);
        assert.equal(database.stats.statements - before, 10 * perRead);
      }
      // Not cached yet: the detail read still takes one statement, the line items built inside it.
      const other = (await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Fresh', lineItems: [{ productId: 'B' }] } })).json();
      const before = database.stats.statements;
      const fresh = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${other.id}`, headers: acme.headers });
      assert.deepEqual(fresh.json().lineItems.map((item: { productId: string }) => item.productId), ['B']);
      assert.equal(database.stats.statements - before, 1);
    });

    test('reads answered from memory are exact: the next read after each write sees it', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const list = (await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.memberHeaders, payload: { name: 'Mine' } })).json();
      const read = (headers: Record<string, string>) => app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${list.id}`, headers });
      const searchNames = async (headers: Record<string, string>) => (await app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: {} })).json().elements.map((element: { name: string }) => element.name);
      for (let warm = 0; warm < 3; warm += 1) {
        await read(acme.memberHeaders);
        await read(acme.headers);
        await searchNames(acme.headers);
      }
      for (let round = 1; round <= 5; round += 1) {
        const patched = await app.inject({ method: 'PATCH', url: `/store-api/product-lists/${list.id}`, headers: acme.memberHeaders, payload: { name: `Mine ${round}` } });
        assert.equal((await read(acme.headers)).json().version, patched.json().version);
        assert.deepEqual(await searchNames(acme.headers), [`Mine ${round}`]);
      }
      // Demoting the admin takes list visibility away at the very next read.
      const other = await login(app, acme.adminEmail, acme.adminPassword);
      const otherHeaders = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': other };
      assert.equal((await read(otherHeaders)).statusCode, 200);
      const secondAdmin = await app.inject({ method: 'POST', url: '/store-api/employee', headers: acme.headers, payload: { id: 'second-admin', email: 'second@acme.example', role: 'admin', password: 'second-password-1' } });
      assert.equal(secondAdmin.statusCode, 201, secondAdmin.body);
      const secondHeaders = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(app, 'second-admin', 'second-password-1') };
      assert.equal((await app.inject({ method: 'PATCH', url: `/store-api/employee/${acme.adminId}`, headers: secondHeaders, payload: { role: 'member' } })).statusCode, 200);
      expectError(await read(otherHeaders), 404, 'PRODUCT_LIST__NOT_FOUND');
      // Deleting the list, and logging out, are seen at once too.
      assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/product-lists/${list.id}`, headers: acme.memberHeaders })).statusCode, 204);
      expectError(await read(secondHeaders), 404, 'PRODUCT_LIST__NOT_FOUND');
      assert.equal((await app.inject({ method: 'POST', url: '/store-api/account/logout', headers: secondHeaders })).statusCode, 204);
      expectError(await read(secondHeaders), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
    });
  });
}

test('sqlite: one process serves a database file; a second is refused until the first closes', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'store-api-lock-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const url = `sqlite:${join(dir, 'served.sqlite')}`;
  const first = createDatabase({ url, serving: true });
  assert.throws(() => createDatabase({ url, serving: true }), (error: unknown) => error instanceof DatabaseInUseError && /served by another process/.test(error.message));
  // Tools that only add rows (org create) may open it beside the service.
  const tool = createDatabase({ url });
  await tool.close();
  await first.close();
  const again = createDatabase({ url, serving: true });
  await again.close();
});

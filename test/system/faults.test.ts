import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { DIALECTS } from '../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError, login, TEST_CONFIG_OVERRIDES } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';
import { tcpProxy } from '../helpers/proxy.js';
import { buildApp } from '../../src/main/app.js';
import { loadConfig } from '../../src/kernel/config.js';
import { createDatabase } from '../../src/platform/db/database.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { createOrganization } from '../../src/features/organizations/organization.service.js';
import { ensureAccessKey } from '../../src/features/organizations/access-key.repository.js';

/** The databases reached over the network (each skipped with its reason where it is missing). */
const NETWORKED = DIALECTS.filter((dialect) => dialect.name !== 'sqlite');
const DEFAULT_PORT = { postgres: 5432, mysql: 3306, sqlite: 0 } as const;
const TITLE = { postgres: 'PostgreSQL', mysql: 'MariaDB', sqlite: 'SQLite' } as const;

describe('faults answered honestly', () => {
  for (const dialect of NETWORKED)
    test(`${TITLE[dialect.name]} out of reach under load: 503 SERVER__UNAVAILABLE with Retry-After, never a 500; back by itself`, {
      skip: dialect.skip,
    }, async (t) => {
      const direct = await createTestDatabase(dialect.name);
      t.after(() => direct.close());
      await migrateToLatest(direct.db);
      const target = new URL(direct.url);
      const proxy = await tcpProxy(t, target.hostname, Number(target.port || DEFAULT_PORT[dialect.name]));
      const proxied = new URL(direct.url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      const database = createDatabase({ url: proxied.toString(), poolSize: 4 });
      const app = await buildApp(loadConfig({}, { ...TEST_CONFIG_OVERRIDES, WEBHOOK_CONCURRENCY: 0 }), database, { logger: false });
      t.after(async () => {
        await app.close();
        await database.close();
      });
      await ensureAccessKey(database.db, ACCESS_KEY, 'tests');
      await createOrganization(app.writer, app.passwords, { name: 'Acme', adminEmail: 'admin@acme.example', adminPassword: 'admin-password-1' });
      const headers = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(app, 'admin@acme.example', 'admin-password-1') };
      const list = (await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers, payload: { name: 'Before' } })).json();

      await proxy.cut();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          app.inject(
            index % 2 === 0
              ? { method: 'PATCH', url: `/store-api/product-lists/${list.id}`, headers, payload: { lineItems: [{ productId: `P-${index}` }] } }
              : { method: 'POST', url: '/store-api/product-lists', headers, payload: {} },
          ),
        ),
      );
      for (const answer of answers) {
        // A session remembered in memory may still answer a read from its cache; nothing is a 500.
        assert.notEqual(answer.statusCode, 500, answer.body);
        if (answer.statusCode !== 200) {
          const error = expectError(answer, 503, 'SERVER__UNAVAILABLE');
          assert.equal(answer.headers['retry-after'], '5');
          assert.doesNotMatch(error.detail, /ECONN|select|insert/i);
        }
      }
      assert.ok(answers.some((answer) => answer.statusCode === 503));
      await proxy.restore();
      // Back by itself: the pool opens new connections.
      let back = 0;
      for (let attempt = 0; attempt < 50 && back === 0; attempt += 1) {
        const res = await app.inject({
          method: 'PATCH',
          url: `/store-api/product-lists/${list.id}`,
          headers,
          payload: { lineItems: [{ productId: 'P-after' }] },
        });
        if (res.statusCode === 200) back += 1;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.equal(back, 1, 'writes work again once the database is back');
    });

  test('SQLite storage full: writes answer 507 SERVER__INSUFFICIENT_STORAGE and change nothing, reads go on; back once space is freed', async (t) => {
    const { app, acme } = await buildTestApp(t, 'sqlite', { WEBHOOK_CONCURRENCY: 0 });
    const list = (await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Kept' } })).json();
    // The file may not grow past its size now: SQLite answers SQLITE_FULL, as on a full disk.
    const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(app.db);
    await sql.raw(`PRAGMA max_page_count = ${rows[0]!.page_count}`).execute(app.db);
    let full: Awaited<ReturnType<typeof app.inject>> | undefined;
    for (let index = 0; index < 200 && !full; index += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: acme.headers,
        payload: {
          name: `Filler ${index}`,
          description: 'x'.repeat(2000),
          lineItems: Array.from({ length: 100 }, (_, item) => ({ productId: `F-${index}-${item}`, note: 'n'.repeat(200) })),
        },
      });
      if (res.statusCode !== 201) full = res;
    }
    assert.ok(full, 'the database filled up');
    expectError(full, 507, 'SERVER__INSUFFICIENT_STORAGE');
    const patch = await app.inject({
      method: 'PATCH',
      url: `/store-api/product-lists/${list.id}`,
      headers: acme.headers,
      payload: {
        name: 'Changed',
        description: 'y'.repeat(2000),
        lineItems: Array.from({ length: 200 }, (_, index) => ({ productId: `Q-${index}`, note: 'z'.repeat(200) })),
      },
    });
    expectError(patch, 507, 'SERVER__INSUFFICIENT_STORAGE');
    const read = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${list.id}`, headers: acme.headers });
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().name, 'Kept', 'the refused write changed nothing');
    assert.equal((await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: {} })).statusCode, 200);
    await sql.raw('PRAGMA max_page_count = 1073741823').execute(app.db);
    const again = await app.inject({ method: 'PATCH', url: `/store-api/product-lists/${list.id}`, headers: acme.headers, payload: { name: 'Changed' } });
    assert.equal(again.statusCode, 200, again.body);
  });
});

import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import { sql } from 'kysely';
import { DIALECTS, skipOf } from '../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError, login, TEST_CONFIG_OVERRIDES } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';
import { tcpProxy } from '../helpers/proxy.js';
import { privateMariadb, privateMariadbMissing } from '../helpers/mariadb-server.js';
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

/** A fault of the database server: in effect from `begin()` until `end()`. */
interface Fault {
  begin(): Promise<void>;
  end(): Promise<void>;
}

/**
 * The service on the database at `url` under a steady load of writes and searches (eight clients,
 * bounded in time and count) while `fault` begins: every answer a 200 or a 503 with Retry-After,
 * never a 500, no driver text; once the fault ends, writes work again by themselves.
 */
async function answersHonestlyThrough(t: TestContext, url: string, fault: Fault): Promise<void> {
  const database = createDatabase({ url, poolSize: 4 });
  await migrateToLatest(database.db);
  const app = await buildApp(loadConfig({}, { ...TEST_CONFIG_OVERRIDES, WEBHOOK_CONCURRENCY: 0 }), database, {
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  t.after(async () => {
    await app.close();
    await database.close();
  });
  await ensureAccessKey(database.db, ACCESS_KEY, 'tests');
  await createOrganization(app.writer, app.passwords, { name: 'Acme', adminEmail: 'admin@acme.example', adminPassword: 'admin-password-1' });
  const headers = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(app, 'admin@acme.example', 'admin-password-1') };
  const list = (await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers, payload: { name: 'Before' } })).json();

  const answers: Awaited<ReturnType<typeof app.inject>>[] = [];
  let loading = true;
  let sent = 0;
  const client = async (clientIndex: number) => {
    while (loading && sent < 4000) {
      const index = sent++;
      answers.push(
        await app.inject(
          (index + clientIndex) % 2 === 0
            ? { method: 'PATCH', url: `/store-api/product-lists/${list.id}`, headers, payload: { lineItems: [{ productId: `P-${index % 50}` }] } }
            : { method: 'POST', url: '/store-api/product-lists', headers, payload: {} },
        ),
      );
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, (_, clientIndex) => client(clientIndex)));
  // The fault begins once the load is being served (at least 300 ms and 20 answers, at most 10 s
  // of waiting): on a machine busy with other tests the first answers of a server just started
  // can take longer than 300 ms, and a fault before any of them proves nothing.
  const loadStarted = Date.now();
  while (Date.now() - loadStarted < 10_000 && (Date.now() - loadStarted < 300 || answers.filter((answer) => answer.statusCode === 200).length < 20))
    await new Promise((resolve) => setTimeout(resolve, 20));
  await fault.begin();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  loading = false;
  await load;
  for (const answer of answers) {
    // A session remembered in memory may still answer a read from its cache; nothing is a 500.
    assert.notEqual(answer.statusCode, 500, answer.body);
    if (answer.statusCode !== 200) {
      const error = expectError(answer, 503, 'SERVER__UNAVAILABLE');
      assert.equal(answer.headers['retry-after'], '5');
      assert.doesNotMatch(error.detail, /ECONN|select|insert|shutdown/i);
    }
  }
  assert.ok(
    answers.some((answer) => answer.statusCode === 200),
    'the load was served before the fault',
  );
  assert.ok(
    answers.some((answer) => answer.statusCode === 503),
    'the fault was met',
  );
  await fault.end();
  // Back by itself: the pool opens new connections.
  let back = 0;
  for (let attempt = 0; attempt < 50 && back === 0; attempt += 1) {
    const res = await app.inject({ method: 'PATCH', url: `/store-api/product-lists/${list.id}`, headers, payload: { lineItems: [{ productId: 'P-after' }] } });
    if (res.statusCode === 200) back += 1;
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(back, 1, 'writes work again once the database is back');
}

describe('faults answered honestly', () => {
  for (const dialect of NETWORKED)
    test(`${TITLE[dialect.name]} out of reach under load (its connections cut): 503 SERVER__UNAVAILABLE with Retry-After, never a 500; back by itself`, {
      skip: dialect.skip,
    }, async (t) => {
      const direct = await createTestDatabase(dialect.name);
      t.after(() => direct.close());
      const target = new URL(direct.url);
      const proxy = await tcpProxy(t, target.hostname, Number(target.port || DEFAULT_PORT[dialect.name]));
      const proxied = new URL(direct.url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      await answersHonestlyThrough(t, proxied.toString(), { begin: proxy.cut, end: proxy.restore });
    });

  for (const signal of ['SIGTERM', 'SIGKILL'] as const)
    test(`MariaDB server stopped under load (${signal === 'SIGTERM' ? 'a clean shutdown' : 'killed'}), then started again: 503 SERVER__UNAVAILABLE with Retry-After, never a 500; back by itself`, {
      skip: skipOf('mysql') ?? privateMariadbMissing(),
    }, async (t) => {
      const server = await privateMariadb(t);
      await answersHonestlyThrough(t, server.url, { begin: () => server.stop(signal), end: server.start });
    });

  for (const dialect of NETWORKED)
    test(`${TITLE[dialect.name]}: a write that meets a conflict on every try answers 503 SERVER__UNAVAILABLE with Retry-After: 1 and changes nothing; the other writes go on`, {
      skip: dialect.skip,
    }, async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name, { WEBHOOK_CONCURRENCY: 0 });
      const list = (await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Kept' } })).json();
      // The server answers every new line item with the error of a lost race (a deadlock on
      // MariaDB, a serialization failure on PostgreSQL), as often as it is tried.
      const conflicts =
        dialect.name === 'mysql'
          ? [
              `create trigger line_items_conflict before insert on product_list_line_item for each row signal sqlstate '40001' set mysql_errno = 1213, message_text = 'Deadlock found when trying to get lock; try restarting transaction'`,
            ]
          : [
              `create function line_items_conflict() returns trigger language plpgsql as $$ begin raise exception 'could not serialize access' using errcode = 'serialization_failure'; end $$`,
              'create trigger line_items_conflict before insert on product_list_line_item for each row execute function line_items_conflict()',
            ];
      for (const statement of conflicts) await sql.raw(statement).execute(app.db);
      const triesBefore = app.writer.stats.conflicts;
      const [refused, beside] = await Promise.all([
        app.inject({
          method: 'PATCH',
          url: `/store-api/product-lists/${list.id}`,
          headers: acme.headers,
          payload: { name: 'Changed', lineItems: [{ productId: 'A-1' }] },
        }),
        app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Another' } }),
      ]);
      const error = expectError(refused, 503, 'SERVER__UNAVAILABLE');
      assert.equal(refused.headers['retry-after'], '1');
      assert.doesNotMatch(error.detail, /deadlock|serializ|insert/i);
      assert.ok(
        app.writer.stats.conflicts - triesBefore >= 4,
        `the writer ran it again before giving up: ${app.writer.stats.conflicts - triesBefore} conflicts`,
      );
      assert.equal(beside.statusCode, 201, 'a write beside it goes on');
      const read = (await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${list.id}`, headers: acme.headers })).json();
      assert.equal(read.name, 'Kept', 'the refused write changed nothing');
      assert.equal(read.version, list.version);
      await sql.raw('drop trigger line_items_conflict' + (dialect.name === 'mysql' ? '' : ' on product_list_line_item')).execute(app.db);
      const again = await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${list.id}`,
        headers: acme.headers,
        payload: { lineItems: [{ productId: 'A-1' }] },
      });
      assert.equal(again.statusCode, 200, again.body);
      assert.equal(again.json().version, list.version + 1);
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

  test('MariaDB table full (errno 1114, as InnoDB answers when its table space cannot grow): writes answer 507 SERVER__INSUFFICIENT_STORAGE and change nothing, reads and other writes go on; back once there is room', {
    skip: skipOf('mysql'),
  }, async (t) => {
    const { app, acme } = await buildTestApp(t, 'mysql', { WEBHOOK_CONCURRENCY: 0 });
    const list = (
      await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: acme.headers,
        payload: { name: 'Kept', lineItems: [{ productId: 'A-1' }] },
      })
    ).json();
    // The server itself answers every new line item with the error of a table that cannot grow
    // (ER_RECORD_FILE_FULL): filling a real table space would take the shared server down with it.
    await sql
      .raw(
        `create trigger line_items_full before insert on product_list_line_item for each row signal sqlstate 'HY000' set mysql_errno = 1114, message_text = 'The table ''product_list_line_item'' is full'`,
      )
      .execute(app.db);
    const created = await app.inject({
      method: 'POST',
      url: '/store-api/product-lists/create',
      headers: acme.headers,
      payload: { name: 'New', lineItems: [{ productId: 'B-1' }] },
    });
    expectError(created, 507, 'SERVER__INSUFFICIENT_STORAGE');
    const patch = await app.inject({
      method: 'PATCH',
      url: `/store-api/product-lists/${list.id}`,
      headers: acme.headers,
      payload: { name: 'Changed', lineItems: [{ productId: 'C-1', quantity: 2 }] },
    });
    expectError(patch, 507, 'SERVER__INSUFFICIENT_STORAGE');
    const read = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${list.id}`, headers: acme.headers });
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().name, 'Kept', 'the refused write changed nothing');
    assert.deepEqual(
      read.json().lineItems.map((item: { productId: string }) => item.productId),
      ['A-1'],
    );
    const search = (await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: {} })).json();
    assert.deepEqual(
      search.elements.map((element: { name: string }) => element.name),
      ['Kept'],
      'the refused create left no list',
    );
    const renamed = await app.inject({ method: 'PATCH', url: `/store-api/product-lists/${list.id}`, headers: acme.headers, payload: { name: 'Renamed' } });
    assert.equal(renamed.statusCode, 200, 'a write that adds no line item goes on');
    await sql.raw('drop trigger line_items_full').execute(app.db);
    const again = await app.inject({
      method: 'PATCH',
      url: `/store-api/product-lists/${list.id}`,
      headers: acme.headers,
      payload: { lineItems: [{ productId: 'C-1', quantity: 2 }] },
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().lineItems.length, 2);
  });
});

import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import pg from 'pg';
import { buildApp, type App } from '../../../src/main/app.js';
import { loadConfig } from '../../../src/kernel/config.js';
import { createDatabase, type DatabaseHandle } from '../../../src/platform/db/database.js';
import { migrateToLatest } from '../../../src/platform/db/migrate.js';
import { effectOfText } from '../../../src/platform/fast/pool-change-epochs.js';
import { createOrganization } from '../../../src/features/organizations/organization.service.js';
import { ensureAccessKey } from '../../../src/features/organizations/access-key.repository.js';
import { ACCESS_KEY, login, TEST_CONFIG_OVERRIDES } from '../../helpers/app.js';
import { skipOf, TEST_DATABASE_URL } from '../../helpers/dialects.js';

/**
 * PostgreSQL served by one instance alone (platform/db/pg-presence.ts): its cached reads run no
 * statement, and any other process that arrives to write (a second instance, a command) ends that
 * before its first statement, so no answer from memory misses a change.
 */

const FAST = { settleMs: 50, retryMs: 100 };

async function freshDatabase(t: TestContext): Promise<string> {
  const name = `store_api_presence_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  t.after(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function instance(t: TestContext, url: string, serving = true): Promise<{ database: DatabaseHandle; app: App }> {
  const database = createDatabase({ url, poolSize: 4, serving, presence: FAST });
  await migrateToLatest(database.db);
  const app = await buildApp(loadConfig({}, { ...TEST_CONFIG_OVERRIDES, WEBHOOK_CONCURRENCY: 0 }), database, { logger: false });
  const closeDatabase = database.close;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await closeDatabase();
  };
  t.after(close);
  return { database: Object.assign(database, { close }), app };
}

const aloneOf = (database: DatabaseHandle) => database.epochs?.servesAlone === true;

async function until(what: string, condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(`not within 15 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('PostgreSQL: one instance alone', { skip: skipOf('postgres') }, () => {
  test('answers cached reads from memory; a second instance, then a command that writes, end it before their first statement; it is alone again once they leave', async (t) => {
    const url = await freshDatabase(t);
    const a = await instance(t, url);
    await ensureAccessKey(a.database.db, ACCESS_KEY, 'tests');
    await createOrganization(a.app.writer, a.app.passwords, { name: 'Acme', adminEmail: 'admin@acme.example', adminPassword: 'admin-password-1' });
    const headers = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(a.app, 'admin@acme.example', 'admin-password-1') };
    const created = await a.app.inject({
      method: 'POST',
      url: '/store-api/product-lists/create',
      headers,
      payload: { name: 'Week', lineItems: [{ productId: 'A' }] },
    });
    assert.equal(created.statusCode, 201);
    const { id } = created.json();
    const detail = (app: App) => app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers });
    const search = (app: App) => app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: { limit: 5 } });
    const productsOf = async (app: App) => (await detail(app)).json().lineItems.map((item: { productId: string }) => item.productId);
    const statementsOfReads = async (app: App, database: DatabaseHandle) => {
      for (let warm = 0; warm < 2; warm += 1) {
        assert.equal((await detail(app)).statusCode, 200);
        assert.equal((await search(app)).statusCode, 200);
      }
      const before = database.stats.statements;
      for (let time = 0; time < 5; time += 1) {
        assert.equal((await detail(app)).statusCode, 200);
        assert.equal((await search(app)).statusCode, 200);
      }
      return database.stats.statements - before;
    };

    await until('A alone', () => aloneOf(a.database));
    assert.equal(await statementsOfReads(a.app, a.database), 0);
    // A write of its own is seen at once (the epochs moved with its commit).
    const patched = await a.app.inject({ method: 'PATCH', url: `/store-api/product-lists/${id}`, headers, payload: { lineItems: [{ productId: 'B' }] } });
    assert.equal(patched.statusCode, 200);
    assert.deepEqual(await productsOf(a.app), ['A', 'B']);

    // A second instance: its first statement waits until A has stopped answering from memory.
    const b = await instance(t, url);
    assert.equal(aloneOf(a.database), false);
    const viaB = await b.app.inject({ method: 'PATCH', url: `/store-api/product-lists/${id}`, headers, payload: { lineItems: [{ productId: 'C' }] } });
    assert.equal(viaB.statusCode, 200);
    assert.deepEqual(await productsOf(a.app), ['A', 'B', 'C']);
    assert.equal(await statementsOfReads(a.app, a.database), 10, 'one statement a read while not alone');
    const renamed = await b.app.inject({ method: 'PATCH', url: `/store-api/product-lists/${id}`, headers, payload: { name: 'Renamed by B' } });
    assert.equal(renamed.statusCode, 200);
    assert.equal((await detail(a.app)).json().name, 'Renamed by B');
    // Neither is alone while both serve, however long they wait.
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.equal(aloneOf(a.database) || aloneOf(b.database), false);

    // B leaves: one of them is alone again (A, the only one left), and reads from memory again.
    await b.database.close();
    await until('A alone again', () => aloneOf(a.database));
    assert.equal((await detail(a.app)).json().name, 'Renamed by B');
    assert.equal(await statementsOfReads(a.app, a.database), 0);

    // A command (not serving: it only writes) ends it too, before its first statement.
    const command = createDatabase({ url, poolSize: 1, presence: FAST });
    t.after(() => command.close());
    await command.db.updateTable('product_list').set({ name: 'Renamed by hand', version: 99 }).where('id', '=', id).execute();
    assert.equal(aloneOf(a.database), false);
    const answer = (await detail(a.app)).json();
    assert.equal(answer.name, 'Renamed by hand');
    assert.equal(answer.version, 99);
    // The session ended by the command: A's very next request with it is refused.
    await command.db.deleteFrom('session').execute();
    assert.equal((await detail(a.app)).statusCode, 401);
    await command.close();
    await until('A alone after the command', () => aloneOf(a.database));
  });

  test('the lock lost with its connection: answering from memory ends at once, and comes back with the lock', async (t) => {
    const url = await freshDatabase(t);
    const a = await instance(t, url);
    await until('A alone', () => aloneOf(a.database));
    const name = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    t.after(() => admin.end());
    const { rows } = await admin.query(
      "select pg_terminate_backend(l.pid) as ended from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = $1",
      [name],
    );
    assert.deepEqual(
      rows.map((row) => row.ended),
      [true],
    );
    await until('A not alone', () => !aloneOf(a.database));
    await until('A alone again', () => aloneOf(a.database));
    // And it serves, with the lock held again.
    const held = await admin.query(
      "select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = $1 and l.granted",
      [name],
    );
    assert.equal(held.rows[0].n, 1);
  });
});

describe('what a PostgreSQL statement changes', () => {
  test('writes by table (CTEs included), transaction control, and anything unknown as every group', () => {
    assert.equal(effectOfText('begin'), 'begin');
    assert.equal(effectOfText('start transaction isolation level serializable'), 'begin');
    assert.equal(effectOfText('commit'), 'end');
    assert.equal(effectOfText('rollback'), 'end');
    assert.deepEqual(effectOfText('rollback to savepoint "s1"'), []);
    assert.deepEqual(effectOfText('savepoint "s1"'), []);
    assert.deepEqual(effectOfText('select * from "product_list" where "id" = $1 for update'), []);
    assert.deepEqual(effectOfText('update "product_list" set "name" = $1 where "id" = $2'), ['lists']);
    assert.deepEqual(effectOfText('insert into "event" ("id") values ($1)'), []);
    assert.deepEqual(effectOfText('delete from "session" where "token_hash" = $1'), ['auth']);
    assert.deepEqual(
      [...(effectOfText('with "moved" as (update "product_list_revision" set "revision" = 1) insert into "session" ("id") values ($1)') as string[])].sort(),
      ['auth', 'revisions'],
    );
    assert.deepEqual(effectOfText('insert into "something_new" ("id") values ($1)'), ['auth', 'lists', 'revisions']);
    assert.deepEqual(effectOfText('create table "x" ("id" text)'), ['auth', 'lists', 'revisions']);
    assert.deepEqual(effectOfText('truncate "product_list"'), ['auth', 'lists', 'revisions']);
  });
});

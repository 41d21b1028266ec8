import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { createDatabase } from '../../../src/platform/db/database.js';
import { DatabaseInUseError } from '../../../src/platform/db/sqlite-lock.js';
import { untilServingAlone } from '../../helpers/database.js';
import { DIALECTS } from '../../helpers/dialects.js';
import { buildTestApp, expectError, login, ACCESS_KEY } from '../../helpers/app.js';

/**
 * Issue 11, item 3: an authenticated read costs at most one statement (session, visibility and
 * version together), and on SQLite served by one process, or PostgreSQL served by one instance
 * alone, none while nothing changed; what comes from memory is exact: the very next read after a
 * write sees it.
 */
for (const dialect of DIALECTS) {
  describe(`${dialect.name}: round trips of the hot reads`, { skip: dialect.skip }, () => {
    test('a cached detail read and a cached search are one statement each on MariaDB, none on SQLite or PostgreSQL served alone', async (t) => {
      // No webhook dispatcher: its poll would be counted among the statements.
      const { app, database, acme } = await buildTestApp(t, dialect.name, { WEBHOOK_CONCURRENCY: 0 });
      if (dialect.name === 'postgres') await untilServingAlone(database);
      const created = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: acme.headers,
        payload: { name: 'Counted', lineItems: [{ productId: 'A' }] },
      });
      const { id } = created.json();
      const detail = () => app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.headers });
      const search = () => app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: { limit: 5 } });
      for (let warm = 0; warm < 3; warm += 1) {
        assert.equal((await detail()).statusCode, 200);
        assert.equal((await search()).statusCode, 200);
      }
      const perRead = dialect.name === 'mysql' ? 1 : 0;
      for (const read of [detail, search]) {
        const before = database.stats.statements;
        for (let time = 0; time < 10; time += 1) assert.equal((await read()).statusCode, 200);
        assert.equal(database.stats.statements - before, 10 * perRead);
      }
      // Not cached yet: the detail read still takes one statement, the line items built inside it.
      const other = (
        await app.inject({
          method: 'POST',
          url: '/store-api/product-lists/create',
          headers: acme.headers,
          payload: { name: 'Fresh', lineItems: [{ productId: 'B' }] },
        })
      ).json();
      const before = database.stats.statements;
      const fresh = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${other.id}`, headers: acme.headers });
      assert.deepEqual(
        fresh.json().lineItems.map((item: { productId: string }) => item.productId),
        ['B'],
      );
      assert.equal(database.stats.statements - before, 1);
      // A search after a write is answered anew: the session with the revision, then the page.
      if (dialect.name !== 'sqlite') {
        const beforeSearch = database.stats.statements;
        const names = (await search()).json().elements.map((element: { name: string }) => element.name);
        assert.deepEqual(names, ['Counted', 'Fresh']);
        // MariaDB reads the page's ids and then their rows (PostgreSQL joins them in one: rowsWithPage).
        assert.equal(database.stats.statements - beforeSearch, dialect.name === 'postgres' ? 2 : 3);
      }
    });

    test('reads answered from memory are exact: the next read after each write sees it', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const list = (
        await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.memberHeaders, payload: { name: 'Mine' } })
      ).json();
      const read = (headers: Record<string, string>) => app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${list.id}`, headers });
      const searchNames = async (headers: Record<string, string>) =>
        (await app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: {} }))
          .json()
          .elements.map((element: { name: string }) => element.name);
      for (let warm = 0; warm < 3; warm += 1) {
        await read(acme.memberHeaders);
        await read(acme.headers);
        await searchNames(acme.headers);
      }
      for (let round = 1; round <= 5; round += 1) {
        const patched = await app.inject({
          method: 'PATCH',
          url: `/store-api/product-lists/${list.id}`,
          headers: acme.memberHeaders,
          payload: { name: `Mine ${round}` },
        });
        assert.equal((await read(acme.headers)).json().version, patched.json().version);
        assert.deepEqual(await searchNames(acme.headers), [`Mine ${round}`]);
      }
      // Demoting the admin takes list visibility away at the very next read.
      const other = await login(app, acme.adminEmail, acme.adminPassword);
      const otherHeaders = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': other };
      assert.equal((await read(otherHeaders)).statusCode, 200);
      const secondAdmin = await app.inject({
        method: 'POST',
        url: '/store-api/employee',
        headers: acme.headers,
        payload: { id: 'second-admin', email: 'second@acme.example', role: 'admin', password: 'second-password-1' },
      });
      assert.equal(secondAdmin.statusCode, 201, secondAdmin.body);
      const secondHeaders = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(app, 'second-admin', 'second-password-1') };
      assert.equal(
        (await app.inject({ method: 'PATCH', url: `/store-api/employee/${acme.adminId}`, headers: secondHeaders, payload: { role: 'member' } })).statusCode,
        200,
      );
      expectError(await read(otherHeaders), 404, 'PRODUCT_LIST__NOT_FOUND');
      // Deleting the list, and logging out, are seen at once too.
      assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/product-lists/${list.id}`, headers: acme.memberHeaders })).statusCode, 204);
      expectError(await read(secondHeaders), 404, 'PRODUCT_LIST__NOT_FOUND');
      assert.equal((await app.inject({ method: 'POST', url: '/store-api/account/logout', headers: secondHeaders })).statusCode, 204);
      expectError(await read(secondHeaders), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
    });
  });
}

test("sqlite: a write of one list keeps every other list's row and the sessions in memory; what it changed is read again", async (t) => {
  const { app, database, acme } = await buildTestApp(t, 'sqlite', { WEBHOOK_CONCURRENCY: 0 });
  const create = async (name: string) =>
    (
      await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name, lineItems: [{ productId: name }] } })
    ).json() as { id: string };
  const [written, untouched] = [await create('Written'), await create('Untouched')];
  // The member reads both through shares: their rows are remembered with the member's share.
  for (const list of [written, untouched]) {
    const shared = await app.inject({
      method: 'PUT',
      url: `/store-api/product-lists/${list.id}/shares`,
      headers: acme.headers,
      payload: { employees: [{ employeeId: acme.memberId, access: 'read' }] },
    });
    assert.equal(shared.statusCode, 200, shared.body);
  }
  const read = (list: { id: string }, headers = acme.memberHeaders) =>
    app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${list.id}`, headers });
  const statementsOf = async (list: { id: string }, headers = acme.memberHeaders) => {
    const before = database.stats.statements;
    const answer = await read(list, headers);
    return { answer, statements: database.stats.statements - before };
  };
  for (let warm = 0; warm < 3; warm += 1)
    for (const list of [written, untouched])
      for (const headers of [acme.headers, acme.memberHeaders]) assert.equal((await read(list, headers)).statusCode, 200);
  assert.equal((await statementsOf(untouched)).statements, 0);

  // A PATCH of one list: the other list's row and every session stay in memory.
  const patched = await app.inject({
    method: 'PATCH',
    url: `/store-api/product-lists/${written.id}`,
    headers: acme.headers,
    payload: { lineItems: [{ productId: 'Added' }] },
  });
  assert.equal(patched.statusCode, 200, patched.body);
  for (const headers of [acme.memberHeaders, acme.headers]) assert.equal((await statementsOf(untouched, headers)).statements, 0);
  const reread = await statementsOf(written);
  assert.equal(reread.statements, 1);
  assert.equal(reread.answer.json().version, patched.json().version);
  assert.deepEqual(
    reread.answer.json().lineItems.map((item: { productId: string }) => item.productId),
    ['Written', 'Added'],
  );

  // Taking the member's share of one list away: that list is gone for them at once, the other stays in memory.
  for (let warm = 0; warm < 2; warm += 1) assert.equal((await read(written)).statusCode, 200);
  assert.equal((await statementsOf(written)).statements, 0);
  assert.equal((await app.inject({ method: 'PUT', url: `/store-api/product-lists/${written.id}/shares`, headers: acme.headers, payload: {} })).statusCode, 200);
  expectError(await read(written), 404, 'PRODUCT_LIST__NOT_FOUND');
  assert.equal((await statementsOf(untouched)).statements, 0);

  // Deleting a list: read again at once.
  assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/product-lists/${untouched.id}`, headers: acme.headers })).statusCode, 204);
  expectError(await read(untouched), 404, 'PRODUCT_LIST__NOT_FOUND');
});

test('sqlite: list rows are traced by list only while the triggers stand; a schema change puts every list write back on the whole group', async () => {
  const { ChangeEpochs } = await import('../../../src/platform/fast/change-epochs.js');
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const connection = new SqliteDatabase(':memory:');
  const epochs = new ChangeEpochs(connection);
  const statement = (text: string) => epochs.watch(connection.prepare(text), text);
  assert.equal(epochs.trackListRows(), false, 'no tables yet: not tracked');
  connection.exec('create table product_list (id text primary key, name text); create table product_list_share (product_list_id text, employee_id text)');
  connection.exec("insert into product_list values ('a', 'A'), ('b', 'B')");
  const rename = statement('update product_list set name = ? where id = ?');
  const share = statement('insert into product_list_share (product_list_id, employee_id) values (?, ?)');
  rename.run('A0', 'a');
  assert.equal(epochs.of('lists'), 1, 'untracked: a list write moves the whole group');
  assert.equal(epochs.trackListRows(), true);
  const mark = epochs.listMark();
  rename.run('A1', 'a');
  share.run('b', 'someone');
  assert.equal(epochs.of('lists'), 1, 'tracked: the group stays');
  assert.equal(epochs.listUnchangedSince('a', mark), false);
  assert.equal(epochs.listUnchangedSince('b', mark), false, 'a share names its list');
  const later = epochs.listMark();
  connection.exec('begin');
  statement('savepoint write_job').run();
  rename.run('A2', 'a');
  assert.equal(epochs.listUnchangedSince('a', later), true, 'not before the transaction ends');
  statement('rollback to savepoint write_job').run();
  statement('commit').run();
  assert.equal(epochs.listUnchangedSince('a', later), false, 'a rolled-back write counts as a change (never too few)');
  assert.equal(epochs.listUnchangedSince('b', later), true);
  // A write on the connection that no watched statement ends (autocommit, run directly) still counts at once.
  const direct = epochs.listMark();
  connection.prepare("update product_list set name = 'direct' where id = 'b'").run();
  assert.equal(epochs.listUnchangedSince('b', direct), false);
  statement('alter table product_list add column note text').run();
  rename.run('A3', 'a');
  assert.equal(epochs.of('lists'), 3, 'after a schema change every list write moves the group again (the DDL too)');
  connection.close();
});

test('sqlite: one process serves a database file; a second is refused until the first closes', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'store-api-lock-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const url = `sqlite:${join(dir, 'served.sqlite')}`;
  const first = createDatabase({ url, serving: true });
  assert.throws(
    () => createDatabase({ url, serving: true }),
    (error: unknown) => error instanceof DatabaseInUseError && /served by another process/.test(error.message),
  );
  // Tools that only add rows (org create) may open it beside the service.
  const tool = createDatabase({ url });
  await tool.close();
  await first.close();
  const again = createDatabase({ url, serving: true });
  await again.close();
});

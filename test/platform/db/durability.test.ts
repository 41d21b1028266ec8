/**
 * SQLite durability without disk syncs on the event loop (src/platform/db/sqlite-wal.ts): every write is
 * answered only after the WAL was synced, and checkpoints run on their own thread.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'node:test';
import { buildTestApp, login } from '../../helpers/app.js';

describe('sqlite: durable writes', () => {
  test('every write is answered after a sync of the WAL that followed its commit', async (t) => {
    const { app, database, acme } = await buildTestApp(t, 'sqlite');
    const wal = database.wal;
    assert.ok(wal, 'a SQLite file database has a WAL to sync');
    // One write at a time: a sync counted when the answer arrives can only be this write's own.
    const answeredAfterSync = async (write: () => Promise<{ statusCode: number; body: string }>, status: number) => {
      const before = wal.stats.syncs;
      const res = await write();
      assert.equal(res.statusCode, status, res.body);
      assert.ok(wal.stats.syncs > before, 'the answer came before its sync');
      return res;
    };
    const created = await answeredAfterSync(
      () =>
        app.inject({
          method: 'POST',
          url: '/store-api/product-lists/create',
          headers: acme.headers,
          payload: { name: 'Durable', lineItems: [{ productId: 'a' }] },
        }),
      201,
    );
    const id = (JSON.parse(created.body) as { id: string }).id;
    await answeredAfterSync(
      () =>
        app.inject({
          method: 'PATCH',
          url: `/store-api/product-lists/${id}`,
          headers: acme.headers,
          payload: { lineItems: [{ productId: 'b', quantity: 3 }] },
        }),
      200,
    );
    await answeredAfterSync(
      () =>
        app.inject({
          method: 'POST',
          url: '/store-api/account/login',
          headers: { 'sw-access-key': acme.headers['sw-access-key'] },
          payload: { username: acme.adminEmail, password: acme.adminPassword },
        }),
      200,
    );
    await answeredAfterSync(() => app.inject({ method: 'DELETE', url: `/store-api/product-lists/${id}`, headers: acme.headers }), 204);
    // The session written by a login is usable at once.
    const token = await login(app, acme.memberEmail, acme.memberPassword);
    const me = await app.inject({
      method: 'GET',
      url: '/store-api/account/me',
      headers: { 'sw-access-key': acme.headers['sw-access-key'], 'sw-context-token': token },
    });
    assert.equal(me.statusCode, 200, me.body);
  });

  test('checkpoints run on their own thread and copy the WAL into the database file', async (t) => {
    const { app, database, acme } = await buildTestApp(t, 'sqlite');
    const wal = database.wal!;
    // Writes further apart than the checkpoint interval (100 ms): a commit starts one when none runs.
    for (let index = 0; index < 3; index += 1) {
      const res = await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: `L${index}` } });
      assert.equal(res.statusCode, 201, res.body);
      await sleep(150);
    }
    const deadline = Date.now() + 5_000;
    while (wal.stats.checkpoints < 1 && Date.now() < deadline) await sleep(20);
    assert.ok(wal.stats.checkpoints >= 1, 'no checkpoint ran');
    const { walFrames, checkpointed } = wal.stats.lastCheckpoint;
    assert.ok(checkpointed > 0 && checkpointed <= walFrames, `frames in the WAL ${walFrames}, copied ${checkpointed}`);
    // What was written is what the service answers.
    const search = await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: {} });
    assert.equal(search.statusCode, 200, search.body);
    assert.equal((JSON.parse(search.body) as { elements: unknown[] }).elements.length, 3);
  });
});

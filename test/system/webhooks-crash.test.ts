/**
 * Deliveries survive a killed instance: real server processes write and deliver while one is
 * SIGKILLed; afterwards every acknowledged change has reached the receiver (by event id), each
 * event's first delivery in sequence order. PostgreSQL: two instances share the work and the
 * survivor takes the killed one's webhook over once its lease (the default, renewed while held)
 * runs out. SQLite: the instance is started again on the same file and goes on from the cursor at
 * once: its lease is set to ten minutes here, so waiting for the dead one's to run out would fail.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { freeLoopbackPort } from '../../src/main/cluster.js';
import { DIALECTS } from '../helpers/dialects.js';
import { createTestDatabase } from '../helpers/database.js';
import { call } from '../helpers/http.js';
import { startInstance, type Instance } from '../helpers/instance.js';
import { startReceiver, waitFor } from '../helpers/receiver.js';

const ACCESS_KEY = 'SWSCHOOKCRASHTESTKEY000001';
const ADMIN = { email: 'admin@hooks.example', password: 'hooks-admin-password' };
const ENV = {
  STORE_API_ACCESS_KEY: ACCESS_KEY,
  STORE_API_ADMIN_EMAIL: ADMIN.email,
  STORE_API_ADMIN_PASSWORD: ADMIN.password,
  WEBHOOK_ALLOW_HTTP: 'true',
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  WEBHOOK_TIMEOUT_SECONDS: '1',
  WEBHOOK_RETRY_MAX_SECONDS: '1',
};
/** SQLite: a lease no test waits out; PostgreSQL: the default lease, which the survivor waits out. */
const LEASE = { sqlite: { WEBHOOK_LEASE_SECONDS: '600' }, postgres: {}, mysql: {} } as const;

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: webhook deliveries and a SIGKILL`, { skip: dialect.skip }, () => {
    test('every acknowledged change is delivered after an instance is killed mid-delivery, first deliveries in sequence order', async (t) => {
      // A slow receiver, so that deliveries are under way when the kill comes.
      const receiver = await startReceiver(t, () => ({ status: 200, delayMs: 15 }));
      let databaseUrl: string;
      if (dialect.name !== 'sqlite') {
        const database = await createTestDatabase(dialect.name);
        databaseUrl = database.url;
        t.after(() => database.close());
      } else {
        const dir = mkdtempSync(join(tmpdir(), 'store-api-hooks-crash-'));
        t.after(() => rmSync(dir, { recursive: true, force: true }));
        databaseUrl = `sqlite:${join(dir, 'hooks.sqlite')}`;
      }
      const instances: Instance[] = [];
      t.after(() =>
        instances.forEach((instance) => {
          instance.child.kill('SIGKILL');
        }),
      );
      const start = async () => {
        const instance = await startInstance(databaseUrl, await freeLoopbackPort(), { ...ENV, ...LEASE[dialect.name] });
        instances.push(instance);
        return instance;
      };
      const first = await start();
      const second = dialect.name !== 'sqlite' ? await start() : undefined;
      const key = { 'sw-access-key': ACCESS_KEY };
      const session = await call(first.url, '/store-api/account/login', {
        method: 'POST',
        headers: key,
        body: { username: ADMIN.email, password: ADMIN.password },
      });
      const headers = { ...key, 'sw-context-token': session.body.contextToken as string };
      const hook = await call(first.url, '/store-api/webhook', { method: 'POST', headers, body: { url: receiver.url, events: ['product_list.*'] } });
      assert.equal(hook.status, 201, JSON.stringify(hook.body));

      // Writers on every instance until the kill, then on the survivor (or the restarted one).
      const acknowledged = new Set<string>();
      let killed = false;
      const write = async (url: string, tag: string) => {
        const res = await call(url, '/store-api/product-lists/create', { method: 'POST', headers, body: { name: tag } }).catch(() => undefined);
        if (res?.status === 201) acknowledged.add(res.body.id as string);
      };
      const writers = [first, ...(second ? [second] : [])].map(async (instance, index) => {
        for (let round = 0; round < 60; round += 1) {
          if (killed && instance === first) return;
          await write(instance.url, `w${index}-${round}`);
        }
      });
      await waitFor('deliveries under way', () => receiver.received.length >= 10, 20_000);
      first.child.kill('SIGKILL');
      killed = true;
      await Promise.all(writers);
      const survivor = second ?? (await start());
      for (let round = 0; round < 10; round += 1) await write(survivor.url, `after-${round}`);

      // Every acknowledged list's creation reached the receiver.
      const deliveredLists = () =>
        new Set(
          receiver.received
            .map((request) => JSON.parse(request.body))
            .filter((event) => event.type === 'product_list.created')
            .map((event) => event.resource.id as string),
        );
      await waitFor('every acknowledged change delivered', () => [...acknowledged].every((id) => deliveredLists().has(id)), 30_000);
      const events = receiver.received.map((request) => JSON.parse(request.body) as { id: string; sequence: number });
      const firstTimes = [...new Map(events.map((event) => [event.sequence, event])).keys()];
      assert.deepEqual(
        firstTimes,
        [...firstTimes].sort((a, b) => a - b),
        'first deliveries in sequence order',
      );
      // A repeat is the same event (same id) again: at least once, never a different one under an old id.
      const byId = new Map<string, number>();
      for (const event of events) {
        if (byId.has(event.id)) assert.equal(byId.get(event.id), event.sequence);
        byId.set(event.id, event.sequence);
      }
      assert.ok(acknowledged.size >= 20, `enough writes acknowledged (${acknowledged.size})`);
    });
  });
}

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError, type TestApp } from '../../helpers/app.js';
import { startReceiver, waitFor } from '../../helpers/receiver.js';
import { verifySignature } from '../../../src/features/webhooks/webhook.signature.js';
import { blockedAddressReason } from '../../../src/platform/http/outbound-address.js';
import { matches, retryDelayMs } from '../../../src/features/webhooks/webhook.dispatcher.js';

const LOCAL_RECEIVERS = { WEBHOOK_ALLOW_HTTP: true, WEBHOOK_ALLOW_PRIVATE_NETWORKS: true } as const;

interface Entry {
  id: string;
  type: string;
  sequence: number;
  organizationId: string;
  actor: { type: string; id: string | null };
  resource: { type: string; id: string; version: number | null };
  data: { changes: Record<string, { from: unknown; to: unknown }> } & Record<string, unknown>;
  requestId: string | null;
}

async function auditLog(app: TestApp['app'], headers: Record<string, string>, body: Record<string, unknown> = {}): Promise<Entry[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/store-api/audit-log',
    headers,
    payload: { limit: 500, sort: [{ field: 'sequence', order: 'ASC' }], ...body },
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().elements;
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: events out and history`, { skip: dialect.skip }, () => {
    test('every committed change is one event, numbered 1, 2, 3… per organization; a refused write adds none; no secret in any', async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name, { PRODUCT_LIST_MAX_LINE_ITEMS: 3 });
      const h = acme.headers;
      const send = async (method: string, url: string, payload?: unknown, expected = 200) => {
        const res = await app.inject({ method: method as 'POST', url, headers: h, ...(payload === undefined ? {} : { payload: payload as object }) });
        assert.equal(res.statusCode, expected, `${method} ${url}: ${res.body}`);
        return res.statusCode === 204 ? undefined : res.json();
      };
      const list = await send('POST', '/store-api/product-lists/create', { name: 'Weekly', lineItems: [{ productId: 'P-1', quantity: 2 }] }, 201);
      await send('PATCH', `/store-api/product-lists/${list.id}`, {
        name: 'Weekly order',
        lineItems: [{ productId: 'P-1', quantity: 5 }, { productId: 'P-2' }],
      });
      // Past the limit: refused, rolled back, no event.
      await send('PATCH', `/store-api/product-lists/${list.id}`, { lineItems: [{ productId: 'P-3' }, { productId: 'P-4' }] }, 400);
      const reordered = await send('GET', `/store-api/product-lists/detail/${list.id}`);
      await send('POST', `/store-api/product-lists/${list.id}/reorder`, {
        lineItemIds: [...reordered.lineItems].reverse().map((item: { id: string }) => item.id),
      });
      await send('PUT', `/store-api/product-lists/${list.id}/shares`, { employees: [{ employeeId: acme.memberId, access: 'read' }] });
      const role = await send('POST', '/store-api/role', { name: 'Buyer', permissions: ['product_list.read'] }, 201);
      await send('PATCH', `/store-api/role/${role.id}`, { permissions: ['product_list.read', 'product_list.create'] });
      await send('PATCH', `/store-api/employee/${acme.memberId}`, { role: role.id });
      await send('PATCH', `/store-api/employee/${acme.memberId}`, { password: 'a-new-password-2' });
      const unit = await send('POST', '/store-api/organization-unit', { name: 'Sales' }, 201);
      await send('PATCH', `/store-api/employee/${acme.memberId}`, { unitId: unit.id });
      await send('PATCH', `/store-api/employee/${acme.memberId}`, { status: 'inactive' });
      await send('DELETE', `/store-api/organization-unit/${unit.id}?moveTo=root`, undefined, 204);
      await send('DELETE', `/store-api/product-lists/${list.id}`, undefined, 204);
      await send('DELETE', `/store-api/employee/${acme.memberId}`, undefined, 204);

      const entries = await auditLog(app, h);
      assert.deepEqual(
        entries.map((entry) => entry.sequence),
        entries.map((_, index) => index + 1),
        'gapless from 1',
      );
      const types = entries.map((entry) => entry.type);
      // The organization's first admin (CLI), the admin's login, the member's creation and login (fixture), then the writes above.
      assert.deepEqual(types, [
        'employee.created',
        'account.logged_in',
        'employee.created',
        'account.logged_in',
        'product_list.created',
        'product_list.changed',
        'product_list.changed',
        'product_list.shared',
        'role.created',
        'role.changed',
        'employee.role_changed',
        'employee.password_changed',
        'organization_unit.created',
        'employee.unit_changed',
        'employee.deactivated',
        'organization_unit.deleted',
        'employee.unit_changed',
        'product_list.deleted',
        'employee.deleted',
      ]);
      assert.equal(entries[0]!.actor.type, 'cli');
      const patch = entries.find((entry) => entry.type === 'product_list.changed')!;
      assert.deepEqual(patch.data.changes, {
        name: { from: 'Weekly', to: 'Weekly order' },
        'lineItems.P-1': { from: { quantity: 2, note: null }, to: { quantity: 5, note: null } },
        'lineItems.P-2': { from: null, to: { quantity: 1, note: null } },
      });
      assert.deepEqual(patch.actor, { type: 'employee', id: acme.adminId });
      assert.equal(patch.resource.version, 2);
      assert.equal(typeof patch.requestId, 'string');
      assert.deepEqual(entries[6]!.data.changes.order, { from: ['P-1', 'P-2'], to: ['P-2', 'P-1'] });
      assert.deepEqual(entries[10]!.data.changes.role, { from: 'member', to: role.id });
      assert.deepEqual(entries[14]!.data.changes.status, { from: 'active', to: 'inactive' });
      const text = JSON.stringify(entries);
      assert.doesNotMatch(text, /argon2|a-new-password|member-password|admin-password|whsec_/);

      // The other organization's history is its own, numbered from 1.
      const other = await auditLog(app, globex.headers);
      assert.deepEqual(
        other.map((entry) => entry.sequence),
        other.map((_, index) => index + 1),
      );
      assert.ok(other.every((entry) => entry.organizationId === globex.organizationId));
    });

    test('history of a list and of an employee: who, what, when; logins and failed logins; only for who may read it', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const list = (
        await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.memberHeaders, payload: { name: 'Mine' } })
      ).json();
      await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${list.id}`,
        headers: acme.memberHeaders,
        payload: { lineItems: [{ productId: 'SKU-9', quantity: 3, note: 'blue' }] },
      });
      const history = await app.inject({ method: 'GET', url: `/store-api/product-lists/${list.id}/history?limit=1`, headers: acme.memberHeaders });
      assert.equal(history.statusCode, 200, history.body);
      const page = history.json();
      assert.equal(page.elements.length, 1);
      assert.equal(page.elements[0].type, 'product_list.changed');
      assert.deepEqual(page.elements[0].data.changes['lineItems.SKU-9'], { from: null, to: { quantity: 3, note: 'blue' } });
      const older = (
        await app.inject({
          method: 'GET',
          url: `/store-api/product-lists/${list.id}/history?beforeSequence=${page.nextBeforeSequence}`,
          headers: acme.memberHeaders,
        })
      ).json();
      assert.deepEqual(
        older.elements.map((entry: Entry) => entry.type),
        ['product_list.created'],
      );
      assert.equal(older.nextBeforeSequence, null);
      // Beyond what a sequence can be (PostgreSQL's bigint refused it with a 500; found by the fuzzer): a 400.
      expectError(
        await app.inject({ method: 'GET', url: `/store-api/product-lists/${list.id}/history?beforeSequence=9223372036854776000`, headers: acme.memberHeaders }),
        400,
        'VALIDATION__INVALID',
      );
      for (const value of [9223372036854776000, 1e300]) {
        const searched = await app.inject({
          method: 'POST',
          url: '/store-api/audit-log',
          headers: acme.headers,
          payload: { filter: [{ type: 'range', field: 'sequence', parameters: { lt: value } }] },
        });
        assert.ok(searched.statusCode === 200 || searched.statusCode === 400, searched.body);
      }

      const wrong = await app.inject({
        method: 'POST',
        url: '/store-api/account/login',
        headers: { 'sw-access-key': ACCESS_KEY },
        payload: { username: acme.memberEmail, password: 'not-the-password' },
      });
      expectError(wrong, 401, 'AUTH__INVALID_CREDENTIALS');
      const employeeHistory = (await app.inject({ method: 'GET', url: `/store-api/employee/${acme.memberId}/history`, headers: acme.headers })).json();
      const failed = employeeHistory.elements.find((entry: Entry) => entry.type === 'account.login_failed');
      assert.deepEqual(failed.actor, { type: 'anonymous', id: null });
      assert.equal(failed.data.reason, 'wrong password');
      assert.doesNotMatch(JSON.stringify(employeeHistory), /not-the-password/);
      assert.ok(employeeHistory.elements.some((entry: Entry) => entry.type === 'account.logged_in'));

      // A member may read their list's history, not the audit log nor an employee's history.
      expectError(await app.inject({ method: 'POST', url: '/store-api/audit-log', headers: acme.memberHeaders, payload: {} }), 403, 'AUTH__PERMISSION_DENIED');
      expectError(
        await app.inject({ method: 'GET', url: `/store-api/employee/${acme.memberId}/history`, headers: acme.memberHeaders }),
        403,
        'AUTH__PERMISSION_DENIED',
      );
      // Another organization's list is not found.
      const foreign = await buildTestApp(t, dialect.name);
      expectError(
        await foreign.app.inject({ method: 'GET', url: `/store-api/product-lists/${list.id}/history`, headers: foreign.globex.headers }),
        404,
        'PRODUCT_LIST__NOT_FOUND',
      );
      // Criteria: filter by resource and type.
      const filtered = await auditLog(app, acme.headers, {
        filter: [
          { type: 'equals', field: 'resourceId', value: list.id },
          { type: 'equals', field: 'type', value: 'product_list.created' },
        ],
      });
      assert.equal(filtered.length, 1);
    });

    test('a unit-level reader reads the history of their branch only, also of what is gone', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const unit = (await app.inject({ method: 'POST', url: '/store-api/organization-unit', headers: acme.headers, payload: { name: 'Sales' } })).json();
      for (const [id, role] of [
        ['sam', 'admin'],
        ['ivo', 'member'],
      ] as const) {
        const res = await app.inject({
          method: 'POST',
          url: '/store-api/employee',
          headers: acme.headers,
          payload: { id, email: `${id}@acme.example`, role, unitId: unit.id, password: `${id}-password-1` },
        });
        assert.equal(res.statusCode, 201, res.body);
      }
      await app.inject({ method: 'POST', url: '/store-api/role', headers: acme.headers, payload: { name: 'Organization role', permissions: [] } });
      await app.inject({ method: 'DELETE', url: '/store-api/employee/ivo', headers: acme.headers });
      const sam = {
        'sw-access-key': ACCESS_KEY,
        'sw-context-token': (
          await app.inject({
            method: 'POST',
            url: '/store-api/account/login',
            headers: { 'sw-access-key': ACCESS_KEY },
            payload: { username: 'sam', password: 'sam-password-1', organization: acme.organizationId },
          })
        ).json().contextToken,
      };
      const entries = await auditLog(app, sam);
      assert.deepEqual(
        entries.map((entry) => `${entry.type} ${entry.resource.id}`),
        [`organization_unit.created ${unit.id}`, 'employee.created sam', 'employee.created ivo', 'employee.deleted ivo', 'account.logged_in sam'],
      );
      expectError(await app.inject({ method: 'GET', url: `/store-api/employee/${acme.memberId}/history`, headers: sam }), 404, 'EMPLOYEE__NOT_FOUND');
      assert.equal((await app.inject({ method: 'GET', url: '/store-api/employee/sam/history', headers: sam })).statusCode, 200);
    });

    test("a list's events are scoped by its owner's unit, whoever writes it: a unit-level reader sees an admin's changes to a list of their branch, not to the admin's own", async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const unit = (await app.inject({ method: 'POST', url: '/store-api/organization-unit', headers: acme.headers, payload: { name: 'Sales' } })).json();
      for (const [id, role] of [
        ['sam', 'admin'],
        ['lea', 'member'],
      ] as const) {
        const res = await app.inject({
          method: 'POST',
          url: '/store-api/employee',
          headers: acme.headers,
          payload: { id, email: `${id}@acme.example`, role, unitId: unit.id, password: `${id}-password-1` },
        });
        assert.equal(res.statusCode, 201, res.body);
      }
      const login = async (username: string) => ({
        'sw-access-key': ACCESS_KEY,
        'sw-context-token': (
          await app.inject({
            method: 'POST',
            url: '/store-api/account/login',
            headers: { 'sw-access-key': ACCESS_KEY },
            payload: { username, password: `${username}-password-1`, organization: acme.organizationId },
          })
        ).json().contextToken,
      });
      const lea = await login('lea');
      const leas = (await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: lea, payload: { name: "Lea's" } })).json();
      const admins = (await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: "Admin's" } })).json();
      // The organization's admin changes and then deletes lea's list, and changes their own.
      for (const id of [leas.id, admins.id]) {
        const res = await app.inject({
          method: 'PATCH',
          url: `/store-api/product-lists/${id}`,
          headers: acme.headers,
          payload: { lineItems: [{ productId: 'P-1', quantity: 2 }] },
        });
        assert.equal(res.statusCode, 200, res.body);
      }
      assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/product-lists/${leas.id}`, headers: acme.headers })).statusCode, 204);
      const entries = await auditLog(app, await login('sam'));
      assert.deepEqual(
        entries
          .filter((entry) => entry.type.startsWith('product_list.'))
          .map((entry) => `${entry.type} ${entry.resource.id === leas.id ? 'lea' : entry.resource.id === admins.id ? 'admin' : entry.resource.id}`),
        ['product_list.created lea', 'product_list.changed lea', 'product_list.deleted lea'],
      );
    });

    test('webhooks: signed deliveries in sequence order, at least once, filtered by type; the secret is shown once', async (t) => {
      const receiver = await startReceiver(t);
      const { app, acme } = await buildTestApp(t, dialect.name, LOCAL_RECEIVERS);
      const created = await app.inject({
        method: 'POST',
        url: '/store-api/webhook',
        headers: acme.headers,
        payload: { url: receiver.url, events: ['product_list.*'], description: 'ERP' },
      });
      assert.equal(created.statusCode, 201, created.body);
      const webhook = created.json();
      assert.match(webhook.secret, /^whsec_/);
      const read = await app.inject({ method: 'GET', url: `/store-api/webhook/${webhook.id}`, headers: acme.headers });
      assert.equal(read.json().secret, undefined);
      assert.doesNotMatch(read.body, /whsec_/);

      const list = (await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Reorder' } })).json();
      for (let index = 1; index <= 5; index += 1) {
        await app.inject({
          method: 'PATCH',
          url: `/store-api/product-lists/${list.id}`,
          headers: acme.headers,
          payload: { lineItems: [{ productId: `P-${index}` }] },
        });
      }
      // Not subscribed: not delivered.
      await app.inject({ method: 'POST', url: '/store-api/role', headers: acme.headers, payload: { name: 'Other', permissions: [] } });
      await waitFor('six deliveries', () => receiver.received.length >= 6);
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(receiver.received.length, 6);
      const events = receiver.received.map((request) => JSON.parse(request.body));
      assert.deepEqual(
        events.map((event) => event.type),
        ['product_list.created', ...Array(5).fill('product_list.changed')],
      );
      const sequences = events.map((event) => event.sequence);
      assert.deepEqual(
        sequences,
        [...sequences].sort((a, b) => a - b),
      );
      for (const request of receiver.received) {
        assert.ok(verifySignature(webhook.secret, request.body, String(request.headers['store-api-signature'])), 'signature verifies');
        assert.ok(!verifySignature('whsec_wrong', request.body, String(request.headers['store-api-signature'])));
        const event = JSON.parse(request.body);
        assert.equal(request.headers['store-api-event-id'], event.id);
        assert.equal(request.headers['store-api-event-type'], event.type);
        assert.equal(event.organizationId, acme.organizationId);
      }
      const deliveries = (await app.inject({ method: 'GET', url: `/store-api/webhook/${webhook.id}/deliveries`, headers: acme.headers })).json();
      assert.equal(deliveries.elements.length, 6);
      assert.ok(
        deliveries.elements.every(
          (delivery: { outcome: string; responseStatus: number }) => delivery.outcome === 'delivered' && delivery.responseStatus === 204,
        ),
      );

      // Redelivery from a sequence: those events again, in order.
      const again = await app.inject({
        method: 'POST',
        url: `/store-api/webhook/${webhook.id}/redeliver`,
        headers: acme.headers,
        payload: { fromSequence: sequences[3] },
      });
      assert.equal(again.statusCode, 200, again.body);
      await waitFor('three deliveries again', () => receiver.received.length >= 9);
      assert.deepEqual(
        receiver.received.slice(6).map((request) => JSON.parse(request.body).sequence),
        sequences.slice(3),
      );

      const search = await app.inject({
        method: 'POST',
        url: '/store-api/webhooks',
        headers: acme.headers,
        payload: { filter: [{ type: 'equals', field: 'status', value: 'active' }] },
      });
      assert.equal(search.json().total, 1);
      assert.doesNotMatch(search.body, /whsec_/);
    });

    test('without an active webhook, writes wake no scan of the outbox; a webhook registered here is scanned for with every write', async (t) => {
      const receiver = await startReceiver(t);
      const { app, acme } = await buildTestApp(t, dialect.name, LOCAL_RECEIVERS);
      const list = (await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Quiet' } })).json();
      // The first scan (at start) found no webhook.
      await waitFor('the first scan', () => app.webhooks.stats.scans >= 1);
      const patch = (productId: string) =>
        app.inject({ method: 'PATCH', url: `/store-api/product-lists/${list.id}`, headers: acme.headers, payload: { lineItems: [{ productId }] } });
      const before = app.webhooks.stats.scans;
      for (let index = 0; index < 20; index += 1) assert.equal((await patch(`Q-${index}`)).statusCode, 200);
      // The poll (once a second) may have run meanwhile; twenty commits woke nothing more.
      assert.ok(app.webhooks.stats.scans - before <= 2, `${app.webhooks.stats.scans - before} scans for 20 writes without a webhook`);

      const hook = await app.inject({
        method: 'POST',
        url: '/store-api/webhook',
        headers: acme.headers,
        payload: { url: receiver.url, events: ['product_list.*'] },
      });
      assert.equal(hook.statusCode, 201, hook.body);
      for (let index = 0; index < 5; index += 1) assert.equal((await patch(`W-${index}`)).statusCode, 200);
      await waitFor('five deliveries', () => receiver.received.length >= 5);
      assert.deepEqual(
        receiver.received
          .map((request) => JSON.parse(request.body).data.changes)
          .map((changes) => Object.keys(changes).find((key) => key.startsWith('lineItems.'))),
        ['lineItems.W-0', 'lineItems.W-1', 'lineItems.W-2', 'lineItems.W-3', 'lineItems.W-4'],
      );
    });

    test('a lease is renewed while its delivery takes longer than the lease: nobody else may take the webhook meanwhile', async (t) => {
      // The receiver answers after 2.5 s; the lease is 1 s. Without renewal it would have run out twice.
      const receiver = await startReceiver(t, () => ({ status: 200, delayMs: 2500 }));
      const { app, acme, database } = await buildTestApp(t, dialect.name, { ...LOCAL_RECEIVERS, WEBHOOK_LEASE_SECONDS: 1, WEBHOOK_TIMEOUT_SECONDS: 5 });
      const hook = (
        await app.inject({ method: 'POST', url: '/store-api/webhook', headers: acme.headers, payload: { url: receiver.url, events: ['product_list.*'] } })
      ).json();
      await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Slow receiver' } });
      await waitFor('the attempt under way', () => receiver.received.length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 1800));
      const row = await database.db.selectFrom('webhook').select(['lease_owner', 'lease_until']).where('id', '=', hook.id).executeTakeFirstOrThrow();
      assert.ok(row.lease_owner, 'still held');
      assert.ok(Date.parse(row.lease_until!) > Date.now(), `renewed: runs until ${row.lease_until}`);
      await waitFor(
        'delivered and let go',
        async () => (await database.db.selectFrom('webhook').select('lease_owner').where('id', '=', hook.id).executeTakeFirstOrThrow()).lease_owner === null,
        10_000,
      );
      assert.equal(receiver.received.length, 1, 'sent once');
    });

    test('a receiver that fails for a while, then recovers, gets the backlog in order; a redirect is a failure, never followed', async (t) => {
      let failing = true;
      const receiver = await startReceiver(t, () => (failing ? { status: 503 } : { status: 200 }));
      const redirectTarget = await startReceiver(t);
      const redirecting = await startReceiver(t, () => ({ status: 302, headers: { location: redirectTarget.url } }));
      const { app, acme } = await buildTestApp(t, dialect.name, LOCAL_RECEIVERS);
      const hook = (
        await app.inject({ method: 'POST', url: '/store-api/webhook', headers: acme.headers, payload: { url: receiver.url, events: ['*'] } })
      ).json();
      const redirectHook = (
        await app.inject({ method: 'POST', url: '/store-api/webhook', headers: acme.headers, payload: { url: redirecting.url, events: ['*'] } })
      ).json();
      const list = (await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Backlog' } })).json();
      for (let index = 1; index <= 3; index += 1) {
        await app.inject({
          method: 'PATCH',
          url: `/store-api/product-lists/${list.id}`,
          headers: acme.headers,
          payload: { lineItems: [{ productId: `B-${index}` }] },
        });
      }
      await waitFor('two failed attempts', () => receiver.received.length >= 2);
      const state = (await app.inject({ method: 'GET', url: `/store-api/webhook/${hook.id}`, headers: acme.headers })).json();
      assert.ok(state.failingSince !== null && state.lastError.includes('503'), JSON.stringify(state));
      failing = false;
      await waitFor(
        'the backlog delivered',
        async () =>
          (await app.inject({ method: 'GET', url: `/store-api/webhook/${hook.id}`, headers: acme.headers })).json().deliveredSequence >=
          state.deliveredSequence + 5,
        20_000,
      );
      const delivered = receiver.received.filter((_, index) => index >= 2).map((request) => JSON.parse(request.body).sequence);
      // Every event once more after the recovery, in order (the first one was the one failing).
      const unique = [...new Set(delivered)];
      assert.deepEqual(
        unique,
        [...unique].sort((a, b) => a - b),
      );
      assert.equal(unique.length, delivered.length);
      const after = (await app.inject({ method: 'GET', url: `/store-api/webhook/${hook.id}`, headers: acme.headers })).json();
      assert.equal(after.failingSince, null);
      const log = (await app.inject({ method: 'GET', url: `/store-api/webhook/${hook.id}/deliveries?limit=500`, headers: acme.headers })).json();
      assert.ok(log.elements.some((delivery: { outcome: string; responseStatus: number }) => delivery.outcome === 'failed' && delivery.responseStatus === 503));

      const redirectState = (await app.inject({ method: 'GET', url: `/store-api/webhook/${redirectHook.id}`, headers: acme.headers })).json();
      assert.match(redirectState.lastError, /redirects are not followed/);
      assert.equal(redirectTarget.received.length, 0, 'the redirect was not followed');
    });

    test('a receiver that does not answer in WEBHOOK_TIMEOUT_SECONDS is a failed attempt; stopping the instance ends an attempt under way', async (t) => {
      const silent = await startReceiver(t, () => ({ status: 204, delayMs: 60_000 }));
      const { app, acme } = await buildTestApp(t, dialect.name, { ...LOCAL_RECEIVERS, WEBHOOK_TIMEOUT_SECONDS: 0.5 });
      const hook = (await app.inject({ method: 'POST', url: '/store-api/webhook', headers: acme.headers, payload: { url: silent.url, events: ['*'] } })).json();
      await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Unanswered' } });
      await waitFor(
        'a timed-out attempt',
        async () => (await app.inject({ method: 'GET', url: `/store-api/webhook/${hook.id}`, headers: acme.headers })).json().lastError !== null,
      );
      assert.match(
        (await app.inject({ method: 'GET', url: `/store-api/webhook/${hook.id}`, headers: acme.headers })).json().lastError,
        /no answer within 0\.5 s/,
      );

      // An instance whose receiver never answers within its (long) timeout stops at once, ending the attempt.
      let ended = 0;
      const hanging = await startReceiver(t, () => ({ status: 204, delayMs: 60_000 }));
      const second = await buildTestApp(t, dialect.name, { ...LOCAL_RECEIVERS, WEBHOOK_TIMEOUT_SECONDS: 60 });
      await second.app.inject({ method: 'POST', url: '/store-api/webhook', headers: second.acme.headers, payload: { url: hanging.url, events: ['*'] } });
      await second.app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: second.acme.headers, payload: { name: 'Hanging' } });
      await waitFor('an attempt under way', () => hanging.received.length > 0);
      const closing = second.app.close().then(() => (ended = Date.now()));
      await waitFor('the instance stopped', () => ended > 0, 15_000);
      await closing;
    });

    test('after WEBHOOK_FAILING_AFTER_SECONDS of failures a webhook is failing and keeps its backlog until enabled again', async (t) => {
      let failing = true;
      const receiver = await startReceiver(t, () => ({ status: failing ? 500 : 200 }));
      const { app, acme } = await buildTestApp(t, dialect.name, { ...LOCAL_RECEIVERS, WEBHOOK_FAILING_AFTER_SECONDS: 1, WEBHOOK_RETRY_MAX_SECONDS: 1 });
      const hook = (
        await app.inject({ method: 'POST', url: '/store-api/webhook', headers: acme.headers, payload: { url: receiver.url, events: ['product_list.*'] } })
      ).json();
      await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'One' } });
      await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Two' } });
      await waitFor(
        'the webhook failing',
        async () => (await app.inject({ method: 'GET', url: `/store-api/webhook/${hook.id}`, headers: acme.headers })).json().status === 'failing',
      );
      const attempts = receiver.received.length;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      assert.equal(receiver.received.length, attempts, 'a failing webhook is not tried');
      failing = false;
      const enabled = await app.inject({ method: 'PATCH', url: `/store-api/webhook/${hook.id}`, headers: acme.headers, payload: { status: 'active' } });
      assert.equal(enabled.json().status, 'active');
      await waitFor(
        'the backlog',
        () => receiver.received.filter((request) => JSON.parse(request.body).type === 'product_list.created').length >= attempts + 2,
      );
      const names = receiver.received.slice(attempts).map((request) => JSON.parse(request.body).data.changes.name.to);
      assert.deepEqual(names, ['One', 'Two']);
    });

    test('no SSRF: URLs that are not https or reach private, loopback, link-local or metadata addresses are refused at /url', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      for (const url of [
        'http://hooks.example.com/in',
        'ftp://hooks.example.com/',
        'not a url',
        'https://user:pass@93.184.215.14/',
        'https://127.0.0.1/hook',
        'https://localhost/hook',
        'https://10.1.2.3/',
        'https://172.16.0.9/',
        'https://192.168.1.1/',
        'https://169.254.169.254/latest/meta-data/',
        'https://[::1]/',
        'https://[::ffff:127.0.0.1]/',
        'https://[::ffff:a9fe:a9fe]/',
        'https://[fd00:ec2::254]/',
        'https://[fe80::1]/',
        'https://100.64.0.1/',
        'https://0.0.0.0/',
        'https://2130706433/',
        'https://0x7f.1/',
      ]) {
        const res = await app.inject({ method: 'POST', url: '/store-api/webhook', headers: acme.headers, payload: { url, events: ['*'] } });
        expectError(res, 400, 'VALIDATION__INVALID', '/url');
      }
      const ok = await app.inject({
        method: 'POST',
        url: '/store-api/webhook',
        headers: acme.headers,
        payload: { url: 'https://93.184.215.14/hook', events: ['*'] },
      });
      assert.equal(ok.statusCode, 201, ok.body);
      const moved = await app.inject({
        method: 'PATCH',
        url: `/store-api/webhook/${ok.json().id}`,
        headers: acme.headers,
        payload: { url: 'https://127.0.0.1/' },
      });
      // Each refusal names the variable that would allow it (an operator's receiver inside their own network).
      assert.match(expectError(moved, 400, 'VALIDATION__INVALID', '/url').detail, /127\.0\.0\.1.*public addresses only.*WEBHOOK_ALLOW_PRIVATE_NETWORKS=true/);
      assert.match(
        expectError(
          await app.inject({
            method: 'POST',
            url: '/store-api/webhook',
            headers: acme.headers,
            payload: { url: 'http://hooks.example.com/in', events: ['*'] },
          }),
          400,
          'VALIDATION__INVALID',
          '/url',
        ).detail,
        /WEBHOOK_ALLOW_HTTP=true/,
      );
      assert.equal(blockedAddressReason('8.8.8.8'), undefined);
      assert.notEqual(blockedAddressReason('::ffff:10.0.0.1'), undefined);
    });

    test('the address is checked again at every delivery: a host that resolves to loopback later gets nothing', async (t) => {
      const receiver = await startReceiver(t);
      let answers = 0;
      // The first answer (registration) is public; every later one (deliveries) is this machine.
      const resolveWebhookHost = async () => [{ address: answers++ === 0 ? '93.184.215.14' : '127.0.0.1', family: 4 }];
      const { app, acme } = await buildTestApp(t, dialect.name, { WEBHOOK_ALLOW_HTTP: true }, { logger: false, resolveWebhookHost });
      const hook = (
        await app.inject({
          method: 'POST',
          url: '/store-api/webhook',
          headers: acme.headers,
          payload: { url: `http://rebinding.example:${receiver.port}/hook`, events: ['*'] },
        })
      ).json();
      await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Probe' } });
      await waitFor(
        'a refused attempt',
        async () => (await app.inject({ method: 'GET', url: `/store-api/webhook/${hook.id}`, headers: acme.headers })).json().lastError !== null,
      );
      const state = (await app.inject({ method: 'GET', url: `/store-api/webhook/${hook.id}`, headers: acme.headers })).json();
      assert.match(state.lastError, /127\.0\.0\.1.*public addresses only/);
      assert.equal(receiver.received.length, 0);
    });

    test("webhook writes need their permissions and are in history; another organization's webhook is not found", async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name);
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/webhook', headers: acme.memberHeaders, payload: { url: 'https://93.184.215.14/', events: ['*'] } }),
        403,
        'AUTH__PERMISSION_DENIED',
      );
      const hook = (
        await app.inject({
          method: 'POST',
          url: '/store-api/webhook',
          headers: acme.headers,
          payload: { url: 'https://93.184.215.14/', events: ['employee.*'] },
        })
      ).json();
      expectError(await app.inject({ method: 'GET', url: `/store-api/webhook/${hook.id}`, headers: globex.headers }), 404, 'WEBHOOK__NOT_FOUND');
      expectError(await app.inject({ method: 'DELETE', url: `/store-api/webhook/${hook.id}`, headers: globex.headers }), 404, 'WEBHOOK__NOT_FOUND');
      expectError(
        await app.inject({ method: 'PATCH', url: `/store-api/webhook/${hook.id}`, headers: acme.headers, payload: { events: ['not a pattern'] } }),
        400,
        'VALIDATION__INVALID',
        '/events/0',
      );
      // An integrator's typos: each named at its entry with the type meant; nothing is registered.
      const typos = await app.inject({
        method: 'POST',
        url: '/store-api/webhook',
        headers: acme.headers,
        payload: { url: 'https://93.184.215.14/', events: ['product_lists.*', 'employe.created', 'role.*'] },
      });
      const plural = expectError(typos, 400, 'VALIDATION__INVALID', '/events/0');
      assert.match(plural.detail, /"product_lists\.\*".*did you mean "product_list\.\*"\?/);
      assert.equal((plural.meta?.parameters as { nearest?: string } | undefined)?.nearest, 'product_list.*');
      assert.match(expectError(typos, 400, 'VALIDATION__INVALID', '/events/1').detail, /did you mean "employee\.created"\?/);
      assert.equal(typos.json().errors.length, 2, 'role.* is a pattern');
      assert.match(
        expectError(
          await app.inject({ method: 'PATCH', url: `/store-api/webhook/${hook.id}`, headers: acme.headers, payload: { events: ['product_list.submited'] } }),
          400,
          'VALIDATION__INVALID',
          '/events/0',
        ).detail,
        /did you mean "product_list\.submitted"\?/,
      );
      assert.equal((await app.inject({ method: 'GET', url: `/store-api/webhook/${hook.id}`, headers: acme.headers })).json().events.join(), 'employee.*');
      assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/webhook/${hook.id}`, headers: acme.headers })).statusCode, 204);
      const entries = await auditLog(app, acme.headers, { filter: [{ type: 'equals', field: 'resourceType', value: 'webhook' }] });
      assert.deepEqual(
        entries.map((entry) => entry.type),
        ['webhook.created', 'webhook.deleted'],
      );
    });
  });
}

test('event patterns and the retry schedule', () => {
  assert.ok(matches(['product_list.*'], 'product_list.changed'));
  assert.ok(!matches(['product_list.*'], 'product_lists.changed'));
  assert.ok(matches(['*'], 'employee.deleted'));
  assert.ok(matches(['employee.deactivated'], 'employee.deactivated'));
  assert.ok(!matches(['employee.deactivated'], 'employee.deleted'));
  const first = retryDelayMs(1, 600);
  assert.ok(first >= 750 && first <= 1250, String(first));
  assert.ok(retryDelayMs(5, 600) >= 12_000);
  assert.ok(retryDelayMs(30, 600) <= 750_000);
});

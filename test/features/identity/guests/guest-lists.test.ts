/**
 * Guest lists (issue 26, item 3): a guest's context token, lists of its own only (no sharing, no
 * events, nothing else), at most GUEST_MAX_LISTS, handed to the employee at a login that carries
 * the token (password, second factor), gone with its lists once idle, started at most
 * GUESTS_PER_ADDRESS times per address and window.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError, TEST_CONFIG_OVERRIDES } from '../../../helpers/app.js';
import { buildApp } from '../../../../src/main/app.js';
import { loadConfig } from '../../../../src/kernel/config.js';
import { createDatabase } from '../../../../src/platform/db/database.js';
import { totp } from '../../../helpers/totp.js';
import { GUEST_ORGANIZATION_ID } from '../../../../src/kernel/guest-organization.js';
import { deleteIdleGuests } from '../../../../src/features/identity/guests/guest.service.js';
import { deleteExpired } from '../../../../src/main/housekeeping.js';
import { hashToken } from '../../../../src/kernel/tokens.js';
import type { App } from '../../../../src/main/app.js';

type Headers = Record<string, string>;

async function startGuest(app: App): Promise<Headers> {
  const res = await app.inject({ method: 'POST', url: '/store-api/account/guest', headers: { 'sw-access-key': ACCESS_KEY } });
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.headers['sw-context-token'], res.json().contextToken);
  return { 'sw-access-key': ACCESS_KEY, 'sw-context-token': res.json().contextToken };
}

async function createList(app: App, headers: Headers, name: string, lineItems: { productId: string; quantity?: number }[] = []) {
  const res = await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers, payload: { name, lineItems } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { id: string; version: number; organizationId: string; ownerId: string };
}

async function searchNames(app: App, headers: Headers): Promise<string[]> {
  const res = await app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: { sort: [{ field: 'name', order: 'ASC' }] } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().elements.map((list: { name: string }) => list.name);
}

async function guestRows(app: App) {
  const employees = await app.db.selectFrom('employee').select('id').where('organization_id', '=', GUEST_ORGANIZATION_ID).execute();
  const lists = await app.db.selectFrom('product_list').select('id').where('organization_id', '=', GUEST_ORGANIZATION_ID).execute();
  const items = await app.db.selectFrom('product_list_line_item').select('id').where('organization_id', '=', GUEST_ORGANIZATION_ID).execute();
  const events = await app.db.selectFrom('event').select('id').where('organization_id', '=', GUEST_ORGANIZATION_ID).execute();
  return { employees: employees.length, lists: lists.length, items: items.length, events: events.length };
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: guest lists`, { skip: dialect.skip }, () => {
    test('a guest works with its own lists only, up to the limit, and records no events', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name, { GUEST_MAX_LISTS: 3, GUEST_TTL_DAYS: 30 });
      const guest = await startGuest(app);
      const other = await startGuest(app);
      const session = await app.db
        .selectFrom('session')
        .select('expires_at')
        .where('token_hash', '=', hashToken(guest['sw-context-token']!))
        .executeTakeFirstOrThrow();
      const days = (Date.parse(session.expires_at) - Date.now()) / 86_400_000;
      assert.ok(days > 29.9 && days <= 30, `a guest's session lasts GUEST_TTL_DAYS: ${days}`);

      const wishlist = await createList(app, guest, 'Wishlist', [{ productId: 'P1', quantity: 2 }]);
      assert.equal(wishlist.organizationId, GUEST_ORGANIZATION_ID);
      const patched = await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${wishlist.id}`,
        headers: guest,
        payload: { lineItems: [{ productId: 'P2', quantity: 1 }] },
      });
      assert.equal(patched.statusCode, 200, patched.body);
      const copy = await app.inject({ method: 'POST', url: `/store-api/product-lists/${wishlist.id}/duplicate`, headers: guest, payload: {} });
      assert.equal(copy.statusCode, 201, copy.body);
      const moved = await app.inject({
        method: 'POST',
        url: `/store-api/product-lists/${wishlist.id}/transfer`,
        headers: guest,
        payload: { targetId: copy.json().id, mode: 'move', items: ['P1'] },
      });
      assert.equal(moved.statusCode, 200, moved.body);
      const exported = await app.inject({ method: 'GET', url: `/store-api/product-lists/${copy.json().id}/export`, headers: { ...guest, accept: 'text/csv' } });
      assert.equal(exported.statusCode, 200, exported.body);
      assert.deepEqual(await searchNames(app, guest), ['Wishlist', 'Wishlist (copy)']);

      // Another guest sees none of it, and neither sees Acme's lists.
      const acmeList = await createList(app, acme.headers, 'Acme list');
      assert.deepEqual(await searchNames(app, other), []);
      expectError(await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${wishlist.id}`, headers: other }), 404, 'PRODUCT_LIST__NOT_FOUND');
      expectError(
        await app.inject({ method: 'PATCH', url: `/store-api/product-lists/${wishlist.id}`, headers: other, payload: { name: 'Mine' } }),
        404,
        'PRODUCT_LIST__NOT_FOUND',
      );
      expectError(await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${acmeList.id}`, headers: guest }), 404, 'PRODUCT_LIST__NOT_FOUND');
      // Nor can anyone of an organization see a guest's list.
      expectError(
        await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${wishlist.id}`, headers: acme.headers }),
        404,
        'PRODUCT_LIST__NOT_FOUND',
      );

      // No sharing, no events, no approval, nothing of an employee's.
      for (const [method, url, payload] of [
        ['PUT', `/store-api/product-lists/${wishlist.id}/shares`, { organization: 'read' }],
        ['GET', `/store-api/product-lists/${wishlist.id}/shares`, undefined],
        ['POST', `/store-api/product-lists/${wishlist.id}/events/ticket`, undefined],
        ['GET', `/store-api/product-lists/${wishlist.id}/events`, undefined],
        ['POST', `/store-api/product-lists/${wishlist.id}/submit`, undefined],
        ['GET', `/store-api/product-lists/${wishlist.id}/history`, undefined],
        ['GET', '/store-api/account/me', undefined],
        ['GET', '/store-api/account/sessions', undefined],
        ['POST', '/store-api/account/second-factor/totp', undefined],
        ['GET', '/store-api/organization', undefined],
        ['POST', '/store-api/employees/search', {}],
      ] as const) {
        expectError(await app.inject({ method, url, headers: guest, ...(payload ? { payload } : {}) }), 403, 'AUTH__GUEST_NOT_ALLOWED');
      }

      // The limit counts creates and duplicates; a deletion makes room.
      await createList(app, guest, 'Third');
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: guest, payload: { name: 'Fourth' } }),
        409,
        'PRODUCT_LIST__GUEST_LIMIT',
      );
      expectError(
        await app.inject({ method: 'POST', url: `/store-api/product-lists/${wishlist.id}/duplicate`, headers: guest, payload: {} }),
        409,
        'PRODUCT_LIST__GUEST_LIMIT',
      );
      assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/product-lists/${wishlist.id}`, headers: guest })).statusCode, 204);
      await createList(app, guest, 'Fourth');
      // Another guest's room is its own.
      await createList(app, other, 'Other guest');

      const rows = await guestRows(app);
      assert.equal(rows.employees, 2);
      assert.equal(rows.lists, 4);
      assert.equal(rows.events, 0, 'guests have no history and send no events');
    });

    test("a login carrying the guest token makes its lists the employee's: ids kept, taken names numbered, the guest ended", async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name);
      await createList(app, acme.memberHeaders, 'Wishlist', [{ productId: 'OWN' }]);
      await createList(app, acme.memberHeaders, 'Wishlist (2)');
      const guest = await startGuest(app);
      const first = await createList(app, guest, 'Wishlist', [{ productId: 'P1', quantity: 3 }, { productId: 'P2' }]);
      const second = await createList(app, guest, 'Party');
      const bystander = await startGuest(app);
      await createList(app, bystander, 'Not theirs');

      const login = await app.inject({
        method: 'POST',
        url: '/store-api/account/login',
        headers: guest,
        payload: { username: acme.memberEmail, password: acme.memberPassword },
      });
      assert.equal(login.statusCode, 200, login.body);
      const member = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': login.json().contextToken };
      assert.deepEqual(await searchNames(app, member), ['Party', 'Wishlist', 'Wishlist (2)', 'Wishlist (3)']);
      const adopted = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${first.id}`, headers: member });
      assert.equal(adopted.statusCode, 200, adopted.body);
      assert.equal(adopted.json().name, 'Wishlist (3)');
      assert.equal(adopted.json().organizationId, acme.organizationId);
      assert.equal(adopted.json().ownerId, acme.memberId);
      assert.equal(adopted.json().version, first.version + 1);
      assert.deepEqual(
        adopted.json().lineItems.map((item: { productId: string; quantity: number }) => [item.productId, item.quantity]),
        [
          ['P1', 3],
          ['P2', 1],
        ],
      );
      // The employee writes it as any list of theirs; the admin reads it as any list of Acme.
      const patched = await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${second.id}`,
        headers: member,
        payload: { lineItems: [{ productId: 'P9' }] },
      });
      assert.equal(patched.statusCode, 200, patched.body);
      assert.equal((await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${second.id}`, headers: acme.headers })).statusCode, 200);
      expectError(
        await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${second.id}`, headers: globex.headers }),
        404,
        'PRODUCT_LIST__NOT_FOUND',
      );

      // The guest is gone; its token stands for nobody; the other guest is untouched.
      expectError(await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: guest, payload: {} }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
      assert.deepEqual(await searchNames(app, bystander), ['Not theirs']);
      const rows = await guestRows(app);
      assert.deepEqual([rows.employees, rows.lists], [1, 1]);
      assert.equal(rows.items, 0, 'the adopted line items moved with their lists');

      // History says where the lists came from.
      const history = await app.inject({
        method: 'POST',
        url: '/store-api/audit-log',
        headers: acme.headers,
        payload: { filter: [{ type: 'equals', field: 'type', value: 'product_list.created' }], limit: 100 },
      });
      assert.equal(history.statusCode, 200, history.body);
      const entries = history.json().elements.filter((entry: { resource: { id: string } }) => [first.id, second.id].includes(entry.resource.id));
      assert.equal(entries.length, 2, history.body);
      for (const entry of entries) {
        assert.equal(entry.data.adoptedFromGuest, true);
        assert.equal(entry.actor.id, acme.memberId);
      }

      // A second login with the spent token (a retry) adopts nothing and still logs in.
      const again = await app.inject({
        method: 'POST',
        url: '/store-api/account/login',
        headers: guest,
        payload: { username: acme.memberEmail, password: acme.memberPassword },
      });
      assert.equal(again.statusCode, 200, again.body);
      // A wrong password hands nothing over.
      const keeper = await startGuest(app);
      await createList(app, keeper, 'Kept');
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/account/login',
          headers: keeper,
          payload: { username: acme.memberEmail, password: 'wrong-password' },
        }),
        401,
        'AUTH__INVALID_CREDENTIALS',
      );
      assert.deepEqual(await searchNames(app, keeper), ['Kept']);
    });

    test('a login with a second factor hands the lists over when the code completes it', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const enrolled = await app.inject({ method: 'POST', url: '/store-api/account/second-factor/totp', headers: acme.memberHeaders });
      assert.equal(enrolled.statusCode, 201, enrolled.body);
      const secret = enrolled.json().secret as string;
      assert.equal(
        (
          await app.inject({
            method: 'POST',
            url: '/store-api/account/second-factor/totp/confirm',
            headers: acme.memberHeaders,
            payload: { code: totp(secret, Date.now() - 30_000) },
          })
        ).statusCode,
        200,
      );
      const guest = await startGuest(app);
      const list = await createList(app, guest, 'Before the code', [{ productId: 'P1' }]);
      const challenged = await app.inject({
        method: 'POST',
        url: '/store-api/account/login',
        headers: guest,
        payload: { username: acme.memberEmail, password: acme.memberPassword },
      });
      expectError(challenged, 401, 'AUTH__SECOND_FACTOR_REQUIRED');
      // Nothing moved yet: the password alone is no login.
      assert.deepEqual(await searchNames(app, guest), ['Before the code']);
      const completed = await app.inject({
        method: 'POST',
        url: '/store-api/account/login/second-factor',
        headers: guest,
        payload: { challenge: challenged.json().errors[0].meta.parameters.challenge, code: totp(secret, Date.now()) },
      });
      assert.equal(completed.statusCode, 200, completed.body);
      const member = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': completed.json().contextToken };
      const adopted = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${list.id}`, headers: member });
      assert.equal(adopted.statusCode, 200, adopted.body);
      assert.equal(adopted.json().ownerId, acme.memberId);
    });

    if (dialect.name === 'postgres')
      test("a guest's lists, read and cached on one instance, survive a login on another", async (t) => {
        const { app, acme, database } = await buildTestApp(t, dialect.name);
        const second = createDatabase({ url: (database as typeof database & { url: string }).url, poolSize: 3 });
        const other = await buildApp(loadConfig({}, TEST_CONFIG_OVERRIDES), second, { logger: false });
        t.after(async () => {
          await other.close();
          await second.close();
        });
        const guest = await startGuest(app);
        const list = await createList(app, guest, 'Wishlist', [{ productId: 'P1', quantity: 4 }]);
        // Read twice on the first instance (the second read answers from its answer cache).
        for (let read = 0; read < 2; read += 1)
          assert.equal((await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${list.id}`, headers: guest })).statusCode, 200);
        const login = await other.inject({
          method: 'POST',
          url: '/store-api/account/login',
          headers: guest,
          payload: { username: acme.memberEmail, password: acme.memberPassword },
        });
        assert.equal(login.statusCode, 200, login.body);
        const member = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': login.json().contextToken };
        // Back on the first instance: the list is the employee's, the guest's token no longer works there either.
        const read = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${list.id}`, headers: member });
        assert.equal(read.statusCode, 200, read.body);
        assert.deepEqual([read.json().ownerId, read.json().organizationId, read.json().lineItems[0].quantity], [acme.memberId, acme.organizationId, 4]);
        expectError(await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${list.id}`, headers: guest }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
      });

    test('housekeeping removes guests without a session with their lists; starting guests is limited per address', async (t) => {
      const { app } = await buildTestApp(t, dialect.name, { GUESTS_PER_ADDRESS: 3 });
      const idle = await startGuest(app);
      const leaving = await startGuest(app);
      const staying = await startGuest(app);
      await createList(app, idle, 'Idle', [{ productId: 'P1' }]);
      await createList(app, leaving, 'Leaving', [{ productId: 'P1' }]);
      await createList(app, staying, 'Staying', [{ productId: 'P1' }]);
      const limited = await app.inject({ method: 'POST', url: '/store-api/account/guest', headers: { 'sw-access-key': ACCESS_KEY } });
      expectError(limited, 429, 'AUTH__TOO_MANY_ATTEMPTS');
      assert.ok(Number(limited.headers['retry-after']) > 0);

      // Unused for GUEST_TTL_DAYS: the session expired; the other logged out.
      await app.db
        .updateTable('session')
        .set({ expires_at: '2020-01-01T00:00:00.000Z' })
        .where('token_hash', '=', hashToken(idle['sw-context-token']!))
        .execute();
      assert.equal((await app.inject({ method: 'POST', url: '/store-api/account/logout', headers: leaving })).statusCode, 204);
      await deleteExpired(app.writer);
      assert.equal(await deleteIdleGuests(app), 2);
      const rows = await guestRows(app);
      assert.deepEqual([rows.employees, rows.lists, rows.items], [1, 1, 1]);
      assert.deepEqual(await searchNames(app, staying), ['Staying']);
      assert.equal(await deleteIdleGuests(app), 0);
    });
  });
}

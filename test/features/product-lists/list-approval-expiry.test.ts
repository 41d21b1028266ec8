/**
 * A list's approval (issue 26, item 5: submit, approve, reject by those who may and by nobody else,
 * a change of items making it a draft again, searches by status, history) and its own expiry
 * (item 4: `expiresAt` set, cleared, and housekeeping deleting it as the system).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError, login } from '../../helpers/app.js';
import { deleteExpiredLists } from '../../../src/features/product-lists/list-expiry.js';
import type { App } from '../../../src/main/app.js';

type Headers = Record<string, string>;

async function employeeIn(app: App, admin: Headers, id: string, role: string, unitId: string | null): Promise<Headers> {
  const res = await app.inject({
    method: 'POST',
    url: '/store-api/employee',
    headers: admin,
    payload: { id, email: `${id}@acme.example`, role, unitId, password: 'password-of-12' },
  });
  assert.equal(res.statusCode, 201, res.body);
  return { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(app, `${id}@acme.example`, 'password-of-12') };
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: approval and expiry`, { skip: dialect.skip }, () => {
    test('submit, approve and reject by exactly those who may; item changes make a draft again; searches and history', async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name);
      const unit = async (name: string) =>
        (await app.inject({ method: 'POST', url: '/store-api/organization-unit', headers: acme.headers, payload: { name, parentId: null } })).json()
          .id as string;
      const north = await unit('North');
      const south = await unit('South');
      const role = await app.inject({
        method: 'POST',
        url: '/store-api/role',
        headers: acme.headers,
        payload: {
          name: 'Approver',
          permissions: ['product_list.read', 'product_list.create', 'product_list.edit', 'product_list.read.all', 'product_list.approve'],
        },
      });
      assert.equal(role.statusCode, 201, role.body);
      const buyer = await employeeIn(app, acme.headers, 'buyer-north', 'member', north);
      const approverNorth = await employeeIn(app, acme.headers, 'approver-north', role.json().id, north);
      const approverSouth = await employeeIn(app, acme.headers, 'approver-south', role.json().id, south);
      const step = (headers: Headers, id: string, action: string, payload?: object) =>
        app.inject({ method: 'POST', url: `/store-api/product-lists/${id}/${action}`, headers, ...(payload ? { payload } : {}) });

      const created = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: buyer,
        payload: { name: 'December order', lineItems: [{ productId: 'SW-1', quantity: 3 }] },
      });
      const list = created.json();
      assert.deepEqual([list.status, list.statusChangedBy, list.expiresAt], ['draft', null, null]);

      // Only a submitted list is decided on; only the owner submits.
      expectError(await step(approverNorth, list.id, 'approve'), 409, 'PRODUCT_LIST__STATUS_CONFLICT');
      expectError(await step(acme.headers, list.id, 'submit'), 403, 'AUTH__PERMISSION_DENIED');
      const submitted = await step(buyer, list.id, 'submit');
      assert.equal(submitted.statusCode, 200, submitted.body);
      assert.deepEqual([submitted.json().status, submitted.json().statusChangedBy, submitted.json().version], ['submitted', 'buyer-north', list.version + 1]);
      expectError(await step(buyer, list.id, 'submit'), 409, 'PRODUCT_LIST__STATUS_CONFLICT');

      // Who may not decide: the owner (no permission), a member, another branch's approver (cannot see it), another organization.
      expectError(await step(buyer, list.id, 'approve'), 403, 'AUTH__PERMISSION_DENIED');
      expectError(await step(acme.memberHeaders, list.id, 'approve'), 403, 'AUTH__PERMISSION_DENIED');
      expectError(await step(approverSouth, list.id, 'approve'), 404, 'PRODUCT_LIST__NOT_FOUND');
      expectError(await step(globex.headers, list.id, 'approve'), 404, 'PRODUCT_LIST__NOT_FOUND');
      // Nobody decides on their own list, not even an approver.
      const own = (await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: approverNorth, payload: { name: 'Mine' } })).json();
      assert.equal((await step(approverNorth, own.id, 'submit')).statusCode, 200);
      expectError(await step(approverNorth, own.id, 'approve'), 403, 'AUTH__PERMISSION_DENIED');
      // A unit-level approver reaches owners of their branch only: the organization-level admin's list is not theirs to decide.
      const adminList = (
        await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Head office' } })
      ).json();
      assert.equal((await step(acme.headers, adminList.id, 'submit')).statusCode, 200);
      await app.inject({
        method: 'PUT',
        url: `/store-api/product-lists/${adminList.id}/shares`,
        headers: acme.headers,
        payload: { employees: [{ employeeId: 'approver-north', access: 'read' }] },
      });
      expectError(await step(approverNorth, adminList.id, 'approve'), 403, 'AUTH__PERMISSION_DENIED');

      // Rejected with a comment, submitted again, approved by the branch's approver.
      const rejected = await step(approverNorth, list.id, 'reject', { comment: 'Three is too many.' });
      assert.equal(rejected.statusCode, 200, rejected.body);
      assert.deepEqual(
        [rejected.json().status, rejected.json().statusChangedBy, rejected.json().statusComment],
        ['rejected', 'approver-north', 'Three is too many.'],
      );
      assert.equal((await step(buyer, list.id, 'submit')).json().statusComment, null);
      const approved = await step(acme.headers, list.id, 'approve', { comment: 'Fine.' });
      assert.equal(approved.statusCode, 200, approved.body);
      assert.equal(approved.json().status, 'approved');

      // A rename keeps the approval; a change of items makes a draft again.
      const renamed = await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${list.id}`,
        headers: buyer,
        payload: { name: 'December order (final)' },
      });
      assert.equal(renamed.json().status, 'approved');
      const changed = await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${list.id}`,
        headers: buyer,
        payload: { lineItems: [{ productId: 'SW-1', quantity: 2 }] },
      });
      assert.deepEqual([changed.json().status, changed.json().statusChangedBy], ['draft', 'buyer-north']);
      assert.equal((await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${list.id}`, headers: buyer })).json().status, 'draft');
      // A transfer into a submitted list changes its items too.
      assert.equal((await step(buyer, list.id, 'submit')).statusCode, 200);
      const other = (
        await app.inject({
          method: 'POST',
          url: '/store-api/product-lists/create',
          headers: buyer,
          payload: { name: 'Extras', lineItems: [{ productId: 'SW-9' }] },
        })
      ).json();
      const moved = await app.inject({
        method: 'POST',
        url: `/store-api/product-lists/${other.id}/transfer`,
        headers: buyer,
        payload: { targetId: list.id, mode: 'copy' },
      });
      assert.equal(moved.json().target.status, 'draft');

      // Searches by status.
      const byStatus = async (headers: Headers, status: string) =>
        (
          await app.inject({
            method: 'POST',
            url: '/store-api/product-lists',
            headers,
            payload: { filter: [{ type: 'equals', field: 'status', value: status }] },
          })
        )
          .json()
          .elements.map((entry: { id: string }) => entry.id)
          .sort();
      assert.deepEqual(await byStatus(acme.headers, 'submitted'), [adminList.id, own.id].sort());
      assert.deepEqual(await byStatus(buyer, 'draft'), [list.id, other.id].sort());

      // History: each step, with its change of status and comment.
      const history = (await app.inject({ method: 'GET', url: `/store-api/product-lists/${list.id}/history`, headers: buyer })).json().elements as {
        type: string;
        actor: { id: string };
        // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
        data: Record<string, any>;
      }[];
      const steps = history
        .filter((entry) => entry.type !== 'product_list.changed' || entry.data.changes.status)
        .map((entry) => [entry.type, entry.actor.id, entry.data.changes.status?.to, entry.data.comment]);
      assert.deepEqual(steps.reverse(), [
        ['product_list.created', 'buyer-north', undefined, undefined],
        ['product_list.submitted', 'buyer-north', 'submitted', undefined],
        ['product_list.rejected', 'approver-north', 'rejected', 'Three is too many.'],
        ['product_list.submitted', 'buyer-north', 'submitted', undefined],
        ['product_list.approved', acme.adminId, 'approved', 'Fine.'],
        ['product_list.changed', 'buyer-north', 'draft', undefined],
        ['product_list.submitted', 'buyer-north', 'submitted', undefined],
        ['product_list.changed', 'buyer-north', 'draft', undefined],
      ]);
    });

    test('expiresAt: in the future only, cleared with null, and housekeeping deletes the list then as the system', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const create = (payload: object) => app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.memberHeaders, payload });
      expectError(await create({ name: 'Past', expiresAt: '2020-01-01T00:00:00Z' }), 400, 'VALIDATION__INVALID', '/expiresAt');
      expectError(await create({ name: 'Nonsense', expiresAt: 'next tuesday' }), 400, 'VALIDATION__INVALID', '/expiresAt');
      const soon = new Date(Date.now() + 3_600_000);
      const expiring = await create({ name: 'Campaign', expiresAt: soon.toISOString().replace('Z', '+00:00') });
      assert.equal(expiring.statusCode, 201, expiring.body);
      assert.equal(expiring.json().expiresAt, soon.toISOString());
      const kept = (await create({ name: 'Kept' })).json();
      const cleared = (await create({ name: 'Cleared', expiresAt: soon.toISOString() })).json();
      const patched = await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${cleared.id}`,
        headers: acme.memberHeaders,
        payload: { expiresAt: null },
      });
      assert.deepEqual([patched.json().expiresAt, patched.json().version], [null, 2]);

      assert.equal(await deleteExpiredLists(app), 0, 'nothing is due yet');
      assert.equal(await deleteExpiredLists(app, new Date(soon.getTime() + 1000)), 1);
      expectError(
        await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${expiring.json().id}`, headers: acme.memberHeaders }),
        404,
        'PRODUCT_LIST__NOT_FOUND',
      );
      for (const id of [kept.id, cleared.id])
        assert.equal((await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.memberHeaders })).statusCode, 200);
      const entries = await app.inject({
        method: 'POST',
        url: '/store-api/audit-log',
        headers: acme.headers,
        payload: { filter: [{ type: 'equals', field: 'resourceId', value: expiring.json().id }], sort: [{ field: 'sequence', order: 'DESC' }], limit: 1 },
      });
      const [deleted] = entries.json().elements;
      assert.deepEqual([deleted.type, deleted.actor.type, deleted.data.reason], ['product_list.deleted', 'system', 'expired']);
      const history = (await app.inject({ method: 'GET', url: `/store-api/product-lists/${cleared.id}/history`, headers: acme.memberHeaders })).json().elements;
      assert.deepEqual(history[0].data.changes.expiresAt, { from: soon.toISOString(), to: null });
    });

    test('a list is gone at its expiresAt on every read and write, before housekeeping removes its row; searches and totals too, cached or not', async (t) => {
      const { app, acme, database } = await buildTestApp(t, dialect.name);
      const as = (method: string, url: string, payload?: object) =>
        app.inject({ method: method as 'GET', url, headers: acme.memberHeaders, ...(payload ? { payload } : {}) });
      const expiresAt = new Date(Date.now() + 1500).toISOString();
      const expiring = (
        await as('POST', '/store-api/product-lists/create', { name: 'Flash sale', expiresAt, lineItems: [{ productId: 'FS-1', quantity: 2 }] })
      ).json();
      const kept = (await as('POST', '/store-api/product-lists/create', { name: 'Kept', lineItems: [{ productId: 'K-1' }] })).json();
      const target = (await as('POST', '/store-api/product-lists/create', { name: 'Target' })).json();
      const search = async (body: object = {}) =>
        (await as('POST', '/store-api/product-lists', { sort: [{ field: 'name', order: 'ASC' }], 'total-count-mode': 'exact', ...body })).json();
      // Before: there, and the search answered twice (the second time from the cache).
      for (let round = 0; round < 2; round += 1)
        assert.deepEqual(
          (await search()).elements.map((list: { name: string }) => list.name),
          ['Flash sale', 'Kept', 'Target'],
        );
      const byAdmin = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists',
        headers: acme.headers,
        payload: { limit: 1, page: 2, sort: [{ field: 'name', order: 'ASC' }], 'total-count-mode': 'exact' },
      });
      assert.deepEqual([byAdmin.json().total, byAdmin.json().elements[0].name], [3, 'Kept']);
      await new Promise((resolve) => setTimeout(resolve, Date.parse(expiresAt) - Date.now() + 50));

      // After: no write happened, housekeeping did not run; the row is still there.
      assert.ok(
        await database.db.selectFrom('product_list').select('id').where('id', '=', expiring.id).executeTakeFirst(),
        "the row is housekeeping's to remove",
      );
      const id = expiring.id as string;
      for (const [method, url, payload] of [
        ['GET', `/store-api/product-lists/detail/${id}`],
        ['GET', `/store-api/product-lists/${id}/export`],
        ['GET', `/store-api/product-lists/${id}/history`],
        ['PATCH', `/store-api/product-lists/${id}`, { name: 'Revived' }],
        ['PUT', `/store-api/product-lists/${id}/shares`, { organization: 'read' }],
        ['POST', `/store-api/product-lists/${id}/duplicate`, {}],
        ['POST', `/store-api/product-lists/${id}/submit`],
        ['POST', `/store-api/product-lists/${id}/events/ticket`],
        ['POST', `/store-api/product-lists/${id}/transfer`, { targetId: target.id, mode: 'copy' }],
        ['POST', `/store-api/product-lists/${target.id}/transfer`, { targetId: id, mode: 'copy' }],
        ['DELETE', `/store-api/product-lists/${id}`],
      ] as const) {
        expectError(await as(method, url, payload), 404, 'PRODUCT_LIST__NOT_FOUND');
      }
      // Searches of every kind leave it out: the cached one, another sort, a member's, an admin's total and page.
      for (let round = 0; round < 2; round += 1) {
        const after = await search();
        assert.deepEqual([after.total, after.elements.map((list: { name: string }) => list.name)], [2, ['Kept', 'Target']]);
      }
      assert.equal((await search({ filter: [{ type: 'equals', field: 'name', value: 'Flash sale' }] })).total, 0);
      const adminPage = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists',
        headers: acme.headers,
        payload: { limit: 1, page: 2, sort: [{ field: 'name', order: 'ASC' }], 'total-count-mode': 'exact' },
      });
      assert.deepEqual([adminPage.json().total, adminPage.json().elements[0].name], [2, 'Target']);
      assert.equal((await as('GET', `/store-api/product-lists/detail/${kept.id}`)).statusCode, 200);
      // Housekeeping then removes the row (and says so in history).
      assert.equal(await deleteExpiredLists(app), 1);
    });
  });
}

/**
 * Organization settings (issue 25, item 1): the name and policies through GET|PATCH
 * /store-api/organization, the policies where they act (password logins refused; lists past their
 * retention deleted by housekeeping), and every refusal changing nothing.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError, login } from '../../helpers/app.js';
import { deleteIdleLists } from '../../../src/features/product-lists/list-expiry.js';

const URL = '/store-api/organization';
const DAY_MS = 24 * 60 * 60 * 1000;

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: organization settings`, { skip: dialect.skip }, () => {
    test('read and change the name and policies: versions, If-Match, history, refusals that change nothing, who may', async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name);
      const read = await app.inject({ method: 'GET', url: URL, headers: acme.headers });
      assert.equal(read.statusCode, 200, read.body);
      const before = read.json();
      assert.deepEqual(
        { ...before, createdAt: undefined, updatedAt: undefined },
        {
          apiAlias: 'b2b_organization',
          id: acme.organizationId,
          name: before.name,
          passwordLogin: true,
          requireSecondFactor: false,
          listRetentionDays: null,
          listSharing: 'organization',
          createdAt: undefined,
          updatedAt: undefined,
          version: 1,
        },
      );
      assert.equal(read.headers.etag, '"1"');

      const changed = await app.inject({
        method: 'PATCH',
        url: URL,
        headers: { ...acme.headers, 'if-match': '"1"' },
        payload: { name: '  Acme Trading  ', listRetentionDays: 90 },
      });
      assert.equal(changed.statusCode, 200, changed.body);
      assert.deepEqual([changed.json().name, changed.json().listRetentionDays, changed.json().version, changed.headers.etag], ['Acme Trading', 90, 2, '"2"']);
      expectError(
        await app.inject({ method: 'PATCH', url: URL, headers: { ...acme.headers, 'if-match': '"1"' }, payload: { name: 'Late' } }),
        412,
        'REQUEST__PRECONDITION_FAILED',
      );
      // The same values again: no new version, no entry.
      const same = await app.inject({
        method: 'PATCH',
        url: URL,
        headers: acme.headers,
        payload: { name: 'Acme Trading', passwordLogin: true, requireSecondFactor: false },
      });
      assert.equal(same.json().version, 2);
      const cleared = await app.inject({ method: 'PATCH', url: URL, headers: acme.headers, payload: { listRetentionDays: null } });
      assert.deepEqual([cleared.json().listRetentionDays, cleared.json().version], [null, 3]);

      const history = await app.inject({
        method: 'POST',
        url: '/store-api/audit-log',
        headers: acme.headers,
        payload: { filter: [{ type: 'equals', field: 'resourceType', value: 'organization' }], sort: [{ field: 'sequence', order: 'ASC' }] },
      });
      assert.equal(history.statusCode, 200, history.body);
      assert.deepEqual(
        history
          .json()
          .elements.map((entry: { type: string; resource: { version: number }; actor: { id: string }; data: { changes: unknown } }) => [
            entry.type,
            entry.resource.version,
            entry.actor.id,
            entry.data.changes,
          ]),
        [
          ['organization.changed', 2, acme.adminId, { name: { from: before.name, to: 'Acme Trading' }, listRetentionDays: { from: null, to: 90 } }],
          ['organization.changed', 3, acme.adminId, { listRetentionDays: { from: 90, to: null } }],
        ],
      );

      // Policies nobody could live with are refused, and change nothing.
      expectError(
        await app.inject({ method: 'PATCH', url: URL, headers: acme.headers, payload: { passwordLogin: false, name: 'Locked out' } }),
        409,
        'ORGANIZATION__SSO_REQUIRED',
        '/passwordLogin',
      );
      for (const [payload, pointer] of [
        [{ listRetentionDays: 0 }, '/listRetentionDays'],
        [{ listRetentionDays: 3651 }, '/listRetentionDays'],
        [{ listRetentionDays: 1.5 }, '/listRetentionDays'],
        [{ name: '   ' }, '/name'],
        [{ passwordLogin: 'no' }, '/passwordLogin'],
        [{ plan: 'gold' }, '/plan'],
        [{}, ''],
      ] as const) {
        expectError(await app.inject({ method: 'PATCH', url: URL, headers: acme.headers, payload }), 400, 'VALIDATION__INVALID', pointer);
      }
      const after = (await app.inject({ method: 'GET', url: URL, headers: acme.headers })).json();
      assert.deepEqual([after.name, after.passwordLogin, after.requireSecondFactor, after.version], ['Acme Trading', true, false, 3]);

      // A member holds neither permission; another organization sees and changes its own only.
      expectError(await app.inject({ method: 'GET', url: URL, headers: acme.memberHeaders }), 403, 'AUTH__PERMISSION_DENIED');
      expectError(await app.inject({ method: 'PATCH', url: URL, headers: acme.memberHeaders, payload: { name: 'Mine' } }), 403, 'AUTH__PERMISSION_DENIED');
      const theirs = await app.inject({ method: 'PATCH', url: URL, headers: globex.headers, payload: { name: 'Globex Two' } });
      assert.deepEqual([theirs.json().id, theirs.json().version], [globex.organizationId, 2]);
      assert.equal((await app.inject({ method: 'GET', url: URL, headers: acme.headers })).json().name, 'Acme Trading');

      // An admin in a unit reads the settings but changes them at organization level only.
      const unit = await app.inject({ method: 'POST', url: '/store-api/organization-unit', headers: acme.headers, payload: { name: 'Sales' } });
      const email = `unit-admin-${dialect.name}@acme.example`;
      const created = await app.inject({
        method: 'POST',
        url: '/store-api/employee',
        headers: acme.headers,
        payload: { id: 'unit-admin', email, role: 'admin', unitId: unit.json().id, password: 'unit-admin-password-1' },
      });
      assert.equal(created.statusCode, 201, created.body);
      const unitAdmin = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(app, email, 'unit-admin-password-1') };
      assert.equal((await app.inject({ method: 'GET', url: URL, headers: unitAdmin })).statusCode, 200);
      expectError(await app.inject({ method: 'PATCH', url: URL, headers: unitAdmin, payload: { name: 'Sales rules' } }), 403, 'AUTH__PERMISSION_DENIED');
    });

    test('passwordLogin off: the right password is refused with a pointer to single sign-on, a wrong one as ever; the other organization logs in', async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name);
      // As single sign-on will allow it (PATCH refuses it while there is none).
      await app.db.updateTable('organization').set({ password_login: 0 }).where('id', '=', acme.organizationId).execute();
      const attempt = (username: string, password: string) =>
        app.inject({ method: 'POST', url: '/store-api/account/login', headers: { 'sw-access-key': ACCESS_KEY }, payload: { username, password } });
      expectError(await attempt(acme.memberEmail, acme.memberPassword), 403, 'AUTH__PASSWORD_LOGIN_DISABLED');
      expectError(await attempt(acme.memberEmail, 'not-the-password-1'), 401, 'AUTH__INVALID_CREDENTIALS');
      assert.equal((await attempt(globex.memberEmail, globex.memberPassword)).statusCode, 200);
      const failures = await app.inject({
        method: 'POST',
        url: '/store-api/audit-log',
        headers: acme.headers,
        payload: { filter: [{ type: 'equals', field: 'type', value: 'account.login_failed' }] },
      });
      assert.deepEqual(
        failures
          .json()
          .elements.map((entry: { data: { reason: string } }) => entry.data.reason)
          .sort(),
        ['password login disabled', 'wrong password'],
      );
      expectError(await attempt(acme.adminEmail, acme.adminPassword), 403, 'AUTH__PASSWORD_LOGIN_DISABLED');
    });

    test('listRetentionDays: housekeeping deletes the lists unchanged that long, as their owner would (history by system, searches forget them); others stay', async (t) => {
      const setup = await buildTestApp(t, dialect.name);
      const { app, acme, globex } = setup;
      const create = async (headers: Record<string, string>, name: string) => {
        const res = await app.inject({
          method: 'POST',
          url: '/store-api/product-lists/create',
          headers,
          payload: { name, lineItems: [{ productId: 'p1', quantity: 2 }] },
        });
        assert.equal(res.statusCode, 201, res.body);
        return res.json().id as string;
      };
      const idle = await create(acme.memberHeaders, 'Idle');
      const busy = await create(acme.memberHeaders, 'Busy');
      const elsewhere = await create(globex.memberHeaders, 'Idle elsewhere');
      const longAgo = new Date(Date.now() - 40 * DAY_MS).toISOString();
      await app.db.updateTable('product_list').set({ updated_at: longAgo }).where('id', 'in', [idle, busy, elsewhere]).execute();
      const names = async () =>
        (await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.memberHeaders, payload: {} }))
          .json()
          .elements.map((list: { name: string }) => list.name)
          .sort();
      assert.deepEqual(await names(), ['Busy', 'Idle']);

      // No policy: nothing goes.
      assert.equal(await deleteIdleLists(app), 0);
      assert.equal((await app.inject({ method: 'PATCH', url: URL, headers: acme.headers, payload: { listRetentionDays: 30 } })).statusCode, 200);
      // Busy changes now: it is no longer idle.
      assert.equal(
        (await app.inject({ method: 'PATCH', url: `/store-api/product-lists/${busy}`, headers: acme.memberHeaders, payload: { description: 'still needed' } }))
          .statusCode,
        200,
      );
      assert.equal(await deleteIdleLists(app), 1);
      assert.deepEqual(await names(), ['Busy']);
      expectError(
        await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${idle}`, headers: acme.memberHeaders }),
        404,
        'PRODUCT_LIST__NOT_FOUND',
      );
      assert.equal((await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${elsewhere}`, headers: globex.memberHeaders })).statusCode, 200);
      const entries = await app.inject({
        method: 'POST',
        url: '/store-api/audit-log',
        headers: acme.headers,
        payload: { filter: [{ type: 'equals', field: 'resourceId', value: idle }], sort: [{ field: 'sequence', order: 'DESC' }], limit: 1 },
      });
      const [deleted] = entries.json().elements;
      assert.deepEqual(
        [deleted.type, deleted.actor.type, deleted.data.reason, deleted.data.changes.name],
        ['product_list.deleted', 'system', 'retention', { from: 'Idle', to: null }],
      );
      // Run again (another instance, the next round): nothing more to do.
      assert.equal(await deleteIdleLists(app), 0);
      // A year on, Busy has sat unchanged past the policy too.
      assert.equal(await deleteIdleLists(app, new Date(Date.now() + 365 * DAY_MS)), 1);
      assert.deepEqual(await names(), []);
    });
  });
}

import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { DIALECTS } from '../../helpers/dialects.js';
import type { DialectName } from '../../../src/platform/db/dialect.js';
import { createTestDatabase } from '../../helpers/database.js';
import { migrateTo, migrateToBottom, migrateToLatest } from '../../../src/platform/db/migrate.js';
import { buildApp } from '../../../src/main/app.js';
import { loadConfig } from '../../../src/kernel/config.js';
import { hashToken } from '../../../src/kernel/tokens.js';
import { ensureAccessKey } from '../../../src/features/organizations/access-key.repository.js';
import { ACCESS_KEY, TEST_CONFIG_OVERRIDES, expectError } from '../../helpers/app.js';
import { refusalOfServer } from '../../../src/platform/db/dialects/mysql.js';

const TABLES = [
  'organization',
  'access_key',
  'employee',
  'employee_invitation',
  'session',
  'product_list',
  'product_list_line_item',
  'idempotency_key',
  'product_list_revision',
  'role',
  'product_list_share',
  'event_ticket',
  'organization_unit',
  'event',
  'event_stream',
  'webhook',
  'webhook_delivery',
  'person',
  'recovery_code',
  'login_challenge',
  'organization_sso',
  'sso_identity',
  'sso_authorization',
  'sso_code',
  'scim_token',
  'scim_user',
  'product_list_custom_value',
  'employee_custom_value',
];

/** MariaDB's first schema is 0024's (migrate.ts): no MariaDB database of an older version exists to upgrade. */
const upgradeSkip = (dialect: (typeof DIALECTS)[number]) =>
  dialect.skip ?? (dialect.name === 'mysql' ? 'MariaDB starts at the schema of 0024: there is no older MariaDB database to upgrade' : undefined);

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: migrations`, { skip: dialect.skip }, () => {
    test('migrate an empty database up, down and up again', async (t) => {
      const database = await createTestDatabase(dialect.name);
      t.after(() => database.close());
      const tablesNow = async () => (await database.db.introspection.getTables()).map((table) => table.name).filter((name) => !name.startsWith('kysely_'));

      const first = await migrateToLatest(database.db);
      // MariaDB begins at 0024's schema, made by one migration (migrate.ts).
      assert.ok(first.length >= (dialect.name === 'mysql' ? 1 : 4), 'every migration ran');
      assert.deepEqual((await tablesNow()).sort(), [...TABLES].sort());
      assert.deepEqual(await migrateToLatest(database.db), [], 'a second run has nothing to do');

      await migrateToBottom(database.db);
      assert.deepEqual(await tablesNow(), []);

      await migrateToLatest(database.db);
      assert.deepEqual((await tablesNow()).sort(), [...TABLES].sort());
      // The schema works after the round trip.
      await database.db
        .insertInto('organization')
        .values({ id: 'o1', name: 'Acme', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' })
        .execute();
      const { rows } = await sql<{ count: number }>`select count(*) as count from organization`.execute(database.db);
      assert.equal(Number(rows[0]?.count), 1);
    });

    test('two migrators at once: one runs, the other finds nothing to do', async (t) => {
      const database = await createTestDatabase(dialect.name);
      t.after(() => database.close());
      const results = await Promise.all([migrateToLatest(database.db), migrateToLatest(database.db)]);
      assert.equal(results.flat().length, results.find((ran) => ran.length > 0)?.length);
    });
  });
}

/** Sessions of upgraded databases last beyond the tests. */
const future = '2999-01-01T00:00:00.000Z';

/**
 * A fresh database migrated up to `lastMigration` (what an earlier version made), and a handle that
 * writes its tables as that version did (Kysely<any>: the old schema).
 */
async function databaseOfVersion(t: TestContext, dialect: DialectName, lastMigration: string) {
  const database = await createTestDatabase(dialect);
  t.after(() => database.close());
  await migrateTo(database.db, lastMigration);
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  return { database, old: database.db as never as Kysely<any> };
}

/** The last migration of the version before roles, shares and per-organization employee ids. */
const BEFORE_ROLES = '2026_11_22_0005_product_lists_revision';

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: upgrade of a database the previous version made`, { skip: upgradeSkip(dialect) }, () => {
    test('every row, id, session and permission stays; the new features work on the old data', async (t) => {
      const { database, old } = await databaseOfVersion(t, dialect.name, BEFORE_ROLES);
      const at = '2026-11-01T00:00:00.000Z';
      await old
        .insertInto('organization')
        .values([
          { id: 'o1', name: 'Acme', created_at: at, updated_at: at },
          { id: 'o2', name: 'Globex', created_at: at, updated_at: at },
        ])
        .execute();
      const employee = (id: string, organization: string, role: string, email: string | null) => ({
        id,
        organization_id: organization,
        email,
        email_normalized: email,
        first_name: null,
        last_name: id,
        role,
        status: 'active',
        password_hash: null,
        last_login_at: null,
        created_at: at,
        updated_at: at,
        version: 3,
      });
      await old
        .insertInto('employee')
        .values([employee('boss', 'o1', 'admin', 'boss@acme.example'), employee('emp-1', 'o1', 'member', null), employee('g-boss', 'o2', 'admin', null)])
        .execute();
      await old
        .insertInto('session')
        .values([
          { token_hash: hashToken('boss-token'), employee_id: 'boss', organization_id: 'o1', created_at: at, expires_at: future },
          { token_hash: hashToken('member-token'), employee_id: 'emp-1', organization_id: 'o1', created_at: at, expires_at: future },
          { token_hash: hashToken('globex-token'), employee_id: 'g-boss', organization_id: 'o2', created_at: at, expires_at: future },
        ])
        .execute();
      await old
        .insertInto('product_list')
        .values({
          id: 'a'.repeat(32),
          organization_id: 'o1',
          owner_id: 'emp-1',
          name: 'Old list',
          description: null,
          item_count: 1,
          total_quantity: 5,
          created_at: at,
          updated_at: at,
          version: 7,
        })
        .execute();
      await old
        .insertInto('product_list_line_item')
        .values({
          id: 'b'.repeat(32),
          organization_id: 'o1',
          product_list_id: 'a'.repeat(32),
          product_id: 'SW-1',
          quantity: 5,
          note: 'kept',
          created_at: at,
          updated_at: at,
        })
        .execute();
      await old
        .insertInto('idempotency_key')
        .values({
          organization_id: 'o1',
          employee_id: 'emp-1',
          idempotency_key: 'k1',
          request_hash: 'h',
          status_code: 201,
          response_body: '{}',
          location: null,
          created_at: at,
        })
        .execute();

      assert.deepEqual(await migrateToLatest(database.db), [
        'Up 2026_11_23_0006_employee_ids_per_organization',
        'Up 2026_11_23_0007_roles_and_shares',
        'Up 2026_11_23_0008_line_item_positions_and_event_tickets',
        'Up 2026_11_25_0009_organization_units',
        'Up 2026_11_25_0010_events_and_webhooks',
        'Up 2026_11_25_0011_session_details',
        'Up 2026_11_25_0012_organization_settings',
        'Up 2026_11_26_0013_people',
        'Up 2026_11_26_0014_second_factor',
        'Up 2026_11_26_0015_single_sign_on',
        'Up 2026_11_26_0016_scim',
        'Up 2026_11_26_0017_list_workflow',
        'Up 2026_11_26_0018_list_custom_fields',
        'Up 2026_11_26_0019_employee_custom_fields',
        'Up 2026_11_26_0020_line_item_custom_fields',
        'Up 2026_11_27_0021_sso_last_refusal',
        'Up 2026_11_27_0022_list_sharing',
        'Up 2026_11_27_0023_scim_display_name',
        'Up 2026_11_27_0024_list_expiry_by_organization',
        'Up 2026_11_28_0025_fewer_list_indexes',
      ]);

      const app = await buildApp(loadConfig({}, TEST_CONFIG_OVERRIDES), database, { logger: false });
      t.after(() => app.close());
      await ensureAccessKey(database.db, ACCESS_KEY, 'tests');
      const as = (token: string) => ({ 'sw-access-key': ACCESS_KEY, 'sw-context-token': token });
      // Sessions opened before the upgrade go on, with exactly the permissions their role had.
      const me = await app.inject({ method: 'GET', url: '/store-api/account/me', headers: as('member-token') });
      assert.equal(me.statusCode, 200, me.body);
      assert.deepEqual(
        [me.json().id, me.json().role, me.json().version, me.json().permissions.sort()],
        ['emp-1', 'member', 3, ['account.profile', 'product_list.create', 'product_list.delete', 'product_list.edit', 'product_list.read']],
      );
      const boss = await app.inject({ method: 'GET', url: '/store-api/account/me', headers: as('boss-token') });
      assert.ok(
        boss.json().permissions.includes('role.edit') && boss.json().permissions.includes('employee.delete'),
        'an admin holds every permission, the new ones too',
      );
      // The list, its item and its version are as they were; updatedBy is unknown for old changes.
      const list = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${'a'.repeat(32)}`, headers: as('member-token') });
      assert.equal(list.statusCode, 200, list.body);
      assert.deepEqual(
        [list.json().version, list.json().ownerId, list.json().updatedBy, list.json().shared, list.json().lineItems[0].note, list.json().lineItems[0].position],
        [7, 'emp-1', null, false, 'kept', 1],
      );
      // Items added before positions keep their order, and new ones go after them.
      const added = await app.inject({
        method: 'PATCH',
        url: `/store-api/product-lists/${'a'.repeat(32)}`,
        headers: as('member-token'),
        payload: { lineItems: [{ productId: 'SW-2' }] },
      });
      assert.deepEqual(
        added.json().lineItems.map((item: { productId: string; position: number }) => [item.productId, item.position]),
        [
          ['SW-1', 1],
          ['SW-2', 2],
        ],
      );
      // Each old organization has the built-in roles; a custom role works at once.
      const roles = await app.inject({ method: 'POST', url: '/store-api/roles', headers: as('boss-token'), payload: {} });
      assert.deepEqual(
        roles.json().elements.map((role: { id: string; builtIn: boolean }) => [role.id, role.builtIn]),
        [
          ['admin', true],
          ['member', true],
        ],
      );
      const globexRoles = await app.inject({ method: 'POST', url: '/store-api/roles', headers: as('globex-token'), payload: {} });
      assert.equal(globexRoles.json().total, 2);
      // Globex may now use Acme's id; the idempotency key of emp-1 stays Acme's.
      const twin = await app.inject({ method: 'POST', url: '/store-api/employees', headers: as('globex-token'), payload: [{ id: 'emp-1' }] });
      assert.equal(twin.statusCode, 200, twin.body);
      const shared = await app.inject({
        method: 'PUT',
        url: `/store-api/product-lists/${'a'.repeat(32)}/shares`,
        headers: as('member-token'),
        payload: { employees: [{ employeeId: 'boss', access: 'edit' }] },
      });
      assert.equal(shared.statusCode, 200, shared.body);
      assert.equal(shared.json().version, 9);
      expectError(
        await app.inject({
          method: 'PUT',
          url: `/store-api/product-lists/${'a'.repeat(32)}/shares`,
          headers: as('member-token'),
          payload: { employees: [{ employeeId: 'g-boss', access: 'read' }] },
        }),
        400,
        'VALIDATION__INVALID',
        '/employees/0/employeeId',
      );
      // Deleting an employee still ends their sessions (the foreign keys moved to the new key).
      assert.equal((await app.inject({ method: 'DELETE', url: '/store-api/employee/emp-1', headers: as('boss-token') })).statusCode, 204);
      expectError(await app.inject({ method: 'GET', url: '/store-api/account/me', headers: as('member-token') }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
      const { rows } = await sql<{ count: number }>`select count(*) as count from idempotency_key`.execute(database.db);
      assert.equal(Number(rows[0]?.count), 1);
    });
  });
}

/** The last migration of the version before organization units. */
const BEFORE_UNITS = '2026_11_23_0008_line_item_positions_and_event_tickets';

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: upgrade to organization units`, { skip: upgradeSkip(dialect) }, () => {
    test("every employee stays at organization level with exactly today's rights; shares and sessions go on", async (t) => {
      const { database, old } = await databaseOfVersion(t, dialect.name, BEFORE_UNITS);
      const at = '2026-11-20T00:00:00.000Z';
      await old.insertInto('organization').values({ id: 'o1', name: 'Acme', created_at: at, updated_at: at }).execute();
      for (const id of ['admin', 'member']) {
        await old
          .insertInto('role')
          .values({
            organization_id: 'o1',
            id,
            name: id,
            name_normalized: id,
            description: null,
            permissions: null,
            built_in: 1,
            created_at: at,
            updated_at: at,
            version: 1,
          })
          .execute();
      }
      await old
        .insertInto('role')
        .values({
          organization_id: 'o1',
          id: 'r'.repeat(32),
          name: 'Buyer lead',
          name_normalized: 'buyer lead',
          description: null,
          permissions: JSON.stringify(['employee.read', 'product_list.read', 'product_list.read.all']),
          built_in: 0,
          created_at: at,
          updated_at: at,
          version: 1,
        })
        .execute();
      const employee = (id: string, role: string) => ({
        id,
        organization_id: 'o1',
        email: `${id}@acme.example`,
        email_normalized: `${id}@acme.example`,
        first_name: null,
        last_name: id,
        role,
        status: 'active',
        password_hash: null,
        last_login_at: null,
        created_at: at,
        updated_at: at,
        version: 2,
      });
      await old
        .insertInto('employee')
        .values([employee('boss', 'admin'), employee('lead', 'r'.repeat(32)), employee('buyer', 'member'), employee('other', 'member')])
        .execute();
      await old
        .insertInto('session')
        .values(
          ['boss', 'lead', 'buyer', 'other'].map((id) => ({
            token_hash: hashToken(`${id}-token`),
            employee_id: id,
            organization_id: 'o1',
            created_at: at,
            expires_at: future,
          })),
        )
        .execute();
      const listId = 'a'.repeat(32);
      await old
        .insertInto('product_list')
        .values({
          id: listId,
          organization_id: 'o1',
          owner_id: 'buyer',
          name: 'Old list',
          description: null,
          item_count: 0,
          total_quantity: 0,
          created_at: at,
          updated_at: at,
          version: 4,
          updated_by: 'buyer',
          shared: 1,
        })
        .execute();
      await old
        .insertInto('product_list_share')
        .values({ organization_id: 'o1', product_list_id: listId, employee_id: 'other', access: 'edit', created_at: at })
        .execute();

      assert.deepEqual(await migrateToLatest(database.db), [
        'Up 2026_11_25_0009_organization_units',
        'Up 2026_11_25_0010_events_and_webhooks',
        'Up 2026_11_25_0011_session_details',
        'Up 2026_11_25_0012_organization_settings',
        'Up 2026_11_26_0013_people',
        'Up 2026_11_26_0014_second_factor',
        'Up 2026_11_26_0015_single_sign_on',
        'Up 2026_11_26_0016_scim',
        'Up 2026_11_26_0017_list_workflow',
        'Up 2026_11_26_0018_list_custom_fields',
        'Up 2026_11_26_0019_employee_custom_fields',
        'Up 2026_11_26_0020_line_item_custom_fields',
        'Up 2026_11_27_0021_sso_last_refusal',
        'Up 2026_11_27_0022_list_sharing',
        'Up 2026_11_27_0023_scim_display_name',
        'Up 2026_11_27_0024_list_expiry_by_organization',
        'Up 2026_11_28_0025_fewer_list_indexes',
      ]);
      const app = await buildApp(loadConfig({}, TEST_CONFIG_OVERRIDES), database, { logger: false });
      t.after(() => app.close());
      await ensureAccessKey(database.db, ACCESS_KEY, 'tests');
      const as = (id: string) => ({ 'sw-access-key': ACCESS_KEY, 'sw-context-token': `${id}-token` }) as Record<string, string>;
      const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, id: string, payload?: object) =>
        app.inject({ method, url, headers: as(id), ...(payload ? { payload } : {}) });
      for (const id of ['boss', 'lead', 'buyer', 'other']) {
        const me = await inject('GET', '/store-api/account/me', id);
        assert.equal(me.statusCode, 200, me.body);
        assert.deepEqual([me.json().unitId, me.json().version], [null, 2]);
      }
      // Exactly today's rights: the admin and the lead reach every employee and list, the members their own and their shares.
      assert.equal((await inject('POST', '/store-api/employees/search', 'lead', { 'total-count-mode': 'exact' })).json().total, 4);
      assert.equal((await inject('GET', `/store-api/product-lists/detail/${listId}`, 'lead')).statusCode, 200);
      assert.equal((await inject('GET', `/store-api/product-lists/detail/${listId}`, 'boss')).statusCode, 200);
      assert.equal((await inject('PATCH', `/store-api/product-lists/${listId}`, 'other', { lineItems: [{ productId: 'SW-1' }] })).statusCode, 200);
      expectError(await inject('GET', '/store-api/employee/boss', 'buyer'), 403, 'AUTH__PERMISSION_DENIED');
      const shares = await inject('GET', `/store-api/product-lists/${listId}/shares`, 'buyer');
      assert.deepEqual([shares.json().employees, shares.json().units], [[{ employeeId: 'other', access: 'edit' }], []]);
      // The admin builds a tree on the old data and moves the lead into it: the lead's reach narrows at once.
      const unit = await inject('POST', '/store-api/organization-unit', 'boss', { name: 'Purchasing' });
      assert.equal(unit.statusCode, 201, unit.body);
      assert.equal((await inject('PATCH', '/store-api/employee/lead', 'boss', { unitId: unit.json().id })).statusCode, 200);
      expectError(await inject('GET', `/store-api/product-lists/detail/${listId}`, 'lead'), 404, 'PRODUCT_LIST__NOT_FOUND');
      // The only organization-level admin stays there.
      expectError(await inject('PATCH', '/store-api/employee/boss', 'boss', { unitId: unit.json().id }), 409, 'EMPLOYEE__LAST_ADMIN');
      // History starts with the upgrade: the organization's first event is 1, then 2, 3… (migration 0010).
      const history = await inject('POST', '/store-api/audit-log', 'boss', { sort: [{ field: 'sequence', order: 'ASC' }] });
      assert.deepEqual(
        history.json().elements.map((entry: { sequence: number; type: string }) => [entry.sequence, entry.type]),
        [
          [1, 'product_list.changed'],
          [2, 'organization_unit.created'],
          [3, 'employee.unit_changed'],
        ],
      );
    });
  });
}

/** The last migration of the version before sessions a person can see. */
const BEFORE_SESSION_DETAILS = '2026_11_25_0010_events_and_webhooks';

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: upgrade to sessions a person can see`, { skip: upgradeSkip(dialect) }, () => {
    test('open sessions go on with an id of their own; the person sees and ends them', async (t) => {
      const { database, old } = await databaseOfVersion(t, dialect.name, BEFORE_SESSION_DETAILS);
      const at = '2026-11-24T00:00:00.000Z';
      await old.insertInto('organization').values({ id: 'o1', name: 'Acme', created_at: at, updated_at: at }).execute();
      await old
        .insertInto('employee')
        .values({
          id: 'emp-1',
          organization_id: 'o1',
          email: 'mia@acme.example',
          email_normalized: 'mia@acme.example',
          first_name: null,
          last_name: 'Mia',
          role: 'member',
          status: 'active',
          unit_id: null,
          unit_path: null,
          password_hash: null,
          last_login_at: null,
          created_at: at,
          updated_at: at,
          version: 1,
        })
        .execute();
      await old
        .insertInto('session')
        .values(
          ['laptop', 'phone'].map((device) => ({
            token_hash: hashToken(`${device}-token`),
            employee_id: 'emp-1',
            organization_id: 'o1',
            created_at: at,
            expires_at: future,
          })),
        )
        .execute();

      assert.deepEqual(await migrateToLatest(database.db), [
        'Up 2026_11_25_0011_session_details',
        'Up 2026_11_25_0012_organization_settings',
        'Up 2026_11_26_0013_people',
        'Up 2026_11_26_0014_second_factor',
        'Up 2026_11_26_0015_single_sign_on',
        'Up 2026_11_26_0016_scim',
        'Up 2026_11_26_0017_list_workflow',
        'Up 2026_11_26_0018_list_custom_fields',
        'Up 2026_11_26_0019_employee_custom_fields',
        'Up 2026_11_26_0020_line_item_custom_fields',
        'Up 2026_11_27_0021_sso_last_refusal',
        'Up 2026_11_27_0022_list_sharing',
        'Up 2026_11_27_0023_scim_display_name',
        'Up 2026_11_27_0024_list_expiry_by_organization',
        'Up 2026_11_28_0025_fewer_list_indexes',
      ]);
      // Organization settings (0012): every organization keeps today's behaviour, at version 1.
      assert.deepEqual(
        await database.db.selectFrom('organization').select(['version', 'password_login', 'require_second_factor', 'list_retention_days']).execute(),
        [{ version: 1, password_login: 1, require_second_factor: 0, list_retention_days: null }],
      );
      const app = await buildApp(loadConfig({}, TEST_CONFIG_OVERRIDES), database, { logger: false });
      t.after(() => app.close());
      await ensureAccessKey(database.db, ACCESS_KEY, 'tests');
      const as = (token: string) => ({ 'sw-access-key': ACCESS_KEY, 'sw-context-token': token });
      const listed = await app.inject({ method: 'GET', url: '/store-api/account/sessions', headers: as('laptop-token') });
      assert.equal(listed.statusCode, 200, listed.body);
      const elements = listed.json().elements as { id: string; createdAt: string; lastUsedAt: string; userAgent: string | null; current: boolean }[];
      assert.equal(elements.length, 2);
      assert.ok(
        elements.every((session) => /^[0-9a-f]{32}$/.test(session.id) && session.userAgent === null && session.lastUsedAt === at && session.createdAt === at),
      );
      assert.notEqual(elements[0]!.id, elements[1]!.id);
      const phone = elements.find((session) => !session.current)!;
      assert.equal((await app.inject({ method: 'DELETE', url: `/store-api/account/sessions/${phone.id}`, headers: as('laptop-token') })).statusCode, 204);
      expectError(await app.inject({ method: 'GET', url: '/store-api/account/me', headers: as('phone-token') }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
      assert.equal((await app.inject({ method: 'GET', url: '/store-api/account/me', headers: as('laptop-token') })).statusCode, 200);
      // Down and up again: the migration is reversible.
      await migrateTo(database.db, BEFORE_SESSION_DETAILS);
      assert.deepEqual(await migrateToLatest(database.db), [
        'Up 2026_11_25_0011_session_details',
        'Up 2026_11_25_0012_organization_settings',
        'Up 2026_11_26_0013_people',
        'Up 2026_11_26_0014_second_factor',
        'Up 2026_11_26_0015_single_sign_on',
        'Up 2026_11_26_0016_scim',
        'Up 2026_11_26_0017_list_workflow',
        'Up 2026_11_26_0018_list_custom_fields',
        'Up 2026_11_26_0019_employee_custom_fields',
        'Up 2026_11_26_0020_line_item_custom_fields',
        'Up 2026_11_27_0021_sso_last_refusal',
        'Up 2026_11_27_0022_list_sharing',
        'Up 2026_11_27_0023_scim_display_name',
        'Up 2026_11_27_0024_list_expiry_by_organization',
        'Up 2026_11_28_0025_fewer_list_indexes',
      ]);
    });
  });
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: housekeeping`, { skip: dialect.skip }, () => {
    test('expired sessions, invitations and idempotency keys are deleted, and history past its retention and old delivery attempts; live ones stay', async (t) => {
      const { deleteExpired } = await import('../../../src/main/housekeeping.js');
      const database = await createTestDatabase(dialect.name);
      t.after(() => database.close());
      await migrateToLatest(database.db);
      const past = '2020-01-01T00:00:00.000Z';
      const future = '2999-01-01T00:00:00.000Z';
      await database.db.insertInto('organization').values({ id: 'o1', name: 'Acme', created_at: past, updated_at: past }).execute();
      await database.db
        .insertInto('person')
        .values({ id: 'p1', email: null, email_normalized: null, password_hash: null, last_organization_id: 'o1', created_at: past, updated_at: past })
        .execute();
      await database.db
        .insertInto('employee')
        .values({
          id: 'e1',
          organization_id: 'o1',
          person_id: 'p1',
          email: null,
          email_normalized: null,
          first_name: null,
          last_name: null,
          role: 'member',
          status: 'invited',
          last_login_at: null,
          created_at: past,
          updated_at: past,
          version: 1,
        })
        .execute();
      await database.db
        .insertInto('session')
        .values([
          { token_hash: 'old', employee_id: 'e1', organization_id: 'o1', created_at: past, expires_at: past },
          { token_hash: 'live', employee_id: 'e1', organization_id: 'o1', created_at: past, expires_at: future },
        ])
        .execute();
      await database.db
        .insertInto('employee_invitation')
        .values({ employee_id: 'e1', organization_id: 'o1', token_hash: 'h', expires_at: past, created_at: past })
        .execute();
      await database.db
        .insertInto('idempotency_key')
        .values({
          organization_id: 'o1',
          employee_id: 'e1',
          idempotency_key: 'k',
          request_hash: 'r',
          status_code: 201,
          response_body: '{}',
          location: null,
          created_at: past,
        })
        .execute();

      const event = (sequence: number, occurredAt: string) => ({
        organization_id: 'o1',
        sequence,
        id: `event-${sequence}`,
        type: 'employee.created',
        occurred_at: occurredAt,
        actor_type: 'cli',
        actor_id: null,
        resource_type: 'employee',
        resource_id: 'e1',
        resource_version: 1,
        scope_path: null,
        request_id: null,
        data: '{"changes":{}}',
      });
      const recent = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
      await database.db
        .insertInto('event')
        .values([event(1, past), event(2, recent)])
        .execute();
      const attempt = (id: string, attemptedAt: string) => ({
        organization_id: 'o1',
        id,
        webhook_id: 'w1',
        event_id: 'event-2',
        sequence: 2,
        event_type: 'employee.created',
        attempted_at: attemptedAt,
        outcome: 'delivered' as const,
        response_status: 204,
        duration_ms: 3,
        error: null,
      });
      await database.db
        .insertInto('webhook_delivery')
        .values([attempt('old', past), attempt('new', recent)])
        .execute();
      await database.db
        .insertInto('login_challenge')
        .values(
          ['old', 'live'].map((name) => ({
            token_hash: name,
            person_id: 'p1',
            organization_id: 'o1',
            employee_id: 'e1',
            accepting: 0,
            attempts: 0,
            expires_at: name === 'old' ? past : future,
          })),
        )
        .execute();

      await deleteExpired(database.writer, { auditRetentionDays: 30 });

      // History older than AUDIT_RETENTION_DAYS goes, and delivery attempts after 7 days.
      assert.deepEqual(
        (await database.db.selectFrom('event').select('sequence').execute()).map((row) => Number(row.sequence)),
        [2],
      );
      assert.deepEqual(
        (await database.db.selectFrom('webhook_delivery').select('id').execute()).map((row) => row.id),
        ['new'],
      );
      assert.deepEqual(
        (await database.db.selectFrom('session').select('token_hash').execute()).map((row) => row.token_hash),
        ['live'],
      );
      assert.equal((await database.db.selectFrom('employee_invitation').selectAll().execute()).length, 0);
      assert.equal((await database.db.selectFrom('idempotency_key').selectAll().execute()).length, 0);
      assert.deepEqual(
        (await database.db.selectFrom('login_challenge').select('token_hash').execute()).map((row) => row.token_hash),
        ['live'],
      );
    });
  });
}

test('a MariaDB or MySQL server the service cannot run on is named before migrating, with what it needs', () => {
  assert.equal(refusalOfServer('10.11.19-MariaDB-0+deb12u1'), undefined);
  assert.equal(refusalOfServer('11.4.2-MariaDB'), undefined);
  assert.match(refusalOfServer('10.5.23-MariaDB') ?? '', /^DATABASE_URL: MariaDB 10\.5\.23-MariaDB is too old; the service runs on MariaDB 10\.6 or later/);
  assert.match(refusalOfServer('8.0.36') ?? '', /^DATABASE_URL: MySQL 8\.0\.36 is not supported yet/);
});

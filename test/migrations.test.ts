import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { DIALECTS } from './dialects.js';
import { createTestDatabase } from './helpers/database.js';
import { migrateToBottom, migrateToLatest } from '../src/db/migrate.js';

const TABLES = ['organization', 'access_key', 'employee', 'employee_invitation', 'session', 'product_list', 'product_list_line_item', 'idempotency_key', 'product_list_revision'];

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: migrations`, { skip: dialect.skip }, () => {
    test('migrate an empty database up, down and up again', async (t) => {
      const database = await createTestDatabase(dialect.name);
      t.after(() => database.close());
      const tablesNow = async () => (await database.db.introspection.getTables())
        .map((table) => table.name)
        .filter((name) => !name.startsWith('kysely_'));

      const first = await migrateToLatest(database.db);
      assert.ok(first.length >= 4, 'every migration ran');
      assert.deepEqual((await tablesNow()).sort(), [...TABLES].sort());
      assert.deepEqual(await migrateToLatest(database.db), [], 'a second run has nothing to do');

      await migrateToBottom(database.db);
      assert.deepEqual(await tablesNow(), []);

      await migrateToLatest(database.db);
      assert.deepEqual((await tablesNow()).sort(), [...TABLES].sort());
      // The schema works after the round trip.
      await database.db.insertInto('organization').values({ id: 'o1', name: 'Acme', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }).execute();
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

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: housekeeping`, { skip: dialect.skip }, () => {
    test('expired sessions, invitations and idempotency keys are deleted; live ones stay', async (t) => {
      const { deleteExpired } = await import('../src/housekeeping.js');
      const database = await createTestDatabase(dialect.name);
      t.after(() => database.close());
      await migrateToLatest(database.db);
      const past = '2020-01-01T00:00:00.000Z';
      const future = '2999-01-01T00:00:00.000Z';
      await database.db.insertInto('organization').values({ id: 'o1', name: 'Acme', created_at: past, updated_at: past }).execute();
      await database.db.insertInto('employee').values({
        id: 'e1', organization_id: 'o1', email: null, email_normalized: null, first_name: null, last_name: null, role: 'member', status: 'invited',
        password_hash: null, last_login_at: null, created_at: past, updated_at: past, version: 1,
      }).execute();
      await database.db.insertInto('session').values([
        { token_hash: 'old', employee_id: 'e1', organization_id: 'o1', created_at: past, expires_at: past },
        { token_hash: 'live', employee_id: 'e1', organization_id: 'o1', created_at: past, expires_at: future },
      ]).execute();
      await database.db.insertInto('employee_invitation').values({ employee_id: 'e1', organization_id: 'o1', token_hash: 'h', expires_at: past, created_at: past }).execute();
      await database.db.insertInto('idempotency_key').values({
        organization_id: 'o1', employee_id: 'e1', idempotency_key: 'k', request_hash: 'r', status_code: 201, response_body: '{}', location: null, created_at: past,
      }).execute();

      await deleteExpired(database.writer);

      assert.deepEqual((await database.db.selectFrom('session').select('token_hash').execute()).map((row) => row.token_hash), ['live']);
      assert.equal((await database.db.selectFrom('employee_invitation').selectAll().execute()).length, 0);
      assert.equal((await database.db.selectFrom('idempotency_key').selectAll().execute()).length, 0);
    });
  });
}

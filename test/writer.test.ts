import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from './dialects.js';
import { createTestDatabase } from './helpers/database.js';
import { migrateToLatest } from '../src/db/migrate.js';

const AT = '2026-01-01T00:00:00.000Z';

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: the writer`, { skip: dialect.skip }, () => {
    test('concurrent units of work all commit; a failing one is rolled back alone', async (t) => {
      const database = await createTestDatabase(dialect.name);
      t.after(() => database.close());
      await migrateToLatest(database.db);
      const writer = database.writer;
      const insert = (id: string) => writer.run(async (trx) => {
        await trx.insertInto('organization').values({ id, name: id, created_at: AT, updated_at: AT }).execute();
        return id;
      });

      const outcomes = await Promise.allSettled([
        ...Array.from({ length: 40 }, (_, index) => insert(`org-${index}`)),
        // A unit of work that writes, then fails: none of its writes may survive.
        writer.run(async (trx) => {
          await trx.insertInto('organization').values({ id: 'doomed', name: 'doomed', created_at: AT, updated_at: AT }).execute();
          throw new Error('rule broken');
        }),
        // A duplicate key fails at the database.
        insert('org-0'),
      ]);

      assert.equal(outcomes.filter((outcome) => outcome.status === 'fulfilled').length, 40);
      assert.equal(outcomes.filter((outcome) => outcome.status === 'rejected').length, 2);
      const ids = (await database.db.selectFrom('organization').select('id').execute()).map((row) => row.id).sort();
      assert.equal(ids.length, 40);
      assert.ok(!ids.includes('doomed'));
    });

    test('a result is the unit of work\'s own answer', async (t) => {
      const database = await createTestDatabase(dialect.name);
      t.after(() => database.close());
      await migrateToLatest(database.db);
      const writer = database.writer;
      const answers = await Promise.all([1, 2, 3].map((value) => writer.run(async () => value * 10)));
      assert.deepEqual(answers, [10, 20, 30]);
    });
  });
}

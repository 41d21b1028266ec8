import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { describe, test, type TestContext } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import type { DialectName } from '../../../src/platform/db/dialect.js';
import { createTestDatabase } from '../../helpers/database.js';
import { recordEvent, SYSTEM_ACTOR } from '../../../src/platform/outbox/outbox.js';

const AT = '2026-01-01T00:00:00.000Z';

/** A migrated database of the test's own, holding these organizations. */
async function databaseWith(t: TestContext, dialect: DialectName, organizations: readonly string[]) {
  const database = await createTestDatabase(dialect, { migrated: true });
  t.after(() => database.close());
  for (const id of organizations)
    await database.writer.run(async (trx) => trx.insertInto('organization').values({ id, name: id, created_at: AT, updated_at: AT }).execute());
  return { database, writer: database.writer };
}

/** An event about a role (any resource would do). */
const eventAbout = (id: string) => ({
  type: 'role.created' as const,
  resource: { type: 'role' as const, id, version: 1 },
  scopePath: null,
  data: { changes: {} },
});

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: the writer`, { skip: dialect.skip }, () => {
    test('concurrent units of work all commit; a failing one is rolled back alone', async (t) => {
      const { database, writer } = await databaseWith(t, dialect.name, []);
      const insert = (id: string) =>
        writer.run(async (trx) => {
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

    test('a batch runs without savepoints; when a unit fails, the batch runs again unit by unit and only the failed one is undone', async (t) => {
      const { database, writer } = await databaseWith(t, dialect.name, ['org']);
      const tries = new Map<string, number>();
      const unit = (id: string, fail = false) =>
        writer.run(async (trx) => {
          tries.set(id, (tries.get(id) ?? 0) + 1);
          await trx.insertInto('organization').values({ id, name: id, created_at: AT, updated_at: AT }).execute();
          await recordEvent(trx, 'org', SYSTEM_ACTOR, eventAbout(id));
          if (fail) throw new Error(`${id} broke a rule`);
          return id;
        }, 'one-list');
      const statementsBefore = database.stats.statements;
      const replaysBefore = writer.stats.replays;
      // A first unit holds the lane's batch; the next five arrive meanwhile and form one batch of their own.
      const first = unit('first');
      const clean = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => unit(id)));
      await first;
      assert.deepEqual(clean, ['a', 'b', 'c', 'd', 'e']);
      assert.equal(writer.stats.replays - replaysBefore, 0);
      if (dialect.name === 'postgres') {
        // Per batch: begin, its inserts, the event counter and the events (written at its end), commit;
        // 14 statements for these two batches (10 had all six shared one), 19 (16) with a savepoint per unit.
        const sent = database.stats.statements - statementsBefore;
        assert.ok(sent < 16, `no savepoint round trips (${sent} statements)`);
      }
      const outcomes = await Promise.allSettled([unit('hold'), unit('p'), unit('q'), unit('bad', true), unit('r')]);
      assert.deepEqual(
        outcomes.map((outcome) => outcome.status),
        ['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled'],
      );
      assert.match(String((outcomes[3] as PromiseRejectedResult).reason), /bad broke a rule/);
      assert.equal(writer.stats.replays - replaysBefore, 1, 'the batch holding the failed unit ran again');
      assert.equal(tries.get('p'), 2, 'a unit before the failed one ran twice');
      assert.equal(tries.get('r'), 1, 'a unit after it ran once: the first run stopped at the failure');
      const ids = (await database.db.selectFrom('organization').select('id').where('id', '<>', 'org').execute()).map((row) => row.id).sort();
      assert.deepEqual(ids, ['a', 'b', 'c', 'd', 'e', 'first', 'hold', 'p', 'q', 'r']);
      const events = await database.db
        .selectFrom('event')
        .select(['sequence', 'resource_id'])
        .where('organization_id', '=', 'org')
        .orderBy('sequence')
        .execute();
      assert.deepEqual(
        events.map((row) => row.resource_id),
        ['first', 'a', 'b', 'c', 'd', 'e', 'hold', 'p', 'q', 'r'],
      );
      assert.deepEqual(
        events.map((row) => Number(row.sequence)),
        Array.from({ length: 10 }, (_, index) => index + 1),
      );
    });

    test('a unit that fails before writing anything fails alone: on SQLite its batch goes on without running again', async (t) => {
      const { database, writer } = await databaseWith(t, dialect.name, ['org']);
      const tries = new Map<string, number>();
      const unit = (id: string, refuse = false) =>
        writer.run(async (trx) => {
          tries.set(id, (tries.get(id) ?? 0) + 1);
          await recordEvent(trx, 'org', SYSTEM_ACTOR, eventAbout(id));
          // A refusal after a read (a list not found, a stale version): nothing written.
          if (refuse && (await trx.selectFrom('organization').select('id').where('id', '=', 'missing').executeTakeFirst()) === undefined)
            throw new Error(`${id} not found`);
          await trx.insertInto('organization').values({ id, name: id, created_at: AT, updated_at: AT }).execute();
          return id;
        }, 'one-list');
      const replaysBefore = writer.stats.replays;
      await unit('first');
      const outcomes = await Promise.allSettled([unit('hold'), unit('p'), unit('refused', true), unit('q')]);
      assert.deepEqual(
        outcomes.map((outcome) => outcome.status),
        ['fulfilled', 'fulfilled', 'rejected', 'fulfilled'],
      );
      assert.match(String((outcomes[2] as PromiseRejectedResult).reason), /refused not found/);
      if (dialect.name === 'sqlite') {
        assert.equal(writer.stats.replays - replaysBefore, 0, 'no replay');
        assert.equal(tries.get('p'), 1);
        assert.equal(tries.get('refused'), 1);
      }
      const ids = (await database.db.selectFrom('organization').select('id').where('id', '<>', 'org').execute()).map((row) => row.id).sort();
      assert.deepEqual(ids, ['first', 'hold', 'p', 'q']);
      const events = await database.db
        .selectFrom('event')
        .select(['sequence', 'resource_id'])
        .where('organization_id', '=', 'org')
        .orderBy('sequence')
        .execute();
      assert.deepEqual(
        events.map((row) => row.resource_id),
        ['first', 'hold', 'p', 'q'],
      );
      assert.deepEqual(
        events.map((row) => Number(row.sequence)),
        [1, 2, 3, 4],
      );
    });

    test('events of a batch: in the order of its units of work, consecutive, none of a failed unit', async (t) => {
      const { database, writer } = await databaseWith(t, dialect.name, ['org']);
      // One key: one lane, so these units run one batch after another in the order they came.
      const outcomes = await Promise.allSettled(
        Array.from({ length: 12 }, (_, index) =>
          writer.run(async (trx) => {
            await recordEvent(trx, 'org', SYSTEM_ACTOR, eventAbout(`unit-${index}`));
            if (index === 5) throw new Error('rule broken after its event');
          }, 'one-list'),
        ),
      );
      assert.deepEqual(
        outcomes.map((outcome) => outcome.status),
        Array.from({ length: 12 }, (_, index) => (index === 5 ? 'rejected' : 'fulfilled')),
      );
      const rows = await database.db.selectFrom('event').select(['sequence', 'resource_id']).where('organization_id', '=', 'org').orderBy('sequence').execute();
      assert.deepEqual(
        rows.map((row) => Number(row.sequence)),
        Array.from({ length: 11 }, (_, index) => index + 1),
      );
      assert.deepEqual(
        rows.map((row) => row.resource_id),
        Array.from({ length: 12 }, (_, index) => `unit-${index}`).filter((id) => id !== 'unit-5'),
      );
      const stream = await database.db.selectFrom('event_stream').select('last_sequence').where('organization_id', '=', 'org').executeTakeFirstOrThrow();
      assert.equal(Number(stream.last_sequence), 11);
    });

    test("a batch's events are written whole: every column as recorded, numbered on from the last; on PostgreSQL in one statement", async (t) => {
      const { database, writer } = await databaseWith(t, dialect.name, ['org']);
      await writer.run((trx) => recordEvent(trx, 'org', SYSTEM_ACTOR, eventAbout('before')));
      const statementsBefore = database.stats.statements;
      const data = { changes: { name: { from: 'a "quoted" \\ name', to: 'ünïcode ✓' } }, extra: [1, null, true] };
      await writer.run(async (trx) => {
        for (let index = 0; index < 3; index += 1) {
          await recordEvent(
            trx,
            'org',
            { type: 'employee', id: `emp-${index}`, requestId: `req-${index}` },
            { type: 'role.changed', resource: { type: 'role', id: `role-${index}`, version: index + 2 }, scopePath: index === 1 ? '/u1/' : null, data },
          );
        }
      });
      // Begin, the sequence moved and the three events in one statement, commit.
      if (dialect.name === 'postgres') assert.equal(database.stats.statements - statementsBefore, 3);
      const rows = await database.db.selectFrom('event').selectAll().where('organization_id', '=', 'org').orderBy('sequence').execute();
      assert.deepEqual(
        rows.map((row) => [
          Number(row.sequence),
          row.type,
          row.resource_id,
          row.resource_version,
          row.actor_type,
          row.actor_id,
          row.request_id,
          row.scope_path,
        ]),
        [
          [1, 'role.created', 'before', 1, 'system', null, null, null],
          [2, 'role.changed', 'role-0', 2, 'employee', 'emp-0', 'req-0', null],
          [3, 'role.changed', 'role-1', 3, 'employee', 'emp-1', 'req-1', '/u1/'],
          [4, 'role.changed', 'role-2', 4, 'employee', 'emp-2', 'req-2', null],
        ],
      );
      for (const row of rows.slice(1)) assert.deepEqual(JSON.parse(row.data), data);
      assert.equal(new Set(rows.map((row) => row.id)).size, 4);
      assert.equal(
        Number(
          (await database.db.selectFrom('event_stream').select('last_sequence').where('organization_id', '=', 'org').executeTakeFirstOrThrow()).last_sequence,
        ),
        4,
      );
    });

    if (dialect.name === 'postgres')
      test("batches of other lanes go on while one waits; every batch's events stay gapless and in commit order", async (t) => {
        const { database, writer } = await databaseWith(t, dialect.name, ['org']);
        const finished: string[] = [];
        // A slow unit of work (an import, say) holds its lane's batch; other keys' lanes commit meanwhile.
        const slow = writer.run(async (trx) => {
          await recordEvent(trx, 'org', SYSTEM_ACTOR, eventAbout('slow'));
          await sql`select pg_sleep(0.5)`.execute(trx);
          finished.push('slow');
        }, 'key-0');
        const others = Array.from({ length: 8 }, (_, index) =>
          writer.run(
            async (trx) => {
              await recordEvent(trx, 'org', SYSTEM_ACTOR, eventAbout(`other-${index}`));
              finished.push(`other-${index}`);
            },
            `key-${index + 1}`,
          ),
        );
        await Promise.all([slow, ...others]);
        assert.notEqual(finished[0], 'slow', `some other lane finished first: ${finished.join(', ')}`);
        const rows = await database.db
          .selectFrom('event')
          .select(['sequence', 'resource_id'])
          .where('organization_id', '=', 'org')
          .orderBy('sequence')
          .execute();
        assert.deepEqual(
          rows.map((row) => Number(row.sequence)),
          Array.from({ length: 9 }, (_, index) => index + 1),
        );
        // Numbered in commit order: every unit of another lane that was done before the slow one is numbered before it.
        const sequenceOf = new Map(rows.map((row) => [row.resource_id, Number(row.sequence)]));
        for (const id of finished.slice(0, finished.indexOf('slow'))) assert.ok(sequenceOf.get(id)! < sequenceOf.get('slow')!, `${id} before slow`);
      });

    if (dialect.name === 'postgres')
      test('units of one key in flight share a lane: a second unit of a list runs after the first committed', async (t) => {
        const { writer } = await databaseWith(t, dialect.name, []);
        // Other lanes are idle: without the key, the second unit would start at once on one of them.
        const first = writer.run(async (trx) => {
          await trx.insertInto('organization').values({ id: 'first', name: 'first', created_at: AT, updated_at: AT }).execute();
          await sql`select pg_sleep(0.3)`.execute(trx);
        }, 'list-1');
        await new Promise((resolve) => setTimeout(resolve, 50));
        const second = writer.run(
          async (trx) => (await trx.selectFrom('organization').select('id').where('id', '=', 'first').executeTakeFirst()) !== undefined,
          'list-1',
        );
        const unrelated = writer.run(
          async (trx) => (await trx.selectFrom('organization').select('id').where('id', '=', 'first').executeTakeFirst()) !== undefined,
          'list-2',
        );
        await first;
        assert.equal(await second, true, "the same list's unit saw the first one committed");
        assert.equal(await unrelated, false, "another list's unit ran meanwhile on another lane");
      });

    if (dialect.name === 'postgres')
      test('batches ending together lock organizations in one order: no deadlock however their units recorded them', async (t) => {
        const { database, writer } = await databaseWith(t, dialect.name, ['org-a', 'org-b']);
        const before = writer.stats.conflicts;
        // Units of several lanes, each recording both organizations, half of them in the other order,
        // and all waiting a moment so that their batches end together.
        await Promise.all(
          Array.from({ length: 8 }, (_, index) =>
            writer.run(async (trx) => {
              const organizations = index % 2 === 0 ? ['org-a', 'org-b'] : ['org-b', 'org-a'];
              for (const organizationId of organizations) await recordEvent(trx, organizationId, SYSTEM_ACTOR, eventAbout(`unit-${index}`));
              await sql`select pg_sleep(0.3)`.execute(trx);
            }, `key-${index}`),
          ),
        );
        assert.equal(writer.stats.conflicts - before, 0, 'no unit met a deadlock');
        for (const organizationId of ['org-a', 'org-b']) {
          const rows = await database.db.selectFrom('event').select('sequence').where('organization_id', '=', organizationId).orderBy('sequence').execute();
          assert.deepEqual(
            rows.map((row) => Number(row.sequence)),
            Array.from({ length: 8 }, (_, index) => index + 1),
          );
        }
      });

    /** What each database answers a deadlock's victim with. */
    const CONFLICT_CODE = { postgres: '40P01', mysql: 'ER_LOCK_DEADLOCK', sqlite: 'SQLITE_BUSY' } as const;

    test('a unit of work alone that fails leaves nothing; one that meets a conflict runs again', async (t) => {
      const { database, writer } = await databaseWith(t, dialect.name, []);
      await assert.rejects(
        writer.run(async (trx) => {
          await trx.insertInto('organization').values({ id: 'alone', name: 'alone', created_at: AT, updated_at: AT }).execute();
          throw new Error('rule broken');
        }),
        /rule broken/,
      );
      assert.equal((await database.db.selectFrom('organization').select('id').execute()).length, 0);
      // What PostgreSQL answers a deadlock's victim with (and CockroachDB a serialization failure):
      // the unit of work runs again, and only its last try's writes stay.
      let tries = 0;
      const conflicted = () =>
        writer.run(async (trx) => {
          tries += 1;
          await trx
            .insertInto('organization')
            .values({ id: `try-${tries}`, name: 'x', created_at: AT, updated_at: AT })
            .execute();
          if (tries < 3) throw Object.assign(new Error('deadlock detected'), { code: CONFLICT_CODE[dialect.name] });
          return tries;
        });
      if (dialect.name !== 'sqlite') {
        assert.equal(await conflicted(), 3);
        assert.deepEqual(
          (await database.db.selectFrom('organization').select('id').execute()).map((row) => row.id),
          ['try-3'],
        );
      } else {
        // SQLite has one writer and no deadlocks: a busy database is an error for the caller.
        await assert.rejects(conflicted(), /deadlock detected/);
      }
    });

    test("a result is the unit of work's own answer", async (t) => {
      const { writer } = await databaseWith(t, dialect.name, []);
      const answers = await Promise.all([1, 2, 3].map((value) => writer.run(async () => value * 10)));
      assert.deepEqual(answers, [10, 20, 30]);
    });
  });
}

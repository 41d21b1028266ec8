import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql, type SelectQueryBuilder } from 'kysely';
import { DIALECTS } from '../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, login, type TestApp } from '../../helpers/app.js';
import { createTestDatabase } from '../../helpers/database.js';
import { NotPreparable, parameterToken, statementsOf } from '../../../src/platform/db/statements.js';
import { runPreparedSearch } from '../../../src/features/criteria/criteria.apply.js';
import { parseCriteria } from '../../../src/features/criteria/criteria.parse.js';
import { PRODUCT_LIST_SEARCH } from '../../../src/features/product-lists/product-list.search.js';

type Headers = Record<string, string>;
type Answer = { total: number; elements: { id: string; name: string; ownerId: string | null; access: string }[] };

/** A new employee of Acme in `unitId` with `role`, logged in. */
async function employeeIn(setup: TestApp, id: string, unitId: string | null, role: string): Promise<Headers> {
  const email = `${id}-${Date.now()}@acme.example`;
  const res = await setup.app.inject({
    method: 'POST',
    url: '/store-api/employee',
    headers: setup.acme.headers,
    payload: { id, email, role, unitId, password: `${id}-password-1` },
  });
  assert.equal(res.statusCode, 201, res.body);
  return { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(setup.app, email, `${id}-password-1`) };
}

/**
 * List searches are built and compiled once per shape and run with each request's values
 * (criteria.apply.ts, runPreparedSearch): the caller's organization, id and units, the filters'
 * values, the page's numbers and anchors. Every caller must get their own answer from a statement
 * another caller compiled, and the same answer as the search built with its values.
 */
for (const dialect of DIALECTS) {
  describe(`${dialect.name}: list searches prepared per shape`, { skip: dialect.skip }, () => {
    test('callers of one shape each see their own reach; values, pages and anchors are bound anew', async (t) => {
      const setup = await buildTestApp(t, dialect.name);
      const { app, acme, globex } = setup;
      const call = async (headers: Headers, body: object) => {
        const res = await app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: body });
        assert.equal(res.statusCode, 200, res.body);
        return res.json() as Answer;
      };
      const unit = async (name: string) => {
        const res = await app.inject({ method: 'POST', url: '/store-api/organization-unit', headers: acme.headers, payload: { name } });
        assert.equal(res.statusCode, 201, res.body);
        return res.json().id as string;
      };
      const north = await unit('North');
      const south = await unit('South');
      const northMember = await employeeIn(setup, 'north-member', north, 'member');
      const southMember = await employeeIn(setup, 'south-member', south, 'member');
      const northManager = await employeeIn(setup, 'north-manager', north, 'admin');
      const southManager = await employeeIn(setup, 'south-manager', south, 'admin');
      const create = async (headers: Headers, name: string, items: number) => {
        const res = await app.inject({
          method: 'POST',
          url: '/store-api/product-lists/create',
          headers,
          payload: { name, lineItems: Array.from({ length: items }, (_, index) => ({ productId: `P-${index}` })) },
        });
        assert.equal(res.statusCode, 201, res.body);
        return res.json().id as string;
      };
      const lists = {
        north: [await create(northMember, 'n-a', 1), await create(northMember, 'n-b', 2), await create(northMember, 'n-c', 3)],
        south: [await create(southMember, 's-a', 1), await create(southMember, 's-b', 4)],
        top: [await create(acme.memberHeaders, 't-a', 2)],
        sharedWithNorth: await create(acme.memberHeaders, 't-north', 5),
        globex: [await create(globex.headers, 'g-a', 1), await create(globex.memberHeaders, 'g-b', 2)],
      };
      const shared = await app.inject({
        method: 'PUT',
        url: `/store-api/product-lists/${lists.sharedWithNorth}/shares`,
        headers: acme.memberHeaders,
        payload: { units: [{ unitId: north, access: 'read' }] },
      });
      assert.equal(shared.statusCode, 200, shared.body);

      const ids = (answer: Answer) => answer.elements.map((element) => element.id).sort();
      const shape = { sort: [{ field: 'name', order: 'ASC' }], limit: 50, filter: [{ type: 'range', field: 'itemCount', parameters: { gte: 0 } }] };
      // The same search with an aggregation is built with its values (aggregations are never prepared): the reference.
      const unprepared = (body: object) => ({ ...body, aggregations: [{ name: 'items', type: 'sum', field: 'itemCount' }] });
      const expectations: [string, Headers, string[]][] = [
        ['north member: own lists and the one shared with their unit', northMember, [...lists.north, lists.sharedWithNorth]],
        ['south member: own lists only (same depth, other unit)', southMember, lists.south],
        ['north manager: their branch, and the share with their unit', northManager, [...lists.north, lists.sharedWithNorth]],
        ['south manager: their branch', southManager, lists.south],
        ['acme admin: every list of Acme', acme.headers, [...lists.north, ...lists.south, ...lists.top, lists.sharedWithNorth]],
        ['globex admin: every list of Globex, none of Acme', globex.headers, lists.globex],
        ['globex member: their own', globex.memberHeaders, [lists.globex[1]!]],
      ];
      for (const [what, headers, expected] of expectations) {
        const answer = await call(headers, shape);
        assert.deepEqual(ids(answer), [...expected].sort(), what);
        assert.deepEqual(answer.elements, (await call(headers, unprepared(shape))).elements, `${what}: as the search built with its values`);
      }

      // Statements of a shape are compiled once: the same reach with other values, and the other
      // organization's admin (same permissions, no unit), compile nothing new (a page of rows is
      // read by its ids, bound up to a power of two: 7 and 2 rows as above).
      const before = statementsOf(app.readDb).shapeStats.compiled;
      assert.ok(before > 0, 'the searches above were prepared');
      const again = (headers: Headers, gte: number) => call(headers, { ...shape, filter: [{ type: 'range', field: 'itemCount', parameters: { gte } }] });
      assert.deepEqual(ids(await again(acme.headers, 1)), [...lists.north, ...lists.south, ...lists.top, lists.sharedWithNorth].sort());
      assert.deepEqual(ids(await again(globex.headers, 1)), [...lists.globex].sort());
      assert.equal(statementsOf(app.readDb).shapeStats.compiled, before, 'no new statement for new values of a shape');
      assert.deepEqual(ids(await again(acme.headers, 3)), [lists.north[2]!, lists.south[1]!, lists.sharedWithNorth].sort());
      assert.deepEqual(ids(await again(globex.headers, 2)), [lists.globex[1]!]);

      // Values of every kind a plain filter takes, changed between two runs of one shape.
      for (const [first, second] of [
        [
          { type: 'equals', field: 'name', value: 'n-b' },
          { type: 'equals', field: 'name', value: 's-a' },
        ],
        [
          { type: 'equalsAny', field: 'ownerId', value: ['north-member', 'nobody'] },
          { type: 'equalsAny', field: 'ownerId', value: ['south-member', 'nobody'] },
        ],
        [
          { type: 'equals', field: 'shared', value: true },
          { type: 'equals', field: 'shared', value: false },
        ],
        [
          {
            type: 'multi',
            operator: 'or',
            queries: [
              { type: 'equals', field: 'name', value: 'n-a' },
              { type: 'range', field: 'itemCount', parameters: { gt: 3, lte: 4 } },
            ],
          },
          {
            type: 'multi',
            operator: 'or',
            queries: [
              { type: 'equals', field: 'name', value: 't-a' },
              { type: 'range', field: 'itemCount', parameters: { gt: 4, lte: 5 } },
            ],
          },
        ],
      ] as const) {
        for (const filter of [first, second]) {
          const body = { sort: [{ field: 'name', order: 'DESC' }], filter: [filter] };
          const answer = await call(acme.headers, body);
          assert.ok(answer.elements.length > 0, JSON.stringify(filter));
          assert.deepEqual(answer.elements, (await call(acme.headers, unprepared(body))).elements, JSON.stringify(filter));
        }
      }
      // A term and text matches are their LIKE patterns, made per request (lower-cased, wildcards escaped).
      for (const [body, expected] of [
        [{ term: 'N-' }, lists.north],
        [{ term: 's-' }, lists.south],
        [{ term: '%' }, []],
        [{ filter: [{ type: 'prefix', field: 'name', value: 'T-' }] }, [...lists.top, lists.sharedWithNorth]],
        [{ filter: [{ type: 'prefix', field: 'name', value: 'n-' }] }, lists.north],
        [{ filter: [{ type: 'suffix', field: 'name', value: '-B' }] }, [lists.north[1]!, lists.south[1]!]],
        [{ filter: [{ type: 'suffix', field: 'name', value: '_a' }] }, []],
        [{ filter: [{ type: 'contains', field: 'name', value: 'NORTH' }] }, [lists.sharedWithNorth]],
        [{ filter: [{ type: 'contains', field: 'name', value: '-c' }] }, [lists.north[2]!]],
      ] as const) {
        const answer = await call(acme.headers, body);
        assert.deepEqual(ids(answer), [...expected].sort(), JSON.stringify(body));
        assert.deepEqual(answer.elements, (await call(acme.headers, unprepared(body))).elements, JSON.stringify(body));
      }

      const byIds = async (chosen: string[]) => ids(await call(acme.headers, { ids: chosen }));
      assert.deepEqual(await byIds([lists.north[0]!, lists.south[0]!]), [lists.north[0]!, lists.south[0]!].sort());
      assert.deepEqual(await byIds([lists.top[0]!, lists.north[1]!]), [lists.top[0]!, lists.north[1]!].sort());
      assert.deepEqual(await byIds([lists.globex[0]!]), [], "another organization's list by id");

      // A shape whose placeholder does not come through as a parameter (lower-cased here) is built
      // with its values: the first time and every time after.
      const refused = statementsOf(app.readDb).shapeStats.refused;
      const criteria = parseCriteria({ filter: [{ type: 'equals', field: 'name', value: 'n-a' }] }, PRODUCT_LIST_SEARCH);
      const named = (name: string) => ({
        base: app.readDb.selectFrom('product_list').where('product_list.organization_id', '=', acme.organizationId),
        criteria: { ...criteria, filters: [{ type: 'equals' as const, field: 'name', value: name }] },
        definition: PRODUCT_LIST_SEARCH,
        // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
        selectRows: (query: SelectQueryBuilder<any, any, any>) => query.select(['product_list.id']),
      });
      for (let run = 0; run < 2; run += 1) {
        const outcome = await runPreparedSearch({
          db: app.readDb,
          shape: 'test|lower-cased',
          args: { name: 'n-a' },
          criteria,
          definition: PRODUCT_LIST_SEARCH,
          template: () => named(parameterToken('name').toLowerCase()),
          request: () => named('n-a'),
        });
        assert.deepEqual(
          outcome.rows.map((row) => (row as { id: string }).id),
          [lists.north[0]!],
        );
      }
      assert.equal(statementsOf(app.readDb).shapeStats.refused, refused + 1);

      // Pages (page 2 seeks from the anchor page 1 left) for two callers of one shape.
      for (const [headers, expected] of [
        [acme.headers, 7],
        [northMember, 4],
      ] as const) {
        const seen: string[] = [];
        for (let page = 1; page <= 4; page += 1) {
          const answer = await call(headers, {
            sort: [
              { field: 'itemCount', order: 'ASC' },
              { field: 'name', order: 'DESC' },
            ],
            limit: 2,
            page,
            'total-count-mode': 'exact',
          });
          assert.equal(answer.total, expected);
          seen.push(...answer.elements.map((element) => element.id));
        }
        const everything = await call(headers, {
          sort: [
            { field: 'itemCount', order: 'ASC' },
            { field: 'name', order: 'DESC' },
          ],
          limit: 50,
        });
        assert.deepEqual(
          seen,
          everything.elements.map((element) => element.id),
        );
      }
    });

    test('a placeholder changed on its way into SQL refuses the shape: lower-cased, inlined, another prefix, something appended, no value', async (t) => {
      const database = await createTestDatabase(dialect.name);
      t.after(() => database.close());
      const { db } = database;
      const text = (value: unknown) => (dialect.name === 'postgres' ? sql<string>`cast(${value} as text)` : sql<string>`${value}`);
      const lowered = statementsOf(db).shaped<{ name: string }, { v: string }>('test|lowered', (parameter) =>
        db.selectNoFrom(text(parameter('name').toLowerCase()).as('v')),
      );
      await assert.rejects(lowered!.execute(db, { name: 'Ab' }), NotPreparable);
      assert.equal(
        statementsOf(db).shaped('test|lowered', () => db.selectNoFrom(sql<string>`1`.as('v'))),
        undefined,
        'refused from then on',
      );
      const inlined = statementsOf(db).shaped<{ name: string }, { v: string }>('test|inlined', (parameter) =>
        db.selectNoFrom(sql.lit(parameter('name')).as('v')),
      );
      await assert.rejects(inlined!.execute(db, { name: 'x' }), NotPreparable);

      const prefixed = statementsOf(db).shaped<{ unit: string }, { v: string }>(
        'test|prefixed',
        (parameter) => db.selectNoFrom(text(`unit:${parameter('unit')}`).as('v')),
        ['unit:'],
      );
      assert.deepEqual(await prefixed!.execute(db, { unit: 'north' }), [{ v: 'unit:north' }]);
      assert.deepEqual(await prefixed!.execute(db, { unit: 'south' }), [{ v: 'unit:south' }]);
      const otherPrefix = statementsOf(db).shaped<{ unit: string }, { v: string }>(
        'test|other-prefix',
        (parameter) => db.selectNoFrom(text(`%${parameter('unit')}`).as('v')),
        ['unit:'],
      );
      await assert.rejects(otherPrefix!.execute(db, { unit: 'north' }), NotPreparable);
      const missing = statementsOf(db).shaped<Record<string, unknown>, { v: string }>('test|missing', (parameter) =>
        db.selectNoFrom(text(parameter('name')).as('v')),
      );
      await assert.rejects(
        missing!.execute(db, {}),
        (error: Error) => error instanceof NotPreparable && /no value for its parameter "name"/.test(error.message),
      );
      const appended = statementsOf(db).shaped<{ name: string }, { v: string }>('test|appended', (parameter) =>
        db.selectNoFrom(text(`${parameter('name')}%`).as('v')),
      );
      await assert.rejects(appended!.execute(db, { name: 'x' }), NotPreparable);
    });
  });
}

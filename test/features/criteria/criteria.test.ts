import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test, type TestContext } from 'node:test';
import Database from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
// Sets pg's parsers for INT8/NUMERIC, so COUNT(*) and SUM() come back as numbers.
import { type DialectName, loadPg } from '../../../src/platform/db/dialect.js';
import { mysqlKyselyConfig } from '../../../src/platform/db/dialects/mysql.js';
import { createTestDatabase } from '../../helpers/database.js';
import { DIALECTS } from '../../helpers/dialects.js';
import { AppError } from '../../../src/kernel/errors.js';
import { parseCriteria, type Criteria, type EntityDefinition } from '../../../src/features/criteria/criteria.parse.js';
import { applyIncludes, runSearch, searchResultOf } from '../../../src/features/criteria/criteria.apply.js';

// The service sets pg's number parsers when it loads the driver; this test opens its own pool.
loadPg();

const THING: EntityDefinition = {
  entity: 'thing',
  apiAlias: 'thing',
  fields: {
    id: { column: 'id', type: 'id', filterable: true },
    name: { column: 'name', type: 'string', filterable: true, sortable: true, aggregatable: true },
    qty: { column: 'qty', type: 'integer', filterable: true, sortable: true, aggregatable: true },
    kind: { column: 'kind', type: 'string', values: ['tool', 'part', 'kit'], filterable: true, sortable: true, aggregatable: true },
    ownerId: { column: 'owner_id', type: 'id', filterable: true, sortable: true, aggregatable: true, nullable: true },
    createdAt: { column: 'created_at', type: 'datetime', filterable: true, sortable: true, aggregatable: true },
    note: { column: 'note', type: 'string', nullable: true },
  },
  termColumns: ['name', 'note'],
  defaultSort: [{ field: 'createdAt', order: 'DESC' }],
  idColumn: 'id',
  associations: ['parts'],
  includableFields: ['id', 'name', 'qty', 'kind', 'ownerId', 'createdAt', 'note', 'parts'],
};

/** The issues of the CRITERIA__INVALID a body is refused with, as [pointer, detail]. */
function refusal(body: unknown, definition: EntityDefinition = THING): [string, string][] {
  try {
    parseCriteria(body, definition);
  } catch (error) {
    assert.ok(error instanceof AppError, 'an AppError');
    assert.equal(error.code, 'CRITERIA__INVALID');
    assert.equal(error.status, 400);
    return error.issues.map((issue) => [issue.pointer, issue.detail]);
  }
  assert.fail(`accepted: ${JSON.stringify(body)}`);
}

function pointersOf(body: unknown): string[] {
  return refusal(body).map(([pointer]) => pointer);
}

describe('parseCriteria', () => {
  test('no body, null or {} gives every default', () => {
    for (const body of [undefined, null, {}]) {
      assert.deepEqual(parseCriteria(body, THING), {
        page: 1,
        limit: 25,
        filters: [],
        sort: [{ field: 'createdAt', order: 'DESC' }],
        totalCountMode: 'none',
        aggregations: [],
        associations: [],
      } satisfies Criteria);
    }
  });

  test('a body that is not an object is refused at the root pointer', () => {
    for (const body of [[], 'page=1', 3, true]) assert.deepEqual(pointersOf(body), ['']);
  });

  test('page and limit: integers or numeric text within bounds; the definition sets the limits', () => {
    assert.deepEqual([parseCriteria({ page: '3', limit: 50 }, THING).page, parseCriteria({ limit: '50' }, THING).limit], [3, 50]);
    assert.equal(parseCriteria({ limit: 500 }, THING).limit, 500);
    assert.deepEqual(pointersOf({ page: 0, limit: 501 }), ['/page', '/limit']);
    assert.deepEqual(pointersOf({ page: 1.5, limit: 'ten' }), ['/page', '/limit']);
    const small = { ...THING, maxLimit: 10, defaultLimit: 5 };
    assert.equal(parseCriteria({}, small).limit, 5);
    assert.match(refusal({ limit: 11 }, small)[0]?.[1] ?? '', /from 1 to 10/);
  });

  test('term is trimmed; blank means none; longer than 255 or not text is refused', () => {
    assert.equal(parseCriteria({ term: '  weekly  ' }, THING).term, 'weekly');
    assert.equal(parseCriteria({ term: '   ' }, THING).term, undefined);
    assert.deepEqual(pointersOf({ term: 'x'.repeat(256) }), ['/term']);
    assert.deepEqual(pointersOf({ term: { like: 'x' } }), ['/term']);
  });

  test('ids: an array or a "|"-joined text; empty, too many or non-text ids are refused', () => {
    assert.deepEqual(parseCriteria({ ids: ['a', 'b'] }, THING).ids, ['a', 'b']);
    assert.deepEqual(parseCriteria({ ids: 'a|b' }, THING).ids, ['a', 'b']);
    assert.deepEqual(pointersOf({ ids: [] }), ['/ids']);
    assert.deepEqual(pointersOf({ ids: Array.from({ length: 501 }, (_, i) => `id${i}`) }), ['/ids']);
    assert.deepEqual(pointersOf({ ids: ['a', 7, ''] }), ['/ids/1', '/ids/2']);
  });

  test('each filter type parses into its node, values in the storage form of the field', () => {
    const criteria = parseCriteria(
      {
        filter: [
          { type: 'equals', field: 'kind', value: 'tool' },
          { type: 'equals', field: 'qty', value: '7' },
          { type: 'equals', field: 'ownerId', value: null },
          { type: 'equalsAny', field: 'qty', value: [1, '2', true] },
          { type: 'equalsAny', field: 'kind', value: 'tool|kit' },
          { type: 'equalsAny', field: 'ownerId', value: ['e1', null] },
          { type: 'contains', field: 'name', value: 'Item' },
          { type: 'prefix', field: 'thing.name', value: 'It' },
          { type: 'suffix', field: 'createdAt', value: 'Z' },
          { type: 'range', field: 'createdAt', parameters: { gte: '2026-01-10', lt: '2026-01-15T12:30+01:00' } },
          { type: 'range', field: 'qty', parameters: { gt: '3', lte: 6, lt: null } },
        ],
      },
      THING,
    );
    assert.deepEqual(criteria.filters, [
      { type: 'equals', field: 'kind', value: 'tool' },
      { type: 'equals', field: 'qty', value: 7 },
      { type: 'equals', field: 'ownerId', value: null },
      { type: 'equalsAny', field: 'qty', value: [1, 2, 1] },
      { type: 'equalsAny', field: 'kind', value: ['tool', 'kit'] },
      { type: 'equalsAny', field: 'ownerId', value: ['e1', null] },
      { type: 'contains', field: 'name', value: 'Item' },
      { type: 'prefix', field: 'name', value: 'It' },
      { type: 'suffix', field: 'createdAt', value: 'Z' },
      { type: 'range', field: 'createdAt', parameters: { gte: '2026-01-10T00:00:00.000Z', lt: '2026-01-15T11:30:00.000Z' } },
      { type: 'range', field: 'qty', parameters: { gt: 3, lte: 6 } },
    ]);
  });

  test('multi and not: operator "and" by default, case-insensitive; post-filter is appended', () => {
    const criteria = parseCriteria(
      {
        filter: [{ type: 'multi', queries: [{ type: 'equals', field: 'kind', value: 'kit' }] }],
        'post-filter': [
          {
            type: 'not',
            operator: 'OR',
            queries: [
              { type: 'equals', field: 'qty', value: 1 },
              { type: 'equals', field: 'qty', value: 2 },
            ],
          },
        ],
        grouping: ['kind'],
        fields: ['name'],
        query: [{ score: 5 }],
      },
      THING,
    );
    assert.deepEqual(criteria.filters, [
      { type: 'multi', operator: 'and', queries: [{ type: 'equals', field: 'kind', value: 'kit' }] },
      {
        type: 'not',
        operator: 'or',
        queries: [
          { type: 'equals', field: 'qty', value: 1 },
          { type: 'equals', field: 'qty', value: 2 },
        ],
      },
    ]);
  });

  test("a misspelt Criteria key is a 400 naming it (never silently ignored); Shopware's unused keys are accepted", () => {
    const issues = refusal({ filters: [{ type: 'equals', field: 'kind', value: 'kit' }], sorting: [] });
    assert.deepEqual(
      issues.map(([pointer]) => pointer),
      ['/filters', '/sorting'],
    );
    assert.match(issues[0]![1], /did you mean "filter"/);
    assert.doesNotThrow(() => parseCriteria({ grouping: ['kind'], fields: ['name'], query: [], excludes: {} }, THING));
  });

  test('an unknown or unfilterable field is refused by its pointer, naming the filterable fields', () => {
    const issues = refusal({
      filter: [
        { type: 'equals', field: 'kind', value: 'kit' },
        { type: 'equals', field: 'foo', value: 1 },
        { type: 'contains', field: 'note', value: 'x' },
      ],
    });
    assert.deepEqual(issues, [
      ['/filter/1/field', 'Unknown field "foo": filterable fields are id, name, qty, kind, ownerId, createdAt.'],
      ['/filter/2/field', 'The field "note" cannot be filtered: filterable fields are id, name, qty, kind, ownerId, createdAt.'],
    ]);
  });

  test('values must fit the field: integer, enum, ISO date, text', () => {
    const issues = refusal({
      filter: [
        { type: 'equals', field: 'qty', value: 'many' },
        { type: 'equals', field: 'kind', value: 'gadget' },
        { type: 'range', field: 'createdAt', parameters: { gte: 'yesterday', lt: '2026-02-31' } },
        { type: 'equalsAny', field: 'qty', value: [1, 'two', 3.5] },
        { type: 'contains', field: 'name', value: { x: 1 } },
        { type: 'contains', field: 'qty', value: '1' },
        { type: 'range', field: 'qty', parameters: {} },
        { type: 'range', field: 'qty', parameters: { between: [1, 2] } },
        { type: 'equalsAny', field: 'qty', value: [] },
      ],
    });
    assert.deepEqual(
      issues.map(([pointer]) => pointer),
      [
        '/filter/0/value',
        '/filter/1/value',
        '/filter/2/parameters/gte',
        '/filter/2/parameters/lt',
        '/filter/3/value/1',
        '/filter/3/value/2',
        '/filter/4/value',
        '/filter/5/type',
        '/filter/6/parameters',
        '/filter/7/parameters/between',
        '/filter/8/value',
      ],
    );
    assert.match(issues[1]?.[1] ?? '', /takes one of tool, part, kit/);
    assert.match(issues[2]?.[1] ?? '', /ISO 8601/);
  });

  test('filter types, operators and queries are checked; nesting stops at 5 levels and 50 filters', () => {
    assert.deepEqual(pointersOf({ filter: [{ field: 'qty' }, { type: 'like', field: 'qty' }, 'x'] }), ['/filter/0/type', '/filter/1/type', '/filter/2']);
    assert.deepEqual(
      pointersOf({
        filter: [
          { type: 'multi', operator: 'xor', queries: [{ type: 'equals', field: 'qty', value: 1 }] },
          { type: 'not', queries: [] },
        ],
      }),
      ['/filter/0/operator', '/filter/1/queries'],
    );
    assert.deepEqual(pointersOf({ filter: { type: 'equals' } }), ['/filter']);

    const nest = (depth: number): unknown => (depth === 1 ? { type: 'equals', field: 'qty', value: 1 } : { type: 'multi', queries: [nest(depth - 1)] });
    assert.equal(parseCriteria({ filter: [nest(5)] }, THING).filters.length, 1);
    assert.deepEqual(pointersOf({ filter: [nest(6)] }), ['/filter/0/queries/0/queries/0/queries/0/queries/0/queries']);

    const flat = Array.from({ length: 50 }, () => ({ type: 'equals', field: 'qty', value: 1 }));
    assert.equal(parseCriteria({ filter: flat }, THING).filters.length, 50);
    assert.deepEqual(pointersOf({ filter: flat, 'post-filter': [{ type: 'equals', field: 'qty', value: 1 }] }), ['/post-filter/0']);
    assert.deepEqual(pointersOf({ filter: [{ type: 'multi', queries: flat }] }), ['/filter/0/queries/49']);
  });

  test('every failing part is reported at once', () => {
    const issues = refusal({
      limit: 0,
      sort: [{ field: 'name', order: 'up' }],
      filter: [{ type: 'equals', field: 'foo', value: 1 }],
      'total-count-mode': 'all',
      aggregations: [{ name: 'x', type: 'median', field: 'qty' }],
      includes: { thing: ['nope'] },
    });
    assert.deepEqual(
      issues.map(([pointer]) => pointer),
      ['/limit', '/filter/0/field', '/sort/0/order', '/total-count-mode', '/includes/thing/0', '/aggregations/0/type'],
    );
    try {
      parseCriteria({ limit: 0, page: -1 }, THING);
    } catch (error) {
      assert.ok(error instanceof AppError);
      assert.deepEqual(
        error.toEnvelope().errors.map((item) => [item.status, item.code, item.source?.pointer]),
        [
          ['400', 'CRITERIA__INVALID', '/page'],
          ['400', 'CRITERIA__INVALID', '/limit'],
        ],
      );
    }
  });

  test("sort: objects with a case-insensitive order (ASC by default) or Shopware's text form", () => {
    assert.deepEqual(parseCriteria({ sort: [{ field: 'name', order: 'desc' }, { field: 'qty' }, { field: 'name', order: 'ASC' }] }, THING).sort, [
      { field: 'name', order: 'DESC' },
      { field: 'qty', order: 'ASC' },
    ]);
    assert.deepEqual(parseCriteria({ sort: 'name,-createdAt' }, THING).sort, [
      { field: 'name', order: 'ASC' },
      { field: 'createdAt', order: 'DESC' },
    ]);
    assert.deepEqual(parseCriteria({ sort: [] }, THING).sort, [{ field: 'createdAt', order: 'DESC' }]);
    const issues = refusal({ sort: [{ field: 'note' }, { field: 'name', order: 1 }, 'qty'] });
    assert.deepEqual(
      issues.map(([pointer]) => pointer),
      ['/sort/0/field', '/sort/1/order', '/sort/2'],
    );
    assert.match(issues[0]?.[1] ?? '', /cannot be sorted: sortable fields are name, qty, kind, ownerId, createdAt/);
    assert.deepEqual(pointersOf({ sort: 'name,-foo' }), ['/sort']);
    assert.deepEqual(pointersOf({ sort: 5 }), ['/sort']);
  });

  test('total-count-mode: names, numbers or numeric text', () => {
    const modeOf = (value: unknown) => parseCriteria({ 'total-count-mode': value }, THING).totalCountMode;
    assert.deepEqual([0, 1, 2, '0', '1', '2', 'none', 'exact', 'next-pages', 'NONE'].map(modeOf), [
      'none',
      'exact',
      'next-pages',
      'none',
      'exact',
      'next-pages',
      'none',
      'exact',
      'next-pages',
      'none',
    ]);
    for (const value of [3, -1, 'some', true]) assert.deepEqual(pointersOf({ 'total-count-mode': value }), ['/total-count-mode']);
  });

  test("includes: the entity's own fields are checked, other aliases pass", () => {
    assert.deepEqual(parseCriteria({ includes: { thing: ['id', 'name', 'apiAlias', 'parts'], part: ['anything'], other: 'a,b' } }, THING).includes, {
      thing: ['id', 'name', 'apiAlias', 'parts'],
      part: ['anything'],
      other: ['a', 'b'],
    });
    const issues = refusal({ includes: { thing: ['id', 'secret'], part: 7 } });
    assert.deepEqual(
      issues.map(([pointer]) => pointer),
      ['/includes/thing/1', '/includes/part'],
    );
    assert.match(issues[0]?.[1] ?? '', /Unknown field "secret" in includes of "thing"/);
    assert.deepEqual(pointersOf({ includes: ['id'] }), ['/includes']);
  });

  test('aggregations: names unique and well-formed, known types, aggregatable fields, sum/avg on numbers, terms limit', () => {
    assert.deepEqual(
      parseCriteria(
        {
          aggregations: [
            { name: 'kinds', type: 'terms', field: 'kind' },
            { name: 'top.owners', type: 'terms', field: 'ownerId', limit: '3' },
            { name: 'total-qty', type: 'sum', field: 'qty' },
            { name: 'first', type: 'min', field: 'createdAt' },
          ],
        },
        THING,
      ).aggregations,
      [
        { name: 'kinds', type: 'terms', field: 'kind', limit: 10 },
        { name: 'top.owners', type: 'terms', field: 'ownerId', limit: 3 },
        { name: 'total-qty', type: 'sum', field: 'qty' },
        { name: 'first', type: 'min', field: 'createdAt' },
      ],
    );
    const issues = refusal({
      aggregations: [
        { name: 'a b', type: 'count', field: 'qty' },
        { name: 'x', type: 'count', field: 'qty' },
        { name: 'x', type: 'max', field: 'qty' },
        { name: 'y', type: 'avg', field: 'name' },
        { name: 'z', type: 'terms', field: 'qty', limit: 101 },
        { name: 'n', type: 'count', field: 'note' },
        'w',
      ],
    });
    assert.deepEqual(
      issues.map(([pointer]) => pointer),
      ['/aggregations/0/name', '/aggregations/2/name', '/aggregations/3/field', '/aggregations/4/limit', '/aggregations/5/field', '/aggregations/6'],
    );
    assert.deepEqual(pointersOf({ aggregations: { name: 'x' } }), ['/aggregations']);
  });

  test('associations: keys checked against the definition', () => {
    assert.deepEqual(parseCriteria({ associations: { parts: {} } }, THING).associations, ['parts']);
    assert.deepEqual(refusal({ associations: { parts: {}, owner: {} } }), [
      ['/associations/owner', 'Unknown association "owner": the associations are parts.'],
    ]);
    assert.deepEqual(pointersOf({ associations: ['parts'] }), ['/associations']);
  });
});

describe('applyIncludes', () => {
  const lists = [
    {
      apiAlias: 'product_list',
      id: 'l1',
      name: 'Weekly',
      description: 'x',
      createdAt: new Date(0),
      lineItems: [{ apiAlias: 'product_list_line_item', id: 'i1', productId: 'p1', quantity: 2 }],
      meta: { owner: { apiAlias: 'b2b_employee', id: 'e1', email: 'a@b.c' } },
    },
  ];

  test('keeps the named fields and apiAlias, each object by its own apiAlias, at any depth', () => {
    assert.deepEqual(applyIncludes(lists, { product_list: ['id', 'lineItems', 'meta'], product_list_line_item: ['productId'], b2b_employee: ['id'] }), [
      {
        apiAlias: 'product_list',
        id: 'l1',
        lineItems: [{ apiAlias: 'product_list_line_item', productId: 'p1' }],
        meta: { owner: { apiAlias: 'b2b_employee', id: 'e1' } },
      },
    ]);
    assert.equal(lists[0]?.name, 'Weekly', 'the input is left as it was');
  });

  test('objects of other aliases keep every field; elements without apiAlias use the given one', () => {
    assert.deepEqual(applyIncludes(lists, { b2b_employee: ['email'] })[0]?.meta, { owner: { apiAlias: 'b2b_employee', email: 'a@b.c' } });
    assert.deepEqual(applyIncludes([{ id: 'x', name: 'n' }], { thing: ['name'] }, 'thing'), [{ name: 'n' }]);
    assert.equal(applyIncludes(lists, undefined), lists);
    assert.ok(applyIncludes(lists, { product_list: ['createdAt'] })[0]?.createdAt instanceof Date);
  });

  test("searchResultOf: the answer with the criteria's page, limit and includes", () => {
    const criteria = parseCriteria({ page: 2, limit: 1, includes: { thing: ['name'] } }, THING);
    assert.deepEqual(searchResultOf(THING, criteria, { total: 2, aggregations: {} }, [{ apiAlias: 'thing', id: 't1', name: 'n' }]), {
      apiAlias: 'dal_entity_search_result',
      entity: 'thing',
      total: 2,
      page: 2,
      limit: 1,
      elements: [{ apiAlias: 'thing', name: 'n' }],
      aggregations: {},
    });
  });
});

// ---- Search over a real database: SQLite always, PostgreSQL when reachable ----

interface ThingRow {
  id: string;
  organization_id: string;
  name: string;
  qty: number;
  kind: string;
  owner_id: string | null;
  note: string | null;
  created_at: string;
}

const KINDS = ['tool', 'part', 'kit'];
const letterOf = (i: number) => String.fromCharCode(65 + (i % 10));
const THINGS: ThingRow[] = Array.from({ length: 50 }, (_, i) => ({
  id: `t${String(i).padStart(2, '0')}`,
  organization_id: 'o1',
  // Same case and length everywhere, so binary (SQLite) and locale (PostgreSQL) collations agree.
  name: `Item ${letterOf(i)}`,
  qty: (i * 7) % 11,
  kind: KINDS[i % 3] ?? 'tool',
  owner_id: i % 4 === 0 ? null : `e${i % 3}`,
  note: i % 5 === 0 ? `100% cotton_blend ${i}` : null,
  created_at: new Date(Date.UTC(2026, 0, 1 + i, 12)).toISOString(),
}));
// Another organization's rows, which no search of o1 may ever see.
const FOREIGN: ThingRow[] = THINGS.slice(0, 10).map((row, i) => ({ ...row, id: `x${i}`, organization_id: 'o2' }));

type Compare = (a: ThingRow, b: ThingRow) => number;
const by =
  (key: keyof ThingRow, order: 'ASC' | 'DESC' = 'ASC'): Compare =>
  (a, b) => {
    const [x, y] = [a[key], b[key]];
    // NULL is the smallest value (DESIGN decision in criteria.apply.ts).
    const base = x === y ? 0 : x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;
    return order === 'ASC' ? base : -base;
  };
const thenBy =
  (...compares: Compare[]): Compare =>
  (a, b) =>
    compares.reduce((result, compare) => result || compare(a, b), 0);
const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
const expected = (keep: (row: ThingRow) => boolean, order: Compare = by('created_at', 'DESC')) => idsOf(THINGS.filter(keep).sort(order));

interface Fixture {
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  db: Kysely<any>;
  queries: CompiledQuery[];
  /** The plan lines of a query (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN text). */
  explain(query: CompiledQuery): Promise<string[]>;
  close(): Promise<void>;
}

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function openFixture(dialect: DialectName): Promise<Fixture> {
  const queries: CompiledQuery[] = [];
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') queries.push(event.query);
  };
  if (dialect === 'sqlite') {
    const database = new Database(':memory:');
    // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database }), log });
    await createThings(db, dialect);
    return {
      db,
      queries,
      explain: async (query) =>
        database
          .prepare(`explain query plan ${query.sql}`)
          .all(...(query.parameters as unknown[]))
          .map((row) => String((row as { detail: string }).detail)),
      close: () => db.destroy(),
    };
  }
  if (dialect === 'mysql') return openMysqlFixture(log, queries);
  const schema = `criteria_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 4, options: `-c search_path=${schema}` });
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log });
  await createThings(db, dialect);
  return {
    db,
    queries,
    async explain(query) {
      const client = await pool.connect();
      try {
        // With 60 rows a sequential scan is cheapest; forbidding scans and sorts shows what the indexes can serve.
        await client.query('set enable_seqscan = off; set enable_sort = off');
        const result = await client.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.parameters as unknown[]);
        return result.rows.map((row) => row['QUERY PLAN']);
      } finally {
        await client.query('reset enable_seqscan; reset enable_sort');
        client.release();
      }
    },
    async close() {
      await db.destroy();
      const cleaner = new pg.Client({ connectionString: POSTGRES_URL });
      await cleaner.connect();
      await cleaner.query(`drop schema if exists ${schema} cascade`);
      await cleaner.end();
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
async function createThings(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('thing')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('name', 'varchar(255)', (column) => column.notNull())
    .addColumn('qty', 'integer', (column) => column.notNull())
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('owner_id', 'varchar(64)')
    .addColumn('note', 'varchar(2000)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  for (const column of ['name', 'created_at', 'qty']) {
    await db.schema.createIndex(`thing_organization_${column}_idx`).on('thing').columns(['organization_id', column, 'id']).execute();
  }
  // A nullable sort field: NULL sorts first ascending. SQLite's indexes order NULLs first already;
  // PostgreSQL's must be told, or they cannot serve that order.
  const ownerColumn = dialect === 'postgres' ? sql`owner_id nulls first` : sql`owner_id`;
  await sql`create index thing_organization_owner_idx on thing (organization_id, ${ownerColumn}, id)`.execute(db);
  await db
    .insertInto('thing')
    .values([...THINGS, ...FOREIGN])
    .execute();
}

for (const { name: dialect, skip } of DIALECTS) {
  test(`${dialect}: runSearch over a real database`, { skip }, async (t: TestContext) => {
    const fixture = await openFixture(dialect);
    t.after(() => fixture.close());
    const search = (body: unknown) =>
      runSearch({
        base: fixture.db.selectFrom('thing').where('organization_id', '=', 'o1'),
        criteria: parseCriteria(body, THING),
        definition: THING,
        selectRows: (query) => query.selectAll(),
      });
    const searchIds = async (body: unknown) => idsOf((await search(body)).rows as ThingRow[]);

    await t.test('defaults: first 25 in the default order, no count (total = elements), whole rows, only the own organization', async () => {
      const result = await search(undefined);
      assert.deepEqual(idsOf(result.rows as ThingRow[]), expected(() => true).slice(0, 25));
      assert.equal(result.total, 25);
      assert.equal((await search({ 'total-count-mode': 'exact' })).total, 50);
      assert.deepEqual(result.rows[0], THINGS[49]);
      assert.deepEqual(result.aggregations, {});
    });

    await t.test('sorting with the id as tie-breaker in the last direction; paging', async () => {
      assert.deepEqual(await searchIds({ sort: [{ field: 'name' }], limit: 7, page: 2 }), expected(() => true, thenBy(by('name'), by('id'))).slice(7, 14));
      assert.deepEqual(await searchIds({ sort: '-name', limit: 6 }), expected(() => true, thenBy(by('name', 'DESC'), by('id', 'DESC'))).slice(0, 6));
      assert.deepEqual(
        await searchIds({ sort: [{ field: 'kind' }, { field: 'qty', order: 'desc' }], limit: 50 }),
        expected(() => true, thenBy(by('kind'), by('qty', 'DESC'), by('id', 'DESC'))),
      );
      assert.deepEqual(
        await searchIds({ sort: 'ownerId', limit: 50 }),
        expected(() => true, thenBy(by('owner_id'), by('id'))),
      );
      assert.deepEqual(
        await searchIds({ sort: '-ownerId', limit: 50 }),
        expected(() => true, thenBy(by('owner_id', 'DESC'), by('id', 'DESC'))),
      );
      assert.deepEqual(await searchIds({ page: 3, limit: 25 }), []);
    });

    await t.test('filters of every type', async () => {
      const all = { limit: 50 };
      const cases: [unknown, (row: ThingRow) => boolean][] = [
        [[{ type: 'equals', field: 'kind', value: 'kit' }], (row) => row.kind === 'kit'],
        [[{ type: 'equals', field: 'ownerId', value: null }], (row) => row.owner_id === null],
        [[{ type: 'equals', field: 'qty', value: '3' }], (row) => row.qty === 3],
        [[{ type: 'equalsAny', field: 'ownerId', value: ['e1', null] }], (row) => row.owner_id === 'e1' || row.owner_id === null],
        [[{ type: 'equalsAny', field: 'qty', value: '1|2|3' }], (row) => [1, 2, 3].includes(row.qty)],
        [[{ type: 'contains', field: 'name', value: 'EM c' }], (row) => row.name === 'Item C'],
        [[{ type: 'contains', field: 'name', value: 'm_a' }], () => false],
        [[{ type: 'prefix', field: 'name', value: 'item b' }], (row) => row.name === 'Item B'],
        [[{ type: 'suffix', field: 'name', value: ' J' }], (row) => row.name === 'Item J'],
        [
          [{ type: 'range', field: 'createdAt', parameters: { gte: '2026-01-10', lt: '2026-01-15' } }],
          (row) => row.created_at >= '2026-01-10' && row.created_at < '2026-01-15',
        ],
        [[{ type: 'range', field: 'qty', parameters: { gt: 3, lte: '6' } }], (row) => row.qty > 3 && row.qty <= 6],
        [[{ type: 'not', queries: [{ type: 'equals', field: 'kind', value: 'tool' }] }], (row) => row.kind !== 'tool'],
        [
          [
            {
              type: 'multi',
              operator: 'or',
              queries: [
                { type: 'equals', field: 'kind', value: 'tool' },
                { type: 'equals', field: 'qty', value: 0 },
              ],
            },
          ],
          (row) => row.kind === 'tool' || row.qty === 0,
        ],
        [
          [
            {
              type: 'not',
              operator: 'or',
              queries: [
                { type: 'equals', field: 'kind', value: 'tool' },
                {
                  type: 'multi',
                  queries: [
                    { type: 'prefix', field: 'name', value: 'Item A' },
                    { type: 'range', field: 'qty', parameters: { lt: 5 } },
                  ],
                },
              ],
            },
          ],
          (row) => !(row.kind === 'tool' || (row.name === 'Item A' && row.qty < 5)),
        ],
        [[{ type: 'equalsAny', field: 'id', value: ['t03', 't04', 'x1'] }], (row) => row.id === 't03' || row.id === 't04'],
      ];
      for (const [filter, keep] of cases) {
        assert.deepEqual(await searchIds({ ...all, filter }), expected(keep), JSON.stringify(filter));
      }
    });

    await t.test('term searches the term columns case-insensitively; LIKE wildcards match themselves', async () => {
      assert.deepEqual(
        await searchIds({ term: 'item d', limit: 50 }),
        expected((row) => row.name === 'Item D'),
      );
      assert.deepEqual(
        await searchIds({ term: '0% COTTON', limit: 50 }),
        expected((row) => row.note !== null),
      );
      assert.deepEqual(
        await searchIds({ term: 'n_b', limit: 50 }),
        expected((row) => row.note !== null),
      );
      assert.deepEqual(await searchIds({ term: 'x%', limit: 50 }), []);
      assert.deepEqual(await searchIds({ ids: ['t01', 't02', 'x2'], term: 'Item', filter: [{ type: 'equals', field: 'kind', value: 'kit' }] }), ['t02']);
    });

    await t.test('total-count-mode: exact, none, next-pages', async () => {
      const kit = [{ type: 'equals', field: 'kind', value: 'kit' }];
      assert.equal((await search({ limit: 5, filter: kit, 'total-count-mode': 'exact' })).total, THINGS.filter((row) => row.kind === 'kit').length);
      assert.equal((await search({ limit: 10, 'total-count-mode': 'none' })).total, 10);
      assert.equal((await search({ limit: 10, page: 6, 'total-count-mode': 0 })).total, 0);
      const firstPage = await search({ limit: 5, 'total-count-mode': 'next-pages' });
      assert.deepEqual([firstPage.rows.length, firstPage.total], [5, 26], 'five pages ahead and one more row: more pages follow');
      assert.equal((await search({ limit: 5, page: 9, 'total-count-mode': 2 })).total, 50, 'offset 40 + the 10 left');
      assert.equal((await search({ limit: 5, page: 20, 'total-count-mode': 'next-pages' })).total, 50, 'past the end: the exact count');
    });

    await t.test('aggregations over every match, not the page', async () => {
      const keep = (row: ThingRow) => row.kind !== 'kit';
      const kept = THINGS.filter(keep);
      const result = await search({
        limit: 1,
        'total-count-mode': 'exact',
        filter: [{ type: 'equalsAny', field: 'kind', value: ['tool', 'part'] }],
        aggregations: [
          { name: 'kinds', type: 'count', field: 'kind' },
          { name: 'qty-sum', type: 'sum', field: 'qty' },
          { name: 'qty.avg', type: 'avg', field: 'qty' },
          { name: 'first', type: 'min', field: 'createdAt' },
          { name: 'last', type: 'max', field: 'qty' },
          { name: 'owners', type: 'terms', field: 'ownerId' },
          { name: 'qty_top', type: 'terms', field: 'qty', limit: 3 },
        ],
      });
      const sum = kept.reduce((total, row) => total + row.qty, 0);
      const { 'qty.avg': average, ...exact } = result.aggregations;
      assert.ok(average && 'avg' in average && average.avg !== null && Math.abs(average.avg - sum / kept.length) < 1e-9, JSON.stringify(average));
      const bucketsOf = (key: 'owner_id' | 'qty', limit: number) => {
        const counts = new Map<string | number | null, number>();
        for (const row of kept) counts.set(row[key], (counts.get(row[key]) ?? 0) + 1);
        return [...counts]
          .map(([bucket, count]) => ({ key: bucket, count, apiAlias: 'aggregation_bucket' as const }))
          .sort((a, b) => b.count - a.count || (a.key === null ? 1 : b.key === null ? -1 : a.key < b.key ? -1 : 1))
          .slice(0, limit);
      };
      assert.deepEqual(exact, {
        kinds: { apiAlias: 'kinds_aggregation', count: 2 },
        'qty-sum': { apiAlias: 'qty-sum_aggregation', sum },
        first: { apiAlias: 'first_aggregation', min: kept[0]?.created_at },
        last: { apiAlias: 'last_aggregation', max: Math.max(...kept.map((row) => row.qty)) },
        owners: { apiAlias: 'owners_aggregation', buckets: bucketsOf('owner_id', 10) },
        qty_top: { apiAlias: 'qty_top_aggregation', buckets: bucketsOf('qty', 3) },
      });
      assert.ok(exact.owners && 'buckets' in exact.owners && exact.owners.buckets.some((bucket) => bucket.key === null), 'a bucket for rows without an owner');
      assert.equal(result.total, kept.length);

      const none = await search({
        filter: [{ type: 'equals', field: 'qty', value: 99 }],
        aggregations: [
          { name: 's', type: 'sum', field: 'qty' },
          { name: 'a', type: 'avg', field: 'qty' },
          { name: 'm', type: 'min', field: 'qty' },
          { name: 'c', type: 'count', field: 'qty' },
          { name: 't', type: 'terms', field: 'qty' },
        ],
      });
      assert.deepEqual(none.aggregations, {
        s: { apiAlias: 's_aggregation', sum: 0 },
        a: { apiAlias: 'a_aggregation', avg: null },
        m: { apiAlias: 'm_aggregation', min: null },
        c: { apiAlias: 'c_aggregation', count: 0 },
        t: { apiAlias: 't_aggregation', buckets: [] },
      });
    });

    await t.test('a deep page walks an index: ids from a covering index in order, then rows by primary key', async () => {
      for (const sort of ['name', '-name', 'ownerId', '-createdAt']) {
        fixture.queries.length = 0;
        const result = await search({ sort, limit: 5, page: 9, 'total-count-mode': 'none' });
        assert.equal(result.rows.length, 5);
        const [idQuery, rowQuery, ...rest] = fixture.queries;
        assert.ok(idQuery && rowQuery && rest.length === 0, 'two queries');
        const idPlan = (await fixture.explain(idQuery)).join('\n');
        const rowPlan = (await fixture.explain(rowQuery)).join('\n');
        if (dialect === 'sqlite') {
          assert.match(idPlan, /SEARCH thing USING COVERING INDEX thing_organization_\w+_idx \(organization_id=\?\)/, `${sort}:\n${idPlan}`);
          assert.doesNotMatch(idPlan, /TEMP B-TREE|SCAN thing/, `${sort}:\n${idPlan}`);
          assert.match(rowPlan, /SEARCH thing USING INDEX sqlite_autoindex_thing_1 \(id=\?\)/, `${sort}:\n${rowPlan}`);
          assert.doesNotMatch(rowPlan, /TEMP B-TREE|SCAN thing/, `${sort}:\n${rowPlan}`);
        } else if (dialect === 'mysql') {
          assert.match(idPlan, /key=thing_organization_\w+_idx .*Using index/, `${sort}:\n${idPlan}`);
          assert.doesNotMatch(idPlan, /filesort|type=ALL/, `${sort}:\n${idPlan}`);
          assert.doesNotMatch(rowPlan, /type=ALL/, `${sort}:\n${rowPlan}`);
        } else {
          assert.match(idPlan, /Index (Only )?Scan( Backward)? using thing_organization_\w+_idx/, `${sort}:\n${idPlan}`);
          assert.doesNotMatch(idPlan, /Sort|Seq Scan/, `${sort}:\n${idPlan}`);
          assert.doesNotMatch(rowPlan, /Seq Scan/, `${sort}:\n${rowPlan}`);
        }
      }
    });
  });
}

/** MariaDB: a database of its own, EXPLAIN's rows as `table type=… key=… extra=…`. */
async function openMysqlFixture(log: (event: { level: string; query: CompiledQuery }) => void, queries: CompiledQuery[]): Promise<Fixture> {
  const database = await createTestDatabase('mysql');
  // biome-ignore lint/suspicious/noExplicitAny: the fixture's own table, not the service's
  const db = new Kysely<any>({ ...mysqlKyselyConfig({ url: database.url, poolSize: 4 }, { statements: 0 }), log });
  await createThings(db, 'mysql');
  return {
    db,
    queries,
    async explain(query) {
      const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
      return rows.map((row) => `${row.table} type=${row.type} key=${row.key} extra=${row.Extra}`);
    },
    async close() {
      await db.destroy();
      await database.close();
    },
  };
}

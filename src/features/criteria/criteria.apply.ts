import type { AnyDb } from '../../platform/db/tables.js';
/**
 * A parsed Criteria tree → SQL through Kysely (docs/contract.md §4). Only fields of the entity's definition
 * ever reach SQL (parseCriteria checked them), and every value is a bound parameter.
 *
 * The query builders are typed loosely (`SelectQueryBuilder<any, any, any>`): the columns come
 * from a definition at run time, so Kysely cannot check them at compile time anyway.
 */
import {
  sql,
  type AliasableExpression,
  type Compilable,
  type Expression,
  type ExpressionBuilder,
  type QueryCreator,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { escapeLike, LIKE_ESCAPE } from '../../platform/db/dialect.js';
import type { Criteria, EntityDefinition, FilterNode, FilterValue, RangeBounds, SortOrder, TextMatchType } from './criteria.definition.js';
import { columnOf, runAggregations, type AggregationResult } from './criteria.aggregate.js';
import { applyIncludes, type Included } from './criteria.includes.js';
import type { PageAnchors } from './criteria.anchors.js';
import { NotPreparable, statementsOf } from '../../platform/db/statements.js';

export { applyIncludes, type Included } from './criteria.includes.js';
export type { AggregationBucket, AggregationResult } from './criteria.aggregate.js';

// biome-ignore lint/suspicious/noExplicitAny: Criteria builds on a query of any table (lists, employees); the caller's rows type the answer
type AnySelect = SelectQueryBuilder<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: Criteria builds on a query of any table (lists, employees); the caller's rows type the answer
type AnyExpressionBuilder = ExpressionBuilder<any, any>;

/** `next-pages` looks this many pages ahead from the page's offset, plus one row (`limit * 5 + 1`, as Shopware documents it). */
export const NEXT_PAGES_WINDOW = 5;

/** Adds the WHERE of `ids`, `term` and the filters (all joined by AND). */
export function applyFilters<Query extends AnySelect>(query: Query, criteria: Criteria, definition: EntityDefinition): Query {
  // An entity without text fields has nothing a term could match in; the term is then ignored.
  const term = definition.termColumns.length > 0 ? criteria.term : undefined;
  const ids = criteria.ids;
  if (ids === undefined && term === undefined && criteria.filters.length === 0) return query;
  return query.where((eb: AnyExpressionBuilder) => {
    const conditions: Expression<SqlBool>[] = [];
    if (ids !== undefined) conditions.push(eb(sql.ref(definition.idColumn), 'in', ids));
    if (term !== undefined) {
      const pattern = criteria.termPattern ?? likePatternOf('contains', term);
      conditions.push(eb.or(definition.termColumns.map((column) => lowerLike(sql.ref(column), pattern))));
    }
    for (const filter of criteria.filters) conditions.push(filterExpression(eb, filter, definition));
    return eb.and(conditions);
  }) as Query;
}

function filterExpression(eb: AnyExpressionBuilder, node: FilterNode, definition: EntityDefinition): Expression<SqlBool> {
  if (node.type === 'multi' || node.type === 'not') {
    const children = node.queries.map((query) => filterExpression(eb, query, definition));
    const joined = node.operator === 'or' ? eb.or(children) : eb.and(children);
    return node.type === 'not' ? eb.not(joined) : joined;
  }
  const filterSql = (definition.fields[node.field] ?? definition.dynamicFields?.resolve(node.field))?.filterSql;
  if (filterSql) return filterSql(node);
  const matches = definition.fields[node.field]?.matches;
  if (matches && node.type === 'equals' && node.value !== null) return matches(node.value);
  if (matches && node.type === 'equalsAny') return eb.or(node.value.filter((value) => value !== null).map(matches));
  const column = sql.ref(columnOf(node.field, definition));
  switch (node.type) {
    case 'equals':
      return node.value === null ? eb(column, 'is', null) : eb(column, '=', node.value);
    case 'equalsAny': {
      const values = node.value.filter((value) => value !== null);
      const matchesNull = values.length !== node.value.length;
      if (values.length === 0) return eb(column, 'is', null);
      const inList = eb(column, 'in', values);
      return matchesNull ? eb.or([inList, eb(column, 'is', null)]) : inList;
    }
    case 'contains':
    case 'prefix':
    case 'suffix':
      return lowerLike(column, node.pattern ?? likePatternOf(node.type, node.value));
    case 'range':
      return eb.and(rangeComparisons(node.parameters).map(([operator, value]) => eb(column, operator, value)));
  }
}

/** The LIKE pattern of a case-insensitive text match of `value` (LIKE's wildcards in it escaped). */
export function likePatternOf(type: TextMatchType, value: string): string {
  const text = escapeLike(value.toLowerCase());
  return type === 'prefix' ? `${text}%` : type === 'suffix' ? `%${text}` : `%${text}%`;
}

/** `lower(column) LIKE pattern`, a backslash escaping LIKE's wildcards in it. */
function lowerLike(column: Expression<unknown>, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${pattern} ${LIKE_ESCAPE}`;
}

export function rangeComparisons(bounds: RangeBounds): ['>' | '>=' | '<' | '<=', FilterValue][] {
  const comparisons: ['>' | '>=' | '<' | '<=', FilterValue][] = [];
  if (bounds.gt !== undefined) comparisons.push(['>', bounds.gt]);
  if (bounds.gte !== undefined) comparisons.push(['>=', bounds.gte]);
  if (bounds.lt !== undefined) comparisons.push(['<', bounds.lt]);
  if (bounds.lte !== undefined) comparisons.push(['<=', bounds.lte]);
  return comparisons;
}

/**
 * ORDER BY the sort fields, then the id column in the direction of the last sort field: a total
 * order (pages never overlap or skip), and one an index (organization_id, field, id) serves by
 * walking it forwards or backwards, so no page ever sorts the table.
 *
 * NULL sorts as the smallest value on both databases (SQLite's own order; PostgreSQL is told so
 * explicitly), so the same search answers the same on either.
 */
export function applySort<Query extends AnySelect>(query: Query, criteria: Criteria, definition: EntityDefinition, unindexed = false): Query {
  let sorted: AnySelect = query;
  for (const { expression, order, nullable } of sortKeyOf(criteria, definition)) {
    // SQLite's unary + (a no-op on any value) keeps an index from being chosen for the order.
    sorted = sorted.orderBy(unindexed ? sql`+${expression}` : expression, (item) => {
      const directed = order === 'DESC' ? item.desc() : item.asc();
      if (!nullable) return directed;
      return order === 'DESC' ? directed.nullsLast() : directed.nullsFirst();
    });
  }
  return sorted as Query;
}

interface SortKeyPart {
  /** The column, when the part is one (the id's tells whether the sort ends with it already). */
  column?: string;
  expression: AliasableExpression<unknown>;
  order: SortOrder;
  nullable: boolean;
}

/**
 * What a search orders by: the criteria's sort (a field's column, or the expressions of a field that
 * is none: a custom field's), then the id (in the last direction) unless sorted by already.
 */
function sortKeyOf(criteria: Criteria, definition: EntityDefinition): SortKeyPart[] {
  const parts = criteria.sort.flatMap(({ field, order }): SortKeyPart[] => {
    const sortSql = Object.hasOwn(definition.fields, field) ? undefined : definition.dynamicFields?.resolve(field)?.sortSql;
    if (sortSql) return sortSql(order).map((expression) => ({ expression, order, nullable: true }));
    const column = columnOf(field, definition);
    return [{ column, expression: sql.ref(column), order, nullable: definition.fields[field]?.nullable === true }];
  });
  if (!parts.some((part) => part.column === definition.idColumn)) {
    parts.push({ column: definition.idColumn, expression: sql.ref(definition.idColumn), order: parts.at(-1)?.order ?? 'ASC', nullable: false });
  }
  return parts;
}

/**
 * The rows that come after `key` in the order of `parts`: (c1 > k1) or (c1 = k1 and c2 > k2) or …
 * (< for descending parts), with c1 ≥ k1 as well, the range an index on (…, c1, c2, …) walks.
 */
function after(eb: AnyExpressionBuilder, parts: readonly SortKeyPart[], key: readonly unknown[]): Expression<SqlBool> {
  const beyond = (index: number) => eb(parts[index]!.expression, parts[index]!.order === 'DESC' ? '<' : '>', key[index]);
  const alternatives = parts.map((_, index) => eb.and([...parts.slice(0, index).map((part, before) => eb(part.expression, '=', key[before])), beyond(index)]));
  return eb.and([eb(parts[0]!.expression, parts[0]!.order === 'DESC' ? '<=' : '>=', key[0]), eb.or(alternatives)]);
}

/** applySort, then the page's LIMIT and OFFSET. */
export function applySortAndPage<Query extends AnySelect>(query: Query, criteria: Criteria, definition: EntityDefinition): Query {
  return applySort(query, criteria, definition).limit(criteria.limit).offset(offsetOf(criteria)) as Query;
}

function offsetOf(criteria: Criteria): number {
  return (criteria.page - 1) * criteria.limit;
}

export interface SearchRequest<Base extends AnySelect, Row> {
  /**
   * FROM the entity's table, already scoped (WHERE organization_id = …, and the owner when it
   * applies); no select. Its WHERE may only narrow the rows (joins keep their conditions in ON):
   * the page's rows are then looked up by the ids it found, without it (see selectPageRows).
   */
  base: Base;
  criteria: Criteria;
  definition: EntityDefinition;
  /** Adds the select of a page's rows (`.selectAll()` or a column list) to the query it is given. */
  // biome-ignore lint/suspicious/noExplicitAny: Criteria builds on a query of any table (lists, employees); the caller's rows type the answer
  selectRows: (query: Base) => SelectQueryBuilder<any, any, Row>;
  /** The id of a selected row; by default its property named as the id column (`product_list.id` → `id`). */
  rowId?: (row: Row) => unknown;
  /**
   * Where this search's pages begin (criteria.anchors.ts), for searches whose data has a revision:
   * a deep page then seeks from the nearest anchor instead of walking from the first row.
   */
  anchors?: PageAnchors;
  /**
   * Disjoint parts whose union is `base`, each of which an index serves in any sort order (a
   * member's own lists and the lists shared with them): the page's ids are then the first rows of
   * each part, merged (pagesOfParts). `base` still counts and aggregates.
   */
  parts?: SearchParts<Base>;
  /** FROM the entity's table alone, where the page's rows are read by id (default: `base` without its WHERE). */
  rowsFrom?: Base;
  /**
   * The page's ids and its rows in one statement (pageRowsQuery) where the page needs no anchor
   * and no window beyond it: one round trip less on PostgreSQL (on SQLite, with no round trips,
   * the join cost more than the second statement: a materialized page and a sort; A/B 5–10 % of an
   * uncached search's CPU). `selectRows` must then name its columns (the page's own are joined in).
   */
  rowsWithPage?: boolean;
}

/** A search's disjoint parts, and the query creator that merges them. */
export interface SearchParts<Base extends AnySelect> {
  // biome-ignore lint/suspicious/noExplicitAny: Criteria builds on a query of any table (lists, employees); the caller's rows type the answer
  db: QueryCreator<any>;
  queries: readonly Base[];
  /** Order each part's few rows without an index (SQLite, whose planner has no statistics: pageOfParts). */
  unindexedOrder?: boolean;
}

export interface SearchOutcome<Row> {
  /** The page's rows, in the criteria's order. */
  rows: Row[];
  total: number;
  aggregations: Record<string, AggregationResult>;
}

/**
 * Runs a search: the page, its total and its aggregations.
 *
 * The page is read as a deferred join: first only the ids of the page (sorted, offset and limited
 * over the scoped, filtered query; an index (organization_id, sort field, id) covers it, so a deep
 * page walks index entries and never reads or sorts table rows), then the whole rows of just those
 * ids by primary key.
 *
 * `total` by `total-count-mode` (docs/contract.md §4):
 * - `exact`: COUNT(*) of every match.
 * - `none`: the number of elements returned (as Shopware).
 * - `next-pages`: the ids query reads `limit * 5 + 1` ids from the page's offset instead of
 *   `limit`, and total = offset + how many it found. So a client knows whether (and how many)
 *   pages follow, up to five ahead, at the cost of one page query. Shopware leaves the offset out of
 *   this number; it is added here so that `total` means the same in every mode (matches
 *   known to exist) and `ceil(total / limit)` is the last page known. A page past the end finds
 *   nothing and then falls back to an exact count, so `total` never claims rows that do not exist.
 */
export async function runSearch<Base extends AnySelect, Row>(request: SearchRequest<Base, Row>): Promise<SearchOutcome<Row>> {
  return searchWith<Base, Row>(new DirectStatements(request), request);
}

/**
 * A search whose statements are prepared per shape (statements.ts, Statements.shaped): built and
 * compiled once for what the SQL depends on (`shape`: the caller's reach, the criteria without
 * their values), then run with `args`, the values `template`'s placeholders stand for (the
 * caller's ids, the criteria's values); the page's numbers, ids and anchors are parameters too.
 * Building and compiling a search cost more than SQLite's own work for it (issue 24: a quarter
 * of an uncached search's CPU). A shape whose values do not come through as parameters
 * (NotPreparable) is built with its values from then on (`request`).
 *
 * Only for searches without aggregations (they build their own statements).
 */
export interface PreparedSearch<Base extends AnySelect, Row> {
  db: AnyDb;
  shape: string;
  args: Record<string, unknown>;
  /** The criteria with their values; numbers (page, limit) and the control flow come from them. */
  criteria: Criteria;
  definition: EntityDefinition;
  anchors?: PageAnchors;
  rowsWithPage?: boolean;
  rowId?: (row: Row) => unknown;
  /** The request built from placeholders (`parameterToken`) for the values in `args`. */
  template: () => SearchRequest<Base, Row>;
  /** The request built from the values, for a shape that cannot be prepared. */
  request: () => SearchRequest<Base, Row>;
  /** Prefixes a placeholder may have in a parameter (a share key: `unit:` and the unit's id). */
  prefixes?: readonly string[];
}

export async function runPreparedSearch<Base extends AnySelect, Row>(prepared: PreparedSearch<Base, Row>): Promise<SearchOutcome<Row>> {
  if (prepared.criteria.aggregations.length > 0) throw new Error('criteria: a search with aggregations is not prepared');
  const { criteria, definition, anchors, rowsWithPage, rowId } = prepared;
  const context = { criteria, definition, anchors, rowsWithPage, rowId };
  try {
    return await searchWith<Base, Row>(new PreparedStatements(prepared), context);
  } catch (error) {
    if (!(error instanceof NotPreparable)) throw error;
    return runSearch({ ...prepared.request(), ...context });
  }
}

/** What a statement's builder is given: the request (real, or of placeholders) and its values (real, or placeholders). */
// biome-ignore lint/suspicious/noExplicitAny: Criteria builds on a query of any table (lists, employees); the caller's rows type the answer
type Values = (name: string) => any;

/**
 * How a search's statements are built and run: each statement has a role (what it asks) and
 * values beyond the request's own (the page's numbers and ids, an anchor's key).
 */
interface Statements<Base extends AnySelect, Row> {
  run<Result>(
    role: string,
    values: Record<string, unknown>,
    build: (request: SearchRequest<Base, Row>, value: Values) => Compilable<Result>,
  ): Promise<Result[]>;
  aggregations(): Promise<Record<string, AggregationResult>>;
}

/** Built with the values and run (every search that is not prepared). */
class DirectStatements<Base extends AnySelect, Row> implements Statements<Base, Row> {
  constructor(private readonly request: SearchRequest<Base, Row>) {}

  async run<Result>(
    _role: string,
    values: Record<string, unknown>,
    build: (request: SearchRequest<Base, Row>, value: Values) => Compilable<Result>,
  ): Promise<Result[]> {
    const query = build(this.request, (name) => plainValue(values[name])) as unknown as { execute(): Promise<Result[]> };
    return query.execute();
  }

  aggregations() {
    const { base, criteria, definition } = this.request;
    return runAggregations(applyFilters(base, criteria, definition), criteria.aggregations, definition);
  }
}

/** Built once per shape and role (and the count of each list of values), from placeholders; run with the values. */
class PreparedStatements<Base extends AnySelect, Row> implements Statements<Base, Row> {
  private template: SearchRequest<Base, Row> | undefined;

  constructor(private readonly prepared: PreparedSearch<Base, Row>) {}

  async run<Result>(
    role: string,
    values: Record<string, unknown>,
    build: (request: SearchRequest<Base, Row>, value: Values) => Compilable<Result>,
  ): Promise<Result[]> {
    const args: Record<string, unknown> = { ...this.prepared.args };
    let variant = role;
    for (const [name, value] of Object.entries(values)) {
      if (value instanceof Inline) {
        variant += `|${name}=${value.value}`;
        continue;
      }
      if (!Array.isArray(value)) {
        args[`$${name}`] = value;
        continue;
      }
      variant += `|${name}:${value.length}`;
      value.forEach((item, index) => {
        args[`$${name}.${index}`] = item;
      });
    }
    const db = this.prepared.db;
    const query = statementsOf(db).shaped<Record<string, unknown>, Result>(
      `${this.prepared.shape}|${variant}`,
      (parameter) => {
        this.template ??= this.prepared.template();
        return build(this.template, (name) => {
          const value = values[name];
          if (value instanceof Inline) return sql.lit(value.value);
          return Array.isArray(value) ? value.map((_, index) => parameter(`$${name}.${index}`)) : parameter(`$${name}`);
        });
      },
      this.prepared.prefixes,
    );
    if (!query) throw new NotPreparable('refused before');
    return query.execute(db, args);
  }

  async aggregations() {
    return {};
  }
}

/** The search itself, whichever way its statements are built. */
async function searchWith<Base extends AnySelect, Row>(
  statements: Statements<Base, Row>,
  {
    criteria,
    definition,
    anchors: known,
    rowsWithPage,
    rowId: rowIdOf,
  }: Pick<SearchRequest<Base, Row>, 'criteria' | 'definition' | 'anchors' | 'rowsWithPage' | 'rowId'>,
): Promise<SearchOutcome<Row>> {
  const offset = offsetOf(criteria);
  const sortKey = sortKeyOf(criteria, definition);
  // A NULL has no place in a "comparison after": searches sorted by a nullable field always walk.
  const anchors = offset > 0 && !sortKey.some((part) => part.nullable) ? known : undefined;
  const count = async () => {
    const [row] = await statements.run<{ total?: number | string }>('count', {}, (request) =>
      applyFilters(request.base, request.criteria, definition).select(sql<number>`count(*)`.as('total')),
    );
    // PostgreSQL answers COUNT(*) as int8, which pg hands over as text unless told otherwise.
    return Number(row?.total ?? 0);
  };

  if (rowsWithPage && !anchors && windowOf(criteria) === criteria.limit) {
    const [rows, exactTotal, aggregations] = await Promise.all([
      statements.run<Row>('page-rows', pageNumbers(criteria.limit, offset), (request, value) => pageRowsQuery(request, sortKey, value)),
      criteria.totalCountMode === 'exact' ? count() : Promise.resolve(undefined),
      statements.aggregations(),
    ]);
    return { rows, total: exactTotal ?? rows.length, aggregations };
  }

  const window = windowOf(criteria);
  const [idRows, exactTotal, aggregations] = await Promise.all([
    anchors
      ? seekPageIds(statements, criteria, definition, sortKey, anchors)
      : statements.run<{ search_id: string }>('page-ids', pageNumbers(window, offset), (request, value) =>
          pageIdQuery(request.base, request.criteria, definition, request.parts, value),
        ),
    criteria.totalCountMode === 'exact' ? count() : Promise.resolve(undefined),
    statements.aggregations(),
  ]);

  const pageIds = idRows.slice(0, criteria.limit).map((row) => row.search_id);
  const rows = await selectPageRows(statements, definition, pageIds, rowIdOf);

  let total: number;
  if (exactTotal !== undefined) total = exactTotal;
  else if (criteria.totalCountMode === 'none') total = rows.length;
  else total = idRows.length === 0 && offset > 0 ? await count() : offset + idRows.length;

  return { rows, total, aggregations };
}

/** How many ids the first query reads from the page's offset: the page, or more for `next-pages`. */
function windowOf(criteria: Criteria): number {
  return criteria.totalCountMode === 'next-pages' ? criteria.limit * NEXT_PAGES_WINDOW + 1 : criteria.limit;
}

/**
 * A number written into a prepared search's text (and its shape's key) instead of a parameter.
 * PostgreSQL plans a named statement for its parameters' values until a plan for any values looks
 * as cheap; with the page's size (and an offset of 0) unknown, that plan guesses a tenth of the
 * table and joins it by hash, so every first page was planned anew: 0.4–1.4 ms of the server's
 * CPU at each execution, more than running it (0.3 ms). Written in, the first page's plan is the
 * same for any organization, and planned once.
 */
class Inline {
  constructor(readonly value: number) {}
}

/** A page value as a query built with its values takes it. */
const plainValue = (value: unknown) => (value instanceof Inline ? value.value : value);

/**
 * The page's numbers as a statement takes them: the rows it reads and skips, and what each part
 * of a search in parts reads (pageOfParts: both together). The page's size is written in (a few
 * sizes are asked for), the offset only when 0 (a first page; later pages are parameters).
 */
function pageNumbers(limit: number, offset: number): { limit: Inline; offset: Inline | number; partLimit: Inline | number } {
  return offset === 0
    ? { limit: new Inline(limit), offset: new Inline(0), partLimit: new Inline(limit) }
    : { limit: new Inline(limit), offset, partLimit: offset + limit };
}

/** The page's numbers of `criteria` (its window), for a query built with its values. */
function pageNumbersOf(criteria: Criteria): Values {
  const numbers: Record<string, unknown> = pageNumbers(windowOf(criteria), offsetOf(criteria));
  return (name) => plainValue(numbers[name]);
}

/** The first query of a search: the ids of the page, in order (tests explain its plan). `value` gives the page's numbers (pageNumbersOf). */
export function pageIdQuery(
  base: AnySelect,
  criteria: Criteria,
  definition: EntityDefinition,
  parts?: SearchParts<AnySelect>,
  value: Values = pageNumbersOf(criteria),
) {
  if (parts) return pageOfParts(parts, criteria, definition, sortKeyOf(criteria, definition), undefined, value);
  return applySort(applyFilters(base, criteria, definition), criteria, definition)
    .select(sql.ref(definition.idColumn).as('search_id'))
    .limit(value('limit'))
    .offset(value('offset'));
}

/**
 * The page's rows in one statement: the page's ids with their sort keys (as the first query of a
 * search finds them) joined to the entity's table by id, and ordered by those keys again (a page's
 * few rows). The rows come by primary key, with no scope or sort of the table offered to the planner
 * (see selectPageRows).
 */
function pageRowsQuery<Base extends AnySelect, Row>(request: SearchRequest<Base, Row>, sortKey: readonly SortKeyPart[], value: Values) {
  const { base, criteria, definition } = request;
  let page: AnySelect;
  if (request.parts) page = pageOfParts(request.parts, criteria, definition, sortKey, undefined, value);
  else {
    page = sortedWithKeys(applyFilters(base, criteria, definition), criteria, definition, sortKey)
      .limit(value('limit'))
      .offset(value('offset'));
  }
  const from = (request.rowsFrom ?? base.clearWhere()).innerJoin(page.as('page'), 'page.search_id', definition.idColumn) as unknown as Base;
  return orderedByKeys(request.selectRows(from), 'page', sortKey);
}

/** `query` in the search's order, selecting each row's id (`search_id`) and its sort key (`search_key_<n>`): what pages are merged, anchored and joined by. */
function sortedWithKeys(query: AnySelect, criteria: Criteria, definition: EntityDefinition, sortKey: readonly SortKeyPart[], unindexed = false): AnySelect {
  let keyed = applySort(query, criteria, definition, unindexed).select(sql.ref(definition.idColumn).as('search_id'));
  for (const [position, part] of sortKey.entries()) keyed = keyed.select(part.expression.as(`search_key_${position}`));
  return keyed;
}

/** `query` ordered by the sort keys its source `alias` carries as `search_key_<n>` (NULLs where the sort puts them). */
function orderedByKeys<Query extends AnySelect>(query: Query, alias: string, sortKey: readonly SortKeyPart[]): Query {
  let ordered: AnySelect = query;
  for (const [position, { order, nullable }] of sortKey.entries()) {
    ordered = ordered.orderBy(sql.ref(`${alias}.search_key_${position}`), (item) => {
      const directed = order === 'DESC' ? item.desc() : item.asc();
      if (!nullable) return directed;
      return order === 'DESC' ? directed.nullsLast() : directed.nullsFirst();
    });
  }
  return ordered as Query;
}

/**
 * A page over disjoint parts: each part's first `offset + limit` rows after the anchor's key (if
 * any), filtered and sorted; then these few rows merged in the same order and the page taken from
 * them. With a member's 70 own lists and a few shared, the union of their ids joined to the rows
 * and sorted cost 230 µs on SQLite, this 80 µs (one range of the owner's index, and the shared
 * lists by key). A part's rows are few (a member's own, the lists shared with them): each is found
 * by its own index and sorted. On SQLite, whose planner has no statistics, the part's ORDER BY is
 * kept off every index: ordered by a column the organization's sort index holds, it walked that
 * index through the organization's lists testing each one's owner (100,000 lists: the owner's sort
 * indexes by creation, last change and item count are gone since migration 0025).
 */
function pageOfParts(
  parts: SearchParts<AnySelect>,
  criteria: Criteria,
  definition: EntityDefinition,
  sortKey: readonly SortKeyPart[],
  anchorKey: readonly unknown[] | undefined,
  value: Values,
) {
  const selected = parts.queries.map((part, index) => {
    let query = applyFilters(part, criteria, definition);
    if (anchorKey) query = query.where((eb) => after(eb, sortKey, anchorKey));
    query = sortedWithKeys(query, criteria, definition, sortKey, parts.unindexedOrder);
    // A compound's members take no ORDER BY or LIMIT of their own (SQLite): each is a subquery.
    // Each part reads `partLimit` rows: the page's offset plus its limit.
    return parts.db.selectFrom(query.limit(value('partLimit')).as(`part_${index}`)).selectAll();
  });
  const merged = selected.slice(1).reduce((union, part) => union.unionAll(part), selected[0]!);
  return orderedByKeys(parts.db.selectFrom(merged.as('parts')).selectAll(), 'parts', sortKey)
    .limit(value('limit'))
    .offset(value('offset'));
}

/**
 * The first query with anchors: from the nearest known anchor, the rows after its key, offset by
 * what lies between it and the page. Reads one row more before the page when the page's own
 * anchor is not known yet, and remembers it, and the anchor of the next page when this one is full.
 */
async function seekPageIds<Base extends AnySelect, Row>(
  statements: Statements<Base, Row>,
  criteria: Criteria,
  definition: EntityDefinition,
  sortKey: readonly SortKeyPart[],
  anchors: PageAnchors,
): Promise<{ search_id: string }[]> {
  const offset = offsetOf(criteria);
  const anchor = anchors.nearest(offset);
  const start = anchor?.offset ?? 0;
  const before = anchor?.offset === offset ? 0 : 1;
  const limit = windowOf(criteria) + before;
  const skip = offset - start - before;
  const rows = await statements.run<Record<string, unknown>>(
    anchor ? 'seek' : 'seek-first',
    { ...pageNumbers(limit, skip), key: anchor?.key ?? [] },
    (request, value) => {
      const anchorKey = anchor ? (value('key') as unknown[]) : undefined;
      if (request.parts) return pageOfParts(request.parts, request.criteria, definition, sortKey, anchorKey, value);
      let query: AnySelect = applyFilters(request.base, request.criteria, definition);
      if (anchorKey) query = query.where((eb) => after(eb, sortKey, anchorKey));
      return sortedWithKeys(query, request.criteria, definition, sortKey).limit(value('limit')).offset(value('offset'));
    },
  );
  const keyOf = (row: Record<string, unknown>) => sortKey.map((_, index) => row[`search_key_${index}`]);
  if (before === 1 && rows.length > 0) anchors.remember({ offset, key: keyOf(rows[0]!) });
  const page = before === 1 ? rows.slice(1) : rows;
  if (page.length >= criteria.limit) anchors.remember({ offset: offset + criteria.limit, key: keyOf(page[criteria.limit - 1]!) });
  return page as { search_id: string }[];
}

/**
 * The whole rows of the page's ids, by primary key and nothing else. A planner offered the scope
 * too (organization_id = …) may walk the organization's index instead of looking up `limit` keys
 * (SQLite without statistics does), and an ORDER BY may tempt it to walk a sort index; so the
 * base's WHERE is dropped (the ids already come from the scoped query; a row changes organization
 * only when a login adopts a guest's lists, and the guest then had it a moment ago) and the rows are put in the page's order here.
 */
async function selectPageRows<Base extends AnySelect, Row>(
  statements: Statements<Base, Row>,
  definition: EntityDefinition,
  pageIds: string[],
  rowId: ((row: Row) => unknown) | undefined,
): Promise<Row[]> {
  if (pageIds.length === 0) return [];
  // A short page binds its last id again up to a power of two: a few statements for every page size.
  const padded = [...pageIds];
  while (padded.length & (padded.length - 1)) padded.push(pageIds.at(-1)!);
  const found = await statements.run<Row>('rows', { ids: padded }, (request, value) =>
    request.selectRows((request.rowsFrom ?? request.base.clearWhere()).where(sql.ref(definition.idColumn), 'in', value('ids')) as Base),
  );
  const idProperty = definition.idColumn.slice(definition.idColumn.lastIndexOf('.') + 1);
  rowId ??= (row: Row) => (row as Record<string, unknown>)[idProperty];
  const byId = new Map<unknown, Row>();
  for (const row of found) {
    const id = rowId(row);
    if (id === undefined) throw new Error(`criteria: the rows of ${definition.entity} carry no "${idProperty}"; select it or pass rowId`);
    byId.set(id, row);
  }
  const rows: Row[] = [];
  // A row deleted between the two queries is simply missing from the page.
  for (const id of pageIds) {
    const row = byId.get(id);
    if (row !== undefined) rows.push(row);
  }
  return rows;
}

/**
 * The answer of a search route (`searchResultSchema`): the elements (already mapped to the API's
 * shape, each with its apiAlias) pruned by the criteria's `includes`.
 */
export function searchResultOf<Element extends object>(
  definition: EntityDefinition,
  criteria: Criteria,
  outcome: Pick<SearchOutcome<unknown>, 'total' | 'aggregations'>,
  elements: readonly Element[],
) {
  return {
    apiAlias: 'dal_entity_search_result' as const,
    entity: definition.entity,
    total: outcome.total,
    page: criteria.page,
    limit: criteria.limit,
    elements: applyIncludes(elements, criteria.includes, definition.apiAlias) as Included<Element>[],
    aggregations: outcome.aggregations,
  };
}

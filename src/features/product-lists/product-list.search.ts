import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { compactJson, inProcess, isPostgres, jsonBoolean, jsonObjectOrEmpty, jsonObjectText } from '../../platform/db/dialect.js';
import type { Caller } from '../../kernel/caller.js';
import {
  parseCriteria,
  type EntityDefinition,
  type Criteria,
  type FilterNode,
  type FilterValue,
  likePatternOf,
  runPreparedSearch,
  runSearch,
  searchResultOf,
  customFieldSearch,
  listValueOwner,
  PageAnchorStore,
  type PageAnchors,
} from '../criteria/index.js';
import { parameterToken, statementsOf } from '../../platform/db/statements.js';
import { reachesAllLists } from './product-list.reach.js';
import {
  accessOf,
  findLineItemsOfLists,
  LIST_COLUMNS,
  membersLists,
  notExpiredAt,
  scopeOfRowsByKey,
  toProductList,
  visibleLists,
  type ProductListRow,
} from './product-list.repository.js';
import { isOrganizationWide, PATH_SEPARATOR, unitIdsOf, unitShareKey } from '../../kernel/reach.js';
import type { ServiceContext } from '../../platform/context.js';
import type { ListsState } from './product-list.reads.js';
import { can } from '../../kernel/caller.js';
import { answerCacheOf } from '../../platform/fast/answer-cache.js';

/**
 * What list searches may filter, sort and aggregate by (docs/contract.md §4). Name, creation and last
 * change have an index (organization_id, field, id), so an admin's page, deep or not, walks an index;
 * a member's own lists come from the owner's name index (organization_id, owner_id, name, id) and
 * are sorted, a few rows. The item count has none since migration 0025 (every PATCH moved its
 * entries): sorted by it, the organization's lists are sorted.
 */
/** What `associations.lineItems.sort` may name (position is the last tie-breaker in any case). */
const LINE_ITEM_SORT_FIELDS = {
  position: { column: 'position', type: 'integer', sortable: true },
  productId: { column: 'product_id', type: 'id', sortable: true },
  quantity: { column: 'quantity', type: 'integer', sortable: true },
} as const;

export const PRODUCT_LIST_SEARCH: EntityDefinition = {
  entity: 'product_list',
  apiAlias: 'product_list',
  idColumn: 'product_list.id',
  fields: {
    id: { column: 'product_list.id', type: 'id', filterable: true },
    name: { column: 'product_list.name', type: 'string', filterable: true, sortable: true },
    description: { column: 'product_list.description', type: 'string', filterable: true, nullable: true },
    ownerId: { column: 'product_list.owner_id', type: 'id', filterable: true, aggregatable: true, nullable: true },
    createdAt: { column: 'product_list.created_at', type: 'datetime', filterable: true, sortable: true, aggregatable: true },
    updatedAt: { column: 'product_list.updated_at', type: 'datetime', filterable: true, sortable: true, aggregatable: true },
    itemCount: { column: 'product_list.item_count', type: 'integer', filterable: true, sortable: true, aggregatable: true },
    totalQuantity: { column: 'product_list.total_quantity', type: 'integer', filterable: true, aggregatable: true },
    updatedBy: { column: 'product_list.updated_by', type: 'id', filterable: true, aggregatable: true, nullable: true },
    /** Whether the list has any share: with `ownerId`, "my lists I shared" and "lists shared with me". */
    shared: { column: 'product_list.shared', type: 'boolean', filterable: true },
    expiresAt: { column: 'product_list.expires_at', type: 'datetime', filterable: true, sortable: true, nullable: true },
    status: { column: 'product_list.status', type: 'string', filterable: true, aggregatable: true },
  },
  includableFields: [
    'id',
    'organizationId',
    'ownerId',
    'name',
    'description',
    'itemCount',
    'totalQuantity',
    'createdAt',
    'updatedAt',
    'version',
    'updatedBy',
    'shared',
    'expiresAt',
    'status',
    'statusChangedBy',
    'statusChangedAt',
    'statusComment',
    'customFields',
    'access',
    'lineItems',
  ],
  termColumns: ['product_list.name', 'product_list.description'],
  defaultSort: [{ field: 'createdAt', order: 'ASC' }],
  associations: ['lineItems'],
  associationSorts: { lineItems: LINE_ITEM_SORT_FIELDS },
  // customFields.<key>: filtered and sorted through the values' table (criteria.custom-fields.ts).
  dynamicFields: customFieldSearch('product_list.id', listValueOwner('product_list.id', 'product_list_custom_value')),
};

/**
 * The lists a search walks: with `.read.all`, the organization's or their branch's (one index
 * walk); a member's own and shared lists in two parts, each an index walk (membersLists). Rows of
 * a page are read from the list table by id. With `now` (an ISO timestamp, or a prepared
 * search's placeholder for it: given while an expired list of the organization still has its row),
 * lists expired at `now` are left out of each; without it the walks stay on their indexes alone.
 */
export function searchedLists(db: Db, caller: Caller, criteria: Criteria, now?: string) {
  const rowsFrom = db.selectFrom('product_list');
  // biome-ignore lint/suspicious/noExplicitAny: Criteria builds on a query of any table (lists, employees); the caller's rows type the answer
  const live = <Query extends SelectQueryBuilder<any, 'product_list', any>>(query: Query): Query =>
    now === undefined ? query : (query.where(notExpiredAt(now)) as Query);
  // The organization's lists, found through a custom field's values: the organization's scope behind
  // SQLite's unary +, so that its planner (no statistics) drives from the values' index (a page of
  // matches) instead of walking the organization's sort index and testing every list.
  if (reachesAllLists(caller, 'read') && isOrganizationWide(caller) && !isPostgres(db) && findsByCustomValue(criteria)) {
    return { base: live(db.selectFrom('product_list').where(scopeOfRowsByKey(db, caller.organizationId))), rowsFrom };
  }
  if (reachesAllLists(caller, 'read')) return { base: live(visibleLists(db, caller, 'read')), rowsFrom };
  const { base, parts } = membersLists(db, caller);
  return { base: live(base), parts: { db, queries: parts.map(live), unindexedOrder: inProcess(db) }, rowsFrom };
}

/** Whether a filter of the search (at its top, AND-ed) names lists by a custom value they hold: `customFields.<key>` but `= null`. */
function findsByCustomValue(criteria: Criteria): boolean {
  return criteria.filters.some(
    (node) =>
      node.type !== 'multi' &&
      node.type !== 'not' &&
      node.field.startsWith('customFields.') &&
      !(node.type === 'equals' && node.value === null) &&
      !(node.type === 'equalsAny' && node.value.includes(null)),
  );
}

/** `POST /product-lists` as rows: the lists the caller may see, by Criteria; line items in one query when asked. */
export async function searchProductLists(db: Db, caller: Caller, criteria: Criteria, now: string | undefined, anchors?: PageAnchors) {
  const outcome = await runSearch({
    ...searchedLists(db, caller, criteria, now),
    criteria,
    definition: PRODUCT_LIST_SEARCH,
    selectRows: (query) => query.select([...LIST_COLUMNS.map((column) => `product_list.${column}` as const), accessOf(db, caller).as('access')]),
    rowId: (row: ProductListRow) => row.id,
    anchors,
    rowsWithPage: isPostgres(db),
  });
  const rows = outcome.rows as (ProductListRow & { access: 'owner' | 'edit' | 'read' })[];
  const lineItems = criteria.associations.includes('lineItems')
    ? await findLineItemsOfLists(
        db,
        caller.organizationId,
        rows.map((row) => row.id),
        (criteria.associationSort?.lineItems ?? []).map((entry) => ({
          column: LINE_ITEM_SORT_FIELDS[entry.field as keyof typeof LINE_ITEM_SORT_FIELDS].column,
          order: entry.order,
        })),
      )
    : undefined;
  return searchResultOf(
    PRODUCT_LIST_SEARCH,
    criteria,
    outcome,
    rows.map((row) => {
      const { lineItems: items, ...list } = toProductList(row, lineItems?.get(row.id));
      return { ...list, access: row.access, ...(items ? { lineItems: items } : {}) };
    }),
  );
}

/**
 * A list's fields as the answer shows them, in the order of the ProductList schema, with their
 * columns (line items aside). The search builds its elements from these in SQL; a test checks
 * they answer exactly what toProductList and the response schema answer.
 */
export const ELEMENT_FIELDS = [
  ['id', 'id'],
  ['organizationId', 'organization_id'],
  ['ownerId', 'owner_id'],
  ['name', 'name'],
  ['description', 'description'],
  ['itemCount', 'item_count'],
  ['totalQuantity', 'total_quantity'],
  ['createdAt', 'created_at'],
  ['updatedAt', 'updated_at'],
  ['version', 'version'],
  ['updatedBy', 'updated_by'],
  ['shared', 'shared'],
  ['expiresAt', 'expires_at'],
  ['status', 'status'],
  ['statusChangedBy', 'status_changed_by'],
  ['statusChangedAt', 'status_changed_at'],
  ['statusComment', 'status_comment'],
  ['customFields', 'custom_fields'],
  ['access', null],
] as const;

/** The search of a page's elements as JSON built by the database, with `includes` applied there. */
function elementsRequest(db: Db, caller: Caller, criteria: Criteria, now: string | undefined) {
  const kept = criteria.includes?.[PRODUCT_LIST_SEARCH.apiAlias];
  const fields = ELEMENT_FIELDS.filter(([field]) => kept === undefined || kept.includes(field));
  const columnOf = (field: string, column: string | null) => {
    if (column === null) return accessOf(db, caller);
    if (field === 'shared') return jsonBoolean(db, sql.ref(`product_list.${column}`));
    if (field === 'customFields') return jsonObjectOrEmpty(db, sql.ref(`product_list.${column}`));
    return sql.ref(`product_list.${column}`);
  };
  const json = jsonObjectText(db, [['apiAlias', sql.lit('product_list')], ...fields.map(([field, column]) => [field, columnOf(field, column)] as const)]);
  return {
    ...searchedLists(db, caller, criteria, now),
    criteria,
    definition: PRODUCT_LIST_SEARCH,
    // biome-ignore lint/suspicious/noExplicitAny: Criteria builds on a query of any table (lists, employees); the caller's rows type the answer
    selectRows: (query: SelectQueryBuilder<any, any, any>) => query.select(['product_list.id', json.as('json')]),
  };
}

/** The elements of a page as JSON built by the database: prepared per shape where it can be (preparedListSearch). */
async function searchElementsJson(db: Db, caller: Caller, criteria: Criteria, now: string | undefined, anchors?: PageAnchors) {
  const rowId = (row: { id: string; json: string }) => row.id;
  const rowsWithPage = isPostgres(db);
  const prepared = preparedListSearch(caller, criteria);
  const outcome = prepared
    ? await runPreparedSearch({
        db,
        shape: `elements|${now === undefined ? '' : 'unexpired|'}${prepared.shape}`,
        args: now === undefined ? prepared.args : { ...prepared.args, now },
        criteria,
        definition: PRODUCT_LIST_SEARCH,
        anchors,
        rowsWithPage,
        rowId,
        prefixes: [unitShareKey('')],
        template: () => elementsRequest(db, prepared.caller, prepared.criteria, now === undefined ? undefined : parameterToken('now')),
        request: () => elementsRequest(db, caller, criteria, now),
      })
    : await runSearch({ ...elementsRequest(db, caller, criteria, now), rowId, anchors, rowsWithPage });
  return { outcome, elements: `[${(outcome.rows as { json: string }[]).map((row) => compactJson(row.json)).join(',')}]` };
}

/** The filters a prepared search takes: values (or a text match's LIKE pattern) that go into SQL as they are, no custom field's own SQL. */
const PLAIN_FILTERS = new Set(['equals', 'equalsAny', 'range', 'contains', 'prefix', 'suffix', 'multi', 'not']);

function isPlainFilter(node: FilterNode): boolean {
  if (node.type === 'multi' || node.type === 'not') return node.queries.every(isPlainFilter);
  const field = Object.hasOwn(PRODUCT_LIST_SEARCH.fields, node.field) ? PRODUCT_LIST_SEARCH.fields[node.field] : undefined;
  return PLAIN_FILTERS.has(node.type) && field !== undefined && !field.filterSql && !field.matches;
}

const permissionKeys = new WeakMap<ReadonlySet<string>, string>();

/**
 * A list search as a shape and its values (criteria.apply.ts, runPreparedSearch): the caller with
 * placeholders for their organization, id, unit and the units above it, the criteria with a
 * placeholder for each value; and what the SQL depends on besides: the caller's permissions,
 * whether they have a unit and how deep, and the criteria's structure (the JSON of the
 * placeholders' criteria, the values' types). A term and a text match are their LIKE pattern,
 * made here (likePatternOf). Undefined for searches by custom fields and with aggregations.
 */
function preparedListSearch(
  caller: Caller,
  criteria: Criteria,
): { shape: string; args: Record<string, unknown>; caller: Caller; criteria: Criteria } | undefined {
  if (
    criteria.aggregations.length > 0 ||
    !criteria.filters.every(isPlainFilter) ||
    !criteria.sort.every((entry) => Object.hasOwn(PRODUCT_LIST_SEARCH.fields, entry.field))
  )
    return undefined;
  const args: Record<string, unknown> = { organizationId: caller.organizationId, employeeId: caller.employeeId };
  const units = caller.unitPath === null ? [] : unitIdsOf(caller.unitPath);
  units.forEach((unit, index) => {
    args[`unit.${index}`] = unit;
  });
  if (caller.unitId !== null) args.unitId = caller.unitId;
  const template: Caller = {
    ...caller,
    organizationId: parameterToken('organizationId'),
    employeeId: parameterToken('employeeId'),
    unitId: caller.unitId === null ? null : parameterToken('unitId'),
    unitPath: caller.unitPath === null ? null : units.map((_, index) => parameterToken(`unit.${index}`)).join(PATH_SEPARATOR),
  };
  let types = '';
  const value = <Value extends FilterValue | null>(given: Value): Value => {
    if (given === null) return given;
    const name = `value.${types.length}`;
    types += typeof given === 'number' ? 'n' : typeof given === 'boolean' ? 'b' : 's';
    args[name] = given;
    return parameterToken(name) as Value;
  };
  const filterOf = (node: FilterNode): FilterNode => {
    switch (node.type) {
      case 'multi':
      case 'not':
        return { ...node, queries: node.queries.map(filterOf) };
      case 'equals':
        return { ...node, value: value(node.value) };
      case 'equalsAny':
        return { ...node, value: node.value.map(value) };
      case 'range':
        return { ...node, parameters: Object.fromEntries(Object.entries(node.parameters).map(([bound, given]) => [bound, value(given)])) };
      default:
        return { ...node, value: '', pattern: value(likePatternOf(node.type, node.value)) };
    }
  };
  // Page and limit are the statements' own parameters (runPreparedSearch); NaN here would show if a builder took them from the criteria.
  const templateCriteria: Criteria = {
    ...criteria,
    page: Number.NaN,
    limit: Number.NaN,
    ids: criteria.ids?.map(value),
    filters: criteria.filters.map(filterOf),
    ...(criteria.term === undefined ? {} : { term: '', termPattern: value(likePatternOf('contains', criteria.term)) }),
  };
  let permissions = permissionKeys.get(caller.permissions);
  if (permissions === undefined) {
    permissions = [...caller.permissions].sort().join(',');
    permissionKeys.set(caller.permissions, permissions);
  }
  const reach = `${permissions}|${caller.unitId === null ? '-' : 'unit'}|${units.length}|${caller.guest ? 'guest' : ''}`;
  const shape = `${reach}|${JSON.stringify({ ...templateCriteria, page: undefined, limit: undefined })}|${types}`;
  return { shape, args, caller: template, criteria: templateCriteria };
}

type SearchResult = Awaited<ReturnType<typeof searchProductLists>>;

/** The page anchors of an app (its database, kept with its statements): 128 searches of 256 anchors at most, a few MiB. */
function anchorStoreOf(context: Pick<ServiceContext, 'db'>): PageAnchorStore {
  return statementsOf(context.db).kept(PageAnchorStore, () => new PageAnchorStore(128, 256));
}

/**
 * The search as serialized JSON. An answer depends on the organization's lists, on what the caller
 * may see (all of them, or their own) and on the criteria, so it is cached under exactly that and
 * the organization's lists revision, read first (by the route's guard, with the session:
 * readRevisionWithSession): a write commits its changes and the new revision together, so an
 * answer is never older than the revision it is kept under.
 *
 * Without line items, the elements come as JSON from the database and are put into the envelope
 * the response schema serializes; with them, the lists and their items are read as rows.
 */
export async function searchProductListsAnswer(
  context: ServiceContext,
  caller: Caller,
  body: unknown,
  serialize: (result: SearchResult) => string,
  { revision, earliestExpiry }: ListsState,
): Promise<string | Buffer> {
  // Who sees which lists, and with what access, differs per employee, permissions (not per role:
  // a role's permissions can change while the lists do not) and unit. A move of an employee or a
  // unit moves the lists revision too (organization-unit.service.ts), since it changes who reaches
  // whose lists without changing a list.
  const scope = `${caller.employeeId}|${can(caller, 'product_list.read.all') ? 1 : 0}${reachesAllLists(caller, 'edit') ? 1 : 0}|${caller.unitPath ?? ''}`;
  const key = `search|${caller.organizationId}|${scope}|${JSON.stringify(body)}`;
  const cache = answerCacheOf(context);
  const cached = cache.get(key, revision);
  if (cached !== undefined) return cached;
  let answer: string;
  const criteria = parseCriteria(body, PRODUCT_LIST_SEARCH);
  // A list that expires leaves every search at its expiresAt, without a write: an answer and its
  // page anchors hold until the organization's earliest expiry (or until the revision moves). Past
  // it, until housekeeping removed the rows, searches leave expired lists out and are not kept.
  const at = Date.now();
  const now = earliestExpiry <= at ? new Date(at).toISOString() : undefined;
  const until = now === undefined ? earliestExpiry : at;
  // Where this search's pages begin, valid while the revision holds (criteria.anchors.ts); page 1 needs none.
  const anchors =
    criteria.page === 1 || now !== undefined
      ? undefined
      : anchorStoreOf(context).of(
          `${caller.organizationId}|${scope}|${revision}|${until}|${JSON.stringify([criteria.term, criteria.ids, criteria.filters, criteria.sort])}`,
        );
  if (criteria.associations.includes('lineItems')) {
    answer = serialize(await searchProductLists(context.readDb, caller, criteria, now, anchors));
  } else {
    const { outcome, elements } = await searchElementsJson(context.readDb, caller, criteria, now, anchors);
    const envelope = serialize(searchResultOf(PRODUCT_LIST_SEARCH, criteria, outcome, []));
    // The envelope's own "elements" comes before "aggregations" (schema order), so it is the first.
    const slot = envelope.indexOf('"elements":[]');
    if (slot < 0) throw new Error('search: the serialized envelope has no empty "elements" to fill');
    answer = `${envelope.slice(0, slot)}"elements":${elements}${envelope.slice(slot + '"elements":[]'.length)}`;
  }
  return cache.offer(key, revision, answer, until) ?? answer;
}

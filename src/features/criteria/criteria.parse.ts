/**
 * A Criteria body (docs/contract.md §4) → a plain, validated Criteria tree. Pure: no database, no HTTP.
 * Every failing part of the body is reported at once, each by its JSON pointer, as one 400
 * `CRITERIA__INVALID`. Keys of Shopware's Criteria that this API does not use (`grouping`,
 * `fields`, `query`, `excludes`) are ignored, as Shopware clients send them; any other key (a
 * misspelt `filters`, say) is a 400 naming it.
 */
import { AppError } from '../../kernel/errors.js';
import { isSingleLineText } from '../../platform/http/common.schemas.js';
import { DEFAULT_LIMIT, DEFAULT_MAX_LIMIT, type Criteria, type EntityDefinition, type SortField, type TotalCountMode } from './criteria.definition.js';
import { parseFilterList, type FilterParsing } from './criteria.parse-filters.js';
import { parseAggregations, parseAssociations, parseIncludes } from './criteria.parse-extras.js';
import { describeValue, IssueCollector, isPlainObject, pointerTo, readInteger, readList, resolveField } from './criteria.values.js';

export type * from './criteria.definition.js';

/** Bounds on the work one request can ask for. */
export const MAX_PAGE = 1_000_000;
export const MAX_TERM_LENGTH = 255;
export const MAX_IDS = 500;
export const MAX_SORT_FIELDS = 10;

const TOTAL_COUNT_MODES: readonly TotalCountMode[] = ['none', 'exact', 'next-pages'];

export function parseCriteria(body: unknown, definition: EntityDefinition): Criteria {
  const issues = new IssueCollector();
  const maxLimit = definition.maxLimit ?? DEFAULT_MAX_LIMIT;
  const input = body ?? {};
  if (!isPlainObject(input)) {
    throw AppError.validation(
      [{ pointer: '', detail: `The search criteria are a JSON object (or no body at all), not ${describeValue(body)}.` }],
      'CRITERIA__INVALID',
    );
  }

  // A misspelt key (`filters`, `sorting`) must not be silently ignored: the search would answer
  // as if it had no filter at all.
  for (const key of Object.keys(input)) {
    if (!CRITERIA_KEYS.includes(key) && !SHOPWARE_KEYS_IGNORED.includes(key)) {
      const near = CRITERIA_KEYS.find((known) => known.startsWith(key.slice(0, 4).toLowerCase()) || key.toLowerCase().startsWith(known));
      issues.add(pointerTo('', key), `Unknown Criteria field "${key}"${near ? `; did you mean "${near}"?` : ''} Known fields: ${CRITERIA_KEYS.join(', ')}.`, {
        field: key,
        allowed: CRITERIA_KEYS,
      });
    }
  }

  const page = parseBoundedInteger(input.page, '/page', 1, MAX_PAGE, 1, issues);
  const limit = parseBoundedInteger(input.limit, '/limit', 1, maxLimit, definition.defaultLimit ?? DEFAULT_LIMIT, issues);
  const term = parseTerm(input.term, issues);
  const ids = parseIds(input.ids, issues);

  const filterParsing: FilterParsing = { definition, issues, nodeCount: 0, tooManyReported: false };
  // `post-filter` narrows the elements but not the aggregations in Shopware; with no faceting here
  // it narrows both, i.e. it is one more filter list.
  const filters = [...parseFilterList(input.filter, '/filter', filterParsing), ...parseFilterList(input['post-filter'], '/post-filter', filterParsing)];

  const sort = parseSort(input.sort, definition, issues);
  const totalCountMode = parseTotalCountMode(input['total-count-mode'], issues);
  const includes = parseIncludes(input.includes, definition, issues);
  const aggregations = parseAggregations(input.aggregations, definition, issues);
  const associations = parseAssociations(input.associations, definition, issues);
  const associationSort = parseAssociationSorts(input.associations, associations, definition, issues);

  if (issues.issues.length > 0) throw AppError.validation(issues.issues, 'CRITERIA__INVALID');

  const criteria: Criteria = {
    page,
    limit,
    filters,
    sort: sort.length > 0 ? sort : definition.defaultSort.map((entry) => ({ ...entry })),
    totalCountMode,
    aggregations,
    associations,
  };
  if (term !== undefined) criteria.term = term;
  if (ids !== undefined) criteria.ids = ids;
  if (includes !== undefined) criteria.includes = includes;
  if (associationSort !== undefined) criteria.associationSort = associationSort;
  return criteria;
}

/**
 * `{"lineItems": {"sort": [{"field": "quantity", "order": "DESC"}]}}`: the order of an association's
 * elements, by the fields the definition names for it. Any other key of a nested criteria is a
 * 400 (it would otherwise be silently ignored).
 */
function parseAssociationSorts(
  raw: unknown,
  associations: readonly string[],
  definition: EntityDefinition,
  issues: IssueCollector,
): Record<string, SortField[]> | undefined {
  if (!isPlainObject(raw)) return undefined;
  let sorts: Record<string, SortField[]> | undefined;
  for (const name of associations) {
    const nested = raw[name];
    if (nested === undefined || nested === null) continue;
    const pointer = pointerTo('/associations', name);
    if (!isPlainObject(nested)) {
      issues.add(pointer, `An association's criteria is an object ({} or {"sort": [...]}), not ${describeValue(nested)}.`);
      continue;
    }
    for (const key of Object.keys(nested)) {
      if (key !== 'sort')
        issues.add(pointerTo(pointer, key), `Only "sort" is read inside an association's criteria; "${key}" is not supported.`, { allowed: ['sort'] });
    }
    const fields = definition.associationSorts?.[name];
    if (nested.sort === undefined || nested.sort === null || !fields) continue;
    const sort = parseSort(nested.sort, { ...definition, entity: name, fields }, issues, pointerTo(pointer, 'sort'));
    sorts ??= {};
    sorts[name] = sort;
  }
  return sorts;
}

/** Every key a Criteria body may have. */
const CRITERIA_KEYS = ['page', 'limit', 'term', 'ids', 'filter', 'post-filter', 'sort', 'total-count-mode', 'includes', 'aggregations', 'associations'];
/** Keys of Shopware's Criteria this API has no use for: accepted and ignored, as Shopware clients send them. */
const SHOPWARE_KEYS_IGNORED = ['grouping', 'fields', 'query', 'excludes'];

function parseBoundedInteger(raw: unknown, pointer: string, min: number, max: number, fallback: number, issues: IssueCollector): number {
  if (raw === undefined || raw === null) return fallback;
  const value = readInteger(raw);
  if (value === undefined || value < min || value > max) {
    issues.add(pointer, `"${pointer.slice(1)}" is an integer from ${min} to ${max}, not ${describeValue(raw)}.`, { min, max });
    return fallback;
  }
  return value;
}

function parseTerm(raw: unknown, issues: IssueCollector): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' && typeof raw !== 'number') {
    issues.add('/term', `"term" is a text, not ${describeValue(raw)}.`);
    return undefined;
  }
  const term = String(raw).trim();
  if (term.length > MAX_TERM_LENGTH) {
    issues.add('/term', `"term" is at most ${MAX_TERM_LENGTH} characters long.`, { max: MAX_TERM_LENGTH });
    return undefined;
  }
  if (!isSingleLineText(term)) {
    issues.add('/term', '"term" must not contain control characters or unpaired surrogates.');
    return undefined;
  }
  return term === '' ? undefined : term;
}

function parseIds(raw: unknown, issues: IssueCollector): string[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  // Shopware accepts the ids as one string joined by "|" as well as an array.
  const list = readList(raw, '|');
  // An empty list is refused, as Shopware does: "no ids" must never read as "every id".
  if (list === undefined || list.length === 0) {
    issues.add('/ids', '"ids" is a non-empty array of ids (or a string of ids joined by "|").');
    return undefined;
  }
  if (list.length > MAX_IDS) {
    issues.add('/ids', `"ids" holds at most ${MAX_IDS} ids.`, { max: MAX_IDS });
    return undefined;
  }
  const ids: string[] = [];
  list.forEach((id, index) => {
    if (typeof id === 'string' && id !== '' && id.length <= 255 && isSingleLineText(id)) ids.push(id);
    else issues.add(pointerTo('/ids', index), `An id is a non-empty text, not ${describeValue(id)}.`);
  });
  return ids.length === list.length ? ids : undefined;
}

function parseSort(raw: unknown, definition: EntityDefinition, issues: IssueCollector, at = '/sort'): SortField[] {
  if (raw === undefined || raw === null) return [];
  const sort: SortField[] = [];
  const add = (entry: SortField | undefined) => {
    // A field sorted twice: the first mention decides, the later one could never change the order.
    if (entry && !sort.some((existing) => existing.field === entry.field)) sort.push(entry);
  };
  if (typeof raw === 'string') {
    // Shopware's query-string form: "name,-createdAt" (a leading "-" sorts descending).
    for (const part of raw
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '')) {
      const descending = part.startsWith('-');
      const resolved = resolveField(descending ? part.slice(1) : part, 'sortable', definition, issues, at);
      add(resolved && { field: resolved.name, order: descending ? 'DESC' : 'ASC' });
    }
  } else if (Array.isArray(raw)) {
    raw.forEach((item, index) => {
      const pointer = pointerTo(at, index);
      if (!isPlainObject(item)) {
        issues.add(pointer, `A sort entry is an object {"field": …, "order": "ASC" | "DESC"}, not ${describeValue(item)}.`);
        return;
      }
      const resolved = resolveField(item.field, 'sortable', definition, issues, pointerTo(pointer, 'field'));
      const order = parseSortOrder(item.order);
      if (order === undefined) {
        issues.add(pointerTo(pointer, 'order'), `The order is "ASC" or "DESC", not ${describeValue(item.order)}.`);
        return;
      }
      add(resolved && { field: resolved.name, order });
    });
  } else {
    issues.add(at, 'Sorting is an array of {"field": …, "order": "ASC" | "DESC"} (or a text such as "name,-createdAt").');
  }
  if (sort.length > MAX_SORT_FIELDS) {
    issues.add(at, `At most ${MAX_SORT_FIELDS} sort fields are allowed.`, { max: MAX_SORT_FIELDS });
  }
  return sort;
}

function parseSortOrder(raw: unknown): SortField['order'] | undefined {
  if (raw === undefined || raw === null) return 'ASC';
  if (typeof raw !== 'string') return undefined;
  const order = raw.toUpperCase();
  return order === 'ASC' || order === 'DESC' ? order : undefined;
}

/**
 * `none` when the body says nothing, as in Shopware: a page then costs the same in an
 * organization of a thousand lists or of a million, where counting every match would not.
 * Clients that want the total ask for `exact` (or `next-pages`).
 */
function parseTotalCountMode(raw: unknown, issues: IssueCollector): TotalCountMode {
  if (raw === undefined || raw === null) return 'none';
  const numeric = readInteger(raw);
  if (numeric !== undefined && numeric >= 0 && numeric < TOTAL_COUNT_MODES.length) return TOTAL_COUNT_MODES[numeric] ?? 'exact';
  const named = TOTAL_COUNT_MODES.find((mode) => typeof raw === 'string' && mode === raw.toLowerCase());
  if (named) return named;
  issues.add('/total-count-mode', `"total-count-mode" is one of none, exact, next-pages (or 0, 1, 2), not ${describeValue(raw)}.`, {
    allowed: [...TOTAL_COUNT_MODES, 0, 1, 2],
  });
  return 'exact';
}

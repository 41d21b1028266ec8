/**
 * `filter` (and `post-filter`) of a Criteria body → FilterNode trees, with every failing part
 * reported by its pointer (`/filter/0/queries/1/field`).
 */
import type { EntityDefinition, FieldDefinition, FilterNode, FilterValue, RangeBounds } from './criteria.definition.js';
import {
  describeValue,
  type IssueCollector,
  isPlainObject,
  normalizeFilterValue,
  normalizeText,
  pointerTo,
  readList,
  resolveField,
} from './criteria.values.js';

export const FILTER_TYPES = ['equals', 'equalsAny', 'contains', 'prefix', 'suffix', 'range', 'not', 'multi'] as const;
/** Bounds on the work one request can ask of the database. */
export const MAX_FILTER_DEPTH = 5;
export const MAX_FILTER_NODES = 50;
export const MAX_EQUALS_ANY_VALUES = 500;
const RANGE_BOUNDS = ['gt', 'gte', 'lt', 'lte'] as const;

/** State shared by every filter list of one body, so the node limit counts them all. */
export interface FilterParsing {
  definition: EntityDefinition;
  issues: IssueCollector;
  nodeCount: number;
  tooManyReported: boolean;
}

/** Parses one top-level filter list (`filter` or `post-filter`); invalid nodes are left out. */
export function parseFilterList(raw: unknown, pointer: string, parsing: FilterParsing): FilterNode[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    parsing.issues.add(pointer, 'Filters are an array of filter objects ({"type": "equals", "field": …, "value": …}).');
    return [];
  }
  return parseQueries(raw, pointer, 1, parsing);
}

function parseQueries(raw: unknown[], pointer: string, depth: number, parsing: FilterParsing): FilterNode[] {
  const nodes: FilterNode[] = [];
  raw.forEach((item, index) => {
    const node = parseFilterNode(item, pointerTo(pointer, index), depth, parsing);
    if (node) nodes.push(node);
  });
  return nodes;
}

function parseFilterNode(raw: unknown, pointer: string, depth: number, parsing: FilterParsing): FilterNode | undefined {
  const { issues, definition } = parsing;
  parsing.nodeCount += 1;
  if (parsing.nodeCount > MAX_FILTER_NODES) {
    if (!parsing.tooManyReported) {
      issues.add(pointer, `At most ${MAX_FILTER_NODES} filters are allowed in one search, nested ones included.`, { max: MAX_FILTER_NODES });
      parsing.tooManyReported = true;
    }
    return undefined;
  }
  if (!isPlainObject(raw)) {
    issues.add(pointer, `A filter is an object with "type", not ${describeValue(raw)}.`);
    return undefined;
  }
  const type = raw.type;
  switch (type) {
    case 'multi':
    case 'not':
      return parseCompound(type, raw, pointer, depth, parsing);
    case 'equals':
    case 'equalsAny':
    case 'contains':
    case 'prefix':
    case 'suffix':
    case 'range': {
      const resolved = resolveField(raw.field, 'filterable', definition, issues, pointerTo(pointer, 'field'));
      if (!resolved) return undefined;
      const { name, field } = resolved;
      const valuePointer = pointerTo(pointer, 'value');
      if (field.matches && type !== 'equals' && type !== 'equalsAny') {
        return reject(issues, pointerTo(pointer, 'type'), `"${name}" is filtered with "equals" or "equalsAny".`);
      }
      if (field.matches && (raw.value === null || (Array.isArray(raw.value) && raw.value.includes(null)))) {
        return reject(issues, valuePointer, `"${name}" needs a value, not null.`);
      }
      if (type === 'equals') {
        if (raw.value === null) return { type, field: name, value: null };
        const value = normalizeFilterValue(raw.value, name, field);
        if (!value.ok) return reject(issues, valuePointer, value.detail);
        return { type, field: name, value: value.value };
      }
      if (type === 'equalsAny') return parseEqualsAny(raw.value, name, field, valuePointer, issues);
      if (
        type === 'range' &&
        (field.type === 'boolean' ||
          (field.type === 'json' && isPlainObject(raw.parameters) && Object.values(raw.parameters).some((bound) => typeof bound === 'boolean')))
      ) {
        return reject(issues, pointerTo(pointer, 'type'), `"${name}" is true or false: filter it with "equals".`);
      }
      if (type === 'range') return parseRange(raw.parameters, name, field, pointerTo(pointer, 'parameters'), issues);
      if (field.type === 'integer' || field.type === 'boolean') {
        return reject(
          issues,
          pointerTo(pointer, 'type'),
          `The filter "${type}" compares text; "${name}" is ${field.type === 'integer' ? 'an integer' : 'a true/false'} field.`,
        );
      }
      const text = normalizeText(raw.value, name);
      if (!text.ok) return reject(issues, valuePointer, text.detail);
      return { type, field: name, value: String(text.value) };
    }
    default:
      issues.add(
        pointerTo(pointer, 'type'),
        type === undefined
          ? `A filter needs a "type": one of ${FILTER_TYPES.join(', ')}.`
          : `Unknown filter type ${describeValue(type)}: the types are ${FILTER_TYPES.join(', ')}.`,
        { allowed: FILTER_TYPES },
      );
      return undefined;
  }
}

function reject(issues: IssueCollector, pointer: string, detail: string): undefined {
  issues.add(pointer, detail);
  return undefined;
}

function parseCompound(type: 'multi' | 'not', raw: Record<string, unknown>, pointer: string, depth: number, parsing: FilterParsing): FilterNode | undefined {
  const { issues } = parsing;
  let operator: 'and' | 'or' = 'and';
  if (raw.operator !== undefined && raw.operator !== null) {
    const text = typeof raw.operator === 'string' ? raw.operator.toLowerCase() : undefined;
    if (text === 'and' || text === 'or') operator = text;
    else issues.add(pointerTo(pointer, 'operator'), `The operator is "and" or "or", not ${describeValue(raw.operator)}.`);
  }
  const queriesPointer = pointerTo(pointer, 'queries');
  if (!Array.isArray(raw.queries) || raw.queries.length === 0) {
    return reject(issues, queriesPointer, `A "${type}" filter needs "queries": a non-empty array of filters.`);
  }
  if (depth >= MAX_FILTER_DEPTH) {
    return reject(issues, queriesPointer, `Filters nest at most ${MAX_FILTER_DEPTH} levels deep.`);
  }
  const queries = parseQueries(raw.queries, queriesPointer, depth + 1, parsing);
  // A child that failed was reported; the node is dropped too so a bad body never half-applies.
  if (queries.length !== raw.queries.length) return undefined;
  return { type, operator, queries };
}

function parseEqualsAny(raw: unknown, name: string, field: FieldDefinition, pointer: string, issues: IssueCollector): FilterNode | undefined {
  // Shopware accepts the values as one string joined by "|".
  const list = readList(typeof raw === 'number' ? String(raw) : raw, '|');
  if (list === undefined || list.length === 0) {
    return reject(issues, pointer, `"equalsAny" needs a non-empty array of values (or a string of values joined by "|").`);
  }
  if (list.length > MAX_EQUALS_ANY_VALUES) {
    return reject(issues, pointer, `"equalsAny" takes at most ${MAX_EQUALS_ANY_VALUES} values.`);
  }
  const values: (FilterValue | null)[] = [];
  let failed = false;
  list.forEach((item, index) => {
    if (item === null) {
      values.push(null);
      return;
    }
    const value = normalizeFilterValue(item, name, field);
    if (value.ok) values.push(value.value);
    else {
      // Only a list given as an array has items a pointer can address.
      issues.add(Array.isArray(raw) ? pointerTo(pointer, index) : pointer, value.detail);
      failed = true;
    }
  });
  return failed ? undefined : { type: 'equalsAny', field: name, value: values };
}

function parseRange(raw: unknown, name: string, field: FieldDefinition, pointer: string, issues: IssueCollector): FilterNode | undefined {
  const usage = `"range" needs "parameters" with at least one of ${RANGE_BOUNDS.join(', ')}`;
  if (!isPlainObject(raw)) return reject(issues, pointer, `${usage}.`);
  const parameters: RangeBounds = {};
  let failed = false;
  for (const key of Object.keys(raw)) {
    const bound = RANGE_BOUNDS.find((candidate) => candidate === key);
    if (bound === undefined) {
      issues.add(pointerTo(pointer, key), `Unknown range bound "${key}": the bounds are ${RANGE_BOUNDS.join(', ')}.`);
      failed = true;
      continue;
    }
    if (raw[key] === null || raw[key] === undefined) continue;
    const value = normalizeFilterValue(raw[key], name, field, false);
    if (value.ok) parameters[bound] = value.value;
    else {
      issues.add(pointerTo(pointer, key), value.detail);
      failed = true;
    }
  }
  if (failed) return undefined;
  if (Object.keys(parameters).length === 0) return reject(issues, pointer, `${usage}.`);
  if (field.type === 'json' && new Set(Object.values(parameters).map((bound) => typeof bound)).size > 1) {
    return reject(issues, pointer, `The bounds of a range on "${name}" are all numbers or all text.`);
  }
  return { type: 'range', field: name, parameters };
}

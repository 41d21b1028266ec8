/**
 * The parts of a Criteria body that shape the answer rather than select rows: `includes`,
 * `aggregations` and `associations`.
 */
import type { AggregationNode, EntityDefinition } from './criteria.definition.js';
import { describeValue, type IssueCollector, isPlainObject, pointerTo, readInteger, readList, resolveField } from './criteria.values.js';

export const AGGREGATION_TYPES = ['count', 'sum', 'avg', 'min', 'max', 'terms'] as const;
export const AGGREGATION_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
export const MAX_AGGREGATIONS = 20;
export const MAX_TERMS_LIMIT = 100;
export const DEFAULT_TERMS_LIMIT = 10;

/**
 * `{"product_list": ["id", "name"]}`. Field names for the entity's own apiAlias are checked (a typo
 * would silently empty the answer); other aliases belong to nested objects and pass as they are.
 */
export function parseIncludes(raw: unknown, definition: EntityDefinition, issues: IssueCollector): Record<string, string[]> | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw)) {
    issues.add('/includes', '"includes" is an object: per apiAlias, the fields to return ({"product_list": ["id", "name"]}).');
    return undefined;
  }
  const known = definition.includableFields ?? Object.keys(definition.fields);
  const includes: Record<string, string[]> = {};
  for (const [alias, value] of Object.entries(raw)) {
    const pointer = pointerTo('/includes', alias);
    // Comma-joined text is accepted too: it is how the fields arrive from a query string.
    const list = readList(value, ',');
    if (list === undefined) {
      issues.add(pointer, `The includes of "${alias}" are an array of field names, not ${describeValue(value)}.`);
      continue;
    }
    const fields: string[] = [];
    list.forEach((field, index) => {
      const fieldPointer = Array.isArray(value) ? pointerTo(pointer, index) : pointer;
      if (typeof field !== 'string' || field === '') {
        issues.add(fieldPointer, `A field name is a non-empty text, not ${describeValue(field)}.`);
      } else if (alias === definition.apiAlias && field !== 'apiAlias' && !known.includes(field)) {
        issues.add(fieldPointer, `Unknown field "${field}" in includes of "${alias}": the fields are ${known.join(', ')}.`, {
          field,
          allowed: known,
        });
      } else if (!fields.includes(field)) {
        fields.push(field);
      }
    });
    includes[alias] = fields;
  }
  return includes;
}

export function parseAggregations(raw: unknown, definition: EntityDefinition, issues: IssueCollector): AggregationNode[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    issues.add('/aggregations', '"aggregations" is an array of {"name", "type", "field"}.');
    return [];
  }
  if (raw.length > MAX_AGGREGATIONS) {
    issues.add('/aggregations', `At most ${MAX_AGGREGATIONS} aggregations are allowed in one search.`, { max: MAX_AGGREGATIONS });
    return [];
  }
  const aggregations: AggregationNode[] = [];
  const names = new Set<string>();
  raw.forEach((item, index) => {
    const pointer = pointerTo('/aggregations', index);
    if (!isPlainObject(item)) {
      issues.add(pointer, `An aggregation is an object {"name", "type", "field"}, not ${describeValue(item)}.`);
      return;
    }
    let valid = true;
    const name = item.name;
    if (typeof name !== 'string' || !AGGREGATION_NAME.test(name)) {
      issues.add(pointerTo(pointer, 'name'), `An aggregation name is 1–64 letters, digits, "_", "." or "-", not ${describeValue(name)}.`);
      valid = false;
    } else if (names.has(name)) {
      issues.add(pointerTo(pointer, 'name'), `The aggregation name "${name}" is used twice; names are unique.`, { name });
      valid = false;
    } else {
      names.add(name);
    }
    const type = AGGREGATION_TYPES.find((candidate) => candidate === item.type);
    if (type === undefined) {
      issues.add(pointerTo(pointer, 'type'), `Unknown aggregation type ${describeValue(item.type)}: the types are ${AGGREGATION_TYPES.join(', ')}.`, {
        allowed: AGGREGATION_TYPES,
      });
      valid = false;
    }
    const resolved = resolveField(item.field, 'aggregatable', definition, issues, pointerTo(pointer, 'field'));
    if (!resolved) valid = false;
    else if ((type === 'sum' || type === 'avg') && resolved.field.type !== 'integer') {
      issues.add(pointerTo(pointer, 'field'), `A "${type}" aggregation needs a numeric field; "${resolved.name}" is ${resolved.field.type}.`);
      valid = false;
    }
    let limit = DEFAULT_TERMS_LIMIT;
    if (type === 'terms' && item.limit !== undefined && item.limit !== null) {
      const value = readInteger(item.limit);
      if (value === undefined || value < 1 || value > MAX_TERMS_LIMIT) {
        issues.add(pointerTo(pointer, 'limit'), `"limit" of a terms aggregation is an integer from 1 to ${MAX_TERMS_LIMIT}, not ${describeValue(item.limit)}.`);
        valid = false;
      } else {
        limit = value;
      }
    }
    if (!valid || typeof name !== 'string' || type === undefined || !resolved) return;
    aggregations.push(type === 'terms' ? { name, type, field: resolved.name, limit } : { name, type, field: resolved.name });
  });
  return aggregations;
}

/**
 * `{"lineItems": {}}`: the keys name associations to load. Shopware would take a nested criteria
 * as each value; this API loads an association whole, and reads only its `sort` (criteria.parse.ts).
 */
export function parseAssociations(raw: unknown, definition: EntityDefinition, issues: IssueCollector): string[] {
  if (raw === undefined || raw === null) return [];
  if (!isPlainObject(raw)) {
    issues.add('/associations', '"associations" is an object whose keys name associations ({"lineItems": {}}).');
    return [];
  }
  const known = definition.associations ?? [];
  const associations: string[] = [];
  for (const name of Object.keys(raw)) {
    if (known.includes(name)) associations.push(name);
    else {
      issues.add(
        pointerTo('/associations', name),
        `Unknown association "${name}": ${known.length > 0 ? `the associations are ${known.join(', ')}` : `"${definition.entity}" has none`}.`,
        { association: name, allowed: known },
      );
    }
  }
  return associations;
}

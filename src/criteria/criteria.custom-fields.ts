import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { escapeLike } from '../db/dialect.js';
import type { FieldDefinition, FilterNode, FilterValue } from './criteria.definition.js';
import { rangeComparisons } from './criteria.apply.js';

const KEY = /^customFields\.([a-z][a-zA-Z0-9_]{0,63})$/;
type Leaf = Exclude<FilterNode, { type: 'multi' | 'not' }>;

/** The kind a custom value is stored and compared as (product_list_custom_value.kind). */
export type CustomValueKind = 'text' | 'number' | 'boolean';

export function kindOf(value: FilterValue): CustomValueKind {
  return typeof value === 'string' ? 'text' : typeof value === 'number' ? 'number' : 'boolean';
}

/**
 * `customFields.<key>`: a filter on one key of the custom fields (docs/contract.md §4), through the
 * table of their values (`values`: one row per scalar, each element of a list value too, with its
 * kind): `<id> IN (the ids whose key holds such a value)`, which the index (key, kind, value) answers
 * on both databases: the work of the matches, not of the organization's lists. A value meets only
 * values of its own kind (text, numbers, true/false); a list without the key matches `null`; the
 * condition is never NULL, so `not` finds the complement.
 */
export function customFieldsOf(idColumn: string, values: string): { resolve: (name: string) => FieldDefinition | undefined; hint: string } {
  return {
    hint: 'and customFields.<key> (equals, equalsAny, range, contains, prefix, suffix; sortable)',
    resolve: (name) => {
      const key = KEY.exec(name)?.[1];
      if (key === undefined) return undefined;
      return {
        column: idColumn, type: 'json', filterable: true, sortable: true,
        filterSql: (node) => customFilter(sql.ref(idColumn), sql.table(values), key, node),
        sortSql: (order) => customSort(sql.ref(idColumn), sql.table(values), key, order),
      };
    },
  };
}

/**
 * Sorting by `customFields.<key>`: by the key's numbers, then by its texts (true/false among the
 * texts), so numbers sort as numbers and texts as texts; a list without the key sorts as the
 * smallest (first ascending, last descending), and of a list value its smallest element counts
 * ascending, its largest descending. Each is a correlated lookup in the values' index per list
 * sorted: a sort by a custom field orders every list the search finds (no index serves the order),
 * where a sort by a column walks its index for one page.
 */
function customSort(id: RawBuilder<unknown>, values: RawBuilder<unknown>, key: string, order: 'ASC' | 'DESC') {
  const pick = sql.raw(order === 'ASC' ? 'min' : 'max');
  return [
    sql`(select ${pick}(v.value_number) from ${values} as v where v.product_list_id = ${id} and v.key = ${key} and v.kind = 'number')`,
    sql`(select ${pick}(v.value_text) from ${values} as v where v.product_list_id = ${id} and v.key = ${key} and v.kind <> 'number')`,
  ];
}

function customFilter(id: RawBuilder<unknown> | Expression<unknown>, values: RawBuilder<unknown>, key: string, node: Leaf): Expression<SqlBool> {
  const having = (condition: RawBuilder<unknown>) => sql<SqlBool>`${id} in (select v.product_list_id from ${values} as v where v.key = ${key} and ${condition})`;
  const holds = (candidate: FilterValue) => (typeof candidate === 'number'
    ? sql`v.kind = 'number' and v.value_number = ${candidate}`
    : sql`v.kind = ${kindOf(candidate)} and v.value_text = ${String(candidate)}`);
  const absent = sql<SqlBool>`${id} not in (select v.product_list_id from ${values} as v where v.key = ${key})`;
  switch (node.type) {
    case 'equals':
      return node.value === null ? absent : having(holds(node.value));
    case 'equalsAny': {
      const present = node.value.filter((candidate): candidate is FilterValue => candidate !== null);
      const parts = present.length > 0 ? [having(sql`(${sql.join(present.map((candidate) => sql`(${holds(candidate)})`), sql` or `)})`)] : [];
      if (present.length !== node.value.length) parts.push(absent);
      return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
    }
    case 'range': {
      const comparisons = rangeComparisons(node.parameters);
      const numeric = kindOf(comparisons[0]![1]) === 'number';
      const column = sql.raw(numeric ? 'v.value_number' : 'v.value_text');
      return having(sql`v.kind = ${numeric ? 'number' : 'text'} and ${sql.join(comparisons.map(([operator, bound]) => sql`${column} ${sql.raw(operator)} ${bound}`), sql` and `)}`);
    }
    default: {
      const text = escapeLike(node.value.toLowerCase());
      const pattern = node.type === 'contains' ? `%${text}%` : node.type === 'prefix' ? `${text}%` : `%${text}`;
      return having(sql`v.kind = 'text' and lower(v.value_text) like ${pattern} escape '\\'`);
    }
  }
}

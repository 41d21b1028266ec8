import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { FieldDefinition, FilterNode, FilterValue } from './criteria.definition.js';
import { likePatternOf, rangeComparisons } from './criteria.apply.js';
import { LIKE_ESCAPE } from '../../platform/db/dialect.js';
import { CUSTOM_FIELD_NAME, kindOf } from '../../kernel/custom-fields.js';

type Leaf = Exclude<FilterNode, { type: 'multi' | 'not' }>;

/**
 * Whose values a values table holds, in SQL: the searched row's key (`match`, one column or a row
 * value), the values' columns that name it (`select`), and the condition that ties a value to the
 * searched row (`correlate`, for sorting).
 */
interface ValueOwner {
  match: RawBuilder<unknown>;
  select: RawBuilder<unknown>;
  correlate: RawBuilder<unknown>;
  table: RawBuilder<unknown>;
}

/** Lists: values by `product_list_id` (list ids are unique across organizations). */
export function listValueOwner(idColumn: string, table: string): ValueOwner {
  return { match: sql.ref(idColumn), select: sql`v.product_list_id`, correlate: sql`v.product_list_id = ${sql.ref(idColumn)}`, table: sql.table(table) };
}

/** Employees: values by organization and employee id (employee ids are unique within an organization). */
export function employeeValueOwner(organizationColumn: string, idColumn: string, table: string): ValueOwner {
  return {
    match: sql`(${sql.ref(organizationColumn)}, ${sql.ref(idColumn)})`,
    select: sql`v.organization_id, v.employee_id`,
    correlate: sql`v.organization_id = ${sql.ref(organizationColumn)} and v.employee_id = ${sql.ref(idColumn)}`,
    table: sql.table(table),
  };
}

/**
 * `customFields.<key>`: a filter on one key of the custom fields (docs/contract.md §4), through the
 * table of their values (one row per scalar, each element of a list value too, with its kind):
 * `<key of the row> IN (the keys whose custom field holds such a value)`, which the index (key,
 * kind, value) answers on both databases: the work of the matches, not of the organization's rows.
 * A value meets only values of its own kind (text, numbers, true/false); a row without the key
 * matches `null`; the condition is never NULL, so `not` finds the complement.
 */
export function customFieldSearch(idColumn: string, owner: ValueOwner): { resolve: (name: string) => FieldDefinition | undefined; hint: string } {
  return {
    hint: 'and customFields.<key> (equals, equalsAny, range, contains, prefix, suffix; sortable)',
    resolve: (name) => {
      const key = CUSTOM_FIELD_NAME.exec(name)?.[1];
      if (key === undefined) return undefined;
      return {
        column: idColumn,
        type: 'json',
        filterable: true,
        sortable: true,
        filterSql: (node) => customFilter(owner, key, node),
        sortSql: (order) => customSort(owner, key, order),
      };
    },
  };
}

/**
 * Sorting by `customFields.<key>`: rows without the key first, then those with numbers (as numbers),
 * then those with texts (true/false among the texts; alphabetically), and the reverse descending;
 * of a list value its smallest element counts ascending, its largest descending (a row holding
 * both kinds sorts among the texts). Each is a correlated lookup in the values' index per row
 * sorted: a sort by a custom field orders every row the search finds (no index serves the order),
 * where a sort by a column walks its index for one page.
 */
function customSort(owner: ValueOwner, key: string, order: 'ASC' | 'DESC') {
  const pick = sql.raw(order === 'ASC' ? 'min' : 'max');
  // Texts first in the key, numbers second: a row with a text sorts after every row without one
  // ascending (NULL is the smallest), so the order is: no value, numbers, texts (descending, the reverse).
  return [
    sql`(select ${pick}(v.value_text) from ${owner.table} as v where ${owner.correlate} and v.key = ${key} and v.kind <> 'number')`,
    sql`(select ${pick}(v.value_number) from ${owner.table} as v where ${owner.correlate} and v.key = ${key} and v.kind = 'number')`,
  ];
}

function customFilter(owner: ValueOwner, key: string, node: Leaf): Expression<SqlBool> {
  const having = (condition: RawBuilder<unknown>) =>
    sql<SqlBool>`${owner.match} in (select ${owner.select} from ${owner.table} as v where v.key = ${key} and ${condition})`;
  const holds = (candidate: FilterValue) =>
    typeof candidate === 'number'
      ? sql`v.kind = 'number' and v.value_number = ${candidate}`
      : sql`v.kind = ${kindOf(candidate)} and v.value_text = ${String(candidate)}`;
  const absent = sql<SqlBool>`${owner.match} not in (select ${owner.select} from ${owner.table} as v where v.key = ${key})`;
  switch (node.type) {
    case 'equals':
      return node.value === null ? absent : having(holds(node.value));
    case 'equalsAny': {
      const present = node.value.filter((candidate): candidate is FilterValue => candidate !== null);
      const parts =
        present.length > 0
          ? [
              having(
                sql`(${sql.join(
                  present.map((candidate) => sql`(${holds(candidate)})`),
                  sql` or `,
                )})`,
              ),
            ]
          : [];
      if (present.length !== node.value.length) parts.push(absent);
      return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
    }
    case 'range': {
      const comparisons = rangeComparisons(node.parameters);
      const numeric = kindOf(comparisons[0]![1]) === 'number';
      const column = sql.raw(numeric ? 'v.value_number' : 'v.value_text');
      return having(
        sql`v.kind = ${numeric ? 'number' : 'text'} and ${sql.join(
          comparisons.map(([operator, bound]) => sql`${column} ${sql.raw(operator)} ${bound}`),
          sql` and `,
        )}`,
      );
    }
    default:
      return having(sql`v.kind = 'text' and lower(v.value_text) like ${likePatternOf(node.type, node.value)} ${LIKE_ESCAPE}`);
  }
}

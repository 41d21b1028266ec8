import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { escapeLike } from '../db/dialect.js';
import type { FieldDefinition, FilterNode, FilterValue } from './criteria.definition.js';
import { rangeComparisons } from './criteria.apply.js';

const KEY = /^customFields\.([a-z][a-zA-Z0-9_]{0,63})$/;
type Leaf = Exclude<FilterNode, { type: 'multi' | 'not' }>;

/**
 * `customFields.<key>`: a filter on one key of a JSON column of custom fields (docs/contract.md §4).
 * A value compares only with values of its own kind: text with text, a number with numbers, true or
 * false with booleans; a list matches when one of its elements does (equals, equalsAny). Without
 * the kind checks SQLite would find any text greater than any number, and PostgreSQL would fail to
 * cast a text it met. Equality on PostgreSQL is jsonb containment (`@>`), which the column's GIN
 * index (`jsonb_path_ops`) serves: a page of matches, not a scan of the organization's lists. SQLite
 * reads the key of each list it considers (no index; see docs/decisions.md).
 */
export function customFieldsOf(column: string, postgres: boolean): { resolve: (name: string) => FieldDefinition | undefined; hint: string } {
  return {
    hint: 'and customFields.<key> (equals, equalsAny, range, contains, prefix, suffix)',
    resolve: (name) => {
      const key = KEY.exec(name)?.[1];
      if (key === undefined) return undefined;
      return { column, type: 'json', filterable: true, filterSql: (node) => (postgres ? postgresFilter(column, key, node) : sqliteFilter(column, key, node)) };
    },
  };
}

function kindOf(value: FilterValue): 'text' | 'number' | 'boolean' {
  return typeof value === 'string' ? 'text' : typeof value === 'number' ? 'number' : 'boolean';
}

function likePattern(node: Leaf & { value: string }): string {
  const text = escapeLike(node.value.toLowerCase());
  return node.type === 'contains' ? `%${text}%` : node.type === 'prefix' ? `${text}%` : `%${text}`;
}

function sqliteFilter(column: string, key: string, node: Leaf): Expression<SqlBool> {
  const cf = sql.ref(column);
  const path = `$.${key}`;
  // Never NULL (a list without custom fields, or without the key, has the type 'null'): NOT of a filter is then its complement.
  const type = sql`coalesce(json_type(${cf}, ${path}), 'null')`;
  const value = sql`json_extract(${cf}, ${path})`;
  const typesOf = (kind: 'text' | 'number' | 'boolean') => (kind === 'text' ? sql`('text')` : kind === 'number' ? sql`('integer', 'real')` : sql`('true', 'false')`);
  // A scalar, or an element of a list: json_each yields the scalar itself as its one row.
  const holds = (candidate: FilterValue): RawBuilder<SqlBool> => {
    const kind = kindOf(candidate);
    if (kind === 'boolean') return sql<SqlBool>`exists (select 1 from json_each(${cf}, ${path}) as e where e.type = ${candidate ? 'true' : 'false'})`;
    return sql<SqlBool>`exists (select 1 from json_each(${cf}, ${path}) as e where e.type in ${typesOf(kind)} and e.value = ${candidate})`;
  };
  const isNull = sql<SqlBool>`${type} = 'null'`;
  switch (node.type) {
    case 'equals':
      return node.value === null ? isNull : holds(node.value);
    case 'equalsAny':
      return sql<SqlBool>`(${sql.join(node.value.map((candidate) => (candidate === null ? isNull : holds(candidate))), sql` or `)})`;
    case 'range': {
      const comparisons = rangeComparisons(node.parameters);
      const kind = kindOf(comparisons[0]![1]);
      return sql<SqlBool>`(${type} in ${typesOf(kind)} and ${sql.join(comparisons.map(([operator, bound]) => sql`${value} ${sql.raw(operator)} ${bound}`), sql` and `)})`;
    }
    default:
      return sql<SqlBool>`(${type} = 'text' and lower(${value}) like ${likePattern(node)} escape '\\')`;
  }
}

function postgresFilter(column: string, key: string, node: Leaf): Expression<SqlBool> {
  const cf = sql.ref(column);
  const element = sql`(${cf} -> ${key}::text)`;
  const type = sql`coalesce(jsonb_typeof(${element}), 'null')`;
  const jsonOf = (candidate: FilterValue) => (typeof candidate === 'string' ? sql`to_jsonb(${candidate}::text)` : typeof candidate === 'number' ? sql`to_jsonb(${candidate}::numeric)` : sql`to_jsonb(${candidate}::boolean)`);
  // Containment: the key holds the value, or a list holding it (both served by the GIN index).
  // `is not null` first: a list without custom fields is then a definite false (NOT finds it), and the containments still use the index.
  const holds = (candidate: FilterValue): RawBuilder<SqlBool> => sql<SqlBool>`(${cf} is not null and (${cf} @> jsonb_build_object(${key}::text, ${jsonOf(candidate)}) or ${cf} @> jsonb_build_object(${key}::text, jsonb_build_array(${jsonOf(candidate)}))))`;
  const isNull = sql<SqlBool>`${type} = 'null'`;
  switch (node.type) {
    case 'equals':
      return node.value === null ? isNull : holds(node.value);
    case 'equalsAny':
      return sql<SqlBool>`(${sql.join(node.value.map((candidate) => (candidate === null ? isNull : holds(candidate))), sql` or `)})`;
    case 'range': {
      const comparisons = rangeComparisons(node.parameters);
      const kind = kindOf(comparisons[0]![1]);
      // Numbers compare as jsonb numbers; text byte by byte (as SQLite does), not by the database's collation.
      const compared = kind === 'number'
        ? comparisons.map(([operator, bound]) => sql`${element} ${sql.raw(operator)} ${jsonOf(bound)}`)
        : comparisons.map(([operator, bound]) => sql`(${cf} ->> ${key}::text) collate "C" ${sql.raw(operator)} ${String(bound)}::text collate "C"`);
      return sql<SqlBool>`(${type} = ${kind === 'number' ? 'number' : 'string'} and ${sql.join(compared, sql` and `)})`;
    }
    default:
      return sql<SqlBool>`(${type} = 'string' and lower(${cf} ->> ${key}::text) like ${likePattern(node)} escape '\\')`;
  }
}

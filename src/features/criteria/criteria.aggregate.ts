/**
 * Aggregations of a search: one query each over the filtered rows (never paged), answered in
 * the shapes of Shopware's Store API so its clients read them as they are:
 * `{"apiAlias": "<name>_aggregation", "count": 3}`, `… "sum"`, `"avg"`, `"min"`, `"max"`, and
 * `{"apiAlias": "<name>_aggregation", "buckets": [{"key", "count", "apiAlias": "aggregation_bucket"}]}`.
 */
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { AggregationNode, EntityDefinition, FilterValue } from './criteria.definition.js';

export interface AggregationBucket {
  key: FilterValue | null;
  count: number;
  apiAlias: 'aggregation_bucket';
}

export type AggregationResult =
  | { apiAlias: string; count: number }
  | { apiAlias: string; sum: number }
  | { apiAlias: string; avg: number | null }
  | { apiAlias: string; min: FilterValue | null }
  | { apiAlias: string; max: FilterValue | null }
  | { apiAlias: string; buckets: AggregationBucket[] };

/** `filtered` is the search's query with its scope and filters, but no select, order or limit. */
export async function runAggregations(
  // biome-ignore lint/suspicious/noExplicitAny: Criteria builds on a query of any table (lists, employees); the caller's rows type the answer
  filtered: SelectQueryBuilder<any, any, any>,
  aggregations: readonly AggregationNode[],
  definition: EntityDefinition,
): Promise<Record<string, AggregationResult>> {
  const results = await Promise.all(aggregations.map((aggregation) => runAggregation(filtered, aggregation, definition)));
  const byName: Record<string, AggregationResult> = {};
  aggregations.forEach((aggregation, index) => {
    const result = results[index];
    if (result) byName[aggregation.name] = result;
  });
  return byName;
}

async function runAggregation(
  // biome-ignore lint/suspicious/noExplicitAny: Criteria builds on a query of any table (lists, employees); the caller's rows type the answer
  filtered: SelectQueryBuilder<any, any, any>,
  aggregation: AggregationNode,
  definition: EntityDefinition,
): Promise<AggregationResult> {
  const column = sql.ref(columnOf(aggregation.field, definition));
  // Shopware's own alias for an aggregation result: its name, suffixed.
  const apiAlias = `${aggregation.name}_aggregation`;
  if (aggregation.type === 'terms') {
    const rows = (await filtered
      .select([column.as('bucket_key'), sql<number>`count(*)`.as('bucket_count')])
      .groupBy(column)
      // Largest buckets first; among equals by key, the null bucket last (the same on both databases).
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql`case when ${column} is null then 1 else 0 end`)
      .orderBy(column)
      .limit(aggregation.limit)
      .execute()) as { bucket_key: FilterValue | null; bucket_count: number | string }[];
    return {
      apiAlias,
      buckets: rows.map((row) => ({ key: row.bucket_key, count: Number(row.bucket_count), apiAlias: 'aggregation_bucket' })),
    };
  }
  const value = await selectOne(filtered, metricExpression(aggregation.type, column));
  switch (aggregation.type) {
    // As Shopware: count is the number of distinct values (COUNT(DISTINCT field)).
    case 'count':
      return { apiAlias, count: Number(value ?? 0) };
    // The sum of nothing is 0 (as Shopware answers); the average of nothing has no value.
    case 'sum':
      return { apiAlias, sum: Number(value ?? 0) };
    case 'avg':
      return { apiAlias, avg: value === null ? null : Number(value) };
    case 'min':
      return { apiAlias, min: value };
    case 'max':
      return { apiAlias, max: value };
  }
}

function metricExpression(type: Exclude<AggregationNode['type'], 'terms'>, column: RawBuilder<unknown>): RawBuilder<unknown> {
  switch (type) {
    case 'count':
      return sql`count(distinct ${column})`;
    case 'sum':
      return sql`sum(${column})`;
    case 'avg':
      // Of doubles: MariaDB's AVG of integers is a DECIMAL of 4 places; PostgreSQL's and SQLite's answer the same either way.
      return sql`avg(${column} * 1e0)`;
    case 'min':
      return sql`min(${column})`;
    case 'max':
      return sql`max(${column})`;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: Criteria builds on a query of any table (lists, employees); the caller's rows type the answer
async function selectOne(filtered: SelectQueryBuilder<any, any, any>, expression: RawBuilder<unknown>): Promise<FilterValue | null> {
  const row: { value?: FilterValue | null } | undefined = await filtered.select(expression.as('value')).executeTakeFirst();
  return row?.value ?? null;
}

export function columnOf(field: string, definition: EntityDefinition): string {
  const column = definition.fields[field]?.column;
  // parseCriteria only lets defined fields through; anything else is a programming error.
  if (column === undefined) throw new Error(`criteria: "${field}" is not a field of ${definition.entity}`);
  return column;
}

import type { AliasableExpression, Expression, SqlBool } from 'kysely';

/**
 * The vocabulary of the Criteria language (docs/contract.md §4): what an entity lets clients search by
 * (its definition, a whitelist), and the plain tree a request body parses into.
 */

/** How a field is stored, which decides the values a filter may compare it with. */
/** `boolean` fields are stored as 1/0 in an integer column; filters take true/false (or 1/0, "true"/"false"). */
/** `json`: a custom field (text, a number or true/false, compared as given: criteria.custom-fields.ts). */
export type FieldType = 'string' | 'integer' | 'datetime' | 'id' | 'boolean' | 'json';

export interface FieldDefinition {
  /** The SQL column (or `table.column` when the entity's query joins). */
  column: string;
  type: FieldType;
  /** The only values the field takes (an enum such as `role`); filters on other values are a 400. */
  values?: readonly string[];
  filterable?: boolean;
  sortable?: boolean;
  aggregatable?: boolean;
  nullable?: boolean;
  /**
   * A field that is a condition rather than a column (`unitBranch`: the employee is in that unit's
   * branch): `equals` and `equalsAny` take its values, and this gives the SQL of one value.
   */
  matches?: (value: FilterValue) => Expression<SqlBool>;
  /** A field whose filters build their own SQL (a custom field inside a JSON column). */
  filterSql?: (node: Exclude<FilterNode, { type: 'multi' | 'not' }>) => Expression<SqlBool>;
  /** A sortable field that is no column: the expressions it sorts by, in turn (each may be NULL, the smallest value). */
  sortSql?: (order: SortOrder) => AliasableExpression<unknown>[];
}

export interface EntityDefinition {
  /** The entity name of the search result (`product_list`). */
  entity: string;
  /** The `apiAlias` of the entity's elements; `includes` for it are checked against its fields. */
  apiAlias: string;
  /** The fields clients may name, by their API name (`ownerId`), each with its column. */
  fields: Readonly<Record<string, FieldDefinition>>;
  /** Fields named by a pattern rather than listed (`customFields.<key>`), and how the errors name them. */
  dynamicFields?: { resolve: (name: string) => FieldDefinition | undefined; hint: string };
  /** The columns `term` searches in (case-insensitive "contains", any of them). */
  termColumns: readonly string[];
  /** The order when the body asks for none. */
  defaultSort: readonly SortField[];
  /** The unique key column: the last tie-breaker of every order, so pages never overlap. */
  idColumn: string;
  /** Largest `limit` accepted; 500 when absent. */
  maxLimit?: number;
  /** `limit` when the body has none; 25 when absent. */
  defaultLimit?: number;
  /** Association names the body's `associations` may name (`lineItems`); none when absent. */
  associations?: readonly string[];
  /** Per association, the fields its nested `sort` may name (`{"lineItems": {"sort": [...]}}`). */
  associationSorts?: Readonly<Record<string, Readonly<Record<string, FieldDefinition>>>>;
  /**
   * Field names `includes` may name for this entity's own apiAlias; when absent, the keys of
   * `fields`. Give it when elements carry fields that are not searchable (`lineItems`, `version`).
   */
  includableFields?: readonly string[];
}

export type SortOrder = 'ASC' | 'DESC';

export interface SortField {
  field: string;
  order: SortOrder;
}

export type TotalCountMode = 'none' | 'exact' | 'next-pages';

/** A filter value after parsing: already in the column's storage form (integer, ISO text, text). */
export type FilterValue = string | number | boolean;

export interface RangeBounds {
  gt?: FilterValue;
  gte?: FilterValue;
  lt?: FilterValue;
  lte?: FilterValue;
}

export type TextMatchType = 'contains' | 'prefix' | 'suffix';

export type FilterNode =
  | { type: 'equals'; field: string; value: FilterValue | null }
  | { type: 'equalsAny'; field: string; value: (FilterValue | null)[] }
  /** `pattern`: the LIKE pattern made already (a prepared search's placeholder: criteria.apply.ts, likePatternOf); otherwise made from the value. */
  | { type: TextMatchType; field: string; value: string; pattern?: string }
  | { type: 'range'; field: string; parameters: RangeBounds }
  /** The queries joined by the operator. */
  | { type: 'multi'; operator: 'and' | 'or'; queries: FilterNode[] }
  /** NOT of the queries joined by the operator (as Shopware's NotFilter). */
  | { type: 'not'; operator: 'and' | 'or'; queries: FilterNode[] };

export type MetricAggregationType = 'count' | 'sum' | 'avg' | 'min' | 'max';

export type AggregationNode = { name: string; type: MetricAggregationType; field: string } | { name: string; type: 'terms'; field: string; limit: number };

export interface Criteria {
  page: number;
  limit: number;
  /** Trimmed, never empty. */
  term?: string;
  /** The term's LIKE pattern made already (a prepared search's placeholder); otherwise made from `term`. */
  termPattern?: string;
  ids?: string[];
  /** All joined by AND (`filter` and `post-filter` together). */
  filters: FilterNode[];
  /** Never empty: the entity's default sort when the body has none. */
  sort: SortField[];
  totalCountMode: TotalCountMode;
  /** Per apiAlias, the fields to keep in the answer. */
  includes?: Record<string, string[]>;
  aggregations: AggregationNode[];
  associations: string[];
  /** Per loaded association, the order its nested `sort` asked for (none: the association's own order). */
  associationSort?: Record<string, SortField[]>;
}

export const DEFAULT_MAX_LIMIT = 500;
export const DEFAULT_LIMIT = 25;

/**
 * The Criteria request body and the search answer, as TypeBox schemas (docs/contract.md §4).
 *
 * The body schema documents every field but validates none of them: `parseCriteria` does, so a
 * bad body is answered with one `CRITERIA__INVALID` that lists every failing part with a precise
 * pointer, instead of a generic schema error that hides the rest. It has no `type` either, so
 * a search with no body at all (all defaults) passes schema validation.
 */
import { Type, type Static, type TSchema } from 'typebox';

const CriteriaProperties = Type.Object(
  {
    page: Type.Optional(Type.Unknown({ description: 'Page to return, from 1 (default 1). Integer or numeric text.', examples: [1] })),
    limit: Type.Optional(Type.Unknown({ description: 'Elements per page, 1–500 (default 25). Integer or numeric text.', examples: [25] })),
    term: Type.Optional(Type.Unknown({ description: 'Text search over the entity’s text fields (case-insensitive, ≤ 255 characters).', examples: ['weekly'] })),
    ids: Type.Optional(
      Type.Unknown({ description: 'Only these ids (≤ 500): an array, or one string joined by "|".', examples: [['0193a8c2f1e07a1b9c3d4e5f60718293']] }),
    ),
    filter: Type.Optional(
      Type.Unknown({
        description:
          'Array of filters, all of which must hold: `{type, field, value}` with type `equals` (value text, number or null), ' +
          '`equalsAny` (array, or text joined by "|"), `contains`, `prefix`, `suffix` (text, case-insensitive); ' +
          '`{type: "range", field, parameters: {gt, gte, lt, lte}}`; `{type: "multi" | "not", operator: "and" | "or", queries: [...]}`. ' +
          'At most 50 filters, nested at most 5 deep. Only the entity’s filterable fields may be named.',
        examples: [
          [
            { type: 'contains', field: 'name', value: 'weekly' },
            { type: 'range', field: 'createdAt', parameters: { gte: '2026-01-01' } },
          ],
        ],
      }),
    ),
    'post-filter': Type.Optional(Type.Unknown({ description: 'More filters, in the form of `filter`; applied together with it.' })),
    sort: Type.Optional(
      Type.Unknown({
        description:
          'Array of `{field, order: "ASC" | "DESC"}` (or text such as "name,-createdAt"). Only sortable fields. ' +
          'Without it, the oldest first (`createdAt` ASC); the id breaks ties, so pages never overlap.',
        examples: [[{ field: 'name', order: 'ASC' }]],
      }),
    ),
    'total-count-mode': Type.Optional(
      Type.Unknown({
        description:
          '`none` (0, the default, as in Shopware): `total` is the number of elements returned; `exact` (1): `total` counts every match; ' +
          '`next-pages` (2): `total` counts up to five pages past the current one (offset + matches in the next `5 × limit + 1`).',
        examples: ['exact'],
      }),
    ),
    includes: Type.Optional(
      Type.Unknown({
        description: 'Per apiAlias, the fields to return; `apiAlias` is always kept.',
        examples: [{ product_list: ['id', 'name'] }],
      }),
    ),
    aggregations: Type.Optional(
      Type.Unknown({
        description:
          'Array of `{name, type, field}` with type `count` (the number of distinct values of the field, as Shopware counts; not of rows), `sum`, `avg`, `min`, `max` or `terms` ' +
          '(`limit` 1–100, default 10). Results appear under `aggregations[name]`. Only aggregatable fields.',
        examples: [[{ name: 'owners', type: 'terms', field: 'ownerId' }]],
      }),
    ),
    associations: Type.Optional(
      Type.Unknown({
        description: 'Object whose keys name associations to load with each element.',
        examples: [{ lineItems: {} }],
      }),
    ),
  },
  { additionalProperties: true },
);

/** The Criteria body: documented fields, validated by `parseCriteria`; extra keys are ignored. */
export const CriteriaBody = Type.Unsafe<Static<typeof CriteriaProperties> | null | undefined>({
  description: 'Search criteria (Shopware Criteria). Every field is optional; no body means the first page in the default order.',
  properties: CriteriaProperties.properties,
  additionalProperties: true,
});
export type CriteriaBody = Static<typeof CriteriaBody>;

/** One aggregation's result, keyed by its name in `aggregations` (shapes as Shopware's). */
export const AggregationResultSchema = Type.Object(
  {
    apiAlias: Type.String({ description: '`<name>_aggregation`' }),
    count: Type.Optional(Type.Integer()),
    sum: Type.Optional(Type.Number()),
    avg: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    min: Type.Optional(Type.Unknown()),
    max: Type.Optional(Type.Unknown()),
    buckets: Type.Optional(
      Type.Array(
        Type.Object({
          key: Type.Unknown({ description: 'The field value (null for elements without one).' }),
          count: Type.Integer(),
          apiAlias: Type.Literal('aggregation_bucket'),
        }),
      ),
    ),
  },
  { additionalProperties: true },
);

/**
 * The answer of a search. `elementSchema` should have only optional properties, because
 * `includes` can remove any of them.
 */
export function searchResultSchema<Element extends TSchema>(entityName: string, apiAlias: string, elementSchema: Element) {
  return Type.Object(
    {
      apiAlias: Type.Literal('dal_entity_search_result'),
      entity: Type.String({ examples: [entityName] }),
      total: Type.Integer({ description: 'Depends on `total-count-mode`: every match, the elements returned, or up to five pages ahead.' }),
      page: Type.Integer(),
      limit: Type.Integer(),
      elements: Type.Array(elementSchema, { description: `Objects with apiAlias "${apiAlias}".` }),
      aggregations: Type.Record(Type.String(), AggregationResultSchema, { description: 'Per aggregation name, its result.' }),
    },
    { description: `Search result of ${entityName}.` },
  );
}

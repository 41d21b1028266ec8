/**
 * What the Criteria language offers the features that search (README.md here): the parsed tree and
 * its definition per entity, the parser, the runner of a search (prepared per shape or built with
 * its values), custom-field fields, page anchors, and the request and answer schemas.
 */
export type { Criteria, EntityDefinition, FilterNode, FilterValue, SortField } from './criteria.definition.js';
export { parseCriteria } from './criteria.parse.js';
export { likePatternOf, runPreparedSearch, runSearch, searchResultOf } from './criteria.apply.js';
export { customFieldSearch, employeeValueOwner, listValueOwner } from './criteria.custom-fields.js';
export { PageAnchorStore, type PageAnchors } from './criteria.anchors.js';
export { CriteriaBody, searchResultSchema } from './criteria.schemas.js';

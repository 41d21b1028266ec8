import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../kernel/errors.js';
import { IdParams, IfMatchHeaders, NoContent } from '../../platform/http/common.schemas.js';
import { expectedVersion, setEtag } from '../../platform/http/versioning.js';
import { callerOf } from '../../kernel/caller.js';
import { CriteriaBody, searchResultSchema } from '../criteria/index.js';
import {
  OrganizationUnit,
  OrganizationUnitCreate,
  OrganizationUnitDeleteQuery,
  OrganizationUnitElement,
  OrganizationUnitPatch,
} from './organization-unit.schemas.js';
import { createUnit, deleteUnit, getUnit, patchUnit } from './organization-unit.service.js';
import { searchUnits } from './organization-unit.search.js';

const tags = ['organization units'];
const location = (id: string) => `/store-api/organization-unit/${id}`;
const UnitSearchResult = searchResultSchema('b2b_organization_unit', 'b2b_organization_unit', Type.Partial(OrganizationUnitElement));

/** The organization's tree of units (docs/contract.md §2): every permission of a unit-level employee reaches their branch only. */
export const organizationUnitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requirePermission } = app.guards;

  app.post(
    '/store-api/organization-unit',
    {
      schema: {
        operationId: 'createOrganizationUnit',
        tags,
        summary: 'Create a unit: under `parentId`, or directly under the organization (null).',
        description:
          'Unit-level callers create units below their own unit only (absent `parentId`: directly below it). At most 5 levels (409 `ORGANIZATION_UNIT__TOO_DEEP`); names are unique among siblings, ignoring case (409 `ORGANIZATION_UNIT__DUPLICATE_NAME`).',
        body: OrganizationUnitCreate,
        response: { 201: OrganizationUnit, ...errorResponses(403, 409) },
      },
      preHandler: requirePermission('organization_unit.create'),
    },
    async (request, reply) => {
      const unit = await createUnit(app, callerOf(request), request.body);
      setEtag(reply, unit.version);
      return reply.code(201).header('location', location(unit.id)).send(unit);
    },
  );

  app.post(
    '/store-api/organization-units',
    {
      schema: {
        operationId: 'searchOrganizationUnits',
        tags,
        summary: "Search the units of one's branch with Criteria; elements carry childCount and employeeCount.",
        description:
          'Filter by id, name, parentId (null: top units), depth, createdAt, updatedAt; sort by id, name, depth, createdAt, updatedAt; `term` searches the name.',
        body: CriteriaBody,
        response: { 200: UnitSearchResult, ...errorResponses(403) },
      },
      preHandler: requirePermission('organization_unit.read'),
    },
    async (request) => searchUnits(app.readDb, callerOf(request), request.body),
  );

  app.get(
    '/store-api/organization-unit/:id',
    {
      schema: {
        operationId: 'readOrganizationUnit',
        tags,
        summary: "Retrieve a unit of one's branch.",
        params: IdParams,
        response: { 200: OrganizationUnit, ...errorResponses(403) },
      },
      preHandler: requirePermission('organization_unit.read'),
    },
    async (request, reply) => {
      const unit = await getUnit(app, callerOf(request), request.params.id);
      setEtag(reply, unit.version);
      return unit;
    },
  );

  app.patch(
    '/store-api/organization-unit/:id',
    {
      schema: {
        operationId: 'updateOrganizationUnit',
        tags,
        summary: 'Rename a unit, or move it with everything below it (`parentId`).',
        description:
          "Under itself or a unit below it: 409 `ORGANIZATION_UNIT__CYCLE`; deeper than 5 levels: 409 `ORGANIZATION_UNIT__TOO_DEEP`; a sibling's name: 409 `ORGANIZATION_UNIT__DUPLICATE_NAME`. A unit's own employees cannot change it (it is managed from above). What every session may do follows on its next request. `If-Match` makes it conditional (412).",
        params: IdParams,
        headers: IfMatchHeaders,
        body: OrganizationUnitPatch,
        response: { 200: OrganizationUnit, ...errorResponses(403, 409, 412) },
      },
      preHandler: requirePermission('organization_unit.edit'),
    },
    async (request, reply) => {
      const unit = await patchUnit(app, callerOf(request), request.params.id, request.body, expectedVersion(request));
      setEtag(reply, unit.version);
      return unit;
    },
  );

  app.delete(
    '/store-api/organization-unit/:id',
    {
      schema: {
        operationId: 'deleteOrganizationUnit',
        tags,
        summary: 'Delete a unit; while it holds employees or units, `moveTo` says where they go.',
        description:
          'Without `moveTo`, a unit holding anything is a 409 `ORGANIZATION_UNIT__NOT_EMPTY` with the counts (`meta.parameters.employees`, `childUnits`). `moveTo=<unit id>` or `moveTo=root` (the organization level) moves them in the same transaction. Shares of lists with the unit end.',
        params: IdParams,
        querystring: OrganizationUnitDeleteQuery,
        headers: IfMatchHeaders,
        response: { 204: NoContent, ...errorResponses(403, 409, 412) },
      },
      preHandler: requirePermission('organization_unit.delete'),
    },
    async (request, reply) => {
      await deleteUnit(app, callerOf(request), request.params.id, request.query.moveTo, expectedVersion(request));
      return reply.code(204).send(null);
    },
  );
};

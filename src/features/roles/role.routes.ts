import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../kernel/errors.js';
import { IdParams, IfMatchHeaders, NoContent } from '../../platform/http/common.schemas.js';
import { expectedVersion, setEtag } from '../../platform/http/versioning.js';
import { callerOf } from '../../kernel/caller.js';
import { CriteriaBody, searchResultSchema } from '../criteria/index.js';
import { PermissionList, Role, RoleCreate, RoleDeleteQuery, RolePatch } from './role.schemas.js';
import { createRole, deleteRole, getRole, patchRole, permissionList, ROLES_ORGANIZATION_LEVEL } from './role.service.js';
import { searchRoles } from './role.search.js';

const tags = ['roles'];
const location = (id: string) => `/store-api/role/${encodeURIComponent(id)}`;
const RoleSearchResult = searchResultSchema('b2b_role', 'b2b_role', Type.Partial(Role));

/** Roles an organization defines (docs/contract.md §2): sets of permissions, never more than their author holds. */
export const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requirePermission } = app.guards;
  const permissions = permissionList();

  app.get(
    '/store-api/permissions',
    {
      schema: {
        operationId: 'listPermissions',
        tags,
        summary: 'Every permission a role can hold, with what it allows, grouped.',
        response: { 200: PermissionList, ...errorResponses(403) },
      },
      preHandler: requirePermission('role.read'),
    },
    async () => permissions,
  );

  app.post(
    '/store-api/roles',
    {
      schema: {
        operationId: 'searchRoles',
        tags,
        summary: 'Search the roles of the organization with Criteria (the built-in admin and member included).',
        description: 'Filter by id, name, builtIn, createdAt, updatedAt; sort by id, name, createdAt, updatedAt; `term` searches name and description.',
        body: CriteriaBody,
        response: { 200: RoleSearchResult, ...errorResponses(403) },
      },
      preHandler: requirePermission('role.read'),
    },
    async (request) => searchRoles(app.readDb, callerOf(request), request.body),
  );

  app.post(
    '/store-api/role',
    {
      schema: {
        operationId: 'createRole',
        tags,
        summary: 'Create a role: a name and permissions (only permissions the caller holds).',
        body: RoleCreate,
        response: { 201: Role, ...errorResponses(403, 409) },
      },
      preHandler: requirePermission('role.create', { organizationLevel: ROLES_ORGANIZATION_LEVEL }),
    },
    async (request, reply) => {
      const role = await createRole(app, callerOf(request), request.body);
      setEtag(reply, role.version);
      return reply.code(201).header('location', location(role.id)).send(role);
    },
  );

  app.get(
    '/store-api/role/:id',
    {
      schema: { operationId: 'readRole', tags, summary: 'Retrieve a role.', params: IdParams, response: { 200: Role, ...errorResponses(403) } },
      preHandler: requirePermission('role.read'),
    },
    async (request, reply) => {
      const role = await getRole(app, callerOf(request), request.params.id);
      setEtag(reply, role.version);
      return role;
    },
  );

  app.patch(
    '/store-api/role/:id',
    {
      schema: {
        operationId: 'updateRole',
        tags,
        summary: 'Update a role: name, description, permissions. Counts for its employees from their next request.',
        description:
          'The caller must hold every permission the role has and every one it is given. The built-in roles cannot be changed (409). `If-Match: "<version>"` makes the update conditional (412).',
        params: IdParams,
        headers: IfMatchHeaders,
        body: RolePatch,
        response: { 200: Role, ...errorResponses(403, 409, 412) },
      },
      preHandler: requirePermission('role.edit', { organizationLevel: ROLES_ORGANIZATION_LEVEL }),
    },
    async (request, reply) => {
      const role = await patchRole(app, callerOf(request), request.params.id, request.body, expectedVersion(request));
      setEtag(reply, role.version);
      return role;
    },
  );

  app.delete(
    '/store-api/role/:id',
    {
      schema: {
        operationId: 'deleteRole',
        tags,
        summary: 'Delete a role; while employees hold it, `replacement` names the role they get instead.',
        description: 'Without `replacement`, a role in use is a 409 naming how many employees hold it. The built-in roles cannot be deleted (409).',
        params: IdParams,
        querystring: RoleDeleteQuery,
        headers: IfMatchHeaders,
        response: { 204: NoContent, ...errorResponses(403, 409, 412) },
      },
      preHandler: requirePermission('role.delete', { organizationLevel: ROLES_ORGANIZATION_LEVEL }),
    },
    async (request, reply) => {
      await deleteRole(app, callerOf(request), request.params.id, request.query.replacement, expectedVersion(request));
      return reply.code(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { AppError, errorResponses } from '../../../kernel/errors.js';
import { toAppError } from '../../../platform/http/error-handler.js';
import { NoContent } from '../../../platform/http/common.schemas.js';
import { callerOf } from '../../../kernel/caller.js';
import { hashToken, newToken } from '../../../kernel/tokens.js';
import { now } from '../../../platform/db/database.js';
import { actorOf, organizationEntry, recordEvent } from '../../../platform/outbox/outbox.js';
import type { ServiceContext } from '../../../platform/context.js';
import { publicOrigin } from '../sso/sso.service.js';
import {
  ListResponse,
  SCIM_MEDIA_TYPE,
  ScimAttributesQuery,
  ScimBody,
  ScimDocument,
  ScimError,
  ScimGroup,
  ScimIdParams,
  ScimListQuery,
  ScimTokenAnswer,
  ScimUser,
  projectAttributes,
  scim,
  scimErrorBody,
} from './scim.schemas.js';
import { createUser, deleteUser, getUser, listUsers, patchUser, replaceUser, ScimFailure, type ScimListPage } from './scim.users.js';
import { createGroup, deleteGroup, getGroup, listGroups, patchGroup, replaceGroup } from './scim.groups.js';
import { deleteScimToken, findScimTokenOrganization, replaceScimToken } from './scim.repository.js';
import { resourceTypes, schemas, serviceProviderConfig } from './scim.discovery.js';

export const SCIM_BASE = '/scim/v2';

declare module 'fastify' {
  interface FastifyRequest {
    /** The organization a SCIM request's bearer token belongs to. */
    scimOrganizationId: string | null;
  }
}

/** `POST|DELETE /store-api/organization/scim-token`: the bearer token an identity provider provisions with. */
export const scimTokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requirePermission } = app.guards;
  const organizationLevel = { organizationLevel: "Provisioning is the organization's: its token is managed at organization level only." };

  app.post(
    '/store-api/organization/scim-token',
    {
      schema: {
        operationId: 'createScimToken',
        tags: ['provisioning (SCIM)'],
        summary: "A new SCIM bearer token for the organization's identity provider, answered this once; the one before stops working.",
        description:
          "Give the identity provider `baseUrl` and `token` (Entra ID: Tenant URL and Secret Token; Okta: SCIM connector base URL and an HTTP header bearer token). Only the token's hash is kept.",
        response: { 201: ScimTokenAnswer, ...errorResponses(403) },
      },
      preHandler: requirePermission('organization.edit', organizationLevel),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const token = newToken();
      const createdAt = now();
      await app.writer.run(async (trx) => {
        await replaceScimToken(trx, caller.organizationId, hashToken(token), createdAt);
        await recordEvent(trx, caller.organizationId, actorOf(caller), organizationEntry('organization.scim_token_created', caller.organizationId));
      });
      const baseUrl = `${publicOrigin(app, request)}${SCIM_BASE}`;
      return reply
        .code(201)
        .header('location', baseUrl)
        .send({ apiAlias: 'b2b_scim_token' as const, token, baseUrl, createdAt });
    },
  );

  app.delete(
    '/store-api/organization/scim-token',
    {
      schema: {
        operationId: 'deleteScimToken',
        tags: ['provisioning (SCIM)'],
        summary: "Revoke the SCIM token: the identity provider's next request is a 401.",
        response: { 204: NoContent, ...errorResponses(403) },
      },
      preHandler: requirePermission('organization.edit', organizationLevel),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const removed = await app.writer.run(async (trx) => {
        if (!(await deleteScimToken(trx, caller.organizationId))) return false;
        await recordEvent(trx, caller.organizationId, actorOf(caller), organizationEntry('organization.scim_token_revoked', caller.organizationId));
        return true;
      });
      if (!removed) throw new AppError('SCIM__TOKEN_NOT_FOUND', { detail: 'The organization has no SCIM token.' });
      return reply.code(204).send(null);
    },
  );
};

/** Any error of a SCIM route in SCIM's error schema (RFC 7644 §3.12), with the status it has elsewhere. */
function sendScimError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ScimFailure)
    return reply
      .code(error.status)
      .type(SCIM_MEDIA_TYPE)
      .send(scimErrorBody(error.status, error.detail, error.scimType));
  const appError = error instanceof AppError ? error : toAppError(error as never, request);
  if (appError.status >= 500) request.log.error({ err: error }, 'unexpected error');
  const scimType =
    appError.code === 'VALIDATION__INVALID' || appError.code === 'REQUEST__MALFORMED_JSON'
      ? 'invalidValue'
      : appError.code.includes('DUPLICATE')
        ? 'uniqueness'
        : appError.status === 409
          ? 'mutability'
          : undefined;
  const detail = appError.issues.length > 0 ? appError.issues.map((issue) => `${issue.pointer ?? ''} ${issue.detail}`.trim()).join('; ') : appError.message;
  for (const [name, value] of Object.entries(appError.headers ?? {})) reply.header(name, value);
  return reply
    .code(appError.status)
    .type(SCIM_MEDIA_TYPE)
    .send(scimErrorBody(appError.status, detail, scimType));
}

const SCIM_ERRORS = {
  400: ScimError,
  401: ScimError,
  404: ScimError,
  409: ScimError,
  413: ScimError,
  415: ScimError,
  429: ScimError,
  500: ScimError,
  503: ScimError,
};
const errors = (statuses: number[] = []) =>
  Object.fromEntries([400, 401, 429, 500, 503, ...statuses].map((status) => [status, scim(SCIM_ERRORS[status as keyof typeof SCIM_ERRORS])]));

type ListQuery = { filter?: string; startIndex?: number; count?: number } & ScimAttributesQuery;

/** A SCIM resource: its name, path, schema, the services of its six operations and their summaries. */
interface ScimResource<Resource> {
  name: string;
  path: string;
  schema: TSchema;
  list: (context: ServiceContext, organizationId: string, query: ListQuery, baseUrl: string) => Promise<ScimListPage<Resource>>;
  create: (context: ServiceContext, organizationId: string, body: Record<string, unknown>, requestId: string | null, baseUrl: string) => Promise<Resource>;
  /** `shape`: what the answer will hold (a group read without its members need not look them up). */
  read: (context: ServiceContext, organizationId: string, id: string, baseUrl: string, shape?: ScimAttributesQuery) => Promise<Resource>;
  replace: (
    context: ServiceContext,
    organizationId: string,
    id: string,
    body: Record<string, unknown>,
    requestId: string | null,
    baseUrl: string,
  ) => Promise<Resource>;
  patch: (
    context: ServiceContext,
    organizationId: string,
    id: string,
    body: Record<string, unknown>,
    requestId: string | null,
    baseUrl: string,
  ) => Promise<Resource>;
  remove: (context: ServiceContext, organizationId: string, id: string, requestId: string | null) => Promise<void>;
  summaries: Record<'list' | 'create' | 'read' | 'replace' | 'patch' | 'remove', string>;
}

/**
 * SCIM 2.0 (RFC 7643/7644) at /scim/v2: Users are employees, Groups organization units; one
 * organization per bearer token (`Authorization: Bearer …`). Answers and errors are
 * `application/scim+json`. Every change goes through the employee and unit services, so their
 * rules hold (the last admin, a person shared with other organizations) and history names the
 * actor `scim`.
 */
export const scimRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context: ServiceContext = app;
  app.decorateRequest('scimOrganizationId', null);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, scim: true };
  });
  app.setErrorHandler((error, request, reply) => sendScimError(error, request, reply));
  app.addHook('onRequest', async (request, reply) => {
    reply.type(SCIM_MEDIA_TYPE);
    const header = request.headers.authorization;
    const token = typeof header === 'string' && /^Bearer\s+\S+$/i.test(header) ? header.replace(/^Bearer\s+/i, '') : undefined;
    const row = token === undefined || token.length > 256 ? undefined : await findScimTokenOrganization(app.db, hashToken(token));
    if (!row) {
      reply.header('www-authenticate', 'Bearer realm="scim"');
      throw new ScimFailure(401, 'A valid SCIM bearer token is required (POST /store-api/organization/scim-token creates one).');
    }
    request.scimOrganizationId = row.organization_id;
  });
  const organizationOf = (request: FastifyRequest) => request.scimOrganizationId!;
  const baseOf = (request: FastifyRequest) => `${publicOrigin(context, request)}${SCIM_BASE}`;
  const tags = ['provisioning (SCIM)'];
  const security = [{ scimBearer: [] }];
  const body = (request: FastifyRequest) => request.body as Record<string, unknown>;

  app.get(
    '/ServiceProviderConfig',
    {
      schema: {
        operationId: 'scimServiceProviderConfig',
        tags,
        security,
        summary: 'What this SCIM service supports (PATCH, filter; no bulk, sort, etag, password change).',
        response: { 200: scim(ScimDocument), ...errors() },
      },
    },
    async (request) => serviceProviderConfig(baseOf(request)),
  );
  app.get(
    '/ResourceTypes',
    {
      schema: {
        operationId: 'scimResourceTypes',
        tags,
        security,
        summary: 'The resource types: User and Group.',
        response: { 200: scim(ScimDocument), ...errors() },
      },
    },
    async (request) => resourceTypes(baseOf(request)),
  );
  app.get(
    '/Schemas',
    {
      schema: {
        operationId: 'scimSchemas',
        tags,
        security,
        summary: 'The attributes of User and Group this service keeps.',
        response: { 200: scim(ScimDocument), ...errors() },
      },
    },
    async (request) => schemas(baseOf(request)),
  );

  /** The six operations of a resource (Users: employees, Groups: units), each answered by its own services. */
  const resourceRoutes = <Resource extends { id: string }>(resource: ScimResource<Resource>) => {
    const { name, path, summaries } = resource;
    const operation = (operationId: string, summary: string) => ({ operationId, summary, tags, security });
    const one = scim(resource.schema);
    // Every answer of a resource as `attributes` and `excludedAttributes` ask (RFC 7644 §3.4.2.5).
    const shaped = (request: FastifyRequest, answer: Resource) =>
      projectAttributes(answer as Resource & Record<string, unknown>, request.query as ScimAttributesQuery);
    app.get(
      path,
      {
        schema: {
          ...operation(`scimList${name}s`, summaries.list),
          querystring: ScimListQuery,
          response: { 200: scim(ListResponse(resource.schema)), ...errors() },
        },
      },
      async (request) => {
        const page = await resource.list(context, organizationOf(request), request.query, baseOf(request));
        return { ...page, Resources: page.Resources.map((answer) => shaped(request, answer)) };
      },
    );
    app.post(
      path,
      {
        schema: {
          ...operation(`scimCreate${name}`, summaries.create),
          querystring: ScimAttributesQuery,
          body: ScimBody,
          response: { 201: one, ...errors([409, 413, 415]) },
        },
      },
      async (request, reply) => {
        const created = await resource.create(context, organizationOf(request), body(request), request.id, baseOf(request));
        return reply
          .code(201)
          .header('location', `${baseOf(request)}${path}/${encodeURIComponent(created.id)}`)
          .send(shaped(request, created));
      },
    );
    app.get(
      `${path}/:id`,
      {
        schema: {
          ...operation(`scimRead${name}`, summaries.read),
          params: ScimIdParams,
          querystring: ScimAttributesQuery,
          response: { 200: one, ...errors([404]) },
        },
      },
      async (request) =>
        shaped(request, await resource.read(context, organizationOf(request), (request.params as { id: string }).id, baseOf(request), request.query)),
    );
    app.put(
      `${path}/:id`,
      {
        schema: {
          ...operation(`scimReplace${name}`, summaries.replace),
          params: ScimIdParams,
          querystring: ScimAttributesQuery,
          body: ScimBody,
          response: { 200: one, ...errors([404, 409, 413, 415]) },
        },
      },
      async (request) =>
        shaped(
          request,
          await resource.replace(context, organizationOf(request), (request.params as { id: string }).id, body(request), request.id, baseOf(request)),
        ),
    );
    app.patch(
      `${path}/:id`,
      {
        schema: {
          ...operation(`scimPatch${name}`, summaries.patch),
          params: ScimIdParams,
          querystring: ScimAttributesQuery,
          body: ScimBody,
          response: { 200: one, ...errors([404, 409, 413, 415]) },
        },
      },
      async (request) =>
        shaped(
          request,
          await resource.patch(context, organizationOf(request), (request.params as { id: string }).id, body(request), request.id, baseOf(request)),
        ),
    );
    app.delete(
      `${path}/:id`,
      {
        schema: { ...operation(`scimDelete${name}`, summaries.remove), params: ScimIdParams, response: { 204: NoContent, ...errors([404, 409]) } },
      },
      async (request, reply) => {
        await resource.remove(context, organizationOf(request), (request.params as { id: string }).id, request.id);
        return reply.code(204).send(null);
      },
    );
  };
  resourceRoutes({
    name: 'User',
    path: '/Users',
    schema: ScimUser,
    list: listUsers,
    create: createUser,
    read: getUser,
    replace: replaceUser,
    patch: patchUser,
    remove: deleteUser,
    summaries: {
      list: 'Users (employees), filtered by `userName eq "…"`, `externalId eq "…"` or `emails.value eq "…"`; paged by startIndex and count.',
      create:
        'Create a user: an active employee (`member`, organization level) who signs in through single sign-on. 409 `uniqueness` for a userName or email taken.',
      read: 'A user.',
      replace: "Replace a user's attributes (`active: false` deactivates: sessions end at once).",
      patch: 'Change a user with add, replace and remove operations, as Entra ID and Okta send them (`active: false` deactivates: sessions end at once).',
      remove: 'Delete a user: the employee is deleted (their lists are released, their sessions end).',
    },
  });
  resourceRoutes({
    name: 'Group',
    path: '/Groups',
    schema: ScimGroup,
    list: listGroups,
    create: createGroup,
    read: getGroup,
    replace: replaceGroup,
    patch: patchGroup,
    remove: deleteGroup,
    summaries: {
      list: 'Groups (organization units), filtered by `displayName eq "…"`.',
      create: 'Create a group: a unit directly under the organization; its members move into it (an employee is in one unit).',
      read: 'A group and its members.',
      replace: "Replace a group's name and members (members left out go to organization level).",
      patch: 'Rename a group, add members (moved here from their unit), remove members (to organization level).',
      remove: 'Delete a group: the unit goes, its employees and units move to organization level.',
    },
  });
};

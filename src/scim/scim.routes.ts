import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorResponses, toAppError } from '../errors.js';
import { NoContent } from '../http/common.schemas.js';
import { callerOf } from '../auth/caller.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { now } from '../db/database.js';
import { actorOf, recordEvent } from '../events/outbox.js';
import type { ServiceContext } from '../context.js';
import { publicOrigin } from '../sso/sso.service.js';
import { ERROR_SCHEMA, ListResponse, SCIM_MEDIA_TYPE, ScimBody, ScimDocument, ScimError, ScimGroup, ScimIdParams, ScimListQuery, ScimTokenAnswer, ScimUser, scim } from './scim.schemas.js';
import { createUser, deleteUser, getUser, listUsers, patchUser, replaceUser, ScimFailure } from './scim.users.js';
import { createGroup, deleteGroup, getGroup, listGroups, patchGroup, replaceGroup } from './scim.groups.js';
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
  const organizationLevel = { organizationLevel: 'Provisioning is the organization\'s: its token is managed at organization level only.' };

  app.post('/store-api/organization/scim-token', {
    schema: {
      operationId: 'createScimToken',
      tags: ['provisioning (SCIM)'],
      summary: 'A new SCIM bearer token for the organization\'s identity provider, answered this once; the one before stops working.',
      description: 'Give the identity provider `baseUrl` and `token` (Entra ID: Tenant URL and Secret Token; Okta: SCIM connector base URL and an HTTP header bearer token). Only the token\'s hash is kept.',
      response: { 201: ScimTokenAnswer, ...errorResponses(403) },
    },
    preHandler: requirePermission('organization.edit', organizationLevel),
  }, async (request, reply) => {
    const caller = callerOf(request);
    const token = newToken();
    const createdAt = now();
    await app.writer.run(async (trx) => {
      await trx.deleteFrom('scim_token').where('organization_id', '=', caller.organizationId).execute();
      await trx.insertInto('scim_token').values({ organization_id: caller.organizationId, token_hash: hashToken(token), created_at: createdAt }).execute();
      await recordEvent(trx, caller.organizationId, actorOf(caller), { type: 'organization.scim_token_created', resource: { type: 'organization', id: caller.organizationId, version: null }, scopePath: null, data: { changes: {} } });
    });
    const baseUrl = `${publicOrigin(app, request)}${SCIM_BASE}`;
    return reply.code(201).header('location', baseUrl).send({ apiAlias: 'b2b_scim_token' as const, token, baseUrl, createdAt });
  });

  app.delete('/store-api/organization/scim-token', {
    schema: {
      operationId: 'deleteScimToken',
      tags: ['provisioning (SCIM)'],
      summary: 'Revoke the SCIM token: the identity provider\'s next request is a 401.',
      response: { 204: NoContent, ...errorResponses(403) },
    },
    preHandler: requirePermission('organization.edit', organizationLevel),
  }, async (request, reply) => {
    const caller = callerOf(request);
    const removed = await app.writer.run(async (trx) => {
      const result = await trx.deleteFrom('scim_token').where('organization_id', '=', caller.organizationId).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return false;
      await recordEvent(trx, caller.organizationId, actorOf(caller), { type: 'organization.scim_token_revoked', resource: { type: 'organization', id: caller.organizationId, version: null }, scopePath: null, data: { changes: {} } });
      return true;
    });
    if (!removed) throw new AppError('SCIM__TOKEN_NOT_FOUND', { detail: 'The organization has no SCIM token.' });
    return reply.code(204).send(null);
  });
};

function scimErrorBody(status: number, detail: string, scimType?: string) {
  return { schemas: [ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

/** Any error of a SCIM route in SCIM's error schema (RFC 7644 §3.12), with the status it has elsewhere. */
function sendScimError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ScimFailure) return reply.code(error.status).type(SCIM_MEDIA_TYPE).send(scimErrorBody(error.status, error.detail, error.scimType));
  const appError = error instanceof AppError ? error : toAppError(error as never, request);
  if (appError.status >= 500) request.log.error({ err: error }, 'unexpected error');
  const scimType = appError.code === 'VALIDATION__INVALID' || appError.code === 'REQUEST__MALFORMED_JSON' ? 'invalidValue'
    : appError.code.includes('DUPLICATE') ? 'uniqueness'
      : appError.status === 409 ? 'mutability' : undefined;
  const detail = appError.issues.length > 0 ? appError.issues.map((issue) => `${issue.pointer ?? ''} ${issue.detail}`.trim()).join('; ') : appError.message;
  for (const [name, value] of Object.entries(appError.headers ?? {})) reply.header(name, value);
  return reply.code(appError.status).type(SCIM_MEDIA_TYPE).send(scimErrorBody(appError.status, detail, scimType));
}

const SCIM_ERRORS = { 400: ScimError, 401: ScimError, 404: ScimError, 409: ScimError, 413: ScimError, 415: ScimError, 429: ScimError, 500: ScimError, 503: ScimError };
const errors = (statuses: number[] = []) => Object.fromEntries([400, 401, 429, 500, 503, ...statuses].map((status) => [status, scim(SCIM_ERRORS[status as keyof typeof SCIM_ERRORS])]));

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
  app.setErrorHandler((error, request, reply) => sendScimError(error, request, reply));
  app.addHook('onRequest', async (request, reply) => {
    reply.type(SCIM_MEDIA_TYPE);
    const header = request.headers.authorization;
    const token = typeof header === 'string' && /^Bearer\s+\S+$/i.test(header) ? header.replace(/^Bearer\s+/i, '') : undefined;
    const row = token === undefined || token.length > 256 ? undefined
      : await app.db.selectFrom('scim_token').select('organization_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
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

  app.get('/ServiceProviderConfig', { schema: { operationId: 'scimServiceProviderConfig', tags, security, summary: 'What this SCIM service supports (PATCH, filter; no bulk, sort, etag, password change).', response: { 200: scim(ScimDocument), ...errors() } } },
    async (request) => serviceProviderConfig(baseOf(request)));
  app.get('/ResourceTypes', { schema: { operationId: 'scimResourceTypes', tags, security, summary: 'The resource types: User and Group.', response: { 200: scim(ScimDocument), ...errors() } } },
    async (request) => resourceTypes(baseOf(request)));
  app.get('/Schemas', { schema: { operationId: 'scimSchemas', tags, security, summary: 'The attributes of User and Group this service keeps.', response: { 200: scim(ScimDocument), ...errors() } } },
    async (request) => schemas(baseOf(request)));

  app.get('/Users', {
    schema: { operationId: 'scimListUsers', tags, security, summary: 'Users (employees), filtered by `userName eq "…"`, `externalId eq "…"` or `emails.value eq "…"`; paged by startIndex and count.', querystring: ScimListQuery, response: { 200: scim(ListResponse(ScimUser)), ...errors() } },
  }, async (request) => listUsers(context, organizationOf(request), request.query, baseOf(request)));
  app.post('/Users', {
    schema: { operationId: 'scimCreateUser', tags, security, summary: 'Create a user: an active employee (`member`, organization level) who signs in through single sign-on. 409 `uniqueness` for a userName or email taken.', body: ScimBody, response: { 201: scim(ScimUser), ...errors([409, 413, 415]) } },
  }, async (request, reply) => {
    const user = await createUser(context, organizationOf(request), body(request), request.id, baseOf(request));
    return reply.code(201).header('location', user.meta.location).send(user);
  });
  app.get('/Users/:id', {
    schema: { operationId: 'scimReadUser', tags, security, summary: 'A user.', params: ScimIdParams, response: { 200: scim(ScimUser), ...errors([404]) } },
  }, async (request) => getUser(context, organizationOf(request), request.params.id, baseOf(request)));
  app.put('/Users/:id', {
    schema: { operationId: 'scimReplaceUser', tags, security, summary: 'Replace a user\'s attributes (`active: false` deactivates: sessions end at once).', params: ScimIdParams, body: ScimBody, response: { 200: scim(ScimUser), ...errors([404, 409, 413, 415]) } },
  }, async (request) => replaceUser(context, organizationOf(request), request.params.id, body(request), request.id, baseOf(request)));
  app.patch('/Users/:id', {
    schema: { operationId: 'scimPatchUser', tags, security, summary: 'Change a user with add, replace and remove operations, as Entra ID and Okta send them (`active: false` deactivates: sessions end at once).', params: ScimIdParams, body: ScimBody, response: { 200: scim(ScimUser), ...errors([404, 409, 413, 415]) } },
  }, async (request) => patchUser(context, organizationOf(request), request.params.id, body(request), request.id, baseOf(request)));
  app.delete('/Users/:id', {
    schema: { operationId: 'scimDeleteUser', tags, security, summary: 'Delete a user: the employee is deleted (their lists are released, their sessions end).', params: ScimIdParams, response: { 204: NoContent, ...errors([404, 409]) } },
  }, async (request, reply) => {
    await deleteUser(context, organizationOf(request), request.params.id, request.id);
    return reply.code(204).send(null);
  });

  app.get('/Groups', {
    schema: { operationId: 'scimListGroups', tags, security, summary: 'Groups (organization units), filtered by `displayName eq "…"`.', querystring: ScimListQuery, response: { 200: scim(ListResponse(ScimGroup)), ...errors() } },
  }, async (request) => listGroups(context, organizationOf(request), request.query, baseOf(request)));
  app.post('/Groups', {
    schema: { operationId: 'scimCreateGroup', tags, security, summary: 'Create a group: a unit directly under the organization; its members move into it (an employee is in one unit).', body: ScimBody, response: { 201: scim(ScimGroup), ...errors([409, 413, 415]) } },
  }, async (request, reply) => {
    const group = await createGroup(context, organizationOf(request), body(request), request.id, baseOf(request));
    return reply.code(201).header('location', group.meta.location).send(group);
  });
  app.get('/Groups/:id', {
    schema: { operationId: 'scimReadGroup', tags, security, summary: 'A group and its members.', params: ScimIdParams, response: { 200: scim(ScimGroup), ...errors([404]) } },
  }, async (request) => getGroup(context, organizationOf(request), request.params.id, baseOf(request)));
  app.put('/Groups/:id', {
    schema: { operationId: 'scimReplaceGroup', tags, security, summary: 'Replace a group\'s name and members (members left out go to organization level).', params: ScimIdParams, body: ScimBody, response: { 200: scim(ScimGroup), ...errors([404, 409, 413, 415]) } },
  }, async (request) => replaceGroup(context, organizationOf(request), request.params.id, body(request), request.id, baseOf(request)));
  app.patch('/Groups/:id', {
    schema: { operationId: 'scimPatchGroup', tags, security, summary: 'Rename a group, add members (moved here from their unit), remove members (to organization level).', params: ScimIdParams, body: ScimBody, response: { 200: scim(ScimGroup), ...errors([404, 409, 413, 415]) } },
  }, async (request) => patchGroup(context, organizationOf(request), request.params.id, body(request), request.id, baseOf(request)));
  app.delete('/Groups/:id', {
    schema: { operationId: 'scimDeleteGroup', tags, security, summary: 'Delete a group: the unit goes, its employees and units move to organization level.', params: ScimIdParams, response: { 204: NoContent, ...errors([404, 409]) } },
  }, async (request, reply) => {
    await deleteGroup(context, organizationOf(request), request.params.id, request.id);
    return reply.code(204).send(null);
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../errors.js';
import { NoContent } from '../http/common.schemas.js';
import { AccountMe } from '../employees/employee.schemas.js';
import { findEmployee, toEmployee } from '../employees/employee.repository.js';
import { AppError } from '../errors.js';
import { callerOf } from './caller.js';
import { CONTEXT_TOKEN_HEADER, sessionOriginOf } from './auth.hooks.js';
import { endSession, listSessions, login, logout, organizationsOf, switchOrganization } from './account.service.js';
import { AccountSessions, ContextToken, LoginBody, SessionParams, SwitchOrganizationBody } from './account.schemas.js';

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requireSession } = app.guards;

  app.post('/store-api/account/login', {
    schema: {
      operationId: 'loginEmployee',
      tags: ['account'],
      summary: 'Log in with email or employee id; answers the context token.',
      description: 'Any sw-context-token the client still sends is ignored here. The right password of an organization whose policy turns password logins off (`passwordLogin: false`) is a 403 `AUTH__PASSWORD_LOGIN_DISABLED`: its people sign in through single sign-on.',
      body: LoginBody,
      response: { 200: ContextToken, ...errorResponses(403, 429) },
    },
    // Every login verifies a password (http/protections.ts bounds them per client address).
    config: { hashesPassword: () => true },
  }, async (request, reply) => {
    const result = await login(app, request.body.username, request.body.password, request.ip, request.body.organization, request.id, sessionOriginOf(request).userAgent);
    reply.header(CONTEXT_TOKEN_HEADER, result.contextToken);
    return { apiAlias: 'array_struct' as const, ...result };
  });

  app.post('/store-api/account/logout', {
    schema: { operationId: 'logoutEmployee', tags: ['account'], summary: 'End the session of this context token at once.', response: { 204: NoContent, ...errorResponses() } },
    preHandler: requireSession(),
  }, async (request, reply) => {
    await logout(app, callerOf(request).tokenHash);
    return reply.code(204).send(null);
  });

  app.get('/store-api/account/me', {
    schema: { operationId: 'readAccount', tags: ['account'], summary: 'The logged-in employee and their permissions.', response: { 200: AccountMe, ...errorResponses() } },
    preHandler: requireSession(),
  }, async (request) => {
    const caller = callerOf(request);
    const row = await findEmployee(app.readDb, caller.organizationId, caller.employeeId);
    if (!row) throw new AppError('AUTH__CONTEXT_TOKEN_INVALID', { detail: 'The session has ended; log in again.' });
    return { ...toEmployee(row), permissions: [...caller.permissions], organizations: await organizationsOf(app.readDb, row.person_id) };
  });

  app.post('/store-api/account/switch-organization', {
    schema: {
      operationId: 'switchOrganization',
      tags: ['account'],
      summary: 'Move to another organization of the same person: a new context token there; this one ends.',
      description: 'One login may be an employee of several organizations (`organizations` in the login\'s answer and in `GET /account/me`). An invitation there is accepted. An organization the person does not belong to (or is inactive in) is a 404 `ORGANIZATION__NOT_FOUND`. The organization becomes the one a login without `organization` opens.',
      body: SwitchOrganizationBody,
      response: { 200: ContextToken, ...errorResponses(404) },
    },
    preHandler: requireSession(),
  }, async (request, reply) => {
    const origin = sessionOriginOf(request);
    const result = await switchOrganization(app, callerOf(request), request.body.organizationId, { address: request.ip, requestId: request.id, userAgent: origin.userAgent });
    reply.header(CONTEXT_TOKEN_HEADER, result.contextToken);
    return { apiAlias: 'array_struct' as const, ...result };
  });

  app.get('/store-api/account/sessions', {
    schema: {
      operationId: 'listAccountSessions',
      tags: ['account'],
      summary: 'The logged-in employee\'s open sessions: every device they are logged in on.',
      description: '`current` marks the session of this request\'s context token. `lastUsedAt` is kept to the minute.',
      response: { 200: AccountSessions, ...errorResponses() },
    },
    preHandler: requireSession(),
  }, async (request) => listSessions(app, callerOf(request)));

  app.delete('/store-api/account/sessions/:id', {
    schema: {
      operationId: 'endAccountSession',
      tags: ['account'],
      summary: 'End one of the logged-in employee\'s sessions (another device\'s, or this one): its token is refused from the next request on, on every instance.',
      params: SessionParams,
      response: { 204: NoContent, ...errorResponses() },
    },
    preHandler: requireSession(),
  }, async (request, reply) => {
    await endSession(app, callerOf(request), request.params.id);
    return reply.code(204).send(null);
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../kernel/errors.js';
import { NoContent } from '../../../platform/http/common.schemas.js';
import { AccountMe } from './employee.schemas.js';
import { callerOf } from '../../../kernel/caller.js';
import { CONTEXT_TOKEN_HEADER, loginOriginOf, sessionOriginOf } from '../sessions/auth.hooks.js';
import { assertNotSsoSession, completeSecondFactor, endSession, listSessions, login, logout, readAccount, switchOrganization } from './account.service.js';
import {
  AccountSessions,
  ContextToken,
  LoginBody,
  RecoveryCodes,
  SecondFactorBody,
  SessionParams,
  SwitchOrganizationBody,
  TotpCode,
  TotpEnrollment,
} from './account.schemas.js';
import { confirmTotp, disableTotp, enrollTotp } from '../second-factor/second-factor.service.js';

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requireSession } = app.guards;

  app.post(
    '/store-api/account/login',
    {
      schema: {
        operationId: 'loginEmployee',
        tags: ['account'],
        summary: 'Log in with email or employee id; answers the context token.',
        description:
          "A guest's sw-context-token sent along (`POST /account/guest`) makes the guest's lists the employee's, in the same write as the session: ids kept, a name the employee already uses gets \" (2)\", and the guest ends; any other sw-context-token is ignored here. The right password of an organization whose policy turns password logins off (`passwordLogin: false`) is a 403 `AUTH__PASSWORD_LOGIN_DISABLED`: its people sign in through single sign-on. The right password of a person with a second factor is a 401 `AUTH__SECOND_FACTOR_REQUIRED` whose `meta.parameters.challenge` goes to `POST /account/login/second-factor` with a code.",
        body: LoginBody,
        response: { 200: ContextToken, ...errorResponses(403, 429) },
      },
      // Every login verifies a password (platform/http/protections.ts bounds them per client address).
      config: { hashesPassword: () => true },
    },
    async (request, reply) => {
      const result = await login(app, request.body.username, request.body.password, request.body.organization, await loginOriginOf(app, request));
      reply.header(CONTEXT_TOKEN_HEADER, result.contextToken);
      return { apiAlias: 'array_struct' as const, ...result };
    },
  );

  app.post(
    '/store-api/account/login/second-factor',
    {
      schema: {
        operationId: 'loginSecondFactor',
        tags: ['account'],
        summary: 'Complete a password login with the second factor: the challenge of its 401 and a code.',
        description:
          "A TOTP code works once, with one step (30 s) of clock drift either way; a recovery code is used up. Attempts count against the person and the address as logins do (429 beyond the limit); five wrong codes end the challenge. A wrong code, and an unknown, used or expired challenge, are the same 401 `AUTH__SECOND_FACTOR_INVALID`. A guest's sw-context-token sent along makes the guest's lists the employee's, as at the password login.",
        body: SecondFactorBody,
        response: { 200: ContextToken, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const result = await completeSecondFactor(app, request.body.challenge, request.body.code, await loginOriginOf(app, request));
      reply.header(CONTEXT_TOKEN_HEADER, result.contextToken);
      return { apiAlias: 'array_struct' as const, ...result };
    },
  );

  app.post(
    '/store-api/account/second-factor/totp',
    {
      schema: {
        operationId: 'enrollTotp',
        tags: ['account'],
        summary: 'Enroll a TOTP second factor: a secret for the authenticator app, on once a code confirms it.',
        description:
          "The second factor is the person's: it guards their password logins in every organization. Asked again before confirming, the secret is replaced; with one on already, 409 `AUTH__SECOND_FACTOR_ACTIVE`. A session opened through single sign-on may not change it (403 `AUTH__SSO_SESSION_BOUND`).",
        response: { 201: TotpEnrollment, ...errorResponses(403, 409) },
      },
      preHandler: requireSession({ enrollOnly: true }),
    },
    async (request, reply) => {
      assertNotSsoSession(callerOf(request), 'A second factor');
      const enrollment = await enrollTotp(app, callerOf(request));
      return reply.code(201).send({ apiAlias: 'b2b_totp_enrollment' as const, ...enrollment });
    },
  );

  app.post(
    '/store-api/account/second-factor/totp/confirm',
    {
      schema: {
        operationId: 'confirmTotp',
        tags: ['account'],
        summary: 'Turn the enrolled second factor on with a code of it; answers ten single-use recovery codes, this once.',
        description:
          'A wrong code is a 400 at `/code`; nothing enrolled, 409 `AUTH__SECOND_FACTOR_NOT_ENROLLED`. From now on a password login answers 401 `AUTH__SECOND_FACTOR_REQUIRED` with a challenge.',
        body: TotpCode,
        response: { 200: RecoveryCodes, ...errorResponses(403, 409) },
      },
      preHandler: requireSession({ enrollOnly: true }),
    },
    async (request) => {
      assertNotSsoSession(callerOf(request), 'A second factor');
      return { apiAlias: 'b2b_recovery_codes' as const, recoveryCodes: await confirmTotp(app, callerOf(request), request.body.code) };
    },
  );

  app.delete(
    '/store-api/account/second-factor/totp',
    {
      schema: {
        operationId: 'disableTotp',
        tags: ['account'],
        summary: 'Turn the second factor off with a code (TOTP or recovery); the recovery codes go with it.',
        body: TotpCode,
        response: { 204: NoContent, ...errorResponses(403, 409) },
      },
      preHandler: requireSession({ enrollOnly: true }),
    },
    async (request, reply) => {
      assertNotSsoSession(callerOf(request), 'A second factor');
      await disableTotp(app, callerOf(request), request.body.code);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/store-api/account/logout',
    {
      schema: {
        operationId: 'logoutEmployee',
        tags: ['account'],
        summary: 'End the session of this context token at once.',
        description: 'A guest that logs out is gone with its lists at the next housekeeping run.',
        response: { 204: NoContent, ...errorResponses() },
      },
      preHandler: requireSession({ enrollOnly: true, guests: true }),
    },
    async (request, reply) => {
      await logout(app, callerOf(request).tokenHash);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/store-api/account/me',
    {
      schema: {
        operationId: 'readAccount',
        tags: ['account'],
        summary: 'The logged-in employee and their permissions.',
        response: { 200: AccountMe, ...errorResponses() },
      },
      preHandler: requireSession({ enrollOnly: true }),
    },
    async (request) => {
      return readAccount(app.readDb, callerOf(request));
    },
  );

  app.post(
    '/store-api/account/switch-organization',
    {
      schema: {
        operationId: 'switchOrganization',
        tags: ['account'],
        summary: 'Move to another organization of the same person: a new context token there; this one ends.',
        description:
          "One login may be an employee of several organizations (`organizations` in the login's answer and in `GET /account/me`). An invitation there is accepted. An organization the person does not belong to (or is inactive in) is a 404 `ORGANIZATION__NOT_FOUND`. The organization becomes the one a login without `organization` opens. A session opened through single sign-on cannot move (403 `AUTH__SSO_SESSION_BOUND`): the provider speaks for the person in its organization only.",
        body: SwitchOrganizationBody,
        response: { 200: ContextToken, ...errorResponses(403, 404) },
      },
      preHandler: requireSession({ enrollOnly: true }),
    },
    async (request, reply) => {
      // (The caller's own session, never a guest's: no guest to adopt.)
      const result = await switchOrganization(app, callerOf(request), request.body.organizationId, {
        address: request.ip,
        requestId: request.id,
        userAgent: sessionOriginOf(request).userAgent,
      });
      reply.header(CONTEXT_TOKEN_HEADER, result.contextToken);
      return { apiAlias: 'array_struct' as const, ...result };
    },
  );

  app.get(
    '/store-api/account/sessions',
    {
      schema: {
        operationId: 'listAccountSessions',
        tags: ['account'],
        summary: "The logged-in employee's open sessions: every device they are logged in on.",
        description: "`current` marks the session of this request's context token. `lastUsedAt` is kept to the minute.",
        response: { 200: AccountSessions, ...errorResponses() },
      },
      preHandler: requireSession({ enrollOnly: true }),
    },
    async (request) => listSessions(app, callerOf(request)),
  );

  app.delete(
    '/store-api/account/sessions/:id',
    {
      schema: {
        operationId: 'endAccountSession',
        tags: ['account'],
        summary:
          "End one of the logged-in employee's sessions (another device's, or this one): its token is refused from the next request on, on every instance.",
        params: SessionParams,
        response: { 204: NoContent, ...errorResponses() },
      },
      preHandler: requireSession({ enrollOnly: true }),
    },
    async (request, reply) => {
      await endSession(app, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

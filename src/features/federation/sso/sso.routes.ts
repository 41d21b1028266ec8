import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../kernel/errors.js';
import { NoContent } from '../../../platform/http/common.schemas.js';
import { callerOf } from '../../../kernel/caller.js';
import { CONTEXT_TOKEN_HEADER, loginOriginOf, ContextToken } from '../../identity/index.js';
import { Redirect, SsoCallbackQuery, SsoExchangeBody, SsoOrganizationParams, SsoRedirectQuery, SsoSettings, SsoSettingsBody } from './sso.schemas.js';
import { completeSignIn, deleteSso, exchangeCode, getSso, publicOrigin, putSso, startSignIn } from './sso.service.js';

const tags = ['single sign-on'];

/**
 * Single sign-on with the organization's OpenID provider (authorization code with PKCE): its
 * settings, the browser's way there and back (no headers: `config.browser`), and the exchange of
 * the one-time code for a session (docs/decisions.md, "Single sign-on").
 */
export const ssoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requirePermission } = app.guards;
  const organizationLevel = { organizationLevel: "Single sign-on is the organization's: it is set up at organization level only." };

  app.get(
    '/store-api/organization/sso',
    {
      schema: {
        operationId: 'readSso',
        tags,
        summary: "The organization's single sign-on: its OpenID provider, and the addresses to register there.",
        description:
          "The client secret is never answered. `lastRefusal` says why the last sign-in was refused (when, the code the browser got, the service's reason). 404 `SSO__NOT_CONFIGURED` while there is none.",
        response: { 200: SsoSettings, ...errorResponses(403) },
      },
      preHandler: requirePermission('organization.read'),
    },
    async (request) => getSso(app, callerOf(request), publicOrigin(app, request)),
  );

  app.put(
    '/store-api/organization/sso',
    {
      schema: {
        operationId: 'replaceSso',
        tags,
        summary: "Set up (or replace) the organization's single sign-on with an OpenID provider.",
        description:
          "The provider's discovery document is read now: an issuer it does not confirm, or one out of reach, is a 400 `SSO__DISCOVERY_FAILED` and nothing is saved. The issuer must be https:// (http:// only where the operator set SSO_ALLOW_HTTP_ISSUERS). Register `callbackUrl` of the answer as the client's redirect URI. A new issuer forgets which provider subject was which employee. A change is an `organization.sso_configured` event (without the secret).",
        body: SsoSettingsBody,
        response: { 200: SsoSettings, ...errorResponses(403) },
      },
      preHandler: requirePermission('organization.edit', organizationLevel),
    },
    async (request) => putSso(app, callerOf(request), request.body, publicOrigin(app, request)),
  );

  app.delete(
    '/store-api/organization/sso',
    {
      schema: {
        operationId: 'deleteSso',
        tags,
        summary: "Remove the organization's single sign-on.",
        description:
          'Refused (409 `ORGANIZATION__SSO_REQUIRED`) while password logins are off: nobody could sign in. Sessions opened through it stay until they end.',
        response: { 204: NoContent, ...errorResponses(403, 409) },
      },
      preHandler: requirePermission('organization.edit', organizationLevel),
    },
    async (request, reply) => {
      await deleteSso(app, callerOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/store-api/sso/:organizationId/redirect',
    {
      schema: {
        operationId: 'startSso',
        tags,
        summary: "A browser starts signing in: a redirect (302) to the organization's identity provider.",
        description:
          'Opened by the browser itself (a link or `location.href`), so it takes no headers. `returnTo` must be on an origin of SSO_ALLOWED_RETURN_ORIGINS (400 `SSO__RETURN_TO_NOT_ALLOWED`: never an open redirect). The sign-in must come back within 10 minutes.',
        params: SsoOrganizationParams,
        querystring: SsoRedirectQuery,
        response: { 302: Redirect, ...errorResponses() },
      },
      config: { browser: true },
    },
    async (request, reply) => {
      const location = await startSignIn(app, request.params.organizationId, request.query.returnTo, publicOrigin(app, request));
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  app.get(
    '/store-api/sso/:organizationId/callback',
    {
      schema: {
        operationId: 'completeSso',
        tags,
        summary: 'The identity provider sends the browser back here; it goes on to `returnTo` with a one-time code (302).',
        description:
          "Checks the state (single use), exchanges the provider's code with the PKCE verifier, and checks the ID token: issuer, audience, signature, expiry, nonce. The person is matched by the provider's subject (remembered at the first sign-in), else by a verified email of `emailDomains`; with `provisioning`, an unknown person becomes an active employee. The browser goes to `returnTo?code=<one-time code>` (60 s, for `POST /account/sso/exchange`), or to `returnTo?error=<reason>&error_description=<a sentence for the person signing in>`: `SSO__PROVIDER_ERROR`, `SSO__TOKEN_INVALID`, `SSO__EMAIL_NOT_VERIFIED`, `SSO__EMAIL_NOT_ALLOWED`, `SSO__UNKNOWN_PERSON`, `SSO__ACCOUNT_INACTIVE`, `SSO__IDENTITY_CONFLICT`, `SSO__NOT_CONFIGURED`; the service's reason is logged and kept as the settings' `lastRefusal`. Where the ID token lacks `email` or `email_verified`, they are read from the provider's userinfo endpoint (its `sub` must be the ID token's). An unknown, used or expired state is a 400 `SSO__STATE_INVALID` (there is nowhere safe to send the browser).",
        params: SsoOrganizationParams,
        querystring: SsoCallbackQuery,
        response: { 302: Redirect, ...errorResponses() },
      },
      config: { browser: true },
    },
    async (request, reply) => {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const outcome = await completeSignIn(app, request.params.organizationId, request.query.state, request.query, search, request.id);
      if (outcome.refusal)
        request.log.warn(
          { organizationId: request.params.organizationId, refusal: outcome.refusal.code, reason: outcome.refusal.reason },
          'single sign-on refused',
        );
      return reply.header('cache-control', 'no-store').redirect(outcome.location, 302);
    },
  );

  app.post(
    '/store-api/account/sso/exchange',
    {
      schema: {
        operationId: 'exchangeSsoCode',
        tags: ['account'],
        summary: 'Exchange the one-time code of a single sign-on for a context token, as a login answers it.',
        description:
          "The code works once, for 60 s; used, expired or unknown, it is a 401 `AUTH__SSO_CODE_INVALID`. A person with a second factor gets its challenge (401 `AUTH__SECOND_FACTOR_REQUIRED`), as at a password login; an invitation is accepted. A guest's `sw-context-token` sent along makes the guest's lists the employee's (as at a password login).",
        body: SsoExchangeBody,
        response: { 200: ContextToken, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const result = await exchangeCode(app, request.body.code, await loginOriginOf(app, request));
      reply.header(CONTEXT_TOKEN_HEADER, result.contextToken);
      return { apiAlias: 'array_struct' as const, ...result };
    },
  );
};

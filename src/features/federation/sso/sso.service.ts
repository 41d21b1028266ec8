import * as oidc from 'openid-client';
import type { Selectable } from 'kysely';
import { AppError } from '../../../kernel/errors.js';
import { isUniqueViolation } from '../../../platform/db/dialect.js';
import { now, type Trx } from '../../../platform/db/database.js';
import { hashToken, newToken } from '../../../kernel/tokens.js';
import type { ServiceContext } from '../../../platform/context.js';
import type { Caller } from '../../../kernel/caller.js';
import { findRole } from '../../roles/index.js';
import { findUnit } from '../../units/index.js';
import { findOrganization } from '../../organizations/index.js';
import {
  findEmployeeByEmail,
  findEmployeeByLogin,
  insertEmployees,
  lockEmployeesOf,
  newEmployeeRow,
  employeeEvent,
  signInVerified,
  type LoginResult,
  type LoginOrigin,
} from '../../identity/index.js';
import { personForNewRecord } from '../../employees/index.js';
import { actorOf, organizationEntry, recordEvent, type Actor } from '../../../platform/outbox/outbox.js';
import type { OrganizationSsoTable } from '../../../platform/db/schema/sso.table.js';
import { checkWebhookTarget, UnsafeUrlError } from '../../../platform/http/outbound-address.js';
import type { SsoSettings, SsoSettingsBody } from './sso.schemas.js';
import {
  deleteSettings,
  employeeOfSubject,
  findSettings,
  forgetIdentities,
  insertAuthorization,
  insertCode,
  recordRefusal,
  rememberIdentity,
  saveSettings,
  subjectOfEmployee,
  takeAuthorization,
  takeCode,
} from './sso.repository.js';

type SsoRow = Selectable<OrganizationSsoTable>;

/** A sign-in under way waits this long for the provider's callback. */
const AUTHORIZATION_SECONDS = 600;
/** The one-time code a callback hands the storefront. */
const CODE_SECONDS = 60;
/** A provider's discovery document (and its keys, which openid-client keeps with it) is read again after this. */
const DISCOVERY_TTL_MS = 10 * 60_000;
const PROVIDER_TIMEOUT_SECONDS = 10;

/** The paths single sign-on answers on, for an organization. */
export function ssoPaths(organizationId: string): { redirect: string; callback: string } {
  const base = `/store-api/sso/${encodeURIComponent(organizationId)}`;
  return { redirect: `${base}/redirect`, callback: `${base}/callback` };
}

/** The service's public origin: PUBLIC_URL, else the request's own (its forwarded host and scheme behind a trusted proxy). */
export function publicOrigin(context: ServiceContext, request: { protocol: string; host: string }): string {
  return context.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
}

/** The settings an organization may see of its single sign-on (and history keeps): never the secret. */
function publicFields(row: Pick<SsoRow, 'issuer' | 'client_id' | 'email_domains' | 'provisioning_role' | 'provisioning_unit_id'>) {
  return {
    issuer: row.issuer,
    clientId: row.client_id,
    emailDomains: JSON.parse(row.email_domains) as string[],
    provisioning: row.provisioning_role === null ? null : { role: row.provisioning_role, unitId: row.provisioning_unit_id },
  };
}

function toSettings(row: SsoRow, origin: string): SsoSettings {
  const paths = ssoPaths(row.organization_id);
  return {
    apiAlias: 'b2b_sso_settings',
    ...publicFields(row),
    callbackUrl: `${origin}${paths.callback}`,
    redirectUrl: `${origin}${paths.redirect}`,
    lastRefusal:
      row.last_refusal_at === null ? null : { at: row.last_refusal_at, code: row.last_refusal_code as SignInRefusal, reason: row.last_refusal_reason ?? '' },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function notConfigured(): AppError {
  return new AppError('SSO__NOT_CONFIGURED', {
    detail: 'This organization has no single sign-on: an administrator sets it up with PUT /store-api/organization/sso.',
  });
}

/** Whether an organization has single sign-on (password logins may be turned off only then). */
export async function hasSso(db: ServiceContext['db'] | Trx, organizationId: string): Promise<boolean> {
  return (await findSettings(db, organizationId)) !== undefined;
}

/**
 * Every request to a provider (discovery, token endpoint, keys) goes through the address check of
 * webhooks first: the discovery document names the other endpoints, so a provider on a public
 * host could otherwise point the token request (which carries the client secret) or the key fetch
 * at the service's own network. (The check resolves the host, then fetch resolves it again: a
 * DNS answer that changes in between is not caught; webhooks pin the address, fetch cannot.)
 */
export function guardedFetch(context: Pick<ServiceContext, 'config' | 'resolveWebhookHost'>): oidc.CustomFetch {
  const policy = {
    WEBHOOK_ALLOW_HTTP: context.config.SSO_ALLOW_HTTP_ISSUERS,
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: context.config.SSO_ALLOW_PRIVATE_ISSUERS,
    variables: { http: 'SSO_ALLOW_HTTP_ISSUERS', privateNetworks: 'SSO_ALLOW_PRIVATE_ISSUERS' },
  };
  return async (url, options) => {
    await checkWebhookTarget(url, policy, context.resolveWebhookHost, 'OpenID providers');
    return fetch(url, { ...options, redirect: 'manual' } as RequestInit);
  };
}

const providers = new Map<string, { configuration: Promise<oidc.Configuration>; until: number }>();

/**
 * The provider of these settings, from its discovery document (openid-client checks that the
 * document names the issuer it was asked for), kept DISCOVERY_TTL_MS per settings version. ID
 * tokens' signatures are checked against the provider's keys (openid-client checks issuer,
 * audience, expiry, nonce and algorithm by itself, the signature only when asked: a code flow's ID
 * token comes straight from the token endpoint, which OpenID Connect lets a client trust; we do not).
 */
function providerOf(
  context: ServiceContext,
  settings: Pick<SsoRow, 'issuer' | 'client_id' | 'client_secret' | 'organization_id' | 'updated_at'>,
): Promise<oidc.Configuration> {
  const key = `${settings.organization_id}\u0000${settings.updated_at}\u0000${settings.issuer}\u0000${settings.client_id}`;
  const cached = providers.get(key);
  if (cached && cached.until > Date.now()) return cached.configuration;
  const configuration = oidc
    .discovery(new URL(settings.issuer), settings.client_id, settings.client_secret, undefined, {
      execute: context.config.SSO_ALLOW_HTTP_ISSUERS ? [oidc.allowInsecureRequests] : [],
      timeout: PROVIDER_TIMEOUT_SECONDS,
      [oidc.customFetch]: guardedFetch(context),
    })
    .then((found) => {
      oidc.enableNonRepudiationChecks(found);
      return found;
    });
  if (providers.size > 1000) providers.clear();
  providers.set(key, { configuration, until: Date.now() + DISCOVERY_TTL_MS });
  configuration.catch(() => providers.delete(key));
  return configuration;
}

/** `GET /organization/sso`. */
export async function getSso(context: ServiceContext, caller: Caller, origin: string): Promise<SsoSettings> {
  const row = await findSettings(context.readDb, caller.organizationId);
  if (!row) throw notConfigured();
  return toSettings(row, origin);
}

/**
 * `PUT /organization/sso`: the organization's provider. The issuer must be https (http only with
 * SSO_ALLOW_HTTP_ISSUERS) and its discovery document readable now (400 `SSO__DISCOVERY_FAILED`
 * otherwise: nothing is saved). A new issuer forgets the subjects remembered for the old one.
 */
export async function putSso(context: ServiceContext, caller: Caller, body: SsoSettingsBody, origin: string): Promise<SsoSettings> {
  let issuer: URL;
  try {
    issuer = new URL(body.issuer);
  } catch {
    throw new AppError('VALIDATION__INVALID', { detail: 'The issuer is not a URL.', pointer: '/issuer' });
  }
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && context.config.SSO_ALLOW_HTTP_ISSUERS)) {
    throw new AppError('VALIDATION__INVALID', { detail: 'The issuer must be an https:// address.', pointer: '/issuer' });
  }
  const provisioning = body.provisioning ?? null;
  if (provisioning) {
    if (!(await findRole(context.readDb, caller.organizationId, provisioning.role))) {
      throw new AppError('ROLE__NOT_FOUND', {
        detail: `The organization has no role "${provisioning.role}".`,
        pointer: '/provisioning/role',
        parameters: { id: provisioning.role },
      });
    }
    if (provisioning.unitId != null && !(await findUnit(context.readDb, caller.organizationId, provisioning.unitId))) {
      throw new AppError('ORGANIZATION_UNIT__NOT_FOUND', {
        detail: `The organization has no unit "${provisioning.unitId}".`,
        pointer: '/provisioning/unitId',
        parameters: { id: provisioning.unitId },
      });
    }
  }
  const at = now();
  const row: Omit<SsoRow, 'last_refusal_at' | 'last_refusal_code' | 'last_refusal_reason'> = {
    organization_id: caller.organizationId,
    issuer: body.issuer,
    client_id: body.clientId,
    client_secret: body.clientSecret,
    email_domains: JSON.stringify((body.emailDomains ?? []).map((domain) => domain.toLowerCase())),
    provisioning_role: provisioning?.role ?? null,
    provisioning_unit_id: provisioning?.unitId ?? null,
    created_at: at,
    updated_at: at,
  };
  try {
    await providerOf(context, row);
  } catch (error) {
    // An organization's administrator names the host: an address of the service's own network is refused (guardedFetch), as for webhooks.
    const unsafe =
      error instanceof UnsafeUrlError
        ? error
        : (error as { cause?: unknown } | undefined)?.cause instanceof UnsafeUrlError
          ? (error as { cause: UnsafeUrlError }).cause
          : undefined;
    if (unsafe) throw new AppError('VALIDATION__INVALID', { detail: unsafe.message, pointer: '/issuer' });
    throw new AppError('SSO__DISCOVERY_FAILED', {
      detail: `The provider's discovery document (${body.issuer.replace(/\/$/, '')}/.well-known/openid-configuration) could not be read or does not name this issuer: ${error instanceof Error ? error.message : String(error)}`,
      pointer: '/issuer',
    });
  }
  const saved = await context.writer.run(async (trx) => {
    const before = await findSettings(trx, caller.organizationId);
    // New settings start without a refusal: the last one was the old settings'.
    const stored: SsoRow = { ...row, created_at: before?.created_at ?? at, last_refusal_at: null, last_refusal_code: null, last_refusal_reason: null };
    await saveSettings(trx, stored, before !== undefined);
    if (before && before.issuer !== row.issuer) await forgetIdentities(trx, caller.organizationId);
    await recordEvent(
      trx,
      caller.organizationId,
      actorOf(caller),
      organizationEntry('organization.sso_configured', caller.organizationId, {
        before: before ? publicFields(before) : null,
        after: publicFields(stored),
        clientSecretChanged: before?.client_secret !== row.client_secret,
      }),
    );
    return stored;
  });
  return toSettings(saved, origin);
}

/** `DELETE /organization/sso`: refused while password logins are off (nobody could sign in). */
export async function deleteSso(context: ServiceContext, caller: Caller): Promise<void> {
  await context.writer.run(async (trx) => {
    await lockEmployeesOf(trx, caller.organizationId);
    const { password_login: passwordLogin } = await findOrganization(trx, caller.organizationId);
    const before = await findSettings(trx, caller.organizationId);
    if (!before) throw notConfigured();
    if (passwordLogin !== 1) {
      throw new AppError('ORGANIZATION__SSO_REQUIRED', {
        detail:
          'Password logins are off: without single sign-on nobody could sign in. Turn them on first (PATCH /store-api/organization with "passwordLogin": true).',
      });
    }
    await deleteSettings(trx, caller.organizationId);
    await recordEvent(
      trx,
      caller.organizationId,
      actorOf(caller),
      organizationEntry('organization.sso_removed', caller.organizationId, { before: publicFields(before), after: null }),
    );
  });
}

/** The origins single sign-on may send a browser back to. */
function allowedOrigins(context: ServiceContext): Set<string> {
  const configured = context.config.SSO_ALLOWED_RETURN_ORIGINS ?? '';
  return new Set(
    configured
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => new URL(entry).origin),
  );
}

/** `returnTo`, checked: an absolute http(s) address on an allowed origin (never an open redirect). */
function checkedReturnTo(context: ServiceContext, returnTo: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(returnTo);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username !== '' ||
    url.password !== '' ||
    !allowedOrigins(context).has(url.origin)
  ) {
    throw new AppError('SSO__RETURN_TO_NOT_ALLOWED', {
      detail: 'returnTo must be an address on an origin the operator allows (SSO_ALLOWED_RETURN_ORIGINS).',
      pointer: '/returnTo',
    });
  }
  return url;
}

/**
 * `GET /sso/{organizationId}/redirect`: a sign-in under way (state, nonce and PKCE verifier kept
 * 10 minutes, the state hashed) and the provider's authorization address to send the browser to.
 */
export async function startSignIn(context: ServiceContext, organizationId: string, returnTo: string, origin: string): Promise<string> {
  const back = checkedReturnTo(context, returnTo);
  const settings = await findSettings(context.readDb, organizationId);
  if (!settings) throw notConfigured();
  let provider: oidc.Configuration;
  try {
    provider = await providerOf(context, settings);
  } catch {
    throw new AppError('SSO__PROVIDER_UNAVAILABLE', { detail: "The organization's identity provider cannot be reached; try again later." });
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri = `${origin}${ssoPaths(organizationId).callback}`;
  await context.writer.run((trx) =>
    insertAuthorization(trx, {
      state_hash: hashToken(state),
      organization_id: organizationId,
      nonce,
      code_verifier: codeVerifier,
      redirect_uri: redirectUri,
      return_to: back.href,
      expires_at: new Date(Date.now() + AUTHORIZATION_SECONDS * 1000).toISOString(),
    }),
  );
  return oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }).href;
}

/** Why a callback sends the browser back without a code: `?error=<one of these>`. */
export type SignInRefusal =
  | 'SSO__PROVIDER_ERROR'
  | 'SSO__TOKEN_INVALID'
  | 'SSO__EMAIL_NOT_VERIFIED'
  | 'SSO__EMAIL_NOT_ALLOWED'
  | 'SSO__UNKNOWN_PERSON'
  | 'SSO__ACCOUNT_INACTIVE'
  | 'SSO__IDENTITY_CONFLICT'
  | 'SSO__NOT_CONFIGURED';

/**
 * What the browser is told beside `?error=`: `error_description` in words a person signing in
 * understands (OAuth 2.0's own pair). The service's reason, with a provider's details, goes to the
 * log and to the administrator (`lastRefusal`), never to the browser.
 */
const REFUSAL_DESCRIPTIONS: Record<SignInRefusal, string> = {
  SSO__PROVIDER_ERROR: 'Your identity provider did not sign you in. Try again, or ask your administrator.',
  SSO__TOKEN_INVALID:
    'The answer of your identity provider could not be trusted, so you were not signed in. Try again; if it happens again, tell your administrator.',
  SSO__EMAIL_NOT_VERIFIED: 'Your identity provider did not confirm a verified email address for you, so you could not be recognised. Ask your administrator.',
  SSO__EMAIL_NOT_ALLOWED: 'Your email address is not of a domain this company signs in with. Ask your administrator.',
  SSO__UNKNOWN_PERSON: 'You have no account with this company yet. Ask your administrator to invite you.',
  SSO__ACCOUNT_INACTIVE: 'Your account with this company is deactivated. Ask your administrator.',
  SSO__IDENTITY_CONFLICT: 'An account with your email address already signs in as another person of your identity provider. Ask your administrator.',
  SSO__NOT_CONFIGURED: 'Single sign-on was turned off for this company meanwhile. Sign in with your password, or ask your administrator.',
};

class Refused extends Error {
  constructor(
    readonly refusal: SignInRefusal,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export interface CallbackOutcome {
  location: string;
  /** Why no code was issued (logged by the route, kept as the settings' `lastRefusal`; the browser gets the code and a sentence). */
  refusal?: { code: SignInRefusal; reason: string };
}

/**
 * The person's claims: the ID token's, and where it lacks `email` or `email_verified` the
 * provider's userinfo answer's (OpenID Connect Core §5.4 lets a provider put them in either; many,
 * oidc-provider by default among them, put them only in userinfo for a code flow). openid-client
 * checks that userinfo's `sub` is the ID token's.
 */
async function claimsOf(provider: oidc.Configuration, tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>): Promise<oidc.IDToken> {
  const claims = tokens.claims()!;
  const vouched = typeof claims.email === 'string' && (typeof claims.email_verified === 'boolean' || typeof claims.xms_edov === 'boolean');
  if (vouched || !provider.serverMetadata().userinfo_endpoint) return claims;
  const userinfo = await oidc.fetchUserInfo(provider, tokens.access_token, claims.sub);
  const fromUserinfo = Object.fromEntries(
    ['email', 'email_verified', 'given_name', 'family_name']
      .filter((name) => claims[name] === undefined && userinfo[name] !== undefined)
      .map((name) => [name, userinfo[name]]),
  );
  return { ...claims, ...fromUserinfo };
}

/**
 * `GET /sso/{organizationId}/callback`: the sign-in under way is taken by its state (single use:
 * a replayed or unknown state is a 400, with nowhere safe to send the browser), the provider's code
 * is exchanged with the PKCE verifier, and the ID token checked (state, nonce, issuer, audience,
 * signature, expiry: openid-client). The person is matched and the browser goes back to `returnTo`
 * with a one-time code, or with `error`.
 */
export async function completeSignIn(
  context: ServiceContext,
  organizationId: string,
  state: string | undefined,
  query: { error?: string },
  search: string,
  requestId: string | null,
): Promise<CallbackOutcome> {
  const taken = state === undefined || state === '' ? undefined : await context.writer.run((trx) => takeAuthorization(trx, organizationId, hashToken(state)));
  if (!taken || taken.expires_at <= now()) {
    throw new AppError('SSO__STATE_INVALID', {
      detail: 'No sign-in under way has this state: it was used already, expired (10 minutes) or never started here. Start again from the storefront.',
      pointer: '/state',
    });
  }
  const back = (parameters: Record<string, string>) => {
    const url = new URL(taken.return_to);
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    return url.href;
  };
  try {
    if (query.error !== undefined) throw new Refused('SSO__PROVIDER_ERROR', `the provider answered ${query.error}`);
    const settings = await findSettings(context.db, organizationId);
    if (!settings) throw new Refused('SSO__NOT_CONFIGURED', 'single sign-on was removed meanwhile');
    let claims: oidc.IDToken;
    try {
      const provider = await providerOf(context, settings);
      const current = new URL(taken.redirect_uri);
      current.search = search;
      const tokens = await oidc.authorizationCodeGrant(
        provider,
        current,
        {
          pkceCodeVerifier: taken.code_verifier,
          expectedState: state,
          expectedNonce: taken.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: taken.redirect_uri },
      );
      claims = await claimsOf(provider, tokens);
    } catch (error) {
      throw new Refused('SSO__TOKEN_INVALID', error instanceof Error ? `${(error as { code?: string }).code ?? error.name}: ${error.message}` : String(error));
    }
    const code = newToken();
    const issue = () =>
      context.writer.run(async (trx) => {
        const employeeId = await employeeOf(trx, settings, claims, requestId);
        await insertCode(trx, {
          code_hash: hashToken(code),
          organization_id: organizationId,
          employee_id: employeeId,
          expires_at: new Date(Date.now() + CODE_SECONDS * 1000).toISOString(),
        });
      });
    try {
      await issue();
    } catch (error) {
      // Two sign-ins of one new person at once: the second lost the race to remember (or provision)
      // them, and finds them now.
      if (!isUniqueViolation(error)) throw error;
      await issue();
    }
    return { location: back({ code }) };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    await rememberRefusal(context, organizationId, error);
    return {
      location: back({ error: error.refusal, error_description: REFUSAL_DESCRIPTIONS[error.refusal] }),
      refusal: { code: error.refusal, reason: error.reason },
    };
  }
}

/** The settings' `lastRefusal`: an administrator sees why the last sign-in failed without the server's log. */
async function rememberRefusal(context: ServiceContext, organizationId: string, refused: Refused): Promise<void> {
  // The browser is sent back with the refusal whether or not it could be written down (the route logs it either way).
  await context.writer
    .run((trx) => recordRefusal(trx, organizationId, { at: now(), code: refused.refusal, reason: refused.reason.slice(0, 1000) }))
    .catch(() => undefined);
}

/** Control characters (which names may not hold) out of a provider's claim, at most 255 characters. */
function nameClaim(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const clean = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: intended: the pattern names the characters refused, or the string is hostile input
    .replace(/[\u0000-\u001F\u007F\uD800-\uDFFF]/g, '')
    .trim()
    .slice(0, 255);
  return clean === '' ? null : clean;
}

/**
 * The employee the provider's person is here: by the subject remembered at an earlier sign-in;
 * else by a verified email (`email_verified`, or Entra ID's `xms_edov`) of the allowed domains, and
 * the subject is remembered; else, with provisioning, a new active employee (history's actor `sso`).
 * An employee remembered with another subject is not taken over by a new one with their email.
 */
async function employeeOf(trx: Trx, settings: SsoRow, claims: oidc.IDToken, requestId: string | null): Promise<string> {
  const organizationId = settings.organization_id;
  const known = await employeeOfSubject(trx, organizationId, claims.sub);
  if (known) {
    if (known.status === 'inactive') throw new Refused('SSO__ACCOUNT_INACTIVE', 'the employee is inactive');
    return known.id;
  }
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (email === '')
    throw new Refused(
      'SSO__EMAIL_NOT_VERIFIED',
      'the provider named no email, neither in the ID token nor at its userinfo endpoint (ask for the scope "email"; the claim "email" must be released to this client)',
    );
  if (!(claims.email_verified === true || claims.xms_edov === true)) {
    throw new Refused(
      'SSO__EMAIL_NOT_VERIFIED',
      `the provider did not vouch for the email ${email}: "email_verified" is ${JSON.stringify(claims.email_verified ?? null)} (neither the ID token nor userinfo says true)`,
    );
  }
  const domains = JSON.parse(settings.email_domains) as string[];
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!email.includes('@') || (domains.length > 0 && !domains.includes(domain)))
    throw new Refused('SSO__EMAIL_NOT_ALLOWED', `the email's domain ${domain} is not one of the organization's`);
  const at = now();
  const existing = await findEmployeeByEmail(trx, organizationId, email);
  if (existing) {
    if (existing.status === 'inactive') throw new Refused('SSO__ACCOUNT_INACTIVE', 'the employee is inactive');
    const linked = await subjectOfEmployee(trx, organizationId, existing.id);
    // The same subject: a sign-in of the same person at the same moment (a second tab) made the
    // employee and remembered the subject between this one's two reads (read committed).
    if (linked?.subject === claims.sub) return existing.id;
    if (linked) throw new Refused('SSO__IDENTITY_CONFLICT', 'the employee with this email signs in as another subject of the provider');
    await rememberIdentity(trx, organizationId, claims.sub, existing.id, at);
    return existing.id;
  }
  if (settings.provisioning_role === null) throw new Refused('SSO__UNKNOWN_PERSON', 'no employee has this email and provisioning is off');
  await lockEmployeesOf(trx, organizationId);
  const role = await findRole(trx, organizationId, settings.provisioning_role);
  const unit = settings.provisioning_unit_id === null ? null : await findUnit(trx, organizationId, settings.provisioning_unit_id);
  if (!role || (settings.provisioning_unit_id !== null && !unit)) throw new Refused('SSO__UNKNOWN_PERSON', 'the provisioning role or unit no longer exists');
  const person = await personForNewRecord(trx, organizationId, email, null);
  const row = newEmployeeRow(
    organizationId,
    { email, firstName: nameClaim(claims.given_name), lastName: nameClaim(claims.family_name), role: role.id },
    unit ? { id: unit.id, path: unit.path } : null,
    'active',
    person.id,
    at,
  );
  await insertEmployees(trx, [row]);
  await rememberIdentity(trx, organizationId, claims.sub, row.id, at);
  const actor: Actor = { type: 'sso', id: null, requestId };
  await recordEvent(
    trx,
    organizationId,
    actor,
    employeeEvent('employee.created', null, row, { provisioned: 'sso', ...(person.existing ? { existingPerson: true } : {}) }),
  );
  return row.id;
}

/**
 * `POST /account/sso/exchange`: the callback's one-time code (60 s, single use) for a session, as a
 * password login answers it (a person with a second factor gets its challenge). A used, expired or
 * unknown code is one 401.
 */
export async function exchangeCode(context: ServiceContext, code: string, origin: LoginOrigin): Promise<LoginResult> {
  const invalid = () =>
    new AppError('AUTH__SSO_CODE_INVALID', { detail: 'The code is unknown, used or expired (60 s): sign in through your identity provider again.' });
  const taken = await context.writer.run((trx) => takeCode(trx, hashToken(code)));
  if (!taken || taken.expires_at <= now()) throw invalid();
  const record = await findEmployeeByLogin(context.db, taken.employee_id, taken.organization_id);
  if (!record || record.status === 'inactive') throw invalid();
  return signInVerified(context, record, origin, 'sso');
}

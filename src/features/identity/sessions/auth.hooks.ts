import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../../kernel/errors.js';
import type { Db } from '../../../platform/db/database.js';
import { hashToken } from '../../../kernel/tokens.js';
import { extendSession, type SessionOrigin, type SessionWithEmployee } from './session.repository.js';
import { SessionReader } from './session.reader.js';
import type { Epochs } from '../../../platform/fast/change-epochs.js';
import { permissionsOf, type Permission } from '../../../kernel/permissions.js';
import { accessKeyExists } from '../../organizations/index.js';
import type { Writer } from '../../../platform/db/write.js';
import type { Caller } from '../../../kernel/caller.js';
import { isOrganizationWide } from '../../../kernel/reach.js';
import { isGuestOrganization } from '../../../kernel/guest-organization.js';
import { findGuestOfToken } from '../guests/guest.service.js';
import type { Guest } from '../guests/guest.service.js';
import type { ServiceContext } from '../../../platform/context.js';

export const ACCESS_KEY_HEADER = 'sw-access-key';
export const CONTEXT_TOKEN_HEADER = 'sw-context-token';

/** A guard that also tells the OpenAPI document what it requires. */
export type Guard = preHandlerAsyncHookHandler & { permission?: Permission; organizationLevel?: boolean; session: true; guests?: boolean };

/**
 * Reads the session behind `tokenHash` together with what the route will need, in one statement
 * (one database round trip per authenticated read: docs/contract.md §6), and leaves the rest on the
 * request for the handler (`request.preRead`). The guard still decides 401 and 403 from the session.
 */
export type SessionRead = (request: FastifyRequest, tokenHash: string) => Promise<SessionWithEmployee | undefined>;

interface GuardOptions {
  /** The route's `:id` naming the caller themselves is enough with this permission (own profile). */
  self?: { param: string; permission: Permission };
  readSession?: SessionRead;
  /**
   * Routes a browser's EventSource opens (it cannot send headers): without a context token, the
   * request's single-use ticket names the session (the hash of its token); undefined when it has none.
   */
  ticket?: (request: FastifyRequest) => Promise<string | undefined>;
  /**
   * The permission counts only for organization-level employees (roles' writes, webhooks: what they
   * touch reaches beyond any branch); a unit-level holder gets a 403 with this reason.
   */
  organizationLevel?: string;
  /** Guests may call the route too (their own product lists); every other route answers a guest 403 `AUTH__GUEST_NOT_ALLOWED`. */
  guests?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What the route's SessionRead read besides the session. */
    preRead: unknown;
  }
}

/**
 * Checks `sw-access-key` on every /store-api route except `_info` (docs/contract.md §3). Known keys are
 * remembered for a short while so that a read does not pay a query for its key.
 */
export function installAccessKeyCheck(app: FastifyInstance, db: Db): void {
  const known = new Map<string, number>();
  const rememberMs = 30_000;
  app.decorateRequest('caller', null);
  app.decorateRequest('preRead', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/store-api/') || route.startsWith('/store-api/_info/')) return;
    // A browser sent here by a link or by the identity provider cannot send headers; the route needs none.
    if (request.routeOptions.config.browser === true) return;
    // A ticket was issued to a request that sent the access key (and a session): it stands for both.
    if (request.routeOptions.config.ticket === true && typeof (request.query as { ticket?: unknown } | undefined)?.ticket === 'string') return;
    const key = request.headers[ACCESS_KEY_HEADER];
    if (typeof key !== 'string' || key === '') {
      throw new AppError('AUTH__ACCESS_KEY_INVALID', { detail: 'The sw-access-key header is missing.' });
    }
    const until = known.get(key);
    if (until !== undefined && until > Date.now()) return;
    if (key.length > 128 || !(await accessKeyExists(db, key))) {
      known.delete(key);
      throw new AppError('AUTH__ACCESS_KEY_INVALID', { detail: 'The sw-access-key header names no known storefront.' });
    }
    if (known.size > 1000) known.clear();
    known.set(key, Date.now() + rememberMs);
  });
}

export interface SessionSettings {
  writer: Writer;
  readDb: Db;
  ttlSeconds: number;
  /** Sliding lifetime of a guest's session (GUEST_TTL_DAYS): a guest's lists are kept as long. */
  guestTtlSeconds: number;
  /** SQLite served by this process, PostgreSQL by this instance alone: sessions may be answered from memory (session.reader.ts). */
  epochs?: Epochs;
}

/** Why a session no longer stands for its employee (the 401's detail), or undefined while it does. */
export function sessionProblem(session: SessionWithEmployee | undefined, nowMs = Date.now()): string | undefined {
  // An ended session leaves no row, so "never issued" and "ended" cannot be told apart.
  if (!session) return 'No session has this sw-context-token: it was never issued, or the session ended (logout, password change, deleted employee); log in.';
  if (Date.parse(session.expires_at) <= nowMs) return 'The session has expired; log in again.';
  if (session.status !== 'active') return 'The employee of this session is no longer active; the session has ended.';
  return undefined;
}

/** The caller a valid session stands for, with its role's permissions as they are now. */
export function callerOfSession(session: SessionWithEmployee, tokenHash: string, requestId: string | null = null): Caller {
  return {
    employeeId: session.employee_id,
    organizationId: session.organization_id,
    role: session.role,
    permissions: permissionsOf(session.role, session.role_permissions),
    tokenHash,
    unitId: session.unit_id,
    // A unit id without a unit (deleted in a race the write lock rules out) reaches nothing rather than everything.
    unitPath: session.unit_id === null ? null : (session.unit_path ?? session.unit_id),
    requestId,
    ...(session.enroll_only === 1 ? { enrollOnly: true } : {}),
    ...(session.via_sso === 1 ? { viaSso: true } : {}),
    ...(isGuestOrganization(session.organization_id) ? { guest: true } : {}),
  };
}

/** Finds the caller behind `sw-context-token`; slides the expiry forward at most once a minute. */
async function authenticate(request: FastifyRequest, settings: SessionSettings, readSession: SessionRead, ticket?: GuardOptions['ticket']): Promise<Caller> {
  const token = request.headers[CONTEXT_TOKEN_HEADER];
  const ticketed = ticket && (typeof token !== 'string' || token === '') ? await ticket(request) : undefined;
  if (ticketed === undefined && (typeof token !== 'string' || token === '' || token.length > 256)) {
    throw new AppError('AUTH__CONTEXT_TOKEN_INVALID', { detail: 'A valid sw-context-token header is required; log in first.' });
  }
  const tokenHash = ticketed ?? hashToken(token as string);
  const session = await readSession(request, tokenHash);
  const nowMs = Date.now();
  const problem = sessionProblem(session, nowMs);
  if (problem !== undefined || !session) throw new AppError('AUTH__CONTEXT_TOKEN_INVALID', { detail: problem });
  const caller = callerOfSession(session, tokenHash, request.id);
  const ttlMs = (caller.guest ? settings.guestTtlSeconds : settings.ttlSeconds) * 1000;
  if (Date.parse(session.expires_at) - nowMs < ttlMs - 60_000) {
    const expiresAt = new Date(nowMs + ttlMs).toISOString();
    const usedAt = new Date(nowMs).toISOString();
    await settings.writer.run((trx) => extendSession(trx, tokenHash, expiresAt, usedAt));
  }
  return caller;
}

function guestNotAllowed(): AppError {
  return new AppError('AUTH__GUEST_NOT_ALLOWED', {
    detail:
      "A guest may only work with its own product lists (no sharing, no events) and log out; log in to do this (send the guest's sw-context-token with the login and its lists become yours).",
  });
}

function enrollmentRequired(): AppError {
  return new AppError('AUTH__SECOND_FACTOR_ENROLLMENT_REQUIRED', {
    detail:
      'Your organization requires a second factor: turn one on (POST /store-api/account/second-factor/totp, then …/confirm) and this session may do everything your role allows.',
  });
}

export function createGuards(settings: SessionSettings) {
  const sessions = new SessionReader(settings.readDb, settings.epochs);
  const findSession: SessionRead = (_request, tokenHash) => sessions.find(tokenHash);
  /** The route needs a session and `permission` (or, for `self`, the caller's own record). */
  function requirePermission(permission: Permission, options: GuardOptions = {}): Guard {
    const readSession = options.readSession ?? findSession;
    const guard = async (request: FastifyRequest) => {
      const caller = await authenticate(request, settings, readSession, options.ticket);
      request.caller = caller;
      if (caller.enrollOnly) throw enrollmentRequired();
      if (caller.guest && !options.guests) throw guestNotAllowed();
      if (caller.permissions.has(permission)) {
        if (options.organizationLevel !== undefined && !isOrganizationWide(caller)) {
          throw new AppError('AUTH__PERMISSION_DENIED', { detail: options.organizationLevel, parameters: { permission } });
        }
        return;
      }
      const self = options.self;
      if (self && caller.permissions.has(self.permission)) {
        const params = request.params as Record<string, unknown> | undefined;
        if (params?.[self.param] === caller.employeeId) return;
      }
      throw new AppError('AUTH__PERMISSION_DENIED', {
        detail: `This needs the permission "${permission}".`,
        parameters: { permission },
      });
    };
    return Object.assign(guard, {
      permission,
      organizationLevel: options.organizationLevel !== undefined,
      session: true as const,
      guests: options.guests === true,
    });
  }

  /**
   * The route needs a session, whatever the caller's permissions. `enrollOnly`: a session that may
   * only enroll a second factor may call it too (who am I, log out, enroll, switch organization).
   */
  function requireSession(options: { enrollOnly?: boolean; guests?: boolean } = {}): Guard {
    const guard = async (request: FastifyRequest) => {
      const caller = await authenticate(request, settings, findSession);
      request.caller = caller;
      if (caller.enrollOnly && !options.enrollOnly) throw enrollmentRequired();
      if (caller.guest && !options.guests) throw guestNotAllowed();
    };
    return Object.assign(guard, { session: true as const, guests: options.guests === true });
  }

  return { requirePermission, requireSession, sessions };
}

export type Guards = ReturnType<typeof createGuards>;

/**
 * Where a login comes from (account.service.ts): the client's address, the request and its
 * User-Agent, and the guest whose context token it carries, if it carries a guest's
 * (features/identity/guests/guest.service.ts; any other token is no guest's, and ignored).
 */
export async function loginOriginOf(context: ServiceContext, request: FastifyRequest): Promise<LoginOrigin> {
  const guest = await findGuestOfToken(context, request.headers[CONTEXT_TOKEN_HEADER]);
  return { address: request.ip, requestId: request.id, userAgent: sessionOriginOf(request).userAgent, ...(guest ? { guest } : {}) };
}

/** Where a request opening a session comes from: its User-Agent and client address (behind a trusted proxy, the forwarded one). */
export function sessionOriginOf(request: FastifyRequest): SessionOrigin {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' && agent !== '' ? agent : null, clientAddress: request.ip ?? null };
}

export { sessionExpiry } from '../../../kernel/time.js';

/** Where a login comes from; `guest`: the guest whose context token it carried (its lists become the employee's). */
export interface LoginOrigin {
  address: string;
  requestId: string | null;
  userAgent: string | null;
  guest?: Guest;
}

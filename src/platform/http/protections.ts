import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../kernel/config.js';
import { AppError } from '../../kernel/errors.js';

/**
 * What every answer carries and every client is held to, before any route runs (docs/operations.md,
 * "Security"): security headers for a JSON API, private caching, a per-client rate limit, and a
 * bound on the password hashes one client address may have queued.
 */
export async function installProtections(
  app: FastifyInstance,
  config: Config,
  redis: Redis | undefined,
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  const allowed = config.RATE_LIMIT_ALLOW ? config.RATE_LIMIT_ALLOW.split(',').map((address) => address.trim()) : [];
  if (config.RATE_LIMIT_MAX > 0) {
    await app.register(rateLimit, {
      global: false,
      max: config.RATE_LIMIT_MAX,
      timeWindow: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
      allowList: allowed.length > 0 ? allowed : undefined,
      // Shared by every instance through Redis when it is configured; one client's count, wherever it lands.
      redis,
      nameSpace: 'store-api:rate-limit:',
      // Redis down: serve rather than refuse everyone (the login throttle still counts or says so).
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new AppError('REQUEST__TOO_MANY_REQUESTS', {
          detail: `Too many requests from this client; try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
          parameters: { limit: context.max, retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) },
        }),
    });
    // Before the access-key check, so that guessing keys is limited too; never the balancer's probes.
    const limit = app.rateLimit();
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/health/')) await limit.call(app, request, reply);
    });
  }

  installHashQueueLimit(app, config.PASSWORD_HASHES_QUEUED_PER_ADDRESS, new Set(allowed));
}

/**
 * The headers every answer carries, chosen by helmet once at start. A JSON API renders nothing: no
 * content may load from its answers, none may be framed, and a browser must never sniff a JSON
 * answer into something it would run. helmet computes them; they never change per request, so they
 * are set from one object (@fastify/helmet runs helmet's middleware in two hooks on every request,
 * which halved the detail read's throughput: docs/decisions.md).
 * The context token is a custom header that shared caches do not take for a credential: no answer
 * may be kept by them. `no-cache` (not `no-store`) keeps the client's own ETag revalidation.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Cross-origin storefronts call with CORS; the opener and embedder policies concern documents.
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    // A legacy header whose only setting helmet offers (0) turns off a filter browsers removed.
    xXssProtection: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  headers['cache-control'] = 'private, no-cache';
  headers.vary = 'sw-access-key, sw-context-token';
  return headers;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route hashes or verifies a password when this says so of the request's body. */
    hashesPassword?: (body: unknown) => boolean;
    /**
     * The route takes `text/csv` bodies (platform/http/validation.ts): `true` beside JSON, `'only'` as its
     * one body type. Such routes take files, so IMPORT_BODY_LIMIT_BYTES bounds them (errors.ts).
     */
    csv?: true | 'only';
    /** A SCIM route: its bodies are `application/scim+json` (or JSON), its errors SCIM's (scim.routes.ts). */
    scim?: boolean;
    /** The route takes a single-use `?ticket=` instead of the sw-access-key and sw-context-token headers (auth.hooks.ts). */
    ticket?: boolean;
    /** A browser opens the route itself (single sign-on's redirect and callback): no sw-access-key, no session. */
    browser?: boolean;
  }
}

const hashSlot = Symbol('store-api.hashSlot');
type HashingRequest = FastifyRequest & { [hashSlot]?: string };

/**
 * Argon2id is the most expensive thing the service does on purpose: one client address may have
 * at most `limit` requests that hash or verify a password in flight at once; the next is a 429
 * at once (no queue), so one client cannot fill the password threads' queue for everyone. Only the
 * routes that hash get the hooks (every other request pays nothing); addresses of RATE_LIMIT_ALLOW
 * are exempt here too.
 */
function installHashQueueLimit(app: FastifyInstance, limit: number, exempt: ReadonlySet<string>): void {
  const inFlight = new Map<string, number>();
  const gate = (request: HashingRequest, _reply: unknown, done: (error?: Error) => void) => {
    const needsHash = request.routeOptions.config.hashesPassword;
    if (!needsHash?.(request.body) || exempt.has(request.ip)) {
      done();
      return;
    }
    const count = inFlight.get(request.ip) ?? 0;
    if (count >= limit) {
      done(
        new AppError('REQUEST__TOO_MANY_REQUESTS', {
          detail: `This client already has ${limit} requests hashing a password under way; wait for their answers.`,
          parameters: { limit, retryAfter: 1 },
          headers: { 'retry-after': '1' },
        }),
      );
      return;
    }
    inFlight.set(request.ip, count + 1);
    request[hashSlot] = request.ip;
    done();
  };
  const free = (request: HashingRequest) => {
    const address = request[hashSlot];
    if (address === undefined) return;
    request[hashSlot] = undefined;
    const count = (inFlight.get(address) ?? 1) - 1;
    if (count <= 0) inFlight.delete(address);
    else inFlight.set(address, count);
  };
  const onResponse = (request: HashingRequest, _reply: unknown, done: () => void) => {
    free(request);
    done();
  };
  const onRequestAbort = (request: HashingRequest, done: () => void) => {
    free(request);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.hashesPassword) return;
    // First, before the route's own guard: a flood is refused before any lookup.
    route.preHandler = [gate, ...[route.preHandler ?? []].flat()] as typeof route.preHandler;
    // The answer, or a client hanging up early, frees the slot.
    route.onResponse = [onResponse, ...[route.onResponse ?? []].flat()] as typeof route.onResponse;
    route.onRequestAbort = [onRequestAbort, ...[route.onRequestAbort ?? []].flat()] as typeof route.onRequestAbort;
  });
}

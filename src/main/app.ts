import { onAccessChanged } from '../platform/fast/freshness.js';
import { guestRoutes } from '../features/identity/guests/guest.routes.js';
import { LIST_EVENTS_CHANNEL, ListEventHub } from '../platform/live/list-events.js';
import { listEventRoutes } from '../features/live/list-events.routes.js';
import { randomUUID } from 'node:crypto';
import { buildCachedSerializer } from '../platform/http/serializers.js';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RawRequestDefaultExpression } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { trustedProxies, type Config } from '../kernel/config.js';
import type { DatabaseHandle, Db } from '../platform/db/database.js';
import type { DialectName } from '../platform/db/dialect.js';
import type { Writer } from '../platform/db/write.js';
import type { Epochs } from '../platform/fast/change-epochs.js';
import { clientErrorAnswerer, frameworkErrorAnswerer, installErrorHandling } from '../platform/http/error-handler.js';
import { installValidation } from '../platform/http/validation.js';
import { installProtections, securityHeaders } from '../platform/http/protections.js';
import { installCors } from '../platform/http/cors.js';
import { fileURLToPath } from 'node:url';
import { elementRoutes } from '../features/elements/elements.routes.js';
import { DOCS_PAGE_PATH } from '../platform/http/document-paths.js';
import { installOpenApi } from './openapi/openapi.js';
import { passwordHasherFor, type PasswordHasher } from '../platform/passwords/passwords.js';
import { MemoryFailureThrottle, RedisFailureThrottle, type LoginThrottles } from '../platform/throttle/throttle.js';
import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';
import { createGuards, installAccessKeyCheck, type Guards } from '../features/identity/sessions/auth.hooks.js';
import { accountRoutes } from '../features/identity/accounts/account.routes.js';
import { employeeRoutes } from '../features/employees/employee.routes.js';
import { productListRoutes } from '../features/product-lists/product-list.routes.js';
import { roleRoutes } from '../features/roles/role.routes.js';
import { organizationUnitRoutes } from '../features/units/organization-unit.routes.js';
import { systemRoutes } from '../features/system/system.routes.js';
import { auditRoutes } from '../features/audit/audit.routes.js';
import { webhookRoutes } from '../features/webhooks/webhook.routes.js';
import { organizationRoutes } from '../features/organizations/organization.routes.js';
import { ssoRoutes } from '../features/federation/sso/sso.routes.js';
import { scimRoutes, scimTokenRoutes, SCIM_BASE } from '../features/federation/scim/scim.routes.js';
import { answerInScimFormat } from '../features/federation/scim/scim.schemas.js';
import { WebhookDispatcher } from '../features/webhooks/webhook.dispatcher.js';
import type { Resolver } from '../platform/http/outbound-address.js';
import { installShutdownState } from '../platform/http/shutdown.js';
import { installLargeAnswers } from '../platform/http/large-answers.js';
import type { Registry } from 'prom-client';
import type { FeatureCounts } from '../platform/metrics/metrics.js';
import type { GuestListsHandover } from '../features/identity/index.js';
import { adoptGuestLists } from '../features/product-lists/product-list.adoption.js';
import { listMemoOf } from '../features/product-lists/product-list.reads.js';
import { withSessionReadsOf } from '../features/product-lists/product-list.with-session.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    readDb: Db;
    /** Every write goes through it: one durable transaction per unit of work (group commit on SQLite). */
    writer: Writer;
    dialect: DialectName;
    epochs: Epochs | undefined;
    config: Config;
    passwords: PasswordHasher;
    guards: Guards;
    loginThrottles: LoginThrottles;
    /** Live list changes: streams of this instance, fed in process (SQLite) or by LISTEN (PostgreSQL). */
    listEvents: ListEventHub;
    /** A guest's lists at its login (features/product-lists/product-list.adoption.ts), handed to identity. */
    guestListsHandover: GuestListsHandover;
    /** Prometheus registry when METRICS_PORT is set (server.ts serves it on that port). */
    metrics: Registry | undefined;
    /** Delivers the outbox to webhooks (features/webhooks/webhook.dispatcher.ts). */
    webhooks: WebhookDispatcher;
    resolveWebhookHost: Resolver | undefined;
    /** Publishes events to RabbitMQ when EVENTS_AMQP_URL is set (features/broker/amqp-relay.ts). */
    eventBroker?: import('../features/broker/amqp-relay.js').AmqpRelay;
  }
}

export interface BuildOptions {
  /** pino logger settings; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Where the service's own logger (its level and redaction as in production) writes instead of stdout: tests read their log. */
  logDestination?: { write(line: string): void };
  /** Readable log lines (pino-pretty, on a thread of its own) instead of JSON: `npm start` on a terminal. */
  prettyLogs?: boolean;
  /** How webhook hosts resolve (tests: a host whose answer changes); the system's resolver otherwise. */
  resolveWebhookHost?: Resolver;
}

/** Builds the whole service on a database; never listens (server.ts and tests decide that). */
export async function buildApp(config: Config, database: DatabaseHandle, options: BuildOptions = {}) {
  const trustProxy = trustedProxies(config.TRUST_PROXY);
  const headers = securityHeaders();
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      // Secrets never reach the log (docs/contract.md §2, §3).
      redact: ['req.headers["sw-context-token"]', 'req.headers.authorization', 'req.headers.cookie', '*.password', '*.currentPassword', '*.token'],
      ...(options.logDestination ? { stream: options.logDestination } : {}),
      ...(options.prettyLogs && !options.logDestination
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true } } }
        : {}),
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy,
    genReqId: requestIdOf(trustProxy !== false),
    frameworkErrors: frameworkErrorAnswerer({ '/scim/': answerInScimFormat }),
    clientErrorHandler: clientErrorAnswerer(headers),
    // While closing, requests still arriving on open connections are answered, not refused with
    // Fastify's own 503 body: the drain in shutdown.ts closes those connections after their answer.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Slow clients (slowloris): headers and whole requests have deadlines; Node checks open
    // connections against them every second.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    http: { headersTimeout: config.HEADERS_TIMEOUT_SECONDS * 1000, connectionsCheckingInterval: 1000 },
    schemaController: { compilersFactory: { buildSerializer: buildCachedSerializer } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', database.db);
  app.decorate('readDb', database.readDb);
  app.decorate('dialect', database.dialect);
  app.decorate('writer', database.writer);
  // SQLite served by this process: list rows remembered by list from here on (the tables exist: migrated before).
  database.epochs?.trackListRows();
  app.decorate('epochs', database.epochs);
  app.decorate('config', config);
  const passwords = passwordHasherFor(config);
  app.decorate('passwords', passwords);
  app.addHook('onClose', () => passwords.close());
  app.decorate(
    'guards',
    createGuards({
      writer: database.writer,
      readDb: database.readDb,
      ttlSeconds: config.SESSION_TTL_SECONDS,
      guestTtlSeconds: config.GUEST_TTL_DAYS * 86400,
      epochs: database.epochs,
    }),
  );
  const redis = config.REDIS_URL ? connectRedis(app, config.REDIS_URL) : undefined;
  const listEvents = new ListEventHub({
    maxStreams: config.EVENTS_MAX_STREAMS,
    // PostgreSQL carries events itself; MariaDB through Redis where a cluster has one; else in process.
    ...(database.dialect === 'postgres' ? { databaseUrl: database.url } : {}),
    ...(database.dialect === 'mysql' && redis
      ? { redis, redisChannel: `${LIST_EVENTS_CHANNEL}:${new URL(database.url).host}${new URL(database.url).pathname}` }
      : {}),
    log: app.log,
  });
  await listEvents.start();
  app.decorate('listEvents', listEvents);
  app.decorate('guestListsHandover', adoptGuestLists);
  const stopHearingAccess = onAccessChanged(database.db, listEvents.accessChanged);
  app.addHook('onClose', () => {
    stopHearingAccess();
    return listEvents.close();
  });
  app.decorate('loginThrottles', createLoginThrottles(config, redis));

  installErrorHandling(app, DOCS_PAGE_PATH);
  await installProtections(app, config, redis, headers);
  await installCors(app, config.CORS_ALLOWED_ORIGINS);
  installShutdownState(app);
  installLargeAnswers(app);
  // Before the routes, so that the timing hook covers them all. Loaded only when asked for: an
  // instance without metrics never pays prom-client's memory.
  app.decorate(
    'metrics',
    config.METRICS_PORT === undefined ? undefined : (await import('../platform/metrics/metrics.js')).installMetrics(app, database, featureCounts(app)),
  );
  installValidation(app);
  installAccessKeyCheck(app, database.db);
  await installOpenApi(app);

  await app.register(systemRoutes);
  // dist/elements, beside dist/src and dist/bundle (this file is in either's main/).
  await app.register(elementRoutes, { directory: fileURLToPath(new URL('../../elements/', import.meta.url)) });
  await app.register(accountRoutes);
  await app.register(guestRoutes);
  await app.register(employeeRoutes);
  await app.register(productListRoutes);
  await app.register(listEventRoutes);
  await app.register(roleRoutes);
  await app.register(organizationUnitRoutes);
  await app.register(auditRoutes);
  await app.register(webhookRoutes);
  await app.register(organizationRoutes);
  await app.register(ssoRoutes);
  await app.register(scimTokenRoutes);
  await app.register(scimRoutes, { prefix: SCIM_BASE });

  const webhooks = new WebhookDispatcher({
    readDb: database.readDb,
    writer: database.writer,
    config,
    log: app.log,
    soleProcess: database.dialect === 'sqlite' && database.epochs !== undefined,
    ...(options.resolveWebhookHost ? { resolve: options.resolveWebhookHost } : {}),
  });
  app.decorate('webhooks', webhooks);
  app.decorate('resolveWebhookHost', options.resolveWebhookHost);
  app.addHook('onReady', async () => webhooks.start());
  // First among the onClose hooks' work: deliveries under way end before the database closes.
  app.addHook('preClose', async () => webhooks.stop());
  if (config.EVENTS_AMQP_URL) {
    const { AmqpRelay } = await import('../features/broker/amqp-relay.js');
    const relay = new AmqpRelay({ db: database.db, writer: database.writer, url: config.EVENTS_AMQP_URL, log: app.log });
    app.decorate('eventBroker', relay);
    app.addHook('onReady', async () => relay.start());
    app.addHook('preClose', async () => relay.stop());
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Behind a trusted balancer, its `X-Request-Id` (deploy/haproxy.cfg sets one) becomes the request
 * id, so the balancer's log line and the instance's share it; otherwise, or when it is not a
 * plain token, a new UUID.
 */
function requestIdOf(behindTrustedProxy: boolean): (request: RawRequestDefaultExpression) => string {
  if (!behindTrustedProxy) return () => randomUUID();
  return (request) => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && /^[\w.:+/=-]{1,128}$/.test(given) ? given : randomUUID();
  };
}

/** One Redis connection per instance, for the login throttle, the rate limit and (MariaDB) publishing live events (loaded only when configured). */
function connectRedis(app: FastifyInstance, url: string): RedisClient {
  const { Redis } = createRequire(import.meta.url)('ioredis') as { Redis: typeof RedisClient };
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // A Redis outage must not crash the service; a login that cannot count answers 500 and says so in the log.
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/** In memory per instance, or shared through Redis when `REDIS_URL` is set (docs/contract.md §7). */
function createLoginThrottles(config: Config, redis: RedisClient | undefined): LoginThrottles {
  const windowMs = config.LOGIN_THROTTLE_WINDOW_SECONDS * 1000;
  if (!redis) {
    return {
      byAccount: new MemoryFailureThrottle(config.LOGIN_MAX_FAILURES_PER_USERNAME, windowMs),
      byAddress: new MemoryFailureThrottle(config.LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs),
      guests: new MemoryFailureThrottle(config.GUESTS_PER_ADDRESS, windowMs),
    };
  }
  return {
    byAccount: new RedisFailureThrottle(redis, config.LOGIN_MAX_FAILURES_PER_USERNAME, windowMs),
    byAddress: new RedisFailureThrottle(redis, config.LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs),
    guests: new RedisFailureThrottle(redis, config.GUESTS_PER_ADDRESS, windowMs, 'store-api:guests:'),
  };
}

/** What the metrics read of the features at each scrape. */
function featureCounts(app: FastifyInstance): FeatureCounts {
  return {
    readBatches: () => ({
      session: app.guards.sessions.batcher.stats,
      detail: withSessionReadsOf(app.readDb).detail.stats,
      search: withSessionReadsOf(app.readDb).revision.stats,
    }),
    memoryReads: () => {
      const lists = listMemoOf(app);
      return { sessions: app.guards.sessions.memo?.stats, lists: lists?.rows.stats, revisions: lists?.revisions.stats };
    },
  };
}

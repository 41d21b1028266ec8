import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

/**
 * Every setting of the service, read only from environment variables, only here, once at start.
 * The README's configuration table lists the same variables.
 */
export const ConfigSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000, description: 'TCP port to listen on.' }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1', description: 'Address to listen on.' }),
  DATABASE_URL: Type.String({
    pattern: '^(sqlite:.+|postgres(ql)?://.+|(mysql|mariadb)://.+)$',
    default: 'sqlite:./data/store-api.sqlite',
    description: 'sqlite:PATH, postgres://user@host:port/database or mysql://user:password@host:port/database (MariaDB 10.11+; mariadb:// alike)',
  }),
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 200, default: 10, description: 'PostgreSQL or MariaDB connections per instance.' }),
  SQLITE_CACHE_MIB: Type.Integer({
    minimum: 1,
    maximum: 4096,
    default: 8,
    description: "SQLite: page cache of the service's connection (it writes and reads). Pages beyond it are read again from the operating system's file cache.",
  }),
  STORE_API_ACCESS_KEY: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$', description: 'Storefront access key to register at start; generated on first start if unset.' }),
  ),
  STORE_API_ADMIN_EMAIL: Type.String({ format: 'email', default: 'admin@example.com', description: 'Login of the first admin, created on first start.' }),
  STORE_API_ADMIN_PASSWORD: Type.Optional(
    Type.String({ minLength: 8, maxLength: 1024, description: 'Password of the first admin; generated and printed once if unset.' }),
  ),
  STORE_API_ORGANIZATION_NAME: Type.String({ minLength: 1, maxLength: 255, default: 'Default organization', description: 'Name of the first organization.' }),
  SESSION_TTL_SECONDS: Type.Integer({ minimum: 60, default: 86400, description: 'Sliding lifetime of a login session.' }),
  INVITATION_TTL_SECONDS: Type.Integer({ minimum: 60, default: 604800, description: 'Lifetime of an invitation token.' }),
  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, default: 1048576, description: 'Largest accepted request body.' }),
  IMPORT_BODY_LIMIT_BYTES: Type.Integer({
    minimum: 1024,
    default: 16777216,
    description: 'Largest CSV file an import takes (product-list imports, employees as CSV).',
  }),
  EVENTS_MAX_STREAMS: Type.Integer({ minimum: 0, default: 10000, description: 'Event streams (GET …/events) one instance serves at once; the next is a 503.' }),
  EVENTS_MAX_STREAMS_PER_SESSION: Type.Integer({
    minimum: 1,
    default: 32,
    description: 'Event streams one session may hold open on one instance (tabs, screens); the next is a 429.',
  }),
  EVENTS_HEARTBEAT_SECONDS: Type.Number({
    minimum: 0.05,
    maximum: 300,
    default: 15,
    description: 'An open event stream gets a heartbeat this often, and its access (session, list) is checked again.',
  }),
  PRODUCT_LIST_MAX_LINE_ITEMS: Type.Integer({ minimum: 1, maximum: 100000, default: 1000, description: 'Most line items one product list may hold.' }),
  ANSWER_CACHE_MIB: Type.Integer({
    minimum: 0,
    maximum: 4096,
    default: 16,
    description: 'Memory for serialized answers read more than once (list details, searches), checked against the database on every read; 0 turns it off.',
  }),
  LOGIN_MAX_FAILURES_PER_USERNAME: Type.Integer({
    minimum: 1,
    default: 5,
    description: 'Failed logins per account within the window before 429 (its email and its id count together).',
  }),
  LOGIN_MAX_FAILURES_PER_ADDRESS: Type.Integer({ minimum: 1, default: 50, description: 'Failed logins per client address within the window before 429.' }),
  GUEST_TTL_DAYS: Type.Integer({
    minimum: 1,
    maximum: 3650,
    default: 30,
    description: 'A guest (POST /account/guest) unused this many days goes, with its lists (its session slides as long).',
  }),
  GUEST_MAX_LISTS: Type.Integer({ minimum: 1, maximum: 1000, default: 20, description: 'Most product lists one guest may hold.' }),
  GUESTS_PER_ADDRESS: Type.Integer({
    minimum: 1,
    default: 20,
    description: 'Guests one client address may start within the login throttle window before 429.',
  }),
  LOGIN_THROTTLE_WINDOW_SECONDS: Type.Integer({ minimum: 1, default: 900, description: 'Window of the login throttle.' }),
  PASSWORD_HASH_MEMORY_KIB: Type.Integer({ minimum: 1024, default: 19456, description: 'Argon2id memory cost (OWASP: 19 MiB).' }),
  PASSWORD_HASH_ITERATIONS: Type.Integer({ minimum: 1, default: 2, description: 'Argon2id time cost (OWASP: 2).' }),
  REDIS_URL: Type.Optional(
    Type.String({ pattern: '^rediss?://.+', description: 'Share login throttling between instances through Redis (redis://host:6379).' }),
  ),
  PASSWORD_HASH_CONCURRENCY: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 64, description: 'Argon2id hashes computed at once; default: the cores less one (at least one).' }),
  ),
  LOG_LEVEL: Type.Union(
    [
      Type.Literal('fatal'),
      Type.Literal('error'),
      Type.Literal('warn'),
      Type.Literal('info'),
      Type.Literal('debug'),
      Type.Literal('trace'),
      Type.Literal('silent'),
    ],
    { default: 'info', description: 'pino log level.' },
  ),
  LOG_FORMAT: Type.Union([Type.Literal('auto'), Type.Literal('json'), Type.Literal('pretty')], {
    default: 'auto',
    description: 'auto: readable lines on a terminal, JSON lines otherwise (files, pipes, log shippers); or always json, or always pretty.',
  }),
  TRUST_PROXY: Type.String({
    pattern: '^(true|false|[0-9]{1,2}|[0-9A-Fa-f.:/]+(,[0-9A-Fa-f.:/]+)*)$',
    default: 'false',
    description:
      "Behind a load balancer: take the client address from X-Forwarded-For, trusting `true` every hop, a number of hops, or only these addresses/CIDRs (comma-separated, e.g. the balancer's).",
  }),
  RATE_LIMIT_MAX: Type.Integer({
    minimum: 0,
    default: 3000,
    description: 'Requests one client address may make per window (every route; shared through Redis when REDIS_URL is set); 0 turns the limit off.',
  }),
  RATE_LIMIT_WINDOW_SECONDS: Type.Integer({ minimum: 1, default: 60, description: 'Window of the per-client rate limit.' }),
  RATE_LIMIT_ALLOW: Type.Optional(
    Type.String({
      pattern: '^[0-9A-Fa-f.:]+(\\s*,\\s*[0-9A-Fa-f.:]+)*$',
      description: 'Client addresses the rate limit never applies to (comma-separated): a storefront server that calls for all its users, say.',
    }),
  ),
  PASSWORD_HASHES_QUEUED_PER_ADDRESS: Type.Integer({
    minimum: 1,
    default: 4,
    description: 'Requests of one client address that may hash or verify a password at once (logins, password changes); the next is a 429.',
  }),
  HEADERS_TIMEOUT_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 600,
    default: 10,
    description: 'A client must send its request headers within this time, or the connection is closed (slow clients).',
  }),
  REQUEST_TIMEOUT_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 3600,
    default: 30,
    description: 'A client must send its whole request (headers and body) within this time, or gets a 408.',
  }),
  METRICS_PORT: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 65535,
      description: 'Serve Prometheus metrics at http://METRICS_HOST:METRICS_PORT/metrics (a listener of its own, never under /store-api); off unless set.',
    }),
  ),
  METRICS_HOST: Type.String({ minLength: 1, default: '127.0.0.1', description: 'Address the metrics listener binds to.' }),
  WEBHOOK_ALLOW_HTTP: Type.Boolean({
    default: false,
    description: 'Admit http:// webhook URLs (else https:// only). For local receivers in development and tests.',
  }),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: Type.Boolean({
    default: false,
    description:
      'Admit webhook URLs that resolve to loopback, private, link-local or metadata addresses (checked at registration and at every delivery). For receivers inside your own network.',
  }),
  WEBHOOK_RETRY_MAX_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 86400,
    default: 600,
    description: 'Longest wait between two attempts of a failing webhook (the first retry comes after about a second, doubling with jitter up to this).',
  }),
  WEBHOOK_FAILING_AFTER_SECONDS: Type.Integer({
    minimum: 1,
    default: 86400,
    description: 'A webhook failing for this long is marked `failing` and stops being tried; it keeps its backlog until enabled again (PATCH status active).',
  }),
  WEBHOOK_TIMEOUT_SECONDS: Type.Number({
    minimum: 0.1,
    maximum: 60,
    default: 10,
    description: 'A receiver must answer 2xx within this time, or the attempt failed.',
  }),
  WEBHOOK_LEASE_SECONDS: Type.Number({
    minimum: 1,
    maximum: 600,
    default: 6,
    description:
      "How long an instance holds a webhook while delivering to it (renewed every third of it while held); a killed instance's webhooks are taken over by another instance after this. On SQLite a restarted process takes them at once.",
  }),
  WEBHOOK_CONCURRENCY: Type.Integer({
    minimum: 0,
    maximum: 256,
    default: 16,
    description: 'Webhooks one instance delivers to at once (each in sequence order); 0: this instance delivers none.',
  }),
  PUBLIC_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^/?#]+$',
      description:
        "The service's public origin (https://api.example.com): single sign-on's callback address is built on it. Unset: the request's own origin (behind TRUST_PROXY, its forwarded host and scheme).",
    }),
  ),
  CORS_ALLOWED_ORIGINS: Type.Optional(
    Type.String({
      pattern: '^https?://[^/?#,\\s]+(\\s*,\\s*https?://[^/?#,\\s]+)*$',
      description:
        "Origins whose pages may call the API from a browser (CORS), comma-separated: the shops that embed the elements (https://shop.example.com). Unset: none (a browser on another origin is refused; the elements' script itself loads from anywhere).",
    }),
  ),
  SSO_ALLOWED_RETURN_ORIGINS: Type.Optional(
    Type.String({
      pattern: '^https?://[^/?#,\\s]+(\\s*,\\s*https?://[^/?#,\\s]+)*$',
      description:
        'Origins single sign-on may send a browser back to with its one-time code (`returnTo`), comma-separated: your storefronts (https://shop.example.com). Unset: none, so single sign-on cannot start.',
    }),
  ),
  SSO_ALLOW_HTTP_ISSUERS: Type.Boolean({
    default: false,
    description: 'Admit http:// OpenID providers (else https:// only). For a local provider in development and tests.',
  }),
  SSO_ALLOW_PRIVATE_ISSUERS: Type.Boolean({
    default: false,
    description:
      'Admit OpenID providers whose host resolves to loopback, private or link-local addresses (else public ones only: no organization makes the service probe its own network). For a provider inside your network, and tests.',
  }),
  EVENTS_AMQP_URL: Type.Optional(
    Type.String({
      pattern: '^amqps?://.+',
      description:
        'Publish every event to RabbitMQ as well: topic exchange `store-api.events`, routing key `<organizationId>.<type>`, persistent, with publisher confirms.',
    }),
  ),
  AUDIT_RETENTION_DAYS: Type.Integer({
    minimum: 1,
    default: 400,
    description: 'History (events) older than this is deleted by housekeeping; nothing else deletes it.',
  }),
  SHUTDOWN_DELAY_SECONDS: Type.Number({
    minimum: 0,
    maximum: 60,
    default: 2,
    description: 'On SIGTERM: seconds of serving on with readiness 503, so the load balancer stops sending first.',
  }),
  SHUTDOWN_TIMEOUT_SECONDS: Type.Number({
    minimum: 0,
    maximum: 600,
    default: 7,
    description: 'On SIGTERM or SIGINT: seconds requests under way get once the listener has closed; then the last connections are cut.',
  }),
});

export type Config = Readonly<Static<typeof ConfigSchema>>;

/** TRUST_PROXY as Fastify's `trustProxy` takes it: false, true, the trusted addresses, or a test of the hop. */
export function trustedProxies(value: string): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === 'true' || value === 'false') return value === 'true';
  if (!/^[0-9]+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/** The values a variable takes when it is a choice of constants (LOG_LEVEL), else undefined. */
function choicesOf(name: string): string[] | undefined {
  const schema = (ConfigSchema.properties as Record<string, { anyOf?: { const?: unknown }[] }>)[name];
  const values = schema?.anyOf?.map((option) => option.const);
  return values?.every((value) => typeof value === 'string') ? (values as string[]) : undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads, converts and validates the environment; names every bad variable in one line. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const known: Record<string, unknown> = {};
  for (const key of Object.keys(ConfigSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') known[key] = value;
  }
  const candidate = Value.Convert(ConfigSchema, Value.Default(ConfigSchema, { ...known, ...overrides })) as Record<string, unknown>;
  const problems: string[] = [];
  const named = new Set<string>();
  for (const error of Value.Errors(ConfigSchema, candidate)) {
    const name = error.instancePath.slice(1);
    // One line per variable: a choice of values fails once per value, said once as the choice.
    if (named.has(name)) continue;
    named.add(name);
    const shown = name.includes('PASSWORD') ? '(hidden)' : JSON.stringify(env[name] ?? candidate[name]);
    const choices = choicesOf(name);
    problems.push(`${name}=${shown}: ${choices ? `must be one of ${choices.join(', ')}` : error.message}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(candidate as Static<typeof ConfigSchema>);
}

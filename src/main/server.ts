import { deleteIdleGuests } from '../features/identity/guests/guest.service.js';
import { loadConfig, type Config } from '../kernel/config.js';
import { createDatabase } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { buildApp } from './app.js';
import { bootstrap } from './bootstrap.js';
import { scheduleHousekeeping } from './housekeeping.js';
import { deleteIdleLists, scheduleListExpiry } from '../features/product-lists/list-expiry.js';
import { drainAndClose } from '../platform/http/shutdown.js';
import { EXCHANGE as AMQP_EXCHANGE } from '../features/broker/amqp-relay.js';
import { DOCS_PAGE_PATH, DOCUMENT_PATH } from '../platform/http/document-paths.js';

/** A URL as the banner may print it: its password never (amqp://guest:***@host/). */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.href;
  } catch {
    return '(the URL in EVENTS_AMQP_URL)';
  }
}

/** loadConfig → createDatabase → migrate → bootstrap → buildApp → listen; drains and closes on a signal (shutdown.ts). */
export async function serve(config: Config = loadConfig()): Promise<void> {
  const database = createDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, serving: true, cacheMib: config.SQLITE_CACHE_MIB });
  await migrateToLatest(database.db);
  const prettyLogs = config.LOG_FORMAT === 'pretty' || (config.LOG_FORMAT === 'auto' && process.stdout.isTTY === true);
  const app = await buildApp(config, database, { prettyLogs });
  const { accessKey, created } = await bootstrap(database, config, app.passwords);
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const metrics =
    app.metrics && config.METRICS_PORT !== undefined
      ? await (await import('../platform/metrics/metrics.js')).listenForMetrics(app.metrics, config.METRICS_HOST, config.METRICS_PORT)
      : undefined;
  const idleLists = async () => {
    const deleted = await deleteIdleLists(app);
    if (deleted > 0) app.log.info({ deleted }, "lists past their organization's retention deleted");
    const guests = await deleteIdleGuests(app);
    if (guests > 0) app.log.info({ deleted: guests }, 'guests without a session deleted with their lists');
  };
  const stopListExpiry = scheduleListExpiry(app, app.log);
  const stopHousekeeping = scheduleHousekeeping(
    database.writer,
    (error) => app.log.warn({ err: error }, 'housekeeping failed'),
    undefined,
    { auditRetentionDays: config.AUDIT_RETENTION_DAYS },
    idleLists,
  );

  const lines = [
    `Store API listening on ${address} (database: ${database.dialect})`,
    `  Docs page: ${address}${DOCS_PAGE_PATH}  (OpenAPI 3.1 document: ${address}${DOCUMENT_PATH})`,
    ...(metrics ? [`  Metrics: ${metrics.url}`] : []),
    ...(config.EVENTS_AMQP_URL ? [`  Events to RabbitMQ: ${withoutCredentials(config.EVENTS_AMQP_URL)}, exchange ${AMQP_EXCHANGE} (EVENTS_AMQP_URL)`] : []),
    `  sw-access-key: ${accessKey}`,
    `  Process ${process.pid}: Ctrl-C, or kill -TERM ${process.pid}, stops it gracefully.`,
  ];
  if (created) {
    lines.push(
      `  First start: organization "${created.organization.name}" created with its admin.`,
      `  Log in: POST ${address}/store-api/account/login {"username":"${created.admin.email}","password":"${config.STORE_API_ADMIN_PASSWORD ? '<STORE_API_ADMIN_PASSWORD>' : created.adminPassword}"}`,
      config.STORE_API_ADMIN_PASSWORD ? '' : '  This password is shown only once; keep it now.',
      `  Try the typed client: STORE_API_URL=${address} STORE_API_ACCESS_KEY=${accessKey} STORE_API_USERNAME=${created.admin.email} STORE_API_PASSWORD=${config.STORE_API_ADMIN_PASSWORD ? '<STORE_API_ADMIN_PASSWORD>' : '<the password above>'} npm run example`,
    );
  } else {
    lines.push('  Log in: POST /store-api/account/login {"username": <email or id>, "password": …} with the sw-access-key header.');
  }
  process.stdout.write(`${lines.filter(Boolean).join('\n')}\n`);

  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) {
      // A second signal (Ctrl-C twice): stop at once.
      app.log.warn({ signal }, 'second signal: stopping without waiting');
      process.exit(130);
    }
    closing = true;
    // SIGTERM comes from an orchestrator or the cluster: leave the balancer first. Ctrl-C needs no delay.
    const delayMs = signal === 'SIGTERM' ? config.SHUTDOWN_DELAY_SECONDS * 1000 : 0;
    app.log.info({ signal, delayMs }, 'draining');
    stopHousekeeping();
    stopListExpiry();
    let code = 0;
    try {
      await drainAndClose(app, { delayMs, timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000 });
      await metrics?.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    }
    // Said beside the banner, whatever the log level: the last line tells that the service is gone.
    process.stdout.write(`Store API stopped (${signal}, exit code ${code}).\n`);
    process.exit(code);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  // Started by `store-api cluster` (with an IPC channel): when the cluster ends, however it ends, so does the instance.
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => void close('SIGINT'));
  }
}

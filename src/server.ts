import { loadConfig, type Config } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { buildApp } from './app.js';
import { bootstrap } from './bootstrap.js';
import { scheduleHousekeeping } from './housekeeping.js';

/** loadConfig → createDatabase → migrate → bootstrap → buildApp → listen; closes gracefully on a signal. */
export async function serve(config: Config = loadConfig()): Promise<void> {
  const database = createDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
  await migrateToLatest(database.db);
  const app = await buildApp(config, database);
  const { accessKey, created } = await bootstrap(database, config, app.passwords);
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const stopHousekeeping = scheduleHousekeeping(database.writer, (error) => app.log.warn({ err: error }, 'housekeeping failed'));

  const lines = [
    `Store API listening on ${address} (database: ${database.dialect})`,
    `  OpenAPI document: ${address}/store-api/_info/openapi3.json`,
    `  sw-access-key: ${accessKey}`,
  ];
  if (created) {
    lines.push(
      `  First start: organization "${created.organization.name}" created with its admin.`,
      `  Log in: POST ${address}/store-api/account/login {"username":"${created.admin.email}","password":"${config.STORE_API_ADMIN_PASSWORD ? '<STORE_API_ADMIN_PASSWORD>' : created.adminPassword}"}`,
      config.STORE_API_ADMIN_PASSWORD ? '' : '  This password is shown only once; keep it now.',
    );
  } else {
    lines.push('  Log in: POST /store-api/account/login {"username": <email or id>, "password": …} with the sw-access-key header.');
  }
  process.stdout.write(`${lines.filter(Boolean).join('\n')}\n`);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopHousekeeping();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
}

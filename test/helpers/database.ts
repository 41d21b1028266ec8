import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../src/platform/db/database.js';
import type { DialectName } from '../../src/platform/db/dialect.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { mysqlServerOf } from '../../src/platform/db/dialects/mysql.js';
import { TEST_DATABASE_URL, TEST_MYSQL_URL } from './dialects.js';

/** The migrations this build carries, as a short key: a template made by other migrations is never used. */
const MIGRATIONS_KEY = createHash('sha256')
  .update(
    readdirSync(join(import.meta.dirname, '..', '..', 'src', 'platform', 'db', 'migrations'))
      .filter((name) => name.endsWith('.js'))
      .sort()
      .join(','),
  )
  .digest('hex')
  .slice(0, 12);

/**
 * A fresh database for one test: a SQLite file in a temporary folder (a file, not memory, so the
 * read-only connection is a second connection as in production), or a PostgreSQL database of its
 * own, so files run concurrently without colliding. Dropped when closed. Empty, or with `migrated`
 * already at the newest migration: a copy of a template migrated once (a file per process on
 * SQLite; a database per set of migrations on PostgreSQL, made once by whichever test process
 * comes first), instead of running every migration for every test.
 */
export async function createTestDatabase(
  dialect: DialectName,
  options: { poolSize?: number; migrated?: boolean } = {},
): Promise<DatabaseHandle & { url: string }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'store-api-test-'));
    const path = join(dir, 'test.sqlite');
    if (options.migrated) copyFileSync(await sqliteTemplate(), path);
    const url = `sqlite:${path}`;
    const handle = createDatabase({ url, serving: true });
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (dialect === 'mysql') return createMysqlTestDatabase(options);
  // A database of its own, not a schema: PostgreSQL's catalog is per database, so one test's
  // introspection (the migrator's) never trips over another test dropping its objects.
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = options.migrated ? await postgresTemplate() : undefined;
  await withAdmin((admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = createDatabase({ url: url.toString(), poolSize: options.poolSize ?? 5 });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

let sqliteTemplatePath: Promise<string> | undefined;

/** This process's migrated SQLite file (a file's WAL is checkpointed into it when it closes). */
function sqliteTemplate(): Promise<string> {
  sqliteTemplatePath ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-api-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'template.sqlite');
    const template = createDatabase({ url: `sqlite:${path}`, serving: true });
    await migrateToLatest(template.db);
    await template.close();
    for (const leftover of ['-wal', '-shm', '-lock']) if (existsSync(path + leftover)) rmSync(path + leftover);
    return path;
  })();
  return sqliteTemplatePath;
}

let postgresTemplateName: Promise<string> | undefined;

/**
 * The migrated template database of these migrations, made once under an advisory lock (test
 * processes run at once): built under another name and renamed when complete, so a template that
 * exists is a whole one. Nobody connects to it afterwards (PostgreSQL copies only an unused template).
 */
function postgresTemplate(): Promise<string> {
  postgresTemplateName ??= withAdmin(async (admin) => {
    const name = `store_api_template_${MIGRATIONS_KEY}`;
    await admin.query('select pg_advisory_lock(4242)');
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const url = new URL(TEST_DATABASE_URL);
        url.pathname = `/${building}`;
        const template = createDatabase({ url: url.toString(), poolSize: 1 });
        await migrateToLatest(template.db);
        await template.close();
        await admin.query(`alter database ${building} rename to ${name}`);
        // Templates of earlier migrations are of no use any more.
        const stale = await admin.query<{ datname: string }>(
          "select datname from pg_database where datname like 'store\\_api\\_template\\_%' and datname <> $1",
          [name],
        );
        for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(4242)');
    }
    return name;
  });
  return postgresTemplateName;
}

/**
 * MariaDB: a database of its own, migrated when asked (the baseline is one statement per table,
 * about 0.2 s: MariaDB has no template databases to copy).
 */
async function createMysqlTestDatabase(options: { poolSize?: number; migrated?: boolean }): Promise<DatabaseHandle & { url: string }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withMysqlAdmin((admin) => admin.query(`create database ${name} character set utf8mb4 collate utf8mb4_nopad_bin`));
  const url = new URL(TEST_MYSQL_URL);
  url.pathname = `/${name}`;
  const handle = createDatabase({ url: url.toString(), poolSize: options.poolSize ?? 5 });
  if (options.migrated) await migrateToLatest(handle.db);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withMysqlAdmin((admin) => admin.query(`drop database if exists ${name}`));
    },
  };
}

async function withMysqlAdmin<T>(work: (admin: import('mysql2/promise').Connection) => Promise<T>): Promise<T> {
  const mysql = await import('mysql2/promise');
  const { database: _, ...server } = mysqlServerOf(TEST_MYSQL_URL);
  const admin = await mysql.createConnection(server);
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

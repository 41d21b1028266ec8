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
 * A fresh database for one test: a SQLite file in a temporary folder (a file, not memory, as in
 * production: the WAL, its syncs and checkpoints), or a PostgreSQL or MariaDB
 * database of its own, so files run concurrently without colliding. Empty (dropped when closed), or
 * with `migrated` already at the newest migration: a copy of a template migrated once (a file per
 * process on SQLite; a database per set of migrations on PostgreSQL, made once by whichever test
 * process comes first), or one a test of this process closed and IDLE emptied.
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
  const name = options.migrated ? await migratedPostgresDatabase() : newDatabaseName();
  if (!options.migrated) await withAdmin((admin) => admin.query(`create database ${name}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  // Serving, as `store-api serve`: alone on its database (the usual case here), it answers from
  // memory after a short settle (platform/db/pg-presence.ts), so every PostgreSQL test checks that too.
  const handle = createDatabase({ url: url.toString(), poolSize: options.poolSize ?? 5, serving: true, presence: { settleMs: 20, retryMs: 500 } });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      if (options.migrated && (await emptied('postgres', url.toString()))) IDLE.postgres.push(name);
      else await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** A new database's name; the process's id in it tells whose it is (stale ones are dropped, POOL_PREFIX). */
function newDatabaseName(): string {
  return `${POOL_PREFIX}${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

const POOL_PREFIX = 'test_p';

/**
 * Migrated databases are kept for this process's next test instead of dropped: emptied (every row
 * deleted but the migrator's own) when their schema is still the migrations' and they hold little
 * (PURPOSE_LIMIT rows); otherwise dropped as before. Creating and dropping a PostgreSQL database
 * writes and fsyncs some 400 files (0.1–0.4 CPU-s of the server, most in the kernel, each time:
 * 173 databases a run); MariaDB has no templates and migrates each. Emptying takes a few ms.
 * The idle ones are dropped when the process ends; those of a process that died are dropped by
 * the next process to start (their names carry the process id).
 */
const IDLE: Record<'postgres' | 'mysql', string[]> = { postgres: [], mysql: [] };
/** The schema of a freshly migrated database of each server, as FINGERPRINT sums it up (taken once per process). */
const FRESH: Partial<Record<'postgres' | 'mysql', string>> = {};
/** More rows than this in the tables that grow (a scale test's) and the database is dropped rather than emptied. */
const PURPOSE_LIMIT = 20_000;
const GROWN = `select (select count(*) from product_list) + (select count(*) from product_list_line_item)
  + (select count(*) from employee) + (select count(*) from event) as n`;
const FINGERPRINT = {
  postgres: `select md5(string_agg(entry, ',' order by entry)) as fingerprint from (
      select 'c:' || relname || ':' || relkind::text as entry from pg_class where relnamespace = 'public'::regnamespace
      union all select 'a:' || attrelid::regclass || ':' || attname || ':' || format_type(atttypid, atttypmod) || ':' || attnotnull || ':' || atthasdef
        from pg_attribute where attrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace) and attnum > 0 and not attisdropped
      union all select 't:' || tgname from pg_trigger where tgrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)
      union all select 'k:' || conname from pg_constraint where connamespace = 'public'::regnamespace
      union all select 'p:' || proname from pg_proc where pronamespace = 'public'::regnamespace
      union all select 'm:' || name from kysely_migration
      union all select 's:' || array_to_string(setconfig, ',') from pg_db_role_setting where setdatabase = (select oid from pg_database where datname = current_database())
    ) as catalog`,
  mysql: `select md5(group_concat(entry order by entry separator ',')) as fingerprint from (
      select concat_ws(':', 'c', table_name, column_name, column_type, is_nullable, column_default, collation_name) as entry
        from information_schema.columns where table_schema = database()
      union all select concat_ws(':', 'i', table_name, index_name, column_name, seq_in_index) from information_schema.statistics where table_schema = database()
      union all select concat('t:', trigger_name) from information_schema.triggers where trigger_schema = database()
      union all select concat('r:', routine_name) from information_schema.routines where routine_schema = database()
      union all select concat('m:', name) from kysely_migration
    ) as catalog`,
};

/** A migrated PostgreSQL database: an idle one of this process, or a new copy of the template. */
async function migratedPostgresDatabase(): Promise<string> {
  const idle = IDLE.postgres.pop();
  if (idle) return idle;
  const name = newDatabaseName();
  const template = await postgresTemplate();
  await withAdmin(async (admin) => {
    await dropStalePostgres(admin);
    await admin.query(`create database ${name} template ${template}`);
  });
  if (FRESH.postgres === undefined) {
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      FRESH.postgres = (await client.query<{ fingerprint: string }>(FINGERPRINT.postgres)).rows[0]!.fingerprint;
    } finally {
      await client.end();
    }
  }
  return name;
}

const swept = new Set<'postgres' | 'mysql'>();
/**
 * True the first time a process asks for `server`: then it sweeps the kept databases of test
 * processes that are gone (killed before they could drop their own); the first sweep also has this
 * process drop its own idle ones when it ends.
 */
function firstSweepOf(server: 'postgres' | 'mysql'): boolean {
  if (swept.has(server)) return false;
  if (swept.size === 0) process.once('beforeExit', () => void dropIdle());
  swept.add(server);
  return true;
}

/** Of these database names, the kept ones of test processes no longer alive (the pid in the name). */
function ofGoneProcesses(names: readonly string[]): string[] {
  return names.filter((name) => {
    const owner = Number(/^test_p(\d+)_/.exec(name)?.[1]);
    if (!Number.isInteger(owner) || owner === process.pid) return false;
    try {
      process.kill(owner, 0);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code !== 'EPERM';
    }
  });
}

async function dropStalePostgres(admin: pg.Client): Promise<void> {
  if (!firstSweepOf('postgres')) return;
  const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'test\\_p%'");
  for (const name of ofGoneProcesses(rows.map((row) => row.datname))) await admin.query(`drop database if exists ${name} with (force)`);
}

/** Drops this process's idle databases (at its end). */
async function dropIdle(): Promise<void> {
  const postgres = IDLE.postgres.splice(0);
  const mysql = IDLE.mysql.splice(0);
  if (postgres.length > 0)
    await withAdmin(async (admin) => {
      for (const name of postgres) await admin.query(`drop database if exists ${name} with (force)`);
    }).catch(() => {});
  if (mysql.length > 0)
    await withMysqlAdmin(async (admin) => {
      for (const name of mysql) await admin.query(`drop database if exists ${name}`);
    }).catch(() => {});
}

/**
 * Empties the database at `url` for the next test when it may be: its other sessions ended (a
 * server a test started and killed may still hold one), its schema still FRESH's, and few rows.
 * Answers whether it was emptied; on any doubt (or error) it was not, and the caller drops it.
 */
async function emptied(server: 'postgres' | 'mysql', url: string): Promise<boolean> {
  try {
    return server === 'postgres' ? await emptiedPostgres(url) : await emptiedMysql(url);
  } catch {
    return false;
  }
}

async function emptiedPostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT.postgres);
    if (rows[0]!.fingerprint !== FRESH.postgres) return false;
    const grown = await client.query<{ n: string }>(GROWN);
    if (Number(grown.rows[0]!.n) > PURPOSE_LIMIT) return false;
    const tables = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely\\_migration%'",
    );
    // Replica role: no foreign-key checks while the tables empty in any order (as a fresh copy, nothing refers to anything).
    await client.query(
      `begin; set local session_replication_role = replica; ${tables.rows.map(({ tablename }) => `delete from ${tablename};`).join(' ')} commit`,
    );
    return true;
  } finally {
    await client.end();
  }
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
 * about 0.1 s of the server: MariaDB has no template databases to copy), or an idle one emptied.
 */
async function createMysqlTestDatabase(options: { poolSize?: number; migrated?: boolean }): Promise<DatabaseHandle & { url: string }> {
  const idle = options.migrated ? IDLE.mysql.pop() : undefined;
  const name = idle ?? newDatabaseName();
  if (!idle)
    await withMysqlAdmin(async (admin) => {
      await dropStaleMysql(admin);
      await admin.query(`create database ${name} character set utf8mb4 collate utf8mb4_nopad_bin`);
    });
  const url = new URL(TEST_MYSQL_URL);
  url.pathname = `/${name}`;
  const handle = createDatabase({ url: url.toString(), poolSize: options.poolSize ?? 5 });
  if (options.migrated && !idle) {
    await migrateToLatest(handle.db);
    if (FRESH.mysql === undefined)
      FRESH.mysql = await withMysqlAdmin(async (admin) => {
        await admin.query(`use ${name}`);
        return mysqlFingerprint(admin);
      });
  }
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      if (options.migrated && (await emptied('mysql', url.toString()))) IDLE.mysql.push(name);
      else await withMysqlAdmin((admin) => admin.query(`drop database if exists ${name}`));
    },
  };
}

async function dropStaleMysql(admin: import('mysql2/promise').Connection): Promise<void> {
  if (!firstSweepOf('mysql')) return;
  const [rows] = await admin.query("select schema_name as name from information_schema.schemata where schema_name like 'test\\_p%'");
  for (const name of ofGoneProcesses((rows as { name: string }[]).map((row) => row.name))) await admin.query(`drop database if exists ${name}`);
}

async function mysqlFingerprint(connection: import('mysql2/promise').Connection): Promise<string> {
  await connection.query('set session group_concat_max_len = 4194304');
  const [rows] = await connection.query(FINGERPRINT.mysql);
  return (rows as { fingerprint: string }[])[0]!.fingerprint;
}

async function emptiedMysql(url: string): Promise<boolean> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection(mysqlServerOf(url));
  try {
    const [sessions] = await connection.query('select id from information_schema.processlist where db = database() and id <> connection_id()');
    for (const { id } of sessions as { id: number }[]) await connection.query(`kill connection ${Number(id)}`).catch(() => {});
    if ((await mysqlFingerprint(connection)) !== FRESH.mysql) return false;
    const [grown] = await connection.query(GROWN);
    if (Number((grown as { n: number }[])[0]!.n) > PURPOSE_LIMIT) return false;
    const [tables] = await connection.query(
      "select table_name as name from information_schema.tables where table_schema = database() and table_type = 'BASE TABLE' and table_name not like 'kysely\\_migration%'",
    );
    // No foreign-key checks while the tables empty in any order; one commit (one log flush), not one a table.
    await connection.query('set foreign_key_checks = 0');
    await connection.query('start transaction');
    for (const { name } of tables as { name: string }[]) await connection.query(`delete from \`${name}\``);
    await connection.query('commit');
    return true;
  } finally {
    await connection.end();
  }
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

/** Waits (15 s at most) until a PostgreSQL handle serves its database alone (platform/db/pg-presence.ts): its reads may come from memory. */
export async function untilServingAlone(database: DatabaseHandle): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (database.epochs?.servesAlone !== true) {
    if (Date.now() > deadline) throw new Error('the database handle is not serving alone after 15 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

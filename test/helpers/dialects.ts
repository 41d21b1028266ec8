import pg from 'pg';
import { missingServer } from './servers.js';
import { mysqlServerOf } from '../../src/platform/db/dialects/mysql.js';
import type { DialectName } from '../../src/platform/db/dialect.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The MariaDB (or MySQL) server the tests make their databases on: a user that may create databases. */
export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';

/** Generous: the test processes all start at once, loading their modules on two cores. */
const PROBE_TIMEOUT_MS = 15_000;

export interface DialectUnderTest {
  name: DialectName;
  /** Why this dialect cannot run here; undefined when it can. */
  skip?: string;
}

/**
 * `probe` again after a timeout, three tries in all: a test process whose event loop was held by
 * a file's synchronous work past the timeout sees its timer fire before the connection's answer
 * (once in a full run, 2026-11-29). A refused connection or a failed login fails at once.
 */
async function probed(probe: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await probe();
    } catch (error) {
      if (attempt === 3 || !/timeout|timed out|ETIMEDOUT/i.test(error instanceof Error ? error.message : String(error))) throw error;
    }
  }
}

async function postgresUnavailable(): Promise<string | undefined> {
  try {
    await probed(async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
      try {
        await client.connect();
        await client.query('select 1');
      } finally {
        await client.end().catch(() => {});
      }
    });
    return undefined;
  } catch (error) {
    return missingServer(`PostgreSQL not reachable at ${TEST_DATABASE_URL}: ${error instanceof Error ? error.message : String(error)}`, 'PostgreSQL');
  }
}

async function mysqlUnavailable(): Promise<string | undefined> {
  const mysql = await import('mysql2/promise');
  const { database: _, ...server } = mysqlServerOf(TEST_MYSQL_URL);
  try {
    await probed(async () => {
      const connection = await mysql.createConnection({ ...server, connectTimeout: PROBE_TIMEOUT_MS });
      await connection.end();
    });
    return undefined;
  } catch (error) {
    return missingServer(`MariaDB not reachable at ${TEST_MYSQL_URL}: ${error instanceof Error ? error.message : String(error)}`, 'MariaDB');
  }
}

/**
 * The databases every test runs on: SQLite always; PostgreSQL (TEST_DATABASE_URL) and MariaDB
 * (TEST_MYSQL_URL) when reachable, else skipped with the reason. TEST_DIALECTS (`sqlite,mysql`)
 * narrows the list while working on one of them.
 */
const ALL_DIALECTS: DialectUnderTest[] = [
  { name: 'sqlite' },
  { name: 'postgres', skip: await postgresUnavailable() },
  { name: 'mysql', skip: await mysqlUnavailable() },
];
const chosen = process.env.TEST_DIALECTS?.split(',');
export const DIALECTS: DialectUnderTest[] = chosen ? ALL_DIALECTS.filter((dialect) => chosen.includes(dialect.name)) : ALL_DIALECTS;

/** Why the named database's tests are skipped here (missing, or left out by TEST_DIALECTS); undefined when they run. */
export function skipOf(name: DialectName): string | undefined {
  const dialect = DIALECTS.find((candidate) => candidate.name === name);
  return dialect ? dialect.skip : `${name} is not among TEST_DIALECTS`;
}

import pg from 'pg';
import { missingServer } from './servers.js';
import type { DialectName } from '../../src/platform/db/dialect.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface DialectUnderTest {
  name: DialectName;
  /** Why this dialect cannot run here; undefined when it can. */
  skip?: string;
}

async function postgresUnavailable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return missingServer(`PostgreSQL not reachable at ${TEST_DATABASE_URL}: ${error instanceof Error ? error.message : String(error)}`, 'PostgreSQL');
  } finally {
    await client.end().catch(() => {});
  }
}

/** SQLite always; PostgreSQL when reachable (TEST_DATABASE_URL), else skipped with the reason. */
export const DIALECTS: DialectUnderTest[] = [{ name: 'sqlite' }, { name: 'postgres', skip: await postgresUnavailable() }];

import pg from 'pg';
import type { DialectName } from '../src/db/dialect.js';

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
    const reason = `PostgreSQL not reachable at ${TEST_DATABASE_URL}: ${error instanceof Error ? error.message : String(error)}`;
    // Under CI a missing server is a failure, not a skip.
    if (process.env.CI === 'true') throw new Error(`${reason} (CI=true: PostgreSQL is required)`);
    return reason;
  } finally {
    await client.end().catch(() => {});
  }
}

/** SQLite always; PostgreSQL when reachable (TEST_DATABASE_URL), else skipped with the reason. */
export const DIALECTS: DialectUnderTest[] = [
  { name: 'sqlite' },
  { name: 'postgres', skip: await postgresUnavailable() },
];

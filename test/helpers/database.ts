import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../src/db/database.js';
import type { DialectName } from '../../src/db/dialect.js';
import { TEST_DATABASE_URL } from '../dialects.js';

/**
 * A fresh, empty database for one test file: SQLite in memory, or a PostgreSQL schema of its own,
 * so files run concurrently without colliding. Dropped when closed.
 */
export async function createTestDatabase(dialect: DialectName, options: { poolSize?: number } = {}): Promise<DatabaseHandle & { url: string; schema?: string }> {
  if (dialect === 'sqlite') {
    const url = 'sqlite::memory:';
    return { ...createDatabase({ url }), url };
  }
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = createDatabase({ url: TEST_DATABASE_URL, schema, poolSize: options.poolSize ?? 5 });
  return {
    ...handle,
    url: TEST_DATABASE_URL,
    schema,
    close: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleaner.connect();
      await cleaner.query(`drop schema if exists ${schema} cascade`);
      await cleaner.end();
    },
  };
}
